import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { vioTypes } from '../validation/registration';
import { isPersonalVioField } from '../validation/vio-profile';

/** Organisation name and type are public; contact e-mail and credentials are sealed. */
export const VioRegistered = defineEvent(
  'vio',
  'VioRegistered',
  z.object({
    vioId: z.string().uuid(),
    registrationNo: z.string(),
    name: z.string(),
    type: z.enum(vioTypes),
    description: z.string(),
    emailSecretHash: z.string(),
    personal: sealedSchema,
  }),
  'An organisation registered; status REGISTERED.',
);
export const VioEmailVerified = defineEvent(
  'vio',
  'VioEmailVerified',
  z.object({ vioId: z.string().uuid() }),
  'The organisation opened the mailed verification link; status EMAILVERYFIED.',
);

/**
 * The public part of a profile form (kind, registration, dates, district/DS/GN, employee band…). A
 * personal field (address, phone, e-mail, website, manager, coordinator) here is refused: those go sealed.
 */
const publicProfile = z
  .record(z.string(), z.string())
  .refine((profile) => Object.keys(profile).every((field) => !isPersonalVioField(field)), 'personal profile fields must be sealed');

const profileData = z.object({
  vioId: z.string().uuid(),
  type: z.enum(vioTypes),
  profile: publicProfile,
  personal: sealedSchema,
});

export const VioProfileCompleted = defineEvent(
  'vio',
  'VioProfileCompleted',
  profileData,
  'The organisation submitted its profile form (first time, or again after a rejection); status PROFILECOMPLETED, awaiting an admin. ' +
    'Sealed: { addressLine1, addressLine2, the organisation\'s phones, e-mail and website, manager* and coordinator* fields }.',
);
export const VioProfileUpdated = defineEvent(
  'vio',
  'VioProfileUpdated',
  profileData,
  'The organisation edited a profile that was already submitted or approved; the status stays as it was. Same shape as VioProfileCompleted.',
);
export const VioApproved = defineEvent(
  'vio',
  'VioApproved',
  z.object({ vioId: z.string().uuid(), adminId: z.string().uuid() }),
  'An admin (VERIFY_VIOS) approved the completed profile; status APPROVED: the organisation may use every VIO page.',
);
export const VioRejected = defineEvent(
  'vio',
  'VioRejected',
  z.object({ vioId: z.string().uuid(), adminId: z.string().uuid() }),
  'An admin (VERIFY_VIOS) rejected the completed profile; status REJECTED until the organisation edits and resubmits it.',
);

export const vioEvents = [VioRegistered, VioEmailVerified, VioProfileCompleted, VioProfileUpdated, VioApproved, VioRejected] as const;
