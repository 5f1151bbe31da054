import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import {
  civilStatuses,
  educationLevels,
  employmentSectors,
  employmentStatuses,
  genders,
  nationalities,
  performanceLevels,
  refereeDurationYears,
  refereeRatingNames,
  refereeRelations,
  skillLevels,
  yesNo,
  bioSectionIds,
  volunteeringModes,
  weekdays,
  type BioSectionId,
} from '../validation';

const volunteerId = z.string().uuid();

const volunteerRegisteredV1 = z.object({
  volunteerId,
  registrationNo: z.string(),
  birthYear: z.number().int(),
  emailSecretHash: z.string(),
  personal: sealedSchema,
});

/**
 * Sealed with the volunteer's key: { firstName, lastName, nic, email, passwordHash, emailSecret }.
 * v2 dropped the clear `birthYear` of v1: with the profile's district and gender it singled people out after
 * their erasure; readers derive the year from the sealed NIC (so it goes with the key). v1 events keep it in
 * the stored row (the log is immutable); the upcaster drops it for readers.
 */
export const VolunteerRegistered = defineEvent(
  'volunteer',
  'VolunteerRegistered',
  z.object({
    volunteerId,
    registrationNo: z.string(),
    emailSecretHash: z.string(),
    personal: sealedSchema,
  }),
  'A person registered as a volunteer; status EMAIL_UNVERIFIED. The birth year is not in clear: it comes from the sealed NIC.',
  { 1: { schema: volunteerRegisteredV1, upcast: (data) => { const { birthYear: _, ...rest } = data as z.infer<typeof volunteerRegisteredV1>; return rest; } } },
);
export const VolunteerEmailVerified = defineEvent(
  'volunteer',
  'VolunteerEmailVerified',
  z.object({ volunteerId }),
  'The volunteer opened the mailed verification link; status MOBILE_UNVERIFIED.',
);

export const VolunteerPhoneCodeSent = defineEvent(
  'volunteer',
  'VolunteerPhoneCodeSent',
  z.object({
    volunteerId,
    /** Keyed hash (vault blind index) of the 6-digit code: a plain hash of 10^6 codes would be reversible. */
    codeHash: z.string(),
    sentAt: z.string(),
    expiresAt: z.string(),
    personal: sealedSchema,
  }),
  'A 6-digit code was sent by SMS (sealed: { phoneNumber, code } for the SMS reaction); valid until expiresAt, replaces earlier codes.',
);
export const VolunteerPhoneCodeRejected = defineEvent(
  'volunteer',
  'VolunteerPhoneCodeRejected',
  z.object({ volunteerId }),
  'A wrong code was entered for the latest code (counts towards the limit of 5 wrong attempts per code).',
);
export const VolunteerPhoneVerified = defineEvent(
  'volunteer',
  'VolunteerPhoneVerified',
  z.object({ volunteerId, personal: sealedSchema }),
  'The volunteer entered the right code (sealed: { phoneNumber }); status BIO_INCOMPLETE.',
);

const ids = z.array(z.number().int().positive());

/** v1's clear part of a bio: it still held the divisional secretariat and GN division. */
const volunteerBioProfileV1 = z.object({
  gender: z.enum(genders),
  civilStatus: z.enum(civilStatuses),
  familyCount: z.number().int().positive(),
  currentNationality: z.enum(nationalities),
  countries: z.array(z.string().length(2)),
  contributeDistrict: z.string(),
  contributeDivisionalSecretariat: z.string(),
  contributegnDivision: z.string(),
  firstLanguage: z.number().int().positive(),
  otherLanguages: ids,
  preferredLanguage: z.number().int().positive(),
  writingPerformance: z.enum(performanceLevels),
  readingPerformance: z.enum(performanceLevels),
  speakingPerformance: z.enum(performanceLevels),
  highestEducation: z.enum(educationLevels),
  employmentStatus: z.enum(employmentStatuses),
  employmentSector: z.union([z.literal(''), z.enum(employmentSectors)]),
  employmentArea: ids,
  communicationSkill: z.enum(skillLevels),
  computerLiteracySkill: z.enum(skillLevels),
  socialMediaInteractionSkill: z.enum(skillLevels),
  areasOfVolunteering: ids,
  specialSkills: ids,
  skillsToObtain: ids,
  drivingLiscence: z.enum(yesNo),
  emergencyWill: z.enum(yesNo),
  emergencyPast: z.enum(yesNo),
});

/**
 * The parts of a bio that reports use and that do not identify a person on their own; everything else
 * (names, NIC, dates, addresses, contacts, free texts, the sensitive yes/no answers) is sealed. Since v2 of
 * VolunteerBioSubmitted the divisional secretariat and GN division are sealed too: a GN division holds a few
 * hundred households, so with gender, family size and education it would single a person out after erasure.
 */
export const volunteerBioProfile = volunteerBioProfileV1.omit({ contributeDivisionalSecretariat: true, contributegnDivision: true }).extend({
  /**
   * Issue 29, optional (bios saved before have neither; the same version, nothing to upcast): the weekdays they can
   * give time and how (absent when untold). Readable for the matching and the statistics: a few weekdays and a mode single no one out.
   */
  availableDays: z.array(z.enum(weekdays)).optional(),
  volunteeringMode: z.enum(volunteeringModes).optional(),
});
export type VolunteerBioProfile = z.infer<typeof volunteerBioProfile>;
/** The bio fields that go into `profile`; every other bio field is sealed in `personal`. */
export const volunteerBioProfileFields = Object.keys(volunteerBioProfile.shape) as (keyof VolunteerBioProfile)[];

export const VolunteerBioSubmitted = defineEvent(
  'volunteer',
  'VolunteerBioSubmitted',
  z.object({ volunteerId, profile: volunteerBioProfile, personal: sealedSchema }),
  'The volunteer saved the bio (first time: status REFEREE_INCOMPLETE; later: an edit). Sealed: title, nameInNic, nic, dates, ' +
    'countryOfBirth, addresses, contacts, divisional secretariat and GN division (v2), degree/employment titles, otherSkills, ' +
    'specialCondition, disabled, convicted, abuse and the detail texts.',
  {
    1: {
      schema: z.object({ volunteerId, profile: volunteerBioProfileV1, personal: sealedSchema }),
      // The v1 row keeps them (the log is immutable); readers of the current version do not see them in clear.
      upcast: (data) => {
        const d = data as { volunteerId: string; profile: z.infer<typeof volunteerBioProfileV1>; personal: unknown };
        const { contributeDivisionalSecretariat: _ds, contributegnDivision: _gn, ...profile } = d.profile;
        return { ...d, profile };
      },
    },
  },
);

/**
 * A draft of the bio: the sections finished so far, on a phone one step at a time (issue 27). Wholly sealed (the clear
 * `profile` of VolunteerBioSubmitted is for reports, which never read a draft); the section ids are not personal.
 */
export const VolunteerBioDraftSaved = defineEvent(
  'volunteer',
  'VolunteerBioDraftSaved',
  z.object({ volunteerId, sections: z.array(z.enum(bioSectionIds as [BioSectionId, ...BioSectionId[]])).min(1), personal: sealedSchema }),
  'The volunteer saved some sections of the bio before the first full save (status unchanged, still BIO_INCOMPLETE); a later ' +
    'draft adds to it, VolunteerBioSubmitted supersedes it. Sealed: the values of those sections, in the request shape of the bio.',
);

export const RefereeAdded = defineEvent(
  'volunteer',
  'RefereeAdded',
  z.object({ volunteerId, refereeId: z.string().uuid(), secretHash: z.string(), personal: sealedSchema }),
  "The volunteer named a referee, who is mailed a review link. Sealed under the VOLUNTEER's key (erasing the volunteer erases it): " +
    '{ name, no, street, city, state, phone, mobile, email, secret }.',
);

export const refereeRatings = z.object(Object.fromEntries(refereeRatingNames.map((n) => [n, z.number().int().min(1).max(5)])) as Record<
  (typeof refereeRatingNames)[number],
  z.ZodNumber
>);

export const RefereeReviewed = defineEvent(
  'volunteer',
  'RefereeReviewed',
  z.object({
    volunteerId,
    refereeId: z.string().uuid(),
    accurate: z.boolean(),
    relation: z.enum(refereeRelations),
    durationYears: z.enum(refereeDurationYears),
    durationMonths: z.number().int().min(0).max(11),
    ratings: refereeRatings,
    personal: sealedSchema,
  }),
  'The referee reviewed the volunteer through the link (sealed: { otherInformation }). Not accurate: status REFEREE_FAILED.',
);

export const VolunteerApproved = defineEvent(
  'volunteer',
  'VolunteerApproved',
  z.object({ volunteerId, adminId: z.string().uuid() }),
  'An admin accepted the volunteer after an accurate referee review; status FULLY_REGISTERED (volunteer permission).',
);
export const VolunteerRejected = defineEvent(
  'volunteer',
  'VolunteerRejected',
  z.object({ volunteerId, adminId: z.string().uuid(), personal: sealedSchema.optional() }),
  "An admin rejected the volunteer; status REFEREE_FAILED (a new referee may be added). Sealed: { reason } when given (a free text about a person).",
);

export const volunteerEvents = [
  VolunteerRegistered,
  VolunteerEmailVerified,
  VolunteerPhoneCodeSent,
  VolunteerPhoneCodeRejected,
  VolunteerPhoneVerified,
  VolunteerBioSubmitted,
  VolunteerBioDraftSaved,
  RefereeAdded,
  RefereeReviewed,
  VolunteerApproved,
  VolunteerRejected,
] as const;
