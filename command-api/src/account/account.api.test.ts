import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSealed, parsePosition, type Sealed } from '@nvp/events';
import { decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { validBio, validReferee } from '../volunteer/fixtures';
import { commandApiAt, coreAdminToken, issuedEarlier, login, mailedLink, newVio, newVolunteer, uniqueEmail, type TestPlatform } from './test-support';

let t: TestPlatform;
let core: string;
beforeAll(async () => {
  t = await startTestPlatform('accounts');
  core = await coreAdminToken(t);
});
afterAll(async () => t?.stop());

const changePassword = (token: string, body: Record<string, unknown>) => t.api.post('/api/user/changePassword', body, { token });

describe('settings: change password (every user, own account)', () => {
  it('changes the password; the answer says SUCCESS, older sessions end, the new password logs in', async () => {
    const volunteer = await newVolunteer(t);
    const earlier = issuedEarlier(t, volunteer.token, 60);
    const r = await changePassword(volunteer.token, { id: volunteer.id, oldPassword: volunteer.password, newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-1' });
    expect(r).toMatchObject({ status: 200, body: { status: 'SUCCESS' } });
    expect(await t.api.get('/api/volunteer/account', earlier)).toMatchObject({ status: 401, body: { message: 'Your password was changed, please log in again' } });
    expect(await login(t, volunteer.email, volunteer.password)).toMatchObject({ status: 401, body: { message: 'Error' } });
    expect((await login(t, volunteer.email, 'changed-pass-1')).status).toBe(200);
  });

  it('works for VIOs too', async () => {
    const vio = await newVio(t);
    expect((await changePassword(vio.token, { id: vio.id, oldPassword: vio.password, newPassword1: 'vio-new-pass', newPassword2: 'vio-new-pass' })).body.status).toBe('SUCCESS');
    expect((await login(t, vio.email, 'vio-new-pass')).status).toBe(200);
  });

  it("refuses another user's id with 403", async () => {
    const a = await newVolunteer(t);
    const b = await newVolunteer(t);
    expect(await changePassword(a.token, { id: b.id, oldPassword: a.password, newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-1' })).toMatchObject({
      status: 403,
      body: { message: 'You can only change your own password' },
    });
  });

  it.each([
    [{ oldPassword: 'wrong-password', newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-1' }, 'Password is incorrect'],
    [{ oldPassword: '', newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-1' }, 'required'],
    [{ newPassword1: '', newPassword2: '' }, 'required'],
    [{ newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-2' }, 'passwords must match'],
    [{ newPassword1: 'short', newPassword2: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with 400 "%s"', async (overrides, message) => {
    const volunteer = await newVolunteer(t);
    const defaults: Record<string, string> = { oldPassword: volunteer.password, newPassword1: 'changed-pass-1', newPassword2: 'changed-pass-1' };
    const body = { id: volunteer.id, ...defaults, ...overrides };
    expect(await changePassword(volunteer.token, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('needs a session', async () => {
    expect(await t.api.post('/api/user/changePassword', { id: 'x', oldPassword: 'a', newPassword1: 'b', newPassword2: 'b' })).toMatchObject({ status: 401 });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown e-mail, and mails a one-hour, single-use link', async () => {
    const volunteer = await newVolunteer(t);
    const known = await t.api.post('/api/user/forgetPassword', { email: volunteer.email.toUpperCase() });
    const unknown = await t.api.post('/api/user/forgetPassword', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(known.body).not.toHaveProperty('position');

    const { secret } = await mailedLink(t, volunteer.email, 'forgetPassword');
    const mismatch = await t.api.call('PUT', '/api/user/forgetPassword', { body: { token: secret, password1: 'reset-pass-1', password2: 'reset-pass-2' } });
    expect(mismatch).toMatchObject({ status: 400, body: { status: 'FAILED', message: 'passwords must match' } });
    const done = await t.api.call('PUT', '/api/user/forgetPassword', { body: { token: secret, password1: 'reset-pass-1', password2: 'reset-pass-1' } });
    expect(done).toMatchObject({ status: 200, body: { status: 'SUCCESS' } });
    expect((await login(t, volunteer.email, 'reset-pass-1')).status).toBe(200);
    expect(await login(t, volunteer.email, volunteer.password)).toMatchObject({ status: 401, body: { message: 'Error' } });

    const again = await t.api.call('PUT', '/api/user/forgetPassword', { body: { token: secret, password1: 'reset-pass-2', password2: 'reset-pass-2' } });
    expect(again).toMatchObject({ status: 400, body: { status: 'FAILED', message: 'This password reset link has already been used' } });
  });

  it('mails the link in three languages to the console page', async () => {
    const vio = await newVio(t);
    await t.api.post('/api/user/forgetPassword', { email: vio.email });
    await mailedLink(t, vio.email, 'forgetPassword');
    const outbox = (await t.api.get('/api/dev/outbox')).body as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === vio.email && m.text.includes('/forgetPassword/'))!;
    expect(mail.text).toContain(`${t.platform.url}/forgetPassword/`);
    expect(mail.text).toMatch(/[\u0D80-\u0DFF]/);
    expect(mail.text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('refuses an expired link (one hour)', async () => {
    const volunteer = await newVolunteer(t);
    await t.api.post('/api/user/forgetPassword', { email: volunteer.email });
    const { secret } = await mailedLink(t, volunteer.email, 'forgetPassword');
    const later = await commandApiAt(t, new Date(Date.now() + 3600_000 + 60_000));
    try {
      expect(await later.call('PUT', '/api/user/forgetPassword', { token: secret, password1: 'reset-pass-1', password2: 'reset-pass-1' })).toMatchObject({
        status: 400,
        body: { status: 'FAILED', message: 'This password reset link has expired' },
      });
    } finally {
      await later.close();
    }
  });

  it.each([
    [{ token: 'forged.secret', password1: 'reset-pass-1', password2: 'reset-pass-1' }, 'This password reset link is not valid'],
    [{ token: '7d1e2f3a-0000-4000-8000-000000000001.x', password1: 'reset-pass-1', password2: 'reset-pass-1' }, 'This password reset link is not valid'],
    [{ token: '', password1: 'reset-pass-1', password2: 'reset-pass-1' }, 'required'],
    [{ token: 'x.y', password1: '', password2: '' }, 'required'],
    [{ token: 'x.y', password1: 'short', password2: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with FAILED "%s"', async (body, message) => {
    expect(await t.api.call('PUT', '/api/user/forgetPassword', { body })).toMatchObject({ status: 400, body: { status: 'FAILED', message } });
  });

  it.each([
    [{ email: '' }, 'required'],
    [{ email: 'not-an-email' }, 'invalid email address'],
  ])('checks the e-mail %o: "%s"', async (body, message) => {
    expect(await t.api.post('/api/user/forgetPassword', body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('settings: close own account', () => {
  it('needs the password, then terminates and erases; the token and the login stop, the e-mail is free again', async () => {
    const vio = await newVio(t);
    expect(await t.api.post('/api/user/terminate/', { password: 'wrong-password' }, { token: vio.token })).toMatchObject({ status: 400, body: { message: 'Incorrect password' } });
    expect(await t.api.post('/api/user/terminate/', { password: '' }, { token: vio.token })).toMatchObject({ status: 400, body: { message: 'required' } });
    const removed = await t.api.post('/api/user/terminate/', { password: vio.password }, { token: vio.token });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Account Removed' } });
    expect(await t.api.get('/api/vio/profile', vio.token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await login(t, vio.email, vio.password)).toMatchObject({ status: 401, body: { message: 'Error' } });
    expect((await t.api.get(`/api/admin/user/standing/${vio.id}`, core)).body).toMatchObject({ standing: 'TERMINATED', erased: true });
    const again = await t.api.post('/api/vio/registration/register', { name: 'Harbour Trust', email: vio.email, password: 'vio-pass-123', type: 'NONPROFIT' });
    expect(again.status).toBe(200);
  });

  it('is not for administrators (a core admin removes them)', async () => {
    expect(await t.api.post('/api/user/terminate/', { password: 'core-admin-pass' }, { token: core })).toMatchObject({
      status: 403,
      body: { message: 'Administrator accounts are removed by a core admin from the admin list' },
    });
  });
});

describe('THE ERASURE TEST: termination followed by erasure leaves nothing personal behind', () => {
  it('erases a volunteer with profile and referee: read models, log, vault and login', async () => {
    const distinct = {
      firstName: 'Zorawarithra',
      lastName: 'Quelmanasinghe',
      email: 'zorawarithra.quelman@example.lk',
      nic: '198711223344',
      phone: '0779876123',
      nameInNic: 'Zorawarithra Quelmanasinghe Ekanayake',
      street: 'Xylophonegama Mawatha',
      otherSkills: 'Ventriloquismwork',
      past: 'Helped at Yakkalamullagoda',
      refereeName: 'Ulpathkumari Refereesinghe',
      refereeEmail: 'ulpathkumari.referee@example.lk',
      refereeStreet: 'Jacarandawatte Lane',
    };
    const password = 'erasure-pass-1';
    const volunteer = await newVolunteer(t, { firstName: distinct.firstName, lastName: distinct.lastName, email: distinct.email, nic: distinct.nic, password });

    // Phone, bio and referee through the volunteer routes, so every kind of sealed part is in the log.
    // Phone binding needs proof of the account: here the volunteer's session.
    let token = await t.api.login(distinct.email, password);
    expect((await t.api.post('/api/volunteer/register/phone', { emailToken: distinct.email, phoneNumber: distinct.phone }, { token })).status).toBe(200);
    const sms = ((await t.api.get('/api/dev/outbox')).body as { to: string; channel: string; text: string }[]).find((m) => m.channel === 'sms' && m.to === distinct.phone);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    expect(code, 'SMS code in the outbox').toBeDefined();
    expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: distinct.email, phoneToken: code }, { token })).status).toBe(200);
    const bio = await t.api.post(
      '/api/volunteer/bio/submit',
      validBio({ nic: distinct.nic, nameInNic: distinct.nameInNic, permanentStreet: distinct.street, residentialStreet: distinct.street, otherSkills: distinct.otherSkills, emergencyPastDescription: distinct.past }),
      { token },
    );
    expect(bio.status, JSON.stringify(bio.body)).toBe(200);
    token = bio.body.token ?? token;
    const referee = await t.api.post('/api/volunteer/referee/information', validReferee({ name: distinct.refereeName, email: distinct.refereeEmail, street: distinct.refereeStreet }), { token });
    expect(referee.status, JSON.stringify(referee.body)).toBe(200);
    // A password change and a reset request add sealed parts of the account slice too.
    token = referee.body.token ?? token;
    await t.api.post('/api/user/forgetPassword', { email: distinct.email });
    await mailedLink(t, distinct.email, 'forgetPassword');

    // Control: before the termination the read model does hold the person's data.
    const { rows: held } = await t.db.pool.query(`SELECT first_name, email FROM rm_volunteers WHERE id = $1`, [volunteer.id]);
    expect(held).toEqual([{ first_name: distinct.firstName, email: distinct.email }]);

    const before = await t.db.pool.query(`SELECT data::text AS data FROM es.events WHERE stream_id = $1`, [`volunteer-${volunteer.id}`]);
    const sealedParts = before.rows.flatMap((r) => Object.values(JSON.parse(r.data) as Record<string, unknown>).filter(isSealed)) as Sealed[];
    expect(sealedParts.length).toBeGreaterThanOrEqual(5);
    expect(await t.platform.infra.vault.open(sealedParts[0])).toBeDefined();

    const terminated = await t.api.call('DELETE', `/api/admin/user/terminate/${volunteer.id}`, { token: core });
    expect(terminated).toMatchObject({ status: 200, body: { message: 'User Terminated!' } });
    expect(await t.platform.projections.runner.waitFor(parsePosition(terminated.body.position)!, 10_000)).toBe(true);

    // (a) Read models: the volunteer row and the accounts view show the subject erased; the API too.
    const { rows: people } = await t.db.pool.query(`SELECT * FROM rm_volunteers WHERE id = $1`, [volunteer.id]);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ first_name: null, last_name: null, email: null, nic: null, erased: true });
    const rowText = JSON.stringify(people[0]);
    for (const value of Object.values(distinct)) expect(rowText, `rm_volunteers still holds ${value}`).not.toContain(value);
    expect((await t.api.get(`/api/admin/user/standing/${volunteer.id}`, core)).body).toMatchObject({ standing: 'TERMINATED', erased: true });

    // (b) The log: no event anywhere holds any of the strings, and what was sealed can no longer be opened.
    const { rows: events } = await t.db.pool.query(`SELECT stream_id, type, data::text AS data, metadata::text AS metadata FROM es.events`);
    const log = events.map((e) => `${e.stream_id} ${e.type} ${e.data} ${e.metadata}`).join('\n');
    for (const value of [...Object.values(distinct), password]) expect(log, `the log still holds ${value}`).not.toContain(value);
    for (const sealed of sealedParts) expect(await t.platform.infra.vault.open(sealed)).toBeUndefined();
    const { rows: keys } = await t.db.pool.query(`SELECT subject, wrapped_key, erased_at FROM vault_keys WHERE subject = $1`, [volunteer.id]);
    expect(keys).toEqual([expect.objectContaining({ subject: volunteer.id, wrapped_key: null, erased_at: expect.any(Date) })]);
    const vaultText = JSON.stringify((await t.db.pool.query(`SELECT * FROM vault_keys`)).rows);
    for (const value of Object.values(distinct)) expect(vaultText).not.toContain(value);
    expect(events.filter((e) => e.stream_id === `volunteer-${volunteer.id}`).map((e) => e.type)).toEqual(expect.arrayContaining(['AccountTerminated', 'PersonalDataErased']));

    // (c) The login fails like any unknown e-mail; the old session is refused.
    expect(await login(t, distinct.email, password)).toMatchObject({ status: 401, body: { message: 'Error' } });
    expect(await t.api.get('/api/volunteer/account', token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(decodeToken(token).id).toBe(volunteer.id);
    // The e-mail and the NIC are free again: the person may register anew.
    const again = await t.api.post('/api/volunteer/register/email', { firstName: 'New', lastName: 'Start', nic: distinct.nic, email: distinct.email, password });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
