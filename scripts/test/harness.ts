import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@nvp/events/testing';
import { parsePosition, type PlatformConfig } from '@nvp/events';
import { startPlatform, type StartedPlatform } from '../platform';

export const ADMIN = { email: 'core.admin@nvp.test', password: 'core-admin-pass' };

/** Where a test platform keeps its data: by default a fresh database on the test run's shared server. */
export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * The whole platform on a fresh database and a free port, as `npm start` runs it. A signed-in read after a write
 * waits up to 30 s for the read models (3 s in production): the tests share two cores with other files and assert
 * that a write is read back, not how soon; the speed is `npm run bench`'s (read-your-writes.ts).
 */
export const startTestPlatform = async (
  label: string,
  overrides: Partial<PlatformConfig> = {},
  { database, ...options }: Pick<Parameters<typeof startPlatform>[1] & {}, 'prepare'> & { /** Instead of a database on the shared server (a test that must hold the whole server). */ database?: TestDatabase } = {},
) => {
  const db: TestDatabase = database ?? (await createTestDatabase(label));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `nvp-${label}-`));
  const platform = await startPlatform(
    { databaseUrl: db.url, dataDir, port: 0, host: '127.0.0.1', adminEmail: ADMIN.email, adminPassword: ADMIN.password, devOutbox: true, smtpUrl: undefined, kafkaBrokers: undefined, clickhouseUrl: undefined, kurrentdbUrl: undefined, readYourWritesTimeoutMs: 30_000, ...overrides },
    { quiet: true, ...options },
  );
  const api = createClient(platform);
  return {
    platform,
    db,
    api,
    async stop() {
      // No test waits on an answer across the platform's end: one left unread is cut at once, not held 10 s.
      await platform.stop({ graceMs: 250 });
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export const createClient = (platform: Pick<StartedPlatform, 'url'> & Partial<Pick<StartedPlatform, 'projections'>>) => {
  let lastPosition: string | undefined;
  const call = async (method: string, route: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.token = options.token;
    if (method === 'GET' && lastPosition) {
      headers['x-nvp-position'] = lastPosition;
      // The server makes only signed-in reads wait for the position. An anonymous read here is the same person
      // looking right after their write, so the test waits for the read models itself.
      const position = parsePosition(lastPosition);
      if (!headers.token && !headers.authorization && position) await platform.projections?.runner.waitFor(position, 5_000, 'with-facts');
    }
    const response = await fetch(`${platform.url}${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    const body = text ? JSON.parse(text) : undefined;
    // A command's log position (a waitlisted application's answer names its place in the list `position`, the log's `logPosition`).
    const logPosition = body?.logPosition ?? body?.position;
    if (typeof logPosition === 'string' && logPosition) lastPosition = logPosition;
    return { status: response.status, body, headers: response.headers };
  };
  return {
    call,
    get: (route: string, token?: string) => call('GET', route, { token }),
    post: (route: string, body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) => call('POST', route, { body, ...options }),
    login: async (email: string, password: string) => {
      const r = await call('POST', '/api/authenticate/login', { body: { email, password } });
      if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    },
    /** The secret of the latest verification link mailed to `to`. */
    async mailedSecret(to: string, route: 'verifyEmail' | 'verifyVioEmail') {
      const outbox = (await call('GET', '/api/dev/outbox')).body as { to: string; text: string }[];
      const mail = outbox.find((m) => m.to === to && m.text.includes(`/${route}/`));
      const match = mail?.text.match(new RegExp(`/${route}/(\\S+)`));
      return match ? decodeURIComponent(match[1]) : undefined;
    },
  };
};

export const decodeToken = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/**
 * One request as a hostile caller sends it: a raw body of any content type, redirects not followed, and the answer
 * kept whatever it is (JSON parsed when it parses, else the text), so a fuzz test can judge every answer.
 */
export const rawCall = async (baseUrl: string, method: string, url: string, options: { token?: string; body?: string; contentType?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: options.body, redirect: 'manual' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // kept as text: the caller's checks report it
  }
  return { status: response.status, body };
};
