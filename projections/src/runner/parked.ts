import type pg from 'pg';
import { formatPosition, withTransaction, type Position, type RecordedEvent } from '@nvp/events';
import { handleBatch, pendingAfterCheckpoint, type SkipParked } from './batch';
import type { PostgresProjection } from './projection';
import { safeError, type RetryPolicy } from './sink-delivery';

/**
 * Parked events: an event a read model cannot apply (a bug, an event written by older code or another adapter)
 * is set aside for that model after a few tries, and the model goes on with every later event. The table is
 * delivery bookkeeping like the checkpoints and the sinks' dead letters: made by the migrations (events/src/migrations),
 * never dropped by a rebuild,
 * and a read model is always "the log minus its parked events" (live, rebuilt and verified alike).
 * docs/decisions.md (Parked events) says what that costs.
 */
/**
 * How a read model retries a failing batch: `maxAttempts` tries in all, the last of them event by event (each in
 * its own savepoint), where an event that still fails is parked. A failure that is not the event's own (see
 * isTransientFailure) is never parked: it is tried again, backing off up to `maxDelayMs`, until it passes.
 */
export const defaultProjectionRetryPolicy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 30_000 };

type Queryable = Pick<pg.PoolClient, 'query'>;

// PostgreSQL error classes that say nothing about the event: connection (08), resources (53), operator
// intervention (57: shutdown, statement timeout), system (58), transaction rollback (40: deadlock, serialization),
// lock not available, undefined table/column/function and missing privilege (the schema or grants, not the data).
const TRANSIENT_CLASSES = ['08', '53', '57', '58', '40', 'XX', 'F0', 'HV'];
const TRANSIENT_CODES = ['55P03', '55006', '42P01', '42703', '42883', '42501', '3D000', '3F000', '25006'];
const TRANSIENT_MESSAGES = /connection terminated|connection refused|timeout exceeded when trying to connect|client has encountered a connection error|not queryable|ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EHOSTUNREACH|socket hang up|Connection lost/i;

/**
 * Whether a failure may pass by itself (the database or the network, not the event): such a failure never parks
 * an event. Data errors (class 22: U+0000 in text, a bad date; class 23: a constraint) and errors thrown by the
 * handler's own code are the event's.
 */
export const isTransientFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if ((error as { transient?: unknown }).transient === true) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^[0-9A-Z]{5}$/.test(code)) return TRANSIENT_CLASSES.includes(code.slice(0, 2)) || TRANSIENT_CODES.includes(code);
    if (/^E[A-Z]+$/.test(code)) return true; // a Node system error (ECONNRESET, ETIMEDOUT…)
  }
  return TRANSIENT_MESSAGES.test(error.message) || error.name === 'AbortError';
};

/** The first line of an error, scrubbed like a dead letter's, without control characters (PostgreSQL refuses U+0000). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's purpose
export const storedError = (error: unknown) => safeError(error).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

export interface ParkedFailure {
  event: RecordedEvent;
  error: unknown;
}

/** Of these events, those parked for `model` (their ids). */
export const parkedAmong = async (db: Queryable, model: string, events: readonly RecordedEvent[]): Promise<Set<string>> => {
  if (!events.length) return new Set();
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id::text FROM projection_parked_events WHERE model = $1 AND event_id = ANY($2::uuid[])', [
    model,
    events.map((e) => e.id),
  ]);
  return new Set(rows.map((r) => r.event_id.toLowerCase()));
};


/** Writes (or, for an event parked before, updates) the parked rows: in the caller's transaction, beside its checkpoint. */
export const parkEvents = async (db: Queryable, model: string, failures: readonly ParkedFailure[], attempts: number, firstAttemptAt = new Date()) => {
  for (const { event, error } of failures) {
    await db.query(
      `INSERT INTO projection_parked_events (model, event_id, event_type, stream_id, stream_revision, position_commit, position_prepare, error, attempts, first_attempt_at, last_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (model, event_id) DO UPDATE SET error = $8, attempts = projection_parked_events.attempts + $9, last_attempt_at = now()`,
      [model, event.id, event.type, event.streamId, event.streamRevision.toString(), event.position.commit.toString(), event.position.prepare.toString(), storedError(error), attempts, firstAttemptAt],
    );
  }
};

/**
 * Applies `events` on `client` inside the caller's transaction, each in its own SAVEPOINT: an event that fails is
 * rolled back alone and answered among the failures; the others stay applied. A failure that is not the event's
 * own (isTransientFailure) throws, and the caller's transaction rolls back whole. When some event failed, the
 * model's tables are read once more: they answer, so the failures are the events' and not the tables'.
 */
export const applyEachIsolated = async (client: pg.PoolClient, projection: PostgresProjection, table: (name: string) => string, events: RecordedEvent[], buffered = false) => {
  const failed: ParkedFailure[] = [];
  for (const event of events) {
    await client.query('SAVEPOINT nvp_event');
    try {
      await handleBatch(projection, client, table, [event], buffered);
      await client.query('RELEASE SAVEPOINT nvp_event');
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      // Throws when the connection is gone: the caller's transaction fails and nothing is parked.
      await client.query('ROLLBACK TO SAVEPOINT nvp_event');
      failed.push({ event, error });
    }
  }
  if (failed.length) for (const name of Object.keys(projection.tables)) await client.query(`SELECT 1 FROM ${table(name)} LIMIT 0`);
  return failed;
};

/**
 * Applies a batch inside the caller's transaction: whole first (in a savepoint), event by event when that fails.
 * Answers the events that failed (already rolled back); throws on a failure that is not the events' own.
 */
export const applyWithFallback = async (client: pg.PoolClient, projection: PostgresProjection, table: (name: string) => string, events: RecordedEvent[], buffered = false) => {
  if (!events.length) return [];
  await client.query('SAVEPOINT nvp_batch');
  try {
    await handleBatch(projection, client, table, events, buffered);
    await client.query('RELEASE SAVEPOINT nvp_batch');
    return [];
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    await client.query('ROLLBACK TO SAVEPOINT nvp_batch');
  }
  return applyEachIsolated(client, projection, table, events, buffered);
};

/**
 * The last try of a failing batch: in one transaction, holding the checkpoint row, every event after the checkpoint
 * and not parked yet is applied in its own savepoint; those that fail go to `onFailures` (the live runner parks them
 * there, so the parked rows commit with the checkpoint or not at all), the checkpoint moves to `checkedUpTo`.
 */
export const applyPostgresBatchIsolated = (
  pool: pg.Pool,
  projection: PostgresProjection,
  checkpointName: string,
  table: (name: string) => string,
  events: RecordedEvent[],
  checkedUpTo: Position,
  options: { buffered?: boolean; skip?: SkipParked; onFailures?: (client: pg.PoolClient, failed: ParkedFailure[]) => Promise<void> } = {},
) =>
  withTransaction(pool, async (client) => {
    const pending = await pendingAfterCheckpoint(client, checkpointName, events, checkedUpTo, options.skip);
    if (!pending.todo) return { position: pending.stored, failed: [] as ParkedFailure[] };
    const failed = await applyEachIsolated(client, projection, table, pending.todo, options.buffered);
    if (failed.length) await options.onFailures?.(client, failed);
    await pending.advance();
    return { position: checkedUpTo, failed };
  });

/** The parked events of `model` plus those in `also` (a rebuild's own, not written yet), among a batch. */
export const skipParked =
  (model: string, also?: { has(id: string): boolean }, seen?: Set<string>): SkipParked =>
  async (client, events) => {
    const ids = await parkedAmong(client, model, events);
    for (const id of ids) seen?.add(id);
    if (also) for (const e of events) if (also.has(e.id.toLowerCase())) ids.add(e.id.toLowerCase());
    return ids;
  };

export interface ParkedEvent {
  id: string;
  model: string;
  eventId: string;
  eventType: string;
  streamId: string;
  position: string;
  error: string;
  attempts: number;
  firstAttemptAt: string;
  lastAttemptAt: string;
}

const toParked = (r: Record<string, any>): ParkedEvent => ({
  id: r.id,
  model: r.model,
  eventId: r.event_id,
  eventType: r.event_type,
  streamId: r.stream_id,
  position: `${r.position_commit}/${r.position_prepare}`,
  error: r.error,
  attempts: r.attempts,
  firstAttemptAt: (r.first_attempt_at as Date).toISOString(),
  lastAttemptAt: (r.last_attempt_at as Date).toISOString(),
});

export const PARKED_COLUMNS = `id::text, model, event_id::text, event_type, stream_id, position_commit::text, position_prepare::text, error, attempts, first_attempt_at, last_attempt_at`;
export const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/** The parked events, latest first (none before any model parked one: the table is created at the runner's start). */
export const listParkedEvents = async (db: Queryable, limit = 200): Promise<ParkedEvent[]> => {
  try {
    const { rows } = await db.query(`SELECT ${PARKED_COLUMNS} FROM projection_parked_events ORDER BY last_attempt_at DESC, id LIMIT $1`, [limit]);
    return rows.map(toParked);
  } catch (error) {
    if (missingTable(error)) return [];
    throw error;
  }
};

/** How many events each model has parked (models with none are absent). */
export const countParkedEvents = async (db: Queryable): Promise<Map<string, number>> => {
  try {
    const { rows } = await db.query<{ model: string; n: number }>('SELECT model, count(*)::int AS n FROM projection_parked_events GROUP BY model');
    return new Map(rows.map((r) => [r.model, r.n]));
  } catch (error) {
    if (missingTable(error)) return new Map();
    throw error;
  }
};

/** For notices: an event's type, id and position. */
export const describeEvent = (event: RecordedEvent) => `${event.type} ${event.id} at ${formatPosition(event.position)}`;
