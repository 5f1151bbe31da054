import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, readCheckinCode, streams, volunteerEvaluationCriteria } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts } from '../../../scripts/demo-data';
import { approvedEngagement, approvedOpportunity, dayFromToday } from '../../../scripts/test/fixtures/approved-engagement';
import { knownPlace } from '../volunteer/fixtures';
import { postgresProjections, rebuildProjection } from '@nvp/projections';
import { approvedForToday } from '../../../scripts/e2e/attendance-seed';
import { CODE_MESSAGES, CODE_OTHER_OPPORTUNITY, CODE_OTHER_VIO, ALREADY_CHECKED_IN, NOT_CHECKED_IN, NOT_EXPECTED, NOT_TODAY, NOT_YOUR_OPPORTUNITY } from './decider';

/**
 * Attendance over HTTP on the whole platform (issue 28): the volunteer's check-in code, check-in and check-out by
 * code and by name with every refusal, the organisation's list of the day, the hours it proposes, and the no-show
 * job. Applications for today and yesterday cannot be made through the apply call (later days only): they are
 * appended as the real flow writes them (scripts/test/fixtures/approved-engagement.ts); everything else goes through
 * the API.
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];
const today = dayFromToday(0);
const yesterday = dayFromToday(-1);
const tomorrow = dayFromToday(1);

const append = async (stream: string, events: { type: string; data: unknown; at?: string }[]) => {
  const store = t.platform.infra.store;
  const existing = await store.readStream(stream);
  await store.append(
    stream,
    events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt: e.at ?? new Date().toISOString() } })),
    { expected: existing.length ? existing[existing.length - 1].streamRevision : 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
};
const world = () => ({ t, id });
const createOpportunity = (vioId: string, title: string) => approvedOpportunity(world(), { vioId, title });

let beach: string; // the VIO's, where both volunteers are approved
let library: string; // the VIO's too
let clinic: string; // the second VIO's
let application: string; // the volunteer at the beach: yesterday, today, tomorrow
let application2: string; // the second volunteer at the beach: yesterday only

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('attendance'));
  beach = await createOpportunity(id.vio, 'Beach clean-up');
  library = await createOpportunity(id.vio, 'Library reading hour');
  clinic = await createOpportunity(id.vio2, 'Clinic helpers');
  ({ applicationId: application } = await approvedEngagement(world(), { opportunity: beach, days: [yesterday, today, tomorrow] }));
  ({ applicationId: application2 } = await approvedEngagement(world(), { opportunity: beach, volunteer: id.volunteer2, days: [yesterday] }));
}, 120_000);
afterAll(async () => t?.stop());

const codeOf = async (token = tok.volunteer, applicationId = application) => {
  const r = await t.api.get(`/api/volunteer/checkin-code/${applicationId}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { code: string; date: string; expiresAt: string; validForSeconds: number };
};
const listOf = async (opportunityId = beach, date = today, token = tok.vio) => t.api.get(`/api/vio/attendance/${opportunityId}/${date}`, token);
const checkin = (body: unknown, token = tok.vio) => t.api.post('/api/vio/attendance/checkin', body, { token });
const checkout = (body: unknown, token = tok.vio) => t.api.post('/api/vio/attendance/checkout', body, { token });

describe('attendance over HTTP', () => {
  it('gives the approved volunteer a signed code for today only, and nobody else one', async () => {
    const issued = await codeOf();
    expect(issued.date).toBe(today);
    expect(issued.validForSeconds).toBe(600);
    expect(issued.code.length).toBeLessThan(200);
    expect(readCheckinCode(t.platform.infra.secrets.jwtSecret, issued.code)).toMatchObject({ applicationId: application, date: today });
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    // Another volunteer's application, an unknown one, a malformed id: 404.
    expect((await t.api.get(`/api/volunteer/checkin-code/${application}`, tok.volunteer2)).status).toBe(404);
    expect((await t.api.get(`/api/volunteer/checkin-code/${randomUUID()}`, tok.volunteer)).status).toBe(404);
    expect((await t.api.get('/api/volunteer/checkin-code/not-an-id', tok.volunteer)).status).toBe(404);
    // Approved, but not for today.
    const notToday = await t.api.get(`/api/volunteer/checkin-code/${application2}`, tok.volunteer2);
    expect(notToday).toMatchObject({ status: 400, body: { message: 'Your check-in code opens on the days you volunteer' } });
    // Organisations and admins get no code.
    expect((await t.api.get(`/api/volunteer/checkin-code/${application}`, tok.vio)).status).toBe(403);
  });

  it("lists the day's expected volunteers for the organisation and admins, nobody else", async () => {
    const list = await listOf();
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ opportunityId: beach, title: 'Beach clean-up', date: today, counts: { EXPECTED: 1, CHECKED_IN: 0, NO_SHOW: 0 } });
    expect(list.body.volunteers).toEqual([
      { applicationId: application, volunteerId: id.volunteer, name: 'Nimal Perera', registrationNo: expect.stringMatching(/^VOL-/), state: 'EXPECTED', checkedInAt: null, checkedOutAt: null },
    ]);
    // Yesterday both were expected; sorted by name (Kamala before Nimal).
    expect(((await listOf(beach, yesterday)).body.volunteers as { name: string }[]).map((v) => v.name)).toEqual(['Kamala Silva', 'Nimal Perera']);
    expect((await listOf(beach, today, tok.admin)).status).toBe(200);
    expect(await listOf(beach, today, tok.vio2)).toMatchObject({ status: 403, body: { message: NOT_YOUR_OPPORTUNITY } });
    expect((await listOf(beach, today, tok.volunteer)).status).toBe(403);
    expect((await listOf(randomUUID())).status).toBe(404);
    expect(await listOf(beach, '2026-02-30')).toMatchObject({ status: 400, body: { field: 'date' } });
  });

  it('refuses malformed bodies with { message, field }', async () => {
    for (const body of [{ opportunityId: beach, date: today }, { opportunityId: beach, date: today, code: 'x', volunteerId: id.volunteer }]) {
      expect(await checkin(body)).toMatchObject({ status: 400, body: { field: 'code', message: expect.stringContaining('one of the two') } });
    }
    expect(await checkin({ opportunityId: 'nope', date: today, volunteerId: id.volunteer })).toMatchObject({ status: 400, body: { field: 'opportunityId' } });
    expect(await checkin({ opportunityId: beach, date: '28/11', volunteerId: id.volunteer })).toMatchObject({ status: 400, body: { field: 'date' } });
    expect(await checkin({ opportunityId: beach, date: today, code: 'forged-code' })).toMatchObject({ status: 400, body: { message: CODE_MESSAGES.FORGED, field: 'code' } });
    expect((await checkin({ opportunityId: beach, date: today, volunteerId: id.volunteer }, tok.volunteer)).status).toBe(403);
  });

  it("refuses another organisation, a code of another opportunity or organisation, another day, a volunteer not expected", async () => {
    const { code } = await codeOf();
    expect(await checkin({ opportunityId: beach, date: today, code }, tok.vio2)).toMatchObject({ status: 403, body: { message: NOT_YOUR_OPPORTUNITY } });
    expect(await checkin({ opportunityId: library, date: today, code })).toMatchObject({ status: 400, body: { message: CODE_OTHER_OPPORTUNITY } });
    expect(await checkin({ opportunityId: clinic, date: today, code }, tok.vio2)).toMatchObject({ status: 403, body: { message: CODE_OTHER_VIO } });
    expect(await checkin({ opportunityId: beach, date: tomorrow, volunteerId: id.volunteer })).toMatchObject({ status: 400, body: { message: NOT_TODAY } });
    expect(await checkin({ opportunityId: beach, date: today, volunteerId: id.volunteer2 })).toMatchObject({ status: 400, body: { message: NOT_EXPECTED } });
    expect(await checkin({ opportunityId: library, date: today, volunteerId: id.volunteer })).toMatchObject({ status: 400, body: { message: NOT_EXPECTED } });
    expect(await checkout({ opportunityId: beach, date: today, volunteerId: id.volunteer })).toMatchObject({ status: 400, body: { message: NOT_CHECKED_IN } });
    // None of it was recorded.
    expect(await t.platform.infra.store.readStream(streams.attendance(application))).toEqual([]);
  });

  it('checks in by the scanned code once, then out by a fresh code; the list follows', async () => {
    const { code } = await codeOf();
    const inside = await checkin({ opportunityId: beach, date: today, code });
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);
    expect(inside.body).toMatchObject({ message: 'Checked in', state: 'CHECKED_IN', applicationId: application, volunteerId: id.volunteer, position: expect.any(String) });
    const listed = await listOf();
    expect(listed.body.volunteers[0]).toMatchObject({ state: 'CHECKED_IN', checkedInAt: inside.body.at, checkedOutAt: null });
    expect(listed.body.counts).toMatchObject({ EXPECTED: 0, CHECKED_IN: 1 });
    // The same code again, for a check-out: used. A second check-in by name: 409.
    expect(await checkout({ opportunityId: beach, date: today, code })).toMatchObject({ status: 400, body: { message: CODE_MESSAGES.USED } });
    expect(await checkin({ opportunityId: beach, date: today, volunteerId: id.volunteer })).toMatchObject({ status: 409, body: { message: ALREADY_CHECKED_IN } });
    const out = await checkout({ opportunityId: beach, date: today, code: (await codeOf()).code });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ state: 'CHECKED_OUT', applicationId: application });
    expect((await listOf()).body.volunteers[0]).toMatchObject({ state: 'CHECKED_OUT', checkedInAt: inside.body.at, checkedOutAt: out.body.at });
    const recorded = await t.platform.infra.store.readStream(streams.attendance(application));
    expect(recorded.map((e) => [e.type, (e.data as { method: string }).method, (e.data as { recordedBy: string }).recordedBy])).toEqual([
      ['AttendanceCheckedIn', 'CODE', id.vio],
      ['AttendanceCheckedOut', 'CODE', id.vio],
    ]);
  });

  it('two scans of one code at the same moment record one check-in', async () => {
    const { opportunityId, applicationId } = await approvedEngagement(world(), { opportunity: { title: 'Tree planting' }, days: [today] });
    const { code } = await codeOf(tok.volunteer, applicationId);
    const answers = await Promise.all([checkin({ opportunityId, date: today, code }), checkin({ opportunityId, date: today, code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await t.platform.infra.store.readStream(streams.attendance(applicationId))).toHaveLength(1);
  });

  it('proposes the hours attended, to the quarter hour, to the organisation only', async () => {
    // Yesterday 08:00 to 12:10 in Colombo (4 h 10 min → 4.25), recorded as the check-in calls record it.
    const base = { applicationId: application, opportunityId: beach, volunteerId: id.volunteer, vioId: id.vio, date: yesterday, method: 'NAME', recordedBy: id.vio };
    await append(streams.attendance(application), [
      { type: 'AttendanceCheckedIn', data: { ...base, at: `${yesterday}T02:30:00.000Z` } },
      { type: 'AttendanceCheckedOut', data: { ...base, at: `${yesterday}T06:40:00.000Z` } },
    ]);
    const hours = await t.api.get(`/api/vio/attendance/hours/${application}`, tok.vio);
    expect(hours.status).toBe(200);
    expect(hours.body.days).toHaveLength(2);
    expect(hours.body.days[0]).toEqual({ date: yesterday, checkedInAt: `${yesterday}T02:30:00.000Z`, checkedOutAt: `${yesterday}T06:40:00.000Z`, hours: 4.25 });
    expect(hours.body.days[1]).toMatchObject({ date: today, hours: 0 });
    expect(hours.body.proposedHours).toBe(4.25);
    // Nothing attended yet: null.
    expect((await t.api.get(`/api/vio/attendance/hours/${application2}`, tok.vio)).body).toEqual({ proposedHours: null, days: [] });
    expect((await t.api.get(`/api/vio/attendance/hours/${application}`, tok.vio2)).status).toBe(403);
    expect((await t.api.get(`/api/vio/attendance/hours/${application}`, tok.volunteer)).status).toBe(403);
    expect((await t.api.get(`/api/vio/attendance/hours/${randomUUID()}`, tok.vio)).status).toBe(404);
  });

  it('records the no-shows of a past day once, only for the expected who never came', async () => {
    expect(await t.api.post('/api/dev/jobs/no-shows', { date: today })).toMatchObject({ status: 400, body: { field: 'date' } });
    expect((await t.api.post('/api/dev/jobs/no-shows', { date: 'yesterday' })).status).toBe(400);
    const first = await t.api.post('/api/dev/jobs/no-shows', { date: yesterday });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ date: yesterday, noShows: 1 });
    const list = await listOf(beach, yesterday);
    expect((list.body.volunteers as { name: string; state: string }[]).map((v) => [v.name, v.state])).toEqual([
      ['Kamala Silva', 'NO_SHOW'],
      ['Nimal Perera', 'CHECKED_OUT'],
    ]);
    expect(list.body.counts).toMatchObject({ NO_SHOW: 1, CHECKED_OUT: 1, EXPECTED: 0 });
    expect((await t.api.post('/api/dev/jobs/no-shows', { date: yesterday })).body).toMatchObject({ noShows: 0 });
    expect((await t.platform.infra.store.readStream(streams.attendance(application2))).map((e) => e.type)).toEqual(['AttendanceNoShow']);
  });

  it("the journeys' seed (scripts/e2e/attendance-seed.ts) gives the volunteer a code today and the organisation a name to tick", async () => {
    process.env.E2E_DATABASE_URL = t.db.url;
    process.env.E2E_VAULT_MASTER_KEY = t.platform.infra.secrets.vaultMasterKey;
    const opportunityId = await createOpportunity(id.vio, 'Seeded for the journey');
    const seeded = await approvedForToday({ volunteerId: id.volunteer2, vioId: id.vio, opportunityId });
    expect(seeded.date).toBe(today);
    // Read models already show it: My Opportunities, the code, the day's list; the reservation lets the name be ticked.
    const mine = await t.api.get(`/api/opportunity/userOpportunities?opportunityId=${opportunityId}`, tok.volunteer2);
    expect(mine.body).toMatchObject([{ applicationId: seeded.applicationId, status: 'APPROVED' }]);
    await codeOf(tok.volunteer2, seeded.applicationId);
    expect((await listOf(opportunityId)).body.volunteers).toMatchObject([{ applicationId: seeded.applicationId, name: 'Kamala Silva', state: 'EXPECTED' }]);
    expect((await checkin({ opportunityId, date: today, volunteerId: id.volunteer2 })).status).toBe(200);
  });

  it('confirming hours keeps what the organisation typed and what attendance proposed, both', async () => {
    await append(streams.opportunity(beach), [{ type: 'OpportunityCompleted', data: { opportunityId: beach, vioId: id.vio, completedBy: id.vio } }]);
    const proposed = (await t.api.get(`/api/vio/attendance/hours/${application}`, tok.vio)).body.proposedHours;
    expect(proposed).toBe(4.25);
    const feedback = { review: '', recommend: true, hours: 5, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
    const confirmed = await t.api.post('/api/feedback/submit/vio', { volunteer: id.volunteer, opportunity: beach, vio: id.vio, feedback }, { token: tok.vio });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const recorded = (await t.platform.infra.store.readStream(streams.application(application))).find((e) => e.type === 'VioFeedbackSubmitted');
    expect(recorded?.data).toMatchObject({ hours: 5, proposedHours: proposed });
    // Without attendance nothing is proposed, and the event says so by leaving it out.
    const confirmed2 = await t.api.post('/api/feedback/submit/vio', { volunteer: id.volunteer2, opportunity: beach, vio: id.vio, feedback }, { token: tok.vio });
    expect(confirmed2.status, JSON.stringify(confirmed2.body)).toBe(200);
    const recorded2 = (await t.platform.infra.store.readStream(streams.application(application2))).find((e) => e.type === 'VioFeedbackSubmitted');
    expect(recorded2?.data).not.toHaveProperty('proposedHours');
  });

  it('a rebuilt attendance model equals the live one', async () => {
    const pool = t.platform.infra.pool;
    const snapshot = async () =>
      Promise.all(['rm_attendance_applications', 'rm_attendance_days'].map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows));
    const before = await snapshot();
    expect(before[1].length).toBeGreaterThan(2);
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'attendance')!;
    await rebuildProjection(t.platform.infra.store, pool, projection, () => undefined, 1);
    expect(await snapshot()).toEqual(before);
  });

  it("the auditor's history of the volunteer tells their days: check-ins, check-outs", async () => {
    const history = await t.api.get(`/api/admin/history/volunteer/${id.volunteer}?pageSize=100`, tok.admin);
    expect(history.status).toBe(200);
    const types = (history.body.events as { type: string }[]).map((e) => e.type);
    // The beach today and yesterday (in and out each), the tree planting today (in).
    expect(types.filter((type) => type.startsWith('Attendance')).sort()).toEqual(['AttendanceCheckedIn', 'AttendanceCheckedIn', 'AttendanceCheckedIn', 'AttendanceCheckedOut', 'AttendanceCheckedOut']);
  });

  it("the reports: the volunteer's days attended, the organisation's attendance and no-shows by opportunity and district", async () => {
    await t.platform.projections.runner.caughtUp();
    const period = { type: 'range', startDate: yesterday, endDate: today };
    const mine = await t.api.post('/api/report/self/volunteerReport', period, { token: tok.volunteer });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    // The beach yesterday and today, the tree planting today.
    expect(mine.body.daysAttended).toBe(3);
    const vio = await t.api.post('/api/report/self/vioReport', period, { token: tok.vio });
    expect(vio.status, JSON.stringify(vio.body)).toBe(200);
    // Nimal three days, Kamala (seeded) today; Kamala did not come to the beach yesterday.
    expect(vio.body.attendance).toMatchObject({ numAttended: 4, numNoShows: 1 });
    expect(vio.body.attendance.attendanceByOpportunity).toContainEqual({ opportunityId: beach, title: 'Beach clean-up', attended: 2, noShows: 1, reminded: 0, confirmed: 0, declined: 0 });
    expect(vio.body.attendance.attendanceByDistrict).toEqual([{ name: knownPlace().district, attended: 4, noShows: 1, reminded: 0, confirmed: 0, declined: 0 }]);
    expect((await t.api.post('/api/report/self/vioReport', period, { token: tok.vio2 })).body.attendance).toMatchObject({ numAttended: 0, numNoShows: 0 });
    // The platform's report (admins): every organisation's, each opportunity named.
    const platform = await t.api.post('/api/report/self/adminReport', period, { token: tok.admin });
    expect(platform.status, JSON.stringify(platform.body)).toBe(200);
    expect(platform.body.attendance.numAttended).toBeGreaterThanOrEqual(4);
    expect(platform.body.attendance.attendanceByOpportunity).toContainEqual({ opportunityId: beach, title: 'Beach clean-up', attended: 2, noShows: 1, reminded: 0, confirmed: 0, declined: 0 });
  });

  it('erasure: a volunteer who closed their account stays on the day without a name; the record of the day stays', async () => {
    const terminated = await t.api.post('/api/user/terminate/', { password: demoAccounts.waitingVolunteer.password }, { token: tok.volunteer2 });
    expect(terminated.status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const list = await listOf(beach, yesterday);
    expect(list.body.volunteers).toContainEqual(expect.objectContaining({ applicationId: application2, name: null, state: 'NO_SHOW' }));
    expect(JSON.stringify(list.body)).not.toContain('Kamala');
  });
});
