import type { FastifyInstance } from 'fastify';
import { listOutbox } from '@nvp/projections/outbox';
import type { QueryApiDeps } from '../infra/deps';

/** Development only: the mail and SMS the platform would have sent. Absent when real delivery is configured. */
export const devQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  if (!deps.config.devOutbox) return;
  app.get('/api/dev/outbox', { config: { access: 'everyone' } }, async (request) => {
    const limit = Math.min(500, Math.max(1, Number((request.query as { limit?: string }).limit ?? 100) || 100));
    return listOutbox(deps.pool, limit);
  });
};
