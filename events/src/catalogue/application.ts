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
] as const;
