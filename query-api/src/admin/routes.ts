import type { FastifyInstance } from 'fastify';
import { adminPermissions, rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';

export const ADMIN_DENIED = 'Only Admin users can view this page!';

export const adminQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  app.get('/api/admin/details', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { rows } = await deps.pool.query('SELECT id, core, permissions, name, email, bio FROM rm_admins WHERE id = $1', [request.session!.id]);
    const admin = rows[0];
    if (!admin) return reply.code(404).send({ message: 'Administrator not found' });
    return {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      bio: admin.bio ?? '',
      type: admin.core ? 'CORE_ADMIN' : 'ADMIN',
      profileImage: null,
      adminPermissions: admin.core ? [...adminPermissions] : admin.permissions,
    };
  });

  app.get('/api/projections/lag', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async () => deps.lag());
};
