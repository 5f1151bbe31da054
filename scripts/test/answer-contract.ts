import { answerCheckCounts, checkAllAnswers, takeAnswerDrifts } from '../../command-api/src/infra/openapi/answer-check';

/** For a test file that fabricates read-model rows: these routes' answers go unchecked until the file ends. */
export { uncheckedAnswers } from '../../command-api/src/infra/openapi/answer-check';

/**
 * Issue 26, the API contract in the HTTP tests: a test platform validates every JSON answer of a documented operation
 * against the OpenAPI document (command-api/src/infra/openapi/answer-check.ts), and here the test that caused a
 * mismatch fails after it runs, naming the route, the status and what does not fit. Registered in every test file by
 * the unit tests' setup file (./setup-file.ts): files share a worker's modules, so a hook registered when this module
 * is first imported would only watch the first file of each worker. NVP_CHECK_ANSWERS=0 turns it off;
 * NVP_ANSWER_COUNTS=<file> appends the file's count of validated answers there (the figure in scripts/bench/README.md).
 */
export const registerAnswerContract = async () => {
  process.env.NVP_CHECK_ANSWERS ??= '1';
  const { afterAll, afterEach, expect } = await import('vitest');
  // The process's count when this file starts: the file's own count is what it adds.
  const before = answerCheckCounts().checked;
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
    const counts = answerCheckCounts();
    await appendFile(file, `${JSON.stringify({ file: expect.getState().testPath, checked: counts.checked - before, operations: counts.operations })}\n`);
  });
};
