import { z } from 'zod';

/** Answers of the calendar feed (issue 29): command-api/src/calendar/routes.ts and query-api/src/calendar/routes.ts. */
const address = {
  url: z.string().describe('The secret feed address (https://…/api/calendar/<token>.ics): anyone holding it reads the feed.'),
  generation: z.number().int().describe('How many times the address was renewed.'),
};
export const calendarAnswers = {
  'GET /api/volunteer/calendar-url': z.object(address),
  'POST /api/volunteer/calendar-url': z.object({ message: z.string(), ...address, position: z.string() }),
};
