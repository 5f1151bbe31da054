/**
 * Phone binding needs proof of the account (the session, or the mailed verification key): an e-mail address
 * alone is refused. After /verifyEmail/{key} the key is kept for this tab, so /verifyMobile/{email} can send it
 * as header `tokenKey` without a login; it is dropped once the phone is verified.
 */
const PHONE_PROOF_KEY = 'nvp.phoneProof';

export const rememberPhoneProof = (email: string, key: string) => sessionStorage.setItem(PHONE_PROOF_KEY, JSON.stringify({ email: email.toLowerCase(), key }));

/** The mailed key for this e-mail address, if this tab opened its verification link. */
export const phoneProofFor = (email: string): string | undefined => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PHONE_PROOF_KEY) ?? 'null') as { email?: string; key?: string } | null;
    return stored?.email === email.toLowerCase() && typeof stored.key === 'string' ? stored.key : undefined;
  } catch {
    return undefined;
  }
};

export const forgetPhoneProof = () => sessionStorage.removeItem(PHONE_PROOF_KEY);

/**
 * A code sent and not yet entered (issue 27): the volunteer leaves for the SMS app, the phone reloads the tab, and
 * the page must come back at the code step for the same number instead of asking for it again and sending a
 * second code. Kept for the code's lifetime (PHONE_CODE_TTL_MS on the server: 10 minutes) from the last send;
 * past it the number alone is offered again (the code has expired, a new one is needed). The number is no secret
 * beyond what the page already shows; the code itself is never stored.
 */
const PENDING_CODE_KEY = 'nvp.phoneCodePending';
export const PENDING_CODE_LIFETIME_MS = 10 * 60_000;

export interface PendingCode {
  phoneNumber: string;
  /** Whether the code sent is still usable (else only the number is remembered). */
  live: boolean;
}

/** What a stored entry says for this e-mail address at `now` (pure, so it is tested without a browser). */
export const pendingCodeIn = (stored: string | null, email: string, now: number): PendingCode | undefined => {
  try {
    const entry = JSON.parse(stored ?? 'null') as { email?: string; phoneNumber?: string; sentAt?: number } | null;
    if (entry?.email !== email.toLowerCase() || typeof entry.phoneNumber !== 'string' || typeof entry.sentAt !== 'number') return undefined;
    return { phoneNumber: entry.phoneNumber, live: now - entry.sentAt < PENDING_CODE_LIFETIME_MS && entry.sentAt <= now };
  } catch {
    return undefined;
  }
};

export const pendingCodeFor = (email: string): PendingCode | undefined => pendingCodeIn(sessionStorage.getItem(PENDING_CODE_KEY), email, Date.now());

export const rememberPendingCode = (email: string, phoneNumber: string) =>
  sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify({ email: email.toLowerCase(), phoneNumber, sentAt: Date.now() }));

export const forgetPendingCode = () => sessionStorage.removeItem(PENDING_CODE_KEY);
