/**
 * Where someone goes back to after logging in (issue 25: a visitor taps Apply on a public opportunity, logs in or
 * registers, and lands on that opportunity again). `?next=` carries it; only a path of this site is followed
 * (open-redirect safe): one leading '/', not '//' or '/\' (a browser reads both as another host), no scheme, no
 * control characters (the URL parser drops tabs and newlines, so '/\t/evil.example' would become '//evil.example'),
 * and not /login or /register themselves.
 */
const MAX_LENGTH = 2_000;
const PROBE_ORIGIN = 'https://next.invalid';

export const safeNext = (value: string | null | undefined): string | undefined => {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is this pattern's purpose
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (/^\/(login|register)(\/|$)/i.test(url.pathname)) return undefined;
  return value;
};

/** /login, or /login?next=… when there is somewhere to come back to. */
export const loginPath = (next?: string) => (safeNext(next) ? `/login?${new URLSearchParams({ next: next! })}` : '/login');

/** /register as a volunteer, carrying `next` when there is one. */
export const registerPath = (next?: string) =>
  `/register?${new URLSearchParams({ registerAs: 'volunteer', ...(safeNext(next) ? { next: next! } : {}) })}`;

/**
 * Registration goes through a mailed link (perhaps days later, perhaps in another tab): the page to come back to
 * is kept in this browser for a day, and the verification pages' "Log in" carries it.
 */
const STORAGE_KEY = 'nvp.next';
const KEEP_MS = 24 * 60 * 60 * 1000;

export const rememberNext = (next: string | undefined, now = Date.now()) => {
  const path = safeNext(next);
  if (path) localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
};

export const rememberedNext = (now = Date.now()): string | undefined => {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > KEEP_MS || kept.at > now) return undefined;
    return safeNext(kept.path);
  } catch {
    return undefined;
  }
};

export const forgetNext = () => localStorage.removeItem(STORAGE_KEY);
