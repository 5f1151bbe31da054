#!/usr/bin/env bash
# npm test: install what is missing, type-check, build the console, run every test (unit, integration,
# HTTP against real PostgreSQL, browser journeys in Debian Chromium), then print one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
mkdir -p test-artifacts
rm -f test-artifacts/*.json
echo "== type check"
npm run typecheck --silent
echo "== console build"
npm run build:console --silent
status=0
echo "== unit and integration tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-artifacts/vitest.json || status=$?
echo "== browser journeys"
npx vitest run --config scripts/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-artifacts/e2e.json || status=$?
node scripts/test/summary.mjs test-artifacts/vitest.json test-artifacts/e2e.json || status=1
exit $status
