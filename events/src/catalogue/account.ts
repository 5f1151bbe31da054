import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';

/**
 * Events every kind of account shares. They are appended to the subject's own stream (volunteer-, vio-,
 * admin-…), so one read of that stream answers both the slice's questions and the account's standing.
 */
const subjectId = z.string().uuid();

export const PasswordChanged = defineEvent(
  'account',
  'PasswordChanged',
  z.object({ subjectId, reason: z.enum(['changed', 'reset']), personal: sealedSchema }),
  'The account has a new password (sealed: { passwordHash }); by the user in settings or through a mailed reset link.',
);
export const PasswordResetRequested = defineEvent(
  'account',
  'PasswordResetRequested',
  z.object({ subjectId, secretHash: z.string(), expiresAt: z.string(), personal: sealedSchema }),
  'Someone asked for a reset link for this account (sealed: { secret } for the mail); single use, expires at expiresAt.',
);
export const ProfileImageChanged = defineEvent(
  'account',
  'ProfileImageChanged',
  z.object({ subjectId, imageURL: z.string() }),
  'The account chose a new profile picture (an uploaded asset URL).',
);
export const AccountSuspended = defineEvent(
  'account',
  'AccountSuspended',
  z.object({ subjectId, until: z.string(), adminId: z.string().uuid() }),
  'An admin suspended the account until the end of the given day (YYYY-MM-DD); its tokens stop working at once.',
);
export const AccountUnsuspended = defineEvent(
  'account',
  'AccountUnsuspended',
  z.object({ subjectId, adminId: z.string().uuid() }),
  'An admin lifted a suspension.',
);
export const AccountTerminated = defineEvent(
  'account',
  'AccountTerminated',
  z.object({ subjectId, by: z.enum(['self', 'admin']), adminId: z.string().uuid().optional() }),
  'The account was closed for good, by its owner (with the password) or by an admin; its tokens stop working at once.',
);
export const PersonalDataErased = defineEvent(
  'account',
  'PersonalDataErased',
  z.object({ subjectId }),
  "The subject's vault key was deleted (crypto-shredding): everything sealed for it is now unreadable.",
);

export const accountEvents = [PasswordChanged, PasswordResetRequested, ProfileImageChanged, AccountSuspended, AccountUnsuspended, AccountTerminated, PersonalDataErased] as const;
