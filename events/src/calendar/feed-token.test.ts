import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCalendarFeedToken, signCalendarFeedToken } from './feed-token';

describe('calendar feed token', () => {
  const secret = 'a-test-secret-of-some-length';
  it('reads back what it signed, in 50 URL-safe characters', () => {
    const volunteerId = randomUUID();
    const token = signCalendarFeedToken(secret, { volunteerId, generation: 7 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{50}$/);
    expect(readCalendarFeedToken(secret, token)).toEqual({ volunteerId, generation: 7 });
  });

  it('refuses a token signed with another secret, altered in any character, truncated or not a string', () => {
    const token = signCalendarFeedToken(secret, { volunteerId: randomUUID(), generation: 0 });
    expect(readCalendarFeedToken('another-secret', token)).toBeUndefined();
    for (let i = 0; i < token.length; i++) {
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      // The last character carries 4 padding bits: a change there may decode to the same bytes.
      if (Buffer.from(altered, 'base64url').equals(Buffer.from(token, 'base64url'))) continue;
      expect(readCalendarFeedToken(secret, altered), `character ${i}`).toBeUndefined();
    }
    expect(readCalendarFeedToken(secret, token.slice(0, 49))).toBeUndefined();
    expect(readCalendarFeedToken(secret, `${token}A`)).toBeUndefined();
    expect(readCalendarFeedToken(secret, 42)).toBeUndefined();
  });
});
