import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';

export const vioQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/vio/profile', { config: { access: rules.vio } }, async (request, reply) => {
    const { rows } = await deps.pool.query(
      'SELECT id, name, email, type, status, registration_no AS "registrationNo", description FROM rm_vios WHERE id = $1',
      [request.session!.id],
    );
    if (!rows[0]) return reply.code(404).send({ message: 'Organisation not found' });
    return rows[0];
  });
};
