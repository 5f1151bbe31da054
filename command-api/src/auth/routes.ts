import type { FastifyInstance } from 'fastify';
import { loginSchema } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse } from '../infra/http';
import { hashPassword, verifyPassword } from './passwords';
import { loadAccount } from './accounts';
import { signSession } from './plugin';
import { standingRefusal } from './revocation';

/** Spec §8: a failed login shows the server's message, else 'Error'. We say no more than that. */
export const LOGIN_FAILED = 'Error';

export const authRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // Verifying against a dummy hash for unknown e-mails keeps both failures equally slow.
  const dummyHash = await hashPassword('not-a-real-password');

  // Per IP (every attempt) and per account (failed logins, whatever the IP): see docs/decisions.md.
  app.post('/api/authenticate/login', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const { email, password } = parse(loginSchema, request.body);
    await ctx.limits.refuseWhileBlocked('login', email, reply);
    const { owner } = await ctx.reservations.holder('email', email);
    const account = owner ? await loadAccount(ctx.store, ctx.vault, owner, ctx.now()) : undefined;
    const ok = await verifyPassword(account?.passwordHash ?? dummyHash, password);
    if (!account || !ok) {
      await ctx.limits.failed('login', email);
      return reply.code(401).send({ message: LOGIN_FAILED });
    }
    // The password is right: a suspended or terminated account is told why instead of 'Error'.
    const refusal = standingRefusal(account.standing);
    if (refusal) return reply.code(401).send({ message: refusal });
    const token = signSession(app, account.session, ctx.config.tokenTtlSeconds);
    return { token };
  });
};
