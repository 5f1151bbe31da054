import { answerCheckCounts, checkAllAnswers, takeAnswerDrifts } from '../../command-api/src/infra/openapi/answer-check';

/** For a test file that fabricates read-model rows: these routes' answers go unchecked until the file ends. */
export { uncheckedAnswers } from '../../command-api/src/infra/openapi/answer-check';

/**
 * Issue 26, the API contract in the HTTP tests: a test platform validates every JSON answer of a documented operation
 * against the OpenAPI document (command-api/src/infra/openapi/answer-check.ts), and here the test that caused a
 * mismatch fails after it runs, naming the route, the status and what does not fit. Only under vitest (the
 * benchmarks import the harness too). NVP_CHECK_ANSWERS=0 turns it off; NVP_ANSWER_COUNTS=<file> appends this
 * file's count of validated answers there (the figure in scripts/bench/README.md).
 */
if (process.env.VITEST) {
  process.env.NVP_CHECK_ANSWERS ??= '1';
  const { afterAll, afterEach } = await import('vitest');
  afterEach(() => {
    const drifts = takeAnswerDrifts();
    if (drifts.length) {
      const lines = [...new Set(drifts.map((d) => `${d.route} → ${d.status}: ${d.problem}`))];
      throw new Error(`Answers that do not match the OpenAPI document (command-api/src/infra/openapi/catalogue):\n  ${lines.join('\n  ')}`);
    }
  });
  afterAll(async () => {
    checkAllAnswers();
    const file = process.env.NVP_ANSWER_COUNTS;
    if (!file) return;
    const { appendFile } = await import('node:fs/promises');
    const { expect } = await import('vitest');
    await appendFile(file, `${JSON.stringify({ file: expect.getState().testPath, ...answerCheckCounts() })}\n`);
  });
}
