import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { streams } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { commandApiAt, newVio, newVolunteer, type TestPlatform } from '../account/test-support';
import { validBio } from '../volunteer/fixtures';
import { SESSION_EXPIRED, SIGNED_OUT_MESSAGE } from '@nvp/http-kit';
import { LOGGED_OUT } from './routes';

/**
 * Issue 23: a session ends for good SESSION_MAX_SECONDS after the login whatever renewals say, and logout ends
 * it on the server. The command API's clock is moved (commandApiAt) to reach the end without waiting.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform('sessions');
});
afterAll(async () => t?.stop());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOURS = 3600;
const events = async (streamId: string) => t.platform.infra.store.readStream(streamId);

let phones = 0;
/** A volunteer whose e-mail and phone are verified: one who may save a bio, which hands out a renewed token. */
const volunteerWithPhone = async () => {
  const v = await newVolunteer(t);
  const key = (await t.api.mailedSecret(v.email, 'verifyEmail'))!;
  const phoneNumber = `07${String(Date.now() % 10_000_000).padStart(7, '0')}${++phones % 10}`;
  const proof = { headers: { tokenKey: key } };
  expect((await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, proof)).status).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; channel: string; text: string }[];
    code = outbox.find((m) => m.to === phoneNumber && m.channel === 'sms')?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof)).status).toBe(200);
  return { ...v, token: await t.api.login(v.email, v.password) };
};

describe('sessions have an absolute lifetime', () => {
  it('a login starts a session: its own id, the login time, a token valid for TOKEN_TTL_SECONDS', async () => {
    const v = await newVolunteer(t);
    const session = decodeToken(v.token);
    expect(session.sid).toMatch(UUID);
    expect(session.auth_time).toBe(session.iat);
    expect(session.exp - session.iat).toBe(t.platform.config.tokenTtlSeconds);
    expect(t.platform.config).toMatchObject({ tokenTtlSeconds: 8 * HOURS, sessionMaxSeconds: 12 * HOURS });
    expect(decodeToken(await t.api.login(v.email, v.password)).sid).not.toBe(session.sid);
  });

  it('a renewal keeps the session and its login time, and expires at login + 12 hours at the latest', async () => {
    const v = await volunteerWithPhone();
    const login = decodeToken(v.token);
    const tenHoursLater = await commandApiAt(t, new Date((login.auth_time + 10 * HOURS) * 1000));
    try {
      const saved = await tenHoursLater.call('POST', '/api/volunteer/bio/submit', validBio({ nic: v.nic }), v.token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Not 10 + 8 hours: the session's end.
      expect(decodeToken(saved.body.token)).toMatchObject({ sid: login.sid, auth_time: login.auth_time, iat: login.auth_time + 10 * HOURS, exp: login.auth_time + 12 * HOURS });
    } finally {
      await tenHoursLater.close();
    }
  });

  it('refuses every call at the end, renewals included, and the call changes nothing', async () => {
    const v = await volunteerWithPhone();
    const login = decodeToken(v.token);
    const before = (await events(streams.volunteer(v.id))).length;
    const atTheEnd = await commandApiAt(t, new Date((login.auth_time + 12 * HOURS) * 1000));
    try {
      expect(await atTheEnd.call('POST', '/api/volunteer/bio/submit', validBio({ nic: v.nic }), v.token)).toEqual({ status: 401, body: { message: SESSION_EXPIRED } });
      expect(await atTheEnd.call('POST', '/api/user/changePassword', { currentPassword: v.password, newPassword: 'another-pass-1', newPasswordConfirm: 'another-pass-1' }, v.token)).toEqual({
        status: 401,
        body: { message: SESSION_EXPIRED },
      });
    } finally {
      await atTheEnd.close();
    }
    expect(await events(streams.volunteer(v.id))).toHaveLength(before);
    // A minute before the end the same token still works.
    const justBefore = await commandApiAt(t, new Date((login.auth_time + 12 * HOURS - 60) * 1000));
    try {
      const saved = await justBefore.call('POST', '/api/volunteer/bio/submit', validBio({ nic: v.nic }), v.token);
      expect(saved.status).toBe(200);
      expect(decodeToken(saved.body.token).exp).toBe(login.auth_time + 12 * HOURS);
    } finally {
      await justBefore.close();
    }
  });
});

describe('POST /api/authenticate/logout ends the session on the server', () => {
  it('the token, and one renewed from the same login, then get 401 on command and query routes; another login goes on', async () => {
    const v = await volunteerWithPhone();
    const saved = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: v.nic }), { token: v.token });
    expect(saved.status).toBe(200);
    const renewed: string = saved.body.token;
    const other = await t.api.login(v.email, v.password);
    expect((await t.api.get('/api/volunteer/account', v.token)).status).toBe(200);

    const out = await t.api.post('/api/authenticate/logout', {}, { token: v.token });
    expect(out).toMatchObject({ status: 200, body: { message: LOGGED_OUT } });

    for (const token of [v.token, renewed]) {
      expect(await t.api.get('/api/volunteer/account', token)).toMatchObject({ status: 401, body: { message: SIGNED_OUT_MESSAGE } });
      expect(await t.api.get('/api/volunteer/bio/get', token)).toMatchObject({ status: 401 });
      expect(await t.api.post('/api/volunteer/bio/submit', validBio({ nic: v.nic }), { token })).toMatchObject({ status: 401, body: { message: SIGNED_OUT_MESSAGE } });
      expect((await t.api.post('/api/authenticate/logout', {}, { token })).status).toBe(401);
    }
    expect((await t.api.get('/api/volunteer/account', other)).status).toBe(200);

    // Recorded like a suspension: an event on the account's own stream, which the token check reads.
    const { sid, auth_time } = decodeToken(v.token);
    const signedOut = (await events(streams.volunteer(v.id))).filter((e) => e.type === 'SignedOut');
    expect(signedOut.map((e) => e.data)).toEqual([{ subjectId: v.id, sessionId: sid, until: new Date((auth_time + 12 * HOURS) * 1000).toISOString() }]);
  });

  it('works for organisations and administrators alike', async () => {
    const vio = await newVio(t);
    expect((await t.api.post('/api/authenticate/logout', {}, { token: vio.token })).status).toBe(200);
    expect((await t.api.get('/api/vio/profile', vio.token)).status).toBe(401);

    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    expect((await t.api.get('/api/admin/details', admin)).status).toBe(200);
    expect((await t.api.post('/api/authenticate/logout', {}, { token: admin })).status).toBe(200);
    expect((await t.api.get('/api/admin/details', admin)).status).toBe(401);
    expect((await t.api.post('/api/admin/change-password', { oldPassword: ADMIN.password, newPassword: 'x'.repeat(12) }, { token: admin })).status).toBe(401);
    expect((await t.api.get('/api/admin/details', await t.api.login(ADMIN.email, ADMIN.password))).status).toBe(200);
  });

  it('ends a token from before sessions had ids, named by its issue second', async () => {
    const v = await newVolunteer(t);
    const { iat: _iat, exp: _exp, sid: _sid, auth_time: _authTime, ...session } = decodeToken(v.token);
    const oldStyle = (secondsAgo: number) =>
      createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 3_600_000, clockTimestamp: Date.now() - secondsAgo * 1000 })(session) as string;
    const first = oldStyle(120);
    const second = oldStyle(60);
    expect((await t.api.get('/api/volunteer/account', first)).status).toBe(200);
    expect((await t.api.post('/api/authenticate/logout', {}, { token: first })).status).toBe(200);
    expect((await t.api.get('/api/volunteer/account', first)).status).toBe(401);
    expect((await t.api.get('/api/volunteer/account', second)).status).toBe(200);
  });
});
