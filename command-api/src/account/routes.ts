import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import {
  bit,
  changePasswordRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  terminateAccountRequest,
  type AccessRule,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { firstMessage, newSecret, parse, splitSecret, badRequest, DomainError, forbidden, unauthorized, accountStreamOf, type Session } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loadAccount } from '../auth/accounts';
import { accountDecider, RESET_INVALID, RESET_TTL_MS, resetLinkProblem } from './decider';
import { eraseSubject, findSubjectStream } from './service';

export const PASSWORD_INCORRECT = 'Password is incorrect';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const ACCOUNT_REMOVED = 'Account Removed';
export const PASSWORD_CHANGED = 'Success, please login again';
/** The same answer whether or not the e-mail belongs to an account: no account enumeration. */
export const RESET_MAIL_ANSWER = 'If an account exists for this email, a link to reset its password has been sent. It is valid for one hour.';
export const PASSWORD_RESET = 'Your password has been reset, please log in';
export const ADMINS_REMOVED_BY_CORE = 'Administrator accounts are removed by a core admin from the admin list';

/** Volunteers, VIOs and emergency users close their own accounts; admins are removed by a core admin. */
export const selfTerminationRule: AccessRule = { any: [bit.VOLUNTEER, bit.VIO, bit.EMERGENCY_LOGIN] };

/** The signed-in user's own account (stream and loaded account); 401 when it no longer exists. */
const ownAccount = async (ctx: SliceContext, session: Session) => {
  const streamId = accountStreamOf(session);
  const account = streamId ? await loadAccount(ctx.store, ctx.vault, streamId, ctx.now()) : undefined;
  if (!streamId || !account) throw unauthorized('Please log in again');
  return { streamId, account };
};

/** Settings (every user), forgot/reset password (everyone). */
export const accountRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/user/changePassword', { config: { access: { any: [bit.ADMIN, bit.VIO, bit.VOLUNTEER, bit.EMERGENCY_LOGIN] } } }, async (request) => {
    const body = parse(changePasswordRequest, request.body);
    const session = request.session!;
    if (body.id !== session.id) throw forbidden('You can only change your own password');
    const { streamId, account } = await ownAccount(ctx, session);
    if (!(await verifyPassword(account.passwordHash, body.oldPassword))) throw badRequest(PASSWORD_INCORRECT);
    const personal = await ctx.vault.seal(session.id, { passwordHash: await hashPassword(body.newPassword1) });
    const { result } = await ctx.commands.handle(streamId, accountDecider, { type: 'ChangePassword', subjectId: session.id, reason: 'changed', personal }, contextOf(request, ctx.now()));
    return { status: 'SUCCESS', message: PASSWORD_CHANGED, position: positionOf(result) };
  });

  app.post('/api/user/terminate/', { config: { access: selfTerminationRule, denied: ADMINS_REMOVED_BY_CORE } }, async (request) => {
    const { password } = parse(terminateAccountRequest, request.body);
    const session = request.session!;
    const { streamId, account } = await ownAccount(ctx, session);
    if (!(await verifyPassword(account.passwordHash, password))) throw badRequest(INCORRECT_PASSWORD);
    const context = contextOf(request, ctx.now());
    await ctx.commands.handle(streamId, accountDecider, { type: 'TerminateAccount', subjectId: session.id, by: 'self' }, context);
    const result = await eraseSubject(ctx, streamId, session.id, context);
    return { message: ACCOUNT_REMOVED, position: positionOf(result) };
  });

  /**
   * Always 200 with the same body, and the work happens after the answer, so neither the answer nor its
   * timing tells whether the e-mail has an account. No `position` either, for the same reason.
   */
  app.post('/api/user/forgetPassword', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const { email } = parse(forgotPasswordRequest, request.body);
    await ctx.limits.count('forgot-password', email, reply);
    const context = contextOf(request, ctx.now());
    void (async () => {
      const { owner } = await ctx.reservations.holder('email', email);
      const account = owner ? await loadAccount(ctx.store, ctx.vault, owner, context.now) : undefined;
      if (!owner || !account || account.standing.standing === 'TERMINATED') return;
      const subjectId = account.session.id;
      const secret = newSecret(subjectId);
      const personal = await ctx.vault.seal(subjectId, { email: account.session.email, secret: secret.key });
      const expiresAt = new Date(context.now.getTime() + RESET_TTL_MS).toISOString();
      await ctx.commands.handle(owner, accountDecider, { type: 'RequestPasswordReset', subjectId, secretHash: secret.hash, expiresAt, now: context.now, personal }, context);
    })().catch((error) => request.log.error(error, 'password reset request failed'));
    return { status: 'SUCCESS', message: RESET_MAIL_ANSWER };
  });

  // Spec §2: the reset page shows SUCCESS or FAILED; a refusal answers 400 { status: 'FAILED', message }.
  app.put('/api/user/forgetPassword', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const failed = (r: FastifyReply, status: number, message: string, field?: string) => r.code(status).send({ status: 'FAILED', message, ...(field === undefined ? {} : { field }) });
    try {
      const body = parse(resetPasswordRequest, request.body);
      const secret = splitSecret(body.token);
      const found = secret && (await findSubjectStream(ctx, secret.subjectId, ['volunteer', 'vio', 'admin', 'emergency']));
      if (secret) await ctx.limits.count('reset-password', secret.subjectId, reply);
      if (!secret || !found) throw badRequest(RESET_INVALID);
      const now = ctx.now();
      // Refuse a bad link before the costly hashing; the decider checks again when appending.
      const { state } = await ctx.commands.loadState(found.streamId, accountDecider);
      const problem = resetLinkProblem(state, secret.hash, now);
      if (problem) throw badRequest(problem);
      const personal = await ctx.vault.seal(secret.subjectId, { passwordHash: await hashPassword(body.password1) });
      const { result } = await ctx.commands.handle(
        found.streamId,
        accountDecider,
        { type: 'ResetPassword', subjectId: secret.subjectId, secretHash: secret.hash, now, personal },
        contextOf(request, now),
      );
      return { status: 'SUCCESS', message: PASSWORD_RESET, position: positionOf(result) };
    } catch (error) {
      if (error instanceof ZodError) return failed(reply, 400, firstMessage(error, request.body));
      if (error instanceof DomainError) return failed(reply, error.status, error.message, error.field);
      throw error;
    }
  });
};
