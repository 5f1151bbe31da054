import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { PlatformConfig } from './config';
import { createPool } from './db/pool';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { createPostgresEventStore } from './store/postgres/postgres-event-store';
import type { EventStore } from './store/port';
import { createVault } from './vault/vault';

/**
 * What a production start is missing: JWT_SECRET (at least 32 characters) and VAULT_MASTER_KEY (64 hex
 * characters) must come from the environment, never from a file generated beside the data.
 */
export const missingProductionSecrets = (config: Pick<PlatformConfig, 'jwtSecret' | 'vaultMasterKey'>) => {
  const missing: string[] = [];
  if (!config.jwtSecret || config.jwtSecret.length < 32) missing.push('JWT_SECRET (at least 32 characters)');
  if (!config.vaultMasterKey || !/^[0-9a-fA-F]{64}$/.test(config.vaultMasterKey)) missing.push('VAULT_MASTER_KEY (64 hex characters)');
  return missing;
};

/**
 * Secrets come from the environment; the embedded default generates them once into the data
 * directory (mode 600) so a restart keeps sessions and encrypted data readable. Under NODE_ENV=production
 * nothing is generated: a start without both secrets in the environment is refused, with one clear log line.
 */
export const loadSecrets = async (config: PlatformConfig) => {
  if (config.production) {
    const missing = missingProductionSecrets(config);
    if (missing.length) {
      const message = `NODE_ENV=production: refusing to start without ${missing.join(' and ')} set in the environment (e.g. \`openssl rand -hex 32\`)`;
      console.error(`FATAL ${message}`);
      throw new Error(message);
    }
    return { jwtSecret: config.jwtSecret!, vaultMasterKey: config.vaultMasterKey! };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  const secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? randomBytes(32).toString('hex'),
    vaultMasterKey: config.vaultMasterKey ?? stored.vaultMasterKey ?? randomBytes(32).toString('hex'),
  };
  if (!config.jwtSecret || !config.vaultMasterKey) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  return secrets;
};

/** Creates the database `name` on the server unless it exists. */
export const ensureDatabase = async (serverUrl: string, name: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
};

/** PostgreSQL (configured or embedded) with its migrations applied, the event store (KurrentDB or PostgreSQL) and the vault. */
export const openInfrastructure = async (config: PlatformConfig, options: { poolSize?: number } = {}) => {
  const secrets = await loadSecrets(config);
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.resolve(config.dataDir, 'pg'), port: config.embeddedPgPort });
    await ensureDatabase(embedded.url(), 'nvp');
    databaseUrl = embedded.url('nvp');
  }
  const pool = createPool(databaseUrl, options.poolSize ?? 20);
  // Once, before anything uses a table: every service and script starts through here.
  await migrateDatabase(pool);
  let store: EventStore;
  if (config.kurrentdbUrl) {
    const { createKurrentDbEventStore } = await import('./store/kurrentdb/kurrentdb-event-store');
    store = createKurrentDbEventStore({ connectionString: config.kurrentdbUrl });
  } else {
    store = createPostgresEventStore({ pool });
  }
  const vault = await createVault(pool, secrets.vaultMasterKey);
  return {
    config,
    secrets,
    pool,
    store,
    vault,
    databaseUrl,
    async close() {
      await store.close();
      await pool.end();
      await embedded?.stop();
    },
  };
};
export type Infrastructure = Awaited<ReturnType<typeof openInfrastructure>>;
