import type { FastifyInstance } from 'fastify';
import { streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { streamsWithEvent } from '../infra/log-scan';
import { loadOpportunityFacts } from '../infra/facts/opportunity';
import { rosterDecider } from './roster';
import { scheduleSweep } from '../infra/sweeps';

/** Offers last 24 hours: a sweep every ten minutes passes a lapsed one on within minutes of its end. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Lapses the waitlist offers past their 24 hours and offers their places to the next waiting (the roster decides
 * both; any other command on the roster would lapse them too). Safe from several processes at once: the roster's
 * revision serialises them, and a lapsed offer is not lapsed twice. Answers the number of rosters it changed.
 */
/**
 * The opportunities with an offer past its end: from the waitlist read model when there is a database (one index
 * range, however long the log), else by scanning the log. A candidate is only a candidate: the roster decides.
 */
const withLapsedOffers = async (ctx: SliceContext, now: Date) => {
  if (ctx.pool) {
    const { rows } = await ctx.pool.query<{ opportunity_id: string }>(`SELECT DISTINCT opportunity_id FROM rm_waitlist WHERE offer_expires_at <= $1`, [now]);
    return rows.map((r) => r.opportunity_id);
  }
  const rosters = await streamsWithEvent(ctx.store, 'WaitlistPlaceOffered', 'application-roster-', (e) => Date.parse((e.data as { expiresAt: string }).expiresAt) <= now.getTime());
  return rosters.map((stream) => stream.slice('application-roster-'.length));
};

export const expireWaitlistOffers = async (ctx: SliceContext, now = ctx.now()) => {
  let changed = 0;
  for (const opportunityId of await withLapsedOffers(ctx, now)) {
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
