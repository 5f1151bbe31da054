/**
 * Helpers for the account and admin HTTP tests: users created through the real API, mails read from the
 * dev outbox, the command API at another time (expiry), and sessions signed in the past.
 */
import Fastify from 'fastify';
import { createSigner } from 'fast-jwt';
import { ADMIN, decodeToken, type startTestPlatform } from '../../../scripts/test/harness';
import { commandApi } from '../app';

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.lk`;
/** A valid, unique 12-digit NIC of someone born in 1990. */
export const uniqueNic = () => `1990${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

/**
 * The secret of the newest mail to `to` carrying a link to `/<route>/…`. Polls the outbox: some mails (the
 * reset link) follow a command whose answer carries no position to wait on.
 */
export const mailedLink = async (t: TestPlatform, to: string, route: string, options: { after?: number; timeoutMs?: number } = {}) => {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const pattern = new RegExp(`/${route}/(\\S+)`);
  for (;;) {
    const outbox = (await t.api.call('GET', '/api/dev/outbox?limit=500')).body as { to: string; text: string; createdAt: string }[];
    const mails = outbox.filter((m) => m.to === to && pattern.test(m.text) && (!options.after || Date.parse(m.createdAt) > options.after));
    if (mails.length) return { secret: decodeURIComponent(pattern.exec(mails[0].text)![1]), count: mails.length };
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with /${route}/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

export const login = (t: TestPlatform, email: string, password: string) => t.api.call('POST', '/api/authenticate/login', { body: { email, password } });
export const coreAdminToken = (t: TestPlatform) => t.api.login(ADMIN.email, ADMIN.password);

/** A volunteer registered, e-mail verified and logged in. */
export const newVolunteer = async (t: TestPlatform, overrides: Record<string, string> = {}) => {
  const body = { firstName: 'Sunil', lastName: 'Fernando', nic: uniqueNic(), email: uniqueEmail('volunteer'), password: 'volunteer-pass-1', ...overrides };
  const registered = await t.api.post('/api/volunteer/register/email', body);
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const secret = await t.api.mailedSecret(body.email, 'verifyEmail');
  await t.api.post('/api/volunteer/verify/email', { emailToken: secret });
  const token = await t.api.login(body.email, body.password);
  return { ...body, id: registered.body.id as string, token };
};

/** A VIO registered and logged in. */
export const newVio = async (t: TestPlatform) => {
  const body = { name: 'Harbour Trust', email: uniqueEmail('vio'), password: 'vio-pass-123', type: 'NONPROFIT', description: 'Harbour Trust' };
  const registered = await t.api.post('/api/vio/registration/register', body);
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const token = await t.api.login(body.email, body.password);
  return { ...body, id: registered.body.id as string, token };
};

/** The command API on the platform's store and vault with its clock at `now` (to pass expiry times). */
export const commandApiAt = async (t: TestPlatform, now: Date) => {
  const app = Fastify();
  const { infra, config } = t.platform;
  await app.register(commandApi, { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, now: () => now });
  await app.ready();
  return {
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) {
      const r = await app.inject({ method, url, payload: body as object | undefined, headers: token ? { token } : {} });
      return { status: r.statusCode, body: r.body ? JSON.parse(r.body) : undefined };
    },
    close: () => app.close(),
  };
};

/** The same session as `token`, but issued `secondsAgo` earlier (a session from before some change). */
export const issuedEarlier = (t: TestPlatform, token: string, secondsAgo: number) => {
  const { iat: _, exp: __, ...session } = decodeToken(token);
  const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 3_600_000, clockTimestamp: Date.now() - secondsAgo * 1000 });
  return sign(session) as string;
};

export const days = (n: number) => n * 24 * 3600 * 1000;
