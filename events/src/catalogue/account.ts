import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import type { Sealed } from '../vault/vault';
import { suspensionEndsAt } from '../validation/account';

/**
 * Events every kind of account shares. They are appended to the subject's own stream (volunteer-, vio-,
 * admin-…), so one read of that stream answers both the slice's questions and the account's standing.
 */
const subjectId = z.string().uuid();

export const PasswordChanged = defineEvent(
  'account',
  'PasswordChanged',
  z.object({ subjectId, reason: z.enum(['changed', 'reset']), personal: sealedSchema }),
  'The account has a new password (sealed: { passwordHash }); by the user in settings or through a mailed reset link. Sessions issued before it stop working.',
);
export const PasswordResetRequested = defineEvent(
  'account',
  'PasswordResetRequested',
  z.object({ subjectId, secretHash: z.string(), expiresAt: z.string(), personal: sealedSchema }),
  'Someone asked for a reset link for this account (sealed: { email, secret } for the mail); single use, expires at expiresAt; a newer request replaces it.',
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
  'An admin suspended the account until the end of the given day (YYYY-MM-DD, Asia/Colombo); its tokens stop working at once.',
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
  z.object({ subjectId, by: z.enum(['self', 'admin', 'principal']), adminId: z.string().uuid().optional() }),
  'The account was closed for good, by its owner (with the password), by an admin, or (a sub-VIO) by its principal VIO; its tokens stop working at once. Erasure follows (not for a deleted sub-VIO).',
);
export const PersonalDataErased = defineEvent(
  'account',
  'PersonalDataErased',
  z.object({ subjectId }),
  "The subject's vault key was deleted (crypto-shredding): everything sealed for it is now unreadable.",
);

export const SignedOut = defineEvent(
  'account',
  'SignedOut',
  z.object({ subjectId, sessionId: z.string().min(1).max(100), until: z.string() }),
  'The user logged out: every token of that session (the login and its renewals, by sessionId) stops working at once; until is when the session would have ended anyway.',
);

export const accountEvents = [PasswordChanged, PasswordResetRequested, ProfileImageChanged, AccountSuspended, AccountUnsuspended, AccountTerminated, PersonalDataErased, SignedOut] as const;

// ---- Account standing: a pure fold over a subject's stream ------------------------------------------------

export type StandingName = 'FUNCTIONING' | 'SUSPENDED' | 'TERMINATED';

export interface AccountStanding {
  standing: StandingName;
  /** The last suspended day (YYYY-MM-DD, Colombo) while SUSPENDED. */
  suspendedUntil?: string;
  erased: boolean;
  /** The latest PasswordChanged's sealed { passwordHash }: it replaces the registration's hash. */
  passwordSealed?: Sealed;
  /** When that password change happened (ISO), for refusing sessions issued before it. */
  passwordChangedAt?: string;
  imageURL?: string;
  /** Sessions ended by logout (SignedOut), with when each would have ended anyway; standingAt drops the past ones. */
  signedOut?: Readonly<Record<string, string>>;
}

interface AnyEvent {
  type: string;
  data: unknown;
  metadata?: { occurredAt?: string };
}

export const initialStanding: AccountStanding = { standing: 'FUNCTIONING', erased: false };

/** One step of the fold; events of other types (the slice's own) leave the standing as it is. */
export const evolveStanding = (state: AccountStanding, event: AnyEvent): AccountStanding => {
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'AccountSuspended':
      return state.standing === 'TERMINATED' ? state : { ...state, standing: 'SUSPENDED', suspendedUntil: d.until as string };
    case 'AccountUnsuspended':
      return state.standing === 'TERMINATED' ? state : { ...state, standing: 'FUNCTIONING', suspendedUntil: undefined };
    case 'AccountTerminated':
      return { ...state, standing: 'TERMINATED', suspendedUntil: undefined };
    // An emergency user's termination is reversible (spec §4: TERMINATED can be activated).
    case 'EmergencyUserTerminated':
      return { ...state, standing: 'TERMINATED', suspendedUntil: undefined };
    case 'EmergencyUserActivated':
      return { ...state, standing: 'FUNCTIONING' };
    case 'PersonalDataErased':
      return { ...state, erased: true, passwordSealed: undefined, imageURL: undefined };
    case 'PasswordChanged':
      return { ...state, passwordSealed: d.personal as Sealed, passwordChangedAt: event.metadata?.occurredAt ?? state.passwordChangedAt };
    case 'ProfileImageChanged':
      return { ...state, imageURL: d.imageURL as string };
    case 'SignedOut':
      return { ...state, signedOut: { ...state.signedOut, [d.sessionId as string]: d.until as string } };
    default:
      return state;
  }
};

/**
 * A suspension ends by itself after its last day: at `now` it may already be over. A logged-out session that
 * would have ended by now is forgotten (its tokens have expired anyway).
 */
export const standingAt = (state: AccountStanding, now: Date): AccountStanding => {
  const current =
    state.standing === 'SUSPENDED' && state.suspendedUntil && now >= suspensionEndsAt(state.suspendedUntil)
      ? { ...state, standing: 'FUNCTIONING' as const, suspendedUntil: undefined }
      : state;
  if (!current.signedOut) return current;
  const live = Object.entries(current.signedOut).filter(([, until]) => Date.parse(until) > now.getTime());
  return { ...current, signedOut: live.length ? Object.fromEntries(live) : undefined };
};

/** The standing of an account from its stream, as it is at `now`. No standing events: FUNCTIONING. */
export const accountStanding = (events: readonly AnyEvent[], now: Date = new Date()): AccountStanding =>
  standingAt(events.reduce(evolveStanding, initialStanding), now);
