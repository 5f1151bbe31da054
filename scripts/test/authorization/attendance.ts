import { admins, everyone, viosIn, volunteersIn, type Role } from './roles';

/** Who may call each route of attendance (issue 28); acting for the opportunity and owning the application are checked on the object (objects.ts). */
const approvedVolunteers = volunteersIn('FULLY_REGISTERED');
// TRANSFERRED sub-VIOs keep the approved bit (they were approved before the transfer).
const approvedVios = viosIn('APPROVED', 'TRANSFERRED');

export const attendanceRows: Record<string, Role[]> = {
  'GET /api/volunteer/checkin-code/:applicationId': approvedVolunteers,
  'POST /api/vio/attendance/checkin': approvedVios,
  'POST /api/vio/attendance/checkout': approvedVios,
  // Admins read the day's list (read only: recording is the organisation's).
  'GET /api/vio/attendance/:opportunityId/:date': [...admins, ...approvedVios],
  'GET /api/vio/attendance/hours/:applicationId': approvedVios,
  // Development only, like the outbox (registered only with DEV_OUTBOX).
  'POST /api/dev/jobs/no-shows': everyone,
  'POST /api/dev/jobs/reminders': everyone,
  // The reminder mail's signed YES/NO link: whoever holds the link (the key is the authorization).
  'POST /api/engagement/reply': everyone,
};
