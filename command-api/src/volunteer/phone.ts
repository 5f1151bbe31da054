import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bit, hasBit, phoneRegistrationRequest, phoneVerificationRequest, streams } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, splitSecret, isUuid, badRequest, DomainError, forbidden } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { volunteerDecider, WRONG_CODE } from './decider';

export const CODE_SENT = 'A verification code was sent to your mobile phone';
export const PHONE_VERIFIED = 'Your mobile number is verified';
/** The one answer for a call without proof of the account: it never tells whether an e-mail is registered. */
export const PROOF_NEEDED = 'Please log in, or open the link in your verification email, to verify your mobile number';
export const NOT_YOUR_ACCOUNT = 'You can only verify the mobile number of your own account';


/** Six digits from a cryptographic source. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Phone verification at /verifyMobile/{email} (spec §2). Sending, resending and checking a code all need proof
 * of the account: the volunteer's session (`token` header), or the e-mailed verification key (header `tokenKey`,
 * or as `emailToken` itself, as POST /api/volunteer/verify/email takes it). An e-mail address alone proves
 * nothing and is refused with the same answer whether or not it is registered. Codes are checked by a keyed
 * hash, so the log alone cannot reveal them.
 */
export const phoneRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const codeHash = (volunteerId: string, code: string) => ctx.vault.blindIndex('phone-code', `${volunteerId}:${code}`);

  /** The volunteer the caller has proved to be, or a refusal that says nothing about the e-mail. */
  const provenVolunteer = async (request: FastifyRequest, emailToken: string) => {
    const session = request.session;
    const refusal = new DomainError(PROOF_NEEDED, session ? 403 : 401);
    if (session && hasBit(session.access, bit.VOLUNTEER) && !hasBit(session.access, bit.SUSPENDED)) {
      // The console sends the address from /verifyMobile/{email}; another account's address is not this session's.
      if (emailToken.includes('@') && emailToken.toLowerCase() !== session.email.toLowerCase()) throw forbidden(NOT_YOUR_ACCOUNT);
      return session.id;
    }
    const header = request.headers.tokenkey;
    const key = (typeof header === 'string' && header) || (emailToken.includes('@') ? undefined : emailToken);
    const secret = key ? splitSecret(key) : undefined;
    if (!secret || !isUuid(secret.subjectId)) throw refusal;
    const { state } = await ctx.commands.loadState(streams.volunteer(secret.subjectId.toLowerCase()), volunteerDecider);
    if (!state.exists || state.emailSecretHash !== secret.hash) throw refusal;
    return state.id;
  };

  app.post('/api/volunteer/register/phone', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(phoneRegistrationRequest, request.body);
    await ctx.limits.count('phone-send', body.emailToken, reply);
    const volunteerId = await provenVolunteer(request, body.emailToken);
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
    const volunteerId = await provenVolunteer(request, body.emailToken);
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
    if (events.some((e) => e.type === 'VolunteerPhoneCodeRejected')) throw badRequest(WRONG_CODE, 'phoneToken');
    return { message: PHONE_VERIFIED, position: positionOf(result) };
  });
};
