import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { streams, volunteerRegistrationRequest } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { newSecret, parse, badRequest } from '@nvp/http-kit';
import { contextOf, mailedSecretOf, positionOf } from '../infra/http';
import { EMAIL_TAKEN, formatRegistrationNo, REGISTERED } from '../infra/registration';
import { hashPassword } from '../auth/passwords';
import { NIC_TAKEN, volunteerDecider } from './decider';
import { phoneRoutes } from './phone';
import { profileRoutes } from './profile';
import { refereeRoutes } from './referee';
import { approvalRoutes } from './approval';



export const volunteerRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/volunteer/register/email', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const now = ctx.now();
    const body = parse(volunteerRegistrationRequest(now), request.body);
    await ctx.limits.count('volunteer-register', body.email, reply);
    const volunteerId = randomUUID();
    const owner = streams.volunteer(volunteerId);
    if (!(await ctx.reservations.claim('email', body.email, owner, now))) throw badRequest(EMAIL_TAKEN);
    if (!(await ctx.reservations.claim('nic', body.nic, owner, now))) {
      await ctx.reservations.release('email', body.email, owner, now);
      throw badRequest(NIC_TAKEN);
    }
    const registrationNo = formatRegistrationNo('VOL', await ctx.reservations.nextNumber('volunteer-registration-no', owner, now));
    const secret = newSecret(volunteerId);
    const personal = await ctx.vault.seal(volunteerId, {
      firstName: body.firstName,
      lastName: body.lastName,
      nic: body.nic,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      emailSecret: secret.key,
    });
    const { result } = await ctx.commands.handle(
      owner,
      volunteerDecider,
      { type: 'RegisterVolunteer', volunteerId, registrationNo, emailSecretHash: secret.hash, personal },
      contextOf(request, now),
    );
    return { message: REGISTERED, id: volunteerId, registrationNo, position: positionOf(result) };
  });

  app.post('/api/volunteer/verify/email', { config: { access: 'everyone' } }, async (request) => {
    const secret = mailedSecretOf(request);
    const context = contextOf(request, ctx.now());
    const { result, state } = await ctx.commands.handle(
      streams.volunteer(secret.subjectId),
      volunteerDecider,
      { type: 'VerifyVolunteerEmail', volunteerId: secret.subjectId, secretHash: secret.hash },
      context,
    );
    // The console offers phone verification next, at /verifyMobile/{email}.
    const personal = state.exists ? await ctx.vault.open<{ email: string }>(state.personal) : undefined;
    // The address is proven now: other slices act on it (invitations waiting for it). Never fails the verification.
    if (result && personal?.email) {
      await ctx.emailVerified.run({ volunteerId: secret.subjectId, email: personal.email }, context).catch((error) => {
        request.log.error({ err: error }, 'a step after the e-mail verification failed');
      });
    }
    return { message: 'Your email address is verified', email: personal?.email, position: positionOf(result) };
  });

  await phoneRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await refereeRoutes(app, ctx);
  await approvalRoutes(app, ctx);
};
