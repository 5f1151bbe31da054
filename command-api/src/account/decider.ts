import {
  evolveStanding,
  initialStanding,
  standingAt,
  type AccountStanding,
  type AccountSuspended,
  type AccountTerminated,
  type AccountUnsuspended,
  type EventOf,
  type PasswordChanged,
  type PasswordResetRequested,
  type PersonalDataErased,
  type Sealed,
  type SignedOut,
} from '@nvp/events';
import { badRequest, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

/**
 * The account part of any subject's stream (volunteer-, vio-, admin-…): password, reset links, standing,
 * termination and erasure. The stream's own slice events only tell this decider that the account exists.
 */
export type AccountEvent =
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof PasswordResetRequested>
  | EventOf<typeof AccountSuspended>
  | EventOf<typeof AccountUnsuspended>
  | EventOf<typeof AccountTerminated>
  | EventOf<typeof PersonalDataErased>
  | EventOf<typeof SignedOut>;

export interface AccountState extends AccountStanding {
  exists: boolean;
  /** The latest reset link: only its hash, and whether a password change has used it up. */
  reset?: { secretHash: string; expiresAt: string; used: boolean };
}

export type AccountCommand =
  | { type: 'SuspendAccount'; subjectId: string; until: string; adminId: string; now: Date; today: string }
  | { type: 'UnsuspendAccount'; subjectId: string; adminId: string; now: Date }
  | { type: 'TerminateAccount'; subjectId: string; by: 'self' | 'admin'; adminId?: string }
  | { type: 'ErasePersonalData'; subjectId: string }
  | { type: 'ChangePassword'; subjectId: string; reason: 'changed'; personal: Sealed }
  | { type: 'RequestPasswordReset'; subjectId: string; secretHash: string; expiresAt: string; now: Date; personal: Sealed }
  | { type: 'ResetPassword'; subjectId: string; secretHash: string; now: Date; personal: Sealed }
  /** Logout: ends one session (its id from the token); `until` is when it would have ended anyway. */
  | { type: 'SignOut'; subjectId: string; sessionId: string; until: string };

export const RESET_TTL_MS = 3600_000;
/** One reset mail a minute per account, so the form cannot be used to flood someone's inbox. */
export const RESET_THROTTLE_MS = 60_000;

export const USER_NOT_FOUND = 'User not found';
export const ACCOUNT_TERMINATED = 'This account has been terminated';
export const ALREADY_TERMINATED = 'This account has already been terminated';
export const NOT_SUSPENDED = 'This account is not suspended';
export const SUSPENSION_IN_PAST = 'The suspension must end today or later';
export const RESET_INVALID = 'This password reset link is not valid';
export const RESET_USED = 'This password reset link has already been used';
export const RESET_EXPIRED = 'This password reset link has expired';

/** Why a reset link cannot be used (only the latest link counts, once, for an hour), or undefined. */
export const resetLinkProblem = (state: AccountState, secretHash: string, now: Date): string | undefined => {
  if (!state.exists) return RESET_INVALID;
  if (state.standing === 'TERMINATED') return ACCOUNT_TERMINATED;
  const reset = state.reset;
  if (!reset || reset.secretHash !== secretHash) return RESET_INVALID;
  if (reset.used) return RESET_USED;
  if (now >= new Date(reset.expiresAt)) return RESET_EXPIRED;
  return undefined;
};

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: { ...initialStanding, exists: false },

  decide(command, state) {
    if (!state.exists) throw notFound(command.type === 'ResetPassword' ? RESET_INVALID : USER_NOT_FOUND);
    const terminated = state.standing === 'TERMINATED';
    switch (command.type) {
      case 'SuspendAccount':
        if (terminated) throw badRequest(ACCOUNT_TERMINATED);
        if (command.until < command.today) throw badRequest(SUSPENSION_IN_PAST);
        // Suspending again moves the last day (longer or shorter).
        return [{ type: 'AccountSuspended', data: { subjectId: command.subjectId, until: command.until, adminId: command.adminId } }];
      case 'UnsuspendAccount':
        if (terminated) throw badRequest(ACCOUNT_TERMINATED);
        if (standingAt(state, command.now).standing !== 'SUSPENDED') throw badRequest(NOT_SUSPENDED);
        return [{ type: 'AccountUnsuspended', data: { subjectId: command.subjectId, adminId: command.adminId } }];
      case 'TerminateAccount':
        if (state.erased) throw badRequest(ALREADY_TERMINATED);
        // Terminated but not erased (an interrupted termination): nothing to append, the erasure goes on.
        if (terminated) return [];
        return [{ type: 'AccountTerminated', data: { subjectId: command.subjectId, by: command.by, ...(command.adminId ? { adminId: command.adminId } : {}) } }];
      case 'ErasePersonalData':
        if (!terminated) throw badRequest('Only a terminated account can be erased');
        if (state.erased) return [];
        return [{ type: 'PersonalDataErased', data: { subjectId: command.subjectId } }];
      case 'ChangePassword':
        if (terminated) throw badRequest(ACCOUNT_TERMINATED);
        return [{ type: 'PasswordChanged', data: { subjectId: command.subjectId, reason: command.reason, personal: command.personal } }];
      case 'RequestPasswordReset': {
        // Quietly nothing: the caller's answer must not tell whether (or in which state) the account exists.
        if (terminated) return [];
        const lastRequestedAt = state.reset ? new Date(state.reset.expiresAt).getTime() - RESET_TTL_MS : undefined;
        if (lastRequestedAt !== undefined && command.now.getTime() - lastRequestedAt < RESET_THROTTLE_MS) return [];
        const { subjectId, secretHash, expiresAt, personal } = command;
        return [{ type: 'PasswordResetRequested', data: { subjectId, secretHash, expiresAt, personal } }];
      }
      case 'ResetPassword': {
        const problem = resetLinkProblem(state, command.secretHash, command.now);
        if (problem) throw badRequest(problem);
        return [{ type: 'PasswordChanged', data: { subjectId: command.subjectId, reason: 'reset', personal: command.personal } }];
      }
      case 'SignOut':
        // Once is enough; a closed account's tokens are refused already.
        if (terminated || state.signedOut?.[command.sessionId]) return [];
        return [{ type: 'SignedOut', data: { subjectId: command.subjectId, sessionId: command.sessionId, until: command.until } }];
    }
  },

  evolve(state, event) {
    const next = { ...state, ...evolveStanding(state, event), exists: true };
    switch (event.type) {
      case 'PasswordResetRequested':
        return { ...next, reset: { secretHash: event.data.secretHash, expiresAt: event.data.expiresAt, used: false } };
      case 'PasswordChanged':
        // Any new password uses up an outstanding link.
        return state.reset ? { ...next, reset: { ...state.reset, used: true } } : next;
      default:
        return next;
    }
  },
};
