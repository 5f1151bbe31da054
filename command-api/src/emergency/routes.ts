import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  callOutReplyKey,
  colomboDate,
  emergencyOpportunityRequest,
  emergencyRegistrationRequest,
  emergencyVolunteerRequest,
  emergencyFeedbackRequest,
  idOf,
  inboundSmsRequest,
  inviteEmergencyUserRequest,
  inviteEmergencyVolunteersRequest,
  normalisePhone,
  parseReply,
  rules,
  sliceOf,
  streams,
  terminateEmergencyUserRequest,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import rawBody from 'fastify-raw-body';
import { checkGatewaySignature, createReplayGuard, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './gateway-signature';
import { newSecret, parse, splitSecret, isUuid, badRequest, DomainError, notFound, sameSecret } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { hashPassword } from '../auth/passwords';
import {
  EMAIL_TAKEN,
  emergencyOpportunityDecider,
  emergencyUserDecider,
  EMERGENCY_USER_NOT_FOUND,
  INVALID_INVITATION,
  INVITATION_TTL_MS,
  openEmergencyInvitation,
  OPPORTUNITY_NOT_FOUND,
  createEmergencyOpportunity,
  supervisorOf,
} from './decider';


export const ADMIN_DENIED = 'Only Admin users can view this page!';
/** Issue 23: emergency users are managed by admins holding MANAGE_EMERGENCY (an emergency account reads the standby pool). */
export const EMERGENCY_MANAGER_DENIED = 'Only administrators holding the MANAGE_EMERGENCY permission can manage emergency users';
/** Spec §2: the emergency pages are for email-verified emergency users (a password set through the link). */
export const EMERGENCY_DENIED = 'Sorry! Only Email Verified Emergency Users have access to this page';
export const USER_CREATED = 'User Created Successfully!';
export const USER_TERMINATED = 'User Terminated Successfully!';
export const USER_ACTIVATED = 'User Activated Successfully!';
export const PASSWORD_SET = 'Password set successfully! You can log in now.';
export const CREATED = 'Successfully Created!';
export const COMPLETED = 'Successfully Completed!';
export const DELETED = 'Successfully Deleted!';
export const INVITED = 'Successfully Invited!';
export const ADDED = 'Successfully Added!';
export const REMOVED = 'Successfully Removed!';
export const BAD_GATEWAY_TOKEN = 'Unknown SMS gateway';
export const BAD_GATEWAY_SIGNATURE = 'Invalid SMS gateway signature';
export const FEEDBACK_THANKS = 'Thank you so much for providing your valuable feedback!';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const REPLY_THANKS = 'Thank you, your answer is recorded.';
export const REPLY_UNKNOWN = 'Please answer YES or NO.';
/** No call-out and no engagement reminder is waiting for an answer from this number. */
export const REPLY_NOTHING_OPEN = 'There is no open question for this number.';

const emergencyManager = { access: rules.emergencyManager, denied: EMERGENCY_MANAGER_DENIED };
const emergency = { access: rules.verifiedEmergency, denied: EMERGENCY_DENIED };

const opportunityIdOf = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound(OPPORTUNITY_NOT_FOUND);
  return id.toLowerCase();
};


export const emergencyRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const pool = () => {
    if (!ctx.pool) throw new Error('The emergency slice needs the PostgreSQL pool (the standby pool is a read model)');
    return ctx.pool;
  };

  // ---- Emergency users (admin side) ----

  app.post('/api/admin/emergency-login/invite', { config: emergencyManager }, async (request) => {
    const { name, email } = parse(inviteEmergencyUserRequest, request.body);
    const now = ctx.now();
    // Inviting an e-mail whose invitation is still pending renews it: same user, new link.
    const { owner } = await ctx.reservations.holder('email', email);
    if (owner && sliceOf(owner) !== 'emergency') throw badRequest(EMAIL_TAKEN);
    const userId = owner ? idOf(owner) : randomUUID();
    const streamId = streams.emergency(userId);
    if (!owner && !(await ctx.reservations.claim('email', email, streamId, now))) throw badRequest(EMAIL_TAKEN);
    const secret = newSecret(userId);
    const personal = await ctx.vault.seal(userId, { name, email, secret: secret.key });
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
    try {
      const { result } = await ctx.commands.handle(
        streamId,
        emergencyUserDecider,
        { type: 'InviteEmergencyUser', userId, secretHash: secret.hash, expiresAt, invitedBy: request.session!.id, personal },
        contextOf(request, now),
      );
      return { message: USER_CREATED, id: userId, position: positionOf(result) };
    } catch (error) {
      if (!owner) await ctx.reservations.release('email', email, streamId, now);
      throw error;
    }
  });

  app.put('/api/admin/emergency-login/terminate', { config: emergencyManager }, async (request) => {
    const body = parse(terminateEmergencyUserRequest, request.body);
    const userId = body.id.toLowerCase();
    const adminId = request.session!.id;
    const command = body.terminate ? ({ type: 'TerminateEmergencyUser', userId, adminId } as const) : ({ type: 'ActivateEmergencyUser', userId, adminId } as const);
    const { result } = await ctx.commands.handle(streams.emergency(userId), emergencyUserDecider, command, contextOf(request, ctx.now()));
    return { message: body.terminate ? USER_TERMINATED : USER_ACTIVATED, status: body.terminate ? 'TERMINATED' : 'CREATED', position: positionOf(result) };
  });

  // ---- Emergency users (their own side): the mailed link sets the password ----

  app.post('/api/emergency-login/register', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(emergencyRegistrationRequest, request.body);
    const secret = splitSecret(body.token);
    if (!secret || !isUuid(secret.subjectId)) throw badRequest(INVALID_INVITATION);
    const userId = secret.subjectId.toLowerCase();
    await ctx.limits.count('emergency-register', userId, reply);
    const streamId = streams.emergency(userId);
    const now = ctx.now();
    // Refuse a bad, used or expired link before the costly hashing; the decider checks again when appending.
    const { state } = await ctx.commands.loadState(streamId, emergencyUserDecider);
    const invitation = openEmergencyInvitation(state, secret.hash, now);
    const invited = invitation && (await ctx.vault.open<{ name: string; email: string }>(invitation.personal));
    if (!invited) throw badRequest(INVALID_INVITATION);
    const personal = await ctx.vault.seal(userId, { name: invited.name, email: invited.email, passwordHash: await hashPassword(body.password) });
    const { result } = await ctx.commands.handle(
      streamId,
      emergencyUserDecider,
      { type: 'RegisterEmergencyUser', userId, secretHash: secret.hash, now, personal },
      contextOf(request, now),
    );
    return { message: PASSWORD_SET, position: positionOf(result) };
  });

  // ---- Emergency opportunities ----

  const handleOpportunity = (request: FastifyRequest, opportunityId: string, command: Parameters<typeof emergencyOpportunityDecider.decide>[0]) =>
    ctx.commands.handle(streams.emergencyOpportunity(opportunityId), emergencyOpportunityDecider, command, contextOf(request, ctx.now()));

  app.post('/api/emergency-login/opportunity/create', { config: emergency }, async (request) => {
    const body = parse(emergencyOpportunityRequest(colomboDate(ctx.now())), request.body);
    const opportunityId = randomUUID();
    const ownerId = request.session!.id;
    // The supervisor is personal data: sealed with the owner's key (as a formal opportunity's with its VIO's), shredded with it.
    const personal = await ctx.vault.seal(ownerId, supervisorOf(body));
    const { result } = await handleOpportunity(request, opportunityId, createEmergencyOpportunity(body, { opportunityId, ownerId }, personal));
    return { message: CREATED, id: opportunityId, position: positionOf(result) };
  });

  app.post('/api/emergency-login/opportunity/complete/:id', { config: emergency }, async (request) => {
    const opportunityId = opportunityIdOf(request);
    const { result } = await handleOpportunity(request, opportunityId, { type: 'CompleteEmergencyOpportunity', opportunityId, actorId: request.session!.id });
    return { message: COMPLETED, position: positionOf(result) };
  });

  app.delete('/api/emergency-login/opportunity/:id', { config: emergency }, async (request) => {
    const opportunityId = opportunityIdOf(request);
    const { result } = await handleOpportunity(request, opportunityId, { type: 'DeleteEmergencyOpportunity', opportunityId, actorId: request.session!.id });
    return { message: DELETED, position: positionOf(result) };
  });

  /**
   * One command for any number of volunteers: the standby pool is checked in the volunteers read model
   * (FULLY_REGISTERED, willing, not suspended, not erased) and one event records the call-out; the SMS and
   * mails go out from the projection side. Volunteers who left the pool meanwhile are skipped and counted.
   */
  // A call-out of the schema's 50,000 volunteers is about 2 MB of ids: above the server's 1 MiB default (a 413).
  app.put('/api/emergency-login/opportunity/invite-volunteers', { config: emergency, bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const body = parse(inviteEmergencyVolunteersRequest, request.body);
    const opportunityId = body.emergencyOppId.toLowerCase();
    const ids = [...new Set(body.volunteers.map((v) => v.toLowerCase()))];
    const { rows } = await pool().query<{ id: string; registration_no: string }>(
      `SELECT id, registration_no FROM rm_volunteers
        WHERE id = ANY($1::uuid[]) AND status = 'FULLY_REGISTERED' AND NOT erased AND bio->>'emergencyWill' = 'yes'
          AND (standing = 'FUNCTIONING' OR (standing = 'SUSPENDED' AND suspended_until < $2::date))`,
      [ids, colomboDate(ctx.now())],
    );
    if (rows.length === 0) throw badRequest('None of these volunteers is on standby');
    const volunteers = rows.map((r) => ({ volunteerId: r.id, registrationNo: r.registration_no }));
    const { result, events } = await handleOpportunity(request, opportunityId, { type: 'InviteEmergencyVolunteers', opportunityId, actorId: request.session!.id, volunteers });
    const invited = (events[0]?.data as { volunteers: unknown[] } | undefined)?.volunteers.length ?? 0;
    return { message: INVITED, invited, skipped: ids.length - invited, position: positionOf(result) };
  });

  const byRegistrationNo =
    (type: 'AddEmergencyVolunteer' | 'RemoveEmergencyVolunteer' | 'CompleteEmergencyVolunteer', message: string) => async (request: FastifyRequest) => {
      const body = parse(emergencyVolunteerRequest, request.body);
      const opportunityId = body.emergencyOppId.toLowerCase();
      const { result } = await handleOpportunity(request, opportunityId, { type, opportunityId, actorId: request.session!.id, registrationNo: body.registrationNo });
      return { message, position: positionOf(result) };
    };
  app.put('/api/emergency-login/opportunity/add-volunteer', { config: emergency }, byRegistrationNo('AddEmergencyVolunteer', ADDED));
  app.delete('/api/emergency-login/opportunity/remove-volunteer', { config: emergency }, byRegistrationNo('RemoveEmergencyVolunteer', REMOVED));
  app.post('/api/emergency-login/opportunity/complete-volunteer', { config: emergency }, byRegistrationNo('CompleteEmergencyVolunteer', COMPLETED));

  // ---- Replies to a call-out: inbound SMS from the gateway, or the link in the mail ----

  /** The volunteer's latest call-out still waiting on OPEN opportunities, from the emergency read model. */
  const openCallOutsOf = async (volunteerIds: string[]) => {
    const { rows } = await pool().query<{ opportunity_id: string; volunteer_id: string; invited_at: Date }>(
      `SELECT v.opportunity_id, v.volunteer_id, v.invited_at FROM rm_emergency_volunteers v
         JOIN rm_emergency_opportunities o ON o.id = v.opportunity_id
        WHERE v.volunteer_id = ANY($1::uuid[]) AND o.status = 'OPEN' AND v.status IN ('INVITED', 'ACCEPTED', 'DECLINED')
        ORDER BY v.invited_at DESC LIMIT 1`,
      [volunteerIds],
    );
    return rows[0];
  };

  const reply = async (request: FastifyRequest, opportunityId: string, volunteerId: string, answer: 'YES' | 'NO', channel: 'sms' | 'email') => {
    const context = { ...contextOf(request, ctx.now()), actorId: volunteerId, actorRole: 'VOLUNTEER' };
    return ctx.commands.handle(streams.emergencyOpportunity(opportunityId), emergencyOpportunityDecider, { type: 'ReplyToCallOut', opportunityId, volunteerId, answer, channel }, context);
  };

  // The call-out is one of the questions an SMS may answer (the engagement reminder is another): the newest wins.
  ctx.smsReplies.register(async (volunteerIds) => {
    const callOut = await openCallOutsOf(volunteerIds);
    if (!callOut) return undefined;
    return {
      sentAt: new Date(callOut.invited_at),
      answer: async (request, answer) => (await reply(request, callOut.opportunity_id, callOut.volunteer_id, answer, 'sms')).result,
    };
  });

  /**
   * The SMS gateway posts every inbound message here with its shared secret in `x-sms-gateway-token`.
   * The answer's `reply` is what the gateway may text back. Unknown numbers learn nothing about anyone.
   */
  const inbound = async (request: FastifyRequest, from: string, text: string) => {
    const answer = parseReply(text);
    if (!answer) return { accepted: false, reply: REPLY_UNKNOWN };
    const { rows } = await pool().query<{ id: string }>(`SELECT id FROM rm_volunteers WHERE phone_number = $1 AND NOT erased`, [normalisePhone(from)]);
    const question = await ctx.smsReplies.newest(rows.map((r) => r.id));
    if (!question) return { accepted: false, reply: REPLY_NOTHING_OPEN };
    try {
      const result = await question.answer(request, answer);
      return { accepted: true, answer, reply: REPLY_THANKS, position: positionOf(result) };
    } catch (error) {
      // A refused answer (e.g. a YES after the place went to the waitlist): the gateway may text the reason back.
      if (error instanceof DomainError && error.status === 400) return { accepted: false, reply: error.message };
      throw error;
    }
  };
  // Optional signature (SMS_INBOUND_SIGNING_SECRET; the lead adds it to the config schema): HMAC over timestamp and raw body.
  const signingSecret = ctx.config.smsInboundSigningSecret;
  const replays = createReplayGuard(ctx.limits.store);
  if (signingSecret && !app.hasPlugin('fastify-raw-body')) await app.register(rawBody, { global: false });
  /**
   * No per-IP limit here: the gateway is one address for every volunteer's phone, so an IP limit would shut out
   * everybody once busy. The caller is authenticated instead, and limited per sending number.
   */
  app.post('/api/sms/inbound', { config: { access: 'everyone', rawBody: Boolean(signingSecret) } }, async (request, replyTo) => {
    // The shape is checked first (a 400 reveals nothing); then the gateway's secret, before anything is read.
    const { from, text } = parse(inboundSmsRequest, request.body);
    if (!sameSecret(request.headers['x-sms-gateway-token'], ctx.config.smsInboundToken)) return replyTo.code(401).send({ message: BAD_GATEWAY_TOKEN });
    if (signingSecret) {
      const now = ctx.now();
      const signed = checkGatewaySignature({ secret: signingSecret, timestamp: request.headers[TIMESTAMP_HEADER], signature: request.headers[SIGNATURE_HEADER], body: request.rawBody, now });
      if (!signed.ok || !(await replays.firstUse(signed.signature, now))) return replyTo.code(401).send({ message: BAD_GATEWAY_SIGNATURE });
    }
    // Counted only once the gateway is known, so nobody else can use up a volunteer's replies.
    await ctx.limits.count('sms-inbound', normalisePhone(from), replyTo);
    return inbound(request, from, text);
  });
  // Development only (like the outbox it sits beside): reply to an SMS as the volunteer, without the gateway.
  if (ctx.config.devOutbox) {
    app.post('/api/dev/sms/inbound', { config: { access: 'everyone' } }, async (request) => {
      const { from, text } = parse(inboundSmsRequest, request.body);
      return inbound(request, from, text);
    });
  }

  /** The mail's YES/NO links: `<opportunity>.<volunteer>.<hmac>` — only the platform can make one. */
  app.post('/api/emergency-login/reply', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request) => {
    const body = request.body as { key?: unknown; answer?: unknown } | undefined;
    const answer = body?.answer === 'YES' || body?.answer === 'NO' ? body.answer : undefined;
    const parts = typeof body?.key === 'string' ? body.key.split('.') : [];
    if (!answer || parts.length !== 3 || !isUuid(parts[0]) || !isUuid(parts[1])) throw badRequest('This link is not valid');
    const [opportunityId, volunteerId] = [parts[0].toLowerCase(), parts[1].toLowerCase()];
    if (!sameSecret(body!.key, callOutReplyKey(ctx.jwtSecret, opportunityId, volunteerId))) throw badRequest('This link is not valid');
    try {
      const { result } = await reply(request, opportunityId, volunteerId, answer, 'email');
      return { message: REPLY_THANKS, answer, position: positionOf(result) };
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) throw badRequest('This link is not valid');
      throw error;
    }
  });

  // ---- Feedback after a completed mobilisation ----

  const feedbackRoute = (about: 'volunteer' | 'emergencyLogin') => async (request: FastifyRequest) => {
    const body = parse(emergencyFeedbackRequest, request.body);
    const [opportunityId, volunteerId, emergencyLoginId] = [body.opportunityId, body.volunteerId, body.emergencyLoginId].map((v) => v.toLowerCase());
    // The ratings and texts are about (or by) the volunteer: sealed with their key, shredded on their erasure.
    const personal = await ctx.vault.seal(volunteerId, { feedback: body.feedback });
    const { result } = await handleOpportunity(request, opportunityId, {
      type: 'SubmitEmergencyFeedback',
      actorId: request.session!.id,
      opportunityId,
      volunteerId,
      emergencyLoginId,
      about,
      contributionHours: body.feedback.contributionHours,
      personal,
    });
    return { message: FEEDBACK_THANKS, position: positionOf(result) };
  };
  app.post('/api/emergency-login/feedback/submit/volunteer', { config: emergency }, feedbackRoute('volunteer'));
  app.post('/api/emergency-login/feedback/submit/emergencyLogin', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, feedbackRoute('emergencyLogin'));

  void EMERGENCY_USER_NOT_FOUND;
};
