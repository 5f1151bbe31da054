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
}
