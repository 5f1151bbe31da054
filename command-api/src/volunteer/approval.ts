import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bit, multilineText, streams, text, type AccessRule } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { volunteerDecider } from './decider';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VOLUNTEER_ACCEPTED = 'Volunteer accepted successfully!';
export const VOLUNTEER_REJECTED = 'Volunteer rejected';

/** Deciding on a volunteer takes CHECK_REFEREES or CONFIRM_VOLUNTEERS (a core admin holds every permission bit). */
export const volunteerApprovers: AccessRule = { any: [bit.CHECK_REFEREES, bit.CONFIRM_VOLUNTEERS] };

const approvalRequest = z.object({
  id: text({ error: 'v.required' }).uuid('v.required'),
  approve: z.boolean({ error: 'v.required' }),
  reason: z.preprocess((v) => (v == null ? '' : v), multilineText().trim().max(65536, 'v.volunteer.max65536')),
});

export const approvalRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/admin/volunteer/approve', { config: { access: volunteerApprovers, denied: ADMIN_DENIED } }, async (request) => {
    const { id, approve, reason } = parse(approvalRequest, request.body);
    const adminId = request.session!.id;
    const now = ctx.now();
    const command = approve
      ? ({ type: 'ApproveVolunteer', volunteerId: id, adminId } as const)
      : ({ type: 'RejectVolunteer', volunteerId: id, adminId, personal: reason ? await ctx.vault.seal(id, { reason }) : undefined } as const);
    const { result } = await ctx.commands.handle(streams.volunteer(id), volunteerDecider, command, contextOf(request, now));
    return { message: approve ? VOLUNTEER_ACCEPTED : VOLUNTEER_REJECTED, position: positionOf(result) };
  });
};
