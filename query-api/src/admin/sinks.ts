import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import { listDeadLetters, readSinkStates } from '@nvp/projections/sinks';
import type { QueryApiDeps } from '../infra/deps';
import { CORE_ADMIN_DENIED } from './routes';

/**
 * GET /api/admin/sinks (core admins): each sink's delivery state and the dead-lettered messages, latest first.
 * Dead letters hold event ids, types and public payloads only (no personal data), and the error's first line
 * with addresses and numbers scrubbed.
 */
export const adminSinkRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/admin/sinks', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async () => {
    const [sinks, deadLetters] = await Promise.all([deps.sinks ? deps.sinks() : readSinkStates(deps.pool, []), listDeadLetters(deps.pool, 200)]);
    return { sinks, deadLetters };
  });
};
