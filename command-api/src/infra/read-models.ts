import { comparePositions, type EventStore, type Pool } from '@nvp/events';

/**
 * For a command whose rule reads a read model: waits until the named projection's stored checkpoint has passed
 * every event committed before the call (the log's barrier), so the check sees every earlier write — also in
 * the distributed deployment, where the projections run in another process (they persist idle progress about
 * once a second). False when `timeoutMs` ran out: the caller must refuse rather than decide on stale rows.
 */
export const readModelCaughtUp = async (store: Pick<EventStore, 'barrier'>, pool: Pool, projection: string, timeoutMs: number) => {
  const target = await store.barrier();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ commit: string; prepare: string }>(
      'SELECT position_commit::text AS commit, position_prepare::text AS prepare FROM projection_checkpoints WHERE name = $1',
      [projection],
    );
    const at = rows[0] && { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) };
    if (at && comparePositions(at, target) >= 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
