import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, ORG_INVITATION_WAIT_DAYS, translateMessage } from '@nvp/events';
import { decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { coreAdminToken, login, mailedLink, uniqueEmail, type TestPlatform } from '../account/test-support';
// Fixtures of other slices, reused as people would: an approved VIO, a fully registered volunteer, a valid profile.
import { onboardVio, realLocation, validOpportunity } from '../opportunity/test-support';
import { standbyVolunteer } from '../emergency/test-support';
import { createSliceContext } from '../infra/deps';
import { expireWaitingInvitations } from './invitation-expiry';
import { ORG_INVITATIONS_PER_VIO_PER_DAY } from './routes';
import { validVioProfile } from '../vio/profile-fixtures';

let t: TestPlatform;
let admin: string;
type Vio = Awaited<ReturnType<typeof onboardVio>>;
type Volunteer = Awaited<ReturnType<typeof standbyVolunteer>> & { token: string };
let vioA: Vio;
let vioB: Vio;
let alice: Volunteer;
let bob: Volunteer;

beforeAll(async () => {
  t = await startTestPlatform('organisation');
  admin = await coreAdminToken(t);
  vioA = await onboardVio(t, admin, { name: 'Harbour Trust' });
  vioB = await onboardVio(t, admin, { name: 'Lagoon Care' });
  const a = await standbyVolunteer(t, admin);
  const b = await standbyVolunteer(t, admin);
  alice = { ...a, token: await t.api.login(a.email, a.password) };
  bob = { ...b, token: await t.api.login(b.email, b.password) };
}, 180_000);
afterAll(async () => t?.stop());

const post = (route: string, body: unknown, token: string) => t.api.post(route, body, { token });
const del = (route: string, token: string) => t.api.call('DELETE', route, { token });
const vioState = async (volunteer: Volunteer, vioId: string) =>
  ((await t.api.get('/api/org/vio/list/all', volunteer.token)).body as { vioId: string; state: string }[]).find((v) => v.vioId === vioId)?.state;
const memberState = async (vio: Vio, volunteerId: string) =>
  ((await t.api.get('/api/org/volunteer/list/all', vio.token)).body as { volunteerId: string; state: string }[]).find((v) => v.volunteerId === volunteerId)?.state;

describe('membership both ways', () => {
  it('a volunteer asks, the VIO accepts; the member shows on both sides and in the public statistics', async () => {
    expect(await vioState(alice, vioA.id)).toBe('new');
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token)).toMatchObject({ status: 200, body: { state: 'requested', message: 'VIO requested successfully!' } });
    expect(await vioState(alice, vioA.id)).toBe('requested');
    const requested = (await t.api.get('/api/org/volunteer/list/requested', vioA.token)).body;
    expect(requested).toContainEqual(expect.objectContaining({ volunteerId: alice.id, name: 'Ruwan Jayasinghe', state: 'requested' }));

    // Another VIO can not accept a request made to VIO A (its own pair with Alice has no request).
    expect(await post('/api/org/volunteer/review', { volunteerId: alice.id, accept: true }, vioB.token)).toMatchObject({ status: 409 });
    expect(await memberState(vioA, alice.id)).toBe('requested');
    expect(await memberState(vioB, alice.id)).toBeUndefined();

    expect(await post('/api/org/volunteer/review', { volunteerId: alice.id, accept: true }, vioA.token)).toMatchObject({ status: 200, body: { state: 'joined' } });
    expect(await vioState(alice, vioA.id)).toBe('joined');
    expect((await t.api.get('/api/org/vio/list/joined', alice.token)).body.map((v: { vioId: string }) => v.vioId)).toEqual([vioA.id]);
    expect((await t.api.get('/api/org/volunteer/list/joined', vioA.token)).body.map((v: { volunteerId: string }) => v.volunteerId)).toEqual([alice.id]);
    const view = await t.api.get(`/api/vio/public-view/${vioA.id}`);
    expect(view.body.stats.organizationalVolunteers).toBe(1);
  });

  it('another volunteer can not touch that membership: their calls act on their own pair only', async () => {
    expect(await post('/api/org/vio/remove', { vioId: vioA.id }, bob.token)).toMatchObject({ status: 409, body: { message: 'You are not a member of this VIO' } });
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: false }, bob.token)).toMatchObject({ status: 409 });
    expect(await memberState(vioA, alice.id)).toBe('joined');
  });

  it('resign, ask again, rejection is final for the volunteer', async () => {
    expect(await post('/api/org/vio/remove', { vioId: vioA.id }, alice.token)).toMatchObject({ status: 200, body: { state: 'resigned' } });
    expect(await vioState(alice, vioA.id)).toBe('resigned');
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token)).toMatchObject({ status: 200, body: { state: 'requested' } });
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: false }, alice.token)).toMatchObject({ status: 200, body: { state: 'new' } });
    expect(await vioState(alice, vioA.id)).toBe('new');
    await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token);
    expect(await post('/api/org/volunteer/review', { volunteerId: alice.id, accept: false }, vioA.token)).toMatchObject({ status: 200, body: { state: 'rejected' } });
    expect(await vioState(alice, vioA.id)).toBe('rejected');
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token)).toMatchObject({
      status: 409,
      body: { message: 'You can not request to join this VIO again' },
    });
  });

  it('refuses bad bodies, unknown VIOs and the wrong callers', async () => {
    expect(await post('/api/org/vio/request', { vioId: 'nope', request: true }, alice.token)).toMatchObject({ status: 400, body: { field: 'vioId' } });
    expect(await post('/api/org/vio/request', { vioId: alice.id, request: true }, alice.token)).toMatchObject({ status: 404 });
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, vioB.token)).toMatchObject({ status: 403 });
    expect(await post('/api/org/volunteer/review', { volunteerId: alice.id, accept: true }, alice.token)).toMatchObject({ status: 403 });
    expect((await t.api.get('/api/org/vio/list/everything', alice.token)).status).toBe(400);
  });
});

describe('organisation volunteers added by e-mail', () => {
  it('invites a registered volunteer, who accepts; the VIO removes them; the answer never tells whether the address exists', async () => {
    const added = await post('/api/organizationVolunteers/add', { email: bob.email.toUpperCase() }, vioB.token);
    expect(added).toMatchObject({ status: 200, body: { message: 'Volunteer registered successfully!' } });
    expect(await vioState(bob, vioB.id)).toBe('accept');
    // Until Bob accepts, the VIO sees only the address it typed (issue 23): no id, name or picture; his name finds nothing.
    const all = (await t.api.get(`/api/organizationVolunteers/viewAll?searchValue=${encodeURIComponent(bob.email.slice(0, 12))}`, vioB.token)).body;
    expect(all).toContainEqual({ volunteerId: null, invitationId: expect.any(String), volunteerName: null, email: bob.email, state: 'invited', imageURL: null });
    expect((await t.api.get('/api/organizationVolunteers/viewAll?searchValue=jaya', vioB.token)).body).toEqual([]);
    expect((await t.api.get('/api/organizationVolunteers/viewAll?searchValue=nobody', vioB.token)).body).toEqual([]);
    const mails = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[];
    expect(mails.some((m) => m.to === bob.email && m.text.includes('Lagoon Care invites you'))).toBe(true);

    expect(await post('/api/org/vio/request', { vioId: vioB.id, request: true }, bob.token)).toMatchObject({ status: 200, body: { state: 'joined' } });
    expect(await del(`/api/organizationVolunteers/remove?volunteerId=${bob.id}`, vioA.token)).toMatchObject({ status: 409 });
    expect(await memberState(vioB, bob.id)).toBe('joined');
    expect(await del(`/api/organizationVolunteers/remove?volunteerId=${bob.id}`, vioB.token)).toMatchObject({ status: 200, body: { state: 'removed' } });
    expect(await vioState(bob, vioB.id)).toBe('removed');

    const stranger = uniqueEmail('stranger');
    // An unknown address (an invitation is written) and a VIO's (nothing is): answers of the same shape.
    const answers = [
      await post('/api/organizationVolunteers/add', { email: stranger }, vioB.token),
      await post('/api/organizationVolunteers/add', { email: vioA.email }, vioB.token),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: { message: 'Volunteer registered successfully!', position: expect.stringMatching(/^\d+\/\d+$/) } });
      expect(Object.keys(answer.body).sort()).toEqual(['message', 'position']);
    }
    await t.platform.projections.runner.caughtUp();
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[];
    expect(outbox.filter((m) => m.to === stranger).map((m) => m.text.includes('you find the invitation of Lagoon Care on the Organisations page'))).toEqual([true]);
    expect(outbox.filter((m) => m.to === vioA.email && m.text.includes('Lagoon Care'))).toEqual([]);
    expect(await post('/api/organizationVolunteers/add', { email: 'not-an-email' }, vioB.token)).toMatchObject({ status: 400, body: { message: 'Enter a valid email', field: 'email' } });
  });
});

describe('sub-VIOs: create, set password, profile, assign, transfer, delete', () => {
  let subId: string;
  const subEmail = uniqueEmail('sub');
  const subPassword = 'sub-vio-pass-1';

  it('the principal creates a sub-VIO; its mailed link sets the password; it logs in as a VIO of its principal type', async () => {
    expect(await post('/api/vio/createSubVio/', { email: subEmail, name: '', description: 'x' }, vioA.token)).toMatchObject({ status: 400, body: { message: 'Name is required', field: 'name' } });
    const created = await post('/api/vio/createSubVio/', { email: subEmail, name: 'Harbour Trust Galle', leader: 'K. Silva', description: 'Galle branch' }, vioA.token);
    expect(created).toMatchObject({ status: 201, body: { message: 'Sub VIO created successfully!' } });
    subId = created.body.subvioId;
    expect(await post('/api/vio/createSubVio/', { email: subEmail, name: 'Again', description: 'x' }, vioA.token)).toMatchObject({
      status: 400,
      body: { message: 'An account with this email already exists', field: 'email' },
    });

    const listed = (await t.api.get('/api/subvio/viewSubvios?searchValue=galle', vioA.token)).body;
    expect(listed).toEqual([expect.objectContaining({ subvioId: subId, subvioName: 'Harbour Trust Galle', subvioLeader: 'K. Silva', subvioDescription: 'Galle branch', email: subEmail, status: 'REGISTERED' })]);
    expect((await t.api.get('/api/subvio/viewSubvios', vioB.token)).body).toEqual([]);
    expect((await t.api.get('/api/vio/get-sub-vios', vioA.token)).body).toEqual([expect.objectContaining({ id: subId, type: 'NONPROFIT', email: subEmail })]);

    expect((await login(t, subEmail, subPassword)).status).toBe(401);
    const { secret } = await mailedLink(t, subEmail, 'subvio/verify');
    expect(await t.api.post('/api/subvio/register', { token: secret, password: 'short' })).toMatchObject({ status: 400, body: { message: 'Password must have at least 8 characters' } });
    expect(await t.api.post('/api/subvio/register', { token: `${subId}.forged`, password: subPassword })).toMatchObject({ status: 400, body: { message: 'This invitation link is not valid' } });
    expect(await t.api.post('/api/subvio/register', { token: secret, password: subPassword })).toMatchObject({ status: 200 });
    expect(await t.api.post('/api/subvio/register', { token: secret, password: 'another-pass-2' })).toMatchObject({ status: 400 });
    let token = await t.api.login(subEmail, subPassword);
    expect(decodeToken(token)).toMatchObject({ type: 'VIO', status: 'EMAILVERYFIED', id: subId });

    // Its profile form is its principal's type; then an admin approves it like any VIO (the list names the principal).
    expect((await t.api.call('PUT', '/api/vio/profile-complete/school', { body: validVioProfile('SCHOOL', realLocation()), token })).status).toBe(400);
    expect((await t.api.call('PUT', '/api/vio/profile-complete/non-profit', { body: validVioProfile('NONPROFIT', realLocation()), token })).status).toBe(200);
    const pending = (await t.api.get('/api/admin/vio/pending', admin)).body as { id: string; parentVio: unknown }[];
    expect(pending.find((v) => v.id === subId)?.parentVio).toEqual({ id: vioA.id, name: 'Harbour Trust' });
    expect((await post('/api/admin/vio/verify', { id: subId, approve: true }, admin)).status).toBe(200);
    token = await t.api.login(subEmail, subPassword);
    // The token tells the console it is a sub-VIO (no sub-VIO pages); a principal's says it is not.
    expect(decodeToken(token)).toMatchObject({ status: 'APPROVED', isSubVio: true });
    expect(decodeToken(vioA.token)).toMatchObject({ isSubVio: false });
    expect((await t.api.get(`/api/vio/public-view/${subId}`)).body).toMatchObject({ principalVioName: 'Harbour Trust', parentVio: { id: vioA.id } });
    expect(await t.api.get(`/api/vio/${subId}`, vioA.token)).toMatchObject({ status: 200, body: { id: subId, email: subEmail, parentVio: { id: vioA.id } } });
    expect(await t.api.get(`/api/vio/${subId}`, vioB.token)).toMatchObject({ status: 200, body: { id: subId, email: null } });
    // A sub-VIO does not create sub-VIOs of its own.
    expect(await post('/api/vio/createSubVio/', { email: uniqueEmail('subsub'), name: 'Deeper', description: 'x' }, token)).toMatchObject({ status: 403 });
  });

  it("assigns the principal's joined members only; another VIO can neither see nor assign to it", async () => {
    // Alice was rejected by VIO A above: VIO A invites her again and she accepts.
    await post('/api/organizationVolunteers/add', { email: alice.email }, vioA.token);
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token)).toMatchObject({ status: 200, body: { state: 'joined' } });
    expect(await post('/api/org/subvio/assign', { volunteerId: bob.id, subVioId: subId }, vioA.token)).toMatchObject({ status: 409 });
    expect(await post('/api/org/subvio/assign', { volunteerId: alice.id, subVioId: subId }, vioB.token)).toMatchObject({ status: 404 });
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subId}`, vioB.token)).status).toBe(404);
    expect(await post('/api/org/subvio/assign', { volunteerId: alice.id, subVioId: subId }, vioA.token)).toMatchObject({ status: 200, body: { assigned: true } });
    const table = (await t.api.get(`/api/vio/get-org-volunteers-subvio/${subId}?page=0&size=10&firstName=ruw`, vioA.token)).body;
    expect(table).toMatchObject({ totalElements: 1, totalPages: 1, page: 0, size: 10 });
    expect(table.content).toEqual([{ volunteerId: alice.id, volunteerFName: 'Ruwan', volunteerLName: 'Jayasinghe', email: alice.email, assigned: true, subVioId: subId }]);
    expect(await post('/api/org/subvio/unassign', { volunteerId: alice.id, subVioId: subId }, vioA.token)).toMatchObject({ status: 200 });
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subId}`, vioA.token)).body.content[0].assigned).toBe(false);
    await post('/api/org/subvio/assign', { volunteerId: alice.id, subVioId: subId }, vioA.token);
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subId}`, vioA.token)).body.content[0].assigned).toBe(true);
  });

  it('an admin transfers it to another principal: TRANSFERRED, assignments of the old members dropped, the old principal no longer sees it', async () => {
    const registrationNo = (await t.api.get('/api/vio/profile', vioB.token)).body.registrationNo as string;
    const ownNo = (await t.api.get('/api/vio/profile', vioA.token)).body.registrationNo as string;
    expect(await t.api.get(`/api/admin/sub-vio/parents?parentVioId=${vioA.id}&newRegistrationNumber=${ownNo}`, admin)).toMatchObject({
      status: 404,
      body: { message: 'No VIO with this registration number' },
    });
    expect(await t.api.get(`/api/admin/sub-vio/parents?parentVioId=${vioA.id}&newRegistrationNumber=${registrationNo}`, admin)).toMatchObject({
      status: 200,
      body: { id: vioB.id, name: 'Lagoon Care', email: vioB.email, registrationNo },
    });
    expect((await t.api.get(`/api/admin/sub-vio/parents?parentVioId=${vioA.id}&newRegistrationNumber=${registrationNo}`, vioA.token)).status).toBe(403);
    expect(await post('/api/admin/sub-vio/transfer', { parentVioId: vioA.id, subVioId: subId, newRegistrationNumber: '' }, admin)).toMatchObject({ status: 400, body: { message: 'Required' } });
    expect(await post('/api/admin/sub-vio/transfer', { parentVioId: vioB.id, subVioId: subId, newRegistrationNumber: ownNo }, admin)).toMatchObject({ status: 400 });
    expect(await post('/api/admin/sub-vio/transfer', { parentVioId: vioA.id, subVioId: subId, newRegistrationNumber: registrationNo }, admin)).toMatchObject({
      status: 200,
      body: { message: 'successfully Transfered' },
    });
    expect((await t.api.get('/api/subvio/viewSubvios', vioA.token)).body).toEqual([]);
    expect((await t.api.get('/api/subvio/viewSubvios', vioB.token)).body).toEqual([expect.objectContaining({ subvioId: subId, status: 'TRANSFERRED' })]);
    expect((await t.api.get(`/api/admin/vio/${subId}`, admin)).body).toMatchObject({ status: 'TRANSFERRED', parentVio: { id: vioB.id } });
    const token = await t.api.login(subEmail, subPassword);
    expect(decodeToken(token)).toMatchObject({ status: 'TRANSFERRED' });
    // Alice is VIO A's member: her assignment to the sub-VIO ended; VIO B has no members to show there.
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subId}`, vioB.token)).body).toMatchObject({ totalElements: 0 });
    expect(await post('/api/org/subvio/assign', { volunteerId: alice.id, subVioId: subId }, vioA.token)).toMatchObject({ status: 404 });
  });

  it('only its principal deletes it; then it can no longer log in', async () => {
    expect(await del(`/api/subvio/delete?subvioId=${subId}`, vioA.token)).toMatchObject({ status: 404 });
    expect(await del(`/api/subvio/delete?subvioId=${subId}`, vioB.token)).toMatchObject({ status: 200 });
    expect((await login(t, subEmail, subPassword)).status).toBe(401);
    expect((await t.api.get('/api/vio/get-sub-vios', vioB.token)).body).toEqual([]);
    // Its address is free again.
    expect(await post('/api/vio/createSubVio/', { email: subEmail, name: 'Lagoon Care Galle', description: 'Galle again' }, vioB.token)).toMatchObject({ status: 201 });
  });

  it('is not deleted while it runs opportunities', async () => {
    const email = uniqueEmail('busy-sub');
    const created = await post('/api/vio/createSubVio/', { email, name: 'Busy branch', description: 'Busy' }, vioA.token);
    const { secret } = await mailedLink(t, email, 'subvio/verify');
    await t.api.post('/api/subvio/register', { token: secret, password: subPassword });
    let token = await t.api.login(email, subPassword);
    expect((await t.api.call('PUT', '/api/vio/profile-complete/non-profit', { body: validVioProfile('NONPROFIT', realLocation()), token })).status).toBe(200);
    expect((await post('/api/admin/vio/verify', { id: created.body.subvioId, approve: true }, admin)).status).toBe(200);
    token = await t.api.login(email, subPassword);
    // The read models are held back: the opportunity is in the log only when the principal asks to delete.
    const runner = t.platform.projections.runner;
    await runner.stop();
    let running = false;
    let deleted: Awaited<ReturnType<typeof del>>;
    try {
      expect((await post('/api/vio/create-opportunity', validOpportunity(), token)).status).toBe(200);
      const asked = del(`/api/subvio/delete?subvioId=${created.body.subvioId}`, vioA.token);
      // The check waits for the opportunities read model to pass the log, so it is exact (not a moment behind).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await runner.start();
      running = true;
      deleted = await asked;
    } finally {
      if (!running) await runner.start();
    }
    expect(deleted).toMatchObject({
      status: 409,
      body: { message: 'This sub-VIO has opportunities that are not completed: complete or delete them first' },
    });
    expect((await login(t, email, subPassword)).status).toBe(200);
  });
});

describe('a member leaving', () => {
  it('the VIO removes a member: their sub-VIO assignments end and they can not ask again', async () => {
    const created = await post('/api/vio/createSubVio/', { email: uniqueEmail('leave-sub'), name: 'Harbour Trust Matara', description: 'Matara branch' }, vioA.token);
    const subvioId = created.body.subvioId as string;
    expect(await post('/api/org/subvio/assign', { volunteerId: alice.id, subVioId: subvioId }, vioA.token)).toMatchObject({ status: 200 });
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subvioId}`, vioA.token)).body.content).toEqual([expect.objectContaining({ volunteerId: alice.id, assigned: true })]);
    expect(await post('/api/org/volunteer/remove', { volunteerId: alice.id }, vioA.token)).toMatchObject({ status: 200, body: { state: 'removed', message: 'Volunteer deleted successfully!' } });
    expect((await t.api.get(`/api/vio/get-org-volunteers-subvio/${subvioId}`, vioA.token)).body).toMatchObject({ content: [], totalElements: 0 });
    await t.platform.projections.runner.caughtUp();
    const { rows } = await t.platform.infra.pool.query('SELECT count(*)::int AS n FROM rm_subvio_assignments WHERE volunteer_id = $1', [alice.id]);
    expect(rows[0].n).toBe(0);
    expect(await vioState(alice, vioA.id)).toBe('removed');
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: true }, alice.token)).toMatchObject({ status: 409 });
  });
});

describe('VIO pickers', () => {
  it('an approved VIO lists the other approved VIOs; an admin keeps the admin list', async () => {
    const list = (await t.api.get('/api/vio/list', vioA.token)).body as { id: string }[];
    expect(list.map((v) => v.id)).toContain(vioB.id);
    expect(list.map((v) => v.id)).not.toContain(vioA.id);
    expect(list[0]).toEqual({ id: expect.any(String), name: expect.any(String), registrationNo: expect.any(String), type: expect.any(String), imageURL: null });
    expect(((await t.api.get(`/api/vio/list?userID=${vioB.id}`, vioA.token)).body as { id: string }[]).map((v) => v.id)).not.toContain(vioB.id);
    expect((await t.api.get('/api/vio/list', admin)).body).toMatchObject({ count: expect.any(Number), rows: expect.any(Array) });
    expect((await t.api.get('/api/vio/list', alice.token)).status).toBe(403);
    expect(await t.api.get(`/api/vio/${vioB.id}`, vioA.token)).toMatchObject({ status: 200, body: { id: vioB.id, name: 'Lagoon Care', email: null, status: 'APPROVED' } });
    expect(await t.api.get(`/api/vio/${vioB.id}`, admin)).toMatchObject({ status: 200, body: { email: vioB.email } });
    expect(await t.api.get(`/api/vio/${vioA.id}`, vioA.token)).toMatchObject({ status: 200, body: { email: vioA.email } });
  });
});

describe('erasure', () => {
  it("a volunteer's erasure leaves the VIO's membership row without a name", async () => {
    expect(await memberState(vioB, bob.id)).toBe('removed');
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${bob.id}`, { token: admin })).status).toBe(200);
    const rows = (await t.api.get('/api/org/volunteer/list/all', vioB.token)).body as { volunteerId: string; name: string | null; state: string }[];
    expect(rows.find((r) => r.volunteerId === bob.id)).toMatchObject({ name: null, state: 'removed' });
  });

  it("a sub-VIO's erasure shreds its leader and e-mail; its name (public, like every organisation's) stays", async () => {
    const email = uniqueEmail('erased-sub');
    const created = await post('/api/vio/createSubVio/', { email, name: 'Erased branch', leader: 'Q. Xyloquent', description: 'To be erased' }, vioA.token);
    expect(created.status).toBe(201);
    const subvioId = created.body.subvioId as string;
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${subvioId}`, { token: admin })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const { rows } = await t.platform.infra.pool.query('SELECT name, leader, email, erased FROM rm_vios WHERE id = $1', [subvioId]);
    expect(rows[0]).toEqual({ name: 'Erased branch', leader: null, email: null, erased: true });
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string }[];
    expect(outbox.filter((m) => m.to === email)).toEqual([]);
  });
});

describe('an invitation waits for an address without an account', () => {
  /** The stream of invitations waiting for an address, named by its blind index. */
  const waitingStream = (address: string) => `orgInvite-${t.platform.infra.vault.blindIndex('org-invite', address)}`;
  /** Given: a VIO's invitation to `address`, sealed per invitation as the route seals it, made `ageDays` ago. */
  const agedInvitation = async (address: string, vio: { id: string }, vioName: string, ageDays: number) => {
    const { store, vault } = t.platform.infra;
    const invitationId = randomUUID();
    const data = { invitationId, vioId: vio.id, vioName, personal: await vault.seal(invitationId, { email: address }) };
    const occurredAt = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000).toISOString();
    const metadata = { occurredAt, actorId: vio.id, actorRole: 'VIO' };
    await store.append(waitingStream(address), [{ id: randomUUID(), type: 'OrgVolunteerRegistrationInvited', ...catalogue.validate('OrgVolunteerRegistrationInvited', data), metadata }], { expected: 'any' });
    return invitationId;
  };

  it('the person registers and verifies that address: they find the invitations on /org-vios; the waiting address is shredded', async () => {
    const newcomer = uniqueEmail('newcomer');
    // The same address, written another way by the second VIO.
    for (const [vio, email] of [[vioA, newcomer], [vioB, ` ${newcomer.toUpperCase()}`]] as const) {
      expect(await post('/api/organizationVolunteers/add', { email }, vio.token)).toMatchObject({ status: 200, body: { message: 'Volunteer registered successfully!' } });
    }
    // Waiting on the address's stream, named by its blind index (the address itself never shows), sealed per invitation.
    const stream = waitingStream(newcomer);
    const waiting = await t.platform.infra.store.readStream(stream);
    expect(waiting.map((e) => e.type)).toEqual(['OrgVolunteerRegistrationInvited', 'OrgVolunteerRegistrationInvited']);
    expect(JSON.stringify(waiting.map((e) => [e.streamId, e.data]))).not.toContain(newcomer);
    const invitationIds = waiting.map((e) => (e.data as { invitationId: string }).invitationId);

    // Registering and verifying the address hands both invitations over.
    const v = await standbyVolunteer(t, admin, { email: newcomer });
    const volunteer = { ...v, token: await t.api.login(v.email, v.password) } as Volunteer;
    expect(await vioState(volunteer, vioA.id)).toBe('accept');
    expect(await vioState(volunteer, vioB.id)).toBe('accept');
    // The VIO still sees its invitation as it typed it, not the person who registered.
    expect(await memberState(vioB, v.id)).toBeUndefined();
    const seen = ((await t.api.get('/api/org/volunteer/list/all', vioB.token)).body as { email: string | null; volunteerId: string | null; name: string | null }[]).filter((r) => r.email === newcomer);
    expect(seen).toEqual([expect.objectContaining({ volunteerId: null, name: null, state: 'invited' })]);
    const after = await t.platform.infra.store.readStream(stream);
    expect(after.slice(2).map((e) => [e.type, (e.data as { outcome: string }).outcome])).toEqual([
      ['OrgVolunteerInvitationHandedOver', 'invited'],
      ['OrgVolunteerInvitationHandedOver', 'invited'],
    ]);
    for (const id of invitationIds) expect(await t.platform.infra.vault.isErased(id)).toBe(true);
    await t.platform.projections.runner.caughtUp();
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[];
    expect(outbox.some((m) => m.to.toLowerCase() === newcomer && m.text.includes('Harbour Trust invites you to join'))).toBe(true);

    // The usual answers from there: accept one, decline the other.
    expect(await post('/api/org/vio/request', { vioId: vioB.id, request: true }, volunteer.token)).toMatchObject({ status: 200, body: { state: 'joined' } });
    expect(await post('/api/org/vio/request', { vioId: vioA.id, request: false }, volunteer.token)).toMatchObject({ status: 200, body: { state: 'new' } });
    expect(await memberState(vioB, v.id)).toBe('joined');
  });

  it("an invitation of a VIO closed in the meantime lapses: no membership, the address is shredded all the same", async () => {
    const closing = await onboardVio(t, admin, { name: 'Closing Trust' });
    const newcomer = uniqueEmail('late');
    await post('/api/organizationVolunteers/add', { email: newcomer }, closing.token);
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${closing.id}`, { token: admin })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const v = await standbyVolunteer(t, admin, { email: newcomer });
    const stream = waitingStream(newcomer);
    const events = await t.platform.infra.store.readStream(stream);
    expect(events.map((e) => [e.type, (e.data as { outcome?: string }).outcome])).toEqual([
      ['OrgVolunteerRegistrationInvited', undefined],
      ['OrgVolunteerInvitationHandedOver', 'closed'],
    ]);
    expect(await t.platform.infra.vault.isErased((events[0].data as { invitationId: string }).invitationId)).toBe(true);
    expect(await t.platform.infra.store.readStream(`membership-${closing.id}-${v.id}`)).toEqual([]);
  });

  it(`an invitation that waited longer than ${ORG_INVITATION_WAIT_DAYS} days expires: no membership, the address is shredded; a younger one is handed over`, async () => {
    const stale = await onboardVio(t, admin, { name: 'Stale Trust' });
    const fresh = await onboardVio(t, admin, { name: 'Fresh Trust' });
    const newcomer = uniqueEmail('stale');
    const { store, vault } = t.platform.infra;
    const stream = waitingStream(newcomer);
    // Given two invitations on the address's stream, one a day past the wait and one a day short of it.
    const staleId = await agedInvitation(newcomer, stale, 'Stale Trust', ORG_INVITATION_WAIT_DAYS + 1);
    const freshId = await agedInvitation(newcomer, fresh, 'Fresh Trust', ORG_INVITATION_WAIT_DAYS - 1);
    // When the address is registered and verified.
    const v = await standbyVolunteer(t, admin, { email: newcomer });
    // Then the stale one expires, the fresh one becomes an invitation, and both keys are shredded.
    const events = await store.readStream(stream);
    expect(events.slice(2).map((e) => [(e.data as { vioId: string }).vioId, (e.data as { outcome: string }).outcome])).toEqual([
      [stale.id, 'expired'],
      [fresh.id, 'invited'],
    ]);
    expect(await store.readStream(`membership-${stale.id}-${v.id}`)).toEqual([]);
    expect((await store.readStream(`membership-${fresh.id}-${v.id}`)).map((e) => e.type)).toEqual(['MembershipInvited']);
    for (const id of [staleId, freshId]) expect(await vault.isErased(id)).toBe(true);
  });

  it(`the hourly sweep expires invitations nobody took up within ${ORG_INVITATION_WAIT_DAYS} days and shreds their addresses; the others wait`, async () => {
    const vio = await onboardVio(t, admin, { name: 'Patient Trust' });
    const { store, vault } = t.platform.infra;
    const ctx = createSliceContext({ config: t.platform.config, store, vault, jwtSecret: 'unused', pool: t.platform.infra.pool });
    const [staleAddress, freshAddress] = [uniqueEmail('never'), uniqueEmail('soon')];
    // Given an invitation a day past the wait and one a day short of it.
    const stale = { invitationId: await agedInvitation(staleAddress, vio, 'Patient Trust', ORG_INVITATION_WAIT_DAYS + 1), stream: waitingStream(staleAddress) };
    const fresh = { invitationId: await agedInvitation(freshAddress, vio, 'Patient Trust', ORG_INVITATION_WAIT_DAYS - 1), stream: waitingStream(freshAddress) };
    // When the sweep runs (until it finds the stale one: the log shows an event once every older transaction of the
    // cluster has ended, and test files share the cluster; then once more, finding nothing more to do).
    await expect.poll(() => expireWaitingInvitations(ctx), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expireWaitingInvitations(ctx);
    // Then the stale one is expired once and its address shredded; the fresh one still waits, readable.
    expect((await store.readStream(stale.stream)).map((e) => e.type)).toEqual(['OrgVolunteerRegistrationInvited', 'OrgVolunteerInvitationExpired']);
    expect(await vault.isErased(stale.invitationId)).toBe(true);
    expect((await store.readStream(fresh.stream)).map((e) => e.type)).toEqual(['OrgVolunteerRegistrationInvited']);
    expect(await vault.isErased(fresh.invitationId)).toBe(false);
    // And registering the expired address later finds no invitation to hand over.
    const v = await standbyVolunteer(t, admin, { email: staleAddress });
    expect((await store.readStream(stale.stream)).map((e) => e.type)).toEqual(['OrgVolunteerRegistrationInvited', 'OrgVolunteerInvitationExpired']);
    expect(await store.readStream(`membership-${vio.id}-${v.id}`)).toEqual([]);
  });

  it(`the mail to an address without an account says the invitation waits ${ORG_INVITATION_WAIT_DAYS} days`, async () => {
    const vio = await onboardVio(t, admin, { name: 'Mailing Trust' });
    const newcomer = uniqueEmail('told');
    await post('/api/organizationVolunteers/add', { email: newcomer }, vio.token);
    await t.platform.projections.runner.caughtUp();
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to.toLowerCase() === newcomer)!;
    expect(mail.text).toContain(`The invitation waits ${ORG_INVITATION_WAIT_DAYS} days`);
  });
});

describe('adding by e-mail reveals nothing about accounts (issue 23)', () => {
  type Answer = Awaited<ReturnType<typeof post>>;
  const keys = (value: object) => Object.keys(value).sort();
  const viewAll = async (vio: Vio, search = '') =>
    (await t.api.get(`/api/organizationVolunteers/viewAll?searchValue=${encodeURIComponent(search)}`, vio.token)).body as Record<string, unknown>[];
  const listAll = async (vio: Vio) => (await t.api.get('/api/org/volunteer/list/all', vio.token)).body as Record<string, unknown>[];

  it("answers alike and lists alike an address of a volunteer, of nobody and of a VIO: only what the VIO typed, until acceptance", async () => {
    const vio = await onboardVio(t, admin, { name: 'Quiet Harbour' });
    const v = await standbyVolunteer(t, admin);
    const volunteer = { ...v, token: await t.api.login(v.email, v.password) } as Volunteer;
    const nobody = uniqueEmail('nobody');
    const addresses = [volunteer.email, nobody, vioA.email];
    const answers: Answer[] = [];
    for (const email of addresses) answers.push(await post('/api/organizationVolunteers/add', { email }, vio.token));
    // The same status and body shape, each with a position of the log.
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: { message: 'Volunteer registered successfully!', position: expect.stringMatching(/^\d+\/\d+$/) } });
      expect(keys(answer.body)).toEqual(['message', 'position']);
    }
    // Both lists show one row per address with the same shape, carrying only the typed address.
    const table = await viewAll(vio);
    const cards = await listAll(vio);
    for (const email of addresses) {
      expect(table.filter((r) => r.email === email)).toEqual([{ volunteerId: null, invitationId: expect.any(String), volunteerName: null, email, state: 'invited', imageURL: null }]);
      expect(cards.filter((r) => r.email === email)).toEqual([{ volunteerId: null, invitationId: expect.any(String), name: null, email, state: 'invited', imageURL: null, district: null }]);
    }
    // Nothing of the account: not its id, name or district, anywhere in the answers.
    for (const text of [JSON.stringify(table), JSON.stringify(cards)]) {
      expect(text).not.toContain(volunteer.id);
      expect(text).not.toContain('Jayasinghe');
      expect(text).not.toContain(volunteer.place.district);
    }
    expect(await viewAll(vio, 'Ruwan')).toEqual([]);

    // A decline is not told to the VIO either: the row reads the same.
    const before = (await viewAll(vio)).find((r) => r.email === volunteer.email);
    expect(await post('/api/org/vio/request', { vioId: vio.id, request: false }, volunteer.token)).toMatchObject({ status: 200 });
    expect((await viewAll(vio)).find((r) => r.email === volunteer.email)).toEqual(before);
    // Invited again (renewed), then accepted: now the VIO sees the member.
    expect((await post('/api/organizationVolunteers/add', { email: volunteer.email }, vio.token)).status).toBe(200);
    expect(await post('/api/org/vio/request', { vioId: vio.id, request: true }, volunteer.token)).toMatchObject({ status: 200, body: { state: 'joined' } });
    expect((await viewAll(vio)).filter((r) => r.state === 'invited').map((r) => r.email).sort()).toEqual([nobody, vioA.email].sort());
    expect(await viewAll(vio, 'Ruwan')).toEqual([expect.objectContaining({ volunteerId: volunteer.id, volunteerName: 'Ruwan Jayasinghe', state: 'joined' })]);
    // The VIO's address got no mail (it can not register as a volunteer); nobody's got the invitation to register.
    await t.platform.projections.runner.caughtUp();
    const outbox = (await t.api.get('/api/dev/outbox?limit=1000')).body as { to: string; text: string }[];
    expect(outbox.filter((m) => m.to === vioA.email && m.text.includes('Quiet Harbour'))).toEqual([]);
    expect(outbox.filter((m) => m.to === nobody && m.text.includes('Quiet Harbour invites you to volunteer'))).toHaveLength(1);
  });

  it('an address that registers later keeps its row as the VIO saw it (same id, still only the address)', async () => {
    const vio = await onboardVio(t, admin, { name: 'Patient Harbour' });
    const later = uniqueEmail('later');
    expect((await post('/api/organizationVolunteers/add', { email: later }, vio.token)).status).toBe(200);
    const [row] = (await viewAll(vio)).filter((r) => r.email === later);
    expect(row).toMatchObject({ volunteerId: null, state: 'invited' });
    const v = await standbyVolunteer(t, admin, { email: later });
    expect((await t.platform.infra.store.readStream(`membership-${vio.id}-${v.id}`)).map((e) => e.type)).toEqual(['MembershipInvited']);
    expect((await viewAll(vio)).filter((r) => r.email === later)).toEqual([row]);
    // The volunteer's erasure takes the invitation away with the address it was sealed under.
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${v.id}`, { token: admin })).status).toBe(200);
    expect((await viewAll(vio)).filter((r) => r.email === later)).toEqual([]);
  });

  it(`limits a VIO to ${ORG_INVITATIONS_PER_VIO_PER_DAY} additions a day: then 429 with a message, while other VIOs go on`, async () => {
    const busy = await onboardVio(t, admin, { name: 'Busy Harbour' });
    for (let i = 0; i < ORG_INVITATIONS_PER_VIO_PER_DAY; i++) {
      const answer = await post('/api/organizationVolunteers/add', { email: uniqueEmail(`batch${i}`) }, busy.token);
      expect(answer.status, `addition ${i + 1}`).toBe(200);
    }
    const refused = await post('/api/organizationVolunteers/add', { email: uniqueEmail('one-too-many') }, busy.token);
    expect(refused).toMatchObject({ status: 429, body: { message: translateMessage('v.org.invitationLimit', 'en') } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(translateMessage('v.org.invitationLimit', 'si')).not.toBe(translateMessage('v.org.invitationLimit', 'en'));
    expect(translateMessage('v.org.invitationLimit', 'ta')).not.toBe(translateMessage('v.org.invitationLimit', 'en'));
    // A bad address is still a 400 (the body is checked first), and another VIO is not held back.
    expect(await post('/api/organizationVolunteers/add', { email: 'not-an-email' }, busy.token)).toMatchObject({ status: 400, body: { field: 'email' } });
    expect((await post('/api/organizationVolunteers/add', { email: uniqueEmail('elsewhere') }, vioA.token)).status).toBe(200);
  });
});

describe('the organisation read model', () => {
  it('equals a rebuild from the log after everything above (invitations to addresses handed over, lapsed, renewed, accepted, erased)', async () => {
    const { postgresProjections, verifyProjection } = await import('@nvp/projections');
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'organisation')!;
    await t.platform.projections.runner.caughtUp();
    expect(await verifyProjection(t.platform.infra.store, t.platform.infra.pool, projection)).toMatchObject({ equal: true, failing: [] });
  });
});
