#!/usr/bin/env bash
# Installs the npm dependencies when missing or older than the lockfile. Shared by start and test.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies…"
  npm ci --no-audit --no-fund
fi
