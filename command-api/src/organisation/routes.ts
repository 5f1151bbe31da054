import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addOrgVolunteerRequest,
  catalogue,
  formatPosition,
  idOf,
  membershipRequest,
  membershipReviewRequest,
  removeMemberRequest,
  resignRequest,
  rules,
  sliceOf,
  streams,
  subVioAssignmentRequest,
  translateMessage,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, isUuid, DomainError, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { createAttemptStore } from '@nvp/http-kit';
import { membershipDecider, volunteerSideState, type MembershipCommand } from './decider';
import { invitationHasExpired, scheduleInvitationExpiry, waitingInvitations } from './invitation-expiry';

/** Spec §2 guards, as the console shows them. */
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
/** Spec §8 messages. */
export const VIO_REQUESTED = 'VIO requested successfully!';
export const VIO_DELETED = 'VIO deleted successfully!';
export const VOLUNTEER_REGISTERED = 'Volunteer registered successfully!';
export const VOLUNTEER_DELETED = 'Volunteer deleted successfully!';
export const VIO_NOT_FOUND = 'Organisation not found';
export const SUB_VIO_NOT_FOUND = 'Sub-VIO not found';

const approvedVio = { access: rules.approvedVio, denied: VIO_DENIED };
const approvedVolunteer = { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED };

/**
 * Membership both ways and the organisation volunteers. Every command acts on the pair (the VIO of the
 * session or body, the volunteer of the session or body) — one stream per pair — so a VIO can only ever touch
 * its own members and a volunteer only their own memberships.
 */
/** Issue 23: how many addresses a VIO may add (invite) by e-mail in 24 hours, unless the caller sets another number. */
export const ORG_INVITATIONS_PER_VIO_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OrganisationRouteOptions {
  /** Additions per VIO in 24 hours (ORG_INVITATIONS_PER_DAY once the configuration schema carries it). */
  invitationsPerDay?: number;
}

export const organisationRoutes = async (app: FastifyInstance, ctx: SliceContext, options: OrganisationRouteOptions = {}) => {
  // Until the configuration schema names it, a number set on the config object (tests, the lead's wiring) is taken.
  const invitationsPerDay =
    options.invitationsPerDay ?? ctx.config.orgInvitationsPerDay ?? ORG_INVITATIONS_PER_VIO_PER_DAY;
  const pool = () => {
    if (!ctx.pool) throw new Error('The organisation slice needs the PostgreSQL pool (it checks VIOs in the read model)');
    return ctx.pool;
  };

  const handle = (request: FastifyRequest, command: MembershipCommand) =>
    ctx.commands.handle(streams.membership(command.vioId, command.volunteerId), membershipDecider, command, contextOf(request, ctx.now()));
  const answer = (handled: Awaited<ReturnType<typeof handle>>, side: 'vio' | 'volunteer', message?: string) => ({
    ...(message ? { message } : {}),
    state: side === 'vio' ? handled.state.status : volunteerSideState(handled.state.status),
    position: positionOf(handled.result),
  });

  /** A VIO a volunteer may join: approved (or transferred) and not closed. */
  const isJoinable = async (vioId: string) =>
    (await pool().query(`SELECT 1 FROM rm_vios WHERE id = $1 AND status IN ('APPROVED', 'TRANSFERRED') AND NOT terminated AND NOT erased`, [vioId])).rows.length > 0;
  const joinableVio = async (vioId: string) => {
    if (!(await isJoinable(vioId))) throw notFound(VIO_NOT_FOUND);
  };

  // ---- The volunteer's side (/org-vios) ----

  app.post('/api/org/vio/request', { config: approvedVolunteer }, async (request) => {
    const { vioId, request: ask } = parse(membershipRequest, request.body);
    const volunteerId = request.session!.id;
    if (ask) await joinableVio(vioId);
    const handled = await handle(request, { type: ask ? 'RequestMembership' : 'WithdrawMembership', vioId, volunteerId });
    return answer(handled, 'volunteer', ask ? VIO_REQUESTED : VIO_DELETED);
  });

  app.post('/api/org/vio/remove', { config: approvedVolunteer }, async (request) => {
    const { vioId } = parse(resignRequest, request.body);
    return answer(await handle(request, { type: 'Resign', vioId, volunteerId: request.session!.id }), 'volunteer', VIO_DELETED);
  });

  // ---- The VIO's side (/org-volunteers, /viewOrganizationalVolunteers) ----

  app.post('/api/org/volunteer/review', { config: approvedVio }, async (request) => {
    const { volunteerId, accept } = parse(membershipReviewRequest, request.body);
    return answer(await handle(request, { type: 'ReviewMembership', vioId: request.session!.id, volunteerId, accept }), 'vio');
  });

  const removeMember = async (request: FastifyRequest, volunteerId: string) =>
    answer(await handle(request, { type: 'RemoveMember', vioId: request.session!.id, volunteerId }), 'vio', VOLUNTEER_DELETED);
  app.post('/api/org/volunteer/remove', { config: approvedVio }, async (request) => removeMember(request, parse(removeMemberRequest, request.body).volunteerId));
  app.delete('/api/organizationVolunteers/remove', { config: approvedVio }, async (request) =>
    removeMember(request, parse(removeMemberRequest, request.query).volunteerId),
  );

  // Invitations nobody takes up expire (and their addresses are shredded) in the background.
  scheduleInvitationExpiry(app, ctx);

  /** The stream of invitations waiting for an address: named by its blind index, so the address never shows. */
  const waitingFor = (email: string) => streams.orgInvite(ctx.vault.blindIndex('org-invite', email.trim().toLowerCase()));

  /**
   * At most `invitationsPerDay` additions per VIO in a 24-hour window, counted in PostgreSQL (shared by every
   * command-api process) whether or not rate limiting (RATE_LIMIT) is on: it is a rule of the form, not a
   * defence against floods. Every call counts, whatever the address, so the count tells nothing either.
   */
  const quotaStore = ctx.pool ? createAttemptStore(ctx.pool) : undefined;
  const invitationQuota = async (vioId: string, reply: FastifyReply) => {
    if (!quotaStore) return;
    const { current, ttl } = await quotaStore.hit(`org-invitations-per-day:${vioId}`, DAY_MS);
    if (current > invitationsPerDay) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
      throw Object.assign(new Error(translateMessage('v.org.invitationLimit', 'en')), { statusCode: 429 });
    }
  };

  /**
   * Add by e-mail, without telling who has an account (issue 23). Whatever the address, the call does the same
   * work (seal, read one stream, append one event) and answers the same `{ message, position }`; the VIO's lists
   * show the invitation as what the VIO typed (the address, the day) until it is accepted:
   * - a volunteer's address: an invitation on the pair's stream (state invited) and a mail; inviting again
   *   renews it;
   * - an address without an account: an invitation waiting on the address's stream and a mail inviting the
   *   person to register (see the hand-over below); it lapses after ORG_INVITATION_WAIT_DAYS;
   * - another kind of account's address (VIO, admin, emergency user): the same waiting invitation, but no
   *   mail (`notify: false`; that address can not register as a volunteer), so it only lapses.
   * A VIO may add `invitationsPerDay` addresses a day (429 after that); each address only a few times.
   */
  app.post('/api/organizationVolunteers/add', { config: approvedVio }, async (request, reply) => {
    const { email } = parse(addOrgVolunteerRequest, request.body);
    const vioId = request.session!.id;
    // Per VIO and day: a VIO can not sweep a list of addresses through this form.
    await invitationQuota(vioId, reply);
    // Per address: nobody can be flooded with invitations through this form.
    await ctx.limits.count('org-volunteer-add', email, reply);
    const vioName = request.session!.name;
    const now = ctx.now();
    const { owner } = await ctx.reservations.holder('email', email);
    let position: string | undefined;
    if (owner && sliceOf(owner) === 'volunteer') {
      const volunteerId = idOf(owner);
      const personal = await ctx.vault.seal(volunteerId, { email });
      try {
        position = positionOf((await handle(request, { type: 'InviteVolunteer', vioId, volunteerId, vioName, personal })).result);
      } catch (error) {
        // Already a member: the same answer, so the address's standing is not revealed.
        if (!(error instanceof DomainError)) throw error;
      }
    } else {
      // The address is sealed under the invitation's own key, shredded once a volunteer takes the invitation over
      // (or once it lapses).
      const invitationId = randomUUID();
      const stream = waitingFor(email);
      const { version, data } = catalogue.validate('OrgVolunteerRegistrationInvited', {
        invitationId,
        vioId,
        vioName,
        personal: await ctx.vault.seal(invitationId, { email }),
        ...(owner ? { notify: false } : {}),
      });
      // Read as the pair's stream is read on the other branch, so both take about the same time.
      await ctx.store.readStream(stream, { maxCount: 1 });
      const result = await ctx.store.append(
        stream,
        [{ id: randomUUID(), type: 'OrgVolunteerRegistrationInvited', version, data, metadata: ctx.commands.metadataOf(contextOf(request, now)) }],
        { expected: 'any' },
      );
      position = positionOf(result);
    }
    // A position in every answer (the log's head when nothing was written), so not even its shape tells addresses apart.
    return { message: VOLUNTEER_REGISTERED, position: position ?? formatPosition(await ctx.store.headPosition()) };
  });

  /**
   * The hand-over: once a volunteer verified an address, every invitation waiting for it becomes an invitation
   * on the pair's stream (the volunteer sees 'accept' on /org-vios and gets the usual invitation mail), unless
   * the VIO can no longer take members. Each is marked handed over on the address's stream and its key (the
   * sealed address) is shredded: the address now lives only sealed under the volunteer's own key.
   */
  ctx.emailVerified.register(async ({ volunteerId, email }, context) => {
    const stream = waitingFor(email);
    const waiting = waitingInvitations(await ctx.store.readStream(stream));
    if (waiting.length === 0) return;
    const now = ctx.now();
    const outcomes: { invitationId: string; vioId: string; volunteerId: string; outcome: 'invited' | 'closed' | 'expired' }[] = [];
    // A VIO that added the address more than once hands over one invitation (one mail); the others follow it.
    const handedTo = new Map<string, 'invited' | 'closed'>();
    for (const { invitationId, vioId, vioName, invitedAt } of waiting) {
      let outcome: 'invited' | 'closed' | 'expired' = 'closed';
      // Past the wait, even if the hourly sweep has not come round yet: the VIO may have moved on.
      if (invitationHasExpired(invitedAt, now)) outcome = 'expired';
      else if (handedTo.has(vioId)) outcome = handedTo.get(vioId)!;
      else if (await isJoinable(vioId)) {
        try {
          const personal = await ctx.vault.seal(volunteerId, { email });
          await ctx.commands.handle(streams.membership(vioId, volunteerId), membershipDecider, { type: 'InviteVolunteer', vioId, volunteerId, vioName, personal }, context);
          outcome = 'invited';
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
      if (outcome !== 'expired') handedTo.set(vioId, outcome);
      outcomes.push({ invitationId, vioId, volunteerId, outcome });
    }
    const metadata = ctx.commands.metadataOf(context);
    await ctx.store.append(
      stream,
      outcomes.map((data) => ({ id: randomUUID(), type: 'OrgVolunteerInvitationHandedOver', ...catalogue.validate('OrgVolunteerInvitationHandedOver', data), metadata })),
      { expected: 'any' },
    );
    await Promise.all(waiting.map((w) => ctx.vault.erase(w.invitationId)));
  });

  // ---- Assignment of a principal's members to its sub-VIOs ----

  /** The sub-VIO's principal now, from its own stream (no read-model lag): its creation and any transfers. */
  const principalOf = async (subVioId: string) => {
    let parent: string | undefined;
    for (const e of await ctx.store.readStream(streams.vio(subVioId))) {
      const d = e.data as { parentVioId?: string; toParentVioId?: string };
      if (e.type === 'SubVioCreated') parent = d.parentVioId;
      else if (e.type === 'SubVioTransferred') parent = d.toParentVioId;
      else if (e.type === 'SubVioDeleted') parent = undefined;
    }
    return parent;
  };

  const assignment = (type: 'AssignToSubVio' | 'UnassignFromSubVio') => async (request: FastifyRequest) => {
    const { volunteerId, subVioId } = parse(subVioAssignmentRequest, request.body);
    const vioId = request.session!.id;
    // Another VIO's sub-VIO is not found for this one.
    if (!isUuid(subVioId) || (await principalOf(subVioId)) !== vioId) throw notFound(SUB_VIO_NOT_FOUND);
    const handled = await handle(request, { type, vioId, volunteerId, subVioId });
    return { assigned: type === 'AssignToSubVio', subVioId, volunteerId, position: positionOf(handled.result) };
  };
  app.post('/api/org/subvio/assign', { config: approvedVio }, assignment('AssignToSubVio'));
  app.post('/api/org/subvio/unassign', { config: approvedVio }, assignment('UnassignFromSubVio'));
};
