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
  if command -v pg_lsclusters >/dev/null; then
    pg_lsclusters -h | awk '$4 != "online" { print $1, $2 }' | while read -r version cluster; do
      $SUDO pg_ctlcluster "$version" "$cluster" start
    done
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
