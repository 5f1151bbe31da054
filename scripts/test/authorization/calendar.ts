import { everyone, volunteersIn, type Role } from './roles';

/** Who may call each route of the calendar feed (issue 29); owning the application is checked on the object (objects.ts). */
const approvedVolunteers = volunteersIn('FULLY_REGISTERED');

export const calendarRows: Record<string, Role[]> = {
  'GET /api/volunteer/calendar-url': approvedVolunteers,
  'POST /api/volunteer/calendar-url': approvedVolunteers,
  'GET /api/volunteer/calendar/:file': approvedVolunteers,
  // The feed calendar apps read: public by its secret address (the signed token is the authorization, as the
  // reminder's YES/NO link); a forged, renewed or erased volunteer's address answers 404.
  'GET /api/calendar/:file': everyone,
};
