import type { RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { isDay, isUuid } from '../runner/guards';


/**
 * Attendance (issue 28), per opportunity and engagement day:
 * - attendance_applications: every application with its chosen days and whether it is approved now (from the
 *   application events): the volunteers expected on a day are the approved ones that chose it.
 * - attendance_days: what happened on a day (check-in, check-out, no-show), from the attendance events, and the
 *   reminder the day before (reminded_at) with the volunteer's last answer: state EXPECTED (reminded, no answer),
 *   CONFIRMED or DECLINED until the day itself overrides it (check-in, check-out, no-show).
 * Ids, days and moments only: names and registration numbers are joined from the volunteers read model at read
 * time, which nulls them on erasure, so an erased volunteer's rows say nothing about the person. Every write is an
 * upsert or an update that may match nothing: odd input (an attendance event before its application, a repeated
 * event, a malformed id) changes nothing rather than stopping the model.
 */
export const attendanceProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'attendance',
  eventTypes: [
    'ApplicationSubmitted',
    'ApplicationApproved',
    'ApplicationRejectedByVio',
    'ApplicationWithdrawn',
    'AttendanceCheckedIn',
    'AttendanceCheckedOut',
    'AttendanceNoShow',
    'EngagementReminderSent',
    'EngagementConfirmed',
    'EngagementDeclined',
  ],
  tables: {
    attendance_applications: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        vio_id uuid NOT NULL,
        dates text[] NOT NULL,
        approved boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t} (opportunity_id);
      -- The no-show sweep looks for approved applications by day.
      CREATE INDEX ON ${t} USING gin (dates) WHERE approved;`,
    attendance_days: (t) => `
      CREATE TABLE ${t} (
        application_id uuid NOT NULL,
        date text NOT NULL,
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        state text NOT NULL,
        checked_in_at timestamptz,
        checked_out_at timestamptz,
        check_in_method text,
        check_out_method text,
        no_show boolean NOT NULL DEFAULT false,
        reminded_at timestamptz,
        answer text,
        PRIMARY KEY (application_id, date)
      );
      CREATE INDEX ON ${t} (opportunity_id, date);
      -- An SMS reply finds the volunteer's newest open reminder; the job skips the days already reminded.
      CREATE INDEX ON ${t} (volunteer_id, reminded_at DESC) WHERE reminded_at IS NOT NULL;`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const a = table('attendance_applications');
    const days = table('attendance_days');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      if (!isUuid(d.applicationId)) continue;
      switch (e.type) {
        case 'ApplicationSubmitted':
          if (!isUuid(d.opportunityId) || !isUuid(d.volunteerId) || !isUuid(d.vioId)) break;
          await client.query(
            `INSERT INTO ${a} (id, opportunity_id, volunteer_id, vio_id, dates) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
            [d.applicationId, d.opportunityId, d.volunteerId, d.vioId, (Array.isArray(d.dates) ? d.dates : []).filter(isDay)],
          );
          break;
        case 'ApplicationApproved':
          await client.query(`UPDATE ${a} SET approved = true WHERE id = $1`, [d.applicationId]);
          break;
        case 'ApplicationRejectedByVio':
        case 'ApplicationWithdrawn':
          await client.query(`UPDATE ${a} SET approved = false WHERE id = $1`, [d.applicationId]);
          break;
        case 'EngagementReminderSent':
          if (!isDay(d.date) || !isUuid(d.opportunityId) || !isUuid(d.volunteerId)) break;
          await client.query(
            `INSERT INTO ${days} (application_id, date, opportunity_id, volunteer_id, state, reminded_at) VALUES ($1, $2, $3, $4, 'EXPECTED', $5)
             ON CONFLICT (application_id, date) DO UPDATE SET reminded_at = EXCLUDED.reminded_at`,
            [d.applicationId, d.date, d.opportunityId, d.volunteerId, e.metadata.occurredAt],
          );
          break;
        case 'EngagementConfirmed':
        case 'EngagementDeclined': {
          if (!isDay(d.date) || !isUuid(d.opportunityId) || !isUuid(d.volunteerId)) break;
          const [answer, state] = e.type === 'EngagementConfirmed' ? ['YES', 'CONFIRMED'] : ['NO', 'DECLINED'];
          // The answer is kept; the state shows it only until the day itself says more (check-in, no-show).
          await client.query(
            `INSERT INTO ${days} (application_id, date, opportunity_id, volunteer_id, state, answer) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (application_id, date) DO UPDATE SET answer = EXCLUDED.answer,
               state = CASE WHEN ${days}.checked_in_at IS NULL AND NOT ${days}.no_show THEN EXCLUDED.state ELSE ${days}.state END`,
            [d.applicationId, d.date, d.opportunityId, d.volunteerId, state, answer],
          );
          break;
        }
        case 'AttendanceCheckedIn':
        case 'AttendanceCheckedOut':
        case 'AttendanceNoShow': {
          if (!isDay(d.date) || !isUuid(d.opportunityId) || !isUuid(d.volunteerId)) break;
          // The recorded moment, or (unreadable) when the event was appended.
          const at = typeof d.at === 'string' && !Number.isNaN(Date.parse(d.at)) ? d.at : e.metadata.occurredAt;
          const key = [d.applicationId, d.date, d.opportunityId, d.volunteerId];
          if (e.type === 'AttendanceCheckedIn')
            await client.query(
              `INSERT INTO ${days} (application_id, date, opportunity_id, volunteer_id, state, checked_in_at, check_in_method)
               VALUES ($1, $2, $3, $4, 'CHECKED_IN', $5, $6)
               ON CONFLICT (application_id, date) DO UPDATE SET checked_in_at = EXCLUDED.checked_in_at, check_in_method = EXCLUDED.check_in_method,
                 state = CASE WHEN ${days}.checked_out_at IS NULL THEN 'CHECKED_IN' ELSE ${days}.state END`,
              [...key, at, d.method ?? null],
            );
          else if (e.type === 'AttendanceCheckedOut')
            await client.query(
              `INSERT INTO ${days} (application_id, date, opportunity_id, volunteer_id, state, checked_out_at, check_out_method)
               VALUES ($1, $2, $3, $4, 'CHECKED_OUT', $5, $6)
               ON CONFLICT (application_id, date) DO UPDATE SET checked_out_at = EXCLUDED.checked_out_at, check_out_method = EXCLUDED.check_out_method, state = 'CHECKED_OUT'`,
              [...key, at, d.method ?? null],
            );
          else
            await client.query(
              `INSERT INTO ${days} (application_id, date, opportunity_id, volunteer_id, state, no_show) VALUES ($1, $2, $3, $4, 'NO_SHOW', true)
               ON CONFLICT (application_id, date) DO UPDATE SET no_show = true,
                 state = CASE WHEN ${days}.checked_in_at IS NULL THEN 'NO_SHOW' ELSE ${days}.state END`,
              key,
            );
          break;
        }
      }
    }
  },
});
