import { z } from 'zod';
import { page, timestamp, uuid, vioRef } from './shapes';

/** Answers of the application slice's reads (query-api/src/application/routes.ts). */

const applicationStatus = z.string().describe('PENDING, SELECTED, ADMIN_REJECTED, APPROVED, VIO_REJECTED or WITHDRAWN.');
const bothSides = z.object({ volunteer: z.boolean(), vio: z.boolean() });
const hours = z.number().nullable();
const joiningDates = z.array(z.string()).nullable().describe('The days the volunteer chose to join.');

/** The opportunity as the application slice keeps it: its public details (open: the form's fields) and owner. */
const applicationOpportunity = z
  .looseObject({ id: uuid, title: z.string().nullable(), status: z.string().nullable(), vioId: uuid.nullable(), isShared: z.boolean(), Vio: vioRef.extend({ id: uuid.nullable() }) })
  .describe("The opportunity: these fields and its public details as the form gave them (open: the form's fields).");

const applicant = z.object({
  id: uuid.describe("The volunteer's id."),
  volunteerId: uuid,
  applicationId: uuid,
  registrationNo: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  contributeDistrict: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  status: applicationStatus,
  volunteerHours: hours.describe('Hours the organisation confirmed.'),
  claimedHours: hours.describe("The volunteer's own claim."),
  highestEducation: z.string().nullable(),
  joiningDates,
  preferredLanguage: z.number().int().nullable().describe("An id of the profile form's languages."),
  phoneNumber: z.string().nullable(),
  employmentTitle: z.string().nullable(),
  appliedAt: timestamp,
  agreement: bothSides,
  feedback: bothSides,
  withdrawnAt: timestamp.nullable().describe('When the volunteer withdrew (status WITHDRAWN).'),
  erased: z.boolean().describe('The volunteer closed their account: personal fields are null.'),
});

const common = {
  applicationId: uuid,
  status: applicationStatus,
  volunteer: z.object({ id: uuid, firstName: z.string().nullable(), lastName: z.string().nullable(), registrationNo: z.string().nullable() }),
  vio: vioRef.extend({ id: uuid.nullable() }),
  opportunity: applicationOpportunity,
  joiningDates,
};
const agreement = z.object({ ...common, open: z.boolean(), alreadySubmitted: z.boolean(), agreement: bothSides });
const feedback = z.object({
  ...common,
  open: z.boolean(),
  alreadySubmitted: z.boolean(),
  claimedHours: hours,
  volunteerHours: hours,
  feedback: z.looseObject({ review: z.string() }).nullable().describe("The caller's own answers (the feedback form's fields), null until given."),
});

export const applicationAnswers = {
  'GET /api/opportunity/userOpportunities': page(
    z.object({
      id: uuid,
      applicationId: uuid,
      status: applicationStatus,
      reviews: z
        .object({ secretariat: z.enum(['WAITING', 'SELECTED', 'NOT_SELECTED']), organisation: z.enum(['NOT_YET', 'WAITING', 'APPROVED', 'NOT_TAKEN']) })
        .describe('Where it stands in the two reviews (a withdrawn one: where it stood when withdrawn).'),
      withdrawable: z.boolean().describe('It can still be withdrawn (before its first chosen day).'),
      withdrawnAt: timestamp.nullable(),
      waitlist: z
        .object({ position: z.number().int().min(1), offerExpiresAt: timestamp.nullable().describe('A place is offered until then (accept or decline it).') })
        .nullable()
        .describe('On the waitlist (issue 28): its place in it.'),
      joiningDates,
      appliedAt: timestamp,
      volunteerHours: hours,
      claimedHours: hours,
      agreement: bothSides,
      feedback: bothSides,
      opportunity: applicationOpportunity,
    }),
  ),
  'GET /api/opportunity/filtered-volunteers/:id': page(applicant),
  'GET /api/vio/opportunity/waitlist/:id': page(
    applicant.extend({ position: z.number().int().min(1).describe('Its place in the list.'), joinedAt: timestamp, offerExpiresAt: timestamp.nullable().describe('A place is offered until then.') }),
  ),
  'GET /api/agreement/fetch/volunteer': agreement,
  'GET /api/agreement/fetch/vio': agreement,
  'GET /api/feedback/fetch/volunteer': feedback,
  'GET /api/feedback/fetch/vio': feedback,
};
