import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  adminChangePasswordRequest,
  adminDetailsRequest,
  adminRegistrationRequest,
  colomboDate,
  idOf,
  inviteAdminRequest,
  rules,
  sliceOf,
  streams,
  suspendRequest,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { newSecret, parse, splitSecret, isUuid, badRequest, notFound, signSession, CORE_ADMIN_DENIED } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loadAccount } from '../auth/accounts';
import { accountDecider, USER_NOT_FOUND } from '../account/decider';
import { eraseSubject, findSubjectStream } from '../account/service';
import { PASSWORD_INCORRECT } from '../account/routes';
import { ADMIN_NOT_FOUND, adminDecider, EMAIL_TAKEN, INVALID_INVITATION, INVITATION_TTL_MS, openInvitation } from './decider';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export { CORE_ADMIN_DENIED };
export const INVITED = 'Successfully Invited!';
export const ADMIN_REGISTERED = 'Registerer succesfully!';
export const ADMIN_DELETED = 'Deleted Successfully!';
export const ADMIN_PASSWORD_CHANGED = 'Password Changed Successfully!';
export const PROFILE_UPDATED = 'Profile Updated Successfully!';
export const USER_SUSPENDED = 'User Suspended SUccessfully!';
export const USER_UNSUSPENDED = 'Unsuspended Successfully!';
export const VOLUNTEER_TERMINATED = 'User Terminated!';
export const VIO_TERMINATED = 'Terminated Successfully!';
export const ADMINS_NOT_HERE = 'Administrators are managed from the admin list';

const admin = { access: rules.admin, denied: ADMIN_DENIED };
const coreAdmin = { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED };

/** A volunteer or VIO by id (the suspension routes' targets); an admin id gets a clear refusal. */
const userStream = async (ctx: SliceContext, id: string) => {
  const found = await findSubjectStream(ctx, id, ['volunteer', 'vio']);
  if (found) return found;
  if (await findSubjectStream(ctx, id, ['admin'])) throw badRequest(ADMINS_NOT_HERE);
  throw notFound(USER_NOT_FOUND);
};

export const adminRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // ---- Administrators: invitation, registration, removal, own password and profile ----

  app.post('/api/admin/invite', { config: coreAdmin }, async (request) => {
    const { email, adminPermissions } = parse(inviteAdminRequest, request.body);
    const now = ctx.now();
    // Inviting an e-mail whose invitation is still pending (or expired) renews it: same admin, new link.
    const { owner } = await ctx.reservations.holder('email', email);
    if (owner && sliceOf(owner) !== 'admin') throw badRequest(EMAIL_TAKEN);
    const adminId = owner ? idOf(owner) : randomUUID();
    const streamId = streams.admin(adminId);
    if (!owner && !(await ctx.reservations.claim('email', email, streamId, now))) throw badRequest(EMAIL_TAKEN);
    const secret = newSecret(adminId);
    const personal = await ctx.vault.seal(adminId, { email, secret: secret.key });
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
    try {
      const { result } = await ctx.commands.handle(
        streamId,
        adminDecider,
        { type: 'InviteAdmin', adminId, permissions: adminPermissions, secretHash: secret.hash, expiresAt, invitedBy: request.session!.id, personal },
        contextOf(request, now),
      );
      return { message: INVITED, id: adminId, position: positionOf(result) };
    } catch (error) {
      if (!owner) await ctx.reservations.release('email', email, streamId, now);
      throw error;
    }
  });

  app.post('/api/admin/register', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(adminRegistrationRequest, request.body);
    const secret = splitSecret(body.token);
    if (!secret || !isUuid(secret.subjectId)) throw badRequest(INVALID_INVITATION);
    await ctx.limits.count('admin-register', secret.subjectId, reply);
    const streamId = streams.admin(secret.subjectId);
    const now = ctx.now();
    // Refuse a bad, used or expired link before the costly hashing; the decider checks again when appending.
    const { state } = await ctx.commands.loadState(streamId, adminDecider);
    const invitation = openInvitation(state, secret.hash, now);
    const invited = invitation && (await ctx.vault.open<{ email: string }>(invitation.personal));
    if (!invited) throw badRequest(INVALID_INVITATION);
    const personal = await ctx.vault.seal(secret.subjectId, { name: body.name, email: invited.email, bio: '', passwordHash: await hashPassword(body.password) });
    const { result } = await ctx.commands.handle(
      streamId,
      adminDecider,
      { type: 'AcceptInvitation', adminId: secret.subjectId, secretHash: secret.hash, now, personal },
      contextOf(request, now),
    );
    return { message: ADMIN_REGISTERED, position: positionOf(result) };
  });

  app.delete('/api/admin/:id', { config: coreAdmin }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound(ADMIN_NOT_FOUND);
    const adminId = id.toLowerCase();
    const streamId = streams.admin(adminId);
    const context = contextOf(request, ctx.now());
    await ctx.commands.handle(streamId, adminDecider, { type: 'RemoveAdmin', adminId, actorId: request.session!.id }, context);
    const result = await eraseSubject(ctx, streamId, adminId, context);
    return { message: ADMIN_DELETED, position: positionOf(result) };
  });

  app.post('/api/admin/change-password', { config: admin }, async (request) => {
    const body = parse(adminChangePasswordRequest, request.body);
    const session = request.session!;
    const streamId = streams.admin(session.id);
    const account = await loadAccount(ctx.store, ctx.vault, streamId, ctx.now());
    if (!account) throw notFound(ADMIN_NOT_FOUND);
    if (!(await verifyPassword(account.passwordHash, body.oldPassword))) throw badRequest(PASSWORD_INCORRECT);
    const personal = await ctx.vault.seal(session.id, { passwordHash: await hashPassword(body.newPassword) });
    const { result } = await ctx.commands.handle(streamId, accountDecider, { type: 'ChangePassword', subjectId: session.id, reason: 'changed', personal }, contextOf(request, ctx.now()));
    // Sessions from before the change stop working; the admin stays signed in with this new one.
    const token = signSession(app, account.session, ctx.config, ctx.now(), session);
    return { message: ADMIN_PASSWORD_CHANGED, token, position: positionOf(result) };
  });

  app.put('/api/admin/details', { config: admin }, async (request) => {
    const { name, bio } = parse(adminDetailsRequest, request.body);
    const adminId = request.session!.id;
    const personal = await ctx.vault.seal(adminId, { name, bio });
    const { result } = await ctx.commands.handle(streams.admin(adminId), adminDecider, { type: 'UpdateAdminDetails', adminId, personal }, contextOf(request, ctx.now()));
    return { message: PROFILE_UPDATED, position: positionOf(result) };
  });

  // ---- Standing of volunteers and VIOs: suspend until a day, unsuspend, terminate (with erasure) ----

  app.put('/api/admin/user/suspend', { config: admin }, async (request) => {
    const now = ctx.now();
    const body = parse(suspendRequest(colomboDate(now)), request.body);
    const { streamId } = await userStream(ctx, body.id);
    const adminId = request.session!.id;
    const subjectId = body.id.toLowerCase();
    const command = body.suspend
      ? ({ type: 'SuspendAccount', subjectId, until: body.until!, adminId, now, today: colomboDate(now) } as const)
      : ({ type: 'UnsuspendAccount', subjectId, adminId, now } as const);
    const { result } = await ctx.commands.handle(streamId, accountDecider, command, contextOf(request, now));
    return { message: body.suspend ? USER_SUSPENDED : USER_UNSUSPENDED, status: body.suspend ? 'SUSPENDED' : 'FUNCTIONING', position: positionOf(result) };
  });

  app.delete('/api/admin/user/terminate/:id', { config: admin }, async (request) => {
    const { id } = request.params as { id: string };
    const { streamId, kind } = await userStream(ctx, id);
    const subjectId = id.toLowerCase();
    const context = contextOf(request, ctx.now());
    await ctx.commands.handle(streamId, accountDecider, { type: 'TerminateAccount', subjectId, by: 'admin', adminId: request.session!.id }, context);
    const result = await eraseSubject(ctx, streamId, subjectId, context);
    return { message: kind === 'vio' ? VIO_TERMINATED : VOLUNTEER_TERMINATED, position: positionOf(result) };
  });
};
