import type pg from 'pg';
import { colomboDate } from '@nvp/events';
import { hoursAnswer, round2, type Period, type Split } from './figures';

/**
 * One volunteer's report from the PostgreSQL read model of the application slice (issue 24): the same figures as
 * `figures.volunteerReport` computes in chDB, read with one indexed statement. chDB is an OLAP engine in this
 * process, and a different volunteer's report each time (an admin looking through volunteers) queued 32 callers on
 * two cores; PostgreSQL answers the point look-up in about a millisecond, in parallel.
 *
 * Definitions (docs/decisions.md "Reports"), as in figures.ts:
 * - completed: opportunities completed in the period (Colombo day) on which the volunteer's application is APPROVED now;
 * - pending (= pendingAssignments): applications APPROVED now whose opportunity is APPROVED (work ahead, any period);
 * - hours: hours the organisation confirmed (VioFeedbackSubmitted), dated by that confirmation, whatever the
 *   application's decision now; each confirmation's hours go to its opportunity's sector and are split evenly over
 *   its goals and over its core functions.
 * An erased volunteer's applications leave the report (the facts give them another volunteer id): no figures.
 */

/** What the report reads: the application slice's read model (its applications and its copy of their opportunities). */
export const VOLUNTEER_REPORT_READ_MODELS = ['applications', 'attendance'] as const;

/** One of the volunteer's applications, as the figures need it. */
export interface ReportApplication {
  /** The application is APPROVED now. */
  approved: boolean;
  /** When the organisation confirmed hours (null: not confirmed), and how many (null counts as 0). */
  hoursAt: Date | null;
  hours: number | null;
  opportunityStatus: string;
  completedAt: Date | null;
  category: number;
  sdgs: number[];
  coreFunctions: number[];
}

/**
 * The volunteer's applications that can count: approved now, or with hours confirmed (hours count whatever the
 * decision). The opportunity's category and core functions are in its details (the event's fields); its goals
 * are `sdg_numbers`, the same `sdgNumbers ?? []`.
 */
const applicationsSql = `
  SELECT x.status = 'APPROVED' AS approved, x.vio_feedback_at AS hours_at, x.confirmed_hours::float8 AS hours,
    o.status AS opportunity_status, o.completed_at, o.details -> 'category' AS category, o.sdg_numbers AS sdgs,
    o.details -> 'coreFunctions' AS core_functions
  FROM rm_applications x JOIN rm_application_opportunities o ON o.id = x.opportunity_id
  WHERE x.volunteer_id = $1 AND NOT x.erased AND (x.status = 'APPROVED' OR x.vio_feedback_at IS NOT NULL)`;

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** The volunteer's applications from the read model (one statement over the volunteer_id index). */
export const readVolunteerApplications = async (db: Pick<pg.Pool, 'query'>, volunteerId: string): Promise<ReportApplication[]> => {
  const { rows } = await db.query(applicationsSql, [volunteerId]);
  return rows.map((r) => ({
    approved: r.approved,
    hoursAt: r.hours_at,
    hours: r.hours,
    opportunityStatus: r.opportunity_status,
    completedAt: r.completed_at,
    // As the facts keep it (projections/src/reporting/activity-facts.ts): a missing category is 0.
    category: Number(r.category ?? 0),
    sdgs: numbers(r.sdgs),
    coreFunctions: numbers(r.core_functions),
  }));
};

/**
 * "Data as of": the newest event the applications read model has applied (its checkpoint's last_event_at), or,
 * when it has applied none since it was rebuilt, the time of its checkpoint — the read model held the whole log
 * then. The facts' reports say the same of the facts ("the newest fact"). Null before the model's first checkpoint.
 */
export const readVolunteerReportAsOf = async (db: Pick<pg.Pool, 'query'>): Promise<string | null> => {
  const { rows } = await db.query(`SELECT COALESCE(last_event_at, updated_at) AS t FROM projection_checkpoints WHERE name = $1`, [VOLUNTEER_REPORT_READ_MODELS[0]]);
  const t = rows[0]?.t as Date | undefined;
  return t ? t.toISOString() : null;
};

/** In the period: the instant's Sri Lanka day lies between the period's first and last day (both included). */
export const inPeriod = (at: Date | null, p: Period) => {
  if (!at) return false;
  const day = colomboDate(at);
  return day >= p.from && day <= p.to;
};

/** Largest first, then by name (as text, like the facts' ORDER BY); values as shown, to two decimals. */
const toSplit = (sums: Map<string, number>): Split =>
  [...sums].map(([name, value]) => ({ name, value: round2(value) })).sort((a, b) => b.value - a.value || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const add = <K>(sums: Map<K, number>, key: K, value: number) => sums.set(key, (sums.get(key) ?? 0) + value);

/** The hours figures of these applications in the period (figures.ts `hoursAnswer`). */
export const hoursOf = (applications: ReportApplication[], p: Period, rateLkr: number) => {
  let total = 0;
  const sectors = new Map<string, number>();
  const goals = new Map<number, number>();
  const coreFunctions = new Map<string, number>();
  for (const a of applications) {
    if (!inPeriod(a.hoursAt, p)) continue;
    const hours = a.hours ?? 0;
    total += hours;
    add(sectors, String(a.category), hours);
    for (const goal of a.sdgs) add(goals, goal, hours / a.sdgs.length);
    for (const core of a.coreFunctions) add(coreFunctions, String(core), hours / a.coreFunctions.length);
  }
  const perGoal = [...goals].map(([goal, h]) => ({ goal, h }));
  return hoursAnswer(total, perGoal, toSplit(sectors), toSplit(coreFunctions), rateLkr);
};

/** The report (what `figures.volunteerReport` answers) from the volunteer's applications. */
export const volunteerReportOf = (applications: ReportApplication[], p: Period, rateLkr: number, daysAttended = 0) => {
  const approved = applications.filter((a) => a.approved);
  const completed = approved.filter((a) => inPeriod(a.completedAt, p)).length;
  const pending = approved.filter((a) => a.opportunityStatus === 'APPROVED').length;
  return { completed, pending, pendingAssignments: pending, volunteerHours: hoursOf(applications, p, rateLkr), daysAttended };
};

/** Issue 28: the engagement days of the period the volunteer was checked in on (the attendance read model). */
export const readDaysAttended = async (db: Pick<pg.Pool, 'query'>, volunteerId: string, p: Period) => {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM rm_attendance_days WHERE volunteer_id = $1 AND checked_in_at IS NOT NULL AND date BETWEEN $2 AND $3`,
    [volunteerId, p.from, p.to],
  );
  return Number(rows[0]?.n ?? 0);
};

/** Read and computed: the report of `volunteerId` over `p`. */
export const volunteerReport = async (db: Pick<pg.Pool, 'query'>, volunteerId: string, p: Period, rateLkr: number) =>
  volunteerReportOf(await readVolunteerApplications(db, volunteerId), p, rateLkr, await readDaysAttended(db, volunteerId, p));
