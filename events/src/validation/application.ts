import { z } from 'zod';
import { text } from './text';

/**
 * Applications of volunteers to opportunities (spec §3 Applicant, Agreement, Feedback; §4 Applicant states;
 * §5 Apply dialog and Feedback form; §7 Opportunities). Browser-safe: the console and command-api share it.
 */

/**
 * Spec §4: PENDING → SELECTED | ADMIN_REJECTED (admin), SELECTED → APPROVED | VIO_REJECTED (the VIO); issue 27:
 * the volunteer may withdraw a PENDING, SELECTED or APPROVED application before its first day → WITHDRAWN.
 */
export const applicationStatuses = ['PENDING', 'SELECTED', 'ADMIN_REJECTED', 'APPROVED', 'VIO_REJECTED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** The statuses each reviewer's list shows (spec §4, and the withdrawn ones); `ALL` means all of them. */
export const adminApplicationStatuses = ['PENDING', 'SELECTED', 'ADMIN_REJECTED', 'WITHDRAWN'] as const;
export const vioApplicationStatuses = ['SELECTED', 'APPROVED', 'VIO_REJECTED', 'WITHDRAWN'] as const;
/** The statuses a volunteer may still withdraw from (before the first chosen day). */
export const withdrawableStatuses = ['PENDING', 'SELECTED', 'APPROVED'] as const;
/**
 * A volunteer can withdraw until the day before the first chosen day (Sri Lankan days, YYYY-MM-DD), never from a
 * completed opportunity. The decider refuses each case with its own message first; this is the one rule both it and
 * My Opportunities' Withdraw button follow.
 */
export const canWithdraw = (status: string, dates: readonly string[], today: string, opportunityStatus?: string) =>
  opportunityStatus !== 'COMPLETED' && (withdrawableStatuses as readonly string[]).includes(status) && dates.length > 0 && today < [...dates].sort()[0];

/** Spec §9 weekdays, in Date.getDay order (the opportunity slice names them the same). */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export const isIsoDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
/** The weekday name (spec §9 Sunday..Saturday) of a YYYY-MM-DD day. */
export const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
/** Today in Sri Lanka (Asia/Colombo), YYYY-MM-DD: "after today" means after this day. */
export const sriLankanToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The longest stretch a volunteer may pick at once (a year of days), so a request stays small. */
export const MAX_APPLY_DAYS = 366;

const uuid = () => text({ error: 'v.required' }).uuid('v.app.unknownId');

/** POST /api/opportunity/apply: opportunityId, dates (year-month-day strings). */
export const applyRequest = z.object({
  opportunityId: uuid(),
  dates: z
    .array(text({ error: 'v.app.date' }).refine(isIsoDate, 'v.app.date'), { error: 'v.app.selectDays' })
    .min(1, 'v.app.selectDays')
    .max(MAX_APPLY_DAYS, 'v.app.tooManyDays')
    .transform((dates) => [...new Set(dates)].sort()),
});
export type ApplyRequest = z.output<typeof applyRequest>;

/**
 * Why a chosen day cannot be taken (spec §5 Apply dialog), or undefined when it can: after today, within the
 * period, on one of the opportunity's weekdays. Shared by the Select Days calendar and the server.
 */
export const applyDayProblem = (
  day: string,
  opportunity: { startDate: string; endDate: string; days: readonly string[] },
  today: string,
): 'v.app.pastDay' | 'v.app.outsidePeriod' | 'v.app.notWeekday' | undefined => {
  if (day <= today) return 'v.app.pastDay';
  if (day < opportunity.startDate || day > opportunity.endDate) return 'v.app.outsidePeriod';
  if (opportunity.days.length > 0 && !opportunity.days.includes(weekdayOf(day))) return 'v.app.notWeekday';
  return undefined;
};

/** Both reviews: applicationId, approve (spec §7). */
/** POST /api/opportunity/withdraw: the volunteer's own application. */
export const withdrawRequest = z.object({ applicationId: uuid() });
/** POST /api/opportunity/waitlist/accept|decline: the volunteer's own application, offered a place (issue 28). */
export const waitlistAnswerRequest = z.object({ applicationId: uuid() });
export type WithdrawRequest = z.output<typeof withdrawRequest>;

export const applicationReviewRequest = z.object({
  applicationId: uuid(),
  approve: z.boolean({ error: 'v.required' }),
});

/** An id, or the object the fetch call returned (which carries its id): the console sends either back. */
const idOrObject = () =>
  z.preprocess((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), uuid());

/** POST /api/agreement/confirm/volunteer|vio: volunteerId, opportunityId, vioId; agreement1-3 when sent must be ticked. */
export const agreementConfirmRequest = z.object({
  volunteerId: idOrObject(),
  opportunityId: idOrObject(),
  vioId: idOrObject(),
  agreement1: z.literal(true, { error: 'v.app.agreeAll' }).optional(),
  agreement2: z.literal(true, { error: 'v.app.agreeAll' }).optional(),
  agreement3: z.literal(true, { error: 'v.app.agreeAll' }).optional(),
});

/** Spec §9 satisfaction scale 1-4. */
export const satisfactionLevels = [1, 2, 3, 4] as const;
export const informationMethods = ['FACEBOOK', 'NVS', 'MOUTH', 'SMS', 'OTHER'] as const;
/** Spec §3 Feedback (volunteer about VIO): the 17 rated items. */
export const volunteerFeedbackRatingNames = [
  'preplacement',
  'orientationStandard',
  'orientationPolicy',
  'training',
  'expectationsExplanation',
  'appropriateToSkills',
  'learningOpportunities',
  'timeAllocation',
  'supervisorAvailability',
  'supervisorApproachability',
  'regularSupervision',
  'supervisionStandard',
  'staffSupport',
  'volunteerRecognition',
  'volunteerEffort',
  'safetyOfLocation',
  'safetyOfTravelling',
] as const;
/** Spec §3: the 14 criteria a VIO rates a volunteer on. */
export const volunteerEvaluationCriteria = [
  'technical',
  'teamwork',
  'reliability',
  'deadlines',
  'communication',
  'adaptability',
  'knowledgeSharing',
  'selfManagement',
  'ethics',
  'qualityOfWork',
  'relationship',
  'behavior',
  'attendance',
  'safety',
] as const;
/** Rated items use a 1-5 scale (the spec says only "at least 1"; five steps like the referee's ratings). */
export const RATING_MAX = 5;

const INCOMPLETE = 'v.app.feedbackIncomplete';
const rating = () => z.coerce.number({ error: INCOMPLETE }).int(INCOMPLETE).min(1, INCOMPLETE).max(RATING_MAX, INCOMPLETE);
const optionalText = (multiline = false) => z.preprocess((v) => (v == null ? '' : v), text({ error: INCOMPLETE, multiline }).trim().max(65536, 'v.app.max65536'));
const optionalDate = () =>
  z.preprocess((v) => (v == null ? '' : typeof v === 'string' ? v.slice(0, 10) : v), text().refine((v) => v === '' || isIsoDate(v), 'v.app.date'));
/** Hours: a number, negative becomes 0 (spec §5), two decimals, at most a year of full days. */
const hours = () =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce
      .number({ error: INCOMPLETE })
      .refine(Number.isFinite, INCOMPLETE)
      .transform((n) => Math.round(Math.max(0, n) * 100) / 100)
      .refine((n) => n <= 8784, 'v.app.tooManyHours'),
  );
const yesNoBoolean = () =>
  z.preprocess((v) => (v === 'true' || v === 'yes' ? true : v === 'false' || v === 'no' ? false : v), z.boolean({ error: INCOMPLETE }));

/** The volunteer's feedback about the VIO (spec §3); `contributionHours` is the volunteer's own claim. */
export const volunteerFeedbackForm = z
  .object({
    review: optionalText(true),
    satisfied: z.coerce.number({ error: INCOMPLETE }).int(INCOMPLETE).min(1, INCOMPLETE).max(4, INCOMPLETE),
    informationMethod: z.enum(informationMethods, { error: INCOMPLETE }),
    otherMethodDescription: optionalText(),
    recommend: yesNoBoolean(),
    contributionHours: hours(),
    date: optionalDate(),
    ...Object.fromEntries(volunteerFeedbackRatingNames.map((name) => [name, rating()])),
  })
  .superRefine((f, ctx) => {
    if (f.informationMethod === 'OTHER' && !f.otherMethodDescription) ctx.addIssue({ code: 'custom', path: ['otherMethodDescription'], message: INCOMPLETE });
  })
  .transform((f) => ({ ...f, otherMethodDescription: f.informationMethod === 'OTHER' ? f.otherMethodDescription : '' }));
export type VolunteerFeedback = { [K in (typeof volunteerFeedbackRatingNames)[number]]: number } & {
  review: string;
  satisfied: number;
  informationMethod: (typeof informationMethods)[number];
  otherMethodDescription: string;
  recommend: boolean;
  contributionHours: number;
  date: string;
};

/** The VIO's feedback about the volunteer: the 14 criteria and the hours it confirms the volunteer worked. */
export const vioFeedbackForm = z.object({
  review: optionalText(true),
  recommend: yesNoBoolean(),
  hours: hours(),
  date: optionalDate(),
  ...Object.fromEntries(volunteerEvaluationCriteria.map((name) => [name, rating()])),
});
export type VioFeedback = { [K in (typeof volunteerEvaluationCriteria)[number]]: number } & {
  review: string;
  recommend: boolean;
  hours: number;
  date: string;
};

/** POST /api/feedback/submit/volunteer|vio: vio, volunteer, opportunity (ids or the fetched objects), feedback. */
export const feedbackSubmitRequest = <F extends z.ZodType>(feedback: F) =>
  z.object({ volunteer: idOrObject(), opportunity: idOrObject(), vio: idOrObject(), feedback: z.preprocess((v) => v ?? {}, feedback) });
export const volunteerFeedbackRequest = feedbackSubmitRequest(volunteerFeedbackForm);
export const vioFeedbackRequest = feedbackSubmitRequest(vioFeedbackForm);
