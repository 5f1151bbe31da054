import { admins, adminsWith, everyone, viosIn, volunteersIn, type Role } from './roles';

/** Approved VIOs: APPROVED, and TRANSFERRED (a transferred sub-VIO keeps the rights of an approved one). */
const approvedVios = viosIn('APPROVED', 'TRANSFERRED');
const approvedVolunteers = volunteersIn('FULLY_REGISTERED');

/** Who may call each route of the organisations (issue 9): membership, organisation volunteers, sub-VIOs, transfer. */
export const organisationRows: Record<string, Role[]> = {
  // The volunteer's side of membership: approved volunteers, each only their own pairs (the session's id).
  'GET /api/org/vio/list/:type': approvedVolunteers,
  'POST /api/org/vio/request': approvedVolunteers,
  'POST /api/org/vio/remove': approvedVolunteers,
  // The VIO's side: approved VIOs, each only its own pairs and sub-VIOs (the session's id).
  'GET /api/org/volunteer/list/:type': approvedVios,
  'POST /api/org/volunteer/review': approvedVios,
  'POST /api/org/volunteer/remove': approvedVios,
  'POST /api/organizationVolunteers/add': approvedVios,
  'GET /api/organizationVolunteers/viewAll': approvedVios,
  'DELETE /api/organizationVolunteers/remove': approvedVios,
  'POST /api/vio/createSubVio/': approvedVios,
  'GET /api/subvio/viewSubvios': approvedVios,
  'DELETE /api/subvio/delete': approvedVios,
  'GET /api/vio/get-sub-vios': approvedVios,
  'GET /api/vio/get-org-volunteers-subvio/:subvioId': approvedVios,
  'POST /api/org/subvio/assign': approvedVios,
  'POST /api/org/subvio/unassign': approvedVios,
  // The sub-VIO's mailed link: anyone holding it.
  'POST /api/subvio/register': everyone,
  // One organisation, for pickers and detail pages: admins and approved VIOs (e-mail only for admins and the VIO itself).
  'GET /api/vio/:id': [...admins, ...approvedVios],
  // Transfer: admins who verify VIOs.
  'GET /api/admin/sub-vio/parents': adminsWith('VERIFY_VIOS'),
  'POST /api/admin/sub-vio/transfer': adminsWith('VERIFY_VIOS'),
};
