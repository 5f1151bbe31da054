import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { computeAccess } from '@nvp/events';
import { ADMIN, rawCall, startTestPlatform } from './harness';
import { principals } from './authorization/roles';

/**
 * Every query route (each registered GET /api route, from the platform's own route list) gets hostile query
 * values and path segments from one caller of each kind: control characters, lone surrogates (as the invalid
 * UTF-8 a URL carries them in), bidirectional overrides, broken percent-encoding, repeated and bracketed keys,
 * long values, Sinhala and Tamil with joiners. Nothing may answer 5xx, every 400 names what is wrong, and
 * afterwards every read model is running. Deterministic cases, no random loops.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let callers: Record<string, string | undefined>;
let documented: Record<string, string[]>;

/** One caller of each kind the routes tell apart (the authorization matrix tries all of them). */
const callerKinds = ['anonymous', 'volunteer:FULLY_REGISTERED', 'vio:APPROVED', 'admin:core', 'emergency:verified'];

beforeAll(async () => {
  t = await startTestPlatform('query-fuzz');
  const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
  callers = Object.fromEntries(
    callerKinds.map((kind) => {
      const p = principals[kind];
      return [kind, p && sign({ id: randomUUID(), email: `${kind.replace(':', '.')}@example.lk`, name: kind, type: p.type, access: computeAccess(p), registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false })];
    }),
  );
  // The query parameters each route documents (OpenAPI is generated from the routes' own schemas).
  const doc = (await t.api.get('/api/docs/json')).body as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  documented = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
    documented[fastifyPath] = (operations.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  }
});
afterAll(async () => t?.stop());

/** Query values as they appear in a URL (already encoded): the hostile ones and some that must simply work. */
const hostileValues: [string, string][] = [
  ['NUL', '%00'],
  ['C0 controls', 'a%01%08%1B%1Fb'],
  ['C1 control', 'a%C2%80%C2%9Fb'],
  ['a lone high surrogate (as UTF-8)', '%ED%A0%80'],
  ['a lone low surrogate (as UTF-8)', 'x%ED%BF%BF'],
  ['invalid UTF-8', '%FF%FE'],
  ['broken percent-encoding', '%zz%'],
  ['right-to-left override', encodeURIComponent('\u202Egnp.exe')],
  ['an 8 kB value', 'x'.repeat(8_000)],
  ['emoji', encodeURIComponent('🙂👩🏽‍⚕️')],
  ['Sinhala with joiners', encodeURIComponent('ශ්‍රී ලංකාව')],
  ['Tamil', encodeURIComponent('இலங்கை தன்னார்வலர்')],
  ['a negative number', '-1'],
  ['a huge number', '9'.repeat(40)],
  ['a fraction', '1.5'],
  ['SQL', encodeURIComponent("'; DROP TABLE events; --")],
];

/** Whole query strings that are hostile in their shape rather than a value. */
const hostileQueries: [string, (name: string) => string][] = [
  ['a repeated key', (name) => `${name}=a&${name}=b`],
  ['a bracketed key', (name) => `${name}[a]=1&${name}[]=2`],
  ['__proto__ keys', () => `__proto__[isAdmin]=true&constructor[prototype][x]=1`],
  ['an empty value', (name) => `${name}=`],
  ['a key alone', (name) => name],
];

const pathValues = ['%00', '%ED%A0%80', encodeURIComponent('\u202E'), '..%2F..%2Fetc%2Fpasswd', '9'.repeat(400), randomUUID()];

const queryRoutes = () => (t?.platform.routes ?? []).filter((r) => r.method === 'GET' && r.url.startsWith('/api/')).map((r) => r.url);

const send = (url: string, token: string | undefined) => rawCall(t.platform.url, 'GET', url, { token });

describe('fuzzing every query route', () => {
  it('finds the query routes and their documented parameters (and there are some)', () => {
    expect(queryRoutes().length).toBeGreaterThan(30);
    expect(Object.values(documented).flat().length).toBeGreaterThan(10);
  });

  it('no hostile query value or path segment gets a 5xx, and every 400 says what is wrong', async () => {
    const problems: string[] = [];
    const check = (what: string, outcome: { status: number; body: unknown }) => {
      if (outcome.status >= 500) problems.push(`${what}: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
      else if (outcome.status === 400) {
        const message = (outcome.body as { message?: unknown } | undefined)?.message;
        if (typeof message !== 'string' || !message) problems.push(`${what}: 400 without a message`);
      }
    };
    for (const pattern of queryRoutes()) {
      if (pattern.startsWith('/api/docs')) continue; // the documentation's own static files
      const names = [...new Set([...(documented[pattern] ?? []), 'page', 'size'])];
      const paths = pattern.includes(':') ? pathValues.map((value) => pattern.replace(/:[A-Za-z]+/g, value)) : [pattern];
      for (const [caller, token] of Object.entries(callers)) {
        // A refused caller is answered before the query is read: one plain call shows it.
        const probe = await send(paths.at(-1)!, token);
        check(`${pattern} as ${caller}`, probe);
        if ([401, 403].includes(probe.status)) continue;
        for (const path of paths) check(`${path.slice(0, 80)} as ${caller}`, await send(path, token));
        const base = paths.at(-1)!;
        for (const name of names) {
          for (const [what, value] of hostileValues) check(`${pattern}?${name}= ${what} as ${caller}`, await send(`${base}?${name}=${value}`, token));
          for (const [what, query] of hostileQueries) check(`${pattern} with ${what} (${name}) as ${caller}`, await send(`${base}?${query(name)}`, token));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);

  it('leaves every read model running and the public health up', async () => {
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const { status, body } = await t.api.get('/api/admin/projections', admin);
    expect(status).toBe(200);
    const models = (body as { models: { name: string; running?: boolean; error?: string }[] }).models;
    expect(models.length).toBeGreaterThan(5);
    expect(models.filter((m) => m.running === false || m.error), 'stopped read models').toEqual([]);
    const health = await t.api.get('/api/health');
    expect(health.status).toBe(200);
  });
});
