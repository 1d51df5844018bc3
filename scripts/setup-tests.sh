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

# `npm ci` refuses Docusaurus' lockfile (optional swc packages of other
# platforms are absent from it); `npm install` against the lockfile gives the same tree.
npm install --no-audit --no-fund
