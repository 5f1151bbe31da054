import { z } from 'zod';
import { attendanceStates } from '@nvp/events';
import { day, timestamp, uuid } from './shapes';

/** Answers of attendance (issue 28): command-api/src/attendance/routes.ts and query-api/src/attendance/routes.ts. */
const state = z.enum(attendanceStates);
const recorded = z.object({
  message: z.string(),
  state: z.enum(['CHECKED_IN', 'CHECKED_OUT']),
  applicationId: uuid,
  volunteerId: uuid,
  at: timestamp.describe('When it was recorded.'),
  position: z.string(),
});

export const attendanceAnswers = {
  'GET /api/volunteer/checkin-code/:applicationId': z.object({
    code: z.string().describe('URL-safe text to show as a QR code (under 200 characters).'),
    date: day,
    expiresAt: timestamp,
    validForSeconds: z.number().int(),
    title: z.string().nullable().describe("The opportunity's title."),
  }),
  'POST /api/vio/attendance/checkin': recorded,
  'POST /api/vio/attendance/checkout': recorded,
  'GET /api/vio/attendance/:opportunityId/:date': z.object({
    opportunityId: uuid,
    title: z.string(),
    date: day,
    volunteers: z.array(
      z.object({
        applicationId: uuid,
        volunteerId: uuid,
        name: z.string().nullable().describe('Null for a volunteer who closed their account.'),
        registrationNo: z.string().nullable(),
        state: state.describe('CONFIRMED and DECLINED come from reminder replies.'),
        checkedInAt: timestamp.nullable(),
        checkedOutAt: timestamp.nullable(),
      }),
    ),
    counts: z.object(Object.fromEntries(attendanceStates.map((s) => [s, z.number().int()])) as Record<(typeof attendanceStates)[number], z.ZodNumber>),
  }),
  'GET /api/vio/attendance/hours/:applicationId': z.object({
    proposedHours: z.number().nullable().describe('The sum of the days with both a check-in and a check-out; null when none has both.'),
    days: z.array(z.object({ date: day, checkedInAt: timestamp, checkedOutAt: timestamp.nullable(), hours: z.number().nullable() })),
  }),
  'POST /api/dev/jobs/no-shows': z.object({ message: z.string(), date: day, noShows: z.number().int(), position: z.string().optional() }),
  'POST /api/dev/jobs/reminders': z.object({ message: z.string(), date: day.describe('Tomorrow in Colombo.'), reminders: z.number().int().describe('Reminders appended now (0 when all were sent).'), position: z.string().optional() }),
  'POST /api/engagement/reply': z.object({
    message: z.string(),
    answer: z.enum(['YES', 'NO']),
    date: day,
    placeReleased: z.boolean().describe('The NO left the application no day to come: its place went to the waitlist.'),
    position: z.string().optional(),
  }),
};
