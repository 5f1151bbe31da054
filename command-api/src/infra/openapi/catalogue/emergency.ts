import { z } from 'zod';
import {
  emergencyFeedbackRequest,
  emergencyOpportunityRequest,
  emergencyRegistrationRequest,
  emergencyVolunteerRequest,
  inboundSmsRequest,
  inviteEmergencyUserRequest,
  inviteEmergencyVolunteersRequest,
  terminateEmergencyUserRequest,
} from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';

/** The call-out tables' place and registration-number filters. */
const placeQuery = z.object({
  district: z.string().optional(),
  divisionalSecretariat: z.string().optional(),
  gnDivision: z.string().optional(),
  registrationNo: z.string().optional(),
});

const id = { id: 'The emergency opportunity id.' };
/** The YES/NO link of a call-out mail (checked by hand in the route: an HMAC only the platform can make). */
const replyBody = z.object({
  key: z.string().describe('`<opportunity>.<volunteer>.<hmac>` from the mail link.'),
  answer: z.enum(['YES', 'NO']),
});
const feedbackQuery = z.object({ volunteerId: z.uuid(), opportunityId: z.uuid(), emergencyLoginId: z.uuid() });

/** Emergency users, mobilisations, call-outs and their answers (emergency/). */
export const emergencyDocs = routeDocs('emergency', {
  'POST /api/admin/emergency-login/invite': { summary: 'Invite an emergency user (name, e-mail); admins holding MANAGE_EMERGENCY', body: inviteEmergencyUserRequest, ok: createdAnswer('Emergency user') },
  'PUT /api/admin/emergency-login/terminate': { summary: 'Terminate (or reactivate) an emergency user; admins holding MANAGE_EMERGENCY', body: terminateEmergencyUserRequest },
  'POST /api/emergency-login/register': { summary: 'Complete an emergency user invitation with the mailed key', body: emergencyRegistrationRequest },
  'POST /api/emergency-login/opportunity/create': { summary: 'Create an emergency opportunity', body: emergencyOpportunityRequest('2000-01-01'), ok: createdAnswer('Emergency opportunity') },
  'POST /api/emergency-login/opportunity/complete/:id': { summary: 'Complete an own emergency opportunity', params: id, body: 'none' },
  'DELETE /api/emergency-login/opportunity/:id': { summary: 'Delete an own emergency opportunity', params: id },
  'PUT /api/emergency-login/opportunity/invite-volunteers': {
    summary: 'Call out standby volunteers (SMS and mail go out from the projection side)',
    body: inviteEmergencyVolunteersRequest,
  },
  'PUT /api/emergency-login/opportunity/add-volunteer': { summary: 'Add a volunteer by registration number', body: emergencyVolunteerRequest },
  'DELETE /api/emergency-login/opportunity/remove-volunteer': { summary: 'Remove a volunteer by registration number', body: emergencyVolunteerRequest },
  'POST /api/emergency-login/opportunity/complete-volunteer': { summary: "Mark a volunteer's part completed", body: emergencyVolunteerRequest },
  'POST /api/sms/inbound': {
    summary: "The SMS gateway's webhook: a volunteer's YES/NO reply",
    description:
      'Header `x-sms-gateway-token` (SMS_INBOUND_TOKEN); with SMS_INBOUND_SIGNING_SECRET also `x-sms-gateway-timestamp` (Unix seconds, ' +
      'within 5 minutes) and `x-sms-gateway-signature` (hex HMAC-SHA256 over `<timestamp>.<raw body>`, each accepted once). ' +
      'Not limited per IP (the gateway is one address): limited per sending number.',
    body: inboundSmsRequest,
    responses: { 401: 'Unknown SMS gateway (missing or wrong secret), or a missing, wrong, stale or replayed signature.', 429: 'Too many messages from this number.' },
  },
  'POST /api/dev/sms/inbound': { summary: 'Development only: reply to an SMS as the volunteer, without the gateway', body: inboundSmsRequest },
  'POST /api/emergency-login/reply': { summary: "A call-out mail's YES/NO link", body: replyBody },
  'POST /api/emergency-login/feedback/submit/volunteer': { summary: "The emergency user's feedback on a volunteer", body: emergencyFeedbackRequest },
  'POST /api/emergency-login/feedback/submit/emergencyLogin': { summary: "The volunteer's feedback on a mobilisation", body: emergencyFeedbackRequest },
  'GET /api/admin/emergency-login/list': { summary: 'Emergency users: name, e-mail, status, verified; admins holding MANAGE_EMERGENCY' },
  'GET /api/emergency-login/verify/:token': { summary: "The invitee's e-mail for the emergency registration form", params: { token: 'The mailed invitation key.' } },
  'GET /api/emergency-login/opportunity/list': { summary: "The caller's emergency opportunities" },
  'GET /api/emergency-login/opportunity/:id': { summary: 'One own emergency opportunity', params: id },
  'GET /api/emergency-login/opportunity/list-volunteers/:id': {
    summary: "An opportunity's called-out volunteers and the standby pool (NEW), in registration order unless sorted",
    params: id,
    query: placeQuery.extend({
      group: z.enum(['called', 'pool']).optional().describe('One table: the called-out volunteers or the standby pool; none: both.'),
      status: z.enum(['INVITED', 'ACCEPTED', 'DECLINED', 'COMPLETED']).optional().describe('With group=called: only this answer.'),
      sort: z
        .enum(['registrationNo', 'name', 'contributeDistrict', 'contributeDivisionalSecretariat', 'contributegnDivision', 'status'])
        .optional()
        .describe('Sort by this column; the registration number breaks ties.'),
      order: z.enum(['asc', 'desc']).optional().describe('The sort direction (default asc).'),
    }),
  },
  'GET /api/emergency-login/opportunity/pool-ids/:id': {
    summary: "The ids of the opportunity's whole standby pool under the same filters, for 'select all' (registration order, at most 50,000: one call-out's limit)",
    params: id,
    query: placeQuery,
    ok: { description: 'The ids; `more` when the pool has more than 50,000.', schema: z.object({ ids: z.array(z.string().uuid()), more: z.boolean() }) },
  },
  'GET /api/emergency-login/feedback/fetch/volunteer': { summary: 'The feedback form state, for the emergency user', query: feedbackQuery, responses: { 404: 'No such mobilisation of the caller.' } },
  'GET /api/emergency-login/feedback/fetch/emergencyLogin': { summary: 'The feedback form state, for the volunteer', query: feedbackQuery, responses: { 404: 'No such mobilisation of the caller.' } },
});
