import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bit, hasBit, parsePosition } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../scripts/test/harness';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  t = await startTestPlatform('registration');
});
afterAll(async () => t?.stop());

const volunteer = (overrides: Record<string, string> = {}) => ({
  firstName: 'Kamala',
  lastName: 'Silva',
  nic: '199812345678',
  email: 'kamala@example.lk',
  password: 'secret-pass-1',
  ...overrides,
});

describe('volunteer registration → e-mail verification → login, over HTTP', () => {
  it('registers, mails a link, verifies, logs in and shows the account', async () => {
    const registered = await t.api.post('/api/volunteer/register/email', volunteer());
    expect(registered.status).toBe(200);
    expect(registered.body.message).toBe('you are successfully registered, please check your inbox or spam folders for the verification email!');
    expect(registered.body.registrationNo).toMatch(/^VOL-\d{6}$/);
    expect(registered.body.position).toMatch(/^\d+\/\d+$/);

    const secret = await t.api.mailedSecret('kamala@example.lk', 'verifyEmail');
    expect(secret).toBeDefined();
    const verified = await t.api.post('/api/volunteer/verify/email', { emailToken: secret }, { headers: { tokenKey: secret! } });
    expect(verified.status).toBe(200);
    expect(verified.body.email).toBe('kamala@example.lk');

    const token = await t.api.login('KAMALA@example.lk', 'secret-pass-1');
    const session = decodeToken(token);
    expect(session).toMatchObject({
      id: registered.body.id,
      email: 'kamala@example.lk',
      name: 'Kamala Silva',
      type: 'VOLUNTEER',
      registrationNo: registered.body.registrationNo,
      isRefereeFilled: false,
      success: true,
      error: false,
      status: 'MOBILE_UNVERIFIED',
    });
    expect(hasBit(session.access, bit.VOLUNTEER_EMAIL_VERIFIED)).toBe(true);
    expect(hasBit(session.access, bit.VOLUNTEER_PERMISSION)).toBe(false);

    // The read model reflects the verification at once (read-your-writes), whichever header carries the token.
    const account = await t.api.call('GET', '/api/volunteer/account', { headers: { authorization: `Bearer ${token}` } });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ registrationNo: registered.body.registrationNo, registerStatus: 'MOBILE_UNVERIFIED', firstName: 'Kamala' });
    expect(account.headers.get('x-nvp-consistent')).toBe('true');
  });

  it('refuses a duplicate e-mail and a duplicate NIC with clear messages', async () => {
    await t.api.post('/api/volunteer/register/email', volunteer({ email: 'first@example.lk', nic: '200012345678' }));
    const sameEmail = await t.api.post('/api/volunteer/register/email', volunteer({ email: 'First@Example.lk', nic: '200112345678' }));
    expect(sameEmail).toMatchObject({ status: 400, body: { message: 'An account with this email already exists' } });
    const sameNic = await t.api.post('/api/volunteer/register/email', volunteer({ email: 'second@example.lk', nic: '200012345678' }));
    expect(sameNic).toMatchObject({ status: 400, body: { message: 'A volunteer with this NIC is already registered' } });
    // The refused NIC registration gave its e-mail claim back.
    const retry = await t.api.post('/api/volunteer/register/email', volunteer({ email: 'second@example.lk', nic: '200212345678' }));
    expect(retry.status).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'Required'],
    [{ firstName: 'x'.repeat(31) }, 'Must be at most 30 characters'],
    [{ lastName: 'y'.repeat(31) }, 'Must be at most 30 characters'],
    [{ nic: '12345-6789' }, 'NIC should only have numbers and letters. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)'],
    [{ nic: '12345678' }, 'NIC must be at least 10 characters long. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)'],
    [{ nic: '1234567890123' }, 'NIC must be at most 12 characters long. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)'],
    [{ nic: '12345678901' }, 'NIC is not valid. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)'],
    [{ nic: `${new Date().getFullYear() - 15}12345678` }, 'You must be 16 years or above to register'],
    [{ email: 'not-an-email' }, 'Email must be a valid email'],
    [{ password: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const r = await t.api.post('/api/volunteer/register/email', volunteer({ email: `v${Math.random()}@example.lk`, ...overrides }));
    expect(r).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts an old-format NIC of a person over 16', async () => {
    const r = await t.api.post('/api/volunteer/register/email', volunteer({ email: 'old.nic@example.lk', nic: '853400937V' }));
    expect(r.status).toBe(200);
  });

  it('refuses a forged verification link', async () => {
    const r = await t.api.post('/api/volunteer/verify/email', { emailToken: 'abc.def' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('This verification link is not valid');
  });

  it("says only 'Error' for a wrong password or an unknown e-mail", async () => {
    await t.api.post('/api/volunteer/register/email', volunteer({ email: 'pw@example.lk', nic: '199012345678' }));
    for (const body of [{ email: 'pw@example.lk', password: 'wrong-password' }, { email: 'nobody@example.lk', password: 'whatever1' }]) {
      expect(await t.api.post('/api/authenticate/login', body)).toMatchObject({ status: 401, body: { message: 'Error' } });
    }
    expect(await t.api.post('/api/authenticate/login', { email: 'pw@example.lk', password: '12' })).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 6 characters long' },
    });
  });
});

describe('VIO registration → verification → login', () => {
  it('walks an organisation to its home status', async () => {
    const r = await t.api.post('/api/vio/registration/register', { name: 'Green Lanka', email: 'green@example.lk', password: 'org-pass-123', type: 'NONPROFIT', description: 'Green Lanka' });
    expect(r.status).toBe(200);
    expect(r.body.registrationNo).toMatch(/^VIO-\d{6}$/);
    const secret = await t.api.mailedSecret('green@example.lk', 'verifyVioEmail');
    expect((await t.api.post('/api/vio/email-verification', { emailToken: secret })).status).toBe(200);
    const token = await t.api.login('green@example.lk', 'org-pass-123');
    expect(decodeToken(token)).toMatchObject({ type: 'VIO', name: 'Green Lanka', status: 'EMAILVERYFIED', registrationNo: r.body.registrationNo });
    const profile = await t.api.get('/api/vio/profile', token);
    expect(profile.body).toMatchObject({ name: 'Green Lanka', status: 'EMAILVERYFIED', type: 'NONPROFIT', email: 'green@example.lk' });
    const taken = await t.api.post('/api/volunteer/register/email', volunteer({ email: 'green@example.lk', nic: '197012345678' }));
    expect(taken.body.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ name: 'n'.repeat(101) }, 'Must be at most 100 characters'],
    // Absent is 'Required'; a value outside the list says what is expected.
    [{ type: undefined }, 'Required'],
    [{ type: 'BANK' }, 'Should be one of the listed values'],
    [{ password: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const r = await t.api.post('/api/vio/registration/register', { name: 'Org', email: `o${Math.random()}@example.lk`, password: 'org-pass-123', type: 'SCHOOL', ...overrides });
    expect(r).toMatchObject({ status: 400, body: { message } });
  });
});

describe('core admin', () => {
  it('is bootstrapped from the environment and reads its own profile', async () => {
    const token = await t.api.login(ADMIN.email, ADMIN.password);
    expect(decodeToken(token)).toMatchObject({ type: 'ADMIN', status: 'CORE_ADMIN' });
    const details = await t.api.get('/api/admin/details', token);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ email: ADMIN.email, name: 'Core Administrator' });
    // All eight: the spec's six, AUDIT (issue 13) and MANAGE_EMERGENCY (issue 23).
    expect(details.body.adminPermissions).toHaveLength(8);
    expect(details.body.adminPermissions).toContain('AUDIT');
  });

  it('keeps admin routes from other users and anonymous callers', async () => {
    expect(await t.api.get('/api/admin/details')).toMatchObject({ status: 401 });
    await t.api.post('/api/vio/registration/register', { name: 'Other', email: 'other@example.lk', password: 'org-pass-123', type: 'SCHOOL' });
    const vioToken = await t.api.login('other@example.lk', 'org-pass-123');
    expect(await t.api.get('/api/admin/details', vioToken)).toMatchObject({ status: 403, body: { message: 'Only Admin users can view this page!' } });
    expect(await t.api.get('/api/admin/details', 'not-a-token')).toMatchObject({ status: 401 });
  });
});

describe('personal data in the log', () => {
  it('stores no name, NIC, e-mail or password in clear in any event', async () => {
    const r = await t.api.post('/api/volunteer/register/email', volunteer({ firstName: 'Chathurika', lastName: 'Wijeratne', email: 'chathurika@example.lk', nic: '199312345670' }));
    expect(await t.platform.projections.runner.waitFor(parsePosition(r.body.position)!, 10_000)).toBe(true);
    const { rows } = await t.db.pool.query(`SELECT data::text AS data FROM es.events`);
    const log = rows.map((r) => r.data).join('\n');
    for (const secret of ['Chathurika', 'Wijeratne', 'chathurika@example.lk', '199312345670', 'secret-pass-1']) {
      expect(log).not.toContain(secret);
    }
    // …while the read model, which may hold it, does.
    const { rows: people } = await t.db.pool.query(`SELECT first_name FROM rm_volunteers WHERE email = 'chathurika@example.lk'`);
    expect(people).toEqual([{ first_name: 'Chathurika' }]);
  });
});

describe('health', () => {
  it('tells everyone only that the platform is up', async () => {
    const r = await t.api.get('/api/health');
    expect(r).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(r.body)).toEqual(['status']);
  });

  it('reports every component to core admins, with the read models and their lag', async () => {
    const r = await t.api.get('/api/admin/health', await t.api.login(ADMIN.email, ADMIN.password));
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.components).toMatchObject({
      eventStore: { ok: true, kind: 'postgres' },
      readModels: { ok: true },
      analytics: { ok: true, kind: 'chdb' },
      kafka: { ok: true, enabled: false },
      mail: { ok: true, delivery: 'outbox' },
    });
    const names = r.body.components.readModels.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['volunteers', 'vios', 'admins', 'registration-facts', 'mail']));
  });
});
