import { z } from 'zod';
import { ageFromNic, isValidNic, MINIMUM_AGE } from './nic';
import { multilineText, secretText, text } from './text';
import { vioTypes } from './vio-types';
export * from './vio-types';

const required = () => text({ error: 'v.required' }).trim().min(1, 'v.required');
export const emailField = () => required().toLowerCase().pipe(z.email('v.email'));

/** Spec §5 Login. */
export const loginSchema = z.object({
  email: emailField(),
  password: secretText({ error: 'v.required' }).min(1, 'v.required').min(6, 'v.password6'),
});

const nicField = () =>
  required()
    .regex(/^[A-Za-z0-9]*$/, 'v.nicAlnum')
    .min(10, 'v.nicMin')
    .max(12, 'v.nicMax')
    .refine(isValidNic, 'v.nicInvalid')
    .transform((nic) => nic.toUpperCase());

/** The body of POST /api/volunteer/register/email. `today` is injectable so the age rule can be tested. */
export const volunteerRegistrationRequest = (today: Date = new Date()) =>
  z.object({
    firstName: required().max(30, 'v.max30'),
    lastName: required().max(30, 'v.max30'),
    nic: nicField().refine((nic) => (ageFromNic(nic, today) ?? 0) >= MINIMUM_AGE, 'v.age16'),
    email: emailField(),
    password: secretText({ error: 'v.required' }).min(1, 'v.required').min(8, 'v.password8'),
  });

const passwordsMatch = <T extends { password: string; retypePassword: string }>(v: T) => v.password === v.retypePassword;
const retypePassword = () => secretText({ error: 'v.required' }).min(1, 'v.required');

/** The console's volunteer form: the request plus the retyped password. */
export const volunteerRegistrationForm = (today?: Date) =>
  volunteerRegistrationRequest(today)
    .extend({ retypePassword: retypePassword() })
    .refine(passwordsMatch, { message: 'v.passwordsMatch', path: ['retypePassword'] });

/** The body of POST /api/vio/registration/register (description is set to the name by the console). */
export const vioRegistrationRequest = z.object({
  name: required().max(100, 'v.max100'),
  email: emailField(),
  password: secretText({ error: 'v.required' }).min(1, 'v.required').min(8, 'v.password8'),
  type: z.enum(vioTypes, { error: 'v.vioType' }),
  description: multilineText().max(65536).optional(),
});

export const vioRegistrationForm = vioRegistrationRequest
  .extend({ retypePassword: retypePassword() })
  .refine(passwordsMatch, { message: 'v.passwordsMatch', path: ['retypePassword'] });

export const emailVerificationRequest = z.object({ emailToken: required() });

export type LoginRequest = z.infer<typeof loginSchema>;
export type VolunteerRegistrationRequest = z.infer<ReturnType<typeof volunteerRegistrationRequest>>;
export type VioRegistrationRequest = z.infer<typeof vioRegistrationRequest>;
