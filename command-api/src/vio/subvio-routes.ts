import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSubVioRequest, rules, streams, subVioRegistrationRequest, subVioTransferRequest, text } from '@nvp/events';
import { z } from 'zod';
import type { SliceContext } from '../infra/deps';
import { newSecret, parse, splitSecret, isUuid, badRequest, DomainError, forbidden, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { readModelCaughtUp } from '../infra/read-models';
import { hashPassword } from '../auth/passwords';
import { EMAIL_TAKEN, formatRegistrationNo } from '../infra/registration';
import { INVALID_INVITATION, openSubVioInvitation, SUB_VIO_NOT_FOUND, vioDecider, VIO_NOT_FOUND } from './decider';
import { ADMIN_DENIED, vioReviewers } from './routes';

export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
/** Spec §8. */
export const SUB_VIO_CREATED = 'Sub VIO created successfully!';
export const SUB_VIO_DELETED_MESSAGE = 'Sub VIO deleted successfully!';
export const PASSWORD_SET = 'Password set successfully! You can log in now.';
export const TRANSFERRED = 'successfully Transfered';
export const SUB_CAN_NOT_CREATE = 'A sub-VIO can not create sub-VIOs';
export const TRY_AGAIN = 'Please try again in a moment';
/** The events that set an opportunity's status or deleted flag in rm_opportunities (all handled by that projection). */
const OPPORTUNITY_STATUS_EVENTS = [
  'OpportunityCreated',
  'OpportunityUpdated',
  'OpportunityApproved',
  'OpportunityRejected',
  'OpportunityCompleted',
  'OpportunityDeleted',
  'NonFormalOpportunityCreated',
  'NonFormalOpportunityUpdated',
  'NonFormalOpportunityApproved',
  'NonFormalOpportunityRejected',
];
export const OPEN_OPPORTUNITIES = 'This sub-VIO has opportunities that are not completed: complete or delete them first';
export const NO_SUCH_PRINCIPAL = 'No VIO with this registration number';
/** The sub-VIO's link sets its password once, within a week (like an emergency user's). */
export const SUB_VIO_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const approvedVio = { access: rules.approvedVio, denied: VIO_DENIED };
const subVioIdQuery = z.object({ subvioId: text({ error: 'v.org.subVioId' }).trim().toLowerCase().pipe(z.uuid('v.org.subVioId')) });

/**
 * A new principal for a transfer, by registration number: an approved VIO that is no sub-VIO itself (one level
 * of sub-VIOs), in good standing, neither the sub-VIO nor its present principal.
 */
export const eligiblePrincipal = async (ctx: SliceContext, registrationNo: string, subVioId: string | undefined, currentParentId: string) => {
  if (!ctx.pool) throw new Error('The transfer needs the PostgreSQL pool');
  const { rows } = await ctx.pool.query<{ id: string; email: string | null; name: string; registrationNo: string }>(
    `SELECT id, email, name, registration_no AS "registrationNo" FROM rm_vios
      WHERE upper(registration_no) = upper($1) AND status = 'APPROVED' AND parent_vio_id IS NULL AND NOT terminated AND NOT erased
        AND id <> $2 AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [registrationNo.trim(), currentParentId, subVioId ?? null],
  );
  return rows[0];
};

/** Sub-VIOs: created by an approved principal, invited by mail to set a password, deleted by it, moved by an admin. */
export const subVioRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/vio/createSubVio/', { config: approvedVio }, async (request, reply) => {
    const body = parse(createSubVioRequest, request.body);
    const principalId = request.session!.id;
    const now = ctx.now();
    const { state: principal } = await ctx.commands.loadState(streams.vio(principalId), vioDecider);
    if (!principal.exists) throw notFound(VIO_NOT_FOUND);
    if (principal.parentVioId) throw forbidden(SUB_CAN_NOT_CREATE);
    const subvioId = randomUUID();
    const owner = streams.vio(subvioId);
    if (!(await ctx.reservations.claim('email', body.email, owner, now))) throw badRequest(EMAIL_TAKEN, 'email');
    try {
      const registrationNo = formatRegistrationNo('VIO', await ctx.reservations.nextNumber('vio-registration-no', owner, now));
      const secret = newSecret(subvioId);
      const { result } = await ctx.commands.handle(
        owner,
        vioDecider,
        {
          type: 'CreateSubVio',
          vioId: subvioId,
          parentVioId: principalId,
          registrationNo,
          name: body.name,
          // The sub-VIO works in its principal's field: the profile form (type) is inherited and fixed.
          vioType: principal.type,
          description: body.description,
          personal: await ctx.vault.seal(subvioId, { email: body.email }),
          secretHash: secret.hash,
          expiresAt: new Date(now.getTime() + SUB_VIO_INVITATION_TTL_MS).toISOString(),
          invitationPersonal: await ctx.vault.seal(subvioId, { email: body.email, leader: body.leader, secret: secret.key, name: body.name, principalName: principal.name }),
        },
        contextOf(request, now),
      );
      reply.code(201);
      return { message: SUB_VIO_CREATED, subvioId, registrationNo, position: positionOf(result) };
    } catch (error) {
      await ctx.reservations.release('email', body.email, owner, now);
      throw error;
    }
  });

  /** The mailed link: the sub-VIO sets its password (its address is verified by it). */
  app.post('/api/subvio/register', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(subVioRegistrationRequest, request.body);
    const secret = splitSecret(body.token);
    if (!secret || !isUuid(secret.subjectId)) throw badRequest(INVALID_INVITATION);
    const subvioId = secret.subjectId.toLowerCase();
    await ctx.limits.count('subvio-register', subvioId, reply);
    const stream = streams.vio(subvioId);
    const now = ctx.now();
    // A bad, used or expired link is refused before the costly hashing; the decider checks again when appending.
    const { state } = await ctx.commands.loadState(stream, vioDecider);
    const invitation = openSubVioInvitation(state, secret.hash, now);
    const invited = invitation && (await ctx.vault.open<{ email: string }>(invitation.personal));
    if (!invited) throw badRequest(INVALID_INVITATION);
    const personal = await ctx.vault.seal(subvioId, { email: invited.email, passwordHash: await hashPassword(body.password) });
    const { result } = await ctx.commands.handle(stream, vioDecider, { type: 'SetSubVioPassword', vioId: subvioId, secretHash: secret.hash, now, personal }, contextOf(request, now));
    return { message: PASSWORD_SET, position: positionOf(result) };
  });

  /** The principal deletes its sub-VIO: refused while the sub-VIO still runs opportunities. */
  app.delete('/api/subvio/delete', { config: approvedVio }, async (request) => {
    const { subvioId } = parse(subVioIdQuery, request.query);
    const principalId = request.session!.id;
    const stream = streams.vio(subvioId);
    const { state } = await ctx.commands.loadState(stream, vioDecider);
    if (!state.exists || state.parentVioId !== principalId) throw notFound(SUB_VIO_NOT_FOUND);
    if (ctx.pool) {
      // Exact: the opportunities read model first passes every event committed before this call.
      const caughtUp = await readModelCaughtUp(ctx.store, ctx.pool, 'opportunities', OPPORTUNITY_STATUS_EVENTS, ctx.config.readYourWritesTimeoutMs);
      if (!caughtUp) throw new DomainError(TRY_AGAIN, 503);
      const { rows } = await ctx.pool.query(
        `SELECT 1 FROM rm_opportunities WHERE vio_id = $1 AND NOT deleted AND status IN ('CREATED', 'PENDING', 'APPROVED') LIMIT 1`,
        [subvioId],
      );
      if (rows[0]) throw new DomainError(OPEN_OPPORTUNITIES, 409);
    }
    const now = ctx.now();
    const { result } = await ctx.commands.handle(stream, vioDecider, { type: 'DeleteSubVio', vioId: subvioId, principalId }, contextOf(request, now));
    // The address is free again (the principal may create the sub-VIO anew, or the person register).
    const opened = await ctx.vault.open<{ email?: string }>(state.personal);
    if (opened?.email) await ctx.reservations.release('email', opened.email, stream, now);
    return { message: SUB_VIO_DELETED_MESSAGE, position: positionOf(result) };
  });

  /** Admin (VERIFY_VIOS): the sub-VIO moves under the approved VIO with this registration number. */
  app.post('/api/admin/sub-vio/transfer', { config: { access: vioReviewers, denied: ADMIN_DENIED } }, async (request) => {
    const body = parse(subVioTransferRequest, request.body);
    const target = await eligiblePrincipal(ctx, body.newRegistrationNumber, body.subVioId, body.parentVioId);
    if (!target) throw notFound(NO_SUCH_PRINCIPAL);
    const { result } = await ctx.commands.handle(
      streams.vio(body.subVioId),
      vioDecider,
      { type: 'TransferSubVio', vioId: body.subVioId, fromParentVioId: body.parentVioId, toParentVioId: target.id, adminId: request.session!.id },
      contextOf(request, ctx.now()),
    );
    return { message: TRANSFERRED, newParentVio: { id: target.id, name: target.name, registrationNo: target.registrationNo }, position: positionOf(result) };
  });
};
