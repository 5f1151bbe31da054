import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { complaintRequest, complaintStreams, resolveComplaintRequest, rules } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, isUuid, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { COMPLAINT_NOT_FOUND, complaintDecider } from './decider';

export const COMPLAINT_DENIED = 'Sorry! Only Email Verified Volunteers and Volunteer Involving Organizations have access to this page';
export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const COMPLAINT_SUBMITTED = 'Complaint submitted successfully!';
export const COMPLAINT_RESOLVED = 'Complaint resolved successfully !';


interface Submitted {
  title: string;
  email: string;
  userName: string;
}

/**
 * Complaints (spec §7): e-mail-verified volunteers and VIOs file them; any admin lists (query-api) and resolves
 * them with the action taken, which is mailed to the complainant. Everything a complaint says is sealed under
 * the complainant's key, so erasing the account erases its complaints.
 */
export const complaintRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // Limited per IP and per account (sec-config's attempt limits): a complaint is free text an admin must read.
  app.post('/api/complaint/add', { config: { access: rules.emailVerifiedVolunteerOrVio, denied: COMPLAINT_DENIED, ...ctx.limits.perIp } }, async (request, reply) => {
    const body = parse(complaintRequest, request.body);
    const session = request.session!;
    await ctx.limits.count('complaint', session.id, reply);
    const complaintId = randomUUID();
    const userType = session.type === 'VIO' ? 'VIO' : 'VOLUNTEER';
    const personal = await ctx.vault.seal(session.id, {
      title: body.title,
      description: body.description,
      registrationNo: body.registrationNo ?? null,
      email: session.email,
      userName: session.name,
      userRegistrationNo: session.registrationNo,
    });
    const { result } = await ctx.commands.handle(
      complaintStreams.complaint(complaintId),
      complaintDecider,
      { type: 'SubmitComplaint', complaintId, complainantId: session.id, userType, personal },
      contextOf(request, ctx.now()),
    );
    return { message: COMPLAINT_SUBMITTED, id: complaintId, position: positionOf(result) };
  });

  app.post('/api/complaint/resolve/:id', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound(COMPLAINT_NOT_FOUND);
    const { resolve } = parse(resolveComplaintRequest, request.body);
    const complaintId = id.toLowerCase();
    const streamId = complaintStreams.complaint(complaintId);
    const { state } = await ctx.commands.loadState(streamId, complaintDecider);
    if (!state.complainantId || !state.personal) throw notFound(COMPLAINT_NOT_FOUND);
    // The mail needs the complainant's address; an erased complainant has none, and nothing is sealed for them again.
    const submitted = await ctx.vault.open<Submitted>(state.personal);
    const personal = submitted
      ? await ctx.vault.seal(state.complainantId, { actionTaken: resolve, email: submitted.email, title: submitted.title, userName: submitted.userName })
      : undefined;
    const { result } = await ctx.commands.handle(
      streamId,
      complaintDecider,
      { type: 'ResolveComplaint', complaintId, adminId: request.session!.id, personal },
      contextOf(request, ctx.now()),
    );
    return { message: COMPLAINT_RESOLVED, state: 'RESOLVED', position: positionOf(result) };
  });
};
