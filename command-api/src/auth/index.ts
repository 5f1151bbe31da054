export { registerAuth, signSession, DEFAULT_DENIED, SESSION_EXPIRED, type AuthOptions, type SessionLifetime } from './plugin';
export type { Session } from './session';
export { createTokenCheck, accountStreamOf, standingRefusal, PASSWORD_CHANGED_MESSAGE, SIGNED_OUT_MESSAGE, TERMINATED_MESSAGE } from './revocation';
