import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { isUuid, badRequest, DomainError, notFound } from '@nvp/http-kit';
import { CORE_ADMIN_DENIED } from './routes';

export const PARKED_EVENT_NOT_FOUND = 'No such parked event';
export const PARKED_RETRY_UNAVAILABLE = 'Parked events cannot be retried from this process';

/**
 * A core admin's retry of an event a read model parked (console /admin/projections), after a fix: the event is
 * applied to the model's live tables in one transaction and its parked row deleted, or, failing again, the row stays
 * with the new error (200 either way: `applied` says which). Not an event: read-model bookkeeping, like the
 * checkpoints and the sinks' dead letters, is not part of the domain's history.
 */
export const adminProjectionRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/admin/projections/parked/:id/retry', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw badRequest('The parked event id must be a UUID', 'id');
    if (!ctx.parkedEvents) throw new DomainError(PARKED_RETRY_UNAVAILABLE, 503);
    try {
      const outcome = await ctx.parkedEvents.retry(id.toLowerCase());
      if (!outcome) throw notFound(PARKED_EVENT_NOT_FOUND);
      request.log.info({ parked: outcome.id, model: outcome.model, eventId: outcome.eventId, applied: outcome.applied }, 'parked event retried');
      return outcome;
    } catch (error) {
      if (error instanceof Error && error.name === 'ParkedRetryBusy') throw new DomainError(error.message, 409);
      if (error instanceof Error && error.name === 'ParkedRetryUnavailable') throw new DomainError(error.message, 503);
      throw error;
    }
  });
};
