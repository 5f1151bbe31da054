import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type PlatformConfig } from '@nvp/events';
import { startTestPlatform } from '../../../scripts/test/harness';
import { TOO_MANY_ATTEMPTS } from '@nvp/http-kit';
import { signGatewayRequest } from './gateway-signature';
import { BAD_GATEWAY_SIGNATURE, BAD_GATEWAY_TOKEN, REPLY_NOTHING_OPEN } from './routes';

/**
 * POST /api/sms/inbound (issue 23): the gateway is one IP for every phone, so the route is not under the per-IP
 * limit; it is authenticated (static secret, and here also the HMAC signature) and limited per sending number.
 * Small limits so the test stays short: 5 per IP and route, 3 per number.
 */
const TOKEN = 'gateway-static-secret';
const SIGNING = 'gateway-signing-secret';
const limits = { ...loadConfig({}).rateLimits, enabled: true, ip: { max: 5, windowSeconds: 900 }, account: { max: 3, windowSeconds: 3600 } };

let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  // smsInboundSigningSecret is not in PlatformConfig yet (SMS_INBOUND_SIGNING_SECRET, to be added to the schema).
  t = await startTestPlatform('sms-inbound', { smsInboundToken: TOKEN, smsInboundSigningSecret: SIGNING, rateLimits: limits } as Partial<PlatformConfig>);
});
afterAll(async () => t?.stop());

const nowSeconds = () => String(Math.floor(Date.now() / 1000));
let numbers = 0;
/** A number nobody has (each test its own, so the per-number counts do not mix). */
const freshNumber = () => `0769${String(process.pid % 1000).padStart(3, '0')}${String(numbers++).padStart(3, '0')}`;

/** One inbound SMS as the gateway sends it: the exact bytes signed are the bytes sent. */
const inbound = async (
  from: string,
  options: { token?: string | null; timestamp?: string; sign?: (timestamp: string, body: string) => string | null; text?: string } = {},
) => {
  const body = JSON.stringify({ from, text: options.text ?? 'YES' });
  const timestamp = options.timestamp ?? nowSeconds();
  const signature = options.sign ? options.sign(timestamp, body) : signGatewayRequest(SIGNING, timestamp, body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-sms-gateway-timestamp': timestamp };
  if (options.token !== null) headers['x-sms-gateway-token'] = options.token ?? TOKEN;
  if (signature !== null) headers['x-sms-gateway-signature'] = signature;
  const response = await fetch(`${t.platform.url}/api/sms/inbound`, { method: 'POST', headers, body });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
};

describe('POST /api/sms/inbound: per sending number, not per IP', () => {
  it('takes many messages from the one gateway address when they come from different numbers', async () => {
    // Given the per-IP limit is 5 per route, when 12 different numbers reply through the same gateway address
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await inbound(freshNumber()));
    // Then every one reaches the handler (nobody has an open call-out here).
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.every((a) => a.body.accepted === false && a.body.reply === REPLY_NOTHING_OPEN)).toBe(true);
  });

  it('refuses the 4th message of one number within the hour with 429 and retry-after, whatever its spelling; other numbers go on', async () => {
    const number = freshNumber();
    for (const spelling of [number, `+94${number.slice(1)}`, `94${number.slice(1)}`]) expect((await inbound(spelling)).status).toBe(200);
    const refused = await inbound(`+94${number.slice(1)}`, { text: 'NO' }); // another text: not a replay of the second
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect((await inbound(freshNumber())).status).toBe(200);
  });

  it('answers 401 for a missing or wrong static secret, and such requests do not use up the number', async () => {
    const number = freshNumber();
    for (let i = 0; i < 4; i++) {
      expect(await inbound(number, { token: null })).toMatchObject({ status: 401, body: { message: BAD_GATEWAY_TOKEN } });
      expect(await inbound(number, { token: 'wrong-secret' })).toMatchObject({ status: 401, body: { message: BAD_GATEWAY_TOKEN } });
    }
    // A correct secret with no signature is still refused while signing is on.
    expect(await inbound(number, { sign: () => null })).toMatchObject({ status: 401, body: { message: BAD_GATEWAY_SIGNATURE } });
    expect((await inbound(number)).status).toBe(200);
  });
});

describe('POST /api/sms/inbound: the signed request (HMAC-SHA256 over timestamp and body, 5-minute window)', () => {
  const refused = { status: 401, body: { message: BAD_GATEWAY_SIGNATURE } };

  it('accepts a correct signature, with or without the sha256= prefix', async () => {
    expect((await inbound(freshNumber())).status).toBe(200);
    expect((await inbound(freshNumber(), { sign: (ts, body) => `sha256=${signGatewayRequest(SIGNING, ts, body)}` })).status).toBe(200);
  });

  it('refuses a signature made with another secret, over another body, or not hex at all', async () => {
    expect(await inbound(freshNumber(), { sign: (ts, body) => signGatewayRequest('another-secret', ts, body) })).toMatchObject(refused);
    expect(await inbound(freshNumber(), { sign: (ts) => signGatewayRequest(SIGNING, ts, JSON.stringify({ from: '0700000000', text: 'NO' })) })).toMatchObject(refused);
    expect(await inbound(freshNumber(), { sign: () => 'not-a-signature' })).toMatchObject(refused);
  });

  it('refuses a timestamp more than 5 minutes old or ahead, even when correctly signed, and a missing one', async () => {
    const at = (offsetSeconds: number) => String(Math.floor(Date.now() / 1000) + offsetSeconds);
    expect(await inbound(freshNumber(), { timestamp: at(-6 * 60) })).toMatchObject(refused);
    expect(await inbound(freshNumber(), { timestamp: at(6 * 60) })).toMatchObject(refused);
    expect(await inbound(freshNumber(), { timestamp: 'yesterday' })).toMatchObject(refused);
    expect((await inbound(freshNumber(), { timestamp: at(-4 * 60) })).status).toBe(200);
  });

  it('refuses the same signed request sent a second time within the window (replay)', async () => {
    const body = JSON.stringify({ from: freshNumber(), text: 'YES' });
    const timestamp = nowSeconds();
    const send = () =>
      fetch(`${t.platform.url}/api/sms/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sms-gateway-token': TOKEN, 'x-sms-gateway-timestamp': timestamp, 'x-sms-gateway-signature': signGatewayRequest(SIGNING, timestamp, body) },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject(refused);
  });
});
