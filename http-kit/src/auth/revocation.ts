import { accountStanding, displayDate, streams, type AccountStanding, type EventStore } from '@nvp/events';
import { SESSION_EXPIRED, sessionEndOf, type SessionLifetime } from './plugin';
import type { Session } from './session';

export const TERMINATED_MESSAGE = 'This account has been terminated';
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed, please log in again';
export const SIGNED_OUT_MESSAGE = 'You have logged out, please log in again';
export const suspendedMessage = (until: string) => `Your account is suspended until ${displayDate(until)}`;

/** The subject's own stream, where its account events are: by the session's user type. */
export const accountStreamOf = (session: Pick<Session, 'id' | 'type'>): string | undefined => {
  switch (session.type) {
    case 'VOLUNTEER':
      return streams.volunteer(session.id);
    case 'VIO':
      return streams.vio(session.id);
    case 'ADMIN':
      return streams.admin(session.id);
    case 'EMERGENCY_LOGIN':
      return streams.emergency(session.id);
    default:
      return undefined;
  }
};

/** The id logout records and the token check looks up: the session's, or for an older token its issue second. */
export const sessionIdOf = (session: Pick<Session, 'sid' | 'iat'>) => session.sid ?? `iat:${session.iat}`;

/** Why an account in this standing may not act or log in; undefined when it may. */
export const standingRefusal = (standing: AccountStanding): string | undefined => {
  if (standing.standing === 'TERMINATED' || standing.erased) return TERMINATED_MESSAGE;
  if (standing.standing === 'SUSPENDED') return suspendedMessage(standing.suspendedUntil!);
  return undefined;
};

/**
 * `isTokenActive` for registerAuth in both APIs. It reads the subject's stream from the event store (the
 * source of truth, no projection lag), so a suspension, termination, logout or password change applies to the
 * very next call. A token issued in an earlier second than the latest password change is refused too; a token
 * signed in the same second as the change (the one the change itself hands out) stays good. A session past its
 * absolute end (login + SESSION_MAX_SECONDS, by this clock) is refused whatever its token's expiry says.
 * An account without account events (also the synthetic ids of tests) is FUNCTIONING.
 */
export const createTokenCheck =
  (store: Pick<EventStore, 'readStream'>, now: () => Date = () => new Date(), lifetime?: Pick<SessionLifetime, 'sessionMaxSeconds'>) =>
  async (session: Session): Promise<string | undefined> => {
    const at = now();
    const end = lifetime && sessionEndOf(session, lifetime);
    if (end !== undefined && at.getTime() >= end * 1000) return SESSION_EXPIRED;
    const streamId = accountStreamOf(session);
    if (!streamId) return undefined;
    const standing = accountStanding(await store.readStream(streamId), at);
    const refusal = standingRefusal(standing);
    if (refusal) return refusal;
    if (standing.signedOut?.[sessionIdOf(session)]) return SIGNED_OUT_MESSAGE;
    if (standing.passwordChangedAt && typeof session.iat === 'number') {
      const changedSecond = Math.floor(Date.parse(standing.passwordChangedAt) / 1000);
      if (session.iat < changedSecond) return PASSWORD_CHANGED_MESSAGE;
    }
    return undefined;
  };
