import { admins, viosIn, volunteersIn, type Role } from './roles';

/** Who may call each route of the complaint slice (see roles.ts for the caller names). */
export const complaintRows: Record<string, Role[]> = {
  // E-mail-verified volunteers and VIOs only (spec §2 /submitComplaint).
  'POST /api/complaint/add': [
    ...volunteersIn('MOBILE_UNVERIFIED', 'BIO_INCOMPLETE', 'REFEREE_INCOMPLETE', 'REFEREE_FAILED', 'FULLY_REGISTERED', 'REFEREE_ADDED'),
    ...viosIn('EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED', 'REJECTED', 'TRANSFERRED'),
  ],
  'GET /api/complaint': admins,
  'GET /api/complaint/count': admins,
  'POST /api/complaint/resolve/:id': admins,
};
