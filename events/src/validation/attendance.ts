import { z } from 'zod';
import { text } from './text';
import { isIsoDate } from './application';

/**
 * Attendance on engagement days (issue 28): the coordinator checks a volunteer in and out by the code the
 * volunteer shows (scanned) or by name (ticked). Browser-safe: the console and command-api share it.
 */

/** Where a volunteer stands on one engagement day, as the organisation's list shows it. */
export const attendanceStates = ['EXPECTED', 'CONFIRMED', 'DECLINED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const;
export type AttendanceState = (typeof attendanceStates)[number];

const uuid = () => text({ error: 'v.required' }).uuid('v.att.unknownId');
/** A real calendar day, YYYY-MM-DD. */
export const attendanceDay = () => text({ error: 'v.att.date' }).refine(isIsoDate, 'v.att.date');

/**
 * POST /api/vio/attendance/checkin and /checkout: `{ opportunityId, date, code }` (the volunteer's code, scanned) or
 * `{ opportunityId, date, volunteerId }` (the name ticked): exactly one of the two.
 */
export const attendanceRequest = z
  .object({
    opportunityId: uuid(),
    date: attendanceDay(),
    code: z.string({ error: 'v.att.code' }).trim().min(1, 'v.att.code').max(200, 'v.att.code').optional(),
    volunteerId: z.string({ error: 'v.att.unknownId' }).uuid('v.att.unknownId').optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.code === undefined) === (body.volunteerId === undefined)) ctx.addIssue({ code: 'custom', message: 'v.att.codeOrName', path: ['code'] });
  })
  .transform((body) => ({ ...body, opportunityId: body.opportunityId.toLowerCase(), volunteerId: body.volunteerId?.toLowerCase() }));
export type AttendanceRequest = z.output<typeof attendanceRequest>;

/** POST /api/dev/jobs/no-shows (development only): the past day to settle. */
export const noShowJobRequest = z.object({ date: attendanceDay() });

/** POST /api/engagement/reply: the reminder mail's signed key (`<applicationId>.<date>.<hmac>`) and the answer. */
export const engagementReplyRequest = z.object({
  key: z.string({ error: 'v.att.replyLink' }).trim().min(1, 'v.att.replyLink').max(200, 'v.att.replyLink'),
  answer: z.enum(['YES', 'NO'], { error: 'v.att.answer' }),
});

/**
 * Hours between a check-in and a check-out, rounded to the quarter hour (what the organisation is proposed when it
 * confirms hours); 0 for a check-out not after the check-in.
 */
export const attendedHours = (checkedInAt: string, checkedOutAt: string) => {
  const ms = Date.parse(checkedOutAt) - Date.parse(checkedInAt);
  if (!(ms > 0)) return 0;
  return Math.round(ms / (15 * 60_000)) / 4;
};
