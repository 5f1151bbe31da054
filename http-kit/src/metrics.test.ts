import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { bit } from '@nvp/events';
import { createMetricsRegistry, registerMetrics, UNMATCHED_ROUTE } from './metrics';
import { registerAuth } from './auth/plugin';

/** The metrics plugin on a bare server: the latency series by route pattern, and who may read GET /metrics. */
const SECRET = 'metrics-test-secret-of-enough-length';
const TOKEN = 'scraper-token';
let app: FastifyInstance;
let sign: (access: number) => string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerMetrics(app, { registry: createMetricsRegistry('kit-test'), token: TOKEN, auth: { secret: SECRET } });
  await app.register(async (api) => {
    await registerAuth(api, { secret: SECRET });
    api.get('/api/things/:id', { config: { access: 'everyone' } }, async () => ({ ok: true }));
    api.post('/api/things', { config: { access: 'everyone' } }, async (_, reply) => reply.code(400).send({ message: 'no' }));
    sign = (access) => api.jwt.sign({ id: 'u', email: 'x', name: 'x', type: 'admin', access, registrationNo: null, isRefereeFilled: false, status: 'active', success: true, error: false });
  });
  await app.ready();
});
afterAll(async () => app?.close());

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => app.inject({ method: 'GET', url: '/metrics', headers });
/** The value of a series in the text format whose labels include all of `labels` (`a="x",b="y"`), or 0. */
const count = (text: string, labels: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith('nvp_http_request_duration_seconds_count{') && labels.split(',').every((label) => l.includes(label)))
      ?.split(' ')
      .at(-1) ?? 0,
  );

describe('request latency', () => {
  it('is counted by route pattern, method and status class, never by the raw URL', async () => {
    const before = (await scrape()).body;
    for (const id of ['a1', 'b2', 'c3']) expect((await app.inject({ method: 'GET', url: `/api/things/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/secret-looking/abc123' })).statusCode).toBe(404);
    const after = (await scrape()).body;
    expect(count(after, 'route="/api/things/:id",method="GET",status_class="2xx"') - count(before, 'route="/api/things/:id",method="GET",status_class="2xx"')).toBe(3);
    expect(count(after, 'route="/api/things",method="POST",status_class="4xx"')).toBe(1);
    expect(count(after, `route="${UNMATCHED_ROUTE}",method="GET",status_class="4xx"`)).toBe(1);
    expect(after).toContain('service="kit-test"');
    expect(after).toMatch(/nvp_http_request_duration_seconds_bucket\{le="\+Inf",service="kit-test",route="\/api\/things\/:id",method="GET",status_class="2xx"\} 3/);
    for (const raw of ['a1', 'b2', 'abc123', 'secret-looking']) expect(after).not.toContain(raw);
    // The process's own figures come along.
    expect(after).toContain('process_cpu_user_seconds_total');
  });
});

describe('GET /metrics', () => {
  it('answers the scraper token and a core admin, nobody else', async () => {
    expect((await scrape({})).statusCode).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-token' })).statusCode).toBe(401);
    expect((await scrape({ token: sign(1 << bit.VIO) })).statusCode).toBe(403);
    expect((await scrape({ token: sign((1 << bit.ADMIN) | (1 << bit.CORE_ADMIN)) })).statusCode).toBe(200);
    const scraped = await scrape();
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
  });
});
