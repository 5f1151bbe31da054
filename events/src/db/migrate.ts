import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * The tables that are not rebuilt from the log (the event store, vault keys, attempt counters, checkpoints, parked
 * events, dead letters, the outbox, …) are made and changed only by the numbered SQL files in events/src/migrations,
 * applied by node-pg-migrate and recorded in its table `pgmigrations`. Read models are not migrated: they are
 * rebuilt from the log when their definition changes. See docs/operations.md (Migrations) for adding one.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
export const MIGRATIONS_TABLE = 'pgmigrations';

/**
 * Applies the migrations this code knows and the database has not had yet; returns their names (none: a no-op).
 * Every start runs it (openInfrastructure), so command-api, query-api and projections started together, or test
 * workers, call it at once: node-pg-migrate waits for one PostgreSQL advisory lock (its well-known id, per database)
 * instead of failing, so one applies and the others then find nothing to do. All pending files run in one
 * transaction: a failing migration leaves the database as it was.
 */
export const migrateDatabase = async (pool: pg.Pool): Promise<string[]> => {
  // Loaded here, not at the top: most importers of this package never migrate (the import costs ~130 ms).
  const { runner } = await import('node-pg-migrate');
  const client = await pool.connect();
  try {
    const applied = await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      migrationsTable: MIGRATIONS_TABLE,
      direction: 'up',
      advisoryLockMode: 'wait',
      singleTransaction: true,
      checkOrder: true,
      // Its progress lines ("No migrations to run!") would be printed by every start and every test database.
      logger: { debug: () => undefined, info: () => undefined, warn: (message) => console.warn(message), error: (message) => console.error(message) },
    });
    return applied.map((m) => m.name);
  } finally {
    client.release();
  }
};
