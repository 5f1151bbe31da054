import { admins, anyUser, coreAdmin, emergency, everyone, vios, volunteers, type Role } from './roles';

/** Who may call each route of the account slice (see roles.ts for the caller names). */
export const accountRows: Record<string, Role[]> = {
  // Administrators: invitation and removal by core admins; registration through the mailed link by anyone.
  'POST /api/admin/invite': coreAdmin,
  'GET /api/admin/verify/:token': everyone,
  'POST /api/admin/register': everyone,
  'GET /api/admin/list': coreAdmin,
  'DELETE /api/admin/:id': coreAdmin,
  'POST /api/admin/change-password': admins,
  'PUT /api/admin/details': admins,
  // Standing of volunteers and VIOs: any admin (the spec gives suspension to admins, no permission names it).
  'PUT /api/admin/user/suspend': admins,
  'GET /api/admin/user/suspend/:id': admins,
  'GET /api/admin/user/standing/:id': admins,
  'DELETE /api/admin/user/terminate/:id': admins,
  // Settings: every signed-in user changes their own password; admins are removed by a core admin, not by themselves.
  'POST /api/user/changePassword': anyUser,
  'POST /api/user/terminate/': [...volunteers, ...vios, ...emergency],
  'POST /api/user/forgetPassword': everyone,
  'PUT /api/user/forgetPassword': everyone,
};
