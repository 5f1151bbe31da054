import { attendanceRequest, engagementReplyRequest, noShowJobRequest } from '@nvp/events';
import { routeDocs } from '../types';

/** Attendance on engagement days (issue 28): check-in codes, check-in and check-out, the day's list, no-shows, hours. */
export const attendanceDocs = routeDocs('attendance', {
  'GET /api/volunteer/checkin-code/:applicationId': {
    summary: "The volunteer's check-in code for today's engagement day (shown as a QR code): signed, valid 10 minutes, used once",
    params: { applicationId: "The caller's own approved application." },
    responses: { 400: 'Today is not one of the days the application is approved for.', 404: "No such application, or another volunteer's." },
  },
  'POST /api/vio/attendance/checkin': {
    summary: 'Check an expected volunteer in on the day itself: by their scanned code or by name (the organisation acting for the opportunity)',
    body: attendanceRequest,
    responses: {
      400: 'A code forged, expired, used, for another day or another opportunity; a volunteer not expected that day; a day that is not today.',
      403: "Another organisation's opportunity, or a code of one.",
      404: 'No such opportunity.',
      409: 'Already checked in.',
    },
  },
  'POST /api/vio/attendance/checkout': {
    summary: 'Check a checked-in volunteer out the same day: by a fresh scanned code or by name',
    body: attendanceRequest,
    responses: {
      400: 'As check-in, and a volunteer not checked in yet.',
      403: "Another organisation's opportunity, or a code of one.",
      404: 'No such opportunity.',
      409: 'Already checked out.',
    },
  },
  'GET /api/vio/attendance/:opportunityId/:date': {
    summary: 'One engagement day of an opportunity: every expected volunteer and their state, sorted by name (its organisations; admins read only)',
    params: { opportunityId: 'The opportunity.', date: 'The day, YYYY-MM-DD.' },
    responses: { 400: 'A malformed date.', 403: "Another organisation's opportunity.", 404: 'No such opportunity.' },
  },
  'GET /api/vio/attendance/hours/:applicationId': {
    summary: 'The hours attendance proposes for an application (check-in to check-out each day, to the quarter hour), for confirming hours',
    params: { applicationId: 'An application of an opportunity the caller acts for.' },
    responses: { 403: "Another organisation's opportunity.", 404: 'No such application.' },
  },
  'POST /api/dev/jobs/no-shows': {
    summary: 'Development only: record now the no-shows of a past day (the hourly job does it by itself)',
    body: noShowJobRequest,
    responses: { 400: 'Today or a later day.' },
  },
  'POST /api/dev/jobs/reminders': {
    summary: "Development only: remind now every volunteer approved for tomorrow (SMS and mail); the job does it by itself at REMINDER_HOUR, Colombo time",
    body: 'none',
  },
  'POST /api/engagement/reply': {
    summary: "The reminder mail's YES/NO link: confirm or decline tomorrow's engagement day",
    description:
      'The key `<applicationId>.<date>.<hmac>` is signed by the platform. A later answer replaces the last one until the day begins. ' +
      "A NO on the application's last remaining day releases its place, which is offered to the first on the waitlist. Limited per IP.",
    body: engagementReplyRequest,
    responses: {
      400: 'A forged or malformed link, an answer other than YES or NO, a day not reminded or already begun, or a YES after the place was given up.',
      429: 'Too many attempts from this address.',
    },
  },
});
