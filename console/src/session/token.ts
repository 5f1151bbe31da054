import { bit, hasBit, type UserType } from '@nvp/events/browser';

/** The payload of the login JWT (spec §3 Auth session). */
export interface TokenPayload {
  id: string;
  email: string;
  name: string;
  type: UserType | string;
  access: number;
  iat?: number;
  exp?: number;
  registrationNo?: string;
  isRefereeFilled?: boolean;
  status?: string;
  /** VIO sessions: a sub-VIO (it may not create or manage sub-VIOs). */
  isSubVio?: boolean;
  success?: boolean;
  error?: unknown;
}

const base64UrlDecode = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Decodes (does not verify) a JWT payload; undefined when it is not a JWT. */
export const decodeJwt = <T = Record<string, unknown>>(token: string): T | undefined => {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as T) : undefined;
  } catch {
    return undefined;
  }
};

export const isExpired = (payload: TokenPayload, nowMs = Date.now()) => typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;

/**
 * Post-login landing by type (spec §6); any other type goes to the VIO home. Admins land on their dashboard
 * (issue 27), those without VIEW_REPORTS (which the dashboard's route asks for, routes.tsx) on their profile.
 */
export const homeOf = (session: Pick<TokenPayload, 'type' | 'access'> | null | undefined): string => {
  switch (session?.type) {
    case 'VOLUNTEER':
      return '/volunteerHome';
    case 'ADMIN':
      return hasBit(session.access, bit.VIEW_REPORTS) ? '/admin/dashboard' : '/admin/profile';
    case 'EMERGENCY_LOGIN':
      return '/emguserHome';
    default:
      return '/vioHome';
  }
};
