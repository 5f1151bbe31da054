import { z } from 'zod';
import type { VolunteerProfileFormData } from '@nvp/events';
import { answerOf, day, listItem, page, timestamp, uuid } from './shapes';

/** Answers of the volunteer slice's reads (query-api/src/volunteer/routes.ts, content/routes.ts). */

const registerStatus = z.string().describe('The registration step: EMAIL_UNVERIFIED … FULLY_REGISTERED, or REJECTED.');
const name = z.string().nullable();
const standing = z.enum(['FUNCTIONING', 'SUSPENDED', 'TERMINATED']);
const referee = z.object({
  refereeId: uuid,
  name: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['PENDING', 'REVIEWED', 'FAILED']),
});
const bio = z.record(z.string(), z.unknown()).nullable().describe('The bio form as last submitted (its request shape; open: the form\'s fields); null until first saved.');

export const volunteerAnswers = {
  'GET /api/volunteer/account': z.object({ id: uuid, registrationNo: z.string(), registerStatus, firstName: name, lastName: name, email: z.string().nullable() }),
  'GET /api/volunteer/bio/get': z.object({
    registerStatus,
    registrationNo: z.string(),
    firstName: name,
    lastName: name,
    email: z.string().nullable(),
    nic: z.string().nullable().describe('The NIC as registered (or as last saved in the bio); null once erased.'),
    phoneNumber: z.string().nullable(),
    imageURL: z.string().nullable(),
    isRefereeFilled: z.boolean(),
    bioSubmittedAt: timestamp.nullable().describe('When the bio, and with it the terms, was last saved; null until then.'),
    bio,
    draft: z
      .object({
        sections: z.array(z.string()).describe("The sections saved so far, in the form's order (general, contact, languages, education, employment, skills, volunteering)."),
        bio: z.record(z.string(), z.unknown()).describe('Their values, in the request shape of the bio.'),
      })
      .nullable()
      .describe('The draft of the first bio (POST /api/volunteer/bio/draft); null when there is none or once the bio is saved whole.'),
  }),
  'GET /api/volunteer/referee/information': z.object({
    error: z.literal(false),
    message: z.string(),
    referee: referee.nullable(),
    token: z.string().describe('A fresh token (an approval shows after Refresh).'),
  }),
  'GET /api/referee/:token': z.object({
    volunteer: z.object({ firstName: name, lastName: name, registrationNo: z.string() }),
    refereeName: z.string().nullable(),
    alreadyReviewed: z.boolean(),
  }),
  'GET /api/volunteer/listAdmin': page(
    z.object({
      id: uuid,
      firstName: name,
      lastName: name,
      email: z.string().nullable(),
      registerStatus,
      registrationNo: z.string(),
      refereeStatus: z.string().nullable(),
      standing,
      erased: z.boolean(),
      registeredAt: timestamp,
      type: z.literal('VOLUNTEER'),
      status: z.string().describe('Verified for FULLY_REGISTERED, else the registration step.'),
      awaitingApproval: z.boolean(),
    }),
  ),
  'GET /api/admin/volunteer/:id': z.object({
    id: uuid,
    type: z.literal('VOLUNTEER'),
    registrationNo: z.string(),
    registerStatus,
    status: z.string(),
    firstName: name,
    lastName: name,
    email: z.string().nullable(),
    nic: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    imageURL: z.string().nullable(),
    standing,
    suspendedUntil: z.string().nullable(),
    erased: z.boolean(),
    registeredAt: timestamp,
    bio,
    referee: referee
      .extend({
        no: z.string().nullable(),
        street: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        addedAt: timestamp.nullable(),
        reviewedAt: timestamp.nullable(),
        review: z.looseObject({ otherInformation: z.string() }).nullable().describe("The referee's answers (the review form's fields)."),
      })
      .nullable(),
    earlierReferees: z.number().int(),
    awaitingApproval: z.boolean(),
    decision: z.object({ decidedAt: timestamp, decidedBy: z.string().nullable(), reason: z.string() }).nullable(),
  }),
  'GET /api/volunteer/get/:id': z.object({
    id: uuid,
    firstName: name,
    lastName: name,
    type: z.literal('VOLUNTEER'),
    registrationNo: z.string(),
    highestEducation: z.unknown().describe('As the profile gave it; null when not given.'),
    contributeDistrict: z.string().nullable(),
    imageURL: z.string().nullable(),
    completed: z.number().int(),
    hours: z.number(),
    value: z.number().describe('Confirmed hours at the hourly rate, LKR.'),
    sdgs: z.record(z.string(), z.number()).describe('Hours per goal number.'),
    // Only to the volunteer and admins:
    email: z.string().nullable().optional().describe('Only to the volunteer and admins (as are the fields below).'),
    phoneNumber: z.string().nullable().optional(),
    dateOfBirth: day.nullable().optional(),
    permanentDoorNo: z.unknown().optional(),
    permanentStreet: z.unknown().optional(),
    permanentArea: z.unknown().optional(),
    contactResidence: z.unknown().optional(),
  }),
  'GET /api/formData/volunteerProfile': answerOf<VolunteerProfileFormData>()(
    z.object({
      country_of_birth: z.array(z.object({ id: z.string().describe('ISO 3166-1 alpha-2.'), country: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
      languages: z.array(listItem('language')),
      ares_of_expertise: z.array(listItem('area')),
      preferred_areas_of_volunteering: z.array(listItem('area')),
      skills: z.array(listItem('skill')),
    }),
  ),
};
