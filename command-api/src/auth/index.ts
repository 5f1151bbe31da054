export { registerAuth, signSession, DEFAULT_DENIED, type AuthOptions } from './plugin';
export type { Session } from './session';
export { createTokenCheck, accountStreamOf, standingRefusal } from './revocation';
