import { z } from 'zod';
import { TEN_DIGITS } from './volunteer-bio';
import { multilineText, text } from './text';
import { refereeDurationYears, refereeRelations, refereeRatingNames, RefereeRatingName } from './referee-terms';
export * from './referee-terms';

/**
 * Referee forms (spec §5 "Referee add form", §2 /refereeFeedback, §9 durations) and the phone verification
 * forms (spec §5 "Phone verification"). Browser-safe.
 */

const required = () => text({ error: 'v.required' }).trim().min(1, 'v.required');

/**
 * Spec §5: optional country or area code, 3-4 digits, space or dash, 3-4 digits. Written so ordinary Sri
 * Lankan numbers pass in their usual spellings ('0771234567', '077 123 4567', '+94 77 123 4567',
 * '011-2345678'); 9 to 15 digits in all (E.164 allows at most 15).
 */
export const REFEREE_PHONE = /^(\+\d{1,3}[ -]?)?(\(?\d{2,4}\)?[ -]?)?\d{3,4}[ -]?\d{3,4}$/;
export const isRefereePhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return REFEREE_PHONE.test(value) && digits >= 9 && digits <= 15;
};

/** Add Referee (POST /api/volunteer/referee/information). The landline (`phone`) is optional. */
export const refereeForm = z.object({
  name: required().max(255, 'v.volunteer.max255'),
  no: required().max(255, 'v.volunteer.max255'),
  street: required().max(255, 'v.volunteer.max255'),
  city: required().max(255, 'v.volunteer.max255'),
  state: required().max(255, 'v.volunteer.max255'),
  phone: z.preprocess(
    (v) => (v == null ? '' : v),
    text()
      .trim()
      .refine((v) => v === '' || isRefereePhone(v), 'v.volunteer.phone'),
  ),
  mobile: required().refine(isRefereePhone, 'v.volunteer.refereeMobile'),
  email: required().toLowerCase().pipe(z.email('v.volunteer.refereeEmail')),
});
export type RefereeRequest = z.output<typeof refereeForm>;
export type RefereeFormValues = z.input<typeof refereeForm>;

/** A whole number from the API or a digit string from a form control. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), text().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** yes/no from a radio group, or a boolean from the API. */
const yesNoBoolean = z.union([z.boolean(), z.enum(['true', 'yes']).transform(() => true), z.enum(['false', 'no']).transform(() => false)], {
  error: 'v.required',
});

const ratings = Object.fromEntries(refereeRatingNames.map((name) => [name, wholeNumber(1, 5, 'v.volunteer.rating')])) as Record<
  RefereeRatingName,
  ReturnType<typeof wholeNumber>
>;

/** The referee's review of a volunteer (/refereeFeedback/:token). Ratings travel flat, beside the token. */
export const refereeReviewForm = z.object({
  durationYears: z.enum(refereeDurationYears, { error: 'v.required' }),
  durationMonths: wholeNumber(0, 11, 'v.volunteer.durationMonths'),
  relation: z.enum(refereeRelations, { error: 'v.required' }),
  accurate: yesNoBoolean,
  ...ratings,
  otherInformation: z.preprocess((v) => (v == null ? '' : v), multilineText().trim().max(65536, 'v.volunteer.max65536')),
  consent: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'v.volunteer.consent' }).refine((v) => v === true, 'v.volunteer.consent'),
});
/** The body of POST /api/referee/review. */
export const refereeReviewRequest = refereeReviewForm.extend({ refereeToken: required() });
export type RefereeReview = z.output<typeof refereeReviewForm>;
export type RefereeReviewRequest = z.output<typeof refereeReviewRequest>;

/** Spec §5 phone verification: exactly 10 digits ('Phone number is not valid'). */
export const phoneNumberForm = z.object({ phoneNumber: required().regex(TEN_DIGITS, 'v.volunteer.phone') });
/** Spec §5 / §9: the SMS code has exactly 6 characters. */
export const smsCodeForm = z.object({ phoneToken: required().length(6, 'v.volunteer.smsCode') });

/**
 * POST /api/volunteer/register/phone: `emailToken` is the volunteer's e-mail address (as in /verifyMobile/{email})
 * beside a session, or the e-mailed verification key; the address alone proves nothing (command-api volunteer/phone.ts).
 */
export const phoneRegistrationRequest = phoneNumberForm.extend({ emailToken: required() });
/** POST /api/volunteer/verify/phone. */
export const phoneVerificationRequest = smsCodeForm.extend({ emailToken: required() });
