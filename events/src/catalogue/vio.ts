import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { vioTypes } from '../validation/registration';

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

export const vioEvents = [VioRegistered, VioEmailVerified] as const;
