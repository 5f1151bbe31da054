import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START as KURRENT_START,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { comparePositions, START, type EventMetadata, type NewEvent, type Position, type RecordedEvent } from '../../envelope';
import { createSignal, pollingSubscription } from '../subscription';
import { matchesFilter, WrongExpectedVersionError, type EventStore, type ExpectedState, type ReadAllFilter, type ReadAllResult } from '../port';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString: string;
  /** How often an idle subscription looks for events appended by other processes. */
  pollMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Pure mappings between our port's vocabulary and the client's (unit-tested without a server).
// ---------------------------------------------------------------------------------------------

/** Our `expected` onto the client's `streamState`. */
export const toStreamState = (expected: ExpectedState): AppendStreamState => {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (typeof expected !== 'bigint' || expected < 0n) throw new Error(`Invalid expected state ${String(expected)}`);
      return expected;
  }
};

/** Our position onto the client's read position; our START (-1/-1) means "from the beginning". */
export const toKurrentPosition = (position: Position): ReadPosition =>
  position.commit < 0n || position.prepare < 0n ? KURRENT_START : { commit: position.commit, prepare: position.prepare };

export const fromKurrentPosition = (position: { commit: bigint; prepare: bigint } | undefined): Position =>
  position ? { commit: BigInt(position.commit), prepare: BigInt(position.prepare) } : START;

/**
 * The client's wrong-expected-version error as our typed conflict; anything else is returned unchanged.
 * Recognised by its `type` tag so errors from any copy of the client module are translated.
 */
export const translateAppendError = (error: unknown, streamId: string, expected: ExpectedState): unknown => {
  const e = error as { type?: unknown; actualState?: unknown } | null;
  if (e && typeof e === 'object' && e.type === ErrorType.WRONG_EXPECTED_VERSION) {
    const actual = e.actualState;
    return new WrongExpectedVersionError(
      streamId,
      expected,
      typeof actual === 'bigint' && actual >= 0n ? actual : typeof actual === 'number' && actual >= 0 ? BigInt(actual) : 'no_stream',
    );
  }
  return error;
};

const isStreamNotFound = (error: unknown) => (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;

/** Our envelope as the client's event: same id (idempotent re-append), version kept in metadata as `$v`. */
export const toEventData = (event: NewEvent) =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata, $v: event.version },
  });

/** KurrentDB's own events ($metadata, $statsCollected, links `$>`, projection bookkeeping) are not ours. */
export const isSystemEvent = (e: { type: string; streamId: string }) => e.type.startsWith('$') || e.streamId.startsWith('$');

interface KurrentRecord {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: { commit: bigint; prepare: bigint };
}

/** The client's recorded event back into our envelope (`$v` out of the metadata into `version`). */
export const fromKurrentRecord = (record: KurrentRecord, position?: Position): RecordedEvent => {
  const raw = record.metadata && typeof record.metadata === 'object' && !(record.metadata instanceof Uint8Array) ? (record.metadata as Record<string, unknown>) : {};
  const { $v, ...rest } = raw;
  const metadata = { occurredAt: record.created.toISOString(), ...rest } as EventMetadata;
  return {
    id: record.id,
    type: record.type,
    version: typeof $v === 'number' ? $v : 1,
    data: record.data,
    metadata,
    streamId: record.streamId,
    streamRevision: BigInt(record.revision),
    position: position ?? fromKurrentPosition(record.position),
    recordedAt: record.created,
  };
};

/**
 * One page of $all as the port's ReadAllResult. `raw` is what the server returned for a read of
 * `requested` records starting at `from`; the server may include the record at `from` itself, so
 * anything at or before `from` is dropped. System events and filtered-out events are skipped but
 * still advance `checkedUpTo`. A short page means we have seen the end of the log.
 */
export const pageOfAll = (
  from: Position,
  raw: readonly KurrentRecord[],
  requested: number,
  filter?: ReadAllFilter,
): ReadAllResult => {
  const events: RecordedEvent[] = [];
  let checkedUpTo = from;
  for (const record of raw) {
    if (!record.position) continue;
    const position = fromKurrentPosition(record.position);
    if (comparePositions(position, from) <= 0) continue;
    checkedUpTo = position;
    if (isSystemEvent(record) || !matchesFilter(filter, record)) continue;
    events.push(fromKurrentRecord(record, position));
  }
  return { events, checkedUpTo, caughtUp: raw.length < requested };
};

// ---------------------------------------------------------------------------------------------

export const createKurrentDbEventStore = ({ connectionString, pollMs = 200 }: KurrentDbEventStoreOptions): EventStore => {
  const client = KurrentDBClient.connectionString(connectionString);
  const appended = createSignal();

  const records = async <T extends ResolvedEvent | AllStreamResolvedEvent>(iterator: AsyncIterable<T>) => {
    const out: KurrentRecord[] = [];
    for await (const resolved of iterator) if (resolved.event) out.push(resolved.event as KurrentRecord);
    return out;
  };

  /** Position of the event at `revision` in `streamId` (an idempotent re-append reports no position). */
  const positionOf = async (streamId: string, revision: bigint): Promise<Position> => {
    const [record] = await records(client.readStream(streamId, { fromRevision: revision, maxCount: 1 }));
    return fromKurrentPosition(record?.position);
  };

  const store: EventStore = {
    kind: 'kurrentdb',

    async append(streamId, events, { expected }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      let result;
      try {
        result = await client.appendToStream(streamId, events.map(toEventData), { streamState: toStreamState(expected) });
      } catch (error) {
        throw translateAppendError(error, streamId, expected);
      }
      appended.emit();
      const position =
        result.position && result.position.commit >= 0n
          ? fromKurrentPosition(result.position)
          : await positionOf(streamId, result.nextExpectedRevision);
      return { nextRevision: result.nextExpectedRevision, position };
    },

    async readStream(streamId, options = {}) {
      try {
        const raw = await records(
          client.readStream(streamId, {
            fromRevision: options.fromRevision ?? KURRENT_START,
            ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
            direction: FORWARDS,
          }),
        );
        return raw.map((r) => fromKurrentRecord(r));
      } catch (error) {
        if (isStreamNotFound(error)) return [];
        throw error;
      }
    },

    // The server reads one stream per call: the streams are read at once and merged in log order.
    async readStreams(streamIds) {
      const all = (await Promise.all([...new Set(streamIds)].map((id) => store.readStream(id)))).flat();
      return all.sort((a, b) => comparePositions(a.position, b.position));
    },

    // Filtering happens here, not on the server: the server's filter is either on event type or on
    // stream name (not both), and a filtered read reports no position for what it skipped, so we could
    // not tell how far we have looked. Reading raw pages keeps `checkedUpTo` exact.
    async readAll(from, options = {}) {
      const maxCount = options.maxCount ?? 1000;
      const raw = await records(client.readAll({ fromPosition: toKurrentPosition(from), maxCount, direction: FORWARDS }));
      return pageOfAll(from, raw, maxCount, options.filter);
    },

    // The polling subscription over readAll, not the client's subscribeToAll: it gives the same
    // semantics as the PostgreSQL adapter (batches with a resumable `checkedUpTo`, back-pressure by
    // awaiting the handler, `caughtUp()` after a full pass, filter applied the same way), which the
    // runner and the contract suite rely on. Appends in this process wake it at once; appends by
    // other processes are seen within `pollMs`.
    subscribeAll(options, handler) {
      return pollingSubscription(store, options, handler, appended, pollMs);
    },

    // KurrentDB has no count: scan $all from `from` (bounded by `cap` matching events).
    async countAfter(from, { cap = 1_000_000, filter } = {}) {
      let count = 0;
      let position = from;
      for (;;) {
        const page = await store.readAll(position, { maxCount: 1000, filter });
        count += page.events.length;
        if (count >= cap) return cap;
        if (page.caughtUp || comparePositions(page.checkedUpTo, position) <= 0) return count;
        position = page.checkedUpTo;
      }
    },

    async headPosition() {
      // Newest first; the first of our own events is the head (system events such as $statsCollected
      // may follow it, so read on until one of ours; leaving the loop cancels the read).
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS })) {
        const record = resolved.event as KurrentRecord | undefined;
        if (record?.position && !isSystemEvent(record)) return fromKurrentPosition(record.position);
      }
      return START;
    },

    // KurrentDB makes an acknowledged append readable at once: the head is a barrier.
    barrier() {
      return store.headPosition();
    },

    async close() {
      await client.dispose();
    },
  };
  return store;
};
