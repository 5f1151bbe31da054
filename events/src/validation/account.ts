import { z } from 'zod';
import { adminPermissions } from '../access/permissions';
import { multilineText, secretText, text } from './text';

/**
 * Account forms of spec §5 (settings, forgot/reset password, admin invitation, registration, password and
 * profile) and the suspension date. Console forms and API bodies share these rules; message keys live in
 * messages.account.ts.
 */

const filled = (message: string) => text({ error: message }).trim().min(1, message);
// Passwords are taken as typed: no trimming.
const secret = (message: string) => secretText({ error: message }).min(1, message);
/** A new password: the same minimum as registration (8) everywhere a password is chosen. */
const newPassword = (required: string, tooShort: string) => secret(required).min(8, tooShort);

// ---- Dates of a suspension -------------------------------------------------------------------------

/** Suspensions are counted in Sri Lankan days: they end at the end of the chosen day in Asia/Colombo. */
export const ACCOUNT_TIME_ZONE = 'Asia/Colombo';
const COLOMBO_OFFSET = '+05:30'; // Sri Lanka keeps no daylight saving time.
const DAY_MS = 86_400_000;

// One formatter for every call: making one costs more than a cached answer does (hot paths ask for today per request).
const colomboDays = new Intl.DateTimeFormat('en-GB', { timeZone: ACCOUNT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in Colombo at `at`. */
export const colomboDate = (at: Date = new Date()): string => {
  const parts = colomboDays.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const isRealDay = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** The spec sends month-day-year ('12-31-2026'); ISO ('2026-12-31') is accepted too. Undefined when not a real day. */
export const parseSuspensionDate = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const spec = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  const iso = spec ? `${spec[3]}-${spec[1]}-${spec[2]}` : value.trim();
  return isRealDay(iso) ? iso : undefined;
};

/** 'YYYY-MM-DD' → 'MM-DD-YYYY', the form PUT /api/admin/user/suspend takes. */
export const toSpecDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** 'YYYY-MM-DD' → 'dd/MM/yyyy', the spec's display format. */
export const displayDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The instant a suspension until `day` (inclusive) is over: midnight after that day in Colombo. */
export const suspensionEndsAt = (day: string) => new Date(Date.parse(`${day}T00:00:00${COLOMBO_OFFSET}`) + DAY_MS);

/** The message key refusing a suspension day, or undefined when it is fine (today or later, in Colombo). */
export const suspensionDayProblem = (day: string | undefined, today: string): string | undefined => {
  if (!day) return 'v.account.selectDay';
  return day < today ? 'v.account.dayNotPast' : undefined;
};

/** PUT /api/admin/user/suspend: { id, date (MM-DD-YYYY), suspend }. `today` is Colombo's date, injectable for tests. */
export const suspendRequest = (today: string) =>
  z
    .object({
      id: text({ error: 'v.account.userId' }).uuid('v.account.userId'),
      suspend: z.boolean({ error: 'v.required' }),
      date: text().optional(),
    })
    .superRefine((body, ctx) => {
      if (!body.suspend) return;
      const problem = suspensionDayProblem(parseSuspensionDate(body.date), today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['date'] });
    })
    .transform((body) => ({ id: body.id, suspend: body.suspend, until: body.suspend ? parseSuspensionDate(body.date) : undefined }));

// ---- Settings (every user) ---------------------------------------------------------------------------

/** The settings form: current, new and confirmed password. */
export const changePasswordForm = z
  .object({
    currentPassword: secret('v.account.required'),
    newPassword: newPassword('v.account.required', 'v.password8'),
    newPasswordConfirm: secretText(),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { message: 'v.account.passwordsMatch', path: ['newPasswordConfirm'] });

/** POST /api/user/changePassword (spec §7 names). */
export const changePasswordRequest = z
  .object({
    id: filled('v.account.required'),
    oldPassword: secret('v.account.required'),
    newPassword1: newPassword('v.account.required', 'v.password8'),
    newPassword2: secretText({ error: 'v.account.passwordsMatch' }),
  })
  .refine((v) => v.newPassword1 === v.newPassword2, { message: 'v.account.passwordsMatch', path: ['newPassword2'] });

/** The delete-account dialog and POST /api/user/terminate/. */
export const terminateAccountRequest = z.object({ password: secret('v.account.required') });

/** POST /api/user/forgetPassword and its form. */
export const forgotPasswordRequest = z.object({
  email: filled('v.account.required').toLowerCase().pipe(z.email('v.account.invalidEmail')),
});

/** The reset form (the token comes from the link). */
export const resetPasswordForm = z
  .object({ password1: newPassword('v.account.required', 'v.password8'), password2: secretText() })
  .refine((v) => v.password1 === v.password2, { message: 'v.account.passwordsMatch', path: ['password2'] });

/** PUT /api/user/forgetPassword. */
export const resetPasswordRequest = z
  .object({
    token: filled('v.account.required'),
    password1: newPassword('v.account.required', 'v.password8'),
    password2: secretText({ error: 'v.account.passwordsMatch' }),
  })
  .refine((v) => v.password1 === v.password2, { message: 'v.account.passwordsMatch', path: ['password2'] });

// ---- Administrators ------------------------------------------------------------------------------------

/** POST /api/admin/invite: an e-mail and at least one of the six permissions. */
export const inviteAdminRequest = z.object({
  email: filled('v.account.inviteEmail').toLowerCase().pipe(z.email('v.account.inviteEmail')),
  adminPermissions: z
    .array(z.enum(adminPermissions, { error: 'v.account.permissionRequired' }), { error: 'v.account.permissionRequired' })
    .min(1, 'v.account.permissionRequired')
    .transform((list) => [...new Set(list)]),
});

/** POST /api/admin/change-password. */
export const adminChangePasswordRequest = z.object({
  oldPassword: secret('v.account.currentPasswordRequired'),
  newPassword: newPassword('v.account.passwordRequired', 'v.account.passwordMin8'),
});

/** The /admin/changepw form: old, new and repeated password. */
export const adminChangePasswordForm = adminChangePasswordRequest
  .extend({ repeatPassword: secretText() })
  .refine((v) => v.newPassword === v.repeatPassword, { message: 'v.account.passwordsDoNotMatch', path: ['repeatPassword'] });

/** POST /api/admin/register (the invitation token from the mailed link). */
export const adminRegistrationRequest = z.object({
  token: filled('v.account.required'),
  name: filled('v.account.nameRequired').max(100, 'v.max100'),
  password: newPassword('v.account.passwordRequired', 'v.account.passwordMin8'),
});

/** The /admin/verify/:token form: the e-mail is shown (disabled), the password typed twice. */
export const adminRegistrationForm = z
  .object({
    name: filled('v.account.nameRequired').max(100, 'v.max100'),
    email: filled('v.account.emailEmpty'),
    password: newPassword('v.account.passwordRequired', 'v.account.passwordMin8'),
    repeatPassword: secretText(),
  })
  .refine((v) => v.password === v.repeatPassword, { message: 'v.account.passwordsDoNotMatch', path: ['repeatPassword'] });

/** PUT /api/admin/details. The picture itself is saved through POST /api/asset/updateImage. */
export const adminDetailsRequest = z.object({
  name: filled('v.account.validName').max(100, 'v.max100'),
  bio: multilineText({ error: 'v.account.bioRequired' }).trim().min(1, 'v.account.bioRequired').max(2000, 'v.account.bioMax'),
  profileImage: text().nullish(),
});

export type SuspendRequest = z.infer<ReturnType<typeof suspendRequest>>;
export type InviteAdminRequest = z.infer<typeof inviteAdminRequest>;
