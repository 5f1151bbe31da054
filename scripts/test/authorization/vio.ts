import { admins, adminsWith, everyone, viosIn, type Role } from './roles';

/** Who may call each route of the vio slice (see roles.ts for the caller names). */
export const vioRows: Record<string, Role[]> = {
  // Own profile: any VIO whose e-mail is verified (the path has no id: the caller's own account).
  'PUT /api/vio/profile-complete/:type': viosIn('EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED', 'REJECTED', 'TRANSFERRED'),
  'POST /api/admin/vio/verify': adminsWith('VERIFY_VIOS'),
  'GET /api/admin/vio/pending': adminsWith('VERIFY_VIOS'),
  // Admins (the VIO list) and approved VIOs (pickers of other organisations, issue 9).
  'GET /api/vio/list': [...admins, ...viosIn('APPROVED', 'TRANSFERRED')],
  'GET /api/admin/vio/:id': admins,
  'GET /api/vio/public-view/:id': everyone,
};
