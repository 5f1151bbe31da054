import type pg from 'pg';
import {
  comparePositions,
  withTransaction,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@nvp/events';
import { checkpointSchema, readCheckpoint, writeCheckpoint } from './checkpoints';
import { liveTable, type Projection } from './projection';
import { applyPostgresBatch, ensureProjectionTables } from './batch';
import { rebuildIfDefinitionChanged } from './definitions';
import { dropLeftoverShadow } from './verify';

export { applyPostgresBatch, ensureProjectionTables } from './batch';

export interface ProjectionLag {
  name: string;
  kind: Projection['kind'];
  position: string;
  events: number;
  seconds: number;
  running: boolean;
  error?: string;
}

export interface RunnerOptions {
  store: EventStore;
  pool: pg.Pool;
  projections: Projection[];
  batchSize?: number;
  /** How often progress past skipped events is written when no event of a projection's own arrives. */
  idleCheckpointMs?: number;
  onError?: (name: string, error: unknown) => void;
  /** Things an operator should know, e.g. a read model rebuilt because its definition changed. */
  onNotice?: (message: string) => void;
}

export const createProjectionRunner = ({ store, pool, projections, batchSize = 500, idleCheckpointMs = 1000, onError, onNotice }: RunnerOptions) => {
  const state = new Map<string, { position: Position; running: boolean; error?: string; subscription?: Subscription; lastPersist: number; changes: number }>();
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of waiters) w();
  };

  const startOne = async (projection: Projection) => {
    if (projection.kind === 'postgres') {
      await dropLeftoverShadow(pool, projection.name);
      await rebuildIfDefinitionChanged(store, pool, projection, onNotice);
      await ensureProjectionTables(pool, projection, liveTable);
    }
    else await projection.setup?.();
    const from = await readCheckpoint(pool, projection.name);
    const entry = { position: from, running: true, lastPersist: Date.now(), changes: 0, error: undefined as string | undefined, subscription: undefined as Subscription | undefined };
    state.set(projection.name, entry);
    const subscription = store.subscribeAll(
      { from, filter: projection.eventTypes ? { eventTypes: projection.eventTypes } : undefined, batchSize },
      async (events, checkedUpTo) => {
        // Progress past skipped events is kept in memory and persisted now and then, not on every idle poll.
        const idle = events.length === 0 && Date.now() - entry.lastPersist < idleCheckpointMs;
        if (idle) {
          entry.position = checkedUpTo;
        } else if (projection.kind === 'postgres') {
          entry.position = await applyPostgresBatch(pool, projection, projection.name, liveTable, events, checkedUpTo);
          // Counted after the commit: a reader that took the count before a query never files newer rows under an older count.
          if (events.length) entry.changes++;
        } else {
          // Sinks: the side effect first, the checkpoint only after it succeeded (at least once).
          if (events.length) await projection.handle(events);
          await writeCheckpoint(pool, projection.name, checkedUpTo, events.at(-1)?.recordedAt);
          entry.position = checkedUpTo;
        }
        if (!idle) entry.lastPersist = Date.now();
        notify();
      },
    );
    entry.subscription = subscription;
    subscription.done.catch((error) => {
      entry.running = false;
      entry.error = error instanceof Error ? error.message : String(error);
      onError?.(projection.name, error);
      notify();
    });
  };

  return {
    projections,
    async start() {
      await pool.query(checkpointSchema);
      for (const p of projections) await startOne(p);
    },
    async stop() {
      await Promise.all([...state.values()].map((s) => s.subscription?.stop()));
      for (const s of state.values()) s.running = false;
    },
    /** Resolves when every projection has passed `position` (true), or after `timeoutMs` (false). */
    waitFor(position: Position, timeoutMs: number, names?: string[]): Promise<boolean> {
      const passed = () =>
        [...state.entries()]
          .filter(([name]) => !names || names.includes(name))
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
     * How many batches of its own events a read model has committed in this process: it changes whenever the
     * table may have changed (never on idle progress), so a query-side cache keyed by it is never stale.
     * Undefined for a projection this runner does not run.
     */
    version(name: string): number | undefined {
      return state.get(name)?.changes;
    },
    /** The read model's tables were replaced (a blue/green rebuild switched in): answers cached under the old version go. */
    invalidate(name: string) {
      const s = state.get(name);
      if (s) s.changes++;
    },
    async caughtUp() {
      await Promise.all([...state.values()].map((s) => s.subscription?.caughtUp()));
    },
    async lag(): Promise<ProjectionLag[]> {
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
          };
        }),
      );
    },
  };
};
export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
