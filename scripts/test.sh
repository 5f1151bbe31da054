#!/usr/bin/env bash
# npm test: install what is missing, type-check, build the console, run every test (unit, integration,
# HTTP against real PostgreSQL, browser journeys in Debian Chromium), then print each phase's time and one summary line.
# `npm test -- <pattern>...` runs only the test files whose path contains a pattern (vitest's file filter, in both
# phases); the journeys phase, Chromium and the console build run only when a pattern names a journey file.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-artifacts
rm -f test-artifacts/*.json test-artifacts/phases.tsv

# Each phase's wall time, read by summary.mjs: "name<TAB>12345ms" or "name<TAB>skipped".
phase_started=0
start_phase() { phase_started=$(date +%s%N); }
end_phase() { printf '%s\t%s\n' "$1" "$(( ($(date +%s%N) - phase_started) / 1000000 ))ms" >>test-artifacts/phases.tsv; }
skip_phase() { printf '%s\tskipped\n' "$1" >>test-artifacts/phases.tsv; }
run_started=$(date +%s%N)

# Which test files a pattern selects, as vitest filters them: a case-insensitive part of the file's path.
patterns=("$@")
selects() {
  local file pattern
  for file in $1; do
    for pattern in "${patterns[@]}"; do
      case "${file,,}" in *"${pattern,,}"*) return 0 ;; esac
    done
  done
  return 1
}
# The same files as vitest.config.ts's include and exclude.
unit_files() {
  find . \( -name node_modules -o -name dist -o -path ./scripts/e2e -o -path ./.data -o -path ./.cache -o -path ./test-artifacts -o -path ./.git \) -prune \
    -o \( -name '*.test.ts' -o -name '*.test.tsx' \) -print | sed 's#^\./##'
}
journey_files() { find scripts/e2e -name '*.test.ts'; }
run_unit=1; run_journeys=1
if [ ${#patterns[@]} -gt 0 ]; then
  selects "$(unit_files)" || run_unit=0
  selects "$(journey_files)" || run_journeys=0
  if [ $run_unit = 0 ] && [ $run_journeys = 0 ]; then
    echo "No test file's path contains: ${patterns[*]}" >&2
    exit 1
  fi
fi

start_phase; bash scripts/ensure-deps.sh; end_phase "install (npm dependencies)"
if [ $run_journeys = 1 ]; then
  start_phase; bash scripts/ensure-chromium.sh; end_phase "chromium"
else
  echo "== chromium: not needed, the pattern names no journey"; skip_phase "chromium"
fi
# The type check always runs (about 20 s): a part-run that passes on code that does not compile would mislead.
echo "== type check"
start_phase; npm run typecheck --silent; end_phase "type check"
# The linter always runs too (Biome, biome.json: floating promises, hook dependencies, unused code; a few seconds).
echo "== lint"
start_phase; npm run lint --silent; end_phase "lint"
# The journeys test the built console, so they get a fresh build. Unit files that serve console/dist (compression,
# production mode, findable) only need one to exist: a part-run without journeys keeps the build it finds.
if [ $run_journeys = 1 ] || [ ! -f console/dist/index.html ]; then
  echo "== console build"
  start_phase; npm run build:console --silent; end_phase "console build"
  # This run's own build, from these sources: the bundle budget measures it instead of building again.
  export NVP_CONSOLE_FRESH_BUILD="$PWD/console/dist"
else
  echo "== console build: skipped, the pattern names no journey (the unit files use the console/dist there is)"
  skip_phase "console build"
fi
status=0
if [ $run_unit = 1 ]; then
  echo "== unit and integration tests"
  start_phase
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-artifacts/vitest.json "$@" || status=$?
  end_phase "unit and integration"
else
  echo "== unit and integration tests: skipped, the pattern names only journeys"; skip_phase "unit and integration"
fi
if [ $run_journeys = 1 ]; then
  echo "== browser journeys"
  start_phase
  rm -f test-artifacts/journey-failures.jsonl
  # Three journey files at a time (each its own browser, one platform): the headless shell leaves these 2 cores
  # 20–30 % idle with two (320 s against 371 s for the phase in two fresh-clone runs).
  E2E_WORKERS=${E2E_WORKERS:-3} npx vitest run --config scripts/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-artifacts/e2e.json "$@" || status=$?
  end_phase "journeys"
else
  echo "== browser journeys: skipped, the pattern names no journey"; skip_phase "journeys"
fi
printf '%s\t%s\n' "total" "$(( ($(date +%s%N) - run_started) / 1000000 ))ms" >>test-artifacts/phases.tsv
reports=()
[ $run_unit = 1 ] && reports+=(--unit test-artifacts/vitest.json)
[ $run_journeys = 1 ] && reports+=(--journeys test-artifacts/e2e.json --journey-pages test-artifacts/journey-failures.jsonl)
node scripts/test/summary.mjs "${reports[@]}" --phases test-artifacts/phases.tsv || status=1
exit $status
