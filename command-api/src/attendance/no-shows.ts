import type { FastifyInstance } from 'fastify';
import { sriLankanToday, streams, type AppendResult, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { streamsWithEvent } from '../infra/log-scan';
import { applicationFold } from '../infra/facts/application';
import { attendanceDecider } from './decider';
import { scheduleSweep } from '../infra/sweeps';

const DAY_MS = 86_400_000;
/** How often a command-api process sweeps, and how long after start it first does (as the invitation expiry). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 10 * 60 * 1000;
/** The hourly sweep settles the days before today back this far (a process that was down catches up). */
export const NO_SHOW_LOOKBACK_DAYS = 7;

/** `date` moved by `days` (YYYY-MM-DD). */
export const shiftDay = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The application streams with an engagement day in `days` whose volunteer was approved and is not yet settled for
 * it (no check-in, no no-show): from the attendance read model when there is a database, else by scanning the log.
 * Either way a candidate is only a candidate: the decider decides on the streams themselves.
 */
const candidates = async (ctx: SliceContext, days: string[]): Promise<{ stream: string; date: string }[]> => {
  if (ctx.pool) {
    const { rows } = await ctx.pool.query<{ id: string; day: string }>(
      `SELECT a.id, d.day FROM rm_attendance_applications a CROSS JOIN LATERAL unnest(a.dates) AS d(day)
       WHERE a.approved AND a.dates && $1::text[] AND d.day = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM rm_attendance_days x WHERE x.application_id = a.id AND x.date = d.day AND (x.checked_in_at IS NOT NULL OR x.no_show OR x.answer = 'NO'))
       ORDER BY d.day, a.id`,
      [days],
    );
    return rows.map((r) => ({ stream: streams.application(r.id), date: r.day }));
  }
  const found: { stream: string; date: string }[] = [];
  const onDays = (e: RecordedEvent) => ((e.data as { dates?: string[] }).dates ?? []).some((d) => days.includes(d));
  for (const stream of await streamsWithEvent(ctx.store, 'ApplicationSubmitted', 'application-', onDays)) {
    const { state } = await ctx.commands.loadState(stream, applicationFold);
    if (state.exists) for (const date of state.dates.filter((d) => days.includes(d))) found.push({ stream, date });
  }
  return found;
};

/**
 * Records AttendanceNoShow for every volunteer approved for one of `days` (each before today) who was never checked
 * in. Safe to run from several processes at once and again: the decider records a day once, and a stream written at
 * the same moment by another process is decided again on its fresh state. Answers how many it recorded.
 */
export const recordNoShows = async (ctx: SliceContext, days: string[], now = ctx.now()) => {
  const today = sriLankanToday(now);
  const past = days.filter((d) => d < today);
  let recorded = 0;
  let last: AppendResult | undefined;
  if (!past.length) return { recorded, last };
  for (const { stream, date } of await candidates(ctx, past)) {
    const { state: application } = await ctx.commands.loadState(stream, applicationFold);
    if (!application.exists) continue;
    const { events, result } = await ctx.commands.handle(streams.attendance(application.applicationId), attendanceDecider, { type: 'RecordNoShow', date, today, application }, { now });
    recorded += events.length;
    last = result ?? last;
  }
  return { recorded, last };
};

/** The days the hourly sweep settles: the NO_SHOW_LOOKBACK_DAYS before today. */
export const daysToSettle = (now: Date) => {
  const today = sriLankanToday(now);
  return Array.from({ length: NO_SHOW_LOOKBACK_DAYS }, (_, i) => shiftDay(today, -(i + 1)));
};

/** Runs the no-show sweep in the background of a command-api process: ten minutes after start, then hourly. */
export const scheduleNoShows = (app: FastifyInstance, ctx: SliceContext) =>
  scheduleSweep(app, {
    name: 'attendance no-show sweep',
    everyMs: SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    run: async () => (await recordNoShows(ctx, daysToSettle(ctx.now()))).recorded,
    done: 'attendance no-shows recorded',
  });
