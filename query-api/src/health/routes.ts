import type { FastifyInstance } from 'fastify';
import type { QueryApiDeps } from '../infra/deps';

export const healthRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/health', { config: { access: 'everyone' } }, async (_request, reply) => {
    const report = await deps.health();
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
};
