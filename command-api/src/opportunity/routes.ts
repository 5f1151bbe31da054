import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptSharedOpportunityRequest,
  bit,

  colomboDate,
  formalOpportunityRequest,
  lkAdmin,
  nonFormalOpportunityRequest,
  opportunityDraftRequest,
  opportunityDraftTarget,
  opportunityReviewRequest,
  rules,
  shareOpportunityRequest,
  splitOpportunity,
  streams,
  translateMessage,
  type AccessRule,
  type FormalOpportunity,
  type NonFormalOpportunity,
  type OpportunityDraft,
  type Supervisor,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, isUuid, badRequest, forbidden, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { DRAFT_NOT_FOUND, NOT_OWNER, OPPORTUNITY_NOT_FOUND, opportunityDecider, type OpportunityCommand } from './decider';

/** Spec §8 messages. */
export const CREATED_MESSAGE = 'Successfully Created!';
export const UPDATED_MESSAGE = 'Successfully Updated!';
export const COMPLETED_MESSAGE = 'Successfully Completed';
export const DELETED_MESSAGE = 'Successfully Deleted';
export const APPROVED_MESSAGE = 'Opportunity Approved Successfully!';
export const REJECTED_MESSAGE = 'Opportunity Rejected!';
export const SHARE_REQUESTED_MESSAGE = 'Successfully sent a request to share this opportunity';
export const SHARE_ACCEPTED_MESSAGE = 'Request is accepted';
export const SHARE_REJECTED_MESSAGE = 'Request is rejected';
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const NOT_YOUR_ORGANISATION = 'You can act only for your own organisation';
export const UNKNOWN_FLAG = 'The decision must be true (approve) or false (reject)';
/** Issue 27: drafts. */
export const DRAFT_SAVED_MESSAGE = 'Draft saved';
export const DRAFT_DELETED_MESSAGE = 'Draft deleted';

/** Admins who review opportunities: the APPROVE_OPPORTUNITIES permission (core admins hold every permission). */
export const opportunityReviewers = { all: [bit.ADMIN, bit.APPROVE_OPPORTUNITIES] } as const satisfies AccessRule;

const idParam = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound(OPPORTUNITY_NOT_FOUND);
  return id;
};

/** Only the status of a VIO, folded from its own stream (this slice does not import the vio slice). */
const vioIsApproved = async (ctx: SliceContext, vioId: string) => {
  if (!isUuid(vioId)) return false;
  let approved = false;
  for (const e of await ctx.store.readStream(streams.vio(vioId))) {
    if (e.type === 'VioApproved') approved = true;
    else if (e.type === 'VioRejected' || e.type === 'AccountTerminated') approved = false;
  }
  return approved;
};

export const opportunityRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const vio = { access: rules.approvedVio, denied: VIO_DENIED };
  const reviewer = { access: opportunityReviewers, denied: ADMIN_DENIED };

  const run = async (request: FastifyRequest, opportunityId: string, command: OpportunityCommand) =>
    ctx.commands.handle(streams.opportunity(opportunityId), opportunityDecider, command, contextOf(request, ctx.now()));

  /** The stored start date of an existing opportunity (an edit may keep a start date that has since passed). */
  const storedStart = async (opportunityId: string, kind: 'FORMAL' | 'NONFORMAL') => {
    const { state } = await ctx.commands.loadState(streams.opportunity(opportunityId), opportunityDecider);
    if (!state.exists || state.deleted || state.kind !== kind) throw notFound(OPPORTUNITY_NOT_FOUND);
    return state;
  };

  const checkLocation = (values: { district: string; divisionalSecretariat: string; gnDivision: string }) => {
    if (!lkAdmin.isKnownLocation(values)) throw badRequest(translateMessage('v.opp.location', 'en'));
  };

  /** Parses a formal body, checks the location, seals the supervisor with the owning VIO's key. */
  const formalBody = async (request: FastifyRequest, vioId: string, keepStartDate?: string) => {
    const values = parse(formalOpportunityRequest({ today: colomboDate(ctx.now()), keepStartDate }), request.body);
    checkLocation(values);
    const { opportunity, personal } = splitOpportunity(values);
    return { opportunity: opportunity as FormalOpportunity, personal: await ctx.vault.seal(vioId, personal) };
  };
  const nonFormalBody = async (request: FastifyRequest, vioId: string) => {
    const values = parse(nonFormalOpportunityRequest({ today: colomboDate(ctx.now()) }), request.body);
    checkLocation(values);
    const { opportunity, personal } = splitOpportunity(values);
    return { opportunity: opportunity as NonFormalOpportunity, personal: await ctx.vault.seal(vioId, personal) };
  };

  // ── formal opportunities ────────────────────────────────────────────────────────────────────────
  app.post('/api/vio/create-opportunity', { config: vio }, async (request) => {
    const vioId = request.session!.id;
    const opportunityId = randomUUID();
    const body = await formalBody(request, vioId);
    const { result } = await run(request, opportunityId, { type: 'CreateOpportunity', opportunityId, vioId, ...body });
    return { id: opportunityId, message: CREATED_MESSAGE, position: positionOf(result) };
  });

  app.put('/api/opportunity/update/:id', { config: vio }, async (request) => {
    const opportunityId = idParam(request);
    const vioId = request.session!.id;
    const before = await storedStart(opportunityId, 'FORMAL');
    // Ownership before the body, so another VIO learns nothing from validation messages.
    if (before.vioId !== vioId) throw forbidden(NOT_OWNER);
    const body = await formalBody(request, vioId, before.startDate);
    const { result, state } = await run(request, opportunityId, { type: 'UpdateOpportunity', opportunityId, vioId, ...body });
    return { id: opportunityId, message: UPDATED_MESSAGE, status: state.exists ? state.status : undefined, position: positionOf(result) };
  });

  app.put('/api/opportunity/complete/:id', { config: vio }, async (request) => {
    const opportunityId = idParam(request);
    const { result } = await run(request, opportunityId, { type: 'CompleteOpportunity', opportunityId, vioId: request.session!.id });
    return { message: COMPLETED_MESSAGE, position: positionOf(result) };
  });

  app.delete('/api/opportunity/delete/:id', { config: vio }, async (request) => {
    const opportunityId = idParam(request);
    const { result } = await run(request, opportunityId, { type: 'DeleteOpportunity', opportunityId, vioId: request.session!.id });
    return { message: DELETED_MESSAGE, position: positionOf(result) };
  });

  app.post('/api/admin/opportunity/review', { config: reviewer }, async (request) => {
    const { id, approve } = parse(opportunityReviewRequest, request.body);
    if (!isUuid(id)) throw notFound(OPPORTUNITY_NOT_FOUND);
    const { result } = await run(request, id, { type: 'ReviewOpportunity', opportunityId: id, adminId: request.session!.id, approve });
    return { message: approve ? APPROVED_MESSAGE : REJECTED_MESSAGE, position: positionOf(result) };
  });

  // ── drafts (issue 27): an unfinished opportunity of either kind, seen only by its VIO ────────────
  const draftId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound(DRAFT_NOT_FOUND);
    return id.toLowerCase();
  };

  /**
   * Saves a new draft (no `id`: answers the new id) or the caller's draft again (`id`). Only the title is required;
   * every filled field is checked by its own rule. `kind`: FORMAL (default) or NONFORMAL.
   */
  app.post('/api/vio/opportunity/draft', { config: vio }, async (request) => {
    const vioId = request.session!.id;
    const target = parse(opportunityDraftTarget, request.body ?? {});
    const opportunityId = target.id || randomUUID();
    if (target.id) {
      // Ownership before the body, so another VIO learns nothing from validation messages.
      const { state } = await ctx.commands.loadState(streams.opportunity(opportunityId), opportunityDecider);
      if (!state.exists || state.deleted) throw notFound(DRAFT_NOT_FOUND);
      if (state.vioId !== vioId) throw forbidden(NOT_OWNER);
    }
    const values = parse(opportunityDraftRequest(target.kind, { today: colomboDate(ctx.now()) }), request.body) as Record<string, unknown>;
    // A place is checked once all three parts are chosen (a draft may hold the district alone).
    if (values.district && values.divisionalSecretariat && values.gnDivision) checkLocation(values as { district: string; divisionalSecretariat: string; gnDivision: string });
    // The supervisor fields filled so far are sealed (a draft may hold some of them).
    const { opportunity, personal } = splitOpportunity(values as Record<string, unknown> & Supervisor);
    const { result } = await run(request, opportunityId, {
      type: 'SaveDraft',
      opportunityId,
      vioId,
      kind: target.kind,
      draft: opportunity as OpportunityDraft,
      personal: await ctx.vault.seal(vioId, personal),
    });
    return { id: opportunityId, message: DRAFT_SAVED_MESSAGE, status: 'DRAFT', position: positionOf(result) };
  });

  /** Submits the caller's draft with the whole form (the create form's rules): it awaits review like a new opportunity. */
  app.post('/api/vio/opportunity/draft/:id/submit', { config: vio }, async (request) => {
    const opportunityId = draftId(request);
    const vioId = request.session!.id;
    const { state } = await ctx.commands.loadState(streams.opportunity(opportunityId), opportunityDecider);
    if (!state.exists || state.deleted) throw notFound(DRAFT_NOT_FOUND);
    if (state.vioId !== vioId) throw forbidden(NOT_OWNER);
    const command =
      state.kind === 'FORMAL'
        ? ({ type: 'SubmitDraft', opportunityId, vioId, kind: 'FORMAL', ...(await formalBody(request, vioId)) } as const)
        : ({ type: 'SubmitDraft', opportunityId, vioId, kind: 'NONFORMAL', ...(await nonFormalBody(request, vioId)) } as const);
    const { result } = await run(request, opportunityId, command);
    return { id: opportunityId, message: CREATED_MESSAGE, status: 'CREATED', position: positionOf(result) };
  });

  app.delete('/api/vio/opportunity/draft/:id', { config: vio }, async (request) => {
    const opportunityId = draftId(request);
    const { result } = await run(request, opportunityId, { type: 'DeleteDraft', opportunityId, vioId: request.session!.id });
    return { message: DRAFT_DELETED_MESSAGE, position: positionOf(result) };
  });

  // ── non-formal opportunities ────────────────────────────────────────────────────────────────────
  app.post('/api/nonformal-opportunity/vio/create', { config: vio }, async (request) => {
    const vioId = request.session!.id;
    const opportunityId = randomUUID();
    const body = await nonFormalBody(request, vioId);
    const { result } = await run(request, opportunityId, { type: 'CreateNonFormal', opportunityId, vioId, ...body });
    return { id: opportunityId, message: CREATED_MESSAGE, position: positionOf(result) };
  });

  app.put('/api/nonformal-opportunity/vio/:id', { config: vio }, async (request) => {
    const opportunityId = idParam(request);
    const vioId = request.session!.id;
    const before = await storedStart(opportunityId, 'NONFORMAL');
    if (before.vioId !== vioId) throw forbidden(NOT_OWNER);
    const body = await nonFormalBody(request, vioId);
    const { result } = await run(request, opportunityId, { type: 'UpdateNonFormal', opportunityId, vioId, ...body });
    return { id: opportunityId, message: UPDATED_MESSAGE, position: positionOf(result) };
  });

  /** `flag`: true/APPROVED approves, false/REJECTED rejects. */
  app.put('/api/nonformal-opportunity/admin/approve/:id/:flag', { config: reviewer }, async (request) => {
    const opportunityId = idParam(request);
    const flag = String((request.params as { flag: string }).flag).toLowerCase();
    const approve = flag === 'true' || flag === 'approved' ? true : flag === 'false' || flag === 'rejected' ? false : undefined;
    if (approve === undefined) throw badRequest(UNKNOWN_FLAG);
    const { result } = await run(request, opportunityId, { type: 'ReviewNonFormal', opportunityId, adminId: request.session!.id, approve });
    return { message: approve ? APPROVED_MESSAGE : REJECTED_MESSAGE, position: positionOf(result) };
  });

  // ── sharing ─────────────────────────────────────────────────────────────────────────────────────
  app.post('/api/sharedOpportunity/request', { config: vio }, async (request) => {
    const body = parse(shareOpportunityRequest, request.body);
    const vioId = request.session!.id;
    if (body.primaryVio && body.primaryVio !== vioId) throw forbidden(NOT_YOUR_ORGANISATION);
    if (!isUuid(body.opportunityId)) throw notFound(OPPORTUNITY_NOT_FOUND);
    const secondaryApproved = await vioIsApproved(ctx, body.secondaryVio);
    const { result } = await run(request, body.opportunityId, {
      type: 'RequestShare',
      opportunityId: body.opportunityId,
      vioId,
      secondaryVioId: isUuid(body.secondaryVio) ? body.secondaryVio.toLowerCase() : body.secondaryVio,
      secondaryApproved,
    });
    return { message: SHARE_REQUESTED_MESSAGE, position: positionOf(result) };
  });

  app.post('/api/sharedOpportunity/Accept', { config: vio }, async (request) => {
    const body = parse(acceptSharedOpportunityRequest, request.body);
    const vioId = request.session!.id;
    if (body.vioId && body.vioId !== vioId) throw forbidden(NOT_YOUR_ORGANISATION);
    if (!isUuid(body.opportunityId)) throw notFound(OPPORTUNITY_NOT_FOUND);
    const { result } = await run(request, body.opportunityId, { type: 'AnswerShare', opportunityId: body.opportunityId, vioId, accept: body.Accepted });
    return { message: body.Accepted ? SHARE_ACCEPTED_MESSAGE : SHARE_REJECTED_MESSAGE, position: positionOf(result) };
  });
};


