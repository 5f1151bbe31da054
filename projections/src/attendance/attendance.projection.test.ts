import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { projectionTables } from '../runner/testing/projection-tables';
import { attendanceProjection } from './attendance.projection';

/**
 * The attendance read model never stops on odd input: attendance before its application, repeats, a check-out
 * before a check-in, malformed ids and days. Each case says what the rows become.
 */
const db = projectionTables('attendance_projection', attendanceProjection());

let n = 0;
const event = (type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: '2026-11-28T04:00:00.000Z' });
const handle = db.handle;
const day = async (applicationId: string, date: string) =>
  (await db.query(`SELECT state, checked_in_at IS NOT NULL AS came, checked_out_at IS NOT NULL AS left, no_show FROM rm_attendance_days WHERE application_id = $1 AND date = $2`, [applicationId, date])).rows[0];

describe('attendance read model', () => {
  const ids = () => ({ applicationId: randomUUID(), opportunityId: randomUUID(), volunteerId: randomUUID(), vioId: randomUUID() });
  const recorded = (i: ReturnType<typeof ids>, at: string) => ({ ...i, date: '2026-11-28', at, method: 'NAME', recordedBy: i.vioId });

  it('follows an application to approved and back, and a day from check-in to check-out', async () => {
    const i = ids();
    await handle(event('ApplicationSubmitted', { ...i, dates: ['2026-11-28', 'not-a-day'] }), event('ApplicationApproved', i));
    expect((await db.query(`SELECT approved, dates FROM rm_attendance_applications WHERE id = $1`, [i.applicationId])).rows[0]).toEqual({ approved: true, dates: ['2026-11-28'] });
    await handle(event('AttendanceCheckedIn', recorded(i, '2026-11-28T03:00:00Z')), event('AttendanceCheckedOut', recorded(i, '2026-11-28T07:00:00Z')));
    expect(await day(i.applicationId, '2026-11-28')).toEqual({ state: 'CHECKED_OUT', came: true, left: true, no_show: false });
    await handle(event('ApplicationWithdrawn', i));
    expect((await db.query(`SELECT approved FROM rm_attendance_applications WHERE id = $1`, [i.applicationId])).rows[0]).toEqual({ approved: false });
  });

  it('keeps going on odd input: attendance with no application, repeats, out before in, a no-show after a check-in, malformed ids', async () => {
    const i = ids();
    // A check-out first, then the check-in (as a replay of an odd log could hold): the day ends checked out.
    await handle(event('AttendanceCheckedOut', recorded(i, '2026-11-28T07:00:00Z')), event('AttendanceCheckedIn', recorded(i, '2026-11-28T03:00:00Z')));
    expect(await day(i.applicationId, '2026-11-28')).toEqual({ state: 'CHECKED_OUT', came: true, left: true, no_show: false });
    // A no-show after a check-in does not undo it; repeated events change nothing.
    await handle(event('AttendanceNoShow', { ...i, date: '2026-11-28' }), event('AttendanceNoShow', { ...i, date: '2026-11-28' }), event('ApplicationSubmitted', { ...i, dates: [] }), event('ApplicationSubmitted', { ...i, dates: [] }));
    expect(await day(i.applicationId, '2026-11-28')).toEqual({ state: 'CHECKED_OUT', came: true, left: true, no_show: true });
    // Malformed: skipped, and the batch goes on to the good event after them.
    const good = ids();
    await handle(
      event('AttendanceCheckedIn', { ...recorded(i, 'x'), applicationId: 'not-a-uuid' }),
      event('AttendanceNoShow', { ...i, date: '28/11/2026' }),
      event('ApplicationSubmitted', { applicationId: randomUUID() }),
      event('ApplicationApproved', { applicationId: randomUUID() }),
      event('AttendanceNoShow', { ...good, date: '2026-11-27' }),
      event('AttendanceCheckedIn', { ...recorded(good, 'not a moment'), date: '2026-11-28' }),
    );
    expect(await day(good.applicationId, '2026-11-27')).toEqual({ state: 'NO_SHOW', came: false, left: false, no_show: true });
    // An unreadable moment: the moment the event was appended.
    expect(await day(good.applicationId, '2026-11-28')).toEqual({ state: 'CHECKED_IN', came: true, left: false, no_show: false });
  });

  it('a reminder makes the day EXPECTED with its moment; an answer CONFIRMED or DECLINED, the last one winning, until the day itself says more', async () => {
    const i = ids();
    const reminder = async () =>
      (await db.query(`SELECT state, answer, reminded_at FROM rm_attendance_days WHERE application_id = $1 AND date = '2026-11-29'`, [i.applicationId])).rows[0];
    await handle(event('EngagementReminderSent', { ...i, date: '2026-11-29' }));
    expect(await reminder()).toEqual({ state: 'EXPECTED', answer: null, reminded_at: new Date('2026-11-28T04:00:00.000Z') });
    await handle(event('EngagementConfirmed', { ...i, date: '2026-11-29', channel: 'sms' }));
    expect(await reminder()).toMatchObject({ state: 'CONFIRMED', answer: 'YES' });
    await handle(event('EngagementDeclined', { ...i, date: '2026-11-29', channel: 'email' }), event('EngagementReminderSent', { ...i, date: '2026-11-29' }));
    expect(await reminder()).toMatchObject({ state: 'DECLINED', answer: 'NO' });
    // The day itself overrides the answer shown; the answer stays recorded.
    await handle(event('AttendanceCheckedIn', { ...recorded(i, '2026-11-29T03:00:00Z'), date: '2026-11-29' }), event('EngagementConfirmed', { ...i, date: '2026-11-29', channel: 'sms' }));
    expect(await reminder()).toMatchObject({ state: 'CHECKED_IN', answer: 'YES' });
  });
});
