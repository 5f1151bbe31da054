import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { activityFactsProjection, type Analytics } from '@nvp/projections';
import { createTempAnalytics, type TempAnalytics } from '@nvp/projections/testing';
import { createFigures } from './figures';
import { parseAdminPeriod, parseSelfPeriod, quarterOf } from './period';

/**
 * The definitions on the edges, on chDB: Sri Lanka days (UTC+5:30) decide the day, quarter and year of a fact;
 * a withdrawn approval does not mobilise; hours split evenly over three goals; a batch delivered twice counts once.
 */
let analytics: Analytics;
let chdb: TempAnalytics | undefined;
beforeAll(async () => void ({ analytics } = chdb = await createTempAnalytics('figures')));
afterAll(async () => chdb?.close());

let n = 0;
const at = (iso: string, type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: iso });

describe('report figures on Sri Lanka days (chDB)', () => {
  const [vio1, vio2, v1, v2, v3, o1, a1, a2, a3] = Array.from({ length: 9 }, () => randomUUID());
  const opportunity = { type: 'ONLINE', district: 'Colombo', category: 3, sdgNumbers: [1, 2, 3], coreFunctions: [5] };
  const history = [
    // 23:59:59 on 31 March in Colombo (Q1), and midnight starting 1 April (Q2).
    at('2026-03-31T18:29:59.000Z', 'VioRegistered', { vioId: vio1, type: 'SCHOOL' }),
    at('2026-03-31T18:30:00.000Z', 'VioRegistered', { vioId: vio2, type: 'NONPROFIT' }),
    at('2026-03-31T18:30:00.000Z', 'OpportunityCreated', { opportunityId: o1, vioId: vio1, opportunity }),
    at('2026-04-02T00:00:00.000Z', 'OpportunityApproved', { opportunityId: o1, vioId: vio1 }),
    at('2026-04-03T00:00:00.000Z', 'ApplicationSubmitted', { applicationId: a1, opportunityId: o1, volunteerId: v1, vioId: vio1 }),
    at('2026-04-03T00:00:00.000Z', 'ApplicationSubmitted', { applicationId: a2, opportunityId: o1, volunteerId: v2, vioId: vio1 }),
    at('2026-04-04T00:00:00.000Z', 'ApplicationSelected', { applicationId: a1, opportunityId: o1, volunteerId: v1, vioId: vio1 }),
    at('2026-04-04T00:00:00.000Z', 'ApplicationSelected', { applicationId: a2, opportunityId: o1, volunteerId: v2, vioId: vio1 }),
    // Approved at 23:59 on 30 June in Colombo (Q2); v2's approval is withdrawn the next day.
    at('2026-06-30T18:29:00.000Z', 'ApplicationApproved', { applicationId: a1, opportunityId: o1, volunteerId: v1, vioId: vio1 }),
    at('2026-06-30T18:29:00.000Z', 'ApplicationApproved', { applicationId: a2, opportunityId: o1, volunteerId: v2, vioId: vio1 }),
    at('2026-07-01T06:00:00.000Z', 'ApplicationRejectedByVio', { applicationId: a2, opportunityId: o1, volunteerId: v2, vioId: vio1 }),
    // v3 is approved in Q2 too, then withdraws before the first day: the withdrawal is its last decision.
    at('2026-04-03T00:00:00.000Z', 'ApplicationSubmitted', { applicationId: a3, opportunityId: o1, volunteerId: v3, vioId: vio1 }),
    at('2026-04-04T00:00:00.000Z', 'ApplicationSelected', { applicationId: a3, opportunityId: o1, volunteerId: v3, vioId: vio1 }),
    at('2026-06-01T00:00:00.000Z', 'ApplicationApproved', { applicationId: a3, opportunityId: o1, volunteerId: v3, vioId: vio1 }),
    at('2026-06-02T00:00:00.000Z', 'ApplicationWithdrawn', { applicationId: a3, opportunityId: o1, volunteerId: v3, vioId: vio1, previousStatus: 'APPROVED' }),
    // Completed and 10 hours confirmed just after midnight, 1 July in Colombo (Q3).
    at('2026-06-30T18:30:00.000Z', 'OpportunityCompleted', { opportunityId: o1, vioId: vio1 }),
    at('2026-06-30T18:31:00.000Z', 'VioFeedbackSubmitted', { applicationId: a1, opportunityId: o1, volunteerId: v1, vioId: vio1, hours: 10 }),
  ];
  const figures = () => createFigures(analytics, 350);

  it('counts on the Colombo day, quarter and year, once per event', async () => {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    await projection.handle(history);
    await projection.handle(history); // delivered again after a crash: nothing doubles
    const f = figures();
    const q = (quarter: number) => quarterOf(2026, quarter);
    expect((await f.vioRegistrations(q(1))).numVios).toBe(1);
    expect((await f.vioRegistrations(q(2))).numVios).toBe(1);
    expect((await f.vioRegistrations(q(2))).numVioByDistricts.NONPROFIT).toEqual([{ name: 'UNKNOWN', value: 1 }]);
    expect((await f.opportunityRegistrations({ from: '2026-03-31', to: '2026-03-31' })).numVOs).toBe(0);
    expect(await f.opportunityRegistrations({ from: '2026-04-01', to: '2026-04-01' })).toEqual({ numVOs: 1, numVOByDistrict: [{ name: 'Colombo', value: 1 }] });
    expect((await f.opportunityRegistrations(q(2), { online: true })).numVOs).toBe(1);
    // Mobilised: only the approval that stands (not the one rejected later, nor the one withdrawn); in Q2, not Q3.
    expect((await f.mobilised(q(2))).numVolunteerMobilized).toBe(1);
    expect((await f.mobilised(q(3))).numVolunteerMobilized).toBe(0);
    // Hours on the day of confirmation (Q3), split evenly over goals 1, 2 and 3.
    expect((await f.hours(q(2))).total).toBe(0);
    const h = await f.hours(q(3));
    expect(h.total).toBe(10);
    expect(h.values).toBe(3500);
    expect([h.sdgs['1'], h.sdgs['2'], h.sdgs['3'], h.sdgs['4']]).toEqual([3.33, 3.33, 3.33, 0]);
    expect(h.sectors).toEqual([{ name: '3', value: 10 }]);
    // The volunteer's Q3: one completed opportunity and its hours; the organisation's too.
    expect(await f.volunteerReport(v1, q(3))).toMatchObject({ completed: 1, pendingAssignments: 0, volunteerHours: { total: 10 } });
    expect(await f.volunteerReport(v2, q(3))).toMatchObject({ completed: 0, volunteerHours: { total: 0 } });
    expect(await f.vioReport(vio1, q(3))).toMatchObject({ completed: 1, volunteers: 0, volunteerHours: { total: 10 } });
    expect(await f.vioReport(vio2, q(3))).toMatchObject({ completed: 0, volunteerHours: { total: 0 } });
    // Pending registrations: neither organisation was approved.
    expect(await f.pending('2026-04-01')).toMatchObject({ numVioPendingRegistration: 1, numVioPendingYesterday: 1, numVioPendingTotal: 2 });
  });

  it('counts complaints on the Colombo day of submission, by their status now, once per event, through an erasure', async () => {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    // Known complaints: when filed (UTC), by whom, and when resolved (if ever). One filed at 23:59:59 and one at
    // midnight in Colombo (2026-05-10 / 2026-05-11), one resolved in a later batch than it was filed.
    const known = [
      { filed: '2026-05-10T18:29:59.000Z', userType: 'VOLUNTEER', resolved: '2026-05-12T04:00:00.000Z' },
      { filed: '2026-05-10T18:30:00.000Z', userType: 'VIO', resolved: undefined },
      { filed: '2026-05-11T10:00:00.000Z', userType: 'VOLUNTEER', resolved: '2026-06-01T00:00:00.000Z' },
      { filed: '2026-05-20T10:00:00.000Z', userType: 'VOLUNTEER', resolved: undefined },
    ].map((c) => ({ ...c, complaintId: randomUUID(), complainantId: randomUUID() }));
    const sealed = { keyId: 'k', iv: 'i', data: 'd' };
    const filed = known.map((c) => at(c.filed, 'ComplaintSubmitted', { complaintId: c.complaintId, complainantId: c.complainantId, userType: c.userType, personal: sealed }));
    const resolved = known
      .filter((c) => c.resolved)
      .map((c) => at(c.resolved!, 'ComplaintResolved', { complaintId: c.complaintId, complainantId: c.complainantId, adminId: randomUUID() }));
    const erased = at('2026-06-02T00:00:00.000Z', 'PersonalDataErased', { subjectId: known[0].complainantId });
    await projection.handle(filed);
    await projection.handle([resolved[0]]);
    await projection.handle([...filed, ...resolved, erased]); // redelivered with the rest: nothing doubles
    await projection.handle([erased]);

    // Independently: the Colombo day (UTC+5:30) of each filing, and the status each complaint has now.
    const colomboDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const expected = (from: string, to: string) => {
      const inside = known.filter((c) => colomboDay(c.filed) >= from && colomboDay(c.filed) <= to);
      const resolvedNow = inside.filter((c) => c.resolved).length;
      return { numComplaints: inside.length, numComplaintsOngoing: inside.length - resolvedNow, numComplaintsResolved: resolvedNow };
    };
    const f = figures();
    const all = await f.complaints();
    expect(all).toEqual(expected('0000-01-01', '9999-12-31'));
    expect(all).toEqual({ numComplaints: 4, numComplaintsOngoing: 2, numComplaintsResolved: 2 });
    for (const [from, to] of [
      ['2026-05-10', '2026-05-10'],
      ['2026-05-11', '2026-05-11'],
      ['2026-05-11', '2026-05-31'],
      ['2026-06-01', '2026-06-30'],
    ]) {
      expect(await f.complaints({ from, to })).toEqual(expected(from, to));
    }
    expect(await f.complaints({ from: '2026-05-10', to: '2026-05-10' })).toEqual({ numComplaints: 1, numComplaintsOngoing: 0, numComplaintsResolved: 1 });
    // The summary serves the same figures (the dashboard: reporting.api.test.ts).
    expect(await f.summary({ from: '2026-05-11', to: '2026-05-31' }, '2026-06-02')).toMatchObject(expected('2026-05-11', '2026-05-31'));
    // The facts hold no person: neither the complainant nor the admin appears in them.
    const people = [...known.map((c) => c.complainantId), ...resolved.map((e) => (e.data as { adminId: string }).adminId)];
    const [{ n }] = await analytics.query<{ n: number }>(
      `SELECT toUInt32(count()) AS n FROM complaint_facts WHERE arrayExists(p -> position(concat(complaint_id, user_type, status), p) > 0, {people:Array(String)})`,
      { people },
    );
    expect(Number(n)).toBe(0);
    const columns = await analytics.query<{ name: string }>(`SELECT name FROM system.columns WHERE table = 'complaint_facts' AND database = currentDatabase() ORDER BY name`);
    expect(columns.map((c) => c.name)).toEqual(['complaint_id', 'event_id', 'event_type', 'occurred_at', 'status', 'user_type']);
  });

  it('parses the report periods of the console', () => {
    expect(parseSelfPeriod({ type: 'quarterly', year: 2026, quarter: 4 })).toEqual({ ok: true, value: { period: { from: '2026-10-01', to: '2026-12-31' } } });
    expect(parseSelfPeriod({ type: 'ANNUALLY', year: '2024' })).toEqual({ ok: true, value: { period: { from: '2024-01-01', to: '2024-12-31' } } });
    expect(parseSelfPeriod({ type: 'weekly' })).toMatchObject({ ok: false, field: 'type' });
    expect(quarterOf(2028, 1)).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    // 19:00 UTC on 31 December is already 1 January in Colombo.
    const newYear = new Date('2026-12-31T19:00:00Z');
    expect(parseAdminPeriod({}, newYear)).toEqual({ ok: true, value: { period: { from: '2027-01-01', to: '2027-01-01' }, today: '2027-01-01' } });
    expect(parseAdminPeriod({ type: 'quarterly', date: '2026-05-17' }, newYear)).toMatchObject({ ok: true, value: { period: { from: '2026-04-01', to: '2026-06-30' } } });
  });
});
