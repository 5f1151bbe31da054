import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_WRITERS, SIDE_EFFECT_SINKS } from '@nvp/projections/checkpoints';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';

/**
 * A failing SMS gateway on the real platform: the phone-code SMS is retried, parked in the dead letters, and
 * the mail sink goes on with the next message; the state shows on GET /api/admin/health and GET /api/admin/sinks.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let gateway: { url: string; close(): Promise<void> };
let core: string;
const healthDuringRetry: unknown[] = [];
const smsTo: string[] = [];

beforeAll(async () => {
  let attempts = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      smsTo.push(JSON.parse(body).to);
      // On the second attempt the sink has recorded its retrying state: look at the health report now.
      if (++attempts === 2) healthDuringRetry.push(await (await fetch(`${t.platform.url}/api/admin/health`, { headers: { token: core } })).json());
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `gateway down, cannot reach ${JSON.parse(body).to}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  t = await startTestPlatform('sinks', { smsGatewayUrl: gateway.url, sinkRetry: { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 50 } });
  core = await t.api.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.stop();
  await gateway?.close();
});

const register = async () => {
  const email = `sink.${randomUUID().slice(0, 8)}@example.lk`;
  const nic = `19901${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const r = await t.api.post('/api/volunteer/register/email', { firstName: 'Kamala', lastName: 'Sink', nic, email, password: 'secret-pass-1' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const key = await t.api.mailedSecret(email, 'verifyEmail');
  expect(key).toBeDefined();
  expect((await t.api.post('/api/volunteer/verify/email', { emailToken: key })).status).toBe(200);
  return { email, key: key! };
};

describe('a failing sink on the platform', () => {
  it('retries, dead-letters the SMS, moves on to the next message, and shows it all to core admins', async () => {
    const phoneNumber = `077${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const v = await register();
    const sent = await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, { headers: { tokenKey: v.key } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    // The next message of the same sink still goes out (a second volunteer's verification mail to the outbox).
    await register();
    const mail = () => t.api.get('/api/admin/sinks', core);
    let answer = await mail();
    for (let i = 0; i < 200 && !answer.body.deadLetters?.length; i++) {
      await new Promise((r) => setTimeout(r, 25));
      answer = await mail();
    }
    expect(answer.status).toBe(200);
    expect(smsTo).toHaveLength(3); // the policy's three attempts
    const dead = answer.body.deadLetters.filter((d: { eventType: string }) => d.eventType === 'VolunteerPhoneCodeSent');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ sink: 'mail', attempts: 3, payload: null });
    expect(dead[0].error).toMatch(/SMS gateway answered 500/);
    expect(answer.body.sinks.find((s: { name: string }) => s.name === 'mail')).toMatchObject({ kind: 'mail', state: 'ok', deadLetters: 1 });
    // Each sink says what it delivers (the console names it from that): mail and SMS, the report facts.
    const kinds = Object.fromEntries((answer.body.sinks as { name: string; kind: string | null }[]).map((s) => [s.name, s.kind]));
    expect(kinds).toMatchObject({ 'engagement-reminder': 'mail', 'match-digest': 'mail', 'activity-facts': 'facts' });
    // Nothing personal in the answer: the number the gateway echoed is scrubbed.
    expect(JSON.stringify(answer.body)).not.toContain(phoneNumber);
    expect(JSON.stringify(answer.body)).not.toContain(phoneNumber.slice(1));

    // While it retried, the core admins' health report said so, and the platform stayed healthy (it still serves).
    expect(healthDuringRetry[0]).toMatchObject({
      status: 'ok',
      components: {
        sinks: {
          ok: true,
          channels: { sms: { state: 'retrying', sink: 'mail' }, smtp: { state: 'ok' }, kafka: { state: 'ok' } },
          sinks: { mail: { state: 'retrying', attempts: 1, channel: 'sms' } },
        },
      },
      warnings: expect.arrayContaining([expect.stringMatching(/^sink mail is retrying \(attempt 1\)/)]),
    });
    const health = (await t.api.get('/api/admin/health', core)).body;
    expect(health.components.sinks.sinks.mail).toMatchObject({ state: 'ok', deadLetters: 1, nextAttemptAt: null });
    expect(health.components.sinks.channels.sms).toEqual({ state: 'ok' });
    expect(health.components.readModels.projections.find((p: { name: string }) => p.name === 'mail')).toMatchObject({ running: true });
  });

  it("a core admin's retry makes one more attempt (the gateway still fails: the letter stays, attempts 4)", async () => {
    const before = (await t.api.get('/api/admin/sinks', core)).body.deadLetters.find((d: { eventType: string }) => d.eventType === 'VolunteerPhoneCodeSent');
    expect(before).toMatchObject({ attempts: 3, retryRequestedAt: null });
    const retried = await t.api.post(`/api/admin/sinks/dead-letters/${before.id}/retry`, {}, { token: core });
    expect(retried).toMatchObject({ status: 200, body: { message: 'Retry requested' } });
    let after = before;
    for (let i = 0; i < 200 && after.attempts === 3; i++) {
      await new Promise((r) => setTimeout(r, 25));
      after = (await t.api.get('/api/admin/sinks', core)).body.deadLetters.find((d: { id: string }) => d.id === before.id);
    }
    expect(after).toMatchObject({ attempts: 4, retryRequestedAt: null });
    expect(smsTo).toHaveLength(4);
    expect((await t.api.post('/api/admin/sinks/dead-letters/987654/retry', {}, { token: core })).status).toBe(404);
    expect((await t.api.post('/api/admin/sinks/dead-letters/not-a-number/retry', {}, { token: core })).status).toBe(404);
  });

  it('refuses the sink page to an anonymous caller (the authorization matrix tries every role)', async () => {
    expect((await t.api.get('/api/admin/sinks')).status).toBe(401);
  });

  it('the side-effect sink list the distributed query-api uses matches the sinks the platform runs', () => {
    const sinks = t.platform.projections.runner.projections.filter((p) => p.kind === 'sink' && p.readModel === false).map((p) => p.name);
    // Kafka is off in tests; everything else must be named.
    expect([...sinks].sort()).toEqual(SIDE_EFFECT_SINKS.filter((n) => n !== 'kafka-publisher').sort());
    expect([...OUTBOX_WRITERS].sort()).toEqual([...sinks].sort());
  });
});
