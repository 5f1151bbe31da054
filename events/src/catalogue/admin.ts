import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { adminPermissions } from '../access/permissions';

/** Sealed: { name, email, bio, passwordHash }. */
export const AdminRegistered = defineEvent(
  'admin',
  'AdminRegistered',
  z.object({
    adminId: z.string().uuid(),
    core: z.boolean(),
    permissions: z.array(z.enum(adminPermissions)),
    personal: sealedSchema,
  }),
  'An administrator account exists: the core admin bootstrapped at first start, or an invited admin.',
);

export const adminEvents = [AdminRegistered] as const;
