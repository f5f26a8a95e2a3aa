#!/usr/bin/env bash
# Sets up (see setup.sh), builds, and runs the automation-server CLI with the given arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The build's own chatter is shown only when it fails.
if ! build_log=$(pnpm build 2>&1); then
  printf '%s\n' "$build_log" >&2
  exit 1
fi
exec node packages/automation-server/dist/cli.js "$@"
