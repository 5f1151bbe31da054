import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bit,
  hasBit,
  lkAdmin,
  rules,
  splitVioProfile,
  streams,
  translateMessage,
  vioProfileSchemas,
  vioRegistrationRequest,
  vioTypeOfSegment,
  vioVerifyRequest,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { newSecret, parse, isUuid, badRequest, notFound, unauthorized, signSession } from '@nvp/http-kit';
import { contextOf, mailedSecretOf, positionOf } from '../infra/http';
import { hashPassword } from '../auth/passwords';
import { loadAccount } from '../auth/accounts';
import { EMAIL_TAKEN, formatRegistrationNo, REGISTERED } from '../infra/registration';
import { EMAIL_NOT_VERIFIED, VIO_NOT_FOUND, WRONG_PROFILE_FORM, vioDecider } from './decider';

/** Spec §8: the VIO profile update messages, by whether the organisation is approved. */
export const PROFILE_UPDATED = 'Successfully Updated!';
export const PROFILE_UPDATED_AWAITING_APPROVAL = 'Successfully Updated!.Please wait until admin approves your profile.';
export const VIO_APPROVED = 'VIO approved Successfully !';
export const VIO_REJECTED = 'VIO rejected Successfully !';
export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const UNKNOWN_PROFILE_FORM = 'Unknown organisation type';

/** Admins who may approve VIOs: the VERIFY_VIOS permission (core admins hold every permission). */
export const vioReviewers = rules.vioReviewer;


export const vioRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/vio/registration/register', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const now = ctx.now();
    const body = parse(vioRegistrationRequest, request.body);
    await ctx.limits.count('vio-register', body.email, reply);
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

  /**
   * The organisation's own profile form (no id in the path: the caller's account is the one changed).
   * The type segment must be the form of the VIO's registered type. Answers a fresh token, since the
   * status (and so the access mask) may have changed.
   */
  app.put(
    '/api/vio/profile-complete/:type',
    { config: { access: rules.emailVerifiedVio, denied: EMAIL_NOT_VERIFIED } },
    async (request) => {
      const now = ctx.now();
      const vioId = request.session!.id;
      const stream = streams.vio(vioId);
      const vioType = vioTypeOfSegment((request.params as { type: string }).type);
      if (!vioType) throw badRequest(UNKNOWN_PROFILE_FORM);
      // Checked before the body, so the answer names the real mistake (the wrong form), not a missing field.
      const { state: before } = await ctx.commands.loadState(stream, vioDecider);
      if (!before.exists) throw notFound(VIO_NOT_FOUND);
      if (before.type !== vioType) throw badRequest(WRONG_PROFILE_FORM);
      const values = parse(vioProfileSchemas[vioType], request.body);
      if (!lkAdmin.isKnownLocation({ district: values.district, divisionalSecretariat: values.divisionalSecretariat, gnDivision: values.gnDivision })) {
        throw badRequest(translateMessage('v.vio.location', 'en'));
      }
      const { profile, personal } = splitVioProfile(values);
      const { result, state } = await ctx.commands.handle(
        stream,
        vioDecider,
        { type: 'CompleteVioProfile', vioId, vioType, profile, personal: await ctx.vault.seal(vioId, personal) },
        contextOf(request, now),
      );
      const account = await loadAccount(ctx.store, ctx.vault, stream, now);
      if (!account || !state.exists) throw unauthorized();
      const token = signSession(app, account.session, ctx.config, now, request.session);
      const approved = hasBit(account.session.access, bit.VIO_APPROVED);
      return {
        message: approved ? PROFILE_UPDATED : PROFILE_UPDATED_AWAITING_APPROVAL,
        token,
        data: { id: vioId, name: state.name, type: vioType, status: state.status, registrationNo: state.registrationNo, profile: values },
        position: positionOf(result),
      };
    },
  );

  /** Spec §7 Admin: approve (true) or reject (false) a VIO whose profile awaits approval. */
  app.post('/api/admin/vio/verify', { config: { access: vioReviewers, denied: ADMIN_DENIED } }, async (request) => {
    const { id, approve } = parse(vioVerifyRequest, request.body);
    if (!isUuid(id)) throw notFound(VIO_NOT_FOUND);
    const { result } = await ctx.commands.handle(
      streams.vio(id),
      vioDecider,
      { type: 'ReviewVio', vioId: id, adminId: request.session!.id, approve },
      contextOf(request, ctx.now()),
    );
    return { message: approve ? VIO_APPROVED : VIO_REJECTED, position: positionOf(result) };
  });
};
