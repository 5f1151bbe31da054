// Adds up vitest's JSON reports into the one closing line CI reads: "N passed, N failed, N skipped", with each
// phase's time above it. Usage: summary.mjs [--unit vitest.json] [--journeys e2e.json] [--phases phases.tsv]
// A skipped journey fails the run (a journey that did not run proved nothing); unit tests skipped on purpose
// (KurrentDB, Kafka broker, nginx when absent) pass it, each named.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const notRun = (status) => status === 'skipped' || status === 'pending' || status === 'todo';

/** The tests of a report that did not run, as "file › suite › test". */
const skippedTests = (report, root) =>
  (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => notRun(a.status))
      .map((a) => [path.relative(root, file.name), ...(a.ancestorTitles ?? []), a.title].join(' › ')),
  );

/** A failure's first meaningful line (vitest's messages carry ANSI colours and a stack below the message). */
const firstLine = (text = '') =>
  stripVTControlCharacters(text).split('\n').map((line) => line.trim()).find(Boolean)?.slice(0, 300) ?? '';

/** vitest's JSON report loses a timeout's message (only "STACK_TRACE_ERROR" and a stack): say how long it ran instead. */
const messageOf = (result) => {
  const line = firstLine(result.failureMessages?.[0]);
  if (!/STACK_TRACE_ERROR/.test(line)) return line;
  return `no message in the report (a timeout gives none): it ran ${(Number(result.duration ?? 0) / 1000).toFixed(1)} s`;
};

/**
 * The tests that failed, as "file › suite › test — first line of the message", and the files that broke without a
 * failing test (import error, failing hook): CI shows only the end of the output, so the end must name them.
 */
const failedTests = (report, root) =>
  (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const failing = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failing.length === 0) return [{ line: `${where} — ${firstLine(file.message) || 'the file failed without a failing test'}` }];
    return failing.map((a) => {
      const titles = [...(a.ancestorTitles ?? []), a.title];
      return { line: `${[where, ...titles].join(' › ')} — ${messageOf(a)}`, key: `${where}\t${titles.join(' > ')}` };
    });
  });

/** Under a failed journey, what each of its open pages showed (scripts/e2e/failure-pages.ts wrote them). */
const pageLines = (journeyPages, key) =>
  journeyPages
    .filter((record) => key !== undefined && `${record.file}\t${record.test}` === key)
    .flatMap((record) => record.pages.map((page) => `    page ${page.url} showed: ${JSON.stringify(page.text)}`));

const seconds = (value) => (/^\d+ms$/.test(value) ? `${(parseInt(value, 10) / 1000).toFixed(1)} s` : value);

/**
 * The run's verdict from its reports (parsed JSON, or undefined when the runner wrote none) and phase times.
 * Returns the lines to print (the summary line last) and the exit status.
 */
export const decide = ({ unit, journeys, journeyPages = [], phases = [], root = process.cwd() }) => {
  const lines = [];
  let passed = 0, failed = 0, skipped = 0, missing = 0;
  const reports = [
    ['unit and integration', unit],
    ['journeys', journeys],
  ].filter(([, report]) => report !== null);
  for (const [, report] of reports) {
    if (!report) { missing++; continue; }
    passed += report.numPassedTests;
    // A file that failed without a failing test (import error, failing hook) counts once more.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    failed += report.numFailedTests + brokenFiles;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  const skippedUnits = unit ? skippedTests(unit, root) : [];
  const skippedJourneys = journeys ? skippedTests(journeys, root) : [];
  for (const [phase, report] of reports) {
    if (!report) continue;
    for (const { line, key } of failedTests(report, root)) {
      lines.push(`FAILED (${phase}): ${line}`);
      if (phase === 'journeys') lines.push(...pageLines(journeyPages, key));
    }
  }
  for (const name of skippedUnits) lines.push(`skipped (a unit test: the run still passes): ${name}`);
  for (const name of skippedJourneys) lines.push(`FAILED: journey skipped: ${name}`);
  if (skippedJourneys.length) lines.push(`${skippedJourneys.length} journey test(s) skipped: a journey that did not run fails the run (is E2E_BASE_URL set by scripts/e2e/global-setup.ts?)`);
  for (const [name, time] of phases) lines.push(`phase ${name}: ${seconds(time)}`);
  if (missing) lines.push(`${missing} test report(s) missing: a runner did not finish`);
  lines.push(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  const ok = failed === 0 && missing === 0 && passed > 0 && skippedJourneys.length === 0;
  return { lines, status: ok ? 0 : 1 };
};

const readReport = (file) => (file === undefined ? null : existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** A file's non-empty lines; none when it is not given or absent. */
const linesOf = (file) => (file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
/** journey-failures.jsonl: one JSON record per failed journey test; absent when none failed. */
const readJourneyPages = (file) => linesOf(file).map((line) => JSON.parse(line));
const readPhases = (file) => linesOf(file).map((line) => line.split('\t'));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const { lines, status } = decide({ unit: readReport(option('--unit')), journeys: readReport(option('--journeys')), journeyPages: readJourneyPages(option('--journey-pages')), phases: readPhases(option('--phases')) });
  for (const line of lines) console.log(line);
  process.exit(status);
}
