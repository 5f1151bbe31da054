import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';

/** Sealed with the volunteer's key: { firstName, lastName, nic, email, dateOfBirth, passwordHash, emailSecret }. */
export const VolunteerRegistered = defineEvent(
  'volunteer',
  'VolunteerRegistered',
  z.object({
    volunteerId: z.string().uuid(),
    registrationNo: z.string(),
    birthYear: z.number().int(),
    emailSecretHash: z.string(),
    personal: sealedSchema,
  }),
  'A person registered as a volunteer; status EMAIL_UNVERIFIED.',
);
export const VolunteerEmailVerified = defineEvent(
  'volunteer',
  'VolunteerEmailVerified',
  z.object({ volunteerId: z.string().uuid() }),
  'The volunteer opened the mailed verification link; status MOBILE_UNVERIFIED.',
);

export const volunteerEvents = [VolunteerRegistered, VolunteerEmailVerified] as const;
