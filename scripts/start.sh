#!/usr/bin/env bash
# Sets up (see setup.sh), builds, and runs the automation-server CLI with the given arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
pnpm --silent build >/dev/null
exec node packages/automation-server/dist/cli.js "$@"
