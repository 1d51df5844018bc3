#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH, so `vitest` (whose shebang is
# `env node`) and the workers it forks run on Node 24. Installed by
# scripts/setup-tests.sh; NODE24 points at another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24="${NODE24:-$PWD/.cache/node24/node_modules/.bin/node}"
if [ ! -x "$NODE24" ]; then
  echo "Node 24 is not installed: run \"bash scripts/setup-tests.sh\" (or set NODE24 to a Node 24 binary)." >&2
  exit 1
fi
BIN="$(mktemp -d)"
trap 'rm -rf "$BIN"' EXIT
ln -s "$NODE24" "$BIN/node"
echo "Running on Node $("$NODE24" --version): $*"
PATH="$BIN:$PWD/node_modules/.bin:$PATH" "$@"
