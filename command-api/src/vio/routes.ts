import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { streams, vioRegistrationRequest } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { contextOf, mailedSecretOf, newSecret, parse, positionOf } from '../infra/http';
import { badRequest } from '../infra/errors';
import { hashPassword } from '../auth/passwords';
import { EMAIL_TAKEN, formatRegistrationNo, REGISTERED } from '../volunteer/routes';
import { vioDecider } from './decider';

export const vioRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/vio/registration/register', { config: { access: 'everyone' } }, async (request) => {
    const now = ctx.now();
    const body = parse(vioRegistrationRequest, request.body);
    const vioId = randomUUID();
    const owner = streams.vio(vioId);
    if (!(await ctx.reservations.claim('email', body.email, owner, now))) throw badRequest(EMAIL_TAKEN);
    const registrationNo = formatRegistrationNo('VIO', await ctx.reservations.nextNumber('vio-registration-no', owner, now));
    const secret = newSecret(vioId);
    const personal = await ctx.vault.seal(vioId, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      emailSecret: secret.key,
    });
    const { result } = await ctx.commands.handle(
      owner,
      vioDecider,
      {
        type: 'RegisterVio',
        vioId,
        registrationNo,
        name: body.name,
        vioType: body.type,
        description: body.description || body.name,
        emailSecretHash: secret.hash,
        personal,
      },
      contextOf(request, now),
    );
    return { message: REGISTERED, id: vioId, registrationNo, position: positionOf(result) };
  });

  app.post('/api/vio/email-verification', { config: { access: 'everyone' } }, async (request) => {
    const secret = mailedSecretOf(request);
    const { result } = await ctx.commands.handle(
      streams.vio(secret.subjectId),
      vioDecider,
      { type: 'VerifyVioEmail', vioId: secret.subjectId, secretHash: secret.hash },
      contextOf(request, ctx.now()),
    );
    return { message: 'Your email address is verified', position: positionOf(result) };
  });
};
