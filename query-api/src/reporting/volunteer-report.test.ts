import { describe, expect, it } from 'vitest';
import { hoursOf, inPeriod, volunteerReportOf, type ReportApplication } from './volunteer-report';

/** The pure part of the volunteer's report: Sri Lanka days, the even splits, what counts as completed and pending. */
const application = (over: Partial<ReportApplication> = {}): ReportApplication => ({
  approved: true,
  hoursAt: null,
  hours: null,
  opportunityStatus: 'APPROVED',
  completedAt: null,
  category: 3,
  sdgs: [1, 2, 3],
  coreFunctions: [5, 7],
  ...over,
});
const q1 = { from: '2026-01-01', to: '2026-03-31' };
const q2 = { from: '2026-04-01', to: '2026-06-30' };
const zeroGoals = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 0]));

describe('the period, on Sri Lanka days (UTC+5:30)', () => {
  it('23:59:59 on 31 March in Colombo is Q1; the midnight that starts 1 April is Q2', () => {
    expect(inPeriod(new Date('2026-03-31T18:29:59.999Z'), q1)).toBe(true);
    expect(inPeriod(new Date('2026-03-31T18:29:59.999Z'), q2)).toBe(false);
    expect(inPeriod(new Date('2026-03-31T18:30:00.000Z'), q1)).toBe(false);
    expect(inPeriod(new Date('2026-03-31T18:30:00.000Z'), q2)).toBe(true);
  });
  it('the first day starts at Colombo midnight (18:30 UTC the day before); nothing is in the period without a time', () => {
    expect(inPeriod(new Date('2025-12-31T18:29:59.999Z'), q1)).toBe(false);
    expect(inPeriod(new Date('2025-12-31T18:30:00.000Z'), q1)).toBe(true);
    expect(inPeriod(null, q1)).toBe(false);
  });
  it('hours confirmed just before and just after midnight fall into different quarters', () => {
    const apps = [application({ hoursAt: new Date('2026-03-31T18:29:00Z'), hours: 4 }), application({ hoursAt: new Date('2026-03-31T18:31:00Z'), hours: 6 })];
    expect(hoursOf(apps, q1, 100).total).toBe(4);
    expect(hoursOf(apps, q2, 100).total).toBe(6);
    expect(hoursOf(apps, { from: '2026-03-31', to: '2026-04-01' }, 100).total).toBe(10);
  });
});

describe('hours', () => {
  it('split evenly over the goals and over the core functions; the sector takes them whole; valued at the rate', () => {
    const h = hoursOf([application({ hoursAt: new Date('2026-02-01T00:00:00Z'), hours: 10 })], q1, 150);
    expect(h).toEqual({
      total: 10,
      values: 1500,
      sectors: [{ name: '3', value: 10 }],
      sdgs: { ...zeroGoals, 1: 3.33, 2: 3.33, 3: 3.33 },
      coreFunctions: [
        { name: '5', value: 5 },
        { name: '7', value: 5 },
      ],
    });
  });
  it('sums per goal over applications before rounding; largest first, then by name as text', () => {
    const at = new Date('2026-02-01T00:00:00Z');
    const h = hoursOf(
      [
        application({ hoursAt: at, hours: 1, sdgs: [1, 2, 3], category: 10, coreFunctions: [12] }),
        application({ hoursAt: at, hours: 2, sdgs: [1, 2, 3], category: 2, coreFunctions: [3] }),
        application({ hoursAt: at, hours: 8, sdgs: [17], category: 9, coreFunctions: [] }),
      ],
      q1,
      1,
    );
    expect(h.sdgs).toEqual({ ...zeroGoals, 1: 1, 2: 1, 3: 1, 17: 8 });
    expect(h.sectors).toEqual([
      { name: '9', value: 8 },
      { name: '2', value: 2 },
      { name: '10', value: 1 },
    ]);
    expect(h.coreFunctions).toEqual([
      { name: '3', value: 2 },
      { name: '12', value: 1 },
    ]);
    // Equal values by name, as text: '10' before '9'.
    const tie = hoursOf([application({ hoursAt: at, hours: 2, coreFunctions: [9, 10] })], q1, 1);
    expect(tie.coreFunctions.map((c) => c.name)).toEqual(['10', '9']);
  });
  it('count whatever the decision now; a confirmation without hours shows its sector at 0; no goals, no goal shares', () => {
    const at = new Date('2026-02-01T00:00:00Z');
    const h = hoursOf([application({ approved: false, hoursAt: at, hours: 5, sdgs: [], coreFunctions: [] }), application({ hoursAt: at, hours: null, category: 4 })], q1, 1);
    expect(h.total).toBe(5);
    expect(h.sdgs).toEqual(zeroGoals);
    expect(h.sectors).toEqual([
      { name: '3', value: 5 },
      { name: '4', value: 0 },
    ]);
  });
});

describe('completed and pending', () => {
  it('completed: opportunities completed in the period on which the application is approved now', () => {
    const done = new Date('2026-02-01T00:00:00Z');
    const apps = [
      application({ opportunityStatus: 'COMPLETED', completedAt: done }),
      application({ approved: false, opportunityStatus: 'COMPLETED', completedAt: done }),
      application({ opportunityStatus: 'COMPLETED', completedAt: new Date('2026-05-01T00:00:00Z') }),
      // Deleted after it was completed: it was completed all the same.
      application({ opportunityStatus: 'DELETED', completedAt: done }),
    ];
    expect(volunteerReportOf(apps, q1, 1).completed).toBe(2);
    expect(volunteerReportOf(apps, q2, 1).completed).toBe(1);
  });
  it('pending: approved now on an opportunity still APPROVED (work ahead), whatever the period', () => {
    const apps = [application(), application({ approved: false }), application({ opportunityStatus: 'CREATED' }), application({ opportunityStatus: 'COMPLETED' })];
    expect(volunteerReportOf(apps, q1, 1)).toMatchObject({ pending: 1, pendingAssignments: 1 });
    expect(volunteerReportOf(apps, { from: '1990-01-01', to: '1990-01-01' }, 1)).toMatchObject({ pending: 1, completed: 0 });
  });
  it('nobody: zeros and every goal at 0', () => {
    expect(volunteerReportOf([], q1, 150)).toEqual({
      completed: 0,
      pending: 0,
      pendingAssignments: 0,
      volunteerHours: { total: 0, values: 0, sectors: [], sdgs: zeroGoals, coreFunctions: [] },
      daysAttended: 0,
    });
  });
});
