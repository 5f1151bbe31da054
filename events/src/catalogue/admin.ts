import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { adminPermissions } from '../access/permissions';

const adminId = z.string().uuid();

/** Opens the admin-<id> stream of an invited person. Sealed: { email, secret } (the secret only for the mail). */
export const AdminInvited = defineEvent(
  'admin',
  'AdminInvited',
  z.object({
    adminId,
    permissions: z.array(z.enum(adminPermissions)).min(1),
    secretHash: z.string(),
    expiresAt: z.string(),
    invitedBy: z.string().uuid(),
    personal: sealedSchema,
  }),
  'A core admin invited someone to become an administrator with these permissions; the mailed link works once, until expiresAt. Inviting again replaces the link.',
);

/** Sealed: { name, email, bio, passwordHash }. */
export const AdminRegistered = defineEvent(
  'admin',
  'AdminRegistered',
  z.object({
    adminId,
    core: z.boolean(),
    permissions: z.array(z.enum(adminPermissions)),
    personal: sealedSchema,
  }),
  'An administrator account exists: the core admin bootstrapped at first start, or an invited admin who registered through the link.',
);

/** Sealed: { name, bio }. */
export const AdminDetailsUpdated = defineEvent(
  'admin',
  'AdminDetailsUpdated',
  z.object({ adminId, personal: sealedSchema }),
  'An administrator edited their profile (name and bio); the e-mail never changes.',
);

export const adminEvents = [AdminInvited, AdminRegistered, AdminDetailsUpdated] as const;
