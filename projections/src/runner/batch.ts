import type pg from 'pg';
import { comparePositions, withTransaction, type Position, type RecordedEvent } from '@nvp/events';
import { readCheckpoint, writeCheckpoint } from './checkpoints';
import type { PostgresProjection } from './projection';
import { bufferedClient } from './buffered-client';

/** Events to leave out of a batch (parked ones, runner/parked.ts): their ids, lower case (as PostgreSQL prints uuids). */
export type SkipParked = (client: pg.PoolClient, events: RecordedEvent[]) => Promise<Set<string>>;

/** Creates missing tables; DDL runs only for a table that does not exist yet, so it may use unnamed indexes. */
export const ensureProjectionTables = async (pool: pg.Pool, projection: PostgresProjection, table: (name: string) => string) => {
  for (const [name, ddl] of Object.entries(projection.tables)) {
    const { rows } = await pool.query('SELECT to_regclass($1) AS t', [table(name)]);
    if (!rows[0].t) await pool.query(ddl(table(name)));
  }
};

/** Marks a CREATE INDEX the handler itself looks rows up by: a rebuild keeps it from the start (see below). */
export const LOOKUP_INDEX = '/* lookup */';

/**
 * For a bulk load (a rebuild into empty tables): creates the tables with their primary keys and unique indexes
 * (ON CONFLICT needs them) and returns the other CREATE INDEX statements, to run once the rows are in: one sorted
 * build instead of an index entry per row version while replaying. An index carrying LOOKUP_INDEX
 * (`CREATE INDEX <marker> ON ...`) is built first too: its handler reads or updates rows by it, and without it each
 * such statement scans the table (quadratic over a replay).
 */
export const createTablesDeferringIndexes = async (pool: pg.Pool, projection: PostgresProjection, table: (name: string) => string) => {
  const deferred: string[] = [];
  for (const [name, ddl] of Object.entries(projection.tables)) {
    // Comments go first: a semicolon in one would otherwise split a statement in two.
    const statements = ddl(table(name))
      .replace(/--.*$/gm, '')
      .split(';')
      .map((sql) => sql.trim())
      .filter(Boolean);
    const later = statements.filter((sql) => /^CREATE\s+INDEX\b/i.test(sql) && !sql.includes(LOOKUP_INDEX));
    deferred.push(...later);
    await pool.query(statements.filter((sql) => !later.includes(sql)).join(';\n'));
  }
  return deferred;
};

/**
 * Applies one batch of a PostgreSQL projection: handler and checkpoint commit together, so an event
 * takes effect exactly once even if the process dies mid-batch. Events at or before the stored
 * checkpoint are skipped, which also makes a concurrent rebuild's swap safe.
 */
export const applyPostgresBatch = async (
  pool: pg.Pool,
  projection: PostgresProjection,
  checkpointName: string,
  table: (name: string) => string,
  events: RecordedEvent[],
  checkedUpTo: Position,
  /**
   * buffered: rebuilds send statements many at a time (see bufferedClient); the live runner keeps one statement per
   * round trip. skip: the events parked for the model (parked.ts), left out.
   */
  options: { buffered?: boolean; skip?: SkipParked } = {},
) =>
  withTransaction(pool, async (client) => {
    const pending = await pendingAfterCheckpoint(client, checkpointName, events, checkedUpTo, options.skip);
    if (!pending.todo) return pending.stored;
    if (pending.todo.length) await handleBatch(projection, client, table, pending.todo, options.buffered);
    await pending.advance();
    return checkedUpTo;
  });

/**
 * Inside a batch transaction (the checkpoint row locked): the events after the stored checkpoint that are not
 * parked (`todo`, absent when the batch is already applied), and `advance`, which moves the checkpoint to
 * `checkedUpTo` once they are handled. Shared by the plain batch and the isolated last try (parked.ts).
 */
export const pendingAfterCheckpoint = async (client: pg.PoolClient, checkpointName: string, events: RecordedEvent[], checkedUpTo: Position, skip?: SkipParked) => {
  const stored = await readCheckpoint(client, checkpointName, true);
  if (comparePositions(checkedUpTo, stored) <= 0) return { stored, todo: undefined, advance: async () => {} };
  const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
  const skipped = skip && fresh.length ? await skip(client, fresh) : undefined;
  const todo = skipped?.size ? fresh.filter((e) => !skipped.has(e.id.toLowerCase())) : fresh;
  const advance = () => writeCheckpoint(client, checkpointName, checkedUpTo, fresh.length ? fresh[fresh.length - 1].recordedAt : undefined);
  return { stored, todo, advance };
};


/** Runs the handler on `client`, or on a buffered view of it whose queued writes are sent before returning. */
export const handleBatch = async (projection: PostgresProjection, client: pg.PoolClient, table: (name: string) => string, events: RecordedEvent[], buffered = false) => {
  if (!buffered) return projection.handle(events, { client, table });
  const b = bufferedClient(client);
  await projection.handle(events, { client: b.client, table });
  await b.flush();
};
