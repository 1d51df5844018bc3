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
# better-sqlite3 compiled for Node 24 (by setup-tests.sh), in place of node_modules' Node 20 build.
SQLITE24="$PWD/.cache/node24/better-sqlite3"
if [ ! -f "$SQLITE24/build/Release/better_sqlite3.node" ]; then
  echo "better-sqlite3 for Node 24 is not built: run \"bash scripts/setup-tests.sh\"." >&2
  exit 1
fi
export NODE24_BETTER_SQLITE3="$SQLITE24"
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--import $PWD/scripts/node24-hooks.mjs"
BIN="$(mktemp -d)"
trap 'rm -rf "$BIN"' EXIT
ln -s "$NODE24" "$BIN/node"
echo "Running on Node $("$NODE24" --version): $*"
PATH="$BIN:$PWD/node_modules/.bin:$PATH" "$@"
