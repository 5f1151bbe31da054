import type { FastifyInstance } from 'fastify';
import { sriLankanToday, streams, type AppendResult } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import type { CommandContext } from '../infra/command-handler';
import { streamsWithEvent } from '../infra/log-scan';
import { forEachAtMost, furthestAppend, scheduleSweep } from '../infra/sweeps';
import { applicationFold, type ApplicationState } from '../infra/facts/application';
import { attendanceDecider } from './decider';
import { shiftDay } from './no-shows';

/** How often a process looks whether tomorrow's reminders are due (they are sent once, from the configured hour on). */
const CHECK_EVERY_MS = 15 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 5 * 60 * 1000;
/** The Colombo hour reminders go out when REMINDER_HOUR is not configured. */
export const DEFAULT_REMINDER_HOUR = 18;
/** Candidates read per query, and appends in flight at once (the store and the database are shared: bounded). */
const BATCH = 1000;
const CONCURRENCY = 16;
/** Application streams read in one query, then decided CONCURRENCY at a time. */
const READ_TOGETHER = 4 * CONCURRENCY;

/** The hour (0–23) in Colombo (UTC+05:30, no daylight saving). */
export const colomboHour = (now: Date) => new Date(now.getTime() + 330 * 60_000).getUTCHours();

/**
 * The applications approved for `date` that were not reminded of it yet, `BATCH` at a time in id order (keyset paging:
 * each query is one index range however many there are): from the attendance read model when there is a database,
 * else by scanning the log. A candidate is only a candidate: the decider decides on the streams themselves.
 */
async function* candidates(ctx: SliceContext, date: string): AsyncGenerator<string[]> {
  if (ctx.pool) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await ctx.pool.query<{ id: string }>(
        `SELECT a.id FROM rm_attendance_applications a
          WHERE a.approved AND a.dates @> ARRAY[$1]::text[] AND a.id > $2
            AND NOT EXISTS (SELECT 1 FROM rm_attendance_days x WHERE x.application_id = a.id AND x.date = $1 AND x.reminded_at IS NOT NULL)
          ORDER BY a.id LIMIT ${BATCH}`,
        [date, after],
      );
      if (rows.length) yield rows.map((r) => r.id);
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }
  const matches = (e: { data: unknown }) => ((e.data as { dates?: string[] }).dates ?? []).includes(date);
  const found = await streamsWithEvent(ctx.store, 'ApplicationSubmitted', 'application-', matches);
  yield found.map((stream) => stream.slice('application-'.length));
}

/**
 * Appends EngagementReminderSent for every volunteer approved for `date` (a day after today) not yet reminded of it;
 * the projections' reminder sink then sends the SMS and the mail. Safe from several processes at once and again: the
 * decider reminds of a day once, and a stream another process wrote meanwhile is decided again on its fresh state.
 * Answers how many reminders it appended (`sent`) and the furthest append (for read-your-writes).
 */
export const sendReminders = async (ctx: SliceContext, options: { now?: Date; date: string; context?: CommandContext }) => {
  const now = options.now ?? ctx.now();
  const today = sriLankanToday(now);
  let sent = 0;
  let last: AppendResult | undefined;
  if (options.date <= today) return { sent, last };
  const context = options.context ?? { now };
  const remind = async (applicationId: string, application: ApplicationState) => {
    if (!application.exists) return;
    const { events, result } = await ctx.commands.handle(
      streams.attendance(applicationId),
      attendanceDecider,
      { type: 'SendReminder', date: options.date, today, application },
      context,
    );
    sent += events.length;
    last = furthestAppend(last, result);
  };
  // Never more than CONCURRENCY appends in flight. The applications are read a slice at a time, one query each, just
  // before their days are decided (a slice is decided in a fraction of a second: what it read is that fresh).
  for await (const batch of candidates(ctx, options.date)) {
    for (let at = 0; at < batch.length; at += READ_TOGETHER) {
      const slice = batch.slice(at, at + READ_TOGETHER);
      const applications = await ctx.commands.loadStates(slice.map(streams.application), applicationFold);
      await forEachAtMost(slice, CONCURRENCY, (id) => remind(id, applications.get(streams.application(id))!));
    }
  }
  return { sent, last };
};

/** Tomorrow in Colombo: the day the reminders of `now` are about. */
export const reminderDay = (now: Date) => shiftDay(sriLankanToday(now), 1);

/**
 * Checks every quarter hour whether tomorrow's reminders are due (from REMINDER_HOUR, Colombo time, on) and sends
 * those not sent yet: a process that was down at the hour catches up when it comes back, and after the first run
 * each check finds nothing (the read model marks the days reminded).
 */
export const scheduleReminders = (app: FastifyInstance, ctx: SliceContext) => {
  const hour = ctx.config.reminderHour ?? DEFAULT_REMINDER_HOUR;
  scheduleSweep(app, {
    name: 'engagement reminders',
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: FIRST_CHECK_AFTER_MS,
    run: async () => {
      const now = ctx.now();
      return colomboHour(now) >= hour ? (await sendReminders(ctx, { now, date: reminderDay(now) })).sent : 0;
    },
    done: 'engagement reminders sent',
  });
};
