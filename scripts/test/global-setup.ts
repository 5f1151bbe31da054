import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../events/src/db/embedded';
import { keepFailingExitCode } from './exit-code';

/** One throw-away embedded PostgreSQL for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  keepFailingExitCode();
  const dataDir = path.resolve('.data', `test-pg-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('pgUrl', server.url());
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

