import type pg from 'pg';
import { comparePositions, START, withTransaction, type EventStore, type Position, type RecordedEvent } from '@nvp/events';
import { readCheckpoint, writeCheckpoint } from './checkpoints';
import { applyPostgresBatch, createTablesDeferringIndexes, ensureProjectionTables } from './batch';
import { liveTable, rebuildTable, type PostgresProjection } from './projection';
import { recordDefinition } from './definition-hash';
import { applyPostgresBatchIsolated, applyWithFallback, isTransientFailure, parkEvents, skipParked, type ParkedFailure } from './parked';

export interface RebuildProgress {
  done: number;
  total: number;
}

/** Fresh `__rebuild` tables for the projection (secondary indexes left for after the replay) and its rebuild checkpoint at zero. */
const prepareRebuild = async (pool: pg.Pool, projection: PostgresProjection) => {
  for (const name of Object.keys(projection.tables)) await pool.query(`DROP TABLE IF EXISTS ${rebuildTable(name)}`);
  const deferredIndexes = await createTablesDeferringIndexes(pool, projection, rebuildTable);
  await ensureProjectionTables(pool, projection, liveTable);
  await writeCheckpoint(pool, rebuildCheckpoint(projection), START);
  return deferredIndexes;
};

/**
 * Fresh tables have no statistics until autovacuum gets to them, so a handler's lookups and set-based statements
 * (the applications' contribution statistics) were planned as if the tables were empty while they grew to
 * thousands of rows. Analysed after the model's 1st, 2nd, 4th, 8th… batch: the statistics stay within a factor of
 * two of the truth for a logarithmic number of ANALYZEs.
 */
const analyse = async (pool: pg.Pool, projection: PostgresProjection) => {
  for (const name of Object.keys(projection.tables)) await pool.query(`ANALYZE ${rebuildTable(name)}`);
};
const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

const rebuildCheckpoint = (projection: PostgresProjection) => `${projection.name}__rebuild`;

/** The events of a batch that are the projection's own (a batch may hold other types: shared or catch-up reads). */
const ownEvents = (projection: PostgresProjection) => {
  const types = new Set(projection.eventTypes);
  return (events: RecordedEvent[]) => events.filter((e) => types.has(e.type));
};

/**
 * What a rebuild does with parked events: it leaves out those parked for the model, and parks (in memory until
 * the swap) the events that fail in it, so the rebuilt tables are the log minus the parked events, as the live
 * ones are. At the swap the parked rows become exactly those the rebuild left out (parkedRun.settle).
 */
const parkedRun = (projection: PostgresProjection) => {
  /** Events that failed in this rebuild, by id: written at the swap, so a rebuild that fails parks nothing. */
  const failed = new Map<string, ParkedFailure>();
  /** Parked rows the replay met and left out. */
  const met = new Set<string>();
  const skip = skipParked(projection.name, failed, met);
  return {
    skip,
    add(failures: ParkedFailure[]) {
      for (const f of failures) failed.set(f.event.id.toLowerCase(), f);
    },
    /** In the swap's transaction: the new failures are parked; a row the replay did not meet was applied by it, and goes. */
    async settle(client: pg.PoolClient) {
      await parkEvents(client, projection.name, [...failed.values()], 1);
      await client.query('DELETE FROM projection_parked_events WHERE model = $1 AND NOT (event_id = ANY($2::uuid[]))', [projection.name, [...met, ...failed.keys()]]);
    },
  };
};
type ParkedRun = ReturnType<typeof parkedRun>;

/**
 * Applies a batch of the replay to the `__rebuild` tables (with the rebuild checkpoint, in one transaction). When
 * it fails it is applied again event by event, and the events that still fail are parked (parkedRun); a failure
 * that is not an event's own (the database) fails the rebuild, as before.
 */
const replayBatch = async (pool: pg.Pool, projection: PostgresProjection, events: RecordedEvent[], checkedUpTo: Position, parked: ParkedRun) => {
  try {
    return await applyPostgresBatch(pool, projection, rebuildCheckpoint(projection), rebuildTable, events, checkedUpTo, { buffered: true, skip: parked.skip });
  } catch (error) {
    if (isTransientFailure(error)) throw error;
  }
  const { position, failed } = await applyPostgresBatchIsolated(pool, projection, rebuildCheckpoint(projection), rebuildTable, events, checkedUpTo, { buffered: true, skip: parked.skip });
  parked.add(failed);
  return position;
};

/**
 * Ends a rebuild replayed up to `position`: builds the deferred indexes (outside the lock), then, holding the live
 * checkpoint row, replays what was appended meanwhile and swaps the `__rebuild` tables in. Answers the events
 * replayed in that last stretch and the position the live read model now stands at.
 */
const swapIn = async (store: EventStore, pool: pg.Pool, projection: PostgresProjection, deferredIndexes: string[], from: Position, batchSize: number, parked: ParkedRun) => {
  const filter = { eventTypes: projection.eventTypes };
  const own = ownEvents(projection);
  let position = from;
  let events = 0;
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
      const fresh = own(batch.events).filter((e) => comparePositions(e.position, position) > 0);
      const skipped = fresh.length ? await parked.skip(client, fresh) : new Set<string>();
      parked.add(await applyWithFallback(client, projection, rebuildTable, fresh.filter((e) => !skipped.has(e.id.toLowerCase())), true));
      position = batch.checkedUpTo;
      events += batch.events.length;
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
    await parked.settle(client);
    // The tables are of today's definition now: the next start must not rebuild them again.
    await recordDefinition(client, projection);
    await writeCheckpoint(client, projection.name, position);
    await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildCheckpoint(projection)]);
  });
  return { events, position };
};

/**
 * Replays a projection from zero into fresh `__rebuild` tables in short transactions, then swaps them
 * in: the last stretch and the swap happen while holding the live checkpoint row, so the live runner
 * neither writes the old tables meanwhile nor re-applies what the rebuild already did. (rebuildProjections with
 * this one model: the next batch is read while one is applied.)
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
  const [result] = await rebuildProjections(store, pool, [projection], { concurrency: 1, batchSize, onProgress: (_, p) => onProgress(p) });
  return result;
};

export interface RebuildResult {
  name: string;
  /** The read model's own events replayed. */
  events: number;
  ms: number;
}

/**
 * The log read once for several consumers: batches of the union of their event types, read in order on one
 * connection, at most `ahead` batches beyond the slowest consumer (a batch is dropped once every consumer is done
 * with it). The read models of a platform share many event types (account events, VIO registrations...): reading
 * the log once for all of them instead of once for each saved a third of the rows decoded and sent.
 */
const sharedLog = (store: EventStore, eventTypes: string[], { consumers, batchSize, ahead }: { consumers: number; batchSize: number; ahead: number }) => {
  type Batch = Awaited<ReturnType<EventStore['readAll']>>;
  const batches = new Map<number, { promise: Promise<Batch>; resolve: (b: Batch) => void; reject: (e: unknown) => void; left: number }>();
  const slot = (i: number) => {
    let entry = batches.get(i);
    if (!entry) {
      let resolve!: (b: Batch) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<Batch>((res, rej) => ((resolve = res), (reject = rej)));
      promise.catch(() => undefined); // awaited by each consumer in turn
      entry = { promise, resolve, reject, left: consumers };
      batches.set(i, entry);
    }
    return entry;
  };
  let slowest = 0; // the first batch some consumer still needs
  let wake: (() => void) | undefined;
  let failure: unknown;
  const reader = (async () => {
    let from: Position = START;
    for (let i = 0; ; i++) {
      while (i > slowest + ahead && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
      if (failure !== undefined) return;
      const batch = await store.readAll(from, { maxCount: batchSize, filter: { eventTypes } });
      slot(i).resolve(batch);
      if (batch.caughtUp) return;
      from = batch.checkedUpTo;
    }
  })().catch((error) => {
    failure = error;
    for (const entry of batches.values()) entry.reject(error);
  });
  return {
    /** Batch `i` (0, 1, 2… in log order); the last one is `caughtUp`. */
    batch: (i: number) => (failure === undefined ? slot(i).promise : Promise.reject(failure)),
    /** This consumer is done with batch `i`. */
    release(i: number) {
      const entry = batches.get(i);
      if (entry && --entry.left === 0) batches.delete(i);
      while (slowest <= i && !batches.has(slowest)) slowest++;
      wake?.();
    },
    /** Stops reading (a consumer failed); pending and later batches reject with `error`. */
    stop(error: unknown) {
      failure ??= error;
      for (const entry of batches.values()) entry.reject(failure);
      wake?.();
    },
    finished: reader,
  };
};

/**
 * Rebuilds several read models from one read of the log (see sharedLog), each into its own `__rebuild` tables on
 * its own connections, at most `concurrency` batches being applied at a time; each model is swapped in as soon as
 * its replay is done, blue/green as rebuildProjection does. An event a model cannot apply is parked for it (parkedRun),
 * not a failure; a model that fails otherwise (the database) stops the whole run (the others are
 * not swapped in later; whatever was swapped in stays, each whole), and the first error is thrown.
 */
export const rebuildProjections = async (
  store: EventStore,
  pool: pg.Pool,
  projections: PostgresProjection[],
  {
    concurrency = 8,
    onProgress = () => undefined,
    around = (_name, work) => work(),
    batchSize = 5000,
  }: {
    concurrency?: number;
    onProgress?: (name: string, p: RebuildProgress) => unknown;
    /** Runs each model's rebuild inside this (the CLI holds the model's rebuild lock around it). */
    around?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
    batchSize?: number;
  } = {},
): Promise<RebuildResult[]> => {
  if (!projections.length) return [];
  const totals = await Promise.all(projections.map((p) => store.countAfter(START, { cap: Number.MAX_SAFE_INTEGER, filter: { eventTypes: p.eventTypes } })));
  for (const [i, p] of projections.entries()) await onProgress(p.name, { done: 0, total: totals[i] });
  const log = sharedLog(store, [...new Set(projections.flatMap((p) => p.eventTypes))], { consumers: projections.length, batchSize, ahead: 2 });
  // At most `concurrency` batch transactions at a time (each holds a connection), whichever models they are of.
  let free = Math.max(1, concurrency);
  const queued: (() => void)[] = [];
  const limited = async <T>(work: () => Promise<T>) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => queued.push(resolve));
    try {
      return await work();
    } finally {
      const next = queued.shift();
      if (next) next();
      else free++;
    }
  };
  const results: RebuildResult[] = [];
  let firstError: unknown;
  const rebuildOne = async (projection: PostgresProjection, total: number) => {
    const started = performance.now();
    const own = ownEvents(projection);
    const parked = parkedRun(projection);
    try {
      const events = await around(projection.name, async () => {
        const deferredIndexes = await prepareRebuild(pool, projection);
        let position: Position = START;
        let done = 0;
        let applied = 0;
        for (let i = 0; ; i++) {
          const batch = await log.batch(i);
          const mine = own(batch.events);
          position = mine.length ? await limited(() => replayBatch(pool, projection, mine, batch.checkedUpTo, parked)) : batch.checkedUpTo;
          if (mine.length && isPowerOfTwo(++applied)) await analyse(pool, projection);
          log.release(i);
          done += mine.length;
          if (mine.length) await onProgress(projection.name, { done, total: Math.max(total, done) });
          if (batch.caughtUp) break;
        }
        const last = await swapIn(store, pool, projection, deferredIndexes, position, batchSize, parked);
        done += last.events;
        await onProgress(projection.name, { done, total: Math.max(total, done) });
        return done;
      });
      results.push({ name: projection.name, events, ms: performance.now() - started });
    } catch (error) {
      firstError ??= error;
      log.stop(error);
    }
  };
  await Promise.all(projections.map((p, i) => rebuildOne(p, totals[i])));
  await log.finished;
  if (firstError !== undefined) throw firstError;
  return results;
};
