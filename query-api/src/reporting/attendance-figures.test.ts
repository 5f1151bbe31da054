import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { activityFactsProjection, type Analytics } from '@nvp/projections';
import { createTempAnalytics, type TempAnalytics } from '@nvp/projections/testing';
import { createFigures } from './figures';

/**
 * Issue 28: the reports count attendance (check-ins) and no-shows of the engagement days in the period, by
 * opportunity and by the opportunity's district; an organisation's report only its own opportunities; a volunteer's
 * report its days attended. Counted here by hand over a small known world, through a repeated batch and an erasure.
 */
let analytics: Analytics;
let chdb: TempAnalytics | undefined;
beforeAll(async () => void ({ analytics } = chdb = await createTempAnalytics('attendance-figures')));
afterAll(async () => chdb?.close());

let n = 0;
const at = (iso: string, type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: iso });

describe('attendance in the reports (chDB)', () => {
  const [vioA, vioB, v1, v2, v3] = Array.from({ length: 5 }, () => randomUUID());
  const [kandy, galle, elsewhere] = [randomUUID(), randomUUID(), randomUUID()];
  const opportunity = (id: string, vioId: string, district: string) => [
    at('2026-05-01T04:00:00.000Z', 'OpportunityCreated', { opportunityId: id, vioId, opportunity: { district, type: 'REGULAR', category: 1, sdgNumbers: [1], coreFunctions: [1] } }),
    at('2026-05-01T05:00:00.000Z', 'OpportunityApproved', { opportunityId: id, vioId }),
  ];
  const ids = (opportunityId: string, volunteerId: string, vioId: string) => ({ applicationId: `${opportunityId}:${volunteerId}`, opportunityId, volunteerId, vioId });
  const came = (opportunityId: string, volunteerId: string, vioId: string, date: string) => [
    at(`${date}T03:00:00.000Z`, 'AttendanceCheckedIn', { ...ids(opportunityId, volunteerId, vioId), date, at: `${date}T03:00:00.000Z`, method: 'CODE', recordedBy: vioId }),
    at(`${date}T09:00:00.000Z`, 'AttendanceCheckedOut', { ...ids(opportunityId, volunteerId, vioId), date, at: `${date}T09:00:00.000Z`, method: 'NAME', recordedBy: vioId }),
  ];
  // Recorded the next day, as the hourly job does: the day counts, not the moment.
  const stayedAway = (opportunityId: string, volunteerId: string, vioId: string, date: string) =>
    at('2026-06-01T01:00:00.000Z', 'AttendanceNoShow', { ...ids(opportunityId, volunteerId, vioId), date });
  // Reminded the evening before; the answers that follow (the last one counts).
  const reminded = (opportunityId: string, volunteerId: string, vioId: string, date: string, ...answers: ('YES' | 'NO')[]) => [
    at(`${date}T00:00:00.000Z`, 'EngagementReminderSent', { ...ids(opportunityId, volunteerId, vioId), date }),
    ...answers.map((answer, i) =>
      at(`${date}T00:0${i + 1}:00.000Z`, answer === 'YES' ? 'EngagementConfirmed' : 'EngagementDeclined', { ...ids(opportunityId, volunteerId, vioId), date, channel: 'SMS' }),
    ),
  ];
  const events = [
    ...opportunity(kandy, vioA, 'Kandy'),
    ...opportunity(galle, vioA, 'Galle'),
    ...opportunity(elsewhere, vioB, 'Kandy'),
    ...came(kandy, v1, vioA, '2026-05-10'),
    ...came(kandy, v1, vioA, '2026-05-11'),
    stayedAway(kandy, v2, vioA, '2026-05-10'),
    ...came(galle, v2, vioA, '2026-05-31'),
    stayedAway(galle, v3, vioA, '2026-05-31'),
    ...came(elsewhere, v3, vioB, '2026-05-12'),
    // Outside May: not counted in May.
    ...came(galle, v1, vioA, '2026-06-02'),
    // Kandy's 10 May: v1 said YES, v2 YES then NO; Galle's 31 May: v3 never answered; elsewhere's 12 May: v3 YES.
    ...reminded(kandy, v1, vioA, '2026-05-10', 'YES'),
    ...reminded(kandy, v2, vioA, '2026-05-10', 'YES', 'NO'),
    ...reminded(galle, v3, vioA, '2026-05-31'),
    ...reminded(elsewhere, v3, vioB, '2026-05-12', 'YES'),
  ];
  const may = { from: '2026-05-01', to: '2026-05-31' };

  it("counts check-ins, no-shows, reminders and their last answers of the period's days, in all, by opportunity and by district; an organisation's only its own", async () => {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    await projection.handle(events);
    // A redelivered batch counts nothing twice.
    await projection.handle(events.slice(0, 20));
    const f = createFigures(analytics, 100);
    const platform = await f.attendance(may);
    expect(platform).toEqual({
      numAttended: 4,
      numNoShows: 2,
      numReminded: 4,
      numConfirmed: 2,
      numDeclined: 1,
      attendanceByOpportunity: [
        { opportunityId: kandy, attended: 2, noShows: 1, reminded: 2, confirmed: 1, declined: 1 },
        { opportunityId: galle, attended: 1, noShows: 1, reminded: 1, confirmed: 0, declined: 0 },
        { opportunityId: elsewhere, attended: 1, noShows: 0, reminded: 1, confirmed: 1, declined: 0 },
      ].sort((a, b) => a.opportunityId.localeCompare(b.opportunityId)),
      attendanceByDistrict: [
        { name: 'Kandy', attended: 3, noShows: 1, reminded: 3, confirmed: 2, declined: 1 },
        { name: 'Galle', attended: 1, noShows: 1, reminded: 1, confirmed: 0, declined: 0 },
      ],
    });
    const a = await f.vioReport(vioA, may);
    expect(a.attendance).toMatchObject({
      numAttended: 3,
      numNoShows: 2,
      numConfirmed: 1,
      numDeclined: 1,
      attendanceByDistrict: [
        { name: 'Kandy', attended: 2, noShows: 1, reminded: 2, confirmed: 1, declined: 1 },
        { name: 'Galle', attended: 1, noShows: 1, reminded: 1, confirmed: 0, declined: 0 },
      ],
    });
    expect((await f.vioReport(vioB, may)).attendance).toMatchObject({ numAttended: 1, numNoShows: 0, numReminded: 1, numConfirmed: 1 });
    expect((await f.vioReport(undefined, may)).attendance).toEqual(platform);
    expect(await f.attendance({ from: '2026-06-01', to: '2026-06-30' })).toMatchObject({ numAttended: 1, numNoShows: 0 });
    expect((await f.volunteerReport(v1, may)).daysAttended).toBe(2);
    expect((await f.volunteerReport(v1, { from: '2026-05-11', to: '2026-06-30' })).daysAttended).toBe(2);
  });

  it('an erased volunteer leaves the facts but stays counted', async () => {
    const projection = activityFactsProjection(analytics);
    await projection.handle([at('2026-06-10T00:00:00.000Z', 'PersonalDataErased', { subjectId: v1 })]);
    const f = createFigures(analytics, 100);
    expect((await f.volunteerReport(v1, may)).daysAttended).toBe(0);
    expect(await f.attendance(may)).toMatchObject({ numAttended: 4, numNoShows: 2 });
    const [{ rows }] = await analytics.query<{ rows: number }>(`SELECT toUInt32(count()) AS rows FROM attendance_facts WHERE volunteer_id = {v:String}`, { v: v1 });
    expect(Number(rows)).toBe(0);
  });
});
