import type { UserType } from '@nvp/events';

/** Spec §3 "Auth session": what the token carries and the console decodes. */
export interface Session {
  id: string;
  email: string;
  name: string;
  type: UserType;
  access: number;
  registrationNo: string | null;
  isRefereeFilled: boolean;
  status: string;
  /** VIO accounts only: true for a sub-VIO (one with a principal), which the console must not offer sub-VIO pages. */
  isSubVio?: boolean;
  success: true;
  error: false;
  iat?: number;
  exp?: number;
  /** The session (one login and the tokens renewed from it): what logout ends. Absent on tokens from before issue 23. */
  sid?: string;
  /** When the person logged in (seconds): no token of the session outlives auth_time + SESSION_MAX_SECONDS. */
  auth_time?: number;
}

/** The claims a token adds to what an account says about itself; signSession sets them. */
export type SessionClaims = 'iat' | 'exp' | 'sid' | 'auth_time';
