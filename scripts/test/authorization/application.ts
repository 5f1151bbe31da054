import { adminsWith, viosIn, volunteersIn, type Role } from './roles';

/** Who may call each route of the application slice (ownership is checked in the handlers and the HTTP tests). */
const approvedVolunteers = volunteersIn('FULLY_REGISTERED');
// TRANSFERRED sub-VIOs keep the approved bit (they were approved before the transfer).
const approvedVios = viosIn('APPROVED', 'TRANSFERRED');

export const applicationRows: Record<string, Role[]> = {
  'POST /api/opportunity/apply': approvedVolunteers,
  // Ownership is checked on the object (objects.ts): a volunteer withdraws only their own application.
  'POST /api/opportunity/withdraw': approvedVolunteers,
  'GET /api/opportunity/userOpportunities': approvedVolunteers,
  // Issue 28: the volunteer answers an offer of their own waiting application (objects.ts); the list as the applicants'.
  'POST /api/opportunity/waitlist/accept': approvedVolunteers,
  'POST /api/opportunity/waitlist/decline': approvedVolunteers,
  'GET /api/vio/opportunity/waitlist/:id': [...adminsWith('CONFIRM_VOLUNTEERS'), ...approvedVios],
  'POST /api/admin/opportunity/apply/review': adminsWith('CONFIRM_VOLUNTEERS'),
  'POST /api/vio/opportunity/apply/review': approvedVios,
  // Admins see stage one, the organisation acting for the opportunity stage two.
  'GET /api/opportunity/filtered-volunteers/:id': [...adminsWith('CONFIRM_VOLUNTEERS'), ...approvedVios],
  'GET /api/agreement/fetch/volunteer': approvedVolunteers,
  'GET /api/agreement/fetch/vio': approvedVios,
  'POST /api/agreement/confirm/volunteer': approvedVolunteers,
  'POST /api/agreement/confirm/vio': approvedVios,
  'GET /api/feedback/fetch/volunteer': approvedVolunteers,
  'GET /api/feedback/fetch/vio': approvedVios,
  'POST /api/feedback/submit/volunteer': approvedVolunteers,
  'POST /api/feedback/submit/vio': approvedVios,
};
