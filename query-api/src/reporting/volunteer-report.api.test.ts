import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate } from '@nvp/events';
import { testMasterKey } from '@nvp/events/testing';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { loadGeneratedHistory } from '../../../scripts/generate/load';
import { GENERATED_PASSWORDS } from '../../../scripts/generate/generate';
import { createFigures, type Figures, type Period, type Split } from './figures';
import { volunteerReport } from './volunteer-report';

/**
 * The volunteer's report from the PostgreSQL read model (./volunteer-report.ts) against the chDB one it replaces
 * (figures.volunteerReport), over a generated history (scripts/generate, tiny) whose read models and facts are both
 * built: every volunteer who applied, some who did not, over every year, a quarter, a range and all time; then a
 * volunteer with confirmed hours is erased and both drop them. And over HTTP, for the volunteer and for an admin.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let figures: Figures;
const RATE = 150;
const settle = () => t.platform.projections.runner.caughtUp();

beforeAll(async () => {
  t = await startTestPlatform('volunteer-report', { vaultMasterKey: testMasterKey() }, {
    prepare: async (infra, projections) => void (await loadGeneratedHistory(infra, projections, { scale: 'tiny', seed: 7, end: colomboDate(new Date()) })),
  });
  await settle();
  figures = createFigures(t.platform.projections.analytics, RATE);
}, 240_000);
afterAll(async () => t?.stop());

/**
 * chDB orders a split by its unrounded sums, then by name: two values that show the same (3.33) may come in either
 * order, by the last bit of a float sum. The read model's report orders what it shows (value, then name); the chDB
 * answer is put in that order to compare. Only the order of equal values changes.
 */
const byShownValue = (s: Split) => [...s].sort((a, b) => b.value - a.value || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const chdbReport = async (volunteerId: string, p: Period) => {
  const r = await figures.volunteerReport(volunteerId, p);
  const h = r.volunteerHours;
  return { ...r, volunteerHours: { ...h, sectors: byShownValue(h.sectors), coreFunctions: byShownValue(h.coreFunctions) } };
};

const query = async <T>(sql: string, values: unknown[] = []) => (await t.db.pool.query(sql, values)).rows as T[];

describe("a volunteer's report from the read model", () => {
  let volunteers: string[] = [];
  let periods: Period[] = [];

  beforeAll(async () => {
    const applied = await query<{ id: string }>(`SELECT DISTINCT volunteer_id::text AS id FROM rm_applications ORDER BY 1`);
    const others = await query<{ id: string }>(
      `SELECT id::text FROM rm_volunteers WHERE id NOT IN (SELECT volunteer_id FROM rm_applications) ORDER BY id LIMIT 5`,
    );
    volunteers = [...applied.map((r) => r.id), ...others.map((r) => r.id), '00000000-0000-4000-8000-000000000000'];
    const [{ first }] = await query<{ first: string }>(`SELECT min(applied_at) AS first FROM rm_applications`);
    const today = colomboDate(new Date());
    const years = Array.from({ length: Number(today.slice(0, 4)) - new Date(first).getUTCFullYear() + 1 }, (_, i) => new Date(first).getUTCFullYear() + i);
    periods = [
      ...years.map((y) => ({ from: `${y}-01-01`, to: `${y}-12-31` })),
      // The last 200 days, the current quarter, and all time.
      { from: colomboDate(new Date(Date.now() - 200 * 86_400_000)), to: today },
      { from: `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`, to: today },
      { from: '2000-01-01', to: '2100-12-31' },
    ];
  });

  it('the generated history has what the report counts: confirmed hours, completed opportunities, work ahead', async () => {
    const [counts] = await query<Record<'volunteers' | 'confirmed' | 'completed' | 'ahead' | 'unapprovedConfirmed', number>>(
      `SELECT count(DISTINCT x.volunteer_id)::int AS volunteers,
         count(*) FILTER (WHERE x.vio_feedback_at IS NOT NULL)::int AS confirmed,
         count(*) FILTER (WHERE x.status = 'APPROVED' AND o.completed_at IS NOT NULL)::int AS completed,
         count(*) FILTER (WHERE x.status = 'APPROVED' AND o.status = 'APPROVED')::int AS ahead,
         count(*) FILTER (WHERE x.status <> 'APPROVED' AND x.vio_feedback_at IS NOT NULL)::int AS "unapprovedConfirmed"
       FROM rm_applications x JOIN rm_application_opportunities o ON o.id = x.opportunity_id`,
    );
    expect(counts.volunteers).toBeGreaterThan(10);
    expect(counts.confirmed).toBeGreaterThan(3);
    expect(counts.completed).toBeGreaterThan(3);
    expect(counts.ahead).toBeGreaterThan(0);
    expect(periods.length).toBeGreaterThanOrEqual(4);
  });

  it("equals chDB's report for every volunteer and period", async () => {
    let compared = 0;
    let withHours = 0;
    let withCompleted = 0;
    for (const id of volunteers) {
      for (const p of periods) {
        const [mine, facts] = [await volunteerReport(t.db.pool, id, p, RATE), await chdbReport(id, p)];
        expect(mine, `${id} ${p.from}…${p.to}`).toEqual(facts);
        compared++;
        if (facts.volunteerHours.total > 0) withHours++;
        if (facts.completed > 0) withCompleted++;
      }
    }
    // The comparison saw figures, not only zeros.
    expect(compared).toBe(volunteers.length * periods.length);
    expect(withHours).toBeGreaterThan(3);
    expect(withCompleted).toBeGreaterThan(3);
    // Some 300 chDB statements, one after another: a minute on a loaded machine.
  }, 300_000);

  it('over HTTP: the volunteer gets their own report, an admin anyone’s, with the read model’s "data as of"', async () => {
    const [someone] = await query<{ id: string; email: string }>(
      `SELECT x.volunteer_id::text AS id, v.email FROM rm_applications x JOIN rm_volunteers v ON v.id = x.volunteer_id
       WHERE x.vio_feedback_at IS NOT NULL AND NOT x.erased AND v.status = 'FULLY_REGISTERED' AND v.standing <> 'TERMINATED' ORDER BY x.volunteer_id LIMIT 1`,
    );
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    // The login's own events reach the read models too: compared with the checkpoint below once they have.
    await settle();
    const body = { type: 'range', startDate: '2000-01-01', endDate: '2100-12-31' };
    const asAdmin = await t.api.post('/api/report/self/volunteerReport', { ...body, id: someone.id }, { token: admin });
    expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(200);
    const { dataAsOf, rateLkr, period, ...figuresOf } = asAdmin.body;
    expect(period).toEqual({ from: '2000-01-01', to: '2100-12-31' });
    expect(rateLkr).toBe(t.platform.infra.config.contributionHourlyRateLkr);
    expect(figuresOf).toEqual(await volunteerReport(t.db.pool, someone.id, period, rateLkr));
    expect(figuresOf.volunteerHours.total).toBeGreaterThan(0);
    const [checkpoint] = await query<{ t: Date }>(`SELECT COALESCE(last_event_at, updated_at) AS t FROM projection_checkpoints WHERE name = 'applications'`);
    expect(dataAsOf).toBe(checkpoint.t.toISOString());
    // The same answer again (cached) until the read model moves; the volunteer's own report is the same one.
    expect((await t.api.post('/api/report/self/volunteerReport', { ...body, id: someone.id }, { token: admin })).body).toEqual(asAdmin.body);
    const own = await t.api.post('/api/report/self/volunteerReport', body, { token: await t.api.login(someone.email, GENERATED_PASSWORDS.volunteer) });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect({ ...own.body, dataAsOf: undefined }).toEqual({ ...asAdmin.body, dataAsOf: undefined });
  });

  it('an erased volunteer leaves the report, on both sides', async () => {
    const [erased] = await query<{ id: string }>(
      `SELECT volunteer_id::text AS id FROM rm_applications x JOIN rm_application_opportunities o ON o.id = x.opportunity_id
       WHERE x.vio_feedback_at IS NOT NULL AND x.status = 'APPROVED' AND o.completed_at IS NOT NULL AND NOT x.erased
       ORDER BY volunteer_id DESC LIMIT 1`,
    );
    const all = { from: '2000-01-01', to: '2100-12-31' };
    const before = await volunteerReport(t.db.pool, erased.id, all, RATE);
    expect(before.volunteerHours.total).toBeGreaterThan(0);
    expect(before.completed).toBeGreaterThan(0);
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    expect((await t.api.call('DELETE', `/api/admin/user/terminate/${erased.id}`, { token: admin })).status).toBe(200);
    await settle();
    const after = await volunteerReport(t.db.pool, erased.id, all, RATE);
    expect(after).toEqual(await chdbReport(erased.id, all));
    expect(after).toMatchObject({ completed: 0, pending: 0, volunteerHours: { total: 0, sectors: [], coreFunctions: [] } });
    // Over HTTP too: the cached answer went with the read model's version.
    const report = await t.api.post('/api/report/self/volunteerReport', { type: 'range', startDate: all.from, endDate: all.to, id: erased.id }, { token: admin });
    expect(report.body.volunteerHours.total).toBe(0);
    // Everyone else's report still equals chDB's.
    for (const id of volunteers.filter((v) => v !== erased.id).slice(0, 20)) expect(await volunteerReport(t.db.pool, id, all, RATE)).toEqual(await chdbReport(id, all));
  });
});
