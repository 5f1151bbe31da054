import type { FastifyInstance } from 'fastify';
import { calendarFeedPath, rules, signCalendarFeedToken, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { contextOf, positionOf } from '../infra/http';
import { calendarDecider } from './decider';

export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const CALENDAR_RENEWED = 'Your calendar has a new address: the old one no longer works';

/**
 * The calendar feed's address (issue 29): POST issues a new one and ends the old (the GET of the same path, on the
 * read side, answers the current one). The answer carries the new address, so the console shows it at once.
 */
export const calendarRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/volunteer/calendar-url', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request) => {
    const volunteerId = request.session!.id;
    const { state, result } = await ctx.commands.handle(
      streams.calendar(volunteerId),
      calendarDecider,
      { type: 'RenewCalendarFeed', volunteerId },
      contextOf(request, ctx.now()),
    );
    const path = calendarFeedPath(signCalendarFeedToken(ctx.jwtSecret, { volunteerId, generation: state.generation }));
    const base = (ctx.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    return { message: CALENDAR_RENEWED, url: `${base}${path}`, generation: state.generation, position: positionOf(result) };
  });
};
