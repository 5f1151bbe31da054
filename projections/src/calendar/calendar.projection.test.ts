import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { projectionTables } from '../runner/testing/projection-tables';
import { calendarProjection } from './calendar.projection';

/** What the feed reads: each chosen day's status and version, from application, reminder and opportunity events. */
const db = projectionTables('calendar_projection', calendarProjection());

let n = 0;
const event = (type: string, data: Record<string, unknown>, streamId?: string) =>
  recordedEvent(type, data, { n: ++n, occurredAt: new Date(Date.UTC(2026, 10, 28, 4, n)).toISOString(), streamId });
const handle = db.handle;
const days = async (applicationId: string) =>
  (
    await db.query(`SELECT date, listed, approved, declined, sequence FROM rm_calendar_days WHERE application_id = $1 ORDER BY date`, [applicationId])
  ).rows;

describe('calendar read model', () => {
  const ids = () => ({ applicationId: randomUUID(), opportunityId: randomUUID(), volunteerId: randomUUID(), vioId: randomUUID() });

  it('lists the days once approved; a NO cancels its day, a YES after it restores it; a withdrawal cancels every day, each a new version', async () => {
    const i = ids();
    await handle(event('ApplicationSubmitted', { ...i, dates: ['2026-12-01', '2026-12-02', 'not-a-day'] }));
    expect(await days(i.applicationId)).toEqual([
      { date: '2026-12-01', listed: false, approved: false, declined: false, sequence: 0 },
      { date: '2026-12-02', listed: false, approved: false, declined: false, sequence: 0 },
    ]);
    await handle(event('ApplicationApproved', i));
    expect((await days(i.applicationId)).map((d) => [d.listed, d.approved, d.sequence])).toEqual([
      [true, true, 0],
      [true, true, 0],
    ]);
    await handle(event('EngagementDeclined', { ...i, date: '2026-12-02', channel: 'sms' }));
    expect((await days(i.applicationId))[1]).toMatchObject({ declined: true, sequence: 1 });
    // A repeated NO changes nothing; a YES restores the day.
    await handle(event('EngagementDeclined', { ...i, date: '2026-12-02', channel: 'sms' }), event('EngagementConfirmed', { ...i, date: '2026-12-02', channel: 'email' }));
    expect((await days(i.applicationId))[1]).toMatchObject({ declined: false, sequence: 2 });
    // An edit of the opportunity is a new version of its listed days.
    await handle(event('OpportunityUpdated', { opportunityId: i.opportunityId, vioId: i.vioId }));
    expect((await days(i.applicationId)).map((d) => d.sequence)).toEqual([1, 3]);
    await handle(event('ApplicationWithdrawn', { ...i, previousStatus: 'APPROVED' }), event('ApplicationWithdrawn', { ...i, previousStatus: 'APPROVED' }));
    expect((await days(i.applicationId)).map((d) => [d.approved, d.sequence])).toEqual([
      [false, 2],
      [false, 4],
    ]);
  });

  it('a day never approved stays unlisted through every change; a deleted opportunity cancels its approved days', async () => {
    const pending = ids();
    const approved = { ...ids(), opportunityId: pending.opportunityId };
    await handle(
      event('ApplicationSubmitted', { ...pending, dates: ['2026-12-05'] }),
      event('ApplicationSubmitted', { ...approved, dates: ['2026-12-05'] }),
      event('ApplicationApproved', approved),
      event('EngagementDeclined', { ...pending, date: '2026-12-05', channel: 'sms' }),
      event('OpportunityDeleted', { opportunityId: pending.opportunityId, vioId: pending.vioId, deletedBy: pending.vioId }),
    );
    expect(await days(pending.applicationId)).toEqual([{ date: '2026-12-05', listed: false, approved: false, declined: true, sequence: 0 }]);
    expect(await days(approved.applicationId)).toEqual([{ date: '2026-12-05', listed: true, approved: false, declined: false, sequence: 1 }]);
  });

  it("erasing the volunteer deletes their rows; another subject's erasure or malformed input changes nothing", async () => {
    const i = ids();
    await handle(event('ApplicationSubmitted', { ...i, dates: ['2026-12-07'] }), event('ApplicationApproved', i));
    await handle(
      event('PersonalDataErased', { subjectId: i.volunteerId }, `vio-${i.volunteerId}`),
      event('ApplicationApproved', { applicationId: 'nope' }),
      event('ApplicationSubmitted', { ...ids(), dates: 'x' }),
    );
    expect(await days(i.applicationId)).toHaveLength(1);
    await handle(event('PersonalDataErased', { subjectId: i.volunteerId }, `volunteer-${i.volunteerId}`));
    expect(await days(i.applicationId)).toEqual([]);
  });
});
