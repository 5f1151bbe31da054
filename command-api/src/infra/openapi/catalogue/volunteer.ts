import { z } from 'zod';
import {
  phoneRegistrationRequest,
  phoneVerificationRequest,
  refereeForm,
  refereeReviewRequest,
  volunteerBioDraftRequest,
  volunteerBioRequest,
  volunteerRegistrationRequest,
} from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';
import { emailVerificationBody } from './account';

/** Mirror of the approval body parsed in volunteer/approval.ts (not shared yet: it lives in its slice). */
const approvalBody = z.object({ id: z.uuid(), approve: z.boolean(), reason: z.string().max(65536).optional() });

/** Volunteer onboarding, referees and approval (volunteer/). */
export const volunteerDocs = routeDocs('volunteer', {
  'POST /api/volunteer/register/email': {
    summary: 'Register as a volunteer (step 1: name, e-mail, password, date of birth)',
    body: volunteerRegistrationRequest(new Date('2000-01-01T00:00:00Z')),
    ok: createdAnswer('Volunteer', { registrationNo: z.string() }),
  },
  'POST /api/volunteer/verify/email': {
    summary: 'Verify the e-mail address with the mailed key (header `tokenKey` or body `emailToken`)',
    body: emailVerificationBody,
  },
  'POST /api/volunteer/register/phone': { summary: 'Register the mobile number (step 2): an SMS code is sent', body: phoneRegistrationRequest },
  'POST /api/volunteer/verify/phone': { summary: 'Verify the mobile number with the SMS code', body: phoneVerificationRequest },
  'POST /api/volunteer/bio/submit': { summary: 'Save the volunteer bio (step 3)', body: volunteerBioRequest },
  'POST /api/volunteer/bio/draft': {
    summary: 'Save some sections of the first bio as a draft (each section whole; the status does not change)',
    description:
      'On a phone each section of the bio is a step, saved as it is finished. Each section given is checked by the bio\'s rules for its ' +
      'fields; the draft adds to earlier ones and is answered by GET /api/volunteer/bio/get until bio/submit saves the whole bio. ' +
      'Only before the first full save (status BIO_INCOMPLETE): later the bio is edited whole.',
    body: volunteerBioDraftRequest,
    ok: z.object({ message: z.string(), sections: z.array(z.string()).describe('The sections saved by this call.'), position: z.string() }),
  },
  'POST /api/volunteer/referee/information': { summary: 'Name a referee (step 4): a review link is mailed to them', body: refereeForm },
  'POST /api/referee/review': { summary: "The referee's review, with the mailed referee key", body: refereeReviewRequest },
  'POST /api/admin/volunteer/approve': { summary: 'Approve or reject a volunteer whose profile is complete', body: approvalBody },
  'GET /api/volunteer/account': { summary: "The signed-in volunteer's account (status, registration number)" },
  'GET /api/volunteer/bio/get': { summary: "The caller's own bio (null until first saved) and account fields" },
  'GET /api/volunteer/referee/information': { summary: "The caller's current referee and a fresh token" },
  'GET /api/referee/:token': { summary: 'What the referee sees before reviewing: whom the link is about, and whether it was used', params: { token: 'The mailed referee key.' } },
  'GET /api/volunteer/listAdmin': {
    summary: 'Volunteers for the admin list, newest registration first, optionally by status (the total is exact up to 10,000, past that an estimate marked by x-total-estimated: true)',
    query: z.object({
      status: z.string().optional().describe('ALL (default), AWAITING_APPROVAL or a volunteer status (spec §4), e.g. FULLY_REGISTERED; anything else is 400.'),
      searchValue: z
        .string()
        .max(100)
        .optional()
        .describe('A name, e-mail or registration number (case-insensitive), with the status: VOL-… and an e-mail (with @) match from their start, anything else a part of the name, e-mail or number. Longer than 100 characters or repeated: 400.'),
    }),
  },
  'GET /api/admin/volunteer/:id': { summary: 'Everything the read model holds about one volunteer (admins)', params: { id: 'The volunteer id.' } },
  'GET /api/volunteer/get/:id': {
    summary: 'A volunteer public profile (contacts, address and birth date only for admins and the volunteer)',
    params: { id: 'The volunteer id.' },
  },
  'GET /api/formData/volunteerProfile': { summary: 'The choices of the volunteer bio form (reference data)' },
});
