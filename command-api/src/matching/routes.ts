import type { FastifyInstance } from 'fastify';
import { matchMailRequest, rules, streams } from '@nvp/events';
import { parse } from '@nvp/http-kit';
import type { SliceContext } from '../infra/deps';
import { contextOf, positionOf } from '../infra/http';
import { matchingDecider } from './decider';
import { scheduleMatchDigests, sendMatchDigests } from './digest';

export const MATCH_MAIL_ON = 'You will get a weekly mail of new opportunities matched to you';
export const MATCH_MAIL_OFF = 'You will not get the weekly mail of matched opportunities';
export const MATCH_DIGESTS_SENT = 'Weekly match mails recorded';

/**
 * Opportunities matched to a volunteer (issue 29), the write side: the volunteer switches the weekly mail of new
 * matches on or off (`POST /api/volunteer/match-mail { weekly }`; any volunteer: matches are shown from the first
 * login), and the weekly job records each digest. The ranking itself is read-side (GET /api/opportunity/for-you).
 */
export const matchingRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/volunteer/match-mail', { config: { access: rules.volunteer } }, async (request) => {
    const { weekly } = parse(matchMailRequest, request.body);
    const volunteerId = request.session!.id;
    const now = ctx.now();
    const { result } = await ctx.commands.handle(streams.matching(volunteerId), matchingDecider, { type: 'SetMatchMail', volunteerId, weekly, now }, contextOf(request, now));
    return { message: weekly ? MATCH_MAIL_ON : MATCH_MAIL_OFF, weekly, position: positionOf(result) };
  });

  // Development only (like the outbox): this week's digests now, whatever the time since the last (an opportunity
  // is still mailed once), so a journey or a test need not wait a week.
  if (ctx.config.devOutbox) {
    app.post('/api/dev/jobs/match-mail', { config: { access: 'everyone' } }, async (request) => {
      const now = ctx.now();
      const { sent, last } = await sendMatchDigests(ctx, { now, minIntervalMs: 0, context: contextOf(request, now) });
      return { message: MATCH_DIGESTS_SENT, digests: sent, position: positionOf(last) };
    });
  }
  scheduleMatchDigests(app, ctx);
};
