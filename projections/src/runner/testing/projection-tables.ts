import { afterAll, beforeAll } from 'vitest';
import type { RecordedEvent } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { liveTable, type PostgresProjection } from '../projection';

/**
 * One read model's live tables on a test database of their own, made before the file's tests and dropped after, and
 * `handle` to apply events to them as the runner does (one client, the live tables). For tests of a projection's
 * rows alone: what each event makes of them, odd input included. Call at a test file's top level.
 */
export const projectionTables = (label: string, projection: PostgresProjection) => {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(label);
    for (const [name, create] of Object.entries(projection.tables)) await db.pool.query(create(liveTable(name)));
  });
  afterAll(async () => db?.close());
  const pool = () => {
    if (!db) throw new Error('projectionTables: the database is made in beforeAll');
    return db.pool;
  };
  return {
    query: (sql: string, values?: unknown[]) => pool().query(sql, values),
    async handle(...events: RecordedEvent[]) {
      const client = await pool().connect();
      try {
        await projection.handle(events, { client, table: liveTable });
      } finally {
        client.release();
      }
    },
  };
};
