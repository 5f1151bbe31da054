import { comparePositions, START, type EventStore, type Pool, type Position } from '@nvp/events';

const storedCheckpoint = async (pool: Pool, projection: string): Promise<Position> => {
  const { rows } = await pool.query<{ commit: string; prepare: string }>(
    'SELECT position_commit::text AS commit, position_prepare::text AS prepare FROM projection_checkpoints WHERE name = $1',
    [projection],
  );
  return rows[0] ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) } : START;
};

/**
 * For a command whose rule reads a read model: resolves true once the named projection has applied every
 * event of `eventTypes` committed before the call, i.e. the log holds none of them between the projection's
 * stored checkpoint and the log's barrier. Works when the projections run in another process. `eventTypes`
 * must all be types the projection handles (their batches store the checkpoint at once; idle progress past
 * other events is stored only now and then, so waiting for it could run out on a quiet log). False when
 * `timeoutMs` ran out: the caller must refuse rather than decide on stale rows.
 */
export const readModelCaughtUp = async (
  store: Pick<EventStore, 'barrier' | 'readAll'>,
  pool: Pool,
  projection: string,
  eventTypes: string[],
  timeoutMs: number,
) => {
  const barrier = await store.barrier();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await store.readAll(await storedCheckpoint(pool, projection), { maxCount: 1, filter: { eventTypes } });
    if (page.events.length === 0 && page.caughtUp && comparePositions(page.checkedUpTo, barrier) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
