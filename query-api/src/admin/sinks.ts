import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import { countDeadLetters, listDeadLetters, readSinkStates } from '@nvp/projections/sinks';
import type { QueryApiDeps } from '../infra/deps';
import { pageOf, sendPaging } from '../infra/paging';
import { CORE_ADMIN_DENIED } from './routes';

/**
 * GET /api/admin/sinks (core admins): each sink's delivery state and the dead-lettered messages, latest first, a page at a time.
 * Dead letters hold event ids, types and public payloads only (no personal data), and the error's first line
 * with addresses and numbers scrubbed.
 */
export const adminSinkRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/admin/sinks', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async (request, reply) => {
    // The dead letters are the list (page, pageSize); every sink's state comes with each page.
    const page = pageOf(request);
    const [sinks, deadLetters, total] = await Promise.all([
      deps.sinks ? deps.sinks() : readSinkStates(deps.pool, []),
      listDeadLetters(deps.pool, page.size, page.offset),
      countDeadLetters(deps.pool),
    ]);
    sendPaging(reply, page, total);
    return { sinks, deadLetters };
  });
};
