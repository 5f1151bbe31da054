import { describe, expect, it } from 'vitest';
import {
  applyDayProblem,
  applyRequest,
  canWithdraw,
  sriLankanToday,
  translateMessage,
  vioFeedbackForm,
  volunteerEvaluationCriteria,
  volunteerFeedbackForm,
  volunteerFeedbackRatingNames,
  volunteerFeedbackRequest,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : translateMessage(result.error!.issues[0].message, 'en');

const volunteerFeedback = (overrides: Record<string, unknown> = {}) => ({
  review: 'Well organised',
  satisfied: 4,
  informationMethod: 'NVS',
  otherMethodDescription: '',
  recommend: true,
  contributionHours: 12,
  date: '2027-07-01',
  ...Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, 5])),
  ...overrides,
});
const vioFeedback = (overrides: Record<string, unknown> = {}) => ({
  review: 'Punctual',
  recommend: 'yes',
  hours: 10,
  ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 3])),
  ...overrides,
});

describe('apply request', () => {
  it('needs at least one real day; sorts and de-duplicates', () => {
    expect(applyRequest.parse({ opportunityId: '00000000-0000-4000-8000-000000000001', dates: ['2027-06-06', '2027-06-05', '2027-06-06'] }).dates).toEqual([
      '2027-06-05',
      '2027-06-06',
    ]);
    expect(firstMessage(applyRequest.safeParse({ opportunityId: '00000000-0000-4000-8000-000000000001', dates: [] }))).toBe('Please select at least one day');
    expect(firstMessage(applyRequest.safeParse({ opportunityId: '00000000-0000-4000-8000-000000000001', dates: ['2027-02-30'] }))).toBe('Date is not valid');
  });
  it('a day must be after today, in the period, on a weekday of the opportunity', () => {
    const o = { startDate: '2027-06-01', endDate: '2027-06-30', days: ['Saturday'] };
    expect(applyDayProblem('2027-06-05', o, '2027-05-01')).toBeUndefined();
    expect(applyDayProblem('2027-06-05', o, '2027-06-05')).toBe('v.app.pastDay');
    expect(applyDayProblem('2027-07-03', o, '2027-05-01')).toBe('v.app.outsidePeriod');
    expect(applyDayProblem('2027-06-06', o, '2027-05-01')).toBe('v.app.notWeekday');
  });
  it("counts today in Sri Lanka (UTC+5:30)", () => {
    expect(sriLankanToday(new Date('2027-06-04T18:29:00Z'))).toBe('2027-06-04');
    expect(sriLankanToday(new Date('2027-06-04T18:31:00Z'))).toBe('2027-06-05');
  });
});

describe('feedback forms', () => {
  it('the volunteer form takes every rating, turns negative hours into 0 and answers the spec text when incomplete', () => {
    expect(volunteerFeedbackForm.parse(volunteerFeedback({ contributionHours: -3 })).contributionHours).toBe(0);
    expect(firstMessage(volunteerFeedbackForm.safeParse(volunteerFeedback({ safetyOfTravelling: 0 })))).toBe('Please Fill the all components');
    expect(firstMessage(volunteerFeedbackForm.safeParse(volunteerFeedback({ satisfied: 5 })))).toBe('Please Fill the all components');
    expect(firstMessage(volunteerFeedbackForm.safeParse(volunteerFeedback({ recommend: undefined })))).toBe('Please Fill the all components');
    expect(firstMessage(volunteerFeedbackForm.safeParse(volunteerFeedback({ informationMethod: 'OTHER' })))).toBe('Please Fill the all components');
    expect(volunteerFeedbackForm.parse(volunteerFeedback({ informationMethod: 'OTHER', otherMethodDescription: 'A poster' })).otherMethodDescription).toBe('A poster');
    expect(volunteerFeedbackForm.parse(volunteerFeedback({ otherMethodDescription: 'stale' })).otherMethodDescription).toBe('');
  });
  it('the organisation form takes the 14 criteria and the confirmed hours', () => {
    expect(vioFeedbackForm.parse(vioFeedback()).recommend).toBe(true);
    expect(firstMessage(vioFeedbackForm.safeParse(vioFeedback({ attendance: undefined })))).toBe('Please Fill the all components');
    expect(firstMessage(vioFeedbackForm.safeParse(vioFeedback({ hours: 9000 })))).toBe('The hours are more than a year of full days');
  });
  it('the submit body takes ids or the fetched objects', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const parsed = volunteerFeedbackRequest.parse({ volunteer: { id, firstName: 'A' }, opportunity: id, vio: { id }, feedback: volunteerFeedback() });
    expect([parsed.volunteer, parsed.opportunity, parsed.vio]).toEqual([id, id, id]);
  });
});

describe('canWithdraw', () => {
  const days = ['2026-12-10', '2026-12-03'];
  it('allows a pending, selected or approved application until the day before its first chosen day', () => {
    for (const status of ['PENDING', 'SELECTED', 'APPROVED']) expect(canWithdraw(status, days, '2026-12-02', 'APPROVED')).toBe(true);
    expect(canWithdraw('APPROVED', days, '2026-12-03', 'APPROVED')).toBe(false);
  });
  it('refuses rejected and withdrawn applications, an application without days, and a completed opportunity', () => {
    for (const status of ['ADMIN_REJECTED', 'VIO_REJECTED', 'WITHDRAWN']) expect(canWithdraw(status, days, '2026-12-01')).toBe(false);
    expect(canWithdraw('PENDING', [], '2026-12-01')).toBe(false);
    expect(canWithdraw('APPROVED', days, '2026-12-01', 'COMPLETED')).toBe(false);
  });
});
