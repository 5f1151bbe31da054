// Runs before every unit test file, in its worker (vitest.config.ts setupFiles). Files share a worker's modules
// (isolate: false), so what each file needs of its own (hooks, a clean slate) is set up here, not at a module's import.
import { registerAnswerContract } from './answer-contract';

await registerAnswerContract();
