import type pg from 'pg';
import type { EventStore, PlatformConfig, Position } from '@nvp/events';
import type { Analytics, ReadModelAdmin } from '@nvp/projections';
import type { SinkState } from '@nvp/projections/sinks';
import type { ReadModelSelection } from '@nvp/projections/checkpoints';

export interface HealthReport {
  status: 'ok' | 'degraded';
  components: Record<string, { ok: boolean; [detail: string]: unknown }>;
  /** Operator attention needed while serving, e.g. mail not delivered. */
  warnings?: string[];
}

export interface QueryApiDeps {
  config: PlatformConfig;
  pool: pg.Pool;
  jwtSecret: string;
  /** The event log: account standing on every call (a suspension applies at once), and its barrier for read-your-writes. */
  store: Pick<EventStore, 'readStream' | 'barrier'>;
  /**
   * Resolves true once the read models (or the projections `names`) have passed `position`, false when the
   * bound ran out. Never waits for mail, SMS or Kafka unless named.
   */
  waitFor(position: Position, timeoutMs: number, names?: ReadModelSelection): Promise<boolean>;
  health(): Promise<HealthReport>;
  /**
   * The public up/down, cheaply (health/health.ts createUpCheck): false when the event store, the read models'
   * database or analytics cannot be reached or a projection has stopped. Absent: the public call runs the deep report.
   */
  up?(): Promise<boolean>;
  lag(): Promise<unknown[]>;
  /**
   * A cheap version of a read model that changes whenever its table may have changed (the projection runner's
   * count of committed batches in process, or its stored checkpoint): answers cached under it are never stale.
   * Absent or undefined: nothing is cached.
   */
  readModelVersion?(name: string): unknown;
  /**
   * Each sink's delivery state (mail, SMS, Kafka, ClickHouse facts): ok or retrying, with its dead-letter
   * count. Absent: read from the database (sinks that never failed do not show).
   */
  sinks?(): Promise<SinkState[]>;
  /** ClickHouse (chDB or server) for the reports; without it the report calls answer 503. */
  analytics?: Analytics;
  /** Read-model verification and blue/green rebuilds (core admin); without it those calls answer 503. */
  readModels?: ReadModelAdmin;
  /** The built console (its index.html): /viewOpportunity/:id is served from it with the head written in. Absent: console/dist. */
  consoleDir?: string;
}
