import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The SMS gateway's optional request signature, beside its static secret (x-sms-gateway-token): with
 * SMS_INBOUND_SIGNING_SECRET set, every POST /api/sms/inbound must carry
 *
 *   x-sms-gateway-timestamp: <Unix seconds when the gateway sent it>
 *   x-sms-gateway-signature: <hex HMAC-SHA256(signing secret, `${timestamp}.${raw request body}`)>  ("sha256=" prefix allowed)
 *
 * A request older or newer than the window is refused, so a captured request cannot be sent again later; within
 * the window the same signature is accepted once (see `createReplayGuard`). The static secret alone proves
 * who sent a request but not what was sent or when; the signature binds the body and the time.
 */
export const SIGNATURE_HEADER = 'x-sms-gateway-signature';
export const TIMESTAMP_HEADER = 'x-sms-gateway-timestamp';
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export const signGatewayRequest = (secret: string, timestamp: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export type SignatureCheck = { ok: true; signature: string } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export const checkGatewaySignature = (input: {
  secret: string;
  timestamp: unknown;
  signature: unknown;
  body: string | Buffer | undefined;
  now: Date;
  windowMs?: number;
}): SignatureCheck => {
  const { secret, timestamp, signature, body, now } = input;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || body === undefined) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing' };
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > (input.windowMs ?? SIGNATURE_WINDOW_MS)) return { ok: false, reason: 'stale' };
  const given = signature.replace(/^sha256=/, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'mismatch' };
  // Both sides are 32 bytes here, so the comparison takes the same time whatever the signature.
  const expected = Buffer.from(signGatewayRequest(secret, timestamp, body), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? { ok: true, signature: given } : { ok: false, reason: 'mismatch' };
};

/**
 * Accepts each signature once while it could still pass the time check. With the shared attempt counters
 * (PostgreSQL, every command-api process) when present; otherwise in this process's memory, which still
 * refuses a replay to the same process.
 */
export const createReplayGuard = (shared?: { hit(key: string, windowMs: number): Promise<{ current: number }> }, windowMs = SIGNATURE_WINDOW_MS) => {
  const seen = new Map<string, number>();
  return {
    async firstUse(signature: string, now: Date) {
      // Twice the window: a timestamp may sit up to one window in the past or the future.
      const keep = 2 * windowMs;
      if (shared) return (await shared.hit(`sms-signature:${signature}`, keep)).current === 1;
      for (const [key, until] of seen) if (until <= now.getTime()) seen.delete(key);
      if (seen.has(signature)) return false;
      seen.set(signature, now.getTime() + keep);
      return true;
    },
  };
};
