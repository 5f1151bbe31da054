import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { endServerSession, setUnauthorizedHandler, TOKEN_KEY } from '../api';
import { PAGE_COOKIES } from '@nvp/events/browser';
import { decodeJwt, isExpired, type TokenPayload } from './token';

export interface Session extends TokenPayload {
  token: string;
}

/** Where the app must go after the session ended on purpose (logout or a 401), and what to tell the user. */
export interface Exit {
  to: string;
  notice?: string;
}

interface SessionState {
  session: Session | null;
  exit: Exit | null;
  /** A notice for the login page (e.g. the server's suspension message). */
  notice: string | null;
  signIn: (token: string) => Session | null;
  signOut: (exit?: Exit) => void;
  /** The user logs out: the server ends the session first, then the console forgets the token (signOut). */
  logOut: (exit?: Exit) => Promise<void>;
  exitDone: () => void;
  clearNotice: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

const sessionFrom = (token: string | null): Session | null => {
  if (!token) return null;
  const payload = decodeJwt<TokenPayload>(token);
  if (!payload || typeof payload.access !== 'number' || isExpired(payload)) return null;
  return { ...payload, token };
};

/** Restore the session from the stored token at start; an expired or unreadable token is dropped. None when prerendering. */
export const restore = (): Session | null => {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  const session = sessionFrom(token);
  if (token && !session) localStorage.removeItem(TOKEN_KEY);
  return session;
};

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [session, setSession] = useState<Session | null>(restore);
  const [exit, setExit] = useState<Exit | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = useCallback((token: string) => {
    const next = sessionFrom(token);
    if (next) {
      localStorage.setItem(TOKEN_KEY, token);
      setNotice(null);
    }
    setSession(next);
    return next;
  }, []);

  const signOut = useCallback((how: Exit = { to: '/' }) => {
    localStorage.removeItem(TOKEN_KEY);
    setSession(null);
    setExit(how);
    setNotice(how.notice ?? null);
  }, []);

  const logOut = useCallback(
    async (how: Exit = { to: '/' }) => {
      const token = localStorage.getItem(TOKEN_KEY);
      if (token) await endServerSession(token);
      signOut(how);
    },
    [signOut],
  );

  const exitDone = useCallback(() => setExit(null), []);
  const clearNotice = useCallback(() => setNotice(null), []);

  // A 401 with a message while logged in (suspended or terminated account): log out and show it on /login.
  useEffect(() => {
    setUnauthorizedHandler((message) => signOut({ to: '/login', notice: message }));
    return () => setUnauthorizedHandler(undefined);
  }, [signOut]);

  // The token expires while the app is open: drop it.
  useEffect(() => {
    if (!session?.exp) return;
    const ms = session.exp * 1000 - Date.now();
    const timer = window.setTimeout(() => signOut({ to: '/login' }), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => window.clearTimeout(timer);
  }, [session, signOut]);

  // The server sends a public page prerendered for an anonymous visitor (query-api/src/findable/prerendered.ts) only
  // when this cookie is absent: a logged-in user gets the plain app shell instead of a page they are not on. A flag,
  // never the token; it lasts as long as the token.
  useEffect(() => {
    const seconds = session?.exp ? Math.floor(session.exp - Date.now() / 1000) : undefined;
    const maxAge = !session ? 0 : seconds === undefined ? undefined : Math.max(0, seconds);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; the server reads this cookie to prerender the page
    document.cookie = `${PAGE_COOKIES.signedIn}=${maxAge === 0 ? '' : '1'}; path=/; samesite=lax${maxAge === undefined ? '' : `; max-age=${maxAge}`}`;
  }, [session]);

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY) setSession(sessionFrom(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(
    () => ({ session, exit, notice, signIn, signOut, logOut, exitDone, clearNotice }),
    [session, exit, notice, signIn, signOut, logOut, exitDone, clearNotice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useSession = () => {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
};
