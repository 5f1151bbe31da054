import { z } from 'zod';

/**
 * Organisation forms of spec §5 (Sub-VIO form, Org volunteer add, Sub-VIO transfer) and the bodies of the
 * organisation calls (§7 "Organisations"). Console forms and API bodies share these rules; message keys live
 * in messages.organisation.ts.
 */

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);
const id = z.string({ error: 'v.required' }).trim().min(1, 'v.required');

/** Spec §5: subvioName and subvioDescription required; email required and valid ('Enter a valid email'); leader optional. */
export const createSubVioRequest = z.object({
  email: filled('v.org.email').toLowerCase().pipe(z.email('v.org.email')),
  name: filled('v.required').max(100, 'v.max100'),
  leader: z.string().trim().max(100, 'v.max100').optional().default(''),
  description: filled('v.required').max(1500, 'v.org.max1500'),
});
export type CreateSubVioRequest = z.infer<typeof createSubVioRequest>;

/** Spec §5 "Org volunteer add": the e-mail is entered, no client check (the server answers the same whatever it is). */
export const addOrganisationVolunteerRequest = z.object({
  email: z.string({ error: 'v.required' }).trim().toLowerCase(),
});

/** The /admin/subVioTransfer/:id form: the new principal's registration number ('Required'). */
export const subVioTransferForm = z.object({
  newRegistrationNumber: filled('v.required'),
});
/** POST /api/admin/sub-vio/transfer. */
export const subVioTransferRequest = z.object({
  parentVioId: id,
  subVioId: id,
  newRegistrationNumber: filled('v.required'),
});

/** POST /api/org/vio/request: true asks to join (or accepts an invitation), false cancels (or declines). */
export const membershipRequest = z.object({ vioId: id, request: z.boolean({ error: 'v.required' }) });
/** POST /api/org/vio/remove: the volunteer resigns. */
export const resignMembershipRequest = z.object({ vioId: id });
/** POST /api/org/volunteer/review: the VIO accepts or rejects a request. */
export const reviewMembershipRequest = z.object({ volunteerId: id, accept: z.boolean({ error: 'v.required' }) });
/** POST /api/org/volunteer/remove: the VIO removes a member. */
export const removeMemberRequest = z.object({ volunteerId: id });
/** POST /api/org/subvio/assign and /unassign. */
export const subVioAssignmentRequest = z.object({ volunteerId: id, subVioId: id });

/** POST /api/subvio/register: the mailed token and the chosen password (at least 8, like every password). */
export const subVioRegistrationRequest = z.object({
  token: filled('v.account.required'),
  password: z.string({ error: 'v.account.passwordRequired' }).min(1, 'v.account.passwordRequired').min(8, 'v.account.passwordMin8'),
});
/** The /subvio/verify/:token form: the password typed twice. */
export const subVioRegistrationForm = z
  .object({ password: subVioRegistrationRequest.shape.password, repeatPassword: z.string() })
  .refine((v) => v.password === v.repeatPassword, { message: 'v.account.passwordsDoNotMatch', path: ['repeatPassword'] });

/** Membership lists of the volunteer (/api/org/vio/list/{type}) and the VIO (/api/org/volunteer/list/{type}). */
export const membershipListTypes = ['all', 'requested', 'joined'] as const;
export type MembershipListType = (typeof membershipListTypes)[number];
