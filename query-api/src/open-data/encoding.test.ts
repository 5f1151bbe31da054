import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding';

describe('the coding of a cached feed page', () => {
  it('prefers brotli, then gzip, else none, by the q-values the client sends', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR; q=0.1')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
