import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { volunteerEvaluationCriteria, volunteerFeedbackRatingNames, informationMethods } from '../validation/application';

/**
 * The `application` slice: one stream `application-<id>` per volunteer × opportunity, and one roster stream
 * `application-roster-<opportunityId>` per opportunity that holds its places (noOfVolunteers).
 */
const ids = {
  applicationId: z.string().uuid(),
  opportunityId: z.string().uuid(),
  volunteerId: z.string().uuid(),
  vioId: z.string().uuid(),
};
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Who to tell, sealed so erasure shreds it: `volunteer` under the volunteer's key, `vio` under the VIO's,
 * each { email, name, language } (language 'en' | 'si' | 'ta', the recipient's first).
 */
const notify = z.object({ volunteer: sealedSchema.optional(), vio: sealedSchema.optional() });

export const ApplicationSubmitted = defineEvent(
  'application',
  'ApplicationSubmitted',
  z.object({
    ...ids,
    /** The chosen days (joiningDates), sorted. */
    dates: z.array(day).min(1),
    /** Public: the organisation's name and the volunteer's registration number. */
    vioName: z.string(),
    registrationNo: z.string(),
    /** Not identifying alone; the applicant table shows them. */
    applicant: z.object({ contributeDistrict: z.string().nullable(), highestEducation: z.string().nullable(), preferredLanguage: z.number().int().nullable() }),
    /** Sealed with the volunteer's key: { firstName, lastName, email, phoneNumber, dateOfBirth, employmentTitle, language }. */
    personal: sealedSchema,
    /** Sealed with the VIO's key: { email, name, language } (for the mails to the organisation). */
    vioContact: sealedSchema,
  }),
  'A FULLY_REGISTERED volunteer applied for an APPROVED opportunity on the chosen days; status PENDING.',
);

const review = z.object({ ...ids, reviewerId: z.string().uuid(), notify });
export const ApplicationSelected = defineEvent(
  'application',
  'ApplicationSelected',
  review,
  'An admin (CONFIRM_VOLUNTEERS) selected the applicant; status SELECTED: the organisation decides next. Mails the volunteer.',
);
export const ApplicationRejectedByAdmin = defineEvent(
  'application',
  'ApplicationRejectedByAdmin',
  review,
  'An admin (CONFIRM_VOLUNTEERS) rejected the applicant; status ADMIN_REJECTED. Mails the volunteer.',
);
export const ApplicationApproved = defineEvent(
  'application',
  'ApplicationApproved',
  review,
  'The owning organisation approved a selected applicant (a place of the opportunity is held); status APPROVED. Mails the volunteer and both that the agreement is due.',
);
export const ApplicationRejectedByVio = defineEvent(
  'application',
  'ApplicationRejectedByVio',
  review,
  'The owning organisation did not take the applicant ("Ignore"); status VIO_REJECTED. Mails the volunteer.',
);

export const AgreementConfirmed = defineEvent(
  'application',
  'AgreementConfirmed',
  z.object({ ...ids, party: z.enum(['VOLUNTEER', 'VIO']) }),
  'The volunteer or the organisation confirmed the agreement of an APPROVED application (once each).',
);

export const VolunteerFeedbackSubmitted = defineEvent(
  'application',
  'VolunteerFeedbackSubmitted',
  z.object({
    ...ids,
    satisfied: z.number().int().min(1).max(4),
    informationMethod: z.enum(informationMethods),
    recommend: z.boolean(),
    /** The volunteer's own claim; the hours that count are the organisation's. */
    contributionHours: z.number().min(0),
    date: z.string(),
    ratings: z.object(Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, z.number().int().min(1).max(5)]))),
    /** Sealed with the volunteer's key: { review, otherMethodDescription }. */
    personal: sealedSchema,
  }),
  'After completion, the approved volunteer rated the organisation (spec §3 Feedback) and claimed contributionHours.',
);

export const VioFeedbackSubmitted = defineEvent(
  'application',
  'VioFeedbackSubmitted',
  z.object({
    ...ids,
    /** The hours the organisation (the supervisor) confirms: these count on profiles and reports. */
    hours: z.number().min(0),
    /** Issue 28: the hours attendance proposed (check-in to check-out, to the quarter hour), kept beside what was typed; absent without attendance. */
    proposedHours: z.number().min(0).optional(),
    recommend: z.boolean(),
    date: z.string(),
    ratings: z.object(Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, z.number().int().min(1).max(5)]))),
    /** Sealed with the volunteer's key (words about a person): { review }. */
    personal: sealedSchema,
  }),
  'After completion, the organisation rated the approved volunteer on the 14 criteria and confirmed the hours worked.',
);

export const ApplicationWithdrawn = defineEvent(
  'application',
  'ApplicationWithdrawn',
  z.object({
    ...ids,
    /** The status it had: a SELECTED or APPROVED one was in the organisation's list, an APPROVED one held a place. */
    previousStatus: z.enum(['PENDING', 'SELECTED', 'APPROVED']),
  }),
  'The volunteer withdrew a PENDING, SELECTED or APPROVED application before its first chosen day; status WITHDRAWN. An approved one gives its place back (ApplicationPlaceReleased on the roster).',
);

const place = z.object({ opportunityId: ids.opportunityId, applicationId: ids.applicationId });
export const ApplicationPlaceTaken = defineEvent(
  'application',
  'ApplicationPlaceTaken',
  place,
  'Roster stream: an application about to be approved holds one of the opportunity\'s noOfVolunteers places.',
);
export const ApplicationPlaceReleased = defineEvent(
  'application',
  'ApplicationPlaceReleased',
  place,
  'Roster stream: a place is free again (the organisation withdrew its approval, the volunteer withdrew, or the approval failed after the place was taken).',
);

/**
 * The waitlist (issue 28), on the same roster stream, so one place is never given twice: an applicant who comes when
 * every place is held or offered joins the end of the list; a place that frees is offered to the first waiting,
 * for 24 hours; an accepted offer holds the place (ApplicationPlaceTaken follows) while the reviews go on.
 */
const waitlisted = z.object({ opportunityId: ids.opportunityId, applicationId: ids.applicationId, volunteerId: ids.volunteerId });
export const ApplicationWaitlisted = defineEvent(
  'application',
  'ApplicationWaitlisted',
  waitlisted,
  'Roster stream: the application came when every place was held or offered; it joins the end of the waitlist.',
);
export const WaitlistPlaceOffered = defineEvent(
  'application',
  'WaitlistPlaceOffered',
  waitlisted.extend({ expiresAt: z.string().datetime() }),
  'Roster stream: a place freed and is offered to the first waiting application until expiresAt (24 hours); the volunteer is told by SMS and mail.',
);
export const WaitlistOfferAccepted = defineEvent(
  'application',
  'WaitlistOfferAccepted',
  waitlisted,
  'Roster stream: the volunteer accepted the offer in time; the application leaves the waitlist and holds the place (ApplicationPlaceTaken follows).',
);
export const WaitlistOfferLapsed = defineEvent(
  'application',
  'WaitlistOfferLapsed',
  waitlisted.extend({ reason: z.enum(['DECLINED', 'EXPIRED']) }),
  'Roster stream: the volunteer declined the offer, or did not answer within 24 hours; the application leaves the waitlist and the place goes to the next.',
);
export const WaitlistLeft = defineEvent(
  'application',
  'WaitlistLeft',
  waitlisted.extend({ reason: z.enum(['WITHDRAWN', 'REJECTED']) }),
  'Roster stream: a waiting (or offered) application left the list: the volunteer withdrew it or a review rejected it.',
);

export const applicationEvents = [
  ApplicationSubmitted,
  ApplicationSelected,
  ApplicationRejectedByAdmin,
  ApplicationApproved,
  ApplicationRejectedByVio,
  AgreementConfirmed,
  VolunteerFeedbackSubmitted,
  VioFeedbackSubmitted,
  ApplicationWithdrawn,
  ApplicationPlaceTaken,
  ApplicationPlaceReleased,
  ApplicationWaitlisted,
  WaitlistPlaceOffered,
  WaitlistOfferAccepted,
  WaitlistOfferLapsed,
  WaitlistLeft,
] as const;
