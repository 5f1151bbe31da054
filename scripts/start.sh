#!/usr/bin/env bash
# npm start: install what is missing, build the console, start the embedded platform with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build:console --silent
export ADMIN_EMAIL="${ADMIN_EMAIL:-admin@volunteer.gov.lk}"
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-admin12345}"
export DEMO_DATA="${DEMO_DATA:-true}"
# Development conveniences (the mail/SMS outbox page, demo data) are on only when development is asked for.
# Set after the console build, so Vite still builds for production.
export NODE_ENV="${NODE_ENV:-development}"
exec npx tsx scripts/start.ts
