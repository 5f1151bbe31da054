#!/usr/bin/env bash
# npm run test:node22: the tests that say the platform runs on Node 22 LTS (issue 26), run by Node 22 (installed by
# scripts/ensure-node22.sh when missing): the events workspace (the event stores on PostgreSQL, migrations,
# validation, the vault's crypto), the HTTP kit, and the production build, whose services start with this Node
# exactly as the image (node:22-slim) runs them. About a minute; not part of `npm test`, which runs on the Node on
# PATH (20 or 22): CI runs both. Arguments replace the three folders (vitest file filters, e.g. events/src/csv).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
NODE22=$(bash scripts/ensure-node22.sh)
# First on PATH, so whatever the tests spawn as `node` is 22 too (vitest's workers already are: they fork execPath).
export PATH="$(dirname "$NODE22"):$PATH"
echo "== tests on Node $(node --version)"
[ $# -gt 0 ] || set -- events/ http-kit/ scripts/production/
exec node node_modules/vitest/vitest.mjs run "$@"
