import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { phoneRegistrationRequest, phoneVerificationRequest, sliceOf, idOf, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { contextOf, parse, positionOf } from '../infra/http';
import { notFound, badRequest } from '../infra/errors';
import { volunteerDecider, WRONG_CODE } from './decider';

export const CODE_SENT = 'A verification code was sent to your mobile phone';
export const PHONE_VERIFIED = 'Your mobile number is verified';
export const NO_VOLUNTEER_FOR_EMAIL = 'No volunteer account was found for this email';

/** Six digits from a cryptographic source. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Phone verification at /verifyMobile/{email} (spec §2): the e-mail address names the account, as the spec's
 * calls do (`emailToken`). Codes are checked by a keyed hash, so the log alone cannot reveal them.
 */
export const phoneRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const codeHash = (volunteerId: string, code: string) => ctx.vault.blindIndex('phone-code', `${volunteerId}:${code}`);

  const volunteerByEmail = async (email: string) => {
    const { owner } = await ctx.reservations.holder('email', email);
    if (!owner || sliceOf(owner) !== 'volunteer') throw notFound(NO_VOLUNTEER_FOR_EMAIL);
    return idOf(owner);
  };

  app.post('/api/volunteer/register/phone', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(phoneRegistrationRequest, request.body);
    await ctx.limits.count('phone-send', body.emailToken, reply);
    const volunteerId = await volunteerByEmail(body.emailToken);
    const code = newPhoneCode();
    const now = ctx.now();
    const personal = await ctx.vault.seal(volunteerId, { phoneNumber: body.phoneNumber, code });
    const { result } = await ctx.commands.handle(
      streams.volunteer(volunteerId),
      volunteerDecider,
      { type: 'SendPhoneCode', volunteerId, codeHash: codeHash(volunteerId, code), now, personal },
      contextOf(request, now),
    );
    return { message: CODE_SENT, position: positionOf(result) };
  });

  app.post('/api/volunteer/verify/phone', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(phoneVerificationRequest, request.body);
    await ctx.limits.count('phone-verify', body.emailToken, reply);
    const volunteerId = await volunteerByEmail(body.emailToken);
    const stream = streams.volunteer(volunteerId);
    const now = ctx.now();
    // The verified event keeps only the number the latest code was sent to.
    const { state } = await ctx.commands.loadState(stream, volunteerDecider);
    const sent = state.exists && state.code ? await ctx.vault.open<{ phoneNumber: string }>(state.code.personal) : undefined;
    const personal = await ctx.vault.seal(volunteerId, { phoneNumber: sent?.phoneNumber ?? '' });
    const { events, result } = await ctx.commands.handle(
      stream,
      volunteerDecider,
      { type: 'VerifyPhone', volunteerId, codeHash: codeHash(volunteerId, body.phoneToken.trim()), now, personal },
      contextOf(request, now),
    );
    if (events.some((e) => e.type === 'VolunteerPhoneCodeRejected')) throw badRequest(WRONG_CODE);
    return { message: PHONE_VERIFIED, position: positionOf(result) };
  });
};
