import { attendedHours, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { attendanceDecider, type AttendanceState } from './decider';

/**
 * The hours attendance proposes (issue 28): each day with a check-in and a check-out counts the time between, to
 * the quarter hour; undefined when no day has both. The read side answers the same sum from its model
 * (GET /api/vio/attendance/hours/:applicationId); this one reads the stream, for the event that confirms hours.
 */
export const proposedHours = (state: AttendanceState) => {
  const days = Object.values(state.days).filter((d) => d.checkedInAt && d.checkedOutAt);
  return days.length ? days.reduce((sum, d) => sum + attendedHours(d.checkedInAt!, d.checkedOutAt!), 0) : undefined;
};

/**
 * The hours attendance proposes for an application, read from its stream (undefined: none), for the application
 * slice's confirmed-hours event: attendance provides it through ctx.engagement (routes.ts).
 */
export const proposedHoursOf = async (ctx: SliceContext, applicationId: string) =>
  proposedHours((await ctx.commands.loadState(streams.attendance(applicationId), attendanceDecider)).state);
