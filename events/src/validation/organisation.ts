import { z } from 'zod';
import { multilineText, secretText, text } from './text';

/**
 * Organisation forms of spec §5 (Sub-VIO form, Org volunteer add, Sub-VIO transfer) and the bodies of the
 * organisation calls (membership, sub-VIOs, transfer). Console forms and API bodies share these rules;
 * message keys live in messages.organisation.ts.
 */

/** How long an invitation to an address without an account waits for it to be registered (mail and add form say so). */
export const ORG_INVITATION_WAIT_DAYS = 30;

const filled = (message: string) => text({ error: message }).trim().min(1, message);
const uuid = (message: string) => text({ error: message }).trim().toLowerCase().pipe(z.uuid(message));

/** POST /api/vio/createSubVio/ and the /createSubVio form: name and description required, a valid e-mail, leader optional. */
export const createSubVioRequest = z.object({
  name: filled('v.org.subVioName').max(100, 'v.max100'),
  email: filled('v.org.email').toLowerCase().pipe(z.email('v.org.email')),
  leader: text().trim().max(100, 'v.max100').optional().default(''),
  description: multilineText({ error: 'v.org.subVioDescription' }).trim().min(1, 'v.org.subVioDescription').max(1500, 'v.org.max1500'),
});
export type CreateSubVioRequest = z.infer<typeof createSubVioRequest>;

/** POST /api/subvio/register: the mailed token and the chosen password (at least 8, like every password). */
export const subVioRegistrationRequest = z.object({
  token: filled('v.account.required'),
  password: secretText({ error: 'v.account.passwordRequired' }).min(1, 'v.account.passwordRequired').min(8, 'v.account.passwordMin8'),
});
/** The /subvio/verify/:token form: the password typed twice. */
export const subVioRegistrationForm = z
  .object({ password: subVioRegistrationRequest.shape.password, repeatPassword: secretText() })
  .refine((v) => v.password === v.repeatPassword, { message: 'v.account.passwordsDoNotMatch', path: ['repeatPassword'] });

/** POST /api/organizationVolunteers/add: spec §5 "email entered, no client check" — the server still wants an e-mail. */
export const addOrgVolunteerRequest = z.object({
  email: filled('v.org.email').toLowerCase().pipe(z.email('v.org.email')),
});

/** POST /api/org/vio/request: true asks to join (or accepts an invitation), false cancels (or declines). */
export const membershipRequest = z.object({ vioId: uuid('v.org.vioId'), request: z.boolean({ error: 'v.required' }) });
/** POST /api/org/vio/remove: the volunteer resigns. */
export const resignRequest = z.object({ vioId: uuid('v.org.vioId') });
/** POST /api/org/volunteer/review: the VIO accepts (true) or rejects (false) a request. */
export const membershipReviewRequest = z.object({ volunteerId: uuid('v.org.volunteerId'), accept: z.boolean({ error: 'v.required' }) });
/** POST /api/org/volunteer/remove (and DELETE /api/organizationVolunteers/remove?volunteerId=). */
export const removeMemberRequest = z.object({ volunteerId: uuid('v.org.volunteerId') });
/** POST /api/org/subvio/assign and /unassign. */
export const subVioAssignmentRequest = z.object({ volunteerId: uuid('v.org.volunteerId'), subVioId: uuid('v.org.subVioId') });

/** The /admin/subVioTransfer form: the new principal's registration number (spec §5: 'Required'). */
export const subVioTransferForm = z.object({ newRegistrationNumber: filled('v.required').max(50, 'v.required') });
/** POST /api/admin/sub-vio/transfer. */
export const subVioTransferRequest = subVioTransferForm.extend({ parentVioId: uuid('v.org.vioId'), subVioId: uuid('v.org.subVioId') });
/** GET /api/admin/sub-vio/parents?parentVioId=&newRegistrationNumber= (parentVioId is the current parent). */
export const subVioParentsQuery = subVioTransferForm.extend({ parentVioId: uuid('v.org.vioId') });

/** Membership states as the volunteer sees them (GET /api/org/vio/list/{type}); `accept` = invited by the VIO. */
export const volunteerMembershipStates = ['new', 'requested', 'accept', 'joined', 'rejected', 'resigned', 'removed'] as const;
/** Membership states as the VIO sees them (GET /api/org/volunteer/list/{type}). */
export const vioMembershipStates = ['requested', 'invited', 'joined', 'rejected', 'declined', 'cancelled', 'resigned', 'removed'] as const;
export const membershipListTypes = ['all', 'requested', 'joined'] as const;
