import { z } from 'zod';
import { defineEvent } from './define';

/**
 * The `calendar` slice (issue 29): one small stream `calendar-<volunteerId>` per volunteer counting the generations of
 * their calendar feed's secret address. The address itself is never stored: it is signed from the volunteer id and
 * the generation (events/src/calendar/feed-token.ts), so a renewal ends every older address at once. Ids and a number
 * only: nothing personal, nothing sealed.
 */
export const CalendarFeedRenewed = defineEvent(
  'calendar',
  'CalendarFeedRenewed',
  z.object({
    volunteerId: z.string().uuid(),
    /** The new generation (1 for the first renewal; before any, the address of generation 0 is valid). */
    generation: z.number().int().min(1),
  }),
  'The volunteer asked for a new calendar feed address: the one before it (every older generation) stops working at once.',
);

export const calendarEvents = [CalendarFeedRenewed] as const;
