import type pg from 'pg';

/** Attendance of one opportunity in a report (figures.ts `attendance`). */
export interface OpportunityAttendance {
  opportunityId: string;
  attended: number;
  noShows: number;
  reminded: number;
  confirmed: number;
  declined: number;
}

/**
 * Issue 28: the report's attendance by opportunity names each opportunity. The facts (ClickHouse) keep no titles,
 * so they are read from the applications read model's copy of the opportunities (PostgreSQL, one indexed look-up
 * for the report's ids). A title it does not know (not projected yet) is null: the console says so.
 */
export const titled = <R extends OpportunityAttendance>(rows: R[], titles: ReadonlyMap<string, string>) =>
  rows.map(({ opportunityId, attended, noShows, reminded, confirmed, declined }) => ({ opportunityId, title: titles.get(opportunityId) ?? null, attended, noShows, reminded, confirmed, declined }));

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const readOpportunityTitles = async (db: Pick<pg.Pool, 'query'>, ids: string[]): Promise<Map<string, string>> => {
  // Its ids are uuids: anything else cannot be there (and would fail the cast).
  const uuids = ids.filter((id) => uuid.test(id));
  if (!uuids.length) return new Map();
  const { rows } = await db.query<{ id: string; title: string }>(`SELECT id::text AS id, title FROM rm_application_opportunities WHERE id = ANY($1::uuid[])`, [uuids]);
  return new Map(rows.map((r) => [r.id, r.title]));
};

/** A report's attendance with its opportunities' titles. */
export const withOpportunityTitles = async <A extends { attendanceByOpportunity: OpportunityAttendance[] }>(db: Pick<pg.Pool, 'query'>, attendance: A) => ({
  ...attendance,
  attendanceByOpportunity: titled(attendance.attendanceByOpportunity, await readOpportunityTitles(db, attendance.attendanceByOpportunity.map((r) => r.opportunityId))),
});
