import { z } from 'zod';
import { routeDocs } from '../types';

/** The iCalendar text itself (RFC 5545). */
const icalendar = z.string().meta({ contentMediaType: 'text/calendar', description: 'An iCalendar object (RFC 5545): CRLF lines folded at 75 octets, times in UTC.' });
const lang = z.object({ lang: z.enum(['en', 'si', 'ta']).optional().describe("Language of the feed's own words (the calendar's name, times of day, labels); default en.") });

/** The volunteer's calendar feed (issue 29): its secret address, the feed, and one engagement as a .ics file. */
export const calendarDocs = routeDocs('calendar', {
  'GET /api/volunteer/calendar-url': {
    summary: "The volunteer's secret calendar feed address, to subscribe to in a calendar app (the same until renewed)",
    description: 'Nothing is stored: the address is signed from the volunteer id and the generation of the address (CalendarFeedRenewed counts them).',
  },
  'POST /api/volunteer/calendar-url': {
    summary: 'A new calendar feed address: the old one (every older one) stops working at once',
    body: 'none',
  },
  'GET /api/calendar/:file': {
    summary: "A volunteer's calendar feed, public by its secret address (`<token>.ics`): every approved engagement day, cancelled ones for 30 days",
    description:
      'Each engagement day is one VEVENT (UID: the application and the day), with the opportunity\'s title, place, hours (Morning 08:00, Afternoon 13:00, ' +
      "Evening 17:00 Sri Lankan time, for the opportunity's working hours a day) and the organisation's public contact. A withdrawn, rejected or declined " +
      'day stays for 30 days as STATUS:CANCELLED with a higher SEQUENCE, then leaves. Cache-Control private, max-age=900; an ETag answers If-None-Match with 304.',
    params: { file: 'The address\'s token followed by ".ics".' },
    query: lang,
    ok: { description: 'The feed.', contentType: 'text/calendar', schema: icalendar },
    responses: { 304: 'Unchanged since the ETag sent.', 404: 'A forged, renewed or erased address (nothing more is said).' },
  },
  'GET /api/volunteer/calendar/:file': {
    summary: 'One approved engagement of the caller as a .ics file ("Add to calendar"): its days',
    params: { file: 'The application id followed by ".ics".' },
    query: lang,
    ok: { description: 'The .ics file (Content-Disposition: attachment).', contentType: 'text/calendar', schema: icalendar },
    responses: { 400: 'The application is not approved (withdrawn, rejected or still under review).', 404: "No such application, or another volunteer's." },
  },
});
