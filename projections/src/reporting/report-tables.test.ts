import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import type { Analytics } from '../analytics/analytics';
import { createTempAnalytics, type TempAnalytics } from '../analytics/testing';
import { activityFactsProjection } from './activity-facts';

let analytics: Analytics;
let chdb: TempAnalytics | undefined;
beforeAll(async () => void ({ analytics } = chdb = await createTempAnalytics('report-tables')));
afterAll(async () => chdb?.close());

let n = 0;
const at = (type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: new Date(Date.UTC(2026, 4, 1, 8, 0, n)).toISOString() });

describe('report tables (chDB)', () => {
  it('an earlier definition of the current rows (8,192-row granules) is made again and built from the facts', async () => {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    const [vio, volunteer, opportunityId, applicationId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const ids = { applicationId, opportunityId, volunteerId: volunteer, vioId: vio };
    await projection.handle([
      at('VioRegistered', { vioId: vio, type: 'SCHOOL' }),
      at('VolunteerRegistered', { volunteerId: volunteer }),
      at('OpportunityCreated', { opportunityId, vioId: vio, opportunity: { type: 'REGULAR', district: 'Colombo', category: 1, sdgNumbers: [1], coreFunctions: [1] } }),
      at('ApplicationSubmitted', ids),
      at('ApplicationApproved', ids),
    ]);
    const current = () =>
      analytics.query<{ t: string; n: number }>(
        `SELECT t, n FROM (SELECT 'a' AS t, toUInt32(count()) AS n FROM application_current FINAL
           UNION ALL SELECT 'o' AS t, toUInt32(count()) AS n FROM opportunity_current FINAL
           UNION ALL SELECT 's' AS t, toUInt32(count()) AS n FROM subject_current FINAL) ORDER BY t`,
      );
    const before = await current();
    expect(before.map((r) => Number(r.n))).toEqual([1, 1, 2]);

    // The table as an earlier version made it (the default granules), empty, beside the other derived tables.
    await analytics.exec('DROP TABLE application_current');
    await analytics.exec(`CREATE TABLE application_current (application_id String, opportunity_id String, volunteer_id String, vio_id String,
      decision LowCardinality(String), approved_at DateTime64(3, 'UTC'), has_hours UInt8, hours Float64, hours_at DateTime64(3, 'UTC'), version UInt64)
      ENGINE = ReplacingMergeTree(version) ORDER BY application_id`);
    await projection.setup!();
    const [table] = await analytics.query<{ engine: string }>(`SELECT engine_full AS engine FROM system.tables WHERE database = currentDatabase() AND name = 'application_current'`);
    expect(table.engine).toContain('index_granularity = 1024');
    expect(await current()).toEqual(before);
    const [mobilised] = await analytics.query<{ n: number }>(`SELECT toUInt32(sum(n)) AS n FROM mobilised_volunteers`);
    expect(Number(mobilised.n)).toBe(1); // the rollups were built again too, once
  });
});
