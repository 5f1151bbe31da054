import type { FastifyInstance } from 'fastify';
import { loginSchema, rules } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, notFound, sessionEndOf, signSession, accountStreamOf, sessionIdOf, standingRefusal } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { accountDecider } from '../account/decider';
import { hashPassword, verifyPassword } from './passwords';
import { loadAccount } from './accounts';

/** Spec §8: a failed login shows the server's message, else 'Error'. We say no more than that. */
export const LOGIN_FAILED = 'Error';
export const LOGGED_OUT = 'You have logged out';

export const authRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // Verifying against a dummy hash for unknown e-mails keeps both failures equally slow.
  const dummyHash = await hashPassword('not-a-real-password');

  // Per IP (every attempt) and per account (failed logins, whatever the IP): see docs/decisions.md.
  app.post('/api/authenticate/login', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const { email, password } = parse(loginSchema, request.body);
    await ctx.limits.beginLogin(email, reply);
    const { owner } = await ctx.reservations.holder('email', email);
    const account = owner ? await loadAccount(ctx.store, ctx.vault, owner, ctx.now()) : undefined;
    const ok = await verifyPassword(account?.passwordHash ?? dummyHash, password);
    if (!account || !ok) return reply.code(401).send({ message: LOGIN_FAILED });
    await ctx.limits.loginSucceeded(email);
    // The password is right: a suspended or terminated account is told why instead of 'Error'.
    const refusal = standingRefusal(account.standing);
    if (refusal) return reply.code(401).send({ message: refusal });
    const token = signSession(app, account.session, ctx.config, ctx.now());
    return { token };
  });

  /**
   * Logout ends the presented token's session on the server: the token, and any renewed from the same login,
   * get 401 on every route of both APIs from the next call on (a SignedOut event on the account's own stream, read
   * by the token check like a suspension). A token from before sessions had ids is named by its issue second.
   */
  app.post('/api/authenticate/logout', { config: { access: rules.anyUser } }, async (request) => {
    const session = request.session!;
    const streamId = accountStreamOf(session);
    if (!streamId) throw notFound('User not found');
    const now = ctx.now();
    const end = sessionEndOf(session, ctx.config) ?? Math.floor(now.getTime() / 1000) + ctx.config.sessionMaxSeconds;
    const { result } = await ctx.commands.handle(
      streamId,
      accountDecider,
      { type: 'SignOut', subjectId: session.id, sessionId: sessionIdOf(session), until: new Date(end * 1000).toISOString() },
      contextOf(request, now),
    );
    return { message: LOGGED_OUT, position: positionOf(result) };
  });
};
