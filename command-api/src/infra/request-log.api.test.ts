import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { startPlatform, type StartedPlatform } from '../../../scripts/platform';
import { ADMIN, createClient } from '../../../scripts/test/harness';

/**
 * Request ids and the request log over real HTTP: the embedded platform with its JSON log captured (the same
 * Fastify options as each service's main.ts, from requestLogOptions).
 */
const lines: Record<string, unknown>[] = [];
let platform: StartedPlatform;
let api: ReturnType<typeof createClient>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase('request_log');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-request-log-'));
  platform = await startPlatform(
    { databaseUrl: db.url, dataDir, port: 0, host: '127.0.0.1', adminEmail: ADMIN.email, adminPassword: ADMIN.password, devOutbox: true, smtpUrl: undefined, kafkaBrokers: undefined, clickhouseUrl: undefined, kurrentdbUrl: undefined, logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
  );
  api = createClient(platform);
  cleanup = async () => {
    await platform.stop();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanup?.());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let n = 0;
const register = (headers: Record<string, string>) => {
  n += 1;
  return api.post(
    '/api/volunteer/register/email',
    { firstName: 'Nimal', lastName: 'Perera', nic: `19981234${String(5600 + n)}`, email: `request-id-${n}-${randomUUID().slice(0, 8)}@example.lk`, password: 'secret-pass-1' },
    { headers },
  );
};
/** The correlationIds of every event the registration appended to the volunteer's stream, read from the store. */
const correlationIds = async (volunteerId: string) =>
  [...new Set((await platform.infra.store.readStream(streams.volunteer(volunteerId))).map((e) => e.metadata.correlationId))];

describe('each request has a UUID request id: the events it appends, its log lines, its answer', () => {
  it("keeps a caller's UUID x-request-id as the appended events' correlationId and echoes it", async () => {
    const requestId = randomUUID();
    const registered = await register({ 'x-request-id': requestId.toUpperCase() });
    expect(registered.status).toBe(200);
    expect(registered.headers.get('x-request-id')).toBe(requestId);
    expect(await correlationIds(registered.body.id)).toEqual([requestId]);
    // Every line logged for that request names it.
    const own = lines.filter((l) => l.reqId === requestId);
    expect(own.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('replaces an x-request-id that is no UUID with a fresh one, used the same way', async () => {
    const registered = await register({ 'x-request-id': 'evil-forged-id' });
    const requestId = registered.headers.get('x-request-id')!;
    expect(requestId).toMatch(UUID);
    expect(await correlationIds(registered.body.id)).toEqual([requestId]);
    expect(lines.some((l) => l.reqId === requestId && l.msg === 'request completed')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('evil');
  });

  it('uses x-correlation-id only when it is a UUID', async () => {
    const ignored = await register({ 'x-correlation-id': 'my-workflow-42' });
    expect(await correlationIds(ignored.body.id)).toEqual([ignored.headers.get('x-request-id')]);

    const correlation = randomUUID();
    const kept = await register({ 'x-correlation-id': correlation });
    expect(await correlationIds(kept.body.id)).toEqual([correlation]);
    expect(kept.headers.get('x-request-id')).not.toBe(correlation);
  });

  it('answers even a refused or unknown request with its id', async () => {
    const unknown = await api.get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('no secret reaches the request log', () => {
  const secret = `${randomUUID()}.c2VjcmV0LXRoYXQtbXVzdC1uZXZlci1iZS1sb2dnZWQ`;
  it.each([
    `/api/admin/verify/${secret}`,
    `/api/emergency-login/verify/${secret}`,
    `/api/referee/${secret}`,
    `/forgetPassword/${secret}`,
    `/subvio/verify/${secret}`,
    `/api/referee/${secret}/not-a-route`,
    `/api/health?token=${secret}`,
  ])('GET %s', async (url) => {
    const requestId = randomUUID();
    // Raw fetch: the console pages answer HTML when the console is built.
    const answer = await fetch(`${platform.url}${url}`, { headers: { 'x-request-id': requestId } });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    const own = lines.filter((l) => l.reqId === requestId);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(own)).not.toContain(secret.slice(-30));
    expect(own.find((l) => l.msg === 'incoming request')).toMatchObject({ req: { method: 'GET', url: expect.stringContaining('[redacted]') } });
    // Nothing else logged anywhere carries it either.
    expect(JSON.stringify(lines)).not.toContain(secret.slice(-30));
  });
});
