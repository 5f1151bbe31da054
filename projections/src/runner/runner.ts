import type pg from 'pg';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@nvp/events';
import { readCheckpoint, writeCheckpoint, type ReadModelSelection } from './checkpoints';
import { liveTable, type PostgresProjection, type Projection } from './projection';
import { applyPostgresBatch, ensureProjectionTables } from './batch';
import { rebuildIfDefinitionChanged } from './definitions';
import { abortable, backoffDelay, createSinkDelivery, readSinkStates, safeError, type RetryPolicy } from './sink-delivery';
import { dropLeftoverShadow } from './verify';
import { applyPostgresBatchIsolated, countParkedEvents, defaultProjectionRetryPolicy, describeEvent, parkEvents, skipParked } from './parked';

export { applyPostgresBatch, ensureProjectionTables } from './batch';

export interface ProjectionLag {
  name: string;
  kind: Projection['kind'];
  position: string;
  events: number;
  seconds: number;
  running: boolean;
  /** Why it stopped, or the failure it is retrying now (it keeps running). */
  error?: string;
  /** Events parked for this read model (parked.ts): applied by it only after a core admin's retry. */
  parked: number;
}

export interface RunnerOptions {
  store: EventStore;
  pool: pg.Pool;
  projections: Projection[];
  batchSize?: number;
  /** How often progress past skipped events is written when no event of a projection's own arrives. */
  idleCheckpointMs?: number;
  onError?: (name: string, error: unknown) => void;
  /** Things an operator should know, e.g. a read model rebuilt because its definition changed; `event` when one event is its subject (its correlation id goes in the log). */
  onNotice?: (message: string, event?: RecordedEvent) => void;
  /** A sink tries a failing message again (the metric of sink retries). */
  onSinkRetry?: (sink: string) => void;
  /** How a failing sink retries before it dead-letters a message (sink-delivery.ts). */
  sinkRetry?: RetryPolicy;
  /** How often dead letters a core admin asked to retry are looked for. */
  redriveIntervalMs?: number;
  /** How a read model retries a failing batch before it parks the events that keep failing (parked.ts). */
  projectionRetry?: RetryPolicy;
}

export const createProjectionRunner = ({
  store,
  pool,
  projections,
  batchSize = 500,
  idleCheckpointMs = 1000,
  onError,
  onNotice,
  onSinkRetry,
  sinkRetry,
  redriveIntervalMs = 2000,
  projectionRetry = defaultProjectionRetryPolicy,
}: RunnerOptions) => {
  type Entry = { position: Position; running: boolean; error?: string; subscription?: Subscription; lastPersist: number; changes: number; restarts: number; restart?: NodeJS.Timeout };
  const state = new Map<string, Entry>();
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of waiters) w();
  };
  // Stopping ends a sink's wait between retries at once.
  const stopping = new AbortController();
  const delivery = createSinkDelivery({ pool, policy: sinkRetry, signal: stopping.signal, onNotice, onRetry: onSinkRetry });
  const sinkNames = projections.filter((p) => p.kind === 'sink').map((p) => p.name);
  let redriveTimer: NodeJS.Timeout | undefined;
  let redriving: Promise<unknown> = Promise.resolve();
  const readModelNames = projections.filter((p) => p.kind === 'postgres').map((p) => p.name);
  // The ClickHouse facts (sinks that are read models): waited for only by the report calls.
  const withFacts = projections.filter((p) => p.kind === 'postgres' || p.readModel !== false).map((p) => p.name);

  /**
   * A read model's batch, tried again with backoff when it fails; the last try of a round applies it event by event
   * and parks, with the checkpoint, the events that still fail (parked.ts). A failure that is not an event's own
   * (the database gone, a deadlock, a missing table) parks nothing: it is tried again, backing off, until it passes
   * or the runner stops. Events parked before are left out.
   */
  const applyLive = async (projection: PostgresProjection, entry: Entry, events: RecordedEvent[], checkedUpTo: Position) => {
    const skip = skipParked(projection.name);
    const firstFailure = new Date();
    for (let attempt = 1; ; attempt++) {
      try {
        if (attempt < Math.max(1, projectionRetry.maxAttempts)) {
          const position = await applyPostgresBatch(pool, projection, projection.name, liveTable, events, checkedUpTo, { skip });
          if (attempt > 1) entry.error = undefined;
          return position;
        }
        const { position, failed } = await applyPostgresBatchIsolated(pool, projection, projection.name, liveTable, events, checkedUpTo, {
          skip,
          onFailures: (client, failures) => parkEvents(client, projection.name, failures, attempt, firstFailure),
        });
        for (const f of failed) onNotice?.(`projection ${projection.name}: ${describeEvent(f.event)} parked after ${attempt} attempts: ${safeError(f.error)}`, f.event);
        entry.error = undefined;
        return position;
      } catch (error) {
        if (stopping.signal.aborted) throw error;
        entry.error = `retrying (attempt ${attempt}): ${safeError(error)}`;
        if (attempt === 1 || attempt % 10 === 0) onNotice?.(`projection ${projection.name}: batch failed, ${entry.error}`);
        notify();
        await abortable(backoffDelay(projectionRetry, attempt), stopping.signal);
      }
    }
  };

  /**
   * Follows the log from `from`. When the subscription itself fails (the store unreachable) the model shows as
   * stopped and subscribes again from its stored checkpoint, backing off: no fault stops a model for good.
   */
  const subscribe = (projection: Projection, entry: Entry, from: Position) => {
    entry.running = true;
    const subscription = store.subscribeAll(
      { from, filter: projection.eventTypes ? { eventTypes: projection.eventTypes } : undefined, batchSize },
      async (events, checkedUpTo) => {
        // Progress past skipped events is kept in memory and persisted now and then, not on every idle poll.
        const idle = events.length === 0 && Date.now() - entry.lastPersist < idleCheckpointMs;
        if (idle) {
          entry.position = checkedUpTo;
        } else if (projection.kind === 'postgres') {
          entry.position = await applyLive(projection, entry, events, checkedUpTo);
          // Counted after the commit: a reader that took the count before a query never files newer rows under an older count.
          if (events.length) entry.changes++;
        } else {
          // Sinks: the side effect first, the checkpoint only after it succeeded or was dead-lettered (at least once).
          // A sink that queries read (the ClickHouse facts) counts its delivered batches like a read model its commits:
          // after the rows are in, and before its position moves, so a reader woken by that position sees the new count.
          const counted = projection.readModel !== false;
          await delivery.deliver(projection, events, async (event) => {
            await writeCheckpoint(pool, projection.name, event.position, event.recordedAt);
            if (counted) entry.changes++;
            entry.position = event.position;
            notify();
          });
          await writeCheckpoint(pool, projection.name, checkedUpTo, events.at(-1)?.recordedAt);
          if (counted && events.length) entry.changes++;
          entry.position = checkedUpTo;
        }
        if (!idle) entry.lastPersist = Date.now();
        entry.restarts = 0;
        notify();
      },
    );
    entry.subscription = subscription;
    subscription.done.catch((error) => {
      entry.running = false;
      if (stopping.signal.aborted) return;
      entry.error = error instanceof Error ? error.message : String(error);
      onError?.(projection.name, error);
      notify();
      resubscribeLater(projection, entry);
    });
  };
  const resubscribeLater = (projection: Projection, entry: Entry) => {
    entry.restarts++;
    entry.restart = setTimeout(async () => {
      entry.restart = undefined;
      if (stopping.signal.aborted) return;
      try {
        subscribe(projection, entry, await readCheckpoint(pool, projection.name));
        entry.error = undefined;
        onNotice?.(`projection ${projection.name}: following the log again from its checkpoint`);
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
        resubscribeLater(projection, entry);
      }
    }, backoffDelay(projectionRetry, entry.restarts));
    entry.restart.unref();
  };

  const startOne = async (projection: Projection) => {
    if (projection.kind === 'postgres') {
      await dropLeftoverShadow(pool, projection.name);
      await rebuildIfDefinitionChanged(store, pool, projection, onNotice);
      await ensureProjectionTables(pool, projection, liveTable);
    }
    else await projection.setup?.();
    const from = await readCheckpoint(pool, projection.name);
    const entry: Entry = { position: from, running: true, lastPersist: Date.now(), changes: 0, restarts: 0 };
    state.set(projection.name, entry);
    subscribe(projection, entry, from);
  };

  return {
    projections,
    async start() {
      for (const p of projections) await startOne(p);
      const sinks = projections.filter((p) => p.kind === 'sink');
      if (sinks.length) {
        redriveTimer = setInterval(() => {
          redriving = redriving.then(() => delivery.redrive(sinks, store)).catch((error) => onNotice?.(`sink redrive failed: ${error instanceof Error ? error.message : String(error)}`));
        }, redriveIntervalMs);
        redriveTimer.unref();
      }
    },
    async stop() {
      stopping.abort(new Error('projection runner stopped'));
      clearInterval(redriveTimer);
      for (const s of state.values()) clearTimeout(s.restart);
      await redriving;
      await Promise.all([...state.values()].map((s) => s.subscription?.stop()));
      for (const s of state.values()) s.running = false;
    },
    /**
     * Resolves when the read models have passed `position` (true), or after `timeoutMs` (false): the named ones,
     * else the PostgreSQL projections, plus the ClickHouse facts with 'with-facts'. Never waits for mail, SMS or Kafka
     * unless named.
     */
    waitFor(position: Position, timeoutMs: number, selection?: ReadModelSelection): Promise<boolean> {
      const names = selection === 'with-facts' ? withFacts : (selection ?? readModelNames);
      const passed = () =>
        [...state.entries()]
          .filter(([name]) => names.includes(name))
          .every(([, s]) => comparePositions(s.position, position) >= 0);
      if (passed()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const check = () => {
          if (passed()) finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        const finish = (ok: boolean) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(ok);
        };
        waiters.add(check);
      });
    },
    /**
     * How many batches of its own events a read model has committed in this process (a fact sink: delivered): it
     * changes whenever the table may have changed (never on idle progress), so a query-side cache keyed by it is
     * never stale. Undefined for a projection this runner does not run.
     */
    version(name: string): number | undefined {
      return state.get(name)?.changes;
    },
    /** The projections not following the log now (in memory: the public health check's cheap part). */
    stopped(): string[] {
      return [...state.entries()].filter(([, s]) => !s.running).map(([name]) => name);
    },
    /** Each sink's delivery state and dead-letter count (from the database: the same in every process). */
    sinks() {
      return readSinkStates(pool, sinkNames);
    },
    /** The read model's tables were replaced (a blue/green rebuild switched in): answers cached under the old version go. */
    invalidate(name: string) {
      const s = state.get(name);
      if (s) s.changes++;
    },
    /**
     * Resolves once every projection has passed everything committed before the call. A projection that is
     * restarting after an error (its subscription ended) is waited for too: answering without it let a caller read
     * a read model that had not seen the log's end (a bench's 50,000 seeded applications, 15,000 of them missing).
     */
    async caughtUp() {
      const target = await store.barrier();
      for (;;) {
        const entries = [...state.values()];
        await Promise.all(entries.map((s) => (s.running ? s.subscription?.caughtUp() : undefined)));
        if (stopping.signal.aborted || entries.every((s) => s.running && comparePositions(s.position, target) >= 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async lag(): Promise<ProjectionLag[]> {
      const parked = readModelNames.length ? await countParkedEvents(pool) : new Map<string, number>();
      return Promise.all(
        projections.map(async (p) => {
          const s = state.get(p.name);
          const position = s?.position ?? (await readCheckpoint(pool, p.name));
          const [events, oldest] = await Promise.all([
            store.countAfter(position, { cap: 100_000, filter: p.eventTypes ? { eventTypes: p.eventTypes } : undefined }),
            store.readAll(position, { maxCount: 1, filter: p.eventTypes ? { eventTypes: p.eventTypes } : undefined }),
          ]);
          const first = oldest.events[0];
          return {
            name: p.name,
            kind: p.kind,
            position: `${position.commit}/${position.prepare}`,
            events,
            seconds: first ? Math.max(0, (Date.now() - first.recordedAt.getTime()) / 1000) : 0,
            running: s?.running ?? false,
            error: s?.error,
            parked: parked.get(p.name) ?? 0,
          };
        }),
      );
    },
  };
};
export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
