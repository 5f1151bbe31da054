import { admins, anyUser, coreAdmin, everyone, vios, volunteers, type Role } from './roles';

/** Routes of the foundation: login, first registration steps, health and developer pages. */
export const foundationRows: Record<string, Role[]> = {
  'POST /api/authenticate/login': everyone,
  'POST /api/authenticate/logout': anyUser,
  'POST /api/volunteer/register/email': everyone,
  'POST /api/volunteer/verify/email': everyone,
  'POST /api/vio/registration/register': everyone,
  'POST /api/vio/email-verification': everyone,
  'GET /api/health': everyone,
  'GET /api/admin/health': coreAdmin,
  'GET /api/dev/outbox': everyone,
  'GET /api/admin/details': admins,
  'GET /api/projections/lag': admins,
  'GET /api/vio/profile': vios,
  'GET /api/volunteer/account': volunteers,
  'GET /api/admin/sinks': coreAdmin,
  'POST /api/admin/sinks/dead-letters/:id/retry': coreAdmin,
};
