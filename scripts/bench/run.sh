#!/usr/bin/env bash
# npm run bench: append throughput, projection replay, read-your-writes delay, the per-call token check, the public opportunity list, the call-out, the reports on chDB vs PostgreSQL (see scripts/bench/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

log="$(mktemp "${TMPDIR:-/tmp}/nvp-bench-log.XXXXXX")"
trap 'rm -f "$log"' EXIT

start=$SECONDS
for name in append replay read-your-writes token-check opportunity-list call-out reports; do
  echo
  echo "=== $name ==="
  npx tsx "scripts/bench/$name.ts" 2>&1 | grep -v '^npm warn' | tee -a "$log"
  # pipefail makes a failing benchmark fail the whole run.
done

echo
echo "=== summary ($((SECONDS - start)) s) ==="
grep '^SUMMARY' "$log" | sed 's/^SUMMARY //'
