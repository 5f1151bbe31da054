import type { CalendarFeedRenewed, EventOf } from '@nvp/events';
import type { Decider } from '../infra/decider';

/**
 * The calendar feed's address (issue 29): one stream `calendar-<volunteerId>` per volunteer. The address is signed
 * from the volunteer id and the generation (events/src/calendar/feed-token.ts); a renewal raises the generation, so
 * every older address stops working at once. Before any renewal the generation is 0.
 */
export type CalendarEvent = EventOf<typeof CalendarFeedRenewed>;
export type CalendarCommand = { type: 'RenewCalendarFeed'; volunteerId: string };
export interface CalendarState {
  generation: number;
}

export const calendarDecider: Decider<CalendarCommand, CalendarEvent, CalendarState> = {
  initialState: { generation: 0 },
  decide: (command, state) => [{ type: 'CalendarFeedRenewed', data: { volunteerId: command.volunteerId, generation: state.generation + 1 } }],
  evolve: (state, event) => (event.type === 'CalendarFeedRenewed' ? { generation: Math.max(state.generation, event.data.generation) } : state),
};
