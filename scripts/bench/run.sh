#!/usr/bin/env bash
# npm run bench: append throughput, projection replay, read-your-writes delay, the per-call token check, the public opportunity list, the landing and other public answers cached vs uncached, the open data feed, the public pages under Lighthouse (mobile, three languages), the call-out, check-ins at one opportunity (issue 28), the certificate PDF in three languages (issue 29), the surges (registrations, logins, a mixed load, replicas), the reports on chDB vs PostgreSQL, every console call over a generated district-size history (scale; BENCH_SCALE=tiny|demo|district) (see scripts/bench/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

log="$(mktemp "${TMPDIR:-/tmp}/nvp-bench-log.XXXXXX")"
trap 'rm -f "$log"' EXIT

start=$SECONDS
for name in append replay read-your-writes token-check opportunity-list landing open-data lighthouse call-out checkin reminders certificate-pdf surge reports scale; do
  echo
  echo "=== $name ==="
  npx tsx "scripts/bench/$name.ts" 2>&1 | grep -v '^npm warn' | tee -a "$log"
  # pipefail makes a failing benchmark fail the whole run.
done

echo
echo "=== summary ($((SECONDS - start)) s) ==="
grep '^SUMMARY' "$log" | sed 's/^SUMMARY //'
