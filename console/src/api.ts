/**
 * The HTTP client. Sends the session token as `token` and `Authorization: Bearer`, remembers the latest
 * command `position` and sends it as `x-nvp-position` on reads (read-your-writes). Errors are JSON {message}.
 */
export const TOKEN_KEY = 'token';
const POSITION_KEY = 'nvp.position';
export const GENERIC_ERROR = 'Something went wrong!';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message, when it sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? GENERIC_ERROR);
  }
}

let serverTextTranslator: ((text: string) => string) | undefined;

/**
 * The language provider registers how a server's English message is shown in the interface language (the server
 * catalogue, events/src/validation/messages.server.ts); none in English, or before that catalogue has arrived.
 */
export const setServerTextTranslator = (translate: ((text: string) => string) | undefined) => {
  serverTextTranslator = translate;
};

/** A message the server wrote (an error's or a success's), in the interface language; unknown texts as they are. */
export const serverText = (text: string) => (serverTextTranslator ? serverTextTranslator(text) : text);

/** Server message when present (in the interface language), else the given fallback (spec §8). */
export const errorText = (error: unknown, fallback = GENERIC_ERROR) =>
  error instanceof ApiError && error.serverMessage ? serverText(error.serverMessage) : fallback;

let lastPosition: string | undefined = (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(POSITION_KEY)) || undefined;
let onUnauthorized: ((message: string) => void) | undefined;
let tooManyAttempts: ((retryAfterSeconds: number) => string) | undefined;

/**
 * The language provider registers how a refused attempt (429) is worded in the interface language; the
 * server's English message is the fallback.
 */
export const setTooManyAttemptsText = (text: ((retryAfterSeconds: number) => string) | undefined) => {
  tooManyAttempts = text;
};

/** The session registers what happens when the server rejects a logged-in user (suspended/terminated). */
export const setUnauthorizedHandler = (handler: ((message: string) => void) | undefined) => {
  onUnauthorized = handler;
};

export const rememberPosition = (position: unknown) => {
  if (typeof position === 'string' && position) {
    lastPosition = position;
    sessionStorage.setItem(POSITION_KEY, position);
  }
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A POST that only reads (the landing's figures): it carries the last write's position like a GET. */
  read?: boolean;
}

/** A call's body and headers (e.g. a paged list's `x-total-count`). */
export async function apiWithHeaders<T = unknown>(path: string, { method = 'GET', body, headers = {}, signal, read }: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const token = localStorage.getItem(TOKEN_KEY);
  const all: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) all['Content-Type'] = 'application/json';
  if (token) {
    all.token = token;
    all.Authorization = `Bearer ${token}`;
  }
  if ((method === 'GET' || read) && lastPosition) all['x-nvp-position'] = lastPosition;

  let response: Response;
  try {
    response = await fetch(path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(408, undefined);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  if (!response.ok) {
    const message = typeof record?.message === 'string' && record.message ? record.message : undefined;
    if (response.status === 401 && token && message && onUnauthorized) onUnauthorized(message);
    if (response.status === 429 && tooManyAttempts) throw new ApiError(429, tooManyAttempts(Number(response.headers.get('retry-after')) || 60));
    throw new ApiError(response.status || 500, message);
  }
  // A waitlisted application's answer names its place in the list `position` and the log's `logPosition`.
  rememberPosition(record?.logPosition ?? record?.position);
  return { data: data as T, headers: response.headers };
}

export const api = async <T = unknown,>(path: string, options: RequestOptions = {}): Promise<T> => (await apiWithHeaders<T>(path, options)).data;

/**
 * Ends the session on the server (POST /api/authenticate/logout), so the token stops working everywhere, even a
 * copy of it. Best effort, and never a 401 handler: the console forgets the token afterwards whatever the answer
 * (offline, or the session has ended already).
 */
export const endServerSession = async (token: string) => {
  try {
    await fetch('/api/authenticate/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', token, Authorization: `Bearer ${token}` },
      body: '{}',
      keepalive: true,
    });
  } catch {
    // Offline: the token still ends by itself (its expiry, the session's absolute lifetime).
  }
};
