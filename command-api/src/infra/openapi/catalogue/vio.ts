import { z } from 'zod';
import {
  createSubVioRequest,
  subVioParentsQuery,
  subVioRegistrationRequest,
  subVioTransferRequest,
  vioProfileSchemas,
  vioRegistrationRequest,
  vioTypeBySegment,
  vioVerifyRequest,
} from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';
import { emailVerificationBody } from './account';

/** Volunteer-involving organisations (vio/). */
export const vioDocs = routeDocs('vio', {
  'POST /api/vio/registration/register': { summary: 'Register an organisation (name, type, e-mail, password)', body: vioRegistrationRequest, ok: createdAnswer('Organisation', { registrationNo: z.string() }) },
  'POST /api/vio/email-verification': {
    summary: "Verify the organisation's e-mail with the mailed key (header `tokenKey` or body `emailToken`)",
    body: emailVerificationBody,
  },
  'PUT /api/vio/profile-complete/:type': {
    summary: 'Submit the own organisation profile form; answers a fresh token',
    description: "The `type` segment must be the form of the organisation's registered type; the body is that form.",
    params: { type: `The profile form: ${Object.keys(vioTypeBySegment).join(', ')}.` },
    body: z.union(Object.entries(vioProfileSchemas).map(([type, form]) => form.meta({ title: type })) as unknown as [z.ZodType, z.ZodType]),
  },
  'POST /api/admin/vio/verify': { summary: 'Approve (true) or reject (false) an organisation awaiting approval', body: vioVerifyRequest },
  'GET /api/vio/profile': { summary: 'The signed-in organisation: account, status and profile form as last submitted' },
  'GET /api/vio/public-view/:id': { summary: 'An approved organisation public profile', params: { id: 'The organisation id.' } },
  'GET /api/admin/vio/pending': { summary: 'Organisations whose profile awaits a decision, oldest first' },
  'GET /api/vio/list': {
    summary: 'Organisations for the admin list: filter, search and paging',
    query: z.object({
      status: z.enum(['ALL', 'PENDING', 'APPROVED', 'REJECTED']).optional().describe('Filter (default ALL).'),
      search: z.string().optional().describe('Part of the name or registration number.'),
      page: z.number().int().min(1).optional(),
      pageSize: z.number().int().min(1).max(100).optional().describe('Paging only when given.'),
      userID: z.string().optional().describe('Narrows the list to one organisation.'),
    }),
  },
  'GET /api/admin/vio/:id': { summary: 'Everything the read model holds about one organisation (admins)', params: { id: 'The organisation id.' } },
  'GET /api/formData/createVO': { summary: 'The choices of the opportunity forms (reference data)' },
  // Sub-VIOs: created by an approved principal, activated by the mailed link, deleted by it, moved by an admin.
  'POST /api/vio/createSubVio/': {
    summary: 'Create a sub-VIO under the own organisation; its leader gets a link to set the password',
    description: 'The sub-VIO inherits the principal\'s type. A sub-VIO can not create sub-VIOs of its own (403).',
    body: createSubVioRequest,
    okStatus: 201,
    ok: {
      description: 'Sub-VIO created.',
      schema: z.object({ message: z.string(), subvioId: z.uuid().describe("The new sub-VIO's id."), registrationNo: z.string(), position: z.string() }),
    },
  },
  'POST /api/subvio/register': {
    summary: "Set the sub-VIO's password with the mailed key (once, before it expires)",
    body: subVioRegistrationRequest,
    responses: { 429: 'Too many attempts from this address or for this sub-VIO.' },
  },
  'DELETE /api/subvio/delete': {
    summary: 'Delete an own sub-VIO (refused while it still runs opportunities)',
    query: z.object({ subvioId: z.uuid().describe('One of the caller\'s sub-VIOs.') }),
    responses: { 404: 'No such sub-VIO of the caller.', 409: 'The sub-VIO still has open opportunities (created, pending or approved).' },
  },
  'POST /api/admin/sub-vio/transfer': {
    summary: 'Move a sub-VIO under another approved principal, chosen by registration number (VERIFY_VIOS)',
    body: subVioTransferRequest,
    ok: {
      description: 'Transferred.',
      schema: z.object({ message: z.string(), newParentVio: z.object({ id: z.uuid(), name: z.string(), registrationNo: z.string() }), position: z.string() }),
    },
    responses: { 404: 'No approved principal with this registration number (or it is the present one, or a sub-VIO).' },
  },
  'GET /api/admin/sub-vio/parents': {
    summary: 'The principal a sub-VIO would move to, by registration number (VERIFY_VIOS)',
    query: subVioParentsQuery,
    responses: { 404: 'No approved principal with this registration number (or it is the present one, or a sub-VIO).' },
  },
  'GET /api/vio/:id': {
    summary: 'One organisation: admins see any; a VIO sees approved ones, itself and its own sub-VIOs',
    description: 'The e-mail only for admins, the organisation itself and (for a sub-VIO) its principal; otherwise null.',
    params: { id: 'The organisation id.' },
  },
});
