import { describe, expect, it } from 'vitest';
import { callOutReplyKey, normalisePhone, parseReply } from './call-out';

describe('call-out helpers', () => {
  it('reads YES/NO in the three languages, nothing else', () => {
    expect(['YES', 'yes please', ' y ', 'ඔව්', 'ஆம்'].map(parseReply)).toEqual(['YES', 'YES', 'YES', 'YES', 'YES']);
    expect(['No', 'NO.', 'නැහැ', 'இல்லை'].map(parseReply)).toEqual(['NO', 'NO', 'NO', 'NO']);
    expect(['maybe', '', 'yesterday'].map(parseReply)).toEqual([undefined, undefined, undefined]);
  });
  it('brings gateway numbers to the 10 digits volunteers registered with', () => {
    expect(['+94 77 123 4567', '94771234567', '0771234567', '771234567'].map(normalisePhone)).toEqual(Array(4).fill('0771234567'));
  });
  it('signs reply keys per opportunity, volunteer and secret', () => {
    const key = callOutReplyKey('s', 'o', 'v');
    expect(key.startsWith('o.v.')).toBe(true);
    expect(callOutReplyKey('s', 'o', 'v')).toBe(key);
    expect(callOutReplyKey('other', 'o', 'v')).not.toBe(key);
    expect(callOutReplyKey('s', 'o', 'w')).not.toBe(key);
  });
});
