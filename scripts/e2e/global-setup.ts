import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../events/src/db/embedded';
import { ensureDatabase } from '../../events/src/runtime';
import { startPlatform } from '../platform';
import { keepFailingExitCode } from '../test/exit-code';

/**
 * Starts the embedded platform as `npm start` does (chDB, console, every service) on a free port, on a throw-away
 * embedded PostgreSQL (no fsync, see THROWAWAY_SETTINGS) handed to it as DATABASE_URL: `npm start`'s own cluster
 * keeps its durable settings, and journeys do not wait for disk flushes.
 */
export default async function setup() {
  keepFailingExitCode();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-e2e-'));
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), persistent: false });
  await ensureDatabase(database.url(), 'nvp');
  console.log(`[e2e] PostgreSQL for the journeys: ${await settings(database.url('nvp'))}`);
  const admin = { email: 'e2e.admin@volunteer.gov.lk', password: 'e2e-admin-pass' };
  const platform = await startPlatform(
    { dataDir, port: 0, host: '127.0.0.1', adminEmail: admin.email, adminPassword: admin.password, devOutbox: true, databaseUrl: database.url('nvp') },
    { quiet: true },
  );
  process.env.E2E_BASE_URL = platform.url;
  // The journeys' own seeding (attendance-seed.ts: an application approved for today, which the API cannot make) writes
  // to the same database and seals with the same vault.
  process.env.E2E_DATABASE_URL = database.url('nvp');
  process.env.E2E_VAULT_MASTER_KEY = platform.infra.secrets.vaultMasterKey;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  return async () => {
    await platform.stop();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** What the server says it runs with, e.g. "fsync=off synchronous_commit=off full_page_writes=off". */
const settings = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`);
    return rows.map((row) => `${row.name}=${row.setting}`).join(' ');
  } finally {
    await client.end();
  }
};
