import type pg from 'pg';
import { formatPosition, type EventStore, type RecordedEvent } from '@nvp/events';
import { toIntegrationEvent } from '@nvp/events/integration';
import type { SinkProjection } from './projection';
import { sinkKind, type SinkKind } from './checkpoints';

/**
 * Delivery for sinks (mail, SMS, Kafka, ClickHouse facts): a failure no longer stops the sink for good. A
 * failing event is retried with exponential backoff (capped); after `maxAttempts` it is parked in
 * `sink_dead_letters` with its error and the sink moves on. An error marked permanent (see `isPermanentFailure`)
 * is parked at once: retrying what fails the same way every time only stalls the sink. The sink's state is kept
 * in `sink_states` (one row per sink, written on changes only) so every process (the embedded platform, a
 * distributed query-api) and the admin console see the same thing.
 */
export interface RetryPolicy {
  /** Attempts per event before it is dead-lettered (the first try included). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** About 4 minutes of retrying (1, 2, 4 … 60 s) before a message is parked. */
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 9, baseDelayMs: 1000, maxDelayMs: 60_000 };

export const backoffDelay = (policy: RetryPolicy, attempt: number) => Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));

export type SinkHealth = 'ok' | 'retrying';

export interface SinkState {
  name: string;
  /** What it delivers (checkpoints.ts `sinkKind`): mail and SMS, Kafka, the report facts; null for another. */
  kind: SinkKind | null;
  state: SinkHealth;
  /** Failed attempts of the event now being retried. */
  attempts: number;
  lastError: string | null;
  lastErrorAt: string | null;
  nextAttemptAt: string | null;
  /** The event being retried (id and type only). */
  eventId: string | null;
  eventType: string | null;
  /** The outside system the last error came from ('smtp', 'sms', 'kafka'), when the port said so. */
  channel: string | null;
  /** Messages parked so far, all time. */
  deadLetters: number;
  updatedAt: string;
}

export interface DeadLetter {
  id: string;
  sink: string;
  eventId: string;
  eventType: string;
  streamId: string;
  position: string;
  error: string;
  attempts: number;
  failedAt: string;
  /** The event's integration payload (ids, codes, dates) when it has one; never personal data. */
  payload: unknown;
  /** A core admin asked for one more attempt, not made yet. */
  retryRequestedAt: string | null;
}

/** Errors can quote what failed (an SMTP reply with an address): keep the first line, short, without e-mail addresses or long digit runs. */
export const safeError = (error: unknown) =>
  (error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error))
    .split('\n')[0]
    .replace(/[^\s@<>"']+@[^\s@<>"']+/g, '<address>')
    .replace(/\+?\d[\d -]{7,}\d/g, '<number>')
    .slice(0, 500);

/**
 * An error that fails the same way on every attempt for the same event carries `permanent: true` (an
 * integration mapping that throws or that the public schema refuses, an event that would leak personal data).
 * Anything else (a broker or gateway down, a timeout, a 5xx) is transient and retried.
 */
export const isPermanentFailure = (error: unknown): boolean => (error as { permanent?: unknown } | null)?.permanent === true;

const channelOf = (error: unknown): string | null => {
  const channel = (error as { channel?: unknown } | null)?.channel;
  return typeof channel === 'string' ? channel : null;
};

/** What a dead letter keeps of the event: its public form if it has one, never the internal data. */
const safePayload = (event: RecordedEvent) => {
  try {
    const message = toIntegrationEvent(event);
    return 'excluded' in message ? null : message.data;
  } catch {
    return null;
  }
};

/** Waits `ms`, or rejects at once when `signal` aborts (the runner stops). */
export const abortable = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export const createSinkDelivery = ({
  pool,
  policy = defaultRetryPolicy,
  signal,
  onNotice,
  onRetry,
}: {
  pool: pg.Pool;
  policy?: RetryPolicy;
  /** Aborted when the runner stops: a wait between attempts ends at once. */
  signal?: AbortSignal;
  onNotice?: (message: string, event?: RecordedEvent) => void;
  /** Called before each new attempt at a failing message. */
  onRetry?: (sink: string) => void;
}) => {
  const saveState = async (name: string, state: SinkHealth, detail: { attempts?: number; error?: unknown; next?: Date; event?: RecordedEvent } = {}) => {
    const error = detail.error === undefined ? null : safeError(detail.error);
    await pool.query(
      `INSERT INTO sink_states (name, state, attempts, last_error, last_error_at, next_attempt_at, event_id, event_type, channel, updated_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $5, $6, $7, $8, now())
       ON CONFLICT (name) DO UPDATE SET state = $2, attempts = $3,
         last_error = COALESCE($4, sink_states.last_error),
         last_error_at = CASE WHEN $4::text IS NULL THEN sink_states.last_error_at ELSE now() END,
         next_attempt_at = $5, event_id = $6, event_type = $7,
         channel = CASE WHEN $4::text IS NULL THEN sink_states.channel ELSE $8 END, updated_at = now()`,
      [name, state, detail.attempts ?? 0, error, detail.next ?? null, detail.event?.id ?? null, detail.event?.type ?? null, channelOf(detail.error)],
    );
  };

  const deadLetter = async (sink: SinkProjection, event: RecordedEvent, error: string, attempts: number, permanent: boolean) => {
    await pool.query(
      `INSERT INTO sink_dead_letters (sink, event_id, event_type, stream_id, stream_revision, position, error, attempts, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (sink, event_id) DO UPDATE SET error = $7, attempts = sink_dead_letters.attempts + $8, failed_at = now(), retry_requested_at = NULL`,
      [sink.name, event.id, event.type, event.streamId, event.streamRevision.toString(), formatPosition(event.position), error, attempts, JSON.stringify(safePayload(event))],
    );
    const when = permanent ? `at once (a permanent error, attempt ${attempts})` : `after ${attempts} attempts`;
    onNotice?.(`sink ${sink.name}: ${event.type} ${event.id} dead-lettered ${when}: ${error}`, event);
  };

  /** One event until it is delivered or parked; `firstError` when its first attempt already failed. */
  const deliverOne = async (sink: SinkProjection, event: RecordedEvent, firstError?: unknown) => {
    let error = firstError;
    if (error === undefined) {
      try {
        return await sink.handle([event]);
      } catch (e) {
        error = e;
      }
    }
    let attempts = 1;
    while (attempts < policy.maxAttempts && !isPermanentFailure(error)) {
      const next = new Date(Date.now() + backoffDelay(policy, attempts));
      await saveState(sink.name, 'retrying', { attempts, error, next, event });
      await abortable(next.getTime() - Date.now(), signal);
      onRetry?.(sink.name);
      try {
        await sink.handle([event]);
        await saveState(sink.name, 'ok');
        return;
      } catch (e) {
        attempts++;
        error = e;
      }
    }
    await deadLetter(sink, event, safeError(error), attempts, isPermanentFailure(error));
    await saveState(sink.name, 'ok', { error });
  };

  /**
   * Re-delivers the dead letters a core admin asked to retry: one attempt each (they already had their
   * backoff); delivered → the row goes, failed again → the request is cleared and the error updated. Runs
   * beside the subscription, so a re-delivered message arrives after newer ones (Kafka consumers order by
   * `ce_position` if they care; they deduplicate by `ce_id` anyway).
   */
  const redrive = async (sinks: SinkProjection[], store: Pick<EventStore, 'readStream'>) => {
    const byName = new Map(sinks.map((s) => [s.name, s]));
    if (!byName.size) return 0;
    const { rows } = await pool.query<{ id: string; sink: string; event_id: string; stream_id: string; stream_revision: string }>(
      `SELECT id::text, sink, event_id, stream_id, stream_revision::text FROM sink_dead_letters
        WHERE retry_requested_at IS NOT NULL AND sink = ANY($1) ORDER BY id LIMIT 50`,
      [[...byName.keys()]],
    );
    for (const row of rows) {
      const sink = byName.get(row.sink)!;
      const [event] = await store.readStream(row.stream_id, { fromRevision: BigInt(row.stream_revision), maxCount: 1 });
      try {
        if (!event || event.id !== row.event_id) throw new Error('the event is no longer in the log');
        await sink.handle([event]);
        await pool.query('DELETE FROM sink_dead_letters WHERE id = $1', [row.id]);
        onNotice?.(`sink ${sink.name}: dead letter ${row.event_id} delivered on retry`, event);
      } catch (e) {
        await pool.query(`UPDATE sink_dead_letters SET retry_requested_at = NULL, error = $2, attempts = attempts + 1, failed_at = now() WHERE id = $1`, [row.id, safeError(e)]);
      }
    }
    return rows.length;
  };

  return {
    redrive,
    /**
     * Hands `events` to the sink. A batch sink gets the whole batch at once; when that fails it is delivered
     * event by event (earlier events of the batch may be sent twice: at least once). An `each` sink (mail,
     * SMS: nothing sent twice because a later message failed) always gets one event at a time, and
     * `delivered` is called after each so its checkpoint can follow.
     */
    async deliver(sink: SinkProjection, events: RecordedEvent[], delivered?: (event: RecordedEvent) => Promise<void>) {
      if (!events.length) return;
      let batchError: unknown;
      if (sink.delivery !== 'each') {
        try {
          return await sink.handle(events);
        } catch (e) {
          batchError = e;
        }
      }
      if (sink.delivery === 'each' && (sink.concurrency ?? 1) > 1) {
        // Windows delivered at once, each checkpointed after all of it went (or was parked).
        const size = sink.concurrency!;
        for (let start = 0; start < events.length; start += size) {
          const window = events.slice(start, start + size);
          await Promise.all(window.map((event) => deliverOne(sink, event)));
          await delivered?.(window.at(-1)!);
        }
        return;
      }
      for (const event of events) {
        // A one-event batch already had its first attempt.
        await deliverOne(sink, event, events.length === 1 ? batchError : undefined);
        if (sink.delivery === 'each') await delivered?.(event);
      }
    },
  };
};
export type SinkDelivery = ReturnType<typeof createSinkDelivery>;

/** Every sink's state, with its dead-letter count; sinks that never failed have no row and read as ok. */
export const readSinkStates = async (db: Pick<pg.Pool, 'query'>, names: readonly string[]): Promise<SinkState[]> => {
  const [{ rows: states }, { rows: counts }] = await Promise.all([
    db.query(`SELECT name, state, attempts, last_error, last_error_at, next_attempt_at, event_id, event_type, channel, updated_at FROM sink_states`).catch(() => ({ rows: [] as never[] })),
    db.query(`SELECT sink, count(*)::int AS n FROM sink_dead_letters GROUP BY sink`).catch(() => ({ rows: [] as never[] })),
  ]);
  const byName = new Map(states.map((r: Record<string, any>) => [r.name as string, r]));
  const deadBy = new Map(counts.map((r: Record<string, any>) => [r.sink as string, r.n as number]));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return [...new Set([...names, ...byName.keys(), ...deadBy.keys()])].map((name) => {
    const r = byName.get(name);
    return {
      name,
      kind: sinkKind(name),
      state: (r?.state as SinkHealth) ?? 'ok',
      attempts: r?.attempts ?? 0,
      lastError: r?.last_error ?? null,
      lastErrorAt: iso(r?.last_error_at ?? null),
      nextAttemptAt: iso(r?.next_attempt_at ?? null),
      eventId: r?.event_id ?? null,
      eventType: r?.event_type ?? null,
      channel: r?.channel ?? null,
      deadLetters: deadBy.get(name) ?? 0,
      updatedAt: iso(r?.updated_at ?? null) ?? new Date(0).toISOString(),
    };
  });
};

/** How many messages wait in the dead letters (the paged list's total; 0 before the table exists). */
export const countDeadLetters = async (db: Pick<pg.Pool, 'query'>): Promise<number> =>
  Number((await db.query(`SELECT count(*)::int AS n FROM sink_dead_letters`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n);

export const listDeadLetters = async (db: Pick<pg.Pool, 'query'>, limit = 200, offset = 0): Promise<DeadLetter[]> => {
  const { rows } = await db
    .query(
      `SELECT id::text, sink, event_id, event_type, stream_id, position, error, attempts, failed_at, payload, retry_requested_at
         FROM sink_dead_letters ORDER BY id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
    .catch(() => ({ rows: [] as Record<string, any>[] }));
  return rows.map((r) => ({
    id: r.id,
    sink: r.sink,
    eventId: r.event_id,
    eventType: r.event_type,
    streamId: r.stream_id,
    position: r.position,
    error: r.error,
    attempts: r.attempts,
    failedAt: (r.failed_at as Date).toISOString(),
    payload: r.payload,
    retryRequestedAt: r.retry_requested_at ? (r.retry_requested_at as Date).toISOString() : null,
  }));
};

