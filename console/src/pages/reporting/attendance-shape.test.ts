import { describe, expect, it } from 'vitest';
import { anyAttendance, districtRows, opportunityRows, selfPeriodOf, type ReportAttendance } from './attendance-shape';

const report: ReportAttendance = {
  numAttended: 3,
  numNoShows: 2,
  numReminded: 4,
  numConfirmed: 2,
  numDeclined: 1,
  attendanceByOpportunity: [
    { opportunityId: 'b', title: 'Tree planting', attended: 1, noShows: 0, reminded: 1, confirmed: 1, declined: 0 },
    { opportunityId: 'c', title: null, attended: 0, noShows: 1, reminded: 1, confirmed: 0, declined: 0 },
    { opportunityId: 'a', title: 'Beach clean-up', attended: 2, noShows: 1, reminded: 2, confirmed: 1, declined: 1 },
  ],
  attendanceByDistrict: [
    { name: 'Kandy', attended: 2, noShows: 1, reminded: 3, confirmed: 2, declined: 1 },
    { name: 'Galle', attended: 1, noShows: 1, reminded: 1, confirmed: 0, declined: 0 },
  ],
};
const none: ReportAttendance = { numAttended: 0, numNoShows: 0, numReminded: 0, numConfirmed: 0, numDeclined: 0, attendanceByOpportunity: [], attendanceByDistrict: [] };

describe("the reports' attendance, shaped for the page (issue 28)", () => {
  it('given check-ins, no-shows or reminders, then there is something to show; given none (or no answer), the empty state', () => {
    expect(anyAttendance(report)).toBe(true);
    expect(anyAttendance({ ...none, numNoShows: 1 })).toBe(true);
    expect(anyAttendance({ ...none, numReminded: 1 })).toBe(true);
    expect(anyAttendance(none)).toBe(false);
    expect(anyAttendance(undefined)).toBe(false);
  });

  it('given opportunities with and without a title, then each row is named (the unknown one by the given text), by title, with its answers and those reminded who did not answer', () => {
    expect(opportunityRows(report, 'Unnamed opportunity', 'en')).toEqual([
      ['Beach clean-up', 2, 1, 1, 1, 0],
      ['Tree planting', 1, 0, 1, 0, 0],
      ['Unnamed opportunity', 0, 1, 0, 0, 1],
    ]);
  });

  it('given districts, then each is named in the interface language, in the order answered', () => {
    const sinhala: Record<string, string> = { Kandy: 'මහනුවර', Galle: 'ගාල්ල' };
    expect(districtRows(report, (d) => sinhala[d] ?? d)).toEqual([
      ['මහනුවර', 2, 1, 2, 1, 0],
      ['ගාල්ල', 1, 1, 0, 0, 1],
    ]);
  });

  it("given the admin page's type and day, then the platform report's period: the day, its quarter, its year", () => {
    expect(selfPeriodOf('DAILY', '2026-11-28')).toEqual({ type: 'range', startDate: '2026-11-28', endDate: '2026-11-28' });
    expect(selfPeriodOf('QUARTERLY', '2026-11-28')).toEqual({ type: 'quarterly', year: 2026, quarter: 4 });
    expect(selfPeriodOf('QUARTERLY', '2026-03-31')).toEqual({ type: 'quarterly', year: 2026, quarter: 1 });
    expect(selfPeriodOf('ANNUALLY', '2026-04-01')).toEqual({ type: 'annually', year: 2026 });
  });
});
