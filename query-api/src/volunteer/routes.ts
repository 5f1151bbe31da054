import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';

export const volunteerQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /** The signed-in volunteer's own account row (status, registration number). */
  app.get('/api/volunteer/account', { config: { access: rules.volunteer } }, async (request, reply) => {
    const { rows } = await deps.pool.query(
      `SELECT id, registration_no AS "registrationNo", status AS "registerStatus", first_name AS "firstName",
              last_name AS "lastName", email FROM rm_volunteers WHERE id = $1`,
      [request.session!.id],
    );
    if (!rows[0]) return reply.code(404).send({ message: 'Volunteer not found' });
    return rows[0];
  });
};
