import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import type { Analytics } from '../analytics/analytics';
import { createTempAnalytics, type TempAnalytics } from '../analytics/testing';
import { emergencyFactsProjection, emergencyTotals } from './emergency-facts';

let analytics: Analytics;
let chdb: TempAnalytics | undefined;
beforeAll(async () => void ({ analytics } = chdb = await createTempAnalytics('chdb-emg')));
afterAll(async () => chdb?.close());

const recorded = (type: string, data: Record<string, unknown>, n: number) =>
  recordedEvent(type, data, { n, occurredAt: new Date(Date.UTC(2026, 10, 22, 8, 0, n)).toISOString(), streamId: `emergencyOpportunity-${n}` });

describe('emergency facts in ClickHouse (chDB)', () => {
  it('counts mobilisations and the emergency users’ hours once, also when a batch is delivered twice; erasure keeps the counts', async () => {
    const projection = emergencyFactsProjection(analytics);
    await projection.setup!();
    const [o, v1, v2] = [randomUUID(), randomUUID(), randomUUID()];
    const batch = [
      recorded('EmergencyVolunteerCompleted', { opportunityId: o, volunteerId: v1 }, 1),
      recorded('EmergencyVolunteerCompleted', { opportunityId: o, volunteerId: v2 }, 2),
      recorded('EmergencyFeedbackSubmitted', { opportunityId: o, volunteerId: v1, about: 'volunteer', contributionHours: 6 }, 3),
      recorded('EmergencyFeedbackSubmitted', { opportunityId: o, volunteerId: v1, about: 'emergencyLogin', contributionHours: 9 }, 4),
    ];
    await projection.handle(batch);
    await projection.handle(batch);
    expect(await emergencyTotals(analytics)).toEqual({ mobilised: 2, hours: 6 });
    await projection.handle([recorded('PersonalDataErased', { subjectId: v1 }, 5)]);
    expect(await emergencyTotals(analytics)).toEqual({ mobilised: 2, hours: 6 });
    const left = await analytics.query<{ n: number }>(`SELECT toUInt32(count()) AS n FROM emergency_facts FINAL WHERE volunteer_id = {v:String}`, { v: v1 });
    expect(Number(left[0].n)).toBe(0);
  });
});
