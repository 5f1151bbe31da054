import type { FastifyInstance } from 'fastify';
import { loadMatchProfile, loadOpenOpportunities, rankOpportunities, sriLankanToday, streams, type AppendResult } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import type { CommandContext } from '../infra/command-handler';
import { forEachAtMost, scheduleSweep } from '../infra/sweeps';
import { digestSince, matchingDecider, WEEK_MS } from './decider';

/** How often the job looks for volunteers whose week is up (each gets a digest at most weekly: the decider's interval). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 10 * 60 * 1000;
/** Volunteers read per query, and ranked at once (each ranking reads the open opportunities). */
const BATCH = 500;
const CONCURRENCY = 4;

/**
 * The volunteers who switched the weekly mail on and whose last digest is older than `minIntervalMs`, BATCH at a
 * time in id order, from the matching read model (`rm_match_mail`). Without a database there is nothing to rank
 * (the ranking reads the read models), so nothing is found.
 */
async function* candidates(ctx: SliceContext, before: Date): AsyncGenerator<string[]> {
  if (!ctx.pool) return;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await ctx.pool.query<{ volunteer_id: string }>(
      `SELECT volunteer_id FROM rm_match_mail WHERE weekly AND (last_digest_at IS NULL OR last_digest_at <= $1) AND volunteer_id > $2
        ORDER BY volunteer_id LIMIT ${BATCH}`,
      [before, after],
    );
    if (rows.length) yield rows.map((r) => r.volunteer_id);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].volunteer_id;
  }
}

/**
 * The weekly mail of new matches (issue 29): for every volunteer who opted in, ranks the open opportunities published
 * since their last digest (the week before, for a first one) and appends MatchDigestSent with those that match
 * (score above 0) and were never mailed to them; the projections' match-digest sink sends the mail. Safe to run
 * again and from several processes: the decider mails an opportunity once and keeps the interval. Answers how many
 * digests it appended and the last append (read-your-writes).
 */
export const sendMatchDigests = async (ctx: SliceContext, options: { now?: Date; minIntervalMs: number; context?: CommandContext }) => {
  const now = options.now ?? ctx.now();
  const today = sriLankanToday(now);
  const context = options.context ?? { now };
  let sent = 0;
  let last: AppendResult | undefined;
  const digest = async (volunteerId: string) => {
    const stream = streams.matching(volunteerId);
    const { state } = await ctx.commands.loadState(stream, matchingDecider);
    if (!state.weekly) return;
    const profile = await loadMatchProfile(ctx.pool!, volunteerId);
    if (!profile) return;
    const open = await loadOpenOpportunities(ctx.pool!, { volunteerId, today, publishedAfter: digestSince(state, now) });
    const matches = rankOpportunities(profile, open)
      .filter((m) => m.score > 0)
      .map((m) => m.id);
    if (!matches.length) return;
    const { events, result } = await ctx.commands.handle(stream, matchingDecider, { type: 'SendDigest', volunteerId, matches, now, minIntervalMs: options.minIntervalMs }, context);
    sent += events.length;
    last = result ?? last;
  };
  for await (const batch of candidates(ctx, new Date(now.getTime() - options.minIntervalMs))) await forEachAtMost(batch, CONCURRENCY, digest);
  return { sent, last };
};

/** Every hour: the volunteers whose week since the last digest is up get this week's (a process that was down catches up). */
export const scheduleMatchDigests = (app: FastifyInstance, ctx: SliceContext) =>
  scheduleSweep(app, {
    name: 'weekly match mail',
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: FIRST_CHECK_AFTER_MS,
    run: async () => (await sendMatchDigests(ctx, { minIntervalMs: WEEK_MS })).sent,
    done: 'weekly match mails recorded',
  });
