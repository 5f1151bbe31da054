import { createHash } from 'node:crypto';
import type pg from 'pg';
import { comparePositions, START, withTransaction, type EventStore, type Position } from '@nvp/events';
import { readCheckpoint } from './checkpoints';
import { ensureProjectionTables } from './batch';
import { liveTable, type PostgresProjection } from './projection';
import type { RebuildProgress } from './rebuild';
import { applyWithFallback, skipParked } from './parked';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The schema a verification rebuilds a read model into; dropped afterwards. */
export const shadowSchema = (projection: string) => `rm_shadow_${projection}`;
export const shadowTable = (projection: string) => (name: string) => `${shadowSchema(projection)}.${liveTable(name)}`;

/**
 * A table's content hash: md5 of every row's text form, sorted, so row order and physical layout do not count.
 * No column is excluded: no read model stores the time it was projected (every timestamp comes from the event's
 * occurredAt) nor a generated key, so a clean rebuild must match the live table byte for byte.
 */
export const tableHash = async (db: Queryable, table: string) => {
  const { rows } = await db.query<{ n: string; h: string }>(
    `SELECT count(*)::text AS n, md5(coalesce(string_agg(r.h, '' ORDER BY r.h), '')) AS h FROM (SELECT md5(t::text) AS h FROM ${table} t) r`,
  );
  return { rows: Number(rows[0].n), hash: rows[0].h };
};

/** A read model's hash: its tables' hashes, by table name. */
export const modelHash = async (db: Queryable, projection: PostgresProjection, table: (name: string) => string) => {
  const tables: { name: string; rows: number; hash: string }[] = [];
  for (const name of Object.keys(projection.tables).sort()) tables.push({ name, ...(await tableHash(db, table(name))) });
  const hash = createHash('sha256')
    .update(tables.map((t) => `${t.name}:${t.rows}:${t.hash}`).join('\n'))
    .digest('hex');
  return { hash, tables };
};

/**
 * One rebuild or verification of a read model at a time across every process (CLI, admin console):
 * a session advisory lock held on its own connection for the duration.
 */
export const exclusively = async <T>(pool: pg.Pool, projection: string, work: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    const { rows } = await client.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [`nvp-rebuild:${projection}`]);
    if (!rows[0].ok) throw new Error(`A rebuild or verification of ${projection} is already running`);
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`nvp-rebuild:${projection}`]);
    }
  } finally {
    client.release();
  }
};

/**
 * A shadow schema left by a verification whose process died holds personal data that erasure does not reach:
 * dropped when the runner starts, unless a verification of that model is running right now (its lock is held).
 */
export const dropLeftoverShadow = async (pool: pg.Pool, projection: string) => {
  const { rows } = await pool.query(`SELECT to_regnamespace($1) AS s`, [shadowSchema(projection)]);
  if (!rows[0].s) return;
  await exclusively(pool, projection, () => pool.query(`DROP SCHEMA IF EXISTS ${shadowSchema(projection)} CASCADE`)).catch(() => undefined);
};

export interface VerifyResult {
  name: string;
  equal: boolean;
  liveHash: string;
  rebuiltHash: string;
  /** Events of the read model replayed into the shadow copy. */
  events: number;
  /** Per table, for finding what differs. */
  tables: { name: string; equal: boolean; liveRows: number; rebuiltRows: number }[];
  /** Events left out because they are parked for the model (the live tables lack them too). */
  parked: number;
  /** Events that failed in the shadow copy but are not parked live (left out: the live tables likely differ). */
  failing: string[];
}

/**
 * Rebuilds a read model from the log into a shadow schema and compares its content hash with the live tables at
 * the same log position: first a bulk replay up to where the live runner stood, then, holding the live
 * checkpoint row (the runner waits, reads keep being served), the last stretch up to the live position and both
 * hashes. Events parked for the model are left out, as live; one that fails in the shadow copy is left out and
 * named. The shadow schema is dropped afterwards.
 */
export const verifyProjection = async (
  store: EventStore,
  pool: pg.Pool,
  projection: PostgresProjection,
  onProgress: (p: RebuildProgress) => void = () => undefined,
  batchSize = 2000,
): Promise<VerifyResult> =>
  exclusively(pool, projection.name, async () => {
    const schema = shadowSchema(projection.name);
    const table = shadowTable(projection.name);
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.query(`CREATE SCHEMA ${schema}`);
    try {
      await ensureProjectionTables(pool, projection, liveTable);
      await ensureProjectionTables(pool, projection, table);
      const filter = { eventTypes: projection.eventTypes };
      const total = await store.countAfter(START, { cap: Number.MAX_SAFE_INTEGER, filter });
      let position: Position = START;
      let events = 0;
      const parked = new Set<string>();
      const failing: string[] = [];
      const skip = skipParked(projection.name, undefined, parked);
      onProgress({ done: 0, total });
      /** Replays one batch up to `limit` (never past it); true once `limit` is reached. */
      const step = async (client: pg.PoolClient, limit: Position) => {
        const batch = await store.readAll(position, { maxCount: batchSize, filter });
        const mine = batch.events.filter((e) => comparePositions(e.position, limit) <= 0);
        if (mine.length) {
          const skipped = await skip(client, mine);
          const failed = await applyWithFallback(client, projection, table, mine.filter((e) => !skipped.has(e.id.toLowerCase())));
          failing.push(...failed.map((f) => f.event.id));
        }
        events += mine.length;
        onProgress({ done: events, total: Math.max(total, events) });
        const reached = mine.length < batch.events.length || comparePositions(batch.checkedUpTo, limit) >= 0;
        position = reached ? limit : batch.checkedUpTo;
        // The live runner reached `limit` by reading, so it is visible; a caught-up read short of it is a
        // commit PostgreSQL still hides for an older open transaction: wait a moment.
        if (!reached && batch.caughtUp) await new Promise((r) => setTimeout(r, 10));
        return reached;
      };
      // Live only moves forward: replaying up to where it stands now never passes it.
      const bulkTarget = await readCheckpoint(pool, projection.name);
      while (!(await withTransaction(pool, (client) => step(client, bulkTarget))));
      return await withTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO projection_checkpoints (name, position_commit, position_prepare) VALUES ($1, -1, -1) ON CONFLICT DO NOTHING`,
          [projection.name],
        );
        const live = await readCheckpoint(client, projection.name, true);
        if (comparePositions(position, live) < 0) while (!(await step(client, live)));
        const [liveSide, rebuilt] = [await modelHash(client, projection, liveTable), await modelHash(client, projection, table)];
        return {
          name: projection.name,
          equal: liveSide.hash === rebuilt.hash,
          liveHash: liveSide.hash,
          rebuiltHash: rebuilt.hash,
          events,
          tables: liveSide.tables.map((t, i) => ({ name: t.name, equal: t.hash === rebuilt.tables[i].hash, liveRows: t.rows, rebuiltRows: rebuilt.tables[i].rows })),
          parked: parked.size,
          failing,
        };
      });
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });
