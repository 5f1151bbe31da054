import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { idOf, refereeForm, refereeRatingNames, refereeReviewRequest, rules, sliceOf, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { newSecret, parse, splitSecret, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { INVALID_REFEREE_LINK, VOLUNTEER_NOT_FOUND, volunteerDecider } from './decider';
import { freshToken } from './profile';

export const REFEREE_ADDED = 'Referee added successfully';
export const REFEREE_REVIEWED = 'Successfully Reviewed!';

/** The mean of the ten ratings, two decimals. */
export const averageRating = (ratings: Record<string, number>) =>
  Math.round((refereeRatingNames.reduce((sum, name) => sum + ratings[name], 0) / refereeRatingNames.length) * 100) / 100;

export const refereeRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/volunteer/referee/information', { config: { access: rules.volunteer } }, async (request) => {
    const referee = parse(refereeForm, request.body);
    const volunteerId = request.session!.id;
    const stream = streams.volunteer(volunteerId);
    const now = ctx.now();
    const refereeId = randomUUID();
    const secret = newSecret(refereeId);
    // The review link names only the referee; this claim leads from the referee to the volunteer's stream.
    await ctx.reservations.claim('referee', refereeId, stream, now);
    // The volunteer's name goes with it (sealed) so the mail can say who asks.
    const { state } = await ctx.commands.loadState(stream, volunteerDecider);
    if (!state.exists) throw notFound(VOLUNTEER_NOT_FOUND);
    const volunteer = await ctx.vault.open<{ firstName: string; lastName: string }>(state.personal);
    const personal = await ctx.vault.seal(volunteerId, {
      ...referee,
      secret: secret.key,
      volunteerName: volunteer ? `${volunteer.firstName} ${volunteer.lastName}` : '',
    });
    const { result } = await ctx.commands.handle(
      stream,
      volunteerDecider,
      { type: 'AddReferee', volunteerId, refereeId, secretHash: secret.hash, personal },
      contextOf(request, now),
    );
    return { message: REFEREE_ADDED, token: await freshToken(app, ctx, volunteerId, request.session), position: positionOf(result) };
  });

  app.post('/api/referee/review', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const { refereeToken, otherInformation, accurate, relation, durationYears, durationMonths, consent: _, ...ratings } = parse(
      refereeReviewRequest,
      request.body,
    );
    const secret = splitSecret(refereeToken.trim());
    if (!secret) throw notFound(INVALID_REFEREE_LINK);
    await ctx.limits.count('referee-review', secret.subjectId, reply);
    const { owner } = await ctx.reservations.holder('referee', secret.subjectId);
    if (!owner || sliceOf(owner) !== 'volunteer') throw notFound(INVALID_REFEREE_LINK);
    const volunteerId = idOf(owner);
    const now = ctx.now();
    const { result } = await ctx.commands.handle(
      owner,
      volunteerDecider,
      {
        type: 'ReviewReferee',
        volunteerId,
        refereeId: secret.subjectId,
        secretHash: secret.hash,
        accurate,
        relation,
        durationYears,
        durationMonths,
        ratings,
        // The referee's words about the volunteer are personal data of the volunteer: sealed under their key.
        personal: await ctx.vault.seal(volunteerId, { otherInformation }),
      },
      contextOf(request, now),
    );
    return { message: REFEREE_REVIEWED, summary: { accurate, averageRating: averageRating(ratings) }, position: positionOf(result) };
  });
};
