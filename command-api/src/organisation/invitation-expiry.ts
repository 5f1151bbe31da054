import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { catalogue, ORG_INVITATION_WAIT_DAYS, WrongExpectedVersionError, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { streamsWithEvent } from '../infra/log-scan';
import { scheduleSweep } from '../infra/sweeps';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How often a command-api process sweeps. The first sweep waits ten minutes after start: nothing is late by then
 * (the hand-over applies the same cut-off), and a short-lived process (a test platform) never sweeps behind a
 * test's back.
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 10 * 60 * 1000;

/** Whether an invitation is older than the wait, as of `now`: the hand-over and the sweep ask the same question. */
export const invitationHasExpired = (invitedAt: string, now: Date) => Date.parse(invitedAt) < now.getTime() - ORG_INVITATION_WAIT_DAYS * DAY_MS;

/** The invitations of one address's stream that still wait: neither handed over nor expired. */
export const waitingInvitations = (events: readonly RecordedEvent[]) => {
  const settled = new Set(
    events.filter((e) => e.type !== 'OrgVolunteerRegistrationInvited').map((e) => (e.data as { invitationId: string }).invitationId),
  );
  return events
    .filter((e) => e.type === 'OrgVolunteerRegistrationInvited' && !settled.has((e.data as { invitationId: string }).invitationId))
    .map((e) => ({ ...(e.data as { invitationId: string; vioId: string; vioName: string }), invitedAt: e.metadata.occurredAt }));
};

/**
 * Expires the invitations to addresses without an account that nobody took up within ORG_INVITATION_WAIT_DAYS:
 * `OrgVolunteerInvitationExpired` on the address's stream, then the invitation's key is shredded, so the
 * address of a person who never joined the platform is not kept. Safe to run from several processes at once:
 * each stream is appended to at the revision it was read at (a lost race skips that stream; the winner expired
 * it), and shredding twice is harmless. Answers how many invitations it expired.
 */
export const expireWaitingInvitations = async (ctx: SliceContext, now = ctx.now()) => {
  // Streams holding an invitation old enough (handed over or expired ones are sorted out per stream below).
  const candidates = await streamsWithEvent(ctx.store, 'OrgVolunteerRegistrationInvited', 'orgInvite-', (e) => invitationHasExpired(e.metadata.occurredAt, now));
  let expired = 0;
  for (const stream of candidates) {
    const events = await ctx.store.readStream(stream);
    const stale = waitingInvitations(events).filter((w) => invitationHasExpired(w.invitedAt, now));
    if (stale.length === 0) continue;
    const metadata = { occurredAt: now.toISOString() };
    try {
      await ctx.store.append(
        stream,
        stale.map(({ invitationId, vioId }) => ({ id: randomUUID(), type: 'OrgVolunteerInvitationExpired', ...catalogue.validate('OrgVolunteerInvitationExpired', { invitationId, vioId }), metadata })),
        { expected: events.at(-1)!.streamRevision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) continue; // a hand-over or another process got there first
      throw error;
    }
    await Promise.all(stale.map((w) => ctx.vault.erase(w.invitationId)));
    expired += stale.length;
  }
  return expired;
};

/** Runs the sweep in the background of a command-api process: ten minutes after start, then hourly. */
export const scheduleInvitationExpiry = (app: FastifyInstance, ctx: SliceContext) =>
  scheduleSweep(app, {
    name: 'organisation invitation expiry',
    everyMs: SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    run: () => expireWaitingInvitations(ctx),
    done: 'organisation invitations expired',
  });
