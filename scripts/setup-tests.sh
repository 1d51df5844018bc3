#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium for the
# browser tests (Playwright's own browser download needs a network we do not
# have) and the npm packages from the lockfile.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# `npm install` against the lockfile gives the tree `npm ci` would, without removing node_modules first.
npm install --no-audit --no-fund

# Node 24 (the current LTS) beside the machine's Node 20: the unit and server tests run on both
# (`npm run test:node24`). The `node` package carries the binary, so this works without other downloads.
NODE24_DIR=.cache/node24
if [ ! -x "$NODE24_DIR/node_modules/.bin/node" ]; then
  echo "Installing Node 24 into $NODE24_DIR for the second test run…"
  mkdir -p "$NODE24_DIR"
  [ -f "$NODE24_DIR/package.json" ] || echo '{"private":true}' > "$NODE24_DIR/package.json"
  npm install --prefix "$NODE24_DIR" --no-save --no-audit --no-fund node@24 >/dev/null
fi
"$NODE24_DIR/node_modules/.bin/node" --version
