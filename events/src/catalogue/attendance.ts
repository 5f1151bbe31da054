import { z } from 'zod';
import { defineEvent } from './define';

/**
 * The `attendance` slice (issue 28): one stream `attendance-<applicationId>` per approved application, holding what
 * happened on each of its engagement days. Ids, days and moments only: nothing personal, nothing sealed.
 */
const ids = {
  applicationId: z.string().uuid(),
  opportunityId: z.string().uuid(),
  volunteerId: z.string().uuid(),
  /** The organisation that owns the opportunity (a VIO it was shared with may be the one recording). */
  vioId: z.string().uuid(),
  /** The engagement day, Sri Lankan date (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};
const recorded = z.object({
  ...ids,
  /** When the organisation recorded it (ISO 8601). */
  at: z.string(),
  /** CODE: the volunteer's signed check-in code was scanned; NAME: the coordinator ticked the name. */
  method: z.enum(['CODE', 'NAME']),
  /** The one-time id of the scanned code (a code is used once). */
  codeId: z.string().optional(),
  /** The organisation account that recorded it. */
  recordedBy: z.string().uuid(),
});

export const AttendanceCheckedIn = defineEvent(
  'attendance',
  'AttendanceCheckedIn',
  recorded,
  'On an engagement day itself, the organisation checked an approved volunteer in (the volunteer\'s code scanned, or the name ticked).',
);
export const AttendanceCheckedOut = defineEvent(
  'attendance',
  'AttendanceCheckedOut',
  recorded,
  'The organisation checked a volunteer out the same day, after their check-in: the hours between the two are proposed when it confirms hours.',
);
export const AttendanceNoShow = defineEvent(
  'attendance',
  'AttendanceNoShow',
  z.object(ids),
  'After an engagement day, a volunteer approved for it who was never checked in is recorded as not having come (the hourly no-show job).',
);

export const EngagementReminderSent = defineEvent(
  'attendance',
  'EngagementReminderSent',
  z.object(ids),
  'The day before an engagement day, at the configured Colombo hour, the reminder job asked the approved volunteer whether they will come (SMS and mail with YES/NO); once per application and day.',
);
const answered = z.object({
  ...ids,
  /** How the volunteer answered: an SMS reply or a signed link of the reminder mail. */
  channel: z.enum(['sms', 'email']),
});
export const EngagementConfirmed = defineEvent(
  'attendance',
  'EngagementConfirmed',
  answered,
  'The volunteer answered YES to the reminder of an engagement day (they will come); a later answer before the day replaces it.',
);
export const EngagementDeclined = defineEvent(
  'attendance',
  'EngagementDeclined',
  answered,
  'The volunteer answered NO to the reminder of an engagement day (they cannot come); on the last day the application had left, its place is released to the waitlist.',
);

export const attendanceEvents = [AttendanceCheckedIn, AttendanceCheckedOut, AttendanceNoShow, EngagementReminderSent, EngagementConfirmed, EngagementDeclined] as const;
