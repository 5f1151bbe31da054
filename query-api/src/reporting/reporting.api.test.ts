import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerEvaluationCriteria } from '@nvp/events';
import { replayActivityFacts } from '@nvp/projections';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { demoAccounts, loadDemoData } from '../../../scripts/demo-data';
import { firstApplicableDay, validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { landingFigures } from './landing-figures';

/**
 * Reports over HTTP on the whole platform: a known stretch of history is made through the command API
 * (a registration, an ONLINE opportunity posted and approved, an application selected and approved, the
 * opportunity completed, 12 confirmed hours over goals 14 and 15, two complaints of which one is resolved, then the
 * volunteer's erasure), and every
 * report must move by exactly what the test itself counts. Replaying the facts twice changes nothing.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
const tok: Record<'admin' | 'volunteer' | 'volunteer2' | 'vio' | 'vio2', string> = {} as never;
const id: Record<'volunteer' | 'volunteer2' | 'vio' | 'vio2', string> = {} as never;
const settle = () => t.platform.projections.runner.caughtUp();
const admin = async (name: string, body: unknown = {}) => {
  const r = await t.api.post(`/api/report/admin/${name}`, body, { token: tok.admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const self = async (kind: 'volunteerReport' | 'vioReport' | 'adminReport', body: unknown, token: string) => {
  const r = await t.api.post(`/api/report/self/${kind}`, body, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
/** Sri Lanka is UTC+5:30 all year (no summer time). */
const colomboToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const quarterOfDay = (d: string) => ({ year: Number(d.slice(0, 4)), quarter: Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1 });
const valueNamed = (split: { name: string; value: number }[], name: string) => split.find((s) => s.name === name)?.value ?? 0;

beforeAll(async () => {
  t = await startTestPlatform('reports');
  await loadDemoData(t.platform);
  await settle();
  tok.admin = await t.api.login(ADMIN.email, ADMIN.password);
  const volunteers = (await t.api.get('/api/volunteer/listAdmin', tok.admin)).body as { id: string; email: string }[];
  const waiting = volunteers.find((v) => v.email === demoAccounts.waitingVolunteer.email)!;
  expect((await t.api.post('/api/admin/volunteer/approve', { id: waiting.id, approve: true }, { token: tok.admin })).status).toBe(200);
  const vios = (await t.api.get('/api/vio/list?status=ALL', tok.admin)).body as { rows?: { id: string; email: string }[] } | { id: string; email: string }[];
  const waitingVio = (Array.isArray(vios) ? vios : vios.rows!).find((v) => v.email === demoAccounts.waitingVio.email)!;
  expect((await t.api.post('/api/admin/vio/verify', { id: waitingVio.id, approve: true }, { token: tok.admin })).status).toBe(200);
  tok.volunteer = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
  tok.volunteer2 = await t.api.login(demoAccounts.waitingVolunteer.email, demoAccounts.waitingVolunteer.password);
  tok.vio = await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password);
  tok.vio2 = await t.api.login(demoAccounts.waitingVio.email, demoAccounts.waitingVio.password);
  for (const k of ['volunteer', 'volunteer2', 'vio', 'vio2'] as const) id[k] = decodeToken(tok[k]).id;
  await settle();
}, 180_000);
afterAll(async () => t?.stop());

describe('reports over HTTP', () => {
  const today = () => colomboToday();
  const quarter = () => quarterOfDay(today());
  let opportunityId: string;
  const district = validOpportunity().district as string;

  it('every report moves by exactly what happened', async () => {
    const period = { type: 'DAILY', date: today() };
    const before = {
      summary: await admin('dailySummary', period),
      vol: await admin('dailyVolRegistrations', period),
      vo: await admin('dailyVoRegistrations', period),
      onlineVo: await admin('onlinedailyVoRegistrations', { ...period, type: 'QUARTERLY' }),
      mob: await admin('dailyVolMobiRegistrations', period),
      onlineMob: await admin('onlinedailyVolMobiRegistrations', period),
      pending: await admin('dailyPendingRegistrations'),
      dashboard: (await t.api.get('/api/report/dashboard', tok.admin)).body,
      vio: await self('vioReport', { type: 'quarterly', ...quarter() }, tok.vio2),
    };
    expect(before.dashboard.numVolunteersRegisteredByDay).toHaveLength(30);

    // A registration today: counted and pending.
    const registered = await t.api.post('/api/volunteer/register/email', { firstName: 'Ruwan', lastName: 'Fernando', nic: '200012345670', email: 'ruwan@reports.test', password: 'volunteer123', phone: '0779876543' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    // vio2 posts an ONLINE opportunity (goals 14 and 15, category 2, core functions 13 and 18); an admin approves it.
    const created = await t.api.post('/api/vio/create-opportunity', validOpportunity({ type: 'ONLINE', sdgNumbers: [14, 15], coreFunctions: [13, 18], category: 2 }), { token: tok.vio2 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    opportunityId = created.body.id;
    expect((await t.api.post('/api/admin/opportunity/review', { id: opportunityId, approve: true }, { token: tok.admin })).status).toBe(200);
    const detail = (await t.api.get(`/api/opportunity/get/${opportunityId}`, tok.volunteer2)).body;
    const applied = await t.api.post('/api/opportunity/apply', { opportunityId, dates: [firstApplicableDay(detail)] }, { token: tok.volunteer2 });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.admin })).status).toBe(200);
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.vio2 })).status).toBe(200);
    expect((await t.api.call('PUT', `/api/opportunity/complete/${opportunityId}`, { body: {}, token: tok.vio2 })).status).toBe(200);
    const hours = { review: '', recommend: true, hours: 12, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
    expect((await t.api.post('/api/feedback/submit/vio', { volunteer: id.volunteer2, opportunity: opportunityId, vio: id.vio2, feedback: hours }, { token: tok.vio2 })).status).toBe(200);
    // Two complaints today, the volunteer's and the organisation's; an admin resolves the organisation's.
    const filed = [];
    for (const token of [tok.volunteer2, tok.vio2]) {
      const r = await t.api.post('/api/complaint/add', { title: 'Late start', description: 'The session began two hours late.' }, { token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      filed.push(r.body.id as string);
    }
    expect((await t.api.post(`/api/complaint/resolve/${filed[1]}`, { resolve: 'Spoke to the coordinator.' }, { token: tok.admin })).status).toBe(200);
    await settle();

    const rate = t.platform.config.contributionHourlyRateLkr;
    const summary = await admin('dailySummary', period);
    expect(summary).toMatchObject({
      numVolunteers: before.summary.numVolunteers + 1,
      numVios: before.summary.numVios,
      numVOs: before.summary.numVOs + 1,
      numVolunteerMobilized: before.summary.numVolunteerMobilized + 1,
      numContributionHours: before.summary.numContributionHours + 12,
      numVolunteersPendingTotal: before.summary.numVolunteersPendingTotal + 1,
      numComplaints: before.summary.numComplaints + 2,
      numComplaintsOngoing: before.summary.numComplaintsOngoing + 1,
      numComplaintsResolved: before.summary.numComplaintsResolved + 1,
    });
    // The district map's figures: the 12 hours and the mobilised volunteer where the work was.
    expect(valueNamed(summary.hoursByDistrict, district)).toBe(valueNamed(before.summary.hoursByDistrict, district) + 12);
    expect(valueNamed(summary.volunteersByDistrict, district)).toBe(valueNamed(before.summary.volunteersByDistrict, district) + 1);
    expect(summary.period).toEqual({ from: today(), to: today() });
    expect(summary.dataAsOf).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const vol = await admin('dailyVolRegistrations', period);
    expect(vol.numVolunteers).toBe(before.vol.numVolunteers + 1);
    // The newcomer has no bio yet: no district, gender or nationality.
    expect(valueNamed(vol.numVoluteersByDistricts, 'UNKNOWN')).toBe(valueNamed(before.vol.numVoluteersByDistricts, 'UNKNOWN') + 1);
    const vo = await admin('dailyVoRegistrations', period);
    expect(vo.numVOs).toBe(before.vo.numVOs + 1);
    expect(valueNamed(vo.numVOByDistrict, district)).toBe(valueNamed(before.vo.numVOByDistrict, district) + 1);
    expect((await admin('onlinedailyVoRegistrations', { ...period, type: 'QUARTERLY' })).numVOs).toBe(before.onlineVo.numVOs + 1);
    const mob = await admin('dailyVolMobiRegistrations', period);
    expect(mob.numVolunteerMobilized).toBe(before.mob.numVolunteerMobilized + 1);
    expect(valueNamed(mob.volunteerMobilizedByDistrict, district)).toBe(valueNamed(before.mob.volunteerMobilizedByDistrict, district) + 1);
    expect((await admin('onlinedailyVolMobiRegistrations', period)).numVolunteerMobilized).toBe(before.onlineMob.numVolunteerMobilized + 1);
    const pending = await admin('dailyPendingRegistrations', { type: 'ANNUALLY', date: '2020-01-01' });
    expect(pending.period).toEqual({ from: today(), to: today() }); // the period is ignored
    expect(pending.numVolunteersPendingRegistration).toBe(before.pending.numVolunteersPendingRegistration + 1);
    expect(pending.numVolunteersPendingTotal).toBe(before.pending.numVolunteersPendingTotal + 1);

    const dashboard = (await t.api.get('/api/report/dashboard', tok.admin)).body;
    expect(dashboard.numVolunteersRegistered).toEqual({ today: before.dashboard.numVolunteersRegistered.today + 1, total: before.dashboard.numVolunteersRegistered.total + 1 });
    expect(dashboard.numVolunteersRegisteredByDay.at(-1)).toEqual({ date: today(), value: before.dashboard.numVolunteersRegisteredByDay.at(-1).value + 1 });
    expect(dashboard.volunteerHours.total).toBe(before.dashboard.volunteerHours.total + 12);
    expect(dashboard.volunteerHours.sdgs['14']).toBe(before.dashboard.volunteerHours.sdgs['14'] + 6);
    expect(dashboard.volunteerHours.sdgs['15']).toBe(before.dashboard.volunteerHours.sdgs['15'] + 6);
    expect(dashboard.volunteerHours.value).toBeCloseTo((before.dashboard.volunteerHours.total + 12) * rate, 2);
    // Complaints from their facts: two more, one of them resolved; the same as the complaints' read model says.
    expect(dashboard).toMatchObject({
      numComplaints: before.dashboard.numComplaints + 2,
      numComplaintsOngoing: before.dashboard.numComplaintsOngoing + 1,
      numComplaintsResolved: before.dashboard.numComplaintsResolved + 1,
    });
    const readModel = (await t.api.get('/api/complaint/count', tok.admin)).body;
    expect(readModel).toEqual({ numComplaints: dashboard.numComplaints, ongoing: dashboard.numComplaintsOngoing, resolved: dashboard.numComplaintsResolved });

    // The volunteer's own quarterly report: all of it is theirs.
    const mine = await self('volunteerReport', { type: 'quarterly', ...quarter() }, tok.volunteer2);
    expect(mine).toMatchObject({ completed: 1, pendingAssignments: 0, volunteerHours: { total: 12, values: 12 * rate } });
    expect(mine.volunteerHours.sdgs).toMatchObject({ '14': 6, '15': 6, '1': 0 });
    expect(mine.volunteerHours.sectors).toEqual([{ name: '2', value: 12 }]);
    expect(mine.volunteerHours.coreFunctions).toEqual([
      { name: '13', value: 6 },
      { name: '18', value: 6 },
    ]);
    // Last year's report of the same volunteer is empty.
    const lastYear = await self('volunteerReport', { type: 'annually', year: Number(today().slice(0, 4)) - 1 }, tok.volunteer2);
    expect(lastYear).toMatchObject({ completed: 0, volunteerHours: { total: 0 } });
    const vio = await self('vioReport', { type: 'quarterly', ...quarter() }, tok.vio2);
    expect(vio).toMatchObject({ completed: before.vio.completed + 1, volunteers: before.vio.volunteers + 1, volunteerHours: { total: before.vio.volunteerHours.total + 12 } });

    // The landing's figures (for POST /api/report/home) agree with the dashboard.
    const landing = await landingFigures(t.platform.projections.analytics, rate);
    expect(landing).toMatchObject({
      numVolunteersRegistered: dashboard.numVolunteersRegistered.total,
      numViosRegistered: dashboard.numViosRegistered.total,
      numVolunteersMobilized: dashboard.numVolunteersMobilized,
      numVolunteerHoursContributed: dashboard.volunteerHours.total,
      valueOfContribution: dashboard.volunteerHours.value,
      numVolunteerHoursBySDG: dashboard.volunteerHours.sdgs,
    });
    // …and the landing serves them: the confirmed hours, their value and hours per goal from the facts.
    const home = (await t.api.call('POST', '/api/report/home')).body;
    expect(home).toMatchObject({
      numVolunteersMobilized: landing.numVolunteersMobilized,
      numVolunteerHoursContributed: landing.numVolunteerHoursContributed,
      valueOfContribution: landing.valueOfContribution,
    });
    expect(home.numVolunteerHoursContributed).toBeGreaterThanOrEqual(12);
    for (const [goal, hours] of Object.entries(landing.numVolunteerHoursBySDG)) expect(home.numVolunteerHoursBySDG[goal]).toBe(hours);
  });

  it('a volunteer or organisation sees only its own report; an admin with VIEW_REPORTS any; periods are checked', async () => {
    const q = { type: 'quarterly', ...quarter() };
    expect((await t.api.post('/api/report/self/volunteerReport', { ...q, id: id.volunteer2 }, { token: tok.volunteer })).status).toBe(403);
    expect((await t.api.post('/api/report/self/vioReport', { ...q, id: id.vio2 }, { token: tok.vio })).status).toBe(403);
    expect((await t.api.post('/api/report/self/volunteerReport', q, { token: tok.vio })).status).toBe(403);
    const asAdmin = await self('volunteerReport', { ...q, id: id.volunteer2 }, tok.admin);
    expect(asAdmin.volunteerHours.total).toBe(12);
    expect((await t.api.post('/api/report/self/volunteerReport', q, { token: tok.admin })).body).toEqual({ message: 'Choose whose report to show', field: 'id' });
    const bad = await t.api.post('/api/report/self/volunteerReport', { type: 'quarterly', year: 2026, quarter: 5 }, { token: tok.volunteer });
    expect([bad.status, bad.body.field]).toEqual([400, 'quarter']);
    const backwards = await t.api.post('/api/report/self/volunteerReport', { type: 'range', startDate: '2026-02-01', endDate: '2026-01-01' }, { token: tok.volunteer });
    expect([backwards.status, backwards.body.field]).toEqual([400, 'endDate']);
    expect((await t.api.post('/api/report/admin/dailySummary', { type: 'WEEKLY' }, { token: tok.admin })).body.field).toBe('type');
    expect((await t.api.post('/api/report/admin/dailySummary', { date: '2026-02-30' }, { token: tok.admin })).body.field).toBe('date');
    const adminReport = await self('adminReport', { type: 'range', startDate: '2020-02-01', endDate: '2050-02-01' }, tok.admin);
    expect(adminReport.volunteerHours.total).toBeGreaterThanOrEqual(12);
  });

  it('replaying the facts twice changes nothing; an erased volunteer stays counted without their profile', async () => {
    const snapshot = async () => ({
      dashboard: (await t.api.get('/api/report/dashboard', tok.admin)).body,
      mob: await admin('dailyVolMobiRegistrations', { type: 'ANNUALLY' }),
      vol: await admin('dailyVolRegistrations', { type: 'ANNUALLY' }),
    });
    const strip = (s: Awaited<ReturnType<typeof snapshot>>) => JSON.parse(JSON.stringify(s, (k, v) => (k === 'dataAsOf' ? undefined : v)));
    const before = await snapshot();
    const progress: { done: number; total: number }[] = [];
    await replayActivityFacts(t.platform.infra.store, t.platform.projections.analytics, { batchSize: 10, onProgress: (p) => progress.push(p) });
    await replayActivityFacts(t.platform.infra.store, t.platform.projections.analytics);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    expect(strip(await snapshot())).toEqual(strip(before));

    // Erasure: the volunteer's hours, mobilisation and registration stay; their district and gender leave the splits.
    const unknownBefore = valueNamed(before.vol.numVoluteersByDistricts, 'UNKNOWN');
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${id.volunteer2}`, { token: tok.admin })).status).toBe(200);
    await settle();
    const after = await snapshot();
    expect(after.dashboard.volunteerHours).toEqual(before.dashboard.volunteerHours);
    expect(after.mob.numVolunteerMobilized).toBe(before.mob.numVolunteerMobilized);
    expect(after.vol.numVolunteers).toBe(before.vol.numVolunteers);
    // The erased volunteer's complaint stays counted (its facts never named them).
    expect(after.dashboard.numComplaints).toBe(before.dashboard.numComplaints);
    expect(after.dashboard.numComplaints).toBe((await t.api.get('/api/complaint/count', tok.admin)).body.numComplaints);
    expect(valueNamed(after.vol.numVoluteersByDistricts, 'UNKNOWN')).toBe(unknownBefore + 1);
    expect(valueNamed(after.mob.volunteerMobilizedByGender, 'UNKNOWN')).toBe(valueNamed(before.mob.volunteerMobilizedByGender, 'UNKNOWN') + 1);
    const rows = await t.platform.projections.analytics.query<{ n: number }>(
      'SELECT toUInt32(count()) AS n FROM subject_facts WHERE subject_id = {s:String}',
      { s: id.volunteer2 },
    );
    expect(rows[0].n).toBe(0);
    // Rebuilt from zero, the facts come out the same, erasure included.
    await replayActivityFacts(t.platform.infra.store, t.platform.projections.analytics, { fromZero: true });
    expect(strip(await snapshot())).toEqual(strip(after));
  });
});
