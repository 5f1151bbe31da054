import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import {
  bit,
  catalogue,
  computeAccess,
  formatPosition,
  hasBit,
  lkAdmin,
  parsePosition,
  segmentOfVioType,
  streams,
  vioTypes,
  type AdminPermission,
  type VioType,
} from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { validVioProfile } from './profile-fixtures';
import { EMAIL_NOT_VERIFIED, NOT_AWAITING_REVIEW, VIO_NOT_FOUND, WRONG_PROFILE_FORM } from './decider';
import { PROFILE_UPDATED, PROFILE_UPDATED_AWAITING_APPROVAL, UNKNOWN_PROFILE_FORM, VIO_APPROVED, VIO_REJECTED } from './routes';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let adminToken: string;
let location: { district: string; divisionalSecretariat: string; gnDivision: string };

beforeAll(async () => {
  t = await startTestPlatform('vio-onboarding');
  adminToken = await t.api.login(ADMIN.email, ADMIN.password);
  // A real district / DS / GN from the reference data (never typed by hand).
  const district = lkAdmin.districts()[0];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];
  location = { district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name };
});
afterAll(async () => t?.stop());

const password = 'org-pass-123';
let counter = 0;

/** Registers an organisation of `type`; verifies its e-mail unless told not to; logs it in. */
const newVio = async (type: VioType, { verify = true, name }: { verify?: boolean; name?: string } = {}) => {
  const email = `org${++counter}-${randomUUID().slice(0, 8)}@example.lk`;
  const orgName = name ?? `Organisation ${counter} ${type}`;
  const registered = await t.api.post('/api/vio/registration/register', { name: orgName, email, password, type, description: orgName });
  expect(registered.status).toBe(200);
  if (verify) {
    const secret = await t.api.mailedSecret(email, 'verifyVioEmail');
    expect((await t.api.post('/api/vio/email-verification', { emailToken: secret })).status).toBe(200);
  }
  const token = await t.api.login(email, password);
  return { id: registered.body.id as string, registrationNo: registered.body.registrationNo as string, email, name: orgName, type, token };
};

const complete = (token: string | undefined, segment: string, body: unknown) => t.api.call('PUT', `/api/vio/profile-complete/${segment}`, { body, token });
const form = (type: VioType, overrides: Record<string, string> = {}) => validVioProfile(type, location, overrides);
const completeProfile = (vio: { token: string; type: VioType }, overrides: Record<string, string> = {}) =>
  complete(vio.token, segmentOfVioType[vio.type], form(vio.type, overrides));
const review = (id: string, approve: boolean, token = adminToken) => t.api.post('/api/admin/vio/verify', { id, approve }, { token });

/** A token for an admin holding only `permissions` (signed as the platform signs them). */
const adminWith = (...permissions: AdminPermission[]) =>
  createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 })({
    id: randomUUID(),
    email: 'limited.admin@example.lk',
    name: 'Limited Admin',
    type: 'ADMIN',
    access: computeAccess({ type: 'ADMIN', core: false, permissions }),
    registrationNo: null,
    isRefereeFilled: false,
    status: 'ADMIN',
    success: true,
    error: false,
  });

/** Appends an account event to a VIO's stream (as the account slice would) and returns its position. */
const appendAccountEvent = async (vioId: string, type: string, data: Record<string, unknown>) => {
  const { version, data: valid } = catalogue.validate(type, data);
  const result = await t.platform.infra.store.append(
    streams.vio(vioId),
    [{ id: randomUUID(), type, version, data: valid, metadata: { occurredAt: new Date().toISOString() } }],
    { expected: 'stream_exists' },
  );
  return formatPosition(result.position);
};
/** Reads once the read models have passed `position` (the client itself only knows command responses' positions). */
const getAt = async (route: string, position: string, token?: string) => {
  expect(await t.platform.projections.runner.waitFor(parsePosition(position)!, 10_000)).toBe(true);
  return t.api.get(route, token);
};

describe('PUT /api/vio/profile-complete/:type', () => {
  it.each(vioTypes)('%s: completes the profile, answers a fresh token and the data, and shows it back', async (type) => {
    const vio = await newVio(type);
    const r = await completeProfile(vio);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(PROFILE_UPDATED_AWAITING_APPROVAL);
    expect(r.body.position).toMatch(/^\d+\/\d+$/);
    expect(r.body.data).toMatchObject({ id: vio.id, type, status: 'PROFILECOMPLETED', registrationNo: vio.registrationNo });
    expect(r.body.data.profile).toMatchObject({ district: location.district, managerName: 'Anoma Perera' });
    const session = decodeToken(r.body.token);
    expect(session).toMatchObject({ id: vio.id, type: 'VIO', status: 'PROFILECOMPLETED', registrationNo: vio.registrationNo });
    expect(hasBit(session.access, bit.VIO_PROFILE_COMPLETED)).toBe(true);
    expect(hasBit(session.access, bit.VIO_APPROVED)).toBe(false);

    const profile = await t.api.get('/api/vio/profile', r.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: vio.id, name: vio.name, type, status: 'PROFILECOMPLETED', registrationNo: vio.registrationNo, imageURL: null });
    expect(profile.body.profile).toEqual(form(type));
  });

  it('answers each validation message of the form', async () => {
    const vio = await newVio('NONPROFIT');
    const cases: [Record<string, string>, string][] = [
      [{ organizationType: '' }, 'Required'],
      [{ addressLine1: '' }, 'Required'],
      [{ organizationLandline: '12345' }, 'Invalid landline number'],
      [{ managerMobile: '077123456' }, 'Invalid mobile phone number'],
      [{ coordinatorFax: '0112' }, 'Invalid fax number'],
      [{ organizationEmail: 'office.example.lk' }, 'Invalid email address'],
      [{ organizationWebSite: 'https://Example.LK' }, 'Invalid url'],
      [{ gnDivision: 'Nowhere At All' }, 'Choose the district, divisional secretariat and GN division from the lists'],
    ];
    for (const [overrides, message] of cases) {
      expect(await completeProfile(vio, overrides), JSON.stringify(overrides)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await complete(vio.token, 'non-profit', {})).toMatchObject({ status: 400, body: { message: 'Required' } });
    // Nothing was recorded.
    expect((await t.api.get('/api/vio/profile', vio.token)).body).toMatchObject({ status: 'EMAILVERYFIED', profile: null });
  });

  it("refuses a form that is not the organisation's type, and an unknown type segment", async () => {
    const vio = await newVio('NONPROFIT');
    expect(await complete(vio.token, 'school', form('SCHOOL'))).toMatchObject({ status: 400, body: { message: WRONG_PROFILE_FORM } });
    expect(await complete(vio.token, 'private-academia', form('PRIVATEACADEMIA'))).toMatchObject({ status: 400, body: { message: UNKNOWN_PROFILE_FORM } });
  });

  it('refuses volunteers (403), anonymous callers (401) and organisations whose e-mail is not verified (403)', async () => {
    const body = form('SCHOOL');
    expect(await complete(undefined, 'school', body)).toMatchObject({ status: 401 });
    await t.api.post('/api/volunteer/register/email', { firstName: 'Kamala', lastName: 'Silva', nic: '199812345678', email: 'kamala.vio-test@example.lk', password: 'secret-pass-1' });
    const volunteerToken = await t.api.login('kamala.vio-test@example.lk', 'secret-pass-1');
    expect(await complete(volunteerToken, 'school', body)).toMatchObject({ status: 403 });
    const unverified = await newVio('SCHOOL', { verify: false });
    expect(await complete(unverified.token, 'school', body)).toMatchObject({ status: 403, body: { message: EMAIL_NOT_VERIFIED } });
    expect(await complete(adminToken, 'school', body)).toMatchObject({ status: 403 });
  });
});

describe('approval by an admin', () => {
  it('lists the waiting organisation, approves it, and the next login carries the approval', async () => {
    const vio = await newVio('PRIVATEORGANIZATION');
    await completeProfile(vio);
    const pending = await t.api.get('/api/admin/vio/pending', adminToken);
    expect(pending.status).toBe(200);
    const row = pending.body.find((v: { id: string }) => v.id === vio.id);
    expect(row).toMatchObject({ name: vio.name, type: 'PRIVATEORGANIZATION', status: 'PROFILECOMPLETED', email: vio.email, registrationNo: vio.registrationNo });
    expect(row.profile).toMatchObject({ instituteType: 'PVT', managerName: 'Anoma Perera', organizationEmail: 'office@example.lk' });

    expect(await review(vio.id, true)).toMatchObject({ status: 200, body: { message: VIO_APPROVED } });
    const after = await t.api.get('/api/admin/vio/pending', adminToken);
    expect(after.body.map((v: { id: string }) => v.id)).not.toContain(vio.id);

    const session = decodeToken(await t.api.login(vio.email, password));
    expect(session.status).toBe('APPROVED');
    expect(hasBit(session.access, bit.VIO_APPROVED)).toBe(true);

    // An approved organisation that edits its profile stays approved, and is told so.
    const again = await complete(await t.api.login(vio.email, password), 'private-organization', form('PRIVATEORGANIZATION', { managerDesignation: 'Chairman' }));
    expect(again.body).toMatchObject({ message: PROFILE_UPDATED, data: { status: 'APPROVED' } });
    expect(hasBit(decodeToken(again.body.token).access, bit.VIO_APPROVED)).toBe(true);
    expect((await t.api.get('/api/vio/profile', again.body.token)).body.profile.managerDesignation).toBe('Chairman');
  });

  it('rejects, refuses a second review, and puts a resubmitted profile back in the queue', async () => {
    const vio = await newVio('STATEACADEMIA');
    await completeProfile(vio);
    expect(await review(vio.id, false)).toMatchObject({ status: 200, body: { message: VIO_REJECTED } });
    expect(await review(vio.id, true)).toMatchObject({ status: 400, body: { message: NOT_AWAITING_REVIEW } });
    const rejectedToken = await t.api.login(vio.email, password);
    expect(decodeToken(rejectedToken).status).toBe('REJECTED');

    const resubmitted = await complete(rejectedToken, 'state-acedemia', form('STATEACADEMIA', { intituteLandline: '0119876543' }));
    expect(resubmitted.body).toMatchObject({ message: PROFILE_UPDATED_AWAITING_APPROVAL, data: { status: 'PROFILECOMPLETED' } });
    const pending = await t.api.get('/api/admin/vio/pending', adminToken);
    const row = pending.body.find((v: { id: string }) => v.id === vio.id);
    expect(row.profile.intituteLandline).toBe('0119876543');
  });

  it('refuses to review an organisation that has not completed its profile, or does not exist', async () => {
    const vio = await newVio('SCHOOL');
    expect(await review(vio.id, true)).toMatchObject({ status: 400, body: { message: NOT_AWAITING_REVIEW } });
    expect(await review(randomUUID(), true)).toMatchObject({ status: 404, body: { message: VIO_NOT_FOUND } });
    expect(await review('not-an-id', false)).toMatchObject({ status: 404, body: { message: VIO_NOT_FOUND } });
    expect(await t.api.post('/api/admin/vio/verify', { id: vio.id }, { token: adminToken })).toMatchObject({ status: 400, body: { message: 'Required' } });
  });

  it('is for admins holding VERIFY_VIOS (or core admins) only', async () => {
    const vio = await newVio('NONPROFIT');
    await completeProfile(vio);
    const denied = 'Only Admin users can view this page!';
    expect(await review(vio.id, true, vio.token)).toMatchObject({ status: 403, body: { message: denied } });
    expect(await review(vio.id, true, adminWith('APPROVE_OPPORTUNITIES'))).toMatchObject({ status: 403, body: { message: denied } });
    expect(await t.api.post('/api/admin/vio/verify', { id: vio.id, approve: true })).toMatchObject({ status: 401 });
    expect(await t.api.get('/api/admin/vio/pending', adminWith('VIEW_REPORTS'))).toMatchObject({ status: 403, body: { message: denied } });
    expect(await review(vio.id, true, adminWith('VERIFY_VIOS'))).toMatchObject({ status: 200, body: { message: VIO_APPROVED } });
  });
});

describe('public view GET /api/vio/public-view/:id', () => {
  it("shows an approved organisation's public profile with its kind's sub-record, never its people", async () => {
    const vio = await newVio('NONPROFIT');
    await completeProfile(vio);
    expect(await t.api.get(`/api/vio/public-view/${vio.id}`)).toMatchObject({ status: 404, body: { message: VIO_NOT_FOUND } });
    await review(vio.id, true);

    const r = await t.api.get(`/api/vio/public-view/${vio.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: vio.id, name: vio.name, type: 'NONPROFIT', registrationNo: vio.registrationNo, imageURL: null, principalVioName: null });
    expect(r.body.VioNonProfit).toMatchObject({
      organizationType: 'NGO',
      addressLine1: 'No. 12, Temple Road',
      addressLine2: 'Second Lane',
      organizationMobile: '0771234567',
      organizationEmail: 'office@example.lk',
      organizationWebSite: 'https://www.example.lk',
      district: location.district,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/manager|coordinator|Anoma|Ruwan/);
    expect(r.body.stats).toEqual({ organizationalVolunteers: 0, mobilizedVolunteers: 0, completedOpportunities: 0, volunteerHours: 0, valueOfContribution: 0 });
    expect(Object.keys(r.body.sdgHours)).toHaveLength(17);
  });

  it('names the sub-record by kind for every type', async () => {
    const expected: Record<VioType, string> = {
      PRIVATEACADEMIA: 'VioPrivateAcademium',
      STATEACADEMIA: 'VioStateAcademium',
      STATEINSTITUTE: 'VioStateInstitute',
      PRIVATEORGANIZATION: 'VioPrivateOrganization',
      SCHOOL: 'VioSchool',
      NONPROFIT: 'VioNonProfit',
    };
    for (const type of vioTypes) {
      const vio = await newVio(type);
      await completeProfile(vio);
      await review(vio.id, true);
      const r = await t.api.get(`/api/vio/public-view/${vio.id}`);
      expect(r.body[expected[type]], type).toMatchObject({ addressLine1: 'No. 12, Temple Road', gnDivision: location.gnDivision });
    }
  });

  it('answers 404 for an unknown id, a malformed id and an organisation that is not approved', async () => {
    expect(await t.api.get(`/api/vio/public-view/${randomUUID()}`)).toMatchObject({ status: 404 });
    expect(await t.api.get('/api/vio/public-view/abc')).toMatchObject({ status: 404 });
    const registeredOnly = await newVio('SCHOOL');
    expect(await t.api.get(`/api/vio/public-view/${registeredOnly.id}`)).toMatchObject({ status: 404 });
  });
});

describe('admin lists and detail', () => {
  it('filters by status, searches by name, pages, and shows one organisation', async () => {
    const tag = randomUUID().slice(0, 6);
    const approved = await newVio('SCHOOL', { name: `Lotus ${tag} School` });
    const waiting = await newVio('SCHOOL', { name: `Lotus ${tag} Academy` });
    const rejected = await newVio('SCHOOL', { name: `Lotus ${tag} College` });
    for (const v of [approved, waiting, rejected]) await completeProfile(v);
    await review(approved.id, true);
    await review(rejected.id, false);

    const list = (query: string) => t.api.get(`/api/vio/list?search=${encodeURIComponent(`lotus ${tag}`)}&${query}`, adminToken);
    const ids = (r: { body: { rows: { id: string }[] } }) => r.body.rows.map((row) => row.id).sort();
    const all = await list('status=ALL');
    expect(all.body.count).toBe(3);
    expect(ids(all)).toEqual([approved.id, waiting.id, rejected.id].sort());
    expect(ids(await list('status=PENDING'))).toEqual([waiting.id]);
    expect(ids(await list('status=APPROVED'))).toEqual([approved.id]);
    expect(ids(await list('status=REJECTED'))).toEqual([rejected.id]);
    const page1 = await list('status=ALL&page=1&pageSize=2');
    const page2 = await list('status=ALL&page=2&pageSize=2');
    expect(page1.body).toMatchObject({ count: 3, page: 1, pageSize: 2 });
    expect(page1.body.rows).toHaveLength(2);
    expect(page2.body.rows).toHaveLength(1);
    expect(all.body.rows[0]).toMatchObject({ standing: 'FUNCTIONING', parentVio: null });
    expect(ids(await t.api.get(`/api/vio/list?userID=${waiting.id}`, adminToken))).toEqual([waiting.id]);
    expect(await list('status=SOMETHING')).toMatchObject({ status: 400, body: { message: 'Unknown status filter' } });
    expect(await list('pageSize=0')).toMatchObject({ status: 400 });

    const detail = await t.api.get(`/api/admin/vio/${waiting.id}`, adminToken);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: waiting.id, status: 'PROFILECOMPLETED', email: waiting.email, standing: 'FUNCTIONING' });
    expect(detail.body.profile).toMatchObject({ coordinatorName: 'Ruwan Silva' });
    expect(await t.api.get(`/api/admin/vio/${randomUUID()}`, adminToken)).toMatchObject({ status: 404, body: { message: VIO_NOT_FOUND } });
    expect(await t.api.get(`/api/admin/vio/${waiting.id}`, waiting.token)).toMatchObject({ status: 403, body: { message: 'Only Admin users can view this page!' } });
    expect(await t.api.get('/api/vio/list')).toMatchObject({ status: 401 });
  });
});

describe('read model: picture, standing, erasure', () => {
  it('takes the picture from ProfileImageChanged, hides a suspended organisation, and nulls personal data on erasure', async () => {
    const vio = await newVio('NONPROFIT');
    await completeProfile(vio);
    await review(vio.id, true);
    const imageURL = `/api/asset/file/${'a'.repeat(64)}.png`;
    let position = await appendAccountEvent(vio.id, 'ProfileImageChanged', { subjectId: vio.id, imageURL });
    expect((await getAt(`/api/vio/public-view/${vio.id}`, position)).body.imageURL).toBe(imageURL);

    const adminId = decodeToken(adminToken).id;
    position = await appendAccountEvent(vio.id, 'AccountSuspended', { subjectId: vio.id, until: '2999-12-31', adminId });
    expect(await getAt(`/api/vio/public-view/${vio.id}`, position)).toMatchObject({ status: 404 });
    expect((await getAt(`/api/admin/vio/${vio.id}`, position, adminToken)).body).toMatchObject({ standing: 'SUSPENDED', suspendedUntil: '2999-12-31' });
    position = await appendAccountEvent(vio.id, 'AccountUnsuspended', { subjectId: vio.id, adminId });
    expect((await getAt(`/api/vio/public-view/${vio.id}`, position)).status).toBe(200);

    position = await appendAccountEvent(vio.id, 'PersonalDataErased', { subjectId: vio.id });
    const detail = await getAt(`/api/admin/vio/${vio.id}`, position, adminToken);
    expect(detail.body).toMatchObject({ name: vio.name, email: null, imageURL: null, erased: true });
    expect(detail.body.profile).not.toHaveProperty('managerName');
    expect(detail.body.profile).toMatchObject({ organizationType: 'NGO', district: location.district });

    position = await appendAccountEvent(vio.id, 'AccountTerminated', { subjectId: vio.id, by: 'admin', adminId });
    expect((await getAt(`/api/admin/vio/${vio.id}`, position, adminToken)).body.standing).toBe('TERMINATED');
    expect(await getAt(`/api/vio/public-view/${vio.id}`, position)).toMatchObject({ status: 404 });
  });

  it('keeps the profile’s addresses, contacts and people out of the log in clear', async () => {
    const vio = await newVio('SCHOOL');
    const r = await completeProfile(vio, { managerName: 'Sunethra Jayawardena', addressLine1: '77 Lighthouse Street', coordinatorEmail: 'sunethra.j@example.lk' });
    expect(r.status).toBe(200);
    const { rows } = await t.db.pool.query(`SELECT type, data::text AS data FROM es.events WHERE stream_id = $1`, [streams.vio(vio.id)]);
    const log = rows.map((row) => row.data).join('\n');
    expect(rows.map((row) => row.type)).toContain('VioProfileCompleted');
    for (const secret of ['Sunethra', '77 Lighthouse Street', 'sunethra.j@example.lk', '0771234567']) expect(log).not.toContain(secret);
    expect(log).toContain(location.gnDivision);
  });
});
