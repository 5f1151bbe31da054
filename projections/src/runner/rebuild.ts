import type pg from 'pg';
import { comparePositions, START, withTransaction, type EventStore, type Position, type RecordedEvent } from '@nvp/events';
import { checkpointSchema, readCheckpoint, writeCheckpoint } from './checkpoints';
import { applyPostgresBatch, createTablesDeferringIndexes, ensureProjectionTables, handleBatch } from './batch';
import { liveTable, rebuildTable, type PostgresProjection } from './projection';

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Replays a projection from zero into fresh `__rebuild` tables in short transactions, then swaps them
 * in: the last stretch and the swap happen while holding the live checkpoint row, so the live runner
 * neither writes the old tables meanwhile nor re-applies what the rebuild already did.
 */
export const rebuildProjection = async (
  store: EventStore,
  pool: pg.Pool,
  projection: PostgresProjection,
  /** Awaited: a caller may pause the rebuild at a point (tests read the live side mid-rebuild). */
  onProgress: (p: RebuildProgress) => unknown = () => undefined,
  // Large: each batch costs a read, a vault query, a checkpoint and a commit; the rebuild tables are nobody else's.
  batchSize = 5000,
) => {
  await pool.query(checkpointSchema);
  const rebuildName = `${projection.name}__rebuild`;
  for (const name of Object.keys(projection.tables)) await pool.query(`DROP TABLE IF EXISTS ${rebuildTable(name)}`);
  const deferredIndexes = await createTablesDeferringIndexes(pool, projection, rebuildTable);
  await ensureProjectionTables(pool, projection, liveTable);
  await writeCheckpoint(pool, rebuildName, START);
  // The store filters by event type (an index scan), so progress is the read model's own events out of all of them.
  const filter = { eventTypes: projection.eventTypes };
  const wanted = (events: RecordedEvent[]) => events.filter((e) => projection.eventTypes.includes(e.type));
  const total = await store.countAfter(START, { cap: Number.MAX_SAFE_INTEGER, filter });
  let position: Position = START;
  let done = 0;
  await onProgress({ done, total });
  const read = (from: Position) => {
    const reading = store.readAll(from, { maxCount: batchSize, filter });
    reading.catch(() => undefined); // awaited when its turn comes
    return { from, reading };
  };
  let ahead = read(position);
  for (;;) {
    const batch = await (comparePositions(ahead.from, position) === 0 ? ahead : read(position)).reading;
    // The next batch is read (another connection) while this one is applied.
    if (!batch.caughtUp) ahead = read(batch.checkedUpTo);
    position = await applyPostgresBatch(pool, projection, rebuildName, rebuildTable, wanted(batch.events), batch.checkedUpTo, { buffered: true });
    done += batch.events.length;
    await onProgress({ done, total: Math.max(total, done) });
    if (batch.caughtUp) break;
  }
  // The secondary indexes, built once over the replayed rows (before the switch, outside the lock).
  for (const sql of deferredIndexes) await pool.query(sql);
  await withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO projection_checkpoints (name, position_commit, position_prepare) VALUES ($1, -1, -1) ON CONFLICT DO NOTHING`,
      [projection.name],
    );
    await readCheckpoint(client, projection.name, true);
    // Catch up the remainder inside the lock, then swap.
    for (;;) {
      const batch = await store.readAll(position, { maxCount: batchSize, filter });
      const fresh = wanted(batch.events).filter((e) => comparePositions(e.position, position) > 0);
      if (fresh.length) await handleBatch(projection, client, rebuildTable, fresh, true);
      position = batch.checkedUpTo;
      done += batch.events.length;
      if (batch.caughtUp) break;
    }
    for (const name of Object.keys(projection.tables)) {
      const indexesOf = async (table: string) =>
        (await client.query<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [table])).rows;
      // An index is the same index when its definition is, whatever its name.
      const shape = (indexdef: string) => indexdef.replace(/ INDEX \S+ ON \S+ /, ' INDEX ON _ ');
      const previous = new Map((await indexesOf(liveTable(name))).map((i) => [shape(i.indexdef), i.indexname]));
      await client.query(`DROP TABLE IF EXISTS ${liveTable(name)}`);
      await client.query(`ALTER TABLE ${rebuildTable(name)} RENAME TO ${liveTable(name)}`);
      // Index and constraint names do not follow a table rename: give each the live one's name (a generated name
      // may have cut '__rebuild' short at 63 characters), or drop '__rebuild' from a new one; frees them for the next rebuild.
      for (const { indexname, indexdef } of await indexesOf(liveTable(name))) {
        const wanted = previous.get(shape(indexdef)) ?? indexname.replace('__rebuild', '');
        if (wanted !== indexname) await client.query(`ALTER INDEX ${indexname} RENAME TO ${wanted}`);
      }
    }
    await writeCheckpoint(client, projection.name, position);
    await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildName]);
  });
  await onProgress({ done, total: Math.max(total, done) });
  return { events: done, position };
};

/**
 * Rebuilds several read models, `concurrency` at a time, each on its own connection (they are independent). The
 * ones with the most events start first, so the longest does not start last and run on alone (the total time is
 * then about the largest of: the longest model, and all the work divided by the concurrency).
 */
export const rebuildProjections = async (
  store: EventStore,
  pool: pg.Pool,
  projections: PostgresProjection[],
  {
    concurrency = 3,
    onProgress = () => undefined,
    around = (_name, work) => work(),
  }: {
    concurrency?: number;
    onProgress?: (name: string, p: RebuildProgress) => unknown;
    /** Runs each rebuild inside this (the CLI holds the model's rebuild lock around it). */
    around?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  } = {},
) => {
  const sized = await Promise.all(
    projections.map(async (projection) => ({
      projection,
      events: await store.countAfter(START, { cap: Number.MAX_SAFE_INTEGER, filter: { eventTypes: projection.eventTypes } }),
    })),
  );
  for (const s of sized) await onProgress(s.projection.name, { done: 0, total: s.events });
  const queue = sized.sort((a, b) => b.events - a.events).map((s) => s.projection);
  const results: { name: string; events: number; ms: number }[] = [];
  const worker = async () => {
    for (let projection = queue.shift(); projection; projection = queue.shift()) {
      const started = performance.now();
      const { events } = await around(projection.name, () => rebuildProjection(store, pool, projection, (p) => onProgress(projection.name, p)));
      results.push({ name: projection.name, events, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return results;
};
