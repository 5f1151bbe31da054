#!/usr/bin/env bash
# Installs the npm dependencies when missing or older than the lockfile. Shared by start and test.
# Which dependencies may run install scripts is package.json's "allowScripts" (npm 11 advises, npm 12 enforces).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies…"
  # Once more on failure: npm has been seen to run argon2's install script before the package was fully unpacked
  # ("binding.gyp not found") on a fresh clone, and the same install then passes.
  npm ci --no-audit --no-fund || { echo "npm ci failed; trying once more…"; npm ci --no-audit --no-fund; }
fi
