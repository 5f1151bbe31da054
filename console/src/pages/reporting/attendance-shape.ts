/**
 * Issue 28: the reports' attendance (query-api/src/reporting/figures.ts `attendance`, titled by
 * ./attendance-titles.ts there), shaped for the tables and the chart. Pure: no React.
 */
export interface ReportAttendance {
  numAttended: number;
  numNoShows: number;
  attendanceByOpportunity: { opportunityId: string; title: string | null; attended: number; noShows: number }[];
  attendanceByDistrict: { name: string; attended: number; noShows: number }[];
}

/** Anything recorded in the period: a check-in or a no-show. */
export const anyAttendance = (a: ReportAttendance | undefined): a is ReportAttendance => Boolean(a && a.numAttended + a.numNoShows > 0);

/** The table by opportunity: its title (or `unknown` when the opportunity is not known by name), attended, no-shows; by title. */
export const opportunityRows = (a: ReportAttendance, unknown: string, language?: string): [string, number, number][] =>
  a.attendanceByOpportunity
    .map((r): [string, number, number] => [r.title ?? unknown, r.attended, r.noShows])
    .sort((x, y) => x[0].localeCompare(y[0], language) || y[1] - x[1]);

/** The table and the chart by district: its name in the interface language, attended, no-shows; most attended first (as answered). */
export const districtRows = (a: ReportAttendance, nameOf: (district: string) => string): [string, number, number][] =>
  a.attendanceByDistrict.map((r) => [nameOf(r.name), r.attended, r.noShows]);

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
