import { z } from 'zod';
import { defineEvent } from './define';

/** Reservation streams (`unique-<kind>-<blind index>`) make e-mail, NIC and numbers unique on any store. */
export const UniqueValueClaimed = defineEvent(
  'identity',
  'UniqueValueClaimed',
  z.object({ kind: z.string(), owner: z.string() }),
  'A unique value (e-mail, NIC) was claimed by the stream `owner`.',
);
export const UniqueValueReleased = defineEvent(
  'identity',
  'UniqueValueReleased',
  z.object({ kind: z.string(), owner: z.string() }),
  'A claim was given back (a failed registration or a changed value).',
);
/** Appended with expected `any` to a counter stream: the stream revision is the issued number. */
export const RegistrationNumberIssued = defineEvent(
  'identity',
  'RegistrationNumberIssued',
  z.object({ owner: z.string() }),
  'A sequence number was issued to `owner`; the number is the revision in the counter stream plus one.',
);

export const identityEvents = [UniqueValueClaimed, UniqueValueReleased, RegistrationNumberIssued] as const;
