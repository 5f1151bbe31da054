import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { coreAdminToken, login, mailedLink, newVolunteer, uniqueEmail, type TestPlatform } from '../account/test-support';
import { feedbackRatings } from '@nvp/events';
import { messagesTo, newEmergencyUser, placeIn, standbyVolunteer, validEmergencyOpportunity } from './test-support';

const GATEWAY = 'test-gateway-secret';
let t: TestPlatform;
let admin: string;
beforeAll(async () => {
  t = await startTestPlatform('emergency', { smsInboundToken: GATEWAY });
  admin = await coreAdminToken(t);
});
afterAll(async () => t?.stop());

const put = (route: string, body: unknown, token?: string) => t.api.call('PUT', route, { body, token });
const del = (route: string, body: unknown, token?: string) => t.api.call('DELETE', route, { body, token });
const inbound = (from: string, text: string, secret = GATEWAY) => t.api.post('/api/sms/inbound', { from, text }, { headers: { 'x-sms-gateway-token': secret } });

describe('emergency users: invite → set password → login → list → terminate/activate', () => {
  it('invites, mails the link, sets the password once and logs in as EMERGENCY_LOGIN', async () => {
    const email = uniqueEmail('emg');
    const invited = await t.api.post('/api/admin/emergency-login/invite', { name: 'Disaster Desk', email: email.toUpperCase() }, { token: admin });
    expect(invited).toMatchObject({ status: 200, body: { message: 'User Created Successfully!' } });
    const { secret } = await mailedLink(t, email, 'emergency/verify');
    // Signed in, so the read waits for the invitation's position (the mail sink may run ahead of the read model).
    expect(await t.api.get(`/api/emergency-login/verify/${encodeURIComponent(secret)}`, admin)).toMatchObject({ status: 200, body: { name: 'Disaster Desk', email } });

    // Before the password is set the user is listed, not verified, and cannot log in.
    const before = await t.api.get('/api/admin/emergency-login/list', admin);
    expect(before.body.find((u: { id: string }) => u.id === invited.body.id)).toMatchObject({ name: 'Disaster Desk', email, status: 'CREATED', verified: false });
    expect((await login(t, email, 'emergency-pass-1')).status).toBe(401);

    expect(await t.api.post('/api/emergency-login/register', { token: secret, password: 'short' })).toMatchObject({ status: 400, body: { message: 'Password must have at least 8 characters' } });
    expect(await t.api.post('/api/emergency-login/register', { token: secret, password: 'emergency-pass-1' })).toMatchObject({ status: 200 });
    expect(await t.api.post('/api/emergency-login/register', { token: secret, password: 'emergency-pass-2' })).toMatchObject({ status: 400, body: { message: 'Invalid !!!' } });
    expect((await t.api.get(`/api/emergency-login/verify/${encodeURIComponent(secret)}`, admin)).status).toBe(400);

    const token = await t.api.login(email, 'emergency-pass-1');
    expect(decodeToken(token)).toMatchObject({ type: 'EMERGENCY_LOGIN', name: 'Disaster Desk', email, id: invited.body.id });
    const after = await t.api.get('/api/admin/emergency-login/list', admin);
    expect(after.body.find((u: { id: string }) => u.id === invited.body.id)).toMatchObject({ status: 'CREATED', verified: true });
  });

  it.each([
    [{ name: '', email: 'x@example.lk' }, 'Please enter a name'],
    [{ name: 'Desk', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: 'Desk' }, 'Please enter a valid email address'],
  ])('refuses the invitation %o with "%s"', async (body, message) => {
    expect(await t.api.post('/api/admin/emergency-login/invite', body, { token: admin })).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses an e-mail that already has an account, and non-admins', async () => {
    const volunteer = await newVolunteer(t);
    expect(await t.api.post('/api/admin/emergency-login/invite', { name: 'X', email: volunteer.email }, { token: admin })).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists' },
    });
    const denied = { status: 403, body: { message: 'Only administrators holding the MANAGE_EMERGENCY permission can manage emergency users' } };
    expect(await t.api.post('/api/admin/emergency-login/invite', { name: 'X', email: uniqueEmail('x') }, { token: volunteer.token })).toMatchObject(denied);
    expect(await t.api.get('/api/admin/emergency-login/list', volunteer.token)).toMatchObject(denied);
    expect(await put('/api/admin/emergency-login/terminate', { id: randomUUID(), terminate: true }, volunteer.token)).toMatchObject(denied);
    expect((await t.api.post('/api/admin/emergency-login/invite', { name: 'X', email: uniqueEmail('x') })).status).toBe(401);
  });

  it('needs MANAGE_EMERGENCY: an admin holding only VIEW_REPORTS is refused (403), one holding MANAGE_EMERGENCY manages emergency users', async () => {
    /** A non-core admin holding exactly `permissions`, through the invitation and the mailed link. */
    const newAdmin = async (permissions: string[]) => {
      const email = uniqueEmail('perm-admin');
      expect((await t.api.post('/api/admin/invite', { email, adminPermissions: permissions }, { token: admin })).status).toBe(200);
      const { secret } = await mailedLink(t, email, 'admin/verify');
      expect((await t.api.post('/api/admin/register', { token: secret, name: 'Nimal Admin', password: 'admin-pass-123' })).status).toBe(200);
      return t.api.login(email, 'admin-pass-123');
    };
    const reporter = await newAdmin(['VIEW_REPORTS']);
    const manager = await newAdmin(['MANAGE_EMERGENCY']);
    const user = await newEmergencyUser(t, admin);
    const denied = { status: 403, body: { message: 'Only administrators holding the MANAGE_EMERGENCY permission can manage emergency users' } };
    // The reporter can neither mint an emergency account (which would read the standby pool), nor list, nor terminate.
    const minted = uniqueEmail('minted');
    expect(await t.api.post('/api/admin/emergency-login/invite', { name: 'Mine', email: minted }, { token: reporter })).toMatchObject(denied);
    expect(await t.api.get('/api/admin/emergency-login/list', reporter)).toMatchObject(denied);
    expect(await put('/api/admin/emergency-login/terminate', { id: user.id, terminate: true }, reporter)).toMatchObject(denied);
    // Nothing was written: no invitation mail, the user still works.
    expect((await t.api.get('/api/dev/outbox?limit=1000')).body.some((m: { to: string }) => m.to === minted)).toBe(false);
    expect((await t.api.get('/api/emergency-login/opportunity/list', user.token)).status).toBe(200);

    // The manager does all three.
    const invited = await t.api.post('/api/admin/emergency-login/invite', { name: 'Flood Desk', email: minted }, { token: manager });
    expect(invited).toMatchObject({ status: 200, body: { message: 'User Created Successfully!' } });
    const listed = (await t.api.get('/api/admin/emergency-login/list', manager)).body as { id: string; status: string }[];
    expect(listed.find((u) => u.id === invited.body.id)).toMatchObject({ status: 'CREATED' });
    expect(await put('/api/admin/emergency-login/terminate', { id: user.id, terminate: true }, manager)).toMatchObject({ status: 200, body: { message: 'User Terminated Successfully!' } });
    expect((await t.api.get('/api/admin/emergency-login/list', manager)).body.find((u: { id: string }) => u.id === user.id)).toMatchObject({ status: 'TERMINATED' });
    expect(decodeToken(manager).access).not.toBe(decodeToken(reporter).access);
  });

  it('terminating revokes the sessions at once; activating lets the user in again', async () => {
    const user = await newEmergencyUser(t, admin);
    expect((await t.api.get('/api/emergency-login/opportunity/list', user.token)).status).toBe(200);

    expect(await put('/api/admin/emergency-login/terminate', { id: user.id, terminate: true }, admin)).toMatchObject({ status: 200, body: { message: 'User Terminated Successfully!' } });
    expect(await t.api.get('/api/emergency-login/opportunity/list', user.token)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await login(t, user.email, user.password)).toMatchObject({ status: 401, body: { message: 'This account has been terminated' } });
    const listed = await t.api.get('/api/admin/emergency-login/list', admin);
    expect(listed.body.find((u: { id: string }) => u.id === user.id)).toMatchObject({ status: 'TERMINATED' });
    expect(await put('/api/admin/emergency-login/terminate', { id: user.id, terminate: true }, admin)).toMatchObject({ status: 400, body: { message: 'This user is already terminated' } });

    expect(await put('/api/admin/emergency-login/terminate', { id: user.id, terminate: false }, admin)).toMatchObject({ status: 200, body: { message: 'User Activated Successfully!' } });
    const token = await t.api.login(user.email, user.password);
    expect((await t.api.get('/api/emergency-login/opportunity/list', token)).status).toBe(200);
    expect(await put('/api/admin/emergency-login/terminate', { id: randomUUID(), terminate: true }, admin)).toMatchObject({ status: 404 });
  });
});

describe('emergency opportunities', () => {
  let user: Awaited<ReturnType<typeof newEmergencyUser>>;
  let other: Awaited<ReturnType<typeof newEmergencyUser>>;
  beforeAll(async () => {
    user = await newEmergencyUser(t, admin);
    other = await newEmergencyUser(t, admin);
  });

  it('creates, lists and shows an opportunity; another emergency user cannot see or touch it', async () => {
    const created = await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: user.token });
    expect(created).toMatchObject({ status: 200, body: { message: 'Successfully Created!' } });
    const id = created.body.id as string;
    const list = await t.api.get('/api/emergency-login/opportunity/list', user.token);
    expect(list.body).toMatchObject({ name: 'Disaster Desk' });
    expect(list.body.emergencyOpportunities.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(await t.api.get(`/api/emergency-login/opportunity/${id}`, user.token)).toMatchObject({
      status: 200,
      body: { id, title: 'Flood relief, Kelani basin', status: 'OPEN', descriptionSMSSinhala: 'අද කැලණියේ ගංවතුර සහන', callOut: { invited: 0, sent: 0 } },
    });

    expect((await t.api.get('/api/emergency-login/opportunity/list', other.token)).body.emergencyOpportunities).toEqual([]);
    const notFound = { status: 404, body: { message: 'Emergency opportunity not found' } };
    expect(await t.api.get(`/api/emergency-login/opportunity/${id}`, other.token)).toMatchObject(notFound);
    expect(await t.api.get(`/api/emergency-login/opportunity/list-volunteers/${id}`, other.token)).toMatchObject(notFound);
    expect(await t.api.post(`/api/emergency-login/opportunity/complete/${id}`, {}, { token: other.token })).toMatchObject(notFound);
    expect(await del(`/api/emergency-login/opportunity/${id}`, undefined, other.token)).toMatchObject(notFound);
    expect(await put('/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: id, volunteers: [randomUUID()] }, other.token)).toMatchObject({ status: 400 });
    expect(await put('/api/emergency-login/opportunity/add-volunteer', { emergencyOppId: id, registrationNo: 'VOL-1' }, other.token)).toMatchObject(notFound);
    expect(await del('/api/emergency-login/opportunity/remove-volunteer', { emergencyOppId: id, registrationNo: 'VOL-1' }, other.token)).toMatchObject(notFound);
    expect(await t.api.post('/api/emergency-login/opportunity/complete-volunteer', { emergencyOppId: id, registrationNo: 'VOL-1' }, { token: other.token })).toMatchObject(notFound);
    const ids = { volunteerId: randomUUID(), opportunityId: id, emergencyLoginId: user.id };
    expect((await t.api.get(`/api/emergency-login/feedback/fetch/volunteer?volunteerId=${ids.volunteerId}&opportunityId=${id}&emergencyLoginId=${user.id}`, other.token)).status).toBe(404);
    // Still untouched for its owner.
    expect((await t.api.get(`/api/emergency-login/opportunity/${id}`, user.token)).body).toMatchObject({ status: 'OPEN' });
  });

  it.each([
    [{ descriptionSMSTamil: 'x'.repeat(51) }, 'Maximum 50 characters are allowd'],
    [{ descriptionEnglish: 'x'.repeat(1501) }, 'Maximum 1500 characters are allowd'],
    [{ title: '' }, 'Required'],
    [{ supervisorMobile: '07711' }, 'Phone number is not valid'],
    [{ startDate: '2020-01-01' }, 'Start date must be a future date'],
    [{ noOfVolunteers: 0 }, 'At least 1 volunteer'],
  ])('refuses %o with "%s"', async (override, message) => {
    expect(await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(override), { token: user.token })).toMatchObject({ status: 400, body: { message } });
  });

  it('completes and deletes only while OPEN; a deleted one leaves the list', async () => {
    const a = (await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity({ title: 'A' }), { token: user.token })).body.id;
    const b = (await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity({ title: 'B' }), { token: user.token })).body.id;
    expect(await t.api.post(`/api/emergency-login/opportunity/complete/${a}`, {}, { token: user.token })).toMatchObject({ status: 200, body: { message: 'Successfully Completed!' } });
    const notOpen = { status: 400, body: { message: 'This emergency opportunity is not open' } };
    expect(await del(`/api/emergency-login/opportunity/${a}`, undefined, user.token)).toMatchObject(notOpen);
    expect(await t.api.post(`/api/emergency-login/opportunity/complete/${a}`, {}, { token: user.token })).toMatchObject(notOpen);
    expect(await del(`/api/emergency-login/opportunity/${b}`, undefined, user.token)).toMatchObject({ status: 200, body: { message: 'Successfully Deleted!' } });
    const ids = (await t.api.get('/api/emergency-login/opportunity/list', user.token)).body.emergencyOpportunities.map((o: { id: string }) => o.id);
    expect(ids).toContain(a);
    expect(ids).not.toContain(b);
    expect((await t.api.get(`/api/emergency-login/opportunity/${b}`, user.token)).status).toBe(404);
  });

  it('reads a call-out of the largest size the schema allows (50,000 ids, about 2 MB) instead of refusing its body', async () => {
    const created = await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: user.token });
    const volunteers = Array.from({ length: 50_000 }, () => randomUUID());
    // None of these random ids is on standby: the answer is about them, not about the size of the body.
    expect(await put('/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: created.body.id, volunteers }, user.token)).toMatchObject({
      status: 400,
      body: { message: 'None of these volunteers is on standby' },
    });
  });

  it('is for verified emergency users only', async () => {
    const volunteer = await newVolunteer(t);
    const denied = { status: 403, body: { message: 'Sorry! Only Email Verified Emergency Users have access to this page' } };
    expect(await t.api.get('/api/emergency-login/opportunity/list', volunteer.token)).toMatchObject(denied);
    expect(await t.api.get('/api/emergency-login/opportunity/list', admin)).toMatchObject(denied);
    expect(await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: admin })).toMatchObject(denied);
  });

  describe('the supervisor is personal data (issue 23): sealed with the owner\'s key and shredded with it', () => {
    const supervisor = { supervisorName: 'Wijeyaquorn Thalpavila', supervisorLandline: '0112998877', supervisorMobile: '0779988776', supervisorEmail: 'wijeyaquorn.thalpavila@example.lk' };
    const rawRow = async (id: string) =>
      (await t.platform.infra.pool.query<{ version: number; data: Record<string, unknown> }>(`SELECT version, data FROM es.events WHERE stream_id = $1 AND type = 'EmergencyOpportunityCreated'`, [`emergencyOpportunity-${id}`])).rows[0];
    const readModel = async (id: string) => {
      await t.platform.projections.runner.caughtUp();
      return (await t.platform.infra.pool.query<{ supervisor: unknown; data: Record<string, unknown> }>('SELECT supervisor, data FROM rm_emergency_opportunities WHERE id = $1', [id])).rows[0];
    };

    it('the appended event holds no supervisor value in clear; the owner reads them; after the owner\'s erasure they read as erased (null)', async () => {
      const owner = await newEmergencyUser(t, admin);
      const created = await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(supervisor), { token: owner.token });
      expect(created.status).toBe(200);
      const id = created.body.id as string;
      // Given the event as stored: no supervisor field and none of the values anywhere in it; a sealed part under the owner's key.
      const row = await rawRow(id);
      const stored = JSON.stringify(row.data).toLowerCase();
      for (const value of Object.values(supervisor)) expect(stored).not.toContain(value.toLowerCase());
      expect(Object.keys(row.data)).not.toContain('supervisorName');
      expect(row.data.personal).toMatchObject({ $sealed: 'v1', subject: owner.id });
      // The read model and the owner's view show them.
      expect(await t.api.get(`/api/emergency-login/opportunity/${id}`, owner.token)).toMatchObject({ status: 200, body: supervisor });
      expect((await readModel(id)).supervisor).toEqual(supervisor);
      expect(JSON.stringify((await readModel(id)).data)).not.toContain('supervisor');

      // When the owner closes the account (termination erases: the key is deleted, PersonalDataErased recorded).
      expect((await t.api.post('/api/user/terminate/', { password: owner.password }, { token: owner.token })).status).toBe(200);
      // Then the key is gone and the read model holds the supervisor as erased (null), also after a rebuild.
      expect(await t.platform.infra.vault.open(row.data.personal as never)).toBeUndefined();
      expect((await readModel(id)).supervisor).toBeNull();
      const { rows } = await t.platform.infra.pool.query('SELECT lower(x::text) AS row FROM rm_emergency_opportunities x WHERE id = $1', [id]);
      for (const value of Object.values(supervisor)) expect(rows[0].row).not.toContain(value.toLowerCase());
    });

    it('an opening written by older code (v1, supervisor in clear) still projects: tolerant reading, and the owner\'s erasure nulls it', async () => {
      const owner = await newEmergencyUser(t, admin);
      const id = randomUUID();
      const base = validEmergencyOpportunity();
      const v1 = {
        opportunityId: id, ownerId: owner.id, title: 'Old flood relief', category: base.category, noOfVolunteers: base.noOfVolunteers, coreFunctions: base.coreFunctions,
        ...supervisor, sdgNumbers: base.sdgNumbers, description: { en: 'd', si: 'd', ta: 'd' }, smsDescription: { en: 's', si: 's', ta: 's' },
        district: base.district, divisionalSecretariat: base.divisionalSecretariat, gnDivision: base.gnDivision, location: base.location, startDate: base.startDate, endDate: base.endDate,
      };
      // Given a v1 event as an older release appended it.
      await t.platform.infra.store.append(
        `emergencyOpportunity-${id}`,
        [{ id: randomUUID(), type: 'EmergencyOpportunityCreated', version: 1, data: v1, metadata: { occurredAt: new Date().toISOString(), actorId: owner.id, actorRole: 'EMERGENCY_LOGIN' } }],
        { expected: 'no_stream' },
      );
      // Then it projects with its supervisor, and the owner sees it.
      expect((await readModel(id)).supervisor).toEqual(supervisor);
      expect(await t.api.get(`/api/emergency-login/opportunity/${id}`, owner.token)).toMatchObject({ status: 200, body: { title: 'Old flood relief', ...supervisor } });
      // And the owner's erasure nulls it in the read model (the clear v1 row itself is immutable).
      expect((await t.api.post('/api/user/terminate/', { password: owner.password }, { token: owner.token })).status).toBe(200);
      expect((await readModel(id)).supervisor).toBeNull();
    });
  });
});

describe('the standby pool, the call-out and the replies', () => {
  let user: Awaited<ReturnType<typeof newEmergencyUser>>;
  let sinhala: Awaited<ReturnType<typeof standbyVolunteer>>;
  let tamil: Awaited<ReturnType<typeof standbyVolunteer>>;
  let unwilling: Awaited<ReturnType<typeof standbyVolunteer>>;
  let opportunityId: string;
  beforeAll(async () => {
    user = await newEmergencyUser(t, admin);
    sinhala = await standbyVolunteer(t, admin, { place: placeIn(0), preferredLanguage: 1 });
    tamil = await standbyVolunteer(t, admin, { place: placeIn(1), preferredLanguage: 2 });
    unwilling = await standbyVolunteer(t, admin, { place: placeIn(0), emergencyWill: 'no' });
    opportunityId = (await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: user.token })).body.id;
  }, 120_000);

  const rows = async (query = '') => (await t.api.get(`/api/emergency-login/opportunity/list-volunteers/${opportunityId}${query}`, user.token)).body as Record<string, string>[];
  const statusOf = async (id: string) => (await rows()).find((r) => r.id === id)?.status;

  it('lists the willing, fully registered volunteers as NEW, filterable by place and registration number', async () => {
    const all = await rows();
    expect(all.find((r) => r.id === sinhala.id)).toMatchObject({
      registrationNo: sinhala.registrationNo,
      name: 'Ruwan Jayasinghe',
      contributeDistrict: sinhala.place.district,
      contributeDivisionalSecretariat: sinhala.place.divisionalSecretariat,
      contributegnDivision: sinhala.place.gnDivision,
      status: 'NEW',
    });
    expect(all.find((r) => r.id === unwilling.id)).toBeUndefined();
    const inFirst = await rows(`?district=${encodeURIComponent(placeIn(0).district)}`);
    expect(inFirst.map((r) => r.id)).toContain(sinhala.id);
    expect(inFirst.map((r) => r.id)).not.toContain(tamil.id);
    const inGn = await rows(`?district=${encodeURIComponent(placeIn(1).district)}&divisionalSecretariat=${encodeURIComponent(placeIn(1).divisionalSecretariat)}&gnDivision=${encodeURIComponent(placeIn(1).gnDivision)}`);
    expect(inGn.map((r) => r.id)).toEqual([tamil.id]);
    expect((await rows(`?registrationNo=${tamil.registrationNo}`)).map((r) => r.id)).toEqual([tamil.id]);
  });

  it('invites: each volunteer gets the SMS description in their language and a mail with reply links', async () => {
    const invited = await put('/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: opportunityId, volunteers: [sinhala.id, tamil.id, unwilling.id] }, user.token);
    expect(invited).toMatchObject({ status: 200, body: { message: 'Successfully Invited!', invited: 2, skipped: 1 } });
    const [sms] = (await messagesTo(t, sinhala.phone, 2)).filter((m) => m.text.includes('ගංවතුර'));
    expect(sms.text).toContain('අද කැලණියේ ගංවතුර සහන');
    expect((await messagesTo(t, tamil.phone, 2)).some((m) => m.text.includes('இன்று களனியில் வெள்ள நிவாரணம்'))).toBe(true);
    const mail = (await messagesTo(t, tamil.email, 2)).find((m) => m.text.includes('/emergency/reply/'));
    expect(mail?.text).toContain(`${t.platform.url}/emergency/reply/`);
    expect(await statusOf(sinhala.id)).toBe('INVITED');
    expect((await t.api.get(`/api/emergency-login/opportunity/${opportunityId}`, user.token)).body.callOut).toMatchObject({ invited: 2 });
    // Already invited: not called twice.
    expect(await put('/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: opportunityId, volunteers: [sinhala.id] }, user.token)).toMatchObject({
      status: 400,
      body: { message: 'These volunteers are already invited' },
    });
  });

  it('takes SMS replies only from the gateway with its secret', async () => {
    expect(await inbound(sinhala.phone, 'YES', 'wrong-secret')).toMatchObject({ status: 401, body: { message: 'Unknown SMS gateway' } });
    expect((await t.api.post('/api/sms/inbound', { from: sinhala.phone, text: 'YES' })).status).toBe(401);
    expect(await statusOf(sinhala.id)).toBe('INVITED');
    expect(await inbound(`+94${sinhala.phone.slice(1)}`, 'maybe')).toMatchObject({ status: 200, body: { accepted: false } });
    expect(await inbound('0700000000', 'YES')).toMatchObject({ status: 200, body: { accepted: false } });
    // The development twin (only with the dev outbox) takes the same path without the gateway.
    expect(await t.api.post('/api/dev/sms/inbound', { from: `+94${sinhala.phone.slice(1)}`, text: 'yes' })).toMatchObject({ status: 200, body: { accepted: true, answer: 'YES' } });
    expect(await statusOf(sinhala.id)).toBe('ACCEPTED');
    // NO then YES through the gateway itself.
    expect(await inbound(sinhala.phone, 'NO')).toMatchObject({ status: 200, body: { accepted: true, answer: 'NO' } });
    expect(await statusOf(sinhala.id)).toBe('DECLINED');
    expect(await inbound(`94${sinhala.phone.slice(1)}`, 'YES please')).toMatchObject({ status: 200, body: { accepted: true, answer: 'YES' } });
    expect(await statusOf(sinhala.id)).toBe('ACCEPTED');
  });

  it('takes a NO through the mailed link (DECLINED); a forged link is refused', async () => {
    const mail = (await messagesTo(t, tamil.email, 2)).find((m) => m.text.includes('/emergency/reply/'))!;
    const key = decodeURIComponent(/\/emergency\/reply\/([^?\s]+)\?answer=NO/.exec(mail.text)![1]);
    expect(await t.api.post('/api/emergency-login/reply', { key: `${key}x`, answer: 'NO' })).toMatchObject({ status: 400 });
    expect(await t.api.post('/api/emergency-login/reply', { key, answer: 'NO' })).toMatchObject({ status: 200 });
    expect(await statusOf(tamil.id)).toBe('DECLINED');
  });

  it('adds, removes and completes by registration number with the state rules', async () => {
    const body = (v: { registrationNo: string }) => ({ emergencyOppId: opportunityId, registrationNo: v.registrationNo });
    expect(await t.api.post('/api/emergency-login/opportunity/complete-volunteer', body(tamil), { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Only an accepted volunteer can be completed' },
    });
    expect(await put('/api/emergency-login/opportunity/add-volunteer', body(tamil), user.token)).toMatchObject({ status: 200, body: { message: 'Successfully Added!' } });
    expect(await del('/api/emergency-login/opportunity/remove-volunteer', body(tamil), user.token)).toMatchObject({ status: 200, body: { message: 'Successfully Removed!' } });
    expect(await statusOf(tamil.id)).toBe('INVITED');
    expect(await put('/api/emergency-login/opportunity/add-volunteer', body(unwilling), user.token)).toMatchObject({
      status: 400,
      body: { message: 'This volunteer is not invited to this opportunity' },
    });
    expect(await t.api.post('/api/emergency-login/opportunity/complete-volunteer', body(sinhala), { token: user.token })).toMatchObject({ status: 200, body: { message: 'Successfully Completed!' } });
    expect(await statusOf(sinhala.id)).toBe('COMPLETED');
    expect(await del('/api/emergency-login/opportunity/remove-volunteer', body(sinhala), user.token)).toMatchObject({
      status: 400,
      body: { message: 'A completed volunteer cannot be removed' },
    });
    // The volunteer is asked for feedback by mail.
    const link = `/emergencyLoginFeedback/${opportunityId}/${sinhala.id}/${user.id}`;
    expect((await mailedLink(t, sinhala.email, link.slice(1).split('/')[0])).secret).toBe(link.split('/').slice(2).join('/'));
    // A late reply does not reopen a completed mobilisation.
    await inbound(sinhala.phone, 'NO');
    expect(await statusOf(sinhala.id)).toBe('COMPLETED');
  });

  it('takes feedback both ways once each after completion; hours below zero count as 0', async () => {
    const ratings = Object.fromEntries(feedbackRatings.map((r) => [r, 4]));
    const feedback = { review: 'Calm and reliable', satisfied: 4, informationMethod: 'SMS', recommend: true, contributionHours: 12, ratings };
    const ids = { volunteerId: sinhala.id, opportunityId, emergencyLoginId: user.id };
    const query = `?volunteerId=${sinhala.id}&opportunityId=${opportunityId}&emergencyLoginId=${user.id}`;

    expect(await t.api.get(`/api/emergency-login/feedback/fetch/volunteer${query}`, user.token)).toMatchObject({
      status: 200,
      body: { volunteer: { registrationNo: sinhala.registrationNo, name: 'Ruwan Jayasinghe' }, opportunity: { title: 'Flood relief, Kelani basin' }, alreadySubmitted: false },
    });
    expect(await t.api.post('/api/emergency-login/feedback/submit/volunteer', { ...ids, feedback: { ...feedback, ratings: { ...ratings, training: 0 } } }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Please Fill the all components' },
    });
    expect(await t.api.post('/api/emergency-login/feedback/submit/volunteer', { ...ids, feedback }, { token: user.token })).toMatchObject({
      status: 200,
      body: { message: 'Thank you so much for providing your valuable feedback!' },
    });
    expect(await t.api.post('/api/emergency-login/feedback/submit/volunteer', { ...ids, feedback }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Thank you for submitting your response!!' },
    });
    expect((await t.api.get(`/api/emergency-login/feedback/fetch/volunteer${query}`, user.token)).body).toMatchObject({ alreadySubmitted: true });

    // The volunteer about the mobilisation; another emergency user or volunteer cannot.
    const volunteerToken = await t.api.login(sinhala.email, sinhala.password);
    expect((await t.api.get(`/api/emergency-login/feedback/fetch/emergencyLogin${query}`, volunteerToken)).body).toMatchObject({ emergencyLogin: { name: 'Disaster Desk' }, alreadySubmitted: false });
    const tamilToken = await t.api.login(tamil.email, tamil.password);
    expect((await t.api.post('/api/emergency-login/feedback/submit/emergencyLogin', { ...ids, feedback }, { token: tamilToken })).status).toBe(404);
    expect((await t.api.post('/api/emergency-login/feedback/submit/emergencyLogin', { ...ids, feedback: { ...feedback, contributionHours: -5 } }, { token: volunteerToken })).status).toBe(200);
    const other = await newEmergencyUser(t, admin);
    expect((await t.api.get(`/api/emergency-login/feedback/fetch/volunteer${query}`, other.token)).status).toBe(404);
    const hours = await t.db.pool.query(`SELECT about, contribution_hours::float AS h FROM rm_emergency_feedback WHERE opportunity_id = $1 ORDER BY about`, [opportunityId]);
    expect(hours.rows).toEqual([{ about: 'emergencyLogin', h: 0 }, { about: 'volunteer', h: 12 }]);
    // Not completed yet: no feedback.
    expect(await t.api.post('/api/emergency-login/feedback/submit/volunteer', { ...ids, volunteerId: tamil.id, feedback }, { token: user.token })).toMatchObject({
      status: 400,
      body: { message: 'Feedback opens once the volunteer is completed' },
    });
  });
});

describe('the emergency read model', () => {
  it('equals a rebuild from the log after everything above (sealed and v1 clear supervisors, erased owners)', async () => {
    const { postgresProjections, verifyProjection } = await import('@nvp/projections');
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'emergency')!;
    await t.platform.projections.runner.caughtUp();
    expect(await verifyProjection(t.platform.infra.store, t.platform.infra.pool, projection)).toMatchObject({ equal: true, failing: [] });
  });
});
