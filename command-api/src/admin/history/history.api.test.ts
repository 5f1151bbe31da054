import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { colomboDate, toSpecDate, weekdayOf } from '@nvp/events';
import { decodeToken, startTestPlatform } from '../../../../scripts/test/harness';
import { coreAdminToken, days, mailedLink, newVio, newVolunteer, uniqueEmail, type TestPlatform } from '../../account/test-support';
import { dayFromToday, onboardVio, validOpportunity } from '../../opportunity/test-support';
import { newEmergencyUser, standbyVolunteer } from '../../emergency/test-support';

let t: TestPlatform;
let core: string;
let coreId: string;
beforeAll(async () => {
  t = await startTestPlatform('history');
  core = await coreAdminToken(t);
  coreId = decodeToken(core).id as string;
});
afterAll(async () => t?.stop());

interface HistoryEvent {
  streamId: string;
  type: string;
  version: number;
  position: string;
  occurredAt: string;
  actor: { id: string | null; role: string | null; name: string | null };
  correlationId: string | null;
  data: Record<string, unknown>;
}
interface History {
  events: HistoryEvent[];
  state: { volunteer: Record<string, unknown>; account: Record<string, unknown> };
  stateAt?: { volunteer: Record<string, unknown>; account: Record<string, unknown> };
  at?: string;
  views: { auditorId: string; auditorName: string | null; at: string | null; viewedAt: string }[];
}

const history = (kind: string, id: string, token: string, at?: string) =>
  t.api.get(`/api/admin/history/${kind}/${id}${at === undefined ? '' : `?at=${encodeURIComponent(at)}`}`, token);
/** A volunteer's history with these query values (paging, cursor, at). */
const volunteerPage = (id: string, values: Record<string, string>, token = core) => t.api.get(`/api/admin/history/volunteer/${id}?${new URLSearchParams(values)}`, token);

const newAdmin = async (permissions: string[]) => {
  const email = uniqueEmail('auditor');
  const invited = await t.api.post('/api/admin/invite', { email, adminPermissions: permissions }, { token: core });
  expect(invited.status).toBe(200);
  const { secret } = await mailedLink(t, email, 'admin/verify');
  expect((await t.api.post('/api/admin/register', { token: secret, name: 'Ayesha Auditor', password: 'admin-pass-123' })).status).toBe(200);
  return { id: invited.body.id as string, token: await t.api.login(email, 'admin-pass-123') };
};

/** Registered, e-mail verified, a phone code asked for by the volunteer, suspended and unsuspended by the core admin. */
const volunteerWithAHistory = async () => {
  const v = await newVolunteer(t, { firstName: 'Kumari', lastName: 'Jayasinghe' });
  const key = (await t.api.mailedSecret(v.email, 'verifyEmail'))!;
  const sent = await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber: '0771234567' }, { token: v.token, headers: { tokenKey: key } });
  expect(sent.status).toBe(200);
  const until = colomboDate(new Date(Date.now() + days(3)));
  expect((await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: v.id, date: toSpecDate(until), suspend: true } })).status).toBe(200);
  expect((await t.api.call('PUT', '/api/admin/user/suspend', { token: core, body: { id: v.id, suspend: false } })).status).toBe(200);
  return v;
};

describe('GET /api/admin/history/:kind/:id (auditors)', () => {
  it("answers a volunteer's events in order with actors, opened personal data and hidden secrets", async () => {
    const v = await volunteerWithAHistory();
    const r = await history('volunteer', v.id, core);
    expect(r.status).toBe(200);
    const h = r.body as History;
    expect(h.events.map((e) => e.type)).toEqual(['VolunteerRegistered', 'VolunteerEmailVerified', 'VolunteerPhoneCodeSent', 'AccountSuspended', 'AccountUnsuspended']);
    const positions = h.events.map((e) => e.position.split('/').map(BigInt));
    for (let i = 1; i < positions.length; i++) expect(positions[i][0] > positions[i - 1][0] || (positions[i][0] === positions[i - 1][0] && positions[i][1] > positions[i - 1][1])).toBe(true);
    expect(h.events.every((e) => e.streamId === `volunteer-${v.id}` && e.version >= 1 && !Number.isNaN(Date.parse(e.occurredAt)) && e.correlationId)).toBe(true);

    const [registered, , codeSent, suspended] = h.events;
    expect(registered.data.personal).toMatchObject({ firstName: 'Kumari', lastName: 'Jayasinghe', email: v.email, passwordHash: '[hidden]' });
    expect(registered.data.emailSecretHash).toBe('[hidden]');
    expect(codeSent.actor).toEqual({ id: v.id, role: 'VOLUNTEER', name: 'Kumari Jayasinghe' });
    expect(codeSent.data.personal).toMatchObject({ phoneNumber: expect.stringContaining('771234567') });
    expect(suspended.actor).toEqual({ id: coreId, role: 'ADMIN', name: 'Core Administrator' });
    // Nothing sealed leaves the server.
    expect(JSON.stringify(h)).not.toContain('$sealed');

    expect(h.state.volunteer).toMatchObject({ exists: true, id: v.id, status: 'MOBILE_UNVERIFIED', personal: { firstName: 'Kumari' } });
    expect(h.state.account).toMatchObject({ standing: 'FUNCTIONING' });
  });

  it('?at=<position> answers the state as of that event, folded by the same deciders', async () => {
    const v = await volunteerWithAHistory();
    const { events } = (await history('volunteer', v.id, core)).body as History;
    const first = (await history('volunteer', v.id, core, events[0].position)).body as History;
    expect(first.at).toBe(events[0].position);
    expect(first.stateAt!.volunteer).toMatchObject({ exists: true, status: 'EMAIL_UNVERIFIED' });
    expect(first.state.volunteer).toMatchObject({ status: 'MOBILE_UNVERIFIED' });
    const whileSuspended = (await history('volunteer', v.id, core, events[3].position)).body as History;
    expect(whileSuspended.stateAt!.account).toMatchObject({ standing: 'SUSPENDED' });
    expect(whileSuspended.state.account).toMatchObject({ standing: 'FUNCTIONING' });
  });

  it('records every view (who looked at whom, when) and answers the views of the subject', async () => {
    const v = await volunteerWithAHistory();
    const auditor = await newAdmin(['AUDIT']);
    const plain = (await history('volunteer', v.id, auditor.token)).body as History;
    expect(plain.views).toEqual([{ auditorId: auditor.id, auditorName: 'Ayesha Auditor', at: null, viewedAt: expect.any(String) }]);
    const at = plain.events[1].position;
    const second = (await history('volunteer', v.id, core, at)).body as History;
    expect(second.views.map((view) => [view.auditorId, view.at])).toEqual([
      [auditor.id, null],
      [coreId, at],
    ]);
    // On the log, without personal data.
    const logged = await t.platform.infra.store.readStream(`audit-${v.id}`);
    expect(logged.map((e) => [e.type, e.data, e.metadata.actorId])).toEqual([
      ['SubjectHistoryViewed', { auditorId: auditor.id, kind: 'volunteer', subjectId: v.id }, auditor.id],
      ['SubjectHistoryViewed', { auditorId: coreId, kind: 'volunteer', subjectId: v.id, at }, coreId],
    ]);
  });

  it('shows "[erased]" for every sealed field and the actor once the volunteer is erased; the events stay', async () => {
    const v = await volunteerWithAHistory();
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${v.id}`, { token: core })).status).toBe(200);
    // Actor names come from the read models (issue 24), which take the erasure a moment after the log.
    await t.platform.projections.runner.caughtUp();
    const h = (await history('volunteer', v.id, core)).body as History;
    expect(h.events.map((e) => e.type)).toEqual([
      'VolunteerRegistered',
      'VolunteerEmailVerified',
      'VolunteerPhoneCodeSent',
      'AccountSuspended',
      'AccountUnsuspended',
      'AccountTerminated',
      'PersonalDataErased',
    ]);
    expect(h.events[0].data.personal).toBe('[erased]');
    expect(h.events[2].data.personal).toBe('[erased]');
    expect(h.events[2].actor).toEqual({ id: v.id, role: 'VOLUNTEER', name: '[erased]' });
    expect(h.state.volunteer).toMatchObject({ personal: '[erased]', terminated: true });
    expect(JSON.stringify(h)).not.toContain('Kumari');
    // Issue 27: the subject's label says it is erased, never the erased name.
    expect((h as History & { labels: Record<string, string> }).labels[v.id]).toBe('[erased]');
  });

  it('refuses admins without AUDIT (403) and answers 404 for an unknown kind or subject, 400 for a bad `at`', async () => {
    const v = await volunteerWithAHistory();
    const reporter = await newAdmin(['VIEW_REPORTS', 'VERIFY_VIOS']);
    expect(await history('volunteer', v.id, reporter.token)).toMatchObject({ status: 403, body: { message: 'Only administrators holding the AUDIT permission can view histories' } });
    expect(await history('volunteer', v.id, v.token)).toMatchObject({ status: 403 });
    expect(await history('admin', v.id, core)).toMatchObject({ status: 404, body: { message: 'There is no history of this kind' } });
    expect(await history('vio', v.id, core)).toMatchObject({ status: 404, body: { message: 'There is no such subject' } });
    expect(await history('volunteer', '00000000-0000-4000-8000-000000000000', core)).toMatchObject({ status: 404 });
    expect(await history('volunteer', 'not-a-uuid', core)).toMatchObject({ status: 404 });
    for (const at of ['yesterday', '', '1/2/3', '99999999/1'])
      expect(await history('volunteer', v.id, core, at)).toMatchObject({ status: 400, body: { message: 'Choose one of the events of this history', field: 'at' } });
    // The refused calls recorded no view.
    expect(await t.platform.infra.store.readStream(`audit-${v.id}`)).toEqual([]);
  });

  it('pages the timeline newest first: page/pageSize, the cursor `before`, x-total-count and x-page-size', async () => {
    const v = await volunteerWithAHistory();
    const whole = ((await history('volunteer', v.id, core)).body as History).events;
    expect(whole).toHaveLength(5);
    const newestFirst = [...whole].reverse().map((e) => e.position);

    const first = await volunteerPage(v.id, { pageSize: '2' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.headers.get('x-page-size')).toBe('2');
    const body = first.body as History & { total: number; next: string | null };
    expect(body.events.map((e) => e.type)).toEqual(['AccountUnsuspended', 'AccountSuspended']);
    expect(body).toMatchObject({ total: 5, next: newestFirst[1] });
    // Only the page is presented, the same way as the whole timeline, and the state is still the whole own stream's.
    expect(body.events).toEqual([whole[4], whole[3]]);
    expect(body.state.volunteer).toMatchObject({ status: 'MOBILE_UNVERIFIED' });

    // Walking with the cursor gives every event once, newest first.
    const walked: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const r = await volunteerPage(v.id, { pageSize: '2', ...(before ? { before } : {}) });
      const b = r.body as { events: HistoryEvent[]; next: string | null };
      walked.push(...b.events.map((e) => e.position));
      if (!b.next) break;
      before = b.next;
    }
    expect(walked).toEqual(newestFirst);

    // Page numbers walk the same list; a page past the end is empty with the same total.
    const second = (await volunteerPage(v.id, { page: '2', pageSize: '2' })).body as History & { next: string | null };
    expect(second.events.map((e) => e.position)).toEqual(newestFirst.slice(2, 4));
    expect(second.next).toBe(newestFirst[3]);
    const third = (await volunteerPage(v.id, { page: '3', pageSize: '2' })).body as History & { next: string | null };
    expect(third.events.map((e) => e.position)).toEqual(newestFirst.slice(4));
    expect(third.next).toBeNull();
    const past = await volunteerPage(v.id, { page: '900000000', pageSize: '2' });
    expect(past).toMatchObject({ status: 200, body: { events: [], next: null } });
    expect(past.headers.get('x-total-count')).toBe('5');
    // A size above the maximum is clamped, not refused.
    const large = await volunteerPage(v.id, { pageSize: '5000' });
    expect(large.headers.get('x-page-size')).toBe('100');
    expect((large.body as History).events.map((e) => e.position)).toEqual(newestFirst);
  });

  it('cursor edges: before the oldest event is an empty list, before the newest holds the rest; `at` works on a page', async () => {
    const v = await volunteerWithAHistory();
    const whole = ((await history('volunteer', v.id, core)).body as History).events;
    const oldest = await volunteerPage(v.id, { before: whole[0].position });
    expect(oldest).toMatchObject({ status: 200, body: { events: [], next: null, total: 5 } });
    expect(oldest.headers.get('x-total-count')).toBe('0');
    const rest = await volunteerPage(v.id, { before: whole[4].position, pageSize: '10' });
    expect((rest.body as History).events.map((e) => e.position)).toEqual(whole.slice(0, 4).map((e) => e.position).reverse());
    expect(rest.headers.get('x-total-count')).toBe('4');
    const at = await volunteerPage(v.id, { pageSize: '1', at: whole[0].position });
    expect(at.body).toMatchObject({ at: whole[0].position, stateAt: { volunteer: { status: 'EMAIL_UNVERIFIED' } } });
    expect((at.body as History).events.map((e) => e.type)).toEqual(['AccountUnsuspended']);
  });

  it('refuses bad paging values and cursors with 400 { message, field } and records no view for them', async () => {
    const v = await volunteerWithAHistory();
    for (const [field, value] of [
      ['pageSize', '0'],
      ['pageSize', '-1'],
      ['pageSize', 'abc'],
      ['pageSize', '1.5'],
      ['page', '0'],
      ['page', '1e3'],
      ['page', '99999999999999999999'],
    ]) {
      const r = await volunteerPage(v.id, { [field]: value });
      expect(r.status, `${field}=${value}`).toBe(400);
      expect(r.body).toMatchObject({ field, message: expect.any(String) });
    }
    for (const before of ['yesterday', '', '1/2/3', '99999999/1'])
      expect(await volunteerPage(v.id, { before })).toMatchObject({ status: 400, body: { message: 'Page on from one of the events of this history', field: 'before' } });
    expect(await t.platform.infra.store.readStream(`audit-${v.id}`)).toEqual([]);
  });

  it('records a view for every page it answers, and answers nothing when the view cannot be recorded', async () => {
    const v = await volunteerWithAHistory();
    await volunteerPage(v.id, { pageSize: '2' });
    const next = ((await volunteerPage(v.id, { pageSize: '2' })).body as { next: string }).next;
    const second = (await volunteerPage(v.id, { pageSize: '2', before: next })).body as History;
    // Each page disclosed personal data: three answers, three views, the last one listed in its own answer.
    expect(second.views).toHaveLength(3);
    expect(await t.platform.infra.store.readStream(`audit-${v.id}`)).toHaveLength(3);

    const store = t.platform.infra.store;
    const append = store.append.bind(store);
    const spy = vi.spyOn(store, 'append').mockImplementation((streamId, events, options) =>
      streamId === `audit-${v.id}` ? Promise.reject(new Error('the log is unavailable')) : append(streamId, events, options),
    );
    try {
      const refused = await volunteerPage(v.id, { pageSize: '2' });
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(JSON.stringify(refused.body)).not.toContain('Kumari');
      expect(refused.body).not.toHaveProperty('events');
      const whole = await history('volunteer', v.id, core);
      expect(whole.status).toBeGreaterThanOrEqual(500);
      expect(JSON.stringify(whole.body)).not.toContain('Kumari');
    } finally {
      spy.mockRestore();
    }
    expect(await t.platform.infra.store.readStream(`audit-${v.id}`)).toHaveLength(3);
  });

  it("answers a VIO's history with the VIO and account deciders' states", async () => {
    const vio = await newVio(t);
    const r = await history('vio', vio.id, core);
    expect(r.status).toBe(200);
    const h = r.body as { events: HistoryEvent[]; state: Record<string, Record<string, unknown>>; streams: string[] };
    expect(h.streams).toEqual([`vio-${vio.id}`, `uploads-${vio.id}`]);
    expect(h.events[0]).toMatchObject({ type: 'VioRegistered', streamId: `vio-${vio.id}` });
    expect(Object.keys(h.state)).toEqual(['vio', 'account']);
    expect(h.state.vio).toMatchObject({ exists: true, id: vio.id, status: 'REGISTERED' });
    expect(JSON.stringify(h)).toContain(vio.email);
  });

  it("answers an opportunity's history: created by the VIO, approved by the admin, the state before and after", async () => {
    const vio = await onboardVio(t, core);
    const created = await t.api.post('/api/vio/create-opportunity', validOpportunity(), { token: vio.token });
    expect(created.status).toBe(200);
    const opportunityId = created.body.id as string;
    expect((await t.api.post('/api/admin/opportunity/review', { id: opportunityId, approve: true }, { token: core })).status).toBe(200);
    const h = (await history('opportunity', opportunityId, core)).body as { events: HistoryEvent[]; state: Record<string, Record<string, unknown>> };
    expect(h.events.length).toBeGreaterThanOrEqual(2);
    expect(h.events[0].actor).toMatchObject({ id: vio.id, role: 'VIO', name: vio.name });
    const approval = h.events.at(-1)!;
    expect(approval.actor).toMatchObject({ id: coreId, role: 'ADMIN' });
    expect(h.state.opportunity).toMatchObject({ status: 'APPROVED' });
    const before = (await history('opportunity', opportunityId, core, h.events[0].position)).body as { stateAt: Record<string, Record<string, unknown>> };
    expect(before.stateAt.opportunity).toMatchObject({ status: 'CREATED' });
  });

  it("answers an emergency user's history (invited, then registered through the link)", async () => {
    const user = await newEmergencyUser(t, core);
    const h = (await history('emergency-user', user.id, core)).body as { events: HistoryEvent[]; state: Record<string, Record<string, unknown>> };
    expect(h.events.length).toBeGreaterThanOrEqual(2);
    expect(h.events[0].actor).toMatchObject({ id: coreId, role: 'ADMIN', name: 'Core Administrator' });
    expect(Object.keys(h.state)).toEqual(['emergencyUser', 'account']);
    expect(JSON.stringify(h)).toContain(user.email);
    expect(JSON.stringify(h)).not.toContain('$sealed');
  });

  it("shows a volunteer's applications beside the volunteer's own stream; the state stays the volunteer's", async () => {
    const volunteer = await standbyVolunteer(t, core);
    const vio = await onboardVio(t, core);
    const created = await t.api.post('/api/vio/create-opportunity', validOpportunity(), { token: vio.token });
    expect(created.status).toBe(200);
    const opportunityId = created.body.id as string;
    expect((await t.api.post('/api/admin/opportunity/review', { id: opportunityId, approve: true }, { token: core })).status).toBe(200);
    let offset = 8;
    while (weekdayOf(dayFromToday(offset)) !== 'Saturday') offset++;
    const token = await t.api.login(volunteer.email, volunteer.password);
    const applied = await t.api.post('/api/opportunity/apply', { opportunityId, dates: [dayFromToday(offset)] }, { token });
    expect(applied.status).toBe(200);

    const h = (await history('volunteer', volunteer.id, core)).body as { events: HistoryEvent[]; streams: string[]; state: Record<string, Record<string, unknown>> };
    const application = h.events.find((e) => e.type === 'ApplicationSubmitted')!;
    expect(application.streamId).toMatch(/^application-/);
    expect(h.streams).toContain(application.streamId);
    expect(application.actor).toMatchObject({ id: volunteer.id, role: 'VOLUNTEER', name: 'Ruwan Jayasinghe' });
    // Sealed under the volunteer's key and under the VIO's: both opened for the auditor.
    expect(application.data.personal).toMatchObject({ firstName: 'Ruwan' });
    expect(application.data.vioContact).toMatchObject({ email: vio.email });
    expect(h.events.map((e) => e.type)).toEqual(expect.arrayContaining(['RefereeAdded', 'RefereeReviewed', 'VolunteerApproved']));
    expect(h.state.volunteer).toMatchObject({ status: 'FULLY_REGISTERED' });
    // Another volunteer's application is not on this history.
    const other = await newVolunteer(t);
    expect(((await history('volunteer', other.id, core)).body as { events: HistoryEvent[] }).events.some((e) => e.type === 'ApplicationSubmitted')).toBe(false);
  });

  it('names the ids of the events (issue 27): the volunteer, the VIO, the opportunity and the admin, from the read models', async () => {
    const volunteer = await standbyVolunteer(t, core);
    const vio = await onboardVio(t, core, { name: 'Galle Beach Trust' });
    const created = await t.api.post('/api/vio/create-opportunity', { ...validOpportunity(), title: 'Beach clean-up in Galle' }, { token: vio.token });
    expect(created.status).toBe(200);
    const opportunityId = created.body.id as string;
    expect((await t.api.post('/api/admin/opportunity/review', { id: opportunityId, approve: true }, { token: core })).status).toBe(200);
    let offset = 8;
    while (weekdayOf(dayFromToday(offset)) !== 'Saturday') offset++;
    const token = await t.api.login(volunteer.email, volunteer.password);
    expect((await t.api.post('/api/opportunity/apply', { opportunityId, dates: [dayFromToday(offset)] }, { token })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();

    const h = (await volunteerPage(volunteer.id, { pageSize: '50' })).body as { events: HistoryEvent[]; labels: Record<string, string> };
    const applied = h.events.find((e) => e.type === 'ApplicationSubmitted')!;
    expect(h.labels[volunteer.id]).toBe('Ruwan Jayasinghe');
    expect(h.labels[applied.data.opportunityId as string]).toBe('Beach clean-up in Galle');
    expect(h.labels[applied.data.vioId as string]).toBe('Galle Beach Trust');
    const approved = h.events.find((e) => e.type === 'VolunteerApproved')!;
    expect(h.labels[approved.data.adminId as string]).toBe('Core Administrator');
    // Only ids: the application's own id and the referee's are no one's name.
    expect(h.labels[applied.data.applicationId as string]).toBeUndefined();

    const ofOpportunity = (await history('opportunity', opportunityId, core)).body as { labels: Record<string, string> };
    expect(ofOpportunity.labels).toMatchObject({ [opportunityId]: 'Beach clean-up in Galle', [vio.id]: 'Galle Beach Trust', [coreId]: 'Core Administrator' });
  });

  it("shows the memberships of a volunteer and of a VIO (request, join, sub-VIO assignment, removal) on both histories", async () => {
    const volunteer = await standbyVolunteer(t, core);
    const vio = await onboardVio(t, core, { name: 'Harbour Trust' });
    const other = await onboardVio(t, core, { name: 'Lagoon Care' });
    const token = await t.api.login(volunteer.email, volunteer.password);
    const ok = async (r: Promise<{ status: number; body: any }>) => expect((await r).status).toBeLessThan(300);
    await ok(t.api.post('/api/org/vio/request', { vioId: vio.id, request: true }, { token }));
    await ok(t.api.post('/api/org/volunteer/review', { volunteerId: volunteer.id, accept: true }, { token: vio.token }));
    const sub = await t.api.post('/api/vio/createSubVio/', { email: uniqueEmail('history-sub'), name: 'Harbour Trust Galle', description: 'Galle' }, { token: vio.token });
    await ok(t.api.post('/api/org/subvio/assign', { volunteerId: volunteer.id, subVioId: sub.body.subvioId }, { token: vio.token }));
    await ok(t.api.post('/api/org/volunteer/remove', { volunteerId: volunteer.id }, { token: vio.token }));
    await ok(t.api.post('/api/org/vio/request', { vioId: other.id, request: true }, { token }));
    // The pairs are found in the membership read model.
    await t.platform.projections.runner.caughtUp();

    const pair = `membership-${vio.id}-${volunteer.id}`;
    const otherPair = `membership-${other.id}-${volunteer.id}`;
    const membership = ['MembershipRequested', 'MembershipAccepted', 'MemberAssignedToSubVio', 'MembershipRemoved'];
    const ofVolunteer = (await history('volunteer', volunteer.id, core)).body as { events: HistoryEvent[]; streams: string[]; state: Record<string, unknown> };
    expect(ofVolunteer.streams).toEqual(expect.arrayContaining([pair, otherPair]));
    expect(ofVolunteer.events.filter((e) => e.streamId === pair).map((e) => e.type)).toEqual(membership);
    expect(ofVolunteer.events.filter((e) => e.streamId === otherPair).map((e) => e.type)).toEqual(['MembershipRequested']);
    expect(ofVolunteer.events.find((e) => e.type === 'MembershipRemoved')!.actor).toMatchObject({ id: vio.id, role: 'VIO', name: 'Harbour Trust' });
    expect(Object.keys(ofVolunteer.state)).toEqual(['volunteer', 'account']);

    const ofVio = (await history('vio', vio.id, core)).body as { events: HistoryEvent[]; streams: string[] };
    expect(ofVio.streams).toEqual([`vio-${vio.id}`, `uploads-${vio.id}`, pair]);
    expect(ofVio.events.filter((e) => e.streamId === pair).map((e) => e.type)).toEqual(membership);
    // Another VIO's membership with the same volunteer is not on this VIO's history.
    expect(ofVio.events.some((e) => e.streamId === otherPair)).toBe(false);

    // The sub-VIO's history shows the assignment made to it (on its principal's pair stream), and nothing of the other VIO.
    const ofSub = (await history('vio', sub.body.subvioId, core)).body as { events: HistoryEvent[]; streams: string[] };
    expect(ofSub.streams).toEqual([`vio-${sub.body.subvioId}`, `uploads-${sub.body.subvioId}`, pair]);
    expect(ofSub.events.find((e) => e.type === 'MemberAssignedToSubVio')).toMatchObject({ streamId: pair, data: { subVioId: sub.body.subvioId, volunteerId: volunteer.id } });
    expect(ofSub.events.some((e) => e.streamId === otherPair)).toBe(false);
  });
});
