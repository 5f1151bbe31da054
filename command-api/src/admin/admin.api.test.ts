import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPermissions, colomboDate, displayDate, toSpecDate } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { commandApiAt, coreAdminToken, days, issuedEarlier, login, mailedLink, newVio, newVolunteer, uniqueEmail, type TestPlatform } from '../account/test-support';

let t: TestPlatform;
let core: string;
beforeAll(async () => {
  t = await startTestPlatform('admins');
  core = await coreAdminToken(t);
});
afterAll(async () => t?.stop());

const today = () => colomboDate(new Date());
const inDays = (n: number) => colomboDate(new Date(Date.now() + days(n)));

/** Invites `email` as core admin and registers through the mailed link; returns the new admin's id and token. */
const newAdmin = async (permissions: string[] = ['VERIFY_VIOS', 'VIEW_REPORTS'], password = 'admin-pass-123') => {
  const email = uniqueEmail('admin');
  const invited = await t.api.post('/api/admin/invite', { email, adminPermissions: permissions }, { token: core });
  expect(invited.status).toBe(200);
  const { secret } = await mailedLink(t, email, 'admin/verify');
  expect((await t.api.post('/api/admin/register', { token: secret, name: 'Nadeesha Admin', password })).status).toBe(200);
  return { id: invited.body.id as string, email, password, token: await t.api.login(email, password) };
};

describe('admin invitation → registration → login', () => {
  it('invites with permissions, mails a link, registers, logs in and shows the permissions', async () => {
    const email = uniqueEmail('invitee');
    const invited = await t.api.post('/api/admin/invite', { email: email.toUpperCase(), adminPermissions: ['CHECK_REFEREES', 'VIEW_REPORTS'] }, { token: core });
    expect(invited).toMatchObject({ status: 200, body: { message: 'Successfully Invited!' } });

    const { secret } = await mailedLink(t, email, 'admin/verify');
    const verify = await t.api.get(`/api/admin/verify/${encodeURIComponent(secret)}`);
    expect(verify).toMatchObject({ status: 200, body: { email } });

    const registered = await t.api.post('/api/admin/register', { token: secret, name: 'Dilani Perera', password: 'admin-pass-123' });
    expect(registered).toMatchObject({ status: 200, body: { message: 'Registerer succesfully!' } });

    const token = await t.api.login(email, 'admin-pass-123');
    expect(decodeToken(token)).toMatchObject({ type: 'ADMIN', status: 'ADMIN', name: 'Dilani Perera', email });
    const details = await t.api.get('/api/admin/details', token);
    expect(details.body).toMatchObject({ email, name: 'Dilani Perera', adminPermissions: ['CHECK_REFEREES', 'VIEW_REPORTS'] });

    // The link works once.
    expect(await t.api.get(`/api/admin/verify/${encodeURIComponent(secret)}`)).toMatchObject({ status: 400, body: { message: 'Invalid !!!' } });
    expect(await t.api.post('/api/admin/register', { token: secret, name: 'Again', password: 'admin-pass-123' })).toMatchObject({ status: 400, body: { message: 'Invalid !!!' } });
  });

  it('mails the invitation in three languages with the console link', async () => {
    const email = uniqueEmail('trilingual');
    await t.api.post('/api/admin/invite', { email, adminPermissions: ['VIEW_REPORTS'] }, { token: core });
    const outbox = (await t.api.get('/api/dev/outbox')).body as { to: string; subject: string; text: string }[];
    const mail = outbox.find((m) => m.to === email)!;
    expect(mail.text).toContain(`${t.platform.url}/admin/verify/`);
    expect(mail.subject).toMatch(/Invitation/);
    expect(mail.text).toMatch(/[\u0D80-\u0DFF]/); // Sinhala
    expect(mail.text).toMatch(/[\u0B80-\u0BFF]/); // Tamil
  });

  it.each([
    [{ email: 'not-an-email', adminPermissions: ['VIEW_REPORTS'] }, 'Please enter a valid email address'],
    [{ email: '', adminPermissions: ['VIEW_REPORTS'] }, 'Please enter a valid email address'],
    [{ email: 'x@example.lk', adminPermissions: [] }, 'Please select at least one permission'],
    [{ email: 'x@example.lk' }, 'Please select at least one permission'],
    [{ email: 'x@example.lk', adminPermissions: ['EVERYTHING'] }, 'Please select at least one permission'],
  ])('refuses the invitation %o with "%s"', async (body, message) => {
    expect(await t.api.post('/api/admin/invite', body, { token: core })).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses an e-mail that already has an account', async () => {
    const volunteer = await newVolunteer(t);
    expect(await t.api.post('/api/admin/invite', { email: volunteer.email, adminPermissions: ['VIEW_REPORTS'] }, { token: core })).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists' },
    });
    expect(await t.api.post('/api/admin/invite', { email: ADMIN.email, adminPermissions: ['VIEW_REPORTS'] }, { token: core })).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists' },
    });
  });

  it('renews a pending invitation: the old link stops working, the new one registers with the new permissions', async () => {
    const email = uniqueEmail('renewed');
    const first = await t.api.post('/api/admin/invite', { email, adminPermissions: ['VIEW_REPORTS'] }, { token: core });
    const oldLink = (await mailedLink(t, email, 'admin/verify')).secret;
    const second = await t.api.post('/api/admin/invite', { email, adminPermissions: ['VERIFY_VIOS'] }, { token: core });
    expect(second.body.id).toBe(first.body.id);
    const outbox = (await t.api.get('/api/dev/outbox')).body as { to: string; text: string }[];
    const newLink = decodeURIComponent(/\/admin\/verify\/(\S+)/.exec(outbox.find((m) => m.to === email && !m.text.includes(encodeURIComponent(oldLink)))!.text)![1]);
    expect(await t.api.get(`/api/admin/verify/${encodeURIComponent(oldLink)}`)).toMatchObject({ status: 400, body: { message: 'Invalid !!!' } });
    expect((await t.api.post('/api/admin/register', { token: newLink, name: 'Renewed', password: 'admin-pass-123' })).status).toBe(200);
    const token = await t.api.login(email, 'admin-pass-123');
    expect((await t.api.get('/api/admin/details', token)).body.adminPermissions).toEqual(['VERIFY_VIOS']);
  });

  it('refuses an expired invitation (7 days)', async () => {
    const email = uniqueEmail('late');
    await t.api.post('/api/admin/invite', { email, adminPermissions: ['VIEW_REPORTS'] }, { token: core });
    const { secret } = await mailedLink(t, email, 'admin/verify');
    const later = await commandApiAt(t, new Date(Date.now() + days(7) + 60_000));
    try {
      expect(await later.call('POST', '/api/admin/register', { token: secret, name: 'Late', password: 'admin-pass-123' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid !!!' },
      });
    } finally {
      await later.close();
    }
    const earlier = await commandApiAt(t, new Date(Date.now() + days(7) - 60_000));
    try {
      expect((await earlier.call('POST', '/api/admin/register', { token: secret, name: 'Just in time', password: 'admin-pass-123' })).status).toBe(200);
    } finally {
      await earlier.close();
    }
  });

  it.each([
    [{ token: 'x.y', name: '', password: 'admin-pass-123' }, 'Name is required'],
    [{ token: 'x.y', name: 'A', password: '' }, 'You must specify a password'],
    [{ token: 'x.y', name: 'A', password: 'short' }, 'Password must have at least 8 characters'],
    [{ token: 'forged.link', name: 'A', password: 'admin-pass-123' }, 'Invalid !!!'],
  ])('refuses the registration %o with "%s"', async (body, message) => {
    expect(await t.api.post('/api/admin/register', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('keeps invitations to core admins', async () => {
    const ordinary = await newAdmin();
    const volunteer = await newVolunteer(t);
    for (const token of [ordinary.token, volunteer.token]) {
      expect(await t.api.post('/api/admin/invite', { email: uniqueEmail('x'), adminPermissions: ['VIEW_REPORTS'] }, { token })).toMatchObject({
        status: 403,
        body: { message: 'Only Core Admin users can view this page!' },
      });
      expect(await t.api.get('/api/admin/list', token)).toMatchObject({ status: 403, body: { message: 'Only Core Admin users can view this page!' } });
    }
  });
});

describe('admin list and removal', () => {
  it('lists administrators with permissions and status, pending invitations included', async () => {
    const admin = await newAdmin(['CONFIRM_VOLUNTEERS']);
    const pending = uniqueEmail('pending');
    await t.api.post('/api/admin/invite', { email: pending, adminPermissions: ['VIEW_REPORTS'] }, { token: core });
    const list = (await t.api.get('/api/admin/list', core)).body as { id: string; email: string; core: boolean; status: string; permissions: string[]; name: string | null }[];
    expect(list[0]).toMatchObject({ email: ADMIN.email, core: true, status: 'ACTIVE', permissions: [...adminPermissions] });
    expect(list.find((a) => a.id === admin.id)).toMatchObject({ email: admin.email, name: 'Nadeesha Admin', core: false, status: 'ACTIVE', permissions: ['CONFIRM_VOLUNTEERS'] });
    expect(list.find((a) => a.email === pending)).toMatchObject({ status: 'INVITED', name: null });
  });

  it('deletes an admin: terminated at once, erased, e-mail free again, gone from the list', async () => {
    const admin = await newAdmin();
    const deleted = await t.api.call('DELETE', `/api/admin/${admin.id}`, { token: core });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Deleted Successfully!' } });
    // The removed admin's token stops working on both APIs at once.
    expect(await t.api.get('/api/admin/details', admin.token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await t.api.post('/api/admin/change-password', { oldPassword: admin.password, newPassword: 'another-pass-1' }, { token: admin.token })).toMatchObject({
      status: 401,
      body: { message: 'This account has been terminated' },
    });
    expect(await login(t, admin.email, admin.password)).toMatchObject({ status: 401, body: { message: 'Error' } });
    const list = (await t.api.get('/api/admin/list', core)).body as { id: string }[];
    expect(list.some((a) => a.id === admin.id)).toBe(false);
    const { rows } = await t.db.pool.query('SELECT name, email, erased, status FROM rm_admins WHERE id = $1', [admin.id]);
    expect(rows[0]).toEqual({ name: null, email: null, erased: true, status: 'TERMINATED' });
    expect(await t.platform.infra.vault.isErased(admin.id)).toBe(true);
    // The e-mail can be invited again.
    expect((await t.api.post('/api/admin/invite', { email: admin.email, adminPermissions: ['VIEW_REPORTS'] }, { token: core })).status).toBe(200);
    // Deleting twice: the admin is gone.
    expect(await t.api.call('DELETE', `/api/admin/${admin.id}`, { token: core })).toMatchObject({ status: 404, body: { message: 'Administrator not found' } });
  });

  it('deletes a pending invitation, whose link then stops working', async () => {
    const email = uniqueEmail('withdrawn');
    const invited = await t.api.post('/api/admin/invite', { email, adminPermissions: ['VIEW_REPORTS'] }, { token: core });
    const { secret } = await mailedLink(t, email, 'admin/verify');
    expect((await t.api.call('DELETE', `/api/admin/${invited.body.id}`, { token: core })).status).toBe(200);
    expect(await t.api.post('/api/admin/register', { token: secret, name: 'Too late', password: 'admin-pass-123' })).toMatchObject({ status: 400, body: { message: 'Invalid !!!' } });
  });

  it('refuses to delete oneself, an unknown admin, and deletion by an ordinary admin', async () => {
    const coreId = decodeToken(core).id;
    expect(await t.api.call('DELETE', `/api/admin/${coreId}`, { token: core })).toMatchObject({ status: 400, body: { message: 'You cannot delete your own account' } });
    expect(await t.api.call('DELETE', '/api/admin/7d1e2f3a-0000-4000-8000-00000000abcd', { token: core })).toMatchObject({ status: 404 });
    const ordinary = await newAdmin();
    expect(await t.api.call('DELETE', `/api/admin/${coreId}`, { token: ordinary.token })).toMatchObject({ status: 403, body: { message: 'Only Core Admin users can view this page!' } });
  });
});

describe('admin password and profile', () => {
  it('changes the password with the right old one; older sessions end, the answered one goes on', async () => {
    const admin = await newAdmin();
    const before = issuedEarlier(t, admin.token, 60);
    const changed = await t.api.post('/api/admin/change-password', { oldPassword: admin.password, newPassword: 'brand-new-pass' }, { token: admin.token });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password Changed Successfully!' } });
    expect(await t.api.get('/api/admin/details', before)).toMatchObject({ status: 401, body: { message: 'Your password was changed, please log in again' } });
    expect((await t.api.get('/api/admin/details', changed.body.token)).status).toBe(200);
    expect(await login(t, admin.email, admin.password)).toMatchObject({ status: 401, body: { message: 'Error' } });
    expect((await login(t, admin.email, 'brand-new-pass')).status).toBe(200);
  });

  it.each([
    [{ oldPassword: 'wrong-password', newPassword: 'brand-new-pass' }, 400, 'Password is incorrect'],
    [{ oldPassword: '', newPassword: 'brand-new-pass' }, 400, 'Current Password is required'],
    [{ oldPassword: 'admin-pass-123', newPassword: '' }, 400, 'You must specify a password'],
    [{ oldPassword: 'admin-pass-123', newPassword: 'short' }, 400, 'Password must have at least 8 characters'],
  ])('refuses %o with %i "%s"', async (body, status, message) => {
    const admin = await newAdmin();
    expect(await t.api.post('/api/admin/change-password', body, { token: admin.token })).toMatchObject({ status, body: { message } });
  });

  it('keeps the admin password route from other users', async () => {
    const volunteer = await newVolunteer(t);
    expect(await t.api.post('/api/admin/change-password', { oldPassword: volunteer.password, newPassword: 'brand-new-pass' }, { token: volunteer.token })).toMatchObject({
      status: 403,
      body: { message: 'Only Admin users can view this page!' },
    });
  });

  it('updates name and bio; the e-mail stays', async () => {
    const admin = await newAdmin();
    const r = await t.api.call('PUT', '/api/admin/details', { token: admin.token, body: { name: 'Nadeesha Wickramasinghe', bio: 'Volunteer coordinator, Galle.', profileImage: 'ignored.png', email: 'other@example.lk' } });
    expect(r).toMatchObject({ status: 200, body: { message: 'Profile Updated Successfully!' } });
    expect((await t.api.get('/api/admin/details', admin.token)).body).toMatchObject({ name: 'Nadeesha Wickramasinghe', bio: 'Volunteer coordinator, Galle.', email: admin.email });
    // A new session carries the new name.
    expect(decodeToken(await t.api.login(admin.email, admin.password)).name).toBe('Nadeesha Wickramasinghe');
  });

  it.each([
    [{ name: '', bio: 'x' }, 'Please enter a valid name'],
    [{ name: 'Name', bio: '  ' }, 'Please enter a bio'],
  ])('refuses the profile %o with "%s"', async (body, message) => {
    expect(await t.api.call('PUT', '/api/admin/details', { token: core, body })).toMatchObject({ status: 400, body: { message } });
  });
});

describe('suspension of volunteers and VIOs', () => {
  it("refuses a suspended volunteer's existing token at once on both APIs, says why at login, and works again after unsuspend", async () => {
    const volunteer = await newVolunteer(t);
    expect((await t.api.get('/api/volunteer/account', volunteer.token)).status).toBe(200);
    expect(await t.api.get(`/api/admin/user/suspend/${volunteer.id}`, core)).toMatchObject({ status: 200, body: 'FUNCTIONING' });

    const until = inDays(3);
    const suspended = await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: volunteer.id, date: toSpecDate(until), suspend: true } });
    expect(suspended).toMatchObject({ status: 200, body: { message: 'User Suspended SUccessfully!' } });
    const reason = `Your account is suspended until ${displayDate(until)}`;
    // query-api route and command-api route, same token, no new login.
    expect(await t.api.get('/api/volunteer/account', volunteer.token)).toMatchObject({ status: 401, body: { message: reason } });
    expect(
      await t.api.post('/api/user/changePassword', { id: volunteer.id, oldPassword: volunteer.password, newPassword1: 'new-pass-123', newPassword2: 'new-pass-123' }, { token: volunteer.token }),
    ).toMatchObject({ status: 401, body: { message: reason } });
    expect(await login(t, volunteer.email, volunteer.password)).toMatchObject({ status: 401, body: { message: reason } });
    // A wrong password still says only 'Error'.
    expect(await login(t, volunteer.email, 'wrong-password')).toMatchObject({ status: 401, body: { message: 'Error' } });
    expect(await t.api.get(`/api/admin/user/suspend/${volunteer.id}`, core)).toMatchObject({ status: 200, body: 'SUSPENDED' });
    expect((await t.api.get(`/api/admin/user/standing/${volunteer.id}`, core)).body).toMatchObject({ standing: 'SUSPENDED', suspendedUntil: until, kind: 'volunteer' });

    const lifted = await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: volunteer.id, suspend: false } });
    expect(lifted).toMatchObject({ status: 200, body: { message: 'Unsuspended Successfully!' } });
    expect((await t.api.get('/api/volunteer/account', volunteer.token)).status).toBe(200);
    expect((await login(t, volunteer.email, volunteer.password)).status).toBe(200);
    expect(await t.api.get(`/api/admin/user/suspend/${volunteer.id}`, core)).toMatchObject({ status: 200, body: 'FUNCTIONING' });
  });

  it('ends a suspension by itself after its last day (Colombo time)', async () => {
    const vio = await newVio(t);
    await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: vio.id, date: toSpecDate(today()), suspend: true } });
    expect((await login(t, vio.email, vio.password)).status).toBe(401);
    const tomorrow = await commandApiAt(t, new Date(Date.now() + days(1)));
    try {
      expect((await tomorrow.call('POST', '/api/authenticate/login', { email: vio.email, password: vio.password })).status).toBe(200);
      // Today's admin session has ended by tomorrow (12 hours at most): the admin logs in again.
      expect((await tomorrow.call('PUT', '/api/admin/user/suspend', { id: vio.id, suspend: false }, core)).status).toBe(401);
      const coreTomorrow = (await tomorrow.call('POST', '/api/authenticate/login', ADMIN)).body.token as string;
      expect(await tomorrow.call('PUT', '/api/admin/user/suspend', { id: vio.id, suspend: false }, coreTomorrow)).toMatchObject({ status: 400, body: { message: 'This account is not suspended' } });
    } finally {
      await tomorrow.close();
    }
  });

  it.each([
    [{ suspend: true }, 400, 'Please select a day.'],
    [{ suspend: true, date: '13-45-2026' }, 400, 'Please select a day.'],
    [{ suspend: true, date: '01-01-2020' }, 400, 'The suspension must end today or later'],
    [{ suspend: false }, 400, 'This account is not suspended'],
  ])('refuses %o with %i "%s"', async (body, status, message) => {
    const volunteer = await newVolunteer(t);
    expect(await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: volunteer.id, ...body } })).toMatchObject({ status, body: { message } });
  });

  it('refuses unknown users, administrators, and callers who are not admins', async () => {
    const unknown = '7d1e2f3a-0000-4000-8000-00000000beef';
    expect(await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: unknown, date: toSpecDate(today()), suspend: true } })).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    expect(await t.api.get(`/api/admin/user/suspend/${unknown}`, core)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const admin = await newAdmin();
    expect(await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: admin.id, date: toSpecDate(today()), suspend: true } })).toMatchObject({
      status: 400,
      body: { message: 'Administrators are managed from the admin list' },
    });
    const vio = await newVio(t);
    const volunteer = await newVolunteer(t);
    expect(await t.api.call('PUT', '/api/admin/user/suspend', { token: vio.token, body: { id: volunteer.id, date: toSpecDate(today()), suspend: true } })).toMatchObject({
      status: 403,
      body: { message: 'Only Admin users can view this page!' },
    });
    // Any admin may suspend, whatever their permissions.
    expect((await t.api.call('PUT', '/api/admin/user/suspend', { token: admin.token, body: { id: volunteer.id, date: toSpecDate(today()), suspend: true } })).status).toBe(200);
  });

  it('terminates a volunteer and a VIO with their own messages; their tokens and logins stop', async () => {
    const volunteer = await newVolunteer(t);
    const vio = await newVio(t);
    expect(await t.api.call('DELETE', `/api/admin/user/terminate/${volunteer.id}`, { token: core })).toMatchObject({ status: 200, body: { message: 'User Terminated!' } });
    expect(await t.api.call('DELETE', `/api/admin/user/terminate/${vio.id}`, { token: core })).toMatchObject({ status: 200, body: { message: 'Terminated Successfully!' } });
    expect(await t.api.get('/api/volunteer/account', volunteer.token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await t.api.get('/api/vio/profile', vio.token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await t.api.get(`/api/admin/user/suspend/${vio.id}`, core)).toMatchObject({ status: 200, body: 'TERMINATED' });
    expect((await t.api.get(`/api/admin/user/standing/${vio.id}`, core)).body).toMatchObject({ standing: 'TERMINATED', erased: true });
    expect(await t.api.call('DELETE', `/api/admin/user/terminate/${vio.id}`, { token: core })).toMatchObject({ status: 400, body: { message: 'This account has already been terminated' } });
    expect(await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: vio.id, date: toSpecDate(today()), suspend: true } })).toMatchObject({
      status: 400,
      body: { message: 'This account has been terminated' },
    });
  });
});
