import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import { CORE_ADMIN_DENIED } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';

const UP = JSON.stringify({ status: 'ok' });

/**
 * GET /api/health is public and says only up (200 `{ status: 'ok' }`) or down (503 `{ status: 'down' }`): enough for
 * a load balancer or an uptime probe, and no map of the infrastructure (store kind, projections and their lag, sink
 * errors, warnings) for anyone else. GET /api/admin/health gives core admins the whole report, with the same
 * status codes. The public call runs the cheap check (deps.up: store, pool, analytics reachable, no projection
 * stopped), the admin call the whole (coalesced) deep check.
 */
export const healthRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/health', { config: { access: 'everyone' } }, async (_request, reply) => {
    // The cheap check where the process has one (every load balancer and uptime probe calls this), else the deep one.
    const up = deps.up ? await deps.up() : (await deps.health()).status === 'ok';
    return up ? reply.type('application/json; charset=utf-8').send(UP) : reply.code(503).send({ status: 'down' });
  });

  app.get('/api/admin/health', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async (_request, reply) => {
    const report = await deps.health();
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
};
