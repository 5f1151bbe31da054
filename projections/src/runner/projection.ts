import type pg from 'pg';
import type { RecordedEvent } from '@nvp/events';

/** A read model in PostgreSQL: its tables, the events it reads, and a handler run inside the batch transaction. */
export interface PostgresProjection {
  kind: 'postgres';
  name: string;
  eventTypes: readonly string[];
  /** CREATE statements for each table; `t` is the physical name (live or rebuild copy). */
  tables: Record<string, (t: string) => string>;
  /** Bump when the handler's logic changes without a table change: existing rows are rebuilt at the next start. */
  version?: number;
  handle(events: RecordedEvent[], ctx: { client: pg.PoolClient; table: (name: string) => string }): Promise<void>;
}

/** A side effect outside PostgreSQL (ClickHouse, Kafka, mail): at least once, checkpointed after it succeeds. */
export interface SinkProjection {
  kind: 'sink';
  name: string;
  eventTypes?: readonly string[];
  setup?(): Promise<void>;
  handle(events: RecordedEvent[]): Promise<void>;
  /**
   * 'batch' (default): the whole batch at once, event by event only after a failure. 'each': always one event
   * at a time, checkpointed after each (messages to people: a failure never repeats the ones before it).
   */
  delivery?: 'batch' | 'each';
  /**
   * For an 'each' sink: how many events of a batch are delivered at once (default 1). The checkpoint follows each
   * window of that many, so a crash may repeat at most that many messages; a failing one is retried or parked on its
   * own while the others of its window go. For a burst of independent messages (the evening's reminders).
   */
  concurrency?: number;
  /**
   * False for side effects outside the platform (mail, SMS, Kafka): read-your-writes never waits for them.
   * Sinks that queries read (ClickHouse facts) leave it unset.
   */
  readModel?: false;
}

export type Projection = PostgresProjection | SinkProjection;

export const liveTable = (name: string) => `rm_${name}`;
export const rebuildTable = (name: string) => `rm_${name}__rebuild`;
