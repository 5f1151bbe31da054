import {
  checkinCodeProblem,
  type AttendanceCheckedIn,
  type AttendanceCheckedOut,
  type AttendanceNoShow,
  type CheckinCode,
  type CheckinCodeProblem,
  type EngagementConfirmed,
  type EngagementDeclined,
  type EngagementReminderSent,
  type EventOf,
} from '@nvp/events';
import { badRequest, DomainError, forbidden, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';
import type { ApplicationState } from '../infra/facts/application';
import { actsFor, type OpportunityFacts } from '../infra/facts/opportunity';

/**
 * Attendance on engagement days (issue 28): one stream `attendance-<applicationId>` per application. The
 * organisation acting for the opportunity checks an approved volunteer in and out on the day itself, by the
 * volunteer's signed code or by name; the hourly job records the approved who never came as NO_SHOW.
 */
export type AttendanceEvent =
  | EventOf<typeof AttendanceCheckedIn>
  | EventOf<typeof AttendanceCheckedOut>
  | EventOf<typeof AttendanceNoShow>
  | EventOf<typeof EngagementReminderSent>
  | EventOf<typeof EngagementConfirmed>
  | EventOf<typeof EngagementDeclined>;

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_YOUR_OPPORTUNITY = 'This opportunity belongs to another organisation';
export const NOT_TODAY = 'Attendance is recorded on the day itself';
export const NOT_EXPECTED = 'This volunteer is not expected on this day';
export const CODE_OTHER_OPPORTUNITY = 'This check-in code is for another opportunity';
export const CODE_OTHER_VIO = "This check-in code is for another organisation's opportunity";
export const ALREADY_CHECKED_IN = 'This volunteer is already checked in';
export const NOT_CHECKED_IN = 'This volunteer has not checked in yet';
export const ALREADY_CHECKED_OUT = 'This volunteer is already checked out';
export const CHECKED_IN = 'Checked in';
export const CHECKED_OUT = 'Checked out';
/** Replies to the reminder (issue 28). */
export const NO_REMINDER = 'There is no reminder to answer for this day';
export const DAY_BEGUN = 'This day has already begun: answers to its reminder are closed';
export const PLACE_GIVEN_UP = 'You said you cannot come, so your place was offered to the waitlist';
export const CONFIRMED = 'Thank you: you confirmed that you will come';
export const DECLINED = 'Thank you for telling us: your day is marked as declined';
/** What a refused code is told, by problem (the shell refuses a forged one before any stream is read). */
export const CODE_MESSAGES: Record<CheckinCodeProblem, string> = {
  FORGED: 'The check-in code is not valid',
  OTHER_DAY: 'This check-in code is for another day',
  EXPIRED: 'This check-in code has expired; ask the volunteer to show it again',
  USED: 'This check-in code has already been used; ask the volunteer to show it again',
};

export interface DayRecord {
  checkedInAt?: string;
  checkedOutAt?: string;
  noShow?: boolean;
  /** The reminder was sent (once per day). */
  reminded?: boolean;
  /** The volunteer's last answer to it. */
  answer?: 'YES' | 'NO';
}
export interface AttendanceState {
  days: Record<string, DayRecord>;
  /** Ids of the codes already used (each code once, for a check-in or a check-out). */
  usedCodes: string[];
}

export type AttendanceCommand =
  | {
      type: 'CheckIn' | 'CheckOut';
      callerId: string;
      /** The opportunity and day the coordinator's page is for (the request's). */
      opportunity: OpportunityFacts;
      date: string;
      /** Today in Sri Lanka (YYYY-MM-DD) and the moment. */
      today: string;
      now: Date;
      /** The application named by the code or, ticked by name, by the volunteer and the opportunity. */
      application: ApplicationState;
      /** The opportunity of that application (the same as `opportunity` unless a code of another one was scanned). */
      applicationOpportunity: OpportunityFacts;
      /** The scanned code (signature already checked); absent when the name was ticked. */
      code?: CheckinCode;
    }
  | { type: 'RecordNoShow'; date: string; today: string; application: ApplicationState }
  /** The reminder job: the day before an engagement day (`date` after `today`), once per application and day. */
  | { type: 'SendReminder'; date: string; today: string; application: ApplicationState }
  /** The volunteer's YES or NO to the reminder of `date`, by SMS or by the mail's signed link. */
  | { type: 'ReplyToReminder'; date: string; today: string; application: ApplicationState; answer: 'YES' | 'NO'; channel: 'sms' | 'email' };

const day = (state: AttendanceState, date: string): DayRecord => state.days[date] ?? {};

/** Whether the application is approved for `date`: those are the volunteers expected that day. */
export const expectedOn = (application: ApplicationState, date: string) => application.exists && application.status === 'APPROVED' && application.dates.includes(date);

/**
 * Whether the volunteer has given up their place: some day they declined is followed only by days they declined too
 * (a NO on the last day the application had left). The roster's place is per opportunity, not per day, so only then
 * is it released to the waitlist; a NO on one day of several marks that day alone.
 */
export const placeGivenUp = (dates: readonly string[], state: AttendanceState) =>
  dates.some((d) => state.days[d]?.answer === 'NO' && dates.filter((later) => later > d).every((later) => state.days[later]?.answer === 'NO'));

const decide = (command: AttendanceCommand, state: AttendanceState): AttendanceEvent[] => {
  const a = command.application;
  if (command.type === 'SendReminder') {
    // Not approved for that day (any more), a day not ahead, or already reminded: nothing to send.
    if (!a.exists || !expectedOn(a, command.date) || command.date <= command.today || day(state, command.date).reminded) return [];
    return [{ type: 'EngagementReminderSent', data: { applicationId: a.applicationId, opportunityId: a.opportunityId, volunteerId: a.volunteerId, vioId: a.vioId, date: command.date } }];
  }
  if (command.type === 'ReplyToReminder') {
    const d = day(state, command.date);
    if (!a.exists || !d.reminded || !expectedOn(a, command.date)) throw badRequest(NO_REMINDER);
    if (command.date <= command.today) throw badRequest(DAY_BEGUN);
    // The same answer again records nothing (the route still releases a given-up place: a retry after a crash heals).
    if (d.answer === command.answer) return [];
    // Once the place went to the waitlist a YES cannot take it back (it may be someone else's now).
    if (placeGivenUp(a.dates, state)) throw badRequest(PLACE_GIVEN_UP);
    const data = { applicationId: a.applicationId, opportunityId: a.opportunityId, volunteerId: a.volunteerId, vioId: a.vioId, date: command.date, channel: command.channel };
    return [command.answer === 'YES' ? { type: 'EngagementConfirmed', data } : { type: 'EngagementDeclined', data }];
  }
  if (command.type === 'RecordNoShow') {
    if (!a.exists || !expectedOn(a, command.date) || command.date >= command.today) return [];
    const d = day(state, command.date);
    // A day the volunteer declined is not a no-show: they said they would not come.
    if (d.checkedInAt || d.noShow || d.answer === 'NO') return [];
    return [{ type: 'AttendanceNoShow', data: { applicationId: a.applicationId, opportunityId: a.opportunityId, volunteerId: a.volunteerId, vioId: a.vioId, date: command.date } }];
  }
  const o = command.opportunity;
  if (!o.exists || o.status === 'DELETED') throw notFound(OPPORTUNITY_NOT_FOUND);
  if (!actsFor(o, command.callerId)) throw forbidden(NOT_YOUR_OPPORTUNITY);
  const code = command.code;
  if (code && a.exists && a.opportunityId !== o.id) {
    // A code of another opportunity: the organisation learns which only when it acts for that one too.
    throw actsFor(command.applicationOpportunity, command.callerId) ? badRequest(CODE_OTHER_OPPORTUNITY) : forbidden(CODE_OTHER_VIO);
  }
  if (command.date !== command.today) throw badRequest(NOT_TODAY);
  if (code) {
    const problem = checkinCodeProblem(code, command.date, command.now, state.usedCodes);
    if (problem) throw badRequest(CODE_MESSAGES[problem]);
  }
  if (!a.exists || !expectedOn(a, command.date)) throw badRequest(NOT_EXPECTED);
  const d = day(state, command.date);
  if (command.type === 'CheckIn' && d.checkedInAt) throw new DomainError(ALREADY_CHECKED_IN, 409);
  if (command.type === 'CheckOut') {
    if (!d.checkedInAt) throw badRequest(NOT_CHECKED_IN);
    if (d.checkedOutAt) throw new DomainError(ALREADY_CHECKED_OUT, 409);
  }
  const data = {
    applicationId: a.applicationId,
    opportunityId: a.opportunityId,
    volunteerId: a.volunteerId,
    vioId: a.vioId,
    date: command.date,
    at: command.now.toISOString(),
    method: code ? ('CODE' as const) : ('NAME' as const),
    ...(code ? { codeId: code.codeId } : {}),
    recordedBy: command.callerId,
  };
  return [command.type === 'CheckIn' ? { type: 'AttendanceCheckedIn', data } : { type: 'AttendanceCheckedOut', data }];
};

const evolve = (state: AttendanceState, event: AttendanceEvent): AttendanceState => {
  const d = event.data;
  const current = day(state, d.date);
  const usedCodes = 'codeId' in d && d.codeId ? [...state.usedCodes, d.codeId] : state.usedCodes;
  switch (event.type) {
    case 'AttendanceCheckedIn':
      return { days: { ...state.days, [d.date]: { ...current, checkedInAt: event.data.at } }, usedCodes };
    case 'AttendanceCheckedOut':
      return { days: { ...state.days, [d.date]: { ...current, checkedOutAt: event.data.at } }, usedCodes };
    case 'AttendanceNoShow':
      return { ...state, days: { ...state.days, [d.date]: { ...current, noShow: true } } };
    case 'EngagementReminderSent':
      return { ...state, days: { ...state.days, [d.date]: { ...current, reminded: true } } };
    case 'EngagementConfirmed':
      return { ...state, days: { ...state.days, [d.date]: { ...current, answer: 'YES' } } };
    case 'EngagementDeclined':
      return { ...state, days: { ...state.days, [d.date]: { ...current, answer: 'NO' } } };
    default:
      return state;
  }
};

export const attendanceDecider: Decider<AttendanceCommand, AttendanceEvent, AttendanceState> = {
  initialState: { days: {}, usedCodes: [] },
  decide,
  evolve,
};
