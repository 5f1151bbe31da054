import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBio } from '../../command-api/src/volunteer/fixtures';
import { ADMIN, rawCall, startTestPlatform } from './harness';

/**
 * Every command route (each registered non-GET /api route, from the platform's own route list) gets hostile
 * input from four callers (anonymous, a volunteer, a VIO, an admin — real accounts): empty and non-object
 * bodies, unreadable JSON, huge strings, deep nesting, prototype-pollution keys, and a value of every wrong
 * kind for each field the route names in its 400s. Nothing may answer 5xx, every 400 names what is wrong,
 * and afterwards the platform is healthy and a normal call still works. Deterministic cases, no random loops.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
const callers: Record<string, string | undefined> = { anonymous: undefined };
let volunteer: { email: string; password: string; nic: string; token: string };

const outboxText = async (to: string, pattern: RegExp) => {
  for (let i = 0; i < 100; i++) {
    const outbox = (await t.api.get('/api/dev/outbox?limit=200')).body as { to: string; text: string }[];
    const match = outbox.filter((m) => m.to === to).map((m) => pattern.exec(m.text)).find(Boolean);
    if (match) return decodeURIComponent(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fuzz setup: nothing to ${to} matching ${pattern}`);
};

beforeAll(async () => {
  t = await startTestPlatform('fuzz');
  // A volunteer with a verified phone (so the bio routes run their validation), a verified VIO, the core admin.
  volunteer = { email: `fuzz.${randomUUID().slice(0, 8)}@example.lk`, password: 'fuzz-pass-123', nic: '199312345678', token: '' };
  expect((await t.api.post('/api/volunteer/register/email', { firstName: 'Fuzz', lastName: 'Volunteer', nic: volunteer.nic, email: volunteer.email, password: volunteer.password })).status).toBe(200);
  const key = await outboxText(volunteer.email, /\/verifyEmail\/(\S+)/);
  expect((await t.api.post('/api/volunteer/verify/email', { emailToken: key })).status).toBe(200);
  expect((await t.api.post('/api/volunteer/register/phone', { emailToken: key, phoneNumber: '0770000001' })).status).toBe(200);
  const code = await outboxText('0770000001', /\b(\d{6})\b/);
  expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: key, phoneToken: code })).status).toBe(200);
  volunteer.token = await t.api.login(volunteer.email, volunteer.password);
  callers.volunteer = volunteer.token;

  const vioEmail = `fuzz.vio.${randomUUID().slice(0, 8)}@example.lk`;
  expect((await t.api.post('/api/vio/registration/register', { name: 'Fuzz Org', email: vioEmail, password: 'fuzz-org-123', type: 'NONPROFIT' })).status).toBe(200);
  const vioKey = await outboxText(vioEmail, /\/verifyVioEmail\/(\S+)/);
  expect((await t.api.post('/api/vio/email-verification', { emailToken: vioKey })).status).toBe(200);
  callers.vio = await t.api.login(vioEmail, 'fuzz-org-123');
  callers.admin = await t.api.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.stop());

/** Deeply nested JSON, built as text (an object would overflow a naive recursive serializer). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Raw bodies for every route and caller: [name, body, content type]. */
const rawCases: [string, string | undefined, string | undefined][] = [
  ['no body', undefined, undefined],
  ['empty JSON body', '', 'application/json'],
  ['{}', '{}', 'application/json'],
  ['null', 'null', 'application/json'],
  ['an array', '[]', 'application/json'],
  ['a string', '"text"', 'application/json'],
  ['a number', '12345', 'application/json'],
  ['true', 'true', 'application/json'],
  ['cut-off JSON', '{"email":', 'application/json'],
  ['not JSON at all', 'not json', 'application/json'],
  ['plain text', 'email=a@b.lk', 'text/plain'],
  ['form encoding', 'email=a%40b.lk', 'application/x-www-form-urlencoded'],
  ['unknown content type', '{}', 'application/x-nvp-unknown'],
  ['5,000 nested arrays', nestedArrays(5000), 'application/json'],
  ['2,000 nested objects', nestedObjects(2000), 'application/json'],
  ['__proto__ key', '{"__proto__":{"isAdmin":true,"access":4294967295}}', 'application/json'],
  ['constructor.prototype keys', '{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
  ['prototype key', '{"prototype":{"isAdmin":true},"toString":"x","hasOwnProperty":1}', 'application/json'],
  ['lone surrogates and control characters', '{"email":"\\ud800\\u0000\\u001f@x.lk","name":"\\udfff"}', 'application/json'],
];
const refusedCases = ['no body', 'cut-off JSON', '__proto__ key', 'unknown content type'];

/**
 * Large bodies: sent once per route, by the first caller the route lets through (refused callers are answered
 * before the body is read, so repeating them for every caller would only cost time).
 */
const heavyCases: [string, string, string][] = [
  ['a 900 kB string', JSON.stringify({ x: 'a'.repeat(900_000) }), 'application/json'],
  ['a body over the size limit', JSON.stringify({ x: 'a'.repeat(3_000_000) }), 'application/json'],
  ['100,000 nested arrays', nestedArrays(100_000), 'application/json'],
];

/** Values of every wrong kind (and hostile right kinds) for a field the route names. */
const fieldValues: [string, unknown][] = [
  ['a number', 12345],
  ['true', true],
  ['null', null],
  ['a list', ['a', 1, null]],
  ['an object', { nested: { deeper: ['x'] } }],
  ['an object with __proto__', JSON.parse('{"__proto__":{"polluted":true}}')],
  ['a 100 kB string', 'x'.repeat(100_000)],
  ['a SQL fragment', "'; DROP TABLE events; --"],
];

/** The ids in paths: an unknown uuid, and a hostile segment. */
const pathValues = [randomUUID(), '..%2F..%2Fetc%2Fpasswd', `${'9'.repeat(400)}`];

/** Logout ends the caller's session: walked on its own below, with sessions of its own, or every later route would get 401. */
const LOGOUT = 'POST /api/authenticate/logout';
const commandRoutes = () =>
  (t?.platform.routes ?? [])
    .filter((r) => r.method !== 'GET' && r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .filter((route) => route !== LOGOUT);

interface Outcome {
  status: number;
  body: unknown;
}
const send = (method: string, url: string, token: string | undefined, body: string | undefined, contentType: string | undefined): Promise<Outcome> =>
  rawCall(t.platform.url, method, url, { token, body, contentType });

describe('fuzzing every command route', () => {
  it('finds the command routes from the platform (and there are some)', () => {
    expect(commandRoutes().length).toBeGreaterThan(10);
  });

  // The route list is only known once the platform runs, so one test walks them all, naming each failure.
  it('no hostile input gets a 5xx, and every 400 says what is wrong', async () => {
    const problems: string[] = [];
    const discovered = new Set<string>();
    const check = (what: string, outcome: Outcome) => {
      if (outcome.status >= 500) problems.push(`${what}: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
      else if (outcome.status === 400) {
        const message = (outcome.body as { message?: unknown } | undefined)?.message;
        if (typeof message !== 'string' || !message) problems.push(`${what}: 400 without a message`);
      }
    };
    for (const route of commandRoutes()) {
      const [method, pattern] = route.split(' ');
      const urls = pattern.includes(':') ? pathValues.map((value) => pattern.replace(/:[A-Za-z]+/g, value)) : [pattern];
      let heavyDone = false;
      for (const [caller, token] of Object.entries(callers)) {
        const probe = await send(method, urls[0], token, '{}', 'application/json');
        const allowed = ![401, 403].includes(probe.status);
        if (!heavyDone && allowed) {
          heavyDone = true;
          for (const [name, body, type] of heavyCases) check(`${route} as ${caller} with ${name}`, await send(method, urls[0], token, body, type));
        }
        // A refused caller is answered before its body is read: a few bodies show that stays so.
        for (const [name, body, type] of allowed ? rawCases : rawCases.filter(([name]) => refusedCases.includes(name))) check(`${route} as ${caller} with ${name}`, await send(method, urls[0], token, body, type));
        // The other path values with the plain bodies only (the hostile bodies are the same at any path).
        for (const url of urls.slice(1)) {
          for (const [name, body, type] of rawCases.slice(0, 3)) check(`${route} as ${caller} at ${url.slice(0, 60)} with ${name}`, await send(method, url, token, body, type));
        }
        // Walk the fields the route names: each round fills the named field with every wrong kind, then
        // with a plausible text so the next round reaches the next field (bounded to 12 fields).
        const body: Record<string, unknown> = {};
        for (let round = 0; round < 12; round++) {
          const first = await send(method, urls[0], token, JSON.stringify(body), 'application/json');
          check(`${route} as ${caller} with ${JSON.stringify(Object.keys(body))}`, first);
          const field = (first.body as { field?: unknown } | undefined)?.field;
          if (first.status !== 400 || typeof field !== 'string' || field.includes('.') || field in body) break;
          discovered.add(field);
          for (const [name, value] of fieldValues) {
            check(`${route} as ${caller} with ${field} = ${name}`, await send(method, urls[0], token, JSON.stringify({ ...body, [field]: value }), 'application/json'));
          }
          body[field] = 'x';
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk really reached into the bodies (the routes name their fields in 400s). Only fields of routes
    // outside any attempt limit are required: a limited public route may answer 429 (not a failure) mid-walk.
    for (const field of ['email', 'password', 'title', 'oldPassword']) expect(discovered).toContain(field);
    expect(discovered.size).toBeGreaterThanOrEqual(10);
  }, 600_000);

  it('logout takes no input: whatever body comes, a fresh session ends cleanly (200), never a 5xx', async () => {
    expect((t?.platform.routes ?? []).some((r) => `${r.method} ${r.url}` === LOGOUT)).toBe(true);
    for (const [name, body, type] of [...rawCases, ...heavyCases]) {
      const token = await t.api.login(volunteer.email, volunteer.password);
      const outcome = await send('POST', '/api/authenticate/logout', token, body, type);
      expect(outcome.status, `logout with ${name}: ${JSON.stringify(outcome.body).slice(0, 200)}`).toBeLessThan(500);
      expect((await t.api.get('/api/volunteer/account', token)).status, `after logout with ${name}`).toBe(outcome.status === 200 ? 401 : 200);
    }
  });

  it('leaves the platform healthy: /api/health is ok and a normal command and read still work', async () => {
    const health = await t.api.get('/api/health');
    expect(health.status).toBe(200);
    expect(JSON.stringify(health.body)).toMatch(/ok/i);
    // Nothing was polluted: a plain object has no injected property.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const saved = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic, nameInNic: 'Fuzz Survivor Volunteer' }), { token: volunteer.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await t.api.get('/api/volunteer/bio/get', saved.body.token ?? volunteer.token);
    expect(read.status).toBe(200);
    expect(read.body.bio).toMatchObject({ nameInNic: 'Fuzz Survivor Volunteer' });
  });
});

describe('400 answers name the field: { message, field }', () => {
  const post = (url: string, body: unknown, token?: string) => t.api.post(url, body, { token });

  it('a wrong type names what is expected and where, on every route (nested paths joined with dots)', async () => {
    const registration = { firstName: 'Kamala', lastName: 'Silva', nic: '199412345678', email: 'field.check@example.lk', password: 'field-pass-123' };
    expect(await post('/api/volunteer/register/email', { ...registration, firstName: 123 })).toMatchObject({ status: 400, body: { message: 'Should be a text', field: 'firstName' } });
    expect(await post('/api/volunteer/register/email', { ...registration, lastName: undefined })).toMatchObject({ status: 400, body: { message: 'Required', field: 'lastName' } });
    const bio = (overrides: Record<string, unknown>) => post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic, ...overrides }), volunteer.token);
    expect(await bio({ firstLanguage: 'English' })).toMatchObject({ status: 400, body: { message: 'Should be a number', field: 'firstLanguage' } });
    expect(await bio({ otherLanguages: [1, 'Tamil'] })).toMatchObject({ status: 400, body: { message: 'Should be a number', field: 'otherLanguages.1' } });
    expect(await bio({ otherLanguages: 'Tamil' })).toMatchObject({ status: 400, body: { message: 'Should be a list', field: 'otherLanguages' } });
    expect(await bio({ contactResidence: '011' })).toMatchObject({ status: 400, body: { message: 'Phone number is not valid', field: 'contactResidence' } });
    // The reset page's answer keeps its { status: 'FAILED' } shape and gains the field.
    expect(await t.api.call('PUT', '/api/user/forgetPassword', { body: { token: 5, password1: 'new-pass-123', password2: 'new-pass-123' } })).toMatchObject({
      status: 400,
      body: { status: 'FAILED', message: 'Should be a text', field: 'token' },
    });
  });

  it('a body that is not an object, unreadable JSON and __proto__ keys get plain 400s', async () => {
    expect(await post('/api/authenticate/login', ['a@b.lk'])).toEqual(expect.objectContaining({ status: 400, body: { message: 'Should be an object' } }));
    for (const raw of ['{"email":', '{"__proto__":{"x":1},"email":"a@b.lk","password":"123456"}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(await send('POST', '/api/authenticate/login', undefined, raw, 'application/json')).toEqual({ status: 400, body: { message: 'The request body is not valid JSON' } });
    }
    expect(await send('POST', '/api/authenticate/login', undefined, JSON.stringify({ x: 'a'.repeat(3_000_000) }), 'application/json')).toEqual({
      status: 413,
      body: { message: 'The request body is too large' },
    });
  });
});
