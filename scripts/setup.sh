#!/usr/bin/env bash
# Sets up a machine to build, run and test: Node check, pnpm, dependencies, a Chromium.
# Safe to run again: every step is skipped when its work is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  say "Node.js 20 or newer is needed (found: $(node -v 2>/dev/null || echo none))."
  exit 1
fi

pnpm_version=12
if ! command -v pnpm >/dev/null 2>&1; then
  say "installing pnpm $pnpm_version"
  npm install -g "pnpm@$pnpm_version" >/dev/null
fi

say "installing dependencies"
pnpm install --frozen-lockfile --reporter=silent

sudo_cmd() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else return 1; fi; }

find_browser() {
  if [ -n "${CHROME_PATH:-}" ]; then [ -x "$CHROME_PATH" ] && echo "$CHROME_PATH"; return; fi
  for candidate in chromium-headless-shell chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; return; fi
  done
  ls -d "$HOME"/.cache/ms-playwright/chromium-*/chrome-linux/chrome 2>/dev/null | tail -n 1
}

browser=$(find_browser || true)
if [ -n "${CHROME_PATH:-}" ] && [ -z "$browser" ]; then
  say "CHROME_PATH=$CHROME_PATH is not an executable file."
  exit 1
fi
# chromium-headless-shell runs the lite profile in a third of the memory; chromium is the full
# browser (stealth profile). Install what is missing when apt is there and no CHROME_PATH is set.
if [ -z "${CHROME_PATH:-}" ] && command -v apt-get >/dev/null 2>&1; then
  missing=()
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
  # The stealth profile needs the full browser; the tests make certificates with openssl.
  command -v chromium >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1 || missing+=(chromium)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  if [ ${#missing[@]} -gt 0 ] && sudo_cmd true 2>/dev/null; then
    say "installing ${missing[*]} with apt-get (about 30 s)"
    sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    browser=$(find_browser || true)
  fi
fi
if [ -z "$browser" ]; then
  say "No Chromium or Chrome was found. Install one, then point CHROME_PATH at its binary, e.g."
  say "  export CHROME_PATH=\"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome\""
  exit 1
fi
say "browser: $browser"
