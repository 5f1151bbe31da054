import { describe, expect, it } from 'vitest';
import { CHECKIN_CODE_MINUTES, checkinCodeProblem, issueCheckinCode, readCheckinCode, signCheckinCode } from './checkin-code';

const secret = 'a-jwt-secret-of-at-least-thirty-two-characters';
const applicationId = '7d1e2f3a-1234-4abc-8def-0123456789ab';
// 10:00 in Colombo on 2026-11-28.
const now = new Date('2026-11-28T04:30:00Z');

describe('check-in codes', () => {
  it('names the application, the Sri Lankan day, an expiry CHECKIN_CODE_MINUTES ahead and a one-time id, in a short URL-safe text', () => {
    const issued = issueCheckinCode(secret, applicationId, now);
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(issued.code.length).toBeLessThan(200);
    const read = readCheckinCode(secret, issued.code);
    expect(read).toEqual({ applicationId, date: '2026-11-28', expiresAt: new Date(now.getTime() + CHECKIN_CODE_MINUTES * 60_000), codeId: issued.codeId });
    expect(checkinCodeProblem(read, '2026-11-28', now, [])).toBeUndefined();
  });

  it('takes the day from Colombo: 23:00 UTC is already the next day there', () => {
    expect(issueCheckinCode(secret, applicationId, new Date('2026-11-28T23:00:00Z')).date).toBe('2026-11-29');
  });

  it('gives each code its own id', () => {
    const a = issueCheckinCode(secret, applicationId, now);
    const b = issueCheckinCode(secret, applicationId, now);
    expect(a.codeId).not.toBe(b.codeId);
    expect(a.code).not.toBe(b.code);
  });

  it('refuses a forged code: another key, a changed character, a truncated or garbled text', () => {
    const { code } = issueCheckinCode(secret, applicationId, now);
    expect(readCheckinCode('another-secret-of-at-least-thirty-two-chars', code)).toBeUndefined();
    const flipped = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    expect(readCheckinCode(secret, flipped)).toBeUndefined();
    expect(readCheckinCode(secret, code.slice(0, -2))).toBeUndefined();
    for (const garbled of ['', 'not a code', '<script>', 42, null, undefined, 'x'.repeat(300)]) expect(readCheckinCode(secret, garbled)).toBeUndefined();
    expect(checkinCodeProblem(readCheckinCode(secret, flipped), '2026-11-28', now, [])).toBe('FORGED');
  });

  it('a code whose fields were re-signed by someone without the key is refused (the MAC covers every field)', () => {
    const fields = { applicationId, date: '2026-11-29', expiresAt: new Date('2026-11-29T05:00:00Z'), codeId: '0011223344556677' };
    const other = signCheckinCode('not-the-platform-secret-0123456789abcdef', fields);
    expect(readCheckinCode(secret, other)).toBeUndefined();
    expect(readCheckinCode(secret, signCheckinCode(secret, fields))).toEqual(fields);
  });

  it('is for its day only, expires, and is used once', () => {
    const read = readCheckinCode(secret, issueCheckinCode(secret, applicationId, now).code)!;
    expect(checkinCodeProblem(read, '2026-11-29', now, [])).toBe('OTHER_DAY');
    expect(checkinCodeProblem(read, '2026-11-28', new Date(now.getTime() + CHECKIN_CODE_MINUTES * 60_000), [])).toBeUndefined();
    expect(checkinCodeProblem(read, '2026-11-28', new Date(now.getTime() + CHECKIN_CODE_MINUTES * 60_000 + 1000), [])).toBe('EXPIRED');
    expect(checkinCodeProblem(read, '2026-11-28', now, ['ffeeddccbbaa9988', read.codeId])).toBe('USED');
  });
});
