import type pg from 'pg';
import type { EventStore } from '@nvp/events';
import type { PostgresProjection } from './projection';
import { rebuildProjection } from './rebuild';
import { exclusively, verifyProjection, type VerifyResult } from './verify';
import { listParkedEvents } from './parked';
import type { ProjectionLag } from './runner';

export interface RebuildJob {
  name: string;
  /** rebuilding: replaying beside the live tables; verifying: the swapped-in tables checked against a second replay. */
  state: 'rebuilding' | 'verifying' | 'done' | 'failed';
  done: number;
  total: number;
  startedAt: string;
  finishedAt?: string;
  /** After the switch: whether the new live tables equal a clean rebuild. */
  equal?: boolean;
  error?: string;
}

/**
 * The operator's handle on the read models (admin console and API): their lag, a verification, and a blue/green
 * rebuild run in the background with its progress kept here (per process) for polling.
 */
export const createReadModelAdmin = ({
  store,
  pool,
  projections,
  lag,
  onSwitched = () => undefined,
}: {
  store: EventStore;
  pool: pg.Pool;
  projections: PostgresProjection[];
  lag: () => Promise<ProjectionLag[]>;
  /** Called once a rebuilt read model has been switched in (e.g. to drop answers cached under the old tables). */
  onSwitched?: (name: string) => void;
}) => {
  const jobs = new Map<string, RebuildJob>();
  const find = (name: string) => projections.find((p) => p.name === name);
  return {
    names: projections.map((p) => p.name),
    async list() {
      const lags = new Map((await lag()).map((l) => [l.name, l]));
      return projections.map((p) => {
        const l = lags.get(p.name);
        return {
          name: p.name,
          position: l?.position ?? null,
          lagEvents: l?.events ?? null,
          lagSeconds: l?.seconds ?? null,
          running: l?.running ?? false,
          error: l?.error ?? null,
          parked: l?.parked ?? 0,
          rebuild: jobs.get(p.name) ?? null,
        };
      });
    },
    async verify(names = projections.map((p) => p.name)): Promise<VerifyResult[]> {
      const results: VerifyResult[] = [];
      for (const name of names) results.push(await verifyProjection(store, pool, find(name)!));
      return results;
    },
    /** Starts a rebuild; undefined for an unknown read model, the running job when one is already under way. */
    rebuild(name: string): { job: RebuildJob; started: boolean } | undefined {
      const projection = find(name);
      if (!projection) return undefined;
      const current = jobs.get(name);
      if (current && (current.state === 'rebuilding' || current.state === 'verifying')) return { job: current, started: false };
      const job: RebuildJob = { name, state: 'rebuilding', done: 0, total: 0, startedAt: new Date().toISOString() };
      jobs.set(name, job);
      void (async () => {
        try {
          await exclusively(pool, name, () =>
            rebuildProjection(store, pool, projection, ({ done, total }) => {
              job.done = done;
              job.total = total;
            }),
          );
          onSwitched(name);
          job.state = 'verifying';
          job.equal = (await verifyProjection(store, pool, projection)).equal;
          job.state = 'done';
        } catch (error) {
          job.state = 'failed';
          job.error = error instanceof Error ? error.message : String(error);
        } finally {
          job.finishedAt = new Date().toISOString();
        }
      })();
      return { job, started: true };
    },
    job: (name: string) => jobs.get(name),
    /** The events parked for the read models, latest first (parked.ts). */
    parked: (limit = 200) => listParkedEvents(pool, limit),
  };
};
export type ReadModelAdmin = ReturnType<typeof createReadModelAdmin>;
