import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetNext, loginPath, registerPath, rememberedNext, rememberNext, safeNext } from './returnTo';

describe('the page to come back to after logging in (?next=) is a path of this site only', () => {
  it('keeps same-site paths with their query and fragment', () => {
    for (const path of ['/viewOpportunity/5f1c2a4e-0000-4000-8000-000000000001', '/', '/volunteer-opportunities?type=ONLINE', '/aboutus#refs', '/vio/abc?lang=si'])
      expect(safeNext(path), path).toBe(path);
  });

  it('refuses other sites, schemes, protocol-relative and backslash tricks, control characters', () => {
    for (const path of [
      'https://evil.example/x',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      '//evil.example/viewOpportunity/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /viewOpportunity/1',
      'viewOpportunity/1',
      '',
      '/'.padEnd(2_001, 'a'),
    ])
      expect(safeNext(path), JSON.stringify(path)).toBeUndefined();
    expect(safeNext(null)).toBeUndefined();
    expect(safeNext(undefined)).toBeUndefined();
  });

  it('refuses the login and register pages themselves (no loop)', () => {
    for (const path of ['/login', '/login?next=/x', '/register', '/REGISTER/', '/register?registerAs=vio']) expect(safeNext(path), path).toBeUndefined();
    expect(safeNext('/loginHelp')).toBe('/loginHelp');
  });

  it('builds the login and register links with next, and without it when it is unsafe', () => {
    expect(loginPath('/viewOpportunity/1')).toBe('/login?next=%2FviewOpportunity%2F1');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
    expect(registerPath('/viewOpportunity/1')).toBe('/register?registerAs=volunteer&next=%2FviewOpportunity%2F1');
    expect(registerPath('https://evil.example')).toBe('/register?registerAs=volunteer');
    expect(new URLSearchParams(loginPath('/v?a=1&b=2').split('?')[1]).get('next')).toBe('/v?a=1&b=2');
  });
});

describe('the page to come back to survives the mailed verification link for a day', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, String(v)),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers a safe path, forgets it after a day or on request, never keeps an unsafe one', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    rememberNext('/viewOpportunity/1', now);
    expect(rememberedNext(now + 60_000)).toBe('/viewOpportunity/1');
    expect(rememberedNext(now + 25 * 3600_000)).toBeUndefined();
    forgetNext();
    expect(rememberedNext(now)).toBeUndefined();
    rememberNext('//evil.example', now);
    expect(rememberedNext(now)).toBeUndefined();
    // A tampered store is not followed either.
    store.set('nvp.next', JSON.stringify({ path: 'https://evil.example', at: now }));
    expect(rememberedNext(now)).toBeUndefined();
    store.set('nvp.next', 'not json');
    expect(rememberedNext(now)).toBeUndefined();
  });
});
