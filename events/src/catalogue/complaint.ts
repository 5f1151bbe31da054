import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { complaintUserTypes } from '../validation/content';

export const complaintStreams = {
  complaint: (id: string) => `complaint-${id}`,
} as const;


/**
 * Sealed under the complainant's key: { title, description, registrationNo, email, userName, userRegistrationNo }.
 * A complaint may name people, so erasing the complainant erases it.
 */
export const ComplaintSubmitted = defineEvent(
  'complaint',
  'ComplaintSubmitted',
  z.object({ complaintId: z.string().uuid(), complainantId: z.string().uuid(), userType: z.enum(complaintUserTypes), personal: sealedSchema }),
  'An e-mail-verified volunteer or VIO filed a complaint (ONGOING). Title, text and contact are sealed under the complainant.',
);

/** Sealed under the complainant's key: { actionTaken, email, title, userName } (the e-mail reaction needs them); absent for an erased complainant. */
export const ComplaintResolved = defineEvent(
  'complaint',
  'ComplaintResolved',
  z.object({ complaintId: z.string().uuid(), complainantId: z.string().uuid(), adminId: z.string().uuid(), personal: sealedSchema.optional() }),
  'An admin resolved a complaint with the action taken (RESOLVED); the complainant is told by e-mail. No sealed part when the complainant was already erased.',
);

export const complaintEvents = [ComplaintSubmitted, ComplaintResolved] as const;
