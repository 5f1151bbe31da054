import type { NewEvent, Position, RecordedEvent } from '../envelope';

/** KurrentDB's expected-state vocabulary; `bigint` means "the stream's last revision is exactly this". */
export type ExpectedState = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: bigint;
  /** Global position of the last appended event. */
  position: Position;
}

export interface ReadAllFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Everything up to here has been looked at, filtered out or returned: resume after it. */
  checkedUpTo: Position;
  /** True when nothing more is visible right now. */
  caughtUp: boolean;
}

export interface SubscribeOptions {
  from: Position;
  filter?: ReadAllFilter;
  batchSize?: number;
}

/**
 * A batch handler: the subscription waits for it before it reads on (back-pressure). It is also called
 * with no events when the subscription moved past events its filter skipped.
 */
export type BatchHandler = (events: RecordedEvent[], checkedUpTo: Position) => Promise<void>;

export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves on stop, rejects when the handler or store fails. */
  done: Promise<void>;
  /** Resolves once the subscription has seen everything visible at the time of the call. */
  caughtUp(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  append(streamId: string, events: NewEvent[], options: { expected: ExpectedState }): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Every event of these streams, in log order (one read where the store can: a subject's history is many streams). */
  readStreams(streamIds: string[]): Promise<RecordedEvent[]>;
  readAll(from: Position, options?: { maxCount?: number; filter?: ReadAllFilter }): Promise<ReadAllResult>;
  subscribeAll(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** How many events (matching `filter`) lie after `from`; capped, used for lag and progress, not logic. */
  countAfter(from: Position, options?: { cap?: number; filter?: ReadAllFilter }): Promise<number>;
  /** Position of the last visible event, or START. */
  headPosition(): Promise<Position>;
  /**
   * A position at or after every event committed before this call. Reading until `checkedUpTo` passes it
   * sees them all (PostgreSQL may hide a commit briefly while an older transaction is still open).
   */
  barrier(): Promise<Position>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedState,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export const matchesFilter = (filter: ReadAllFilter | undefined, e: { type: string; streamId: string }): boolean =>
  !filter ||
  ((!filter.eventTypes || filter.eventTypes.includes(e.type)) &&
    (!filter.streamPrefixes || filter.streamPrefixes.some((p) => e.streamId.startsWith(p))));
