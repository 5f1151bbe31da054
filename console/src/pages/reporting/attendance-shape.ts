/**
 * Issue 28: the reports' attendance (query-api/src/reporting/figures.ts `attendance`, titled by
 * ./attendance-titles.ts there), shaped for the tables and the chart. Pure: no React.
 */
/** An opportunity's or a district's engagement days: checked in, no-shows, reminded, and the reminders' last answers. */
interface DayCounts {
  attended: number;
  noShows: number;
  reminded: number;
  confirmed: number;
  declined: number;
}
export interface ReportAttendance {
  numAttended: number;
  numNoShows: number;
  numReminded: number;
  numConfirmed: number;
  numDeclined: number;
  attendanceByOpportunity: ({ opportunityId: string; title: string | null } & DayCounts)[];
  attendanceByDistrict: ({ name: string } & DayCounts)[];
}

/** A table row: the name, then attended, no-shows, confirmed, declined and no answer (reminded, not answered). */
export type AttendanceRow = [string, number, number, number, number, number];
const counts = (r: DayCounts) => [r.attended, r.noShows, r.confirmed, r.declined, Math.max(0, r.reminded - r.confirmed - r.declined)] as const;

/** Anything recorded in the period: a check-in, a no-show or a reminder. */
export const anyAttendance = (a: ReportAttendance | undefined): a is ReportAttendance => Boolean(a && a.numAttended + a.numNoShows + (a.numReminded ?? 0) > 0);

/** The table by opportunity: its title (or `unknown` when the opportunity is not known by name), then the counts; by title. */
export const opportunityRows = (a: ReportAttendance, unknown: string, language?: string): AttendanceRow[] =>
  a.attendanceByOpportunity
    .map((r): AttendanceRow => [r.title ?? unknown, ...counts(r)])
    .sort((x, y) => x[0].localeCompare(y[0], language) || y[1] - x[1]);

/** The table and the chart by district: its name in the interface language, then the counts; most attended first (as answered). */
export const districtRows = (a: ReportAttendance, nameOf: (district: string) => string): AttendanceRow[] =>
  a.attendanceByDistrict.map((r) => [nameOf(r.name), ...counts(r)]);

/**
 * The admin pages choose a period as a type and a day (DAILY: the day, QUARTERLY: its quarter, ANNUALLY: its year);
 * the platform's attendance is answered by /api/report/self/adminReport, which takes the self reports' period.
 */
export const selfPeriodOf = (type: string, date: string) => {
  const year = Number(date.slice(0, 4));
  if (type === 'QUARTERLY') return { type: 'quarterly', year, quarter: Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1 };
  if (type === 'ANNUALLY') return { type: 'annually', year };
  return { type: 'range', startDate: date, endDate: date };
};
