import { describe, expect, it } from 'vitest';
import type { CheckinCode, Sealed } from '@nvp/events';
import { spec } from '../infra/given-when-then';
import type { ApplicationState } from '../infra/facts/application';
import type { OpportunityFacts } from '../infra/facts/opportunity';
import {
  ALREADY_CHECKED_IN,
  ALREADY_CHECKED_OUT,
  attendanceDecider,
  CODE_MESSAGES,
  CODE_OTHER_OPPORTUNITY,
  CODE_OTHER_VIO,
  NOT_CHECKED_IN,
  NOT_EXPECTED,
  NOT_TODAY,
  DAY_BEGUN,
  NO_REMINDER,
  NOT_YOUR_OPPORTUNITY,
  OPPORTUNITY_NOT_FOUND,
  PLACE_GIVEN_UP,
  placeGivenUp,
  type AttendanceCommand,
  type AttendanceEvent,
} from './decider';

const sealed = (subject: string): Sealed => ({ $sealed: 'v1', subject, iv: 'iv', data: 'data', tag: 'tag' });
const applicationId = '00000000-0000-4000-8000-0000000000a1';
const opportunityId = '00000000-0000-4000-8000-0000000000b1';
const otherOpportunityId = '00000000-0000-4000-8000-0000000000b2';
const volunteerId = '00000000-0000-4000-8000-0000000000c1';
const vioId = '00000000-0000-4000-8000-0000000000d1';
const partnerVio = '00000000-0000-4000-8000-0000000000d2';
const strangerVio = '00000000-0000-4000-8000-0000000000d3';
const ids = { applicationId, opportunityId, volunteerId, vioId };
const today = '2027-06-05';
const now = new Date('2027-06-05T03:30:00Z'); // 09:00 in Colombo

const opportunity = (overrides: Partial<Extract<OpportunityFacts, { exists: true }>> = {}): OpportunityFacts => ({
  exists: true,
  id: opportunityId,
  formal: true,
  status: 'APPROVED',
  vioId,
  title: 'Beach clean-up',
  type: 'REGULAR',
  startDate: '2027-06-01',
  endDate: '2027-06-30',
  days: [],
  noOfVolunteers: 2,
  sdgNumbers: [14],
  sharedWith: [partnerVio],
  ...overrides,
});
const application = (overrides: Partial<Extract<ApplicationState, { exists: true }>> = {}): ApplicationState => ({
  exists: true,
  ...ids,
  status: 'APPROVED',
  dates: ['2027-06-04', today, '2027-06-06'],
  volunteerContact: sealed(volunteerId),
  vioContact: sealed(vioId),
  agreed: { VOLUNTEER: false, VIO: false },
  feedback: { VOLUNTEER: false, VIO: false },
  ...overrides,
});
const code = (overrides: Partial<CheckinCode> = {}): CheckinCode => ({
  applicationId,
  date: today,
  expiresAt: new Date(now.getTime() + 10 * 60_000),
  codeId: '0011223344556677',
  ...overrides,
});
const command = (type: 'CheckIn' | 'CheckOut', overrides: Partial<Extract<AttendanceCommand, { type: 'CheckIn' | 'CheckOut' }>> = {}): AttendanceCommand => ({
  type,
  callerId: vioId,
  opportunity: opportunity(),
  date: today,
  today,
  now,
  application: application(),
  applicationOpportunity: opportunity(),
  ...overrides,
});
const recorded = (method: 'CODE' | 'NAME', at = now, extra: Record<string, unknown> = {}) => ({
  ...ids,
  date: today,
  at: at.toISOString(),
  method,
  ...(method === 'CODE' ? { codeId: '0011223344556677' } : {}),
  recordedBy: vioId,
  ...extra,
});
const checkedIn = (method: 'CODE' | 'NAME' = 'CODE', extra: Record<string, unknown> = {}): AttendanceEvent => ({ type: 'AttendanceCheckedIn', data: recorded(method, now, extra) as never });

const { given } = spec(attendanceDecider);

describe('attendance decider: checking in', () => {
  it('given nothing, when the owner scans a valid code of an approved volunteer on their day, then AttendanceCheckedIn by CODE with the code id', () =>
    given([]).when(command('CheckIn', { code: code() })).then([{ type: 'AttendanceCheckedIn', data: recorded('CODE') as never }]));

  it('when a VIO the opportunity is shared with ticks the name, then AttendanceCheckedIn by NAME, recorded by that VIO (the owner stays vioId)', () =>
    given([])
      .when(command('CheckIn', { callerId: partnerVio }))
      .then([{ type: 'AttendanceCheckedIn', data: recorded('NAME', now, { recordedBy: partnerVio }) as never }]));

  it('refuses an organisation that does not act for the opportunity (403), and an unknown or deleted opportunity (404)', () => {
    given([]).when(command('CheckIn', { callerId: strangerVio })).thenThrows(NOT_YOUR_OPPORTUNITY, 403);
    given([]).when(command('CheckIn', { opportunity: { exists: false } })).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([]).when(command('CheckIn', { opportunity: opportunity({ status: 'DELETED' }) })).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });

  it('refuses a code of another opportunity: 400 when the caller acts for that one too, 403 when it is another organisation’s', () => {
    const elsewhere = application({ opportunityId: otherOpportunityId });
    given([])
      .when(command('CheckIn', { code: code(), application: elsewhere, applicationOpportunity: opportunity({ id: otherOpportunityId }) }))
      .thenThrows(CODE_OTHER_OPPORTUNITY, 400);
    given([])
      .when(command('CheckIn', { code: code(), application: elsewhere, applicationOpportunity: opportunity({ id: otherOpportunityId, vioId: strangerVio, sharedWith: [] }) }))
      .thenThrows(CODE_OTHER_VIO, 403);
  });

  it('records only on the day itself', () => {
    given([]).when(command('CheckIn', { date: '2027-06-06' })).thenThrows(NOT_TODAY, 400);
    given([]).when(command('CheckIn', { date: '2027-06-04' })).thenThrows(NOT_TODAY, 400);
  });

  it('refuses a code for another day, an expired code and a code already used (even for a check-out)', () => {
    given([]).when(command('CheckIn', { code: code({ date: '2027-06-04' }) })).thenThrows(CODE_MESSAGES.OTHER_DAY, 400);
    given([]).when(command('CheckIn', { code: code({ expiresAt: new Date(now.getTime() - 1000) }) })).thenThrows(CODE_MESSAGES.EXPIRED, 400);
    given([checkedIn('CODE')]).when(command('CheckOut', { code: code() })).thenThrows(CODE_MESSAGES.USED, 400);
  });

  it('refuses a volunteer not approved for that day: another day of theirs, not approved, withdrawn, no application', () => {
    given([]).when(command('CheckIn', { application: application({ dates: ['2027-06-04'] }) })).thenThrows(NOT_EXPECTED, 400);
    given([]).when(command('CheckIn', { application: application({ status: 'SELECTED' }) })).thenThrows(NOT_EXPECTED, 400);
    given([]).when(command('CheckIn', { application: application({ status: 'WITHDRAWN' }) })).thenThrows(NOT_EXPECTED, 400);
    given([]).when(command('CheckIn', { application: { exists: false } })).thenThrows(NOT_EXPECTED, 400);
  });

  it('refuses checking in twice (409), whichever way', () => {
    given([checkedIn('CODE')]).when(command('CheckIn')).thenThrows(ALREADY_CHECKED_IN, 409);
    given([checkedIn('NAME')]).when(command('CheckIn', { code: code({ codeId: '8899aabbccddeeff' }) })).thenThrows(ALREADY_CHECKED_IN, 409);
  });

  it('a check-in on another day does not count for today', () => {
    const yesterday: AttendanceEvent = { type: 'AttendanceCheckedIn', data: { ...recorded('NAME'), date: '2027-06-04' } as never };
    given([yesterday]).when(command('CheckIn')).then([{ type: 'AttendanceCheckedIn', data: recorded('NAME') as never }]);
  });
});

describe('attendance decider: checking out', () => {
  const later = new Date(now.getTime() + 4 * 3600_000);
  it('given a check-in, when a fresh code is scanned later, then AttendanceCheckedOut', () =>
    given([checkedIn('NAME')])
      .when(command('CheckOut', { now: later, code: code({ codeId: '8899aabbccddeeff', expiresAt: new Date(later.getTime() + 600_000) }) }))
      .then([{ type: 'AttendanceCheckedOut', data: recorded('CODE', later, { codeId: '8899aabbccddeeff' }) as never }]));

  it('refuses a check-out before the check-in, and a second check-out (409)', () => {
    given([]).when(command('CheckOut')).thenThrows(NOT_CHECKED_IN, 400);
    given([checkedIn('NAME'), { type: 'AttendanceCheckedOut', data: recorded('NAME') as never }]).when(command('CheckOut')).thenThrows(ALREADY_CHECKED_OUT, 409);
  });
});

describe('attendance decider: no-shows', () => {
  const noShow = (date: string, a: ApplicationState = application()): AttendanceCommand => ({ type: 'RecordNoShow', date, today, application: a });
  it('given nothing, when the day has passed, then AttendanceNoShow for it', () =>
    given([]).when(noShow('2027-06-04')).then([{ type: 'AttendanceNoShow', data: { ...ids, date: '2027-06-04' } }]));

  it('records nothing for today or later, for a volunteer who came, twice, or for one not approved for the day', () => {
    given([]).when(noShow(today)).then([]);
    given([]).when(noShow('2027-06-06')).then([]);
    given([{ type: 'AttendanceCheckedIn', data: { ...recorded('NAME'), date: '2027-06-04' } as never }]).when(noShow('2027-06-04')).then([]);
    given([{ type: 'AttendanceNoShow', data: { ...ids, date: '2027-06-04' } }]).when(noShow('2027-06-04')).then([]);
    given([]).when(noShow('2027-06-03')).then([]);
    given([]).when(noShow('2027-06-04', application({ status: 'WITHDRAWN' }))).then([]);
    given([]).when(noShow('2027-06-04', { exists: false })).then([]);
  });

  it('the state keeps each day apart and remembers every code used', () => {
    const state = [checkedIn('CODE'), { type: 'AttendanceNoShow', data: { ...ids, date: '2027-06-04' } } as AttendanceEvent].reduce(attendanceDecider.evolve, attendanceDecider.initialState);
    expect(state).toEqual({ days: { [today]: { checkedInAt: now.toISOString() }, '2027-06-04': { noShow: true } }, usedCodes: ['0011223344556677'] });
  });
});

describe('attendance decider: reminders and their replies', () => {
  const tomorrow = '2027-06-06';
  const remind = (date: string, a: ApplicationState = application()): AttendanceCommand => ({ type: 'SendReminder', date, today, application: a });
  const reply = (answer: 'YES' | 'NO', overrides: { date?: string; today?: string; channel?: 'sms' | 'email'; application?: ApplicationState } = {}): AttendanceCommand => ({
    type: 'ReplyToReminder',
    date: tomorrow,
    today,
    application: application(),
    answer,
    channel: 'sms',
    ...overrides,
  });
  const sent = (date = tomorrow): AttendanceEvent => ({ type: 'EngagementReminderSent', data: { ...ids, date } });
  const confirmed = (channel: 'sms' | 'email' = 'sms', date = tomorrow): AttendanceEvent => ({ type: 'EngagementConfirmed', data: { ...ids, date, channel } });
  const declined = (channel: 'sms' | 'email' = 'sms', date = tomorrow): AttendanceEvent => ({ type: 'EngagementDeclined', data: { ...ids, date, channel } });

  it('given nothing, when the job reminds of an approved day ahead, then EngagementReminderSent', () => given([]).when(remind(tomorrow)).then([sent()]));

  it('reminds once per application and day; never of today, a past day, a day not chosen or an application not approved', () => {
    given([sent()]).when(remind(tomorrow)).then([]);
    given([]).when(remind(today)).then([]);
    given([]).when(remind('2027-06-04')).then([]);
    given([]).when(remind('2027-06-07')).then([]);
    given([]).when(remind(tomorrow, application({ status: 'WITHDRAWN' }))).then([]);
    given([]).when(remind(tomorrow, { exists: false })).then([]);
    // Another day's reminder does not count for this one.
    given([sent('2027-06-07')]).when(remind(tomorrow)).then([sent()]);
  });

  it('given a reminder, when the volunteer answers YES by SMS, then EngagementConfirmed; NO by the mail, then EngagementDeclined', () => {
    given([sent()]).when(reply('YES')).then([confirmed('sms')]);
    given([sent()]).when(reply('NO', { channel: 'email' })).then([declined('email')]);
  });

  it('a later answer replaces the last one; the same answer again records nothing', () => {
    given([sent(), confirmed()]).when(reply('NO')).then([declined('sms')]);
    given([sent(), confirmed()]).when(reply('YES', { channel: 'email' })).then([]);
  });

  it('refuses an answer for a day not reminded, or no longer approved', () => {
    given([]).when(reply('YES')).thenThrows(NO_REMINDER, 400);
    given([sent('2027-06-07')]).when(reply('YES')).thenThrows(NO_REMINDER, 400);
    given([sent()]).when(reply('YES', { application: application({ status: 'WITHDRAWN' }) })).thenThrows(NO_REMINDER, 400);
  });

  it('refuses an answer once the day has begun', () => given([sent()]).when(reply('NO', { today: tomorrow })).thenThrows(DAY_BEGUN, 400));

  it('a NO on the last day gives the place up: a YES afterwards is refused; a NO on one day of several does not', () => {
    // The application's days: 06-04, 06-05 (today), 06-06 (tomorrow, its last).
    given([sent(), declined()]).when(reply('YES')).thenThrows(PLACE_GIVEN_UP, 400);
    given([sent(), declined()]).when(reply('NO')).then([]);
    const longer = application({ dates: [today, tomorrow, '2027-06-07'] });
    given([sent(), declined()]).when(reply('YES', { application: longer })).then([confirmed('sms')]);
  });

  it('placeGivenUp: only when every day from a declined one on is declined', () => {
    const fold = (events: AttendanceEvent[]) => events.reduce(attendanceDecider.evolve, attendanceDecider.initialState);
    expect(placeGivenUp(['2027-06-06', '2027-06-07'], fold([sent(), declined()]))).toBe(false);
    expect(placeGivenUp(['2027-06-06', '2027-06-07'], fold([sent(), declined(), sent('2027-06-07'), declined('sms', '2027-06-07')]))).toBe(true);
    expect(placeGivenUp(['2027-06-05', '2027-06-06'], fold([sent(), declined()]))).toBe(true);
    expect(placeGivenUp(['2027-06-06'], fold([sent(), confirmed()]))).toBe(false);
  });

  it('a declined day that passes is not a no-show', () =>
    given([sent('2027-06-04'), declined('sms', '2027-06-04')])
      .when({ type: 'RecordNoShow', date: '2027-06-04', today, application: application() })
      .then([]));
});
