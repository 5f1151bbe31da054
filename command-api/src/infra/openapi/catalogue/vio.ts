import { z } from 'zod';
import { vioProfileSchemas, vioRegistrationRequest, vioTypeBySegment, vioVerifyRequest } from '@nvp/events';
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
});
