import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../platform';
import { keepFailingExitCode } from '../test/exit-code';

/** Starts the embedded platform exactly as `npm start` does (own PostgreSQL, chDB, console) on a free port. */
export default async function setup() {
  keepFailingExitCode();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-e2e-'));
  const admin = { email: 'e2e.admin@volunteer.gov.lk', password: 'e2e-admin-pass' };
  const platform = await startPlatform(
    { dataDir, port: 0, host: '127.0.0.1', adminEmail: admin.email, adminPassword: admin.password, devOutbox: true, databaseUrl: undefined },
    { quiet: true },
  );
  process.env.E2E_BASE_URL = platform.url;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  return async () => {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
