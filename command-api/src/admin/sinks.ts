import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { notFound } from '@nvp/http-kit/errors';
import { CORE_ADMIN_DENIED } from './routes';

export const DEAD_LETTER_NOT_FOUND = 'No such dead letter';
export const RETRY_REQUESTED = 'Retry requested';

/**
 * A core admin's "retry" of a dead-lettered message (console /admin/sinks): the row in `sink_dead_letters`
 * (projections/src/runner/sink-delivery.ts) is marked, and the projection runner that owns the sink makes one
 * more attempt within seconds (delivered: the row goes; failed: the mark is cleared, the error updated).
 * Not an event: delivery bookkeeping, like the checkpoints, is not part of the domain's history.
 */
export const adminSinkRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/admin/sinks/dead-letters/:id/retry', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,18}$/.test(id) || !ctx.pool) throw notFound(DEAD_LETTER_NOT_FOUND);
    const result = await ctx.pool.query('UPDATE sink_dead_letters SET retry_requested_at = now() WHERE id = $1', [id]).catch((error) => {
      // No sink ever failed: the runner creates the table at its first start.
      if ((error as { code?: string }).code === '42P01') return { rowCount: 0 };
      throw error;
    });
    if (!result.rowCount) throw notFound(DEAD_LETTER_NOT_FOUND);
    return { message: RETRY_REQUESTED };
  });
};
