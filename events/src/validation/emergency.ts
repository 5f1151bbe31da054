import { z } from 'zod';
// How the volunteer heard of it: the same list as the opportunity feedback (spec §3 Feedback).
import { informationMethods } from './application';
import { multilineText, secretText, text } from './text';

/**
 * Emergency forms of spec §5 (emergency user, emergency opportunity) and the bodies of the emergency-login
 * calls. Console forms and API bodies share these rules; message keys live in messages.emergency.ts.
 */

const filled = (message: string, multiline = false) => text({ error: message, multiline }).trim().min(1, message);
const required = filled('v.required');
const phone = text({ error: 'v.emergency.phone' }).trim().regex(/^\d{10}$/, 'v.emergency.phone');
const day = text({ error: 'v.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'v.required');
const longText = filled('v.required', true).max(1500, 'v.emergency.max1500');
// The console writes the SMS texts in text areas too: a line break is a character an SMS carries.
const smsText = filled('v.required', true).max(50, 'v.emergency.max50');
const ids = z.array(z.union([text(), z.number()]).transform(String));

/** Spec §9: emergency descriptions at most 1,500 characters, SMS descriptions at most 50. */
export const EMERGENCY_DESCRIPTION_MAX = 1500;
export const EMERGENCY_SMS_MAX = 50;

/** POST /api/admin/emergency-login/invite and the /admin/createemguser form. */
export const inviteEmergencyUserRequest = z.object({
  name: filled('v.emergency.name').max(100, 'v.max100'),
  email: filled('v.emergency.email').toLowerCase().pipe(z.email('v.emergency.email')),
});

/** POST /api/emergency-login/register: the mailed token and the chosen password (at least 8, like every password). */
export const emergencyRegistrationRequest = z.object({
  token: filled('v.account.required'),
  password: secretText({ error: 'v.account.passwordRequired' }).min(1, 'v.account.passwordRequired').min(8, 'v.account.passwordMin8'),
});
/** The /emergency/verify/:token form: the password typed twice. */
export const emergencyRegistrationForm = z
  .object({ password: emergencyRegistrationRequest.shape.password, repeatPassword: secretText() })
  .refine((v) => v.password === v.repeatPassword, { message: 'v.account.passwordsDoNotMatch', path: ['repeatPassword'] });

/** PUT /api/admin/emergency-login/terminate: terminate true terminates, false activates. */
export const terminateEmergencyUserRequest = z.object({
  id: text({ error: 'v.account.userId' }).uuid('v.account.userId'),
  terminate: z.boolean({ error: 'v.required' }),
});

/** POST /api/emergency-login/opportunity/create (and the /createEmergencyVO form). `today` is YYYY-MM-DD (Colombo). */
export const emergencyOpportunityRequest = (today: string) =>
  z
    .object({
      title: required.max(200, 'v.required'),
      category: z.union([ids, text().transform((v) => [v]), z.number().transform((v) => [String(v)])]).refine((v) => v.length > 0 && v.every((c) => c.trim()), 'v.required'),
      noOfVolunteers: z.coerce.number({ error: 'v.emergency.volunteers' }).int('v.emergency.volunteers').min(1, 'v.emergency.volunteers'),
      coreFunctions: ids.default([]),
      supervisorName: required.max(100, 'v.max100'),
      supervisorLandline: phone,
      supervisorMobile: phone,
      supervisorEmail: filled('v.emergency.email').pipe(z.email('v.emergency.email')),
      sdgNumbers: z.array(z.coerce.number().int().min(1).max(17), { error: 'v.emergency.sdg' }).min(1, 'v.emergency.sdg'),
      descriptionEnglish: longText,
      descriptionSinhala: longText,
      descriptionTamil: longText,
      descriptionSMSEnglish: smsText,
      descriptionSMSSinhala: smsText,
      descriptionSMSTamil: smsText,
      district: required,
      divisionalSecretariat: required,
      gnDivision: required,
      location: required.max(300, 'v.required'),
      startDate: day.refine((d) => d > today, 'v.emergency.futureStart'),
      endDate: day,
    })
    .refine((v) => v.endDate >= v.startDate, { message: 'v.emergency.endBeforeStart', path: ['endDate'] });
export type EmergencyOpportunityRequest = z.infer<ReturnType<typeof emergencyOpportunityRequest>>;

/** PUT .../invite-volunteers. */
export const inviteEmergencyVolunteersRequest = z.object({
  emergencyOppId: text({ error: 'v.required' }).uuid('v.required'),
  volunteers: z.array(text().uuid('v.emergency.volunteerIds'), { error: 'v.emergency.volunteerIds' }).min(1, 'v.emergency.volunteerIds').max(50_000),
});
/** PUT .../add-volunteer, DELETE .../remove-volunteer, POST .../complete-volunteer. */
export const emergencyVolunteerRequest = z.object({
  emergencyOppId: text({ error: 'v.required' }).uuid('v.required'),
  registrationNo: filled('v.emergency.registrationNo'),
});
/** POST /api/sms/inbound from the SMS gateway. */
export const inboundSmsRequest = z.object({ from: filled('v.required'), text: multilineText({ error: 'v.required' }) });

// ---- Feedback (spec §5: the same rules as the VIO feedback) --------------------------------------------

/** The rated items of the feedback form (spec §3), each at least 1. */
export const feedbackRatings = [
  'preplacement', 'orientationStandard', 'orientationPolicy', 'training', 'expectationsExplanation', 'appropriateToSkills',
  'learningOpportunities', 'timeAllocation', 'supervisorAvailability', 'supervisorApproachability', 'regularSupervision',
  'supervisionStandard', 'staffSupport', 'volunteerRecognition', 'volunteerEffort', 'safetyOfLocation', 'safetyOfTravelling',
] as const;
const incomplete = 'v.emergency.feedbackIncomplete';
const rating = z.coerce.number({ error: incomplete }).int(incomplete).min(1, incomplete).max(5, incomplete);

/** The feedback itself; 'Please Fill the all components' for any gap; negative hours count as 0. */
export const feedbackSchema = z
  .object({
    review: multilineText().max(2000, 'v.emergency.max1500').default(''),
    satisfied: z.coerce.number({ error: incomplete }).int(incomplete).min(1, incomplete).max(4, incomplete),
    informationMethod: z.enum(informationMethods, { error: incomplete }),
    otherMethodDescription: text().max(300, incomplete).default(''),
    recommend: z.boolean({ error: incomplete }),
    contributionHours: z.coerce.number({ error: incomplete }).finite(incomplete).transform((h) => Math.max(0, h)),
    date: text().optional(),
    ratings: z.object(Object.fromEntries(feedbackRatings.map((r) => [r, rating])) as Record<(typeof feedbackRatings)[number], typeof rating>, { error: incomplete }),
  })
  .refine((f) => f.informationMethod !== 'OTHER' || f.otherMethodDescription.trim().length > 0, { message: incomplete, path: ['otherMethodDescription'] });
export type Feedback = z.infer<typeof feedbackSchema>;

const uuid = text({ error: 'v.required' }).uuid('v.required');
/** POST /api/emergency-login/feedback/submit/volunteer and /submit/emergencyLogin. */
export const emergencyFeedbackRequest = z.object({ volunteerId: uuid, opportunityId: uuid, emergencyLoginId: uuid, feedback: feedbackSchema });
