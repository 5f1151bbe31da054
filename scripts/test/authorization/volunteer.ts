import { adminsWith, everyone, volunteers, type Role } from './roles';

/** Who may call each route of the volunteer slice (see roles.ts for the caller names). */
export const volunteerRows: Record<string, Role[]> = {
  // Phone verification: anyone may call, but the route wants proof of the account (the volunteer's session or the
  // mailed verification key), see the object-level rows; the state check is in the decider.
  'POST /api/volunteer/register/phone': everyone,
  'POST /api/volunteer/verify/phone': everyone,
  // Every volunteer, whatever the status: the decider answers 400 for a wrong status.
  'GET /api/volunteer/bio/get': volunteers,
  'POST /api/volunteer/bio/submit': volunteers,
  'POST /api/volunteer/bio/draft': volunteers,
  'POST /api/volunteer/referee/information': volunteers,
  'GET /api/volunteer/referee/information': volunteers,
  // The referee is anonymous: the link's secret is the credential.
  'GET /api/referee/:token': everyone,
  'POST /api/referee/review': everyone,
  'GET /api/volunteer/listAdmin': adminsWith('VIEW_PROFILE_STATUS', 'CHECK_REFEREES', 'CONFIRM_VOLUNTEERS'),
  'GET /api/admin/volunteer/:id': adminsWith('VIEW_PROFILE_STATUS', 'CHECK_REFEREES', 'CONFIRM_VOLUNTEERS'),
  'POST /api/admin/volunteer/approve': adminsWith('CHECK_REFEREES', 'CONFIRM_VOLUNTEERS'),
  // The public profile (contact details only for admins and the volunteer).
  'GET /api/volunteer/get/:id': everyone,
};
