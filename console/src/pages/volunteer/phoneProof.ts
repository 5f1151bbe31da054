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
