import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { activityFactsProjection, type Analytics } from '@nvp/projections';
import { createTempAnalytics, type TempAnalytics } from '@nvp/projections/testing';
import { createFigures } from './figures';

/**
 * A volunteer's and an organisation's report read only that subject's rows (issue 24). Each is asked first over a
 * store holding its own world, then again after other organisations, opportunities, volunteers and applications
 * — some on the same opportunities — and an erasure were added: the answers must not move, and must be what this
 * test counts by hand. Merges of the applications' and opportunities' current rows are stopped, so older versions
 * of a row stay beside the newest, as between merges.
 */
let analytics: Analytics;
let chdb: TempAnalytics | undefined;
beforeAll(async () => void ({ analytics } = chdb = await createTempAnalytics('subject-figures')));
afterAll(async () => chdb?.close());

let n = 0;
const at = (iso: string, type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: iso });
const day = (d: number, hour = 6) => `2026-05-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('per-subject reports read only their subject (chDB)', () => {
  const [vioA, vioB, v1, v2, v3] = Array.from({ length: 5 }, () => randomUUID());
  const opportunity = (id: string, vioId: string, d: number, o: Record<string, unknown>) => [
    at(day(d), 'OpportunityCreated', { opportunityId: id, vioId, opportunity: { district: 'Colombo', ...o } }),
    at(day(d, 7), 'OpportunityApproved', { opportunityId: id, vioId }),
  ];
  /** An application submitted, selected and approved, then (if given) confirmed hours. */
  const approved = (applicationId: string, opportunityId: string, volunteerId: string, vioId: string, d: number, hours?: number) => {
    const ids = { applicationId, opportunityId, volunteerId, vioId };
    return [
      at(day(d), 'ApplicationSubmitted', ids),
      at(day(d, 7), 'ApplicationSelected', ids),
      at(day(d, 8), 'ApplicationApproved', ids),
      ...(hours === undefined ? [] : [at(day(d + 2, 9), 'VioFeedbackSubmitted', { ...ids, hours })]),
    ];
  };
  const [o1, o2, o3, o4] = Array.from({ length: 4 }, () => randomUUID());
  // The subjects' own world: VIO A's two opportunities; v1 approved on both (10 hours on o1) and on VIO B's o3.
  const own = [
    at(day(1), 'VioRegistered', { vioId: vioA, type: 'SCHOOL' }),
    at(day(1), 'VioRegistered', { vioId: vioB, type: 'NONPROFIT' }),
    at(day(1), 'VolunteerRegistered', { volunteerId: v1 }),
    at(day(1, 7), 'VolunteerBioSubmitted', { volunteerId: v1, profile: { gender: 'FEMALE', contributeDistrict: 'Kandy' } }),
    ...opportunity(o1, vioA, 2, { type: 'ONLINE', category: 3, sdgNumbers: [1, 2, 3], coreFunctions: [5] }),
    ...opportunity(o2, vioA, 2, { type: 'REGULAR', category: 4, sdgNumbers: [4], coreFunctions: [6, 7] }),
    ...opportunity(o3, vioB, 2, { type: 'REGULAR', category: 5, sdgNumbers: [9], coreFunctions: [8] }),
    ...approved(randomUUID(), o1, v1, vioA, 3, 10),
    ...approved(randomUUID(), o2, v1, vioA, 3),
    ...approved(randomUUID(), o3, v1, vioB, 3, 4),
    at(day(10), 'OpportunityCompleted', { opportunityId: o1, vioId: vioA }),
    at(day(10), 'OpportunityCompleted', { opportunityId: o3, vioId: vioB }),
  ];
  // Everyone else's: v2 on o1 (6 hours) and o3, v3 approved on o1 then withdrawn, VIO B's o4 with v2 on it (2 hours).
  const a3 = randomUUID();
  const others = [
    at(day(1), 'VolunteerRegistered', { volunteerId: v2 }),
    at(day(1, 7), 'VolunteerBioSubmitted', { volunteerId: v2, profile: { gender: 'MALE', contributeDistrict: 'Galle' } }),
    at(day(1), 'VolunteerRegistered', { volunteerId: v3 }),
    ...opportunity(o4, vioB, 4, { type: 'REGULAR', category: 3, sdgNumbers: [1], coreFunctions: [5] }),
    ...approved(randomUUID(), o1, v2, vioA, 4, 6),
    ...approved(randomUUID(), o3, v2, vioB, 4),
    ...approved(randomUUID(), o4, v2, vioB, 5, 2),
    ...approved(a3, o1, v3, vioA, 4),
    at(day(6), 'ApplicationRejectedByVio', { applicationId: a3, opportunityId: o1, volunteerId: v3, vioId: vioA }),
  ];
  const may = { from: '2026-05-01', to: '2026-05-31' };
  const june = { from: '2026-06-01', to: '2026-06-30' };
  const figures = () => createFigures(analytics, 100);
  const reports = async () => {
    const f = figures();
    return {
      v1: await f.volunteerReport(v1, may),
      v1June: await f.volunteerReport(v1, june),
      vioA: await f.vioReport(vioA, may),
      vioB: await f.vioReport(vioB, may),
    };
  };

  it('answers the same whatever else the store holds, and counts only the subject', async () => {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    // (Not subject_current: an erasure deletes from it by a synchronous mutation, which needs merges.)
    for (const table of ['opportunity_current', 'application_current']) await analytics.exec(`SYSTEM STOP MERGES ${table}`);
    await projection.handle(own);
    const alone = await reports();
    // v1: o1 and o3 completed in May; o2 approved and not completed (work ahead); 10 + 4 hours.
    expect(alone.v1).toEqual({
      completed: 2,
      pending: 1,
      pendingAssignments: 1,
      daysAttended: 0,
      volunteerHours: {
        total: 14,
        values: 1400,
        sectors: [
          { name: '3', value: 10 },
          { name: '5', value: 4 },
        ],
        sdgs: { ...Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 0])), '1': 3.33, '2': 3.33, '3': 3.33, '9': 4 },
        coreFunctions: [
          { name: '5', value: 10 },
          { name: '8', value: 4 },
        ],
      },
    });
    expect(alone.v1June).toMatchObject({ completed: 0, pendingAssignments: 1, volunteerHours: { total: 0 } });
    expect(alone.vioA).toMatchObject({ completed: 1, pending: 0, volunteers: 1, volunteerHours: { total: 10 }, gender: [{ name: 'FEMALE', value: 1 }] });

    await projection.handle(others);
    const withOthers = await reports();
    expect(withOthers.v1).toEqual(alone.v1);
    expect(withOthers.v1June).toEqual(alone.v1June);
    // VIO A now has v2 too (6 hours on o1); v3's approval was withdrawn. VIO B: v1 and v2, 4 + 2 hours.
    expect(withOthers.vioA).toMatchObject({ completed: 1, volunteers: 2, volunteerHours: { total: 16, sectors: [{ name: '3', value: 16 }] } });
    expect(withOthers.vioA.gender).toEqual([
      { name: 'FEMALE', value: 1 },
      { name: 'MALE', value: 1 },
    ]);
    expect(withOthers.vioB).toMatchObject({ completed: 1, volunteers: 2, volunteerHours: { total: 6 } });
    expect(await figures().volunteerReport(v2, may)).toMatchObject({ completed: 2, pendingAssignments: 1, volunteerHours: { total: 8 } });
  });

  it("an erased volunteer's report is empty; the organisations still count their hours", async () => {
    const projection = activityFactsProjection(analytics);
    const before = await reports();
    await projection.handle([at(day(20), 'PersonalDataErased', { subjectId: v2 })]);
    // The rows that named v2 are still there beside their newer versions (merges are stopped): only the newest counts.
    const [{ rows }] = await analytics.query<{ rows: number }>(`SELECT toUInt32(count()) AS rows FROM application_current WHERE volunteer_id = {v:String}`, { v: v2 });
    expect(Number(rows)).toBeGreaterThan(0);
    expect(await figures().volunteerReport(v2, may)).toMatchObject({ completed: 0, pendingAssignments: 0, volunteerHours: { total: 0 } });
    const after = await reports();
    expect(after.v1).toEqual(before.v1);
    // Still two volunteers and 16 hours; the erased one's gender is no longer known ('' sorts first: UNKNOWN).
    expect(after.vioA).toMatchObject({ volunteers: 2, volunteerHours: before.vioA.volunteerHours });
    expect(after.vioA.gender).toEqual([
      { name: 'UNKNOWN', value: 1 },
      { name: 'FEMALE', value: 1 },
    ]);
    expect(after.vioB).toMatchObject({ volunteers: 2, volunteerHours: before.vioB.volunteerHours });
  });
});
