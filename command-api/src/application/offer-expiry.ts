import type { FastifyInstance } from 'fastify';
import { streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { streamsWithEvent } from '../infra/log-scan';
import { loadOpportunityFacts } from './opportunity-facts';
import { rosterDecider } from './roster';
import { scheduleSweep } from '../infra/sweeps';

/** Offers last 24 hours: a sweep every ten minutes passes a lapsed one on within minutes of its end. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Lapses the waitlist offers past their 24 hours and offers their places to the next waiting (the roster decides
 * both; any other command on the roster would lapse them too). Safe from several processes at once: the roster's
 * revision serialises them, and a lapsed offer is not lapsed twice. Answers the number of rosters it changed.
 */
export const expireWaitlistOffers = async (ctx: SliceContext, now = ctx.now()) => {
  const rosters = await streamsWithEvent(ctx.store, 'WaitlistPlaceOffered', 'application-roster-', (e) => Date.parse((e.data as { expiresAt: string }).expiresAt) <= now.getTime());
  let changed = 0;
  for (const stream of rosters) {
    const opportunityId = stream.slice('application-roster-'.length);
    const opportunity = await loadOpportunityFacts(ctx.store, opportunityId);
    if (!opportunity.exists) continue;
    const { events } = await ctx.commands.handle(
      streams.applicationRoster(opportunityId),
      rosterDecider,
      { type: 'ExpireOffers', opportunityId, places: opportunity.noOfVolunteers, now },
      { actorRole: 'SYSTEM', now },
    );
    if (events.length) changed += 1;
  }
  return changed;
};

/** Runs the sweep in the background of a command-api process, every ten minutes. */
export const scheduleOfferExpiry = (app: FastifyInstance, ctx: SliceContext) =>
  scheduleSweep(app, { name: 'waitlist offer expiry', everyMs: SWEEP_EVERY_MS, run: () => expireWaitlistOffers(ctx), done: 'waitlist offers lapsed (rosters changed)' });
