import type pg from 'pg';
import { comparePositions, withTransaction, type EventStore } from '@nvp/events';
import { readCheckpoint } from './checkpoints';
import { handleBatch } from './batch';
import { liveTable, type PostgresProjection } from './projection';
import { countParkedEvents, isTransientFailure, listParkedEvents, missingTable, PARKED_COLUMNS, storedError } from './parked';
import { exclusively } from './verify';

type Queryable = Pick<pg.PoolClient, 'query'>;

export interface ParkedRetryResult {
  id: string;
  model: string;
  eventId: string;
  eventType: string;
  /** Applied (the parked row is gone), or failed again (the row stays, with this error). */
  applied: boolean;
  error?: string;
  /**
   * Later events of the same stream were applied before it: the model holds them in another order than a
   * rebuild would. A rebuild (blue/green, from the log) puts them in order; verify tells whether it matters.
   */
  rebuildAdvised?: boolean;
}

export class ParkedRetryBusy extends Error {
  readonly name = 'ParkedRetryBusy';
}

/**
 * A core admin's retry of a parked event after a fix (POST /api/admin/projections/parked/:id/retry): the event is
 * read from the log and applied to the model's live tables in one transaction holding the model's checkpoint row
 * (so it lands between two of the runner's batches), and the parked row is deleted with it; when it fails again,
 * the row stays with the new error. Not while the model is being rebuilt or verified (ParkedRetryBusy: every
 * rebuild and verification holds the model's lock, see exclusively): those replay the log minus the parked events
 * and would not see the change. Undefined for an unknown id.
 */
export const createParkedEvents = ({
  store,
  pool,
  projections,
  onApplied = () => undefined,
}: {
  store: Pick<EventStore, 'readStream'>;
  pool: pg.Pool;
  projections: PostgresProjection[];
  /** The model's tables changed outside a batch (e.g. to drop answers cached under its version). */
  onApplied?: (model: string) => void;
}) => {
  const find = (model: string) => projections.find((p) => p.name === model);
  const read = async (db: Queryable, id: string, lock = false) => {
    try {
      const { rows } = await db.query(`SELECT ${PARKED_COLUMNS}, stream_revision::text FROM projection_parked_events WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
      return rows[0] as Record<string, any> | undefined;
    } catch (error) {
      if (missingTable(error)) return undefined;
      throw error;
    }
  };
  const retry = async (id: string): Promise<ParkedRetryResult | undefined> => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    const row = await read(pool, id);
    if (!row) return undefined;
    const base = { id: row.id as string, model: row.model as string, eventId: row.event_id as string, eventType: row.event_type as string };
    const fail = async (error: unknown) => {
      await pool.query('UPDATE projection_parked_events SET error = $2, attempts = attempts + 1, last_attempt_at = now() WHERE id = $1', [id, storedError(error)]);
      return { ...base, applied: false, error: storedError(error) };
    };
    const projection = find(base.model);
    if (!projection) return fail(new Error(`no read model named ${base.model} runs in this version`));
    try {
      return await exclusively(pool, base.model, async () => {
        const revision = BigInt(row.stream_revision);
        const [event] = await store.readStream(row.stream_id, { fromRevision: revision, maxCount: 1 });
        if (!event || event.id.toLowerCase() !== base.eventId.toLowerCase()) return fail(new Error('the event is no longer in the log'));
        const later = (await store.readStream(row.stream_id, { fromRevision: revision + 1n, maxCount: 1000 })).some((e) => projection.eventTypes.includes(e.type));
        const outcome = await withTransaction(pool, async (client) => {
          // Waits for the runner's batch in flight, and keeps the next one back until this commits.
          const live = await readCheckpoint(client, base.model, true);
          if (!(await read(client, id, true))) return 'gone' as const;
          if (comparePositions(event.position, live) > 0) {
            // The model has not reached it yet (its checkpoint was reset): unparked, the runner applies it in order.
            await client.query('DELETE FROM projection_parked_events WHERE id = $1', [id]);
            return { applied: true, inOrder: true };
          }
          await client.query('SAVEPOINT nvp_retry');
          try {
            await handleBatch(projection, client, liveTable, [event]);
            await client.query('RELEASE SAVEPOINT nvp_retry');
          } catch (error) {
            if (isTransientFailure(error)) throw error;
            await client.query('ROLLBACK TO SAVEPOINT nvp_retry');
            await client.query('UPDATE projection_parked_events SET error = $2, attempts = attempts + 1, last_attempt_at = now() WHERE id = $1', [id, storedError(error)]);
            return { applied: false, error: storedError(error) };
          }
          await client.query('DELETE FROM projection_parked_events WHERE id = $1', [id]);
          // The tables changed without the position moving: a process that versions its caches by the stored checkpoint sees it here.
          await client.query('UPDATE projection_checkpoints SET updated_at = clock_timestamp() WHERE name = $1', [base.model]);
          return { applied: true, inOrder: false };
        });
        if (outcome === 'gone') return undefined;
        if (!outcome.applied) return { ...base, applied: false, error: outcome.error };
        if (!outcome.inOrder) onApplied(base.model);
        return { ...base, applied: true, rebuildAdvised: !outcome.inOrder && later };
      });
    } catch (error) {
      if (error instanceof Error && /already running/.test(error.message)) throw new ParkedRetryBusy(error.message);
      // The database, not the event: nothing was changed; the caller may try again.
      if (isTransientFailure(error)) throw Object.assign(new Error(`The read model could not be reached: ${storedError(error)}`), { name: 'ParkedRetryUnavailable' });
      throw error;
    }
  };
  return {
    list: (limit?: number) => listParkedEvents(pool, limit),
    counts: () => countParkedEvents(pool),
    retry,
  };
};
export type ParkedEvents = ReturnType<typeof createParkedEvents>;

