import { adminsWith, emergency, everyone, volunteersIn, type Role } from './roles';

/** Who may call each route of the emergency slice (see roles.ts for the caller names). */
export const emergencyRows: Record<string, Role[]> = {
  // Emergency users: admins holding MANAGE_EMERGENCY (issue 23; an emergency account reads the standby pool, so minting one is not for every admin).
  'POST /api/admin/emergency-login/invite': adminsWith('MANAGE_EMERGENCY'),
  'GET /api/admin/emergency-login/list': adminsWith('MANAGE_EMERGENCY'),
  'PUT /api/admin/emergency-login/terminate': adminsWith('MANAGE_EMERGENCY'),
  // The mailed link: anyone holding it.
  'GET /api/emergency-login/verify/:token': everyone,
  'POST /api/emergency-login/register': everyone,
  // Opportunities and their volunteers: verified emergency users, each only their own (checked per route in the HTTP tests).
  'POST /api/emergency-login/opportunity/create': emergency,
  'GET /api/emergency-login/opportunity/list': emergency,
  'GET /api/emergency-login/opportunity/:id': emergency,
  'GET /api/emergency-login/opportunity/list-volunteers/:id': emergency,
  'GET /api/emergency-login/opportunity/pool-ids/:id': emergency,
  'POST /api/emergency-login/opportunity/complete/:id': emergency,
  'DELETE /api/emergency-login/opportunity/:id': emergency,
  'PUT /api/emergency-login/opportunity/invite-volunteers': emergency,
  'PUT /api/emergency-login/opportunity/add-volunteer': emergency,
  'DELETE /api/emergency-login/opportunity/remove-volunteer': emergency,
  'POST /api/emergency-login/opportunity/complete-volunteer': emergency,
  // Replies: the SMS gateway (its shared secret, checked in the handler) and the mailed link's key (an HMAC).
  'POST /api/sms/inbound': everyone,
  'POST /api/emergency-login/reply': everyone,
  // Development only (registered with the dev outbox): reply to an SMS as the volunteer.
  'POST /api/dev/sms/inbound': everyone,
  // Feedback: the emergency user about the volunteer; the (approved) volunteer about the mobilisation.
  'GET /api/emergency-login/feedback/fetch/volunteer': emergency,
  'POST /api/emergency-login/feedback/submit/volunteer': emergency,
  'GET /api/emergency-login/feedback/fetch/emergencyLogin': volunteersIn('FULLY_REGISTERED'),
  'POST /api/emergency-login/feedback/submit/emergencyLogin': volunteersIn('FULLY_REGISTERED'),
};
