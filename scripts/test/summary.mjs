// Adds up vitest's JSON reports into the one closing line CI reads: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0, failed = 0, skipped = 0, missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) { missing++; continue; }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  // A file that failed without a failing test (import error, failing hook) counts once more.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  failed += report.numFailedTests + brokenFiles;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
if (missing) console.log(`${missing} test report(s) missing: a runner did not finish`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0);
