import type {
  EventOf,
  FormalOpportunity,
  NonFormalOpportunity,
  NonFormalOpportunityApproved,
  NonFormalOpportunityCreated,
  NonFormalOpportunityRejected,
  NonFormalOpportunityUpdated,
  OpportunityApproved,
  OpportunityCompleted,
  OpportunityCreated,
  OpportunityDeleted,
  OpportunityDraft,
  OpportunityDraftDeleted,
  OpportunityDraftSaved,
  OpportunityKind,
  OpportunityRejected,
  OpportunityShareAccepted,
  OpportunityShareRejected,
  OpportunityShareRequested,
  OpportunityStatus,
  OpportunityUpdated,
  Sealed,
} from '@nvp/events';
import { badRequest, forbidden, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

/**
 * One opportunity stream (`opportunity-<id>`): a formal or a non-formal opportunity, its reviews and its
 * sharing requests. Pure: the routes check the caller's role and pass the caller's id; this decides whether
 * the caller may do it in the opportunity's current state.
 */
export type OpportunityEvent =
  | EventOf<typeof OpportunityCreated>
  | EventOf<typeof OpportunityUpdated>
  | EventOf<typeof OpportunityApproved>
  | EventOf<typeof OpportunityRejected>
  | EventOf<typeof OpportunityCompleted>
  | EventOf<typeof OpportunityDeleted>
  | EventOf<typeof OpportunityShareRequested>
  | EventOf<typeof OpportunityShareAccepted>
  | EventOf<typeof OpportunityShareRejected>
  | EventOf<typeof NonFormalOpportunityCreated>
  | EventOf<typeof NonFormalOpportunityUpdated>
  | EventOf<typeof NonFormalOpportunityApproved>
  | EventOf<typeof NonFormalOpportunityRejected>
  | EventOf<typeof OpportunityDraftSaved>
  | EventOf<typeof OpportunityDraftDeleted>;

export type ShareState = 'REQUESTED' | 'ACCEPTED' | 'REJECTED';

export type OpportunityState =
  | { exists: false }
  | {
      exists: true;
      id: string;
      kind: 'FORMAL' | 'NONFORMAL';
      vioId: string;
      /** DRAFT (issue 27): unfinished, seen only by its VIO, until submitted (then CREATED). */
      status: OpportunityStatus | 'DRAFT';
      deleted: boolean;
      startDate: string;
      /** Requests by the requested (secondary) VIO's id. */
      shares: Record<string, ShareState>;
    };

export type OpportunityCommand =
  | { type: 'CreateOpportunity'; opportunityId: string; vioId: string; opportunity: FormalOpportunity; personal: Sealed }
  | { type: 'UpdateOpportunity'; opportunityId: string; vioId: string; opportunity: FormalOpportunity; personal: Sealed }
  | { type: 'ReviewOpportunity'; opportunityId: string; adminId: string; approve: boolean }
  | { type: 'CompleteOpportunity'; opportunityId: string; vioId: string }
  | { type: 'DeleteOpportunity'; opportunityId: string; vioId: string }
  /** `secondaryApproved`: the requested VIO is approved (the route reads its stream). */
  | { type: 'RequestShare'; opportunityId: string; vioId: string; secondaryVioId: string; secondaryApproved: boolean }
  | { type: 'AnswerShare'; opportunityId: string; vioId: string; accept: boolean }
  | { type: 'CreateNonFormal'; opportunityId: string; vioId: string; opportunity: NonFormalOpportunity; personal: Sealed }
  | { type: 'UpdateNonFormal'; opportunityId: string; vioId: string; opportunity: NonFormalOpportunity; personal: Sealed }
  | { type: 'ReviewNonFormal'; opportunityId: string; adminId: string; approve: boolean }
  /** Issue 27: create or save again an unfinished opportunity (`draft`: the filled public fields). */
  | { type: 'SaveDraft'; opportunityId: string; vioId: string; kind: OpportunityKind; draft: OpportunityDraft; personal: Sealed }
  /** The whole form, checked as a new opportunity's: the draft becomes CREATED (awaiting review). */
  | { type: 'SubmitDraft'; opportunityId: string; vioId: string; kind: 'FORMAL'; opportunity: FormalOpportunity; personal: Sealed }
  | { type: 'SubmitDraft'; opportunityId: string; vioId: string; kind: 'NONFORMAL'; opportunity: NonFormalOpportunity; personal: Sealed }
  | { type: 'DeleteDraft'; opportunityId: string; vioId: string };

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_OWNER = 'Only the organisation that posted this opportunity can do this';
export const NOT_EDITABLE = 'Only an opportunity that is awaiting review or approved can be changed or deleted';
export const NOT_COMPLETABLE = 'Only an approved opportunity can be completed';
export const ALREADY_REVIEWED = 'This opportunity has already been approved or rejected';
export const ALREADY_EXISTS = 'This opportunity already exists';
export const SHARE_OWN = 'An opportunity cannot be shared with the organisation that posted it';
export const SHARE_NOT_APPROVED_VIO = 'Opportunities can be shared only with approved organisations';
export const SHARE_CLOSED = 'Only an opportunity that is awaiting review or approved can be shared';
export const ALREADY_SHARED = 'This opportunity is already shared';
export const ALREADY_REQUESTED = 'A request to share this opportunity with this organisation has already been sent';
export const NO_SHARE_REQUEST = 'There is no open request to share this opportunity with your organisation';
export const NONFORMAL_LOCKED = 'An approved non-formal opportunity can no longer be changed';
export const NONFORMAL_ALREADY_APPROVED = 'This non-formal opportunity is already approved';
export const NONFORMAL_ALREADY_REJECTED = 'This non-formal opportunity is already rejected';
export const DRAFT_NOT_FOUND = 'Draft not found';
export const DRAFT_SUBMITTED = 'This opportunity has already been submitted for review; it is no longer a draft';

/** Spec §4: the owner edits and deletes while CREATED or APPROVED. */
const EDITABLE: readonly (OpportunityStatus | 'DRAFT')[] = ['CREATED', 'APPROVED'];

type Existing = Extract<OpportunityState, { exists: true }>;

/** A submitted opportunity of this kind (a draft is not found by the commands of submitted ones). */
const formal = (state: OpportunityState): Existing => {
  if (!state.exists || state.deleted || state.kind !== 'FORMAL' || state.status === 'DRAFT') throw notFound(OPPORTUNITY_NOT_FOUND);
  return state;
};
const nonFormal = (state: OpportunityState): Existing => {
  if (!state.exists || state.deleted || state.kind !== 'NONFORMAL' || state.status === 'DRAFT') throw notFound(OPPORTUNITY_NOT_FOUND);
  return state;
};
/** The caller's own draft: unknown or deleted → 404, another VIO's → 403, already submitted → 400. */
const ownDraft = (state: OpportunityState, vioId: string): Existing => {
  if (!state.exists || state.deleted) throw notFound(DRAFT_NOT_FOUND);
  if (state.vioId !== vioId) throw forbidden(NOT_OWNER);
  if (state.status !== 'DRAFT') throw badRequest(DRAFT_SUBMITTED);
  return state;
};
const owned = (state: Existing, vioId: string) => {
  if (state.vioId !== vioId) throw forbidden(NOT_OWNER);
  return state;
};

export const isShared = (state: OpportunityState) => state.exists && Object.values(state.shares).includes('ACCEPTED');

export const opportunityDecider: Decider<OpportunityCommand, OpportunityEvent, OpportunityState> = {
  initialState: { exists: false },

  decide(command, state) {
    const { opportunityId } = command;
    switch (command.type) {
      case 'CreateOpportunity':
        if (state.exists) throw badRequest(ALREADY_EXISTS);
        return [{ type: 'OpportunityCreated', data: { opportunityId, vioId: command.vioId, opportunity: command.opportunity, personal: command.personal } }];
      case 'UpdateOpportunity': {
        const s = owned(formal(state), command.vioId);
        if (!EDITABLE.includes(s.status)) throw badRequest(NOT_EDITABLE);
        // Decision: an edit of an APPROVED opportunity goes back to the admins (the public sees only reviewed text).
        const reviewAgain = s.status === 'APPROVED';
        return [
          { type: 'OpportunityUpdated', data: { opportunityId, vioId: s.vioId, opportunity: command.opportunity, personal: command.personal, reviewAgain } },
        ];
      }
      case 'ReviewOpportunity': {
        const s = formal(state);
        if (s.status !== 'CREATED') throw badRequest(ALREADY_REVIEWED);
        const data = { opportunityId, vioId: s.vioId, adminId: command.adminId };
        return [command.approve ? { type: 'OpportunityApproved', data } : { type: 'OpportunityRejected', data }];
      }
      case 'CompleteOpportunity': {
        const s = owned(formal(state), command.vioId);
        if (s.status !== 'APPROVED') throw badRequest(NOT_COMPLETABLE);
        return [{ type: 'OpportunityCompleted', data: { opportunityId, vioId: s.vioId, completedBy: command.vioId } }];
      }
      case 'DeleteOpportunity': {
        const s = owned(formal(state), command.vioId);
        if (!EDITABLE.includes(s.status)) throw badRequest(NOT_EDITABLE);
        return [{ type: 'OpportunityDeleted', data: { opportunityId, vioId: s.vioId, deletedBy: command.vioId } }];
      }
      case 'RequestShare': {
        const s = owned(formal(state), command.vioId);
        if (command.secondaryVioId === s.vioId) throw badRequest(SHARE_OWN);
        if (!command.secondaryApproved) throw badRequest(SHARE_NOT_APPROVED_VIO);
        if (!EDITABLE.includes(s.status)) throw badRequest(SHARE_CLOSED);
        if (isShared(s)) throw badRequest(ALREADY_SHARED);
        // A rejected request may be sent again; an open one may not.
        if (s.shares[command.secondaryVioId] === 'REQUESTED') throw badRequest(ALREADY_REQUESTED);
        return [{ type: 'OpportunityShareRequested', data: { opportunityId, primaryVioId: s.vioId, secondaryVioId: command.secondaryVioId } }];
      }
      case 'AnswerShare': {
        const s = formal(state);
        if (s.shares[command.vioId] !== 'REQUESTED') throw notFound(NO_SHARE_REQUEST);
        const data = { opportunityId, primaryVioId: s.vioId, secondaryVioId: command.vioId };
        if (!command.accept) return [{ type: 'OpportunityShareRejected', data }];
        // One partner per opportunity (spec §4 "share when not yet shared"): the first acceptance wins.
        if (isShared(s)) throw badRequest(ALREADY_SHARED);
        if (!EDITABLE.includes(s.status)) throw badRequest(SHARE_CLOSED);
        return [{ type: 'OpportunityShareAccepted', data }];
      }
      case 'CreateNonFormal':
        if (state.exists) throw badRequest(ALREADY_EXISTS);
        return [
          { type: 'NonFormalOpportunityCreated', data: { opportunityId, vioId: command.vioId, opportunity: command.opportunity, personal: command.personal } },
        ];
      case 'UpdateNonFormal': {
        const s = owned(nonFormal(state), command.vioId);
        if (s.status === 'APPROVED' || s.status === 'COMPLETED') throw badRequest(NONFORMAL_LOCKED);
        return [
          {
            type: 'NonFormalOpportunityUpdated',
            data: { opportunityId, vioId: s.vioId, opportunity: command.opportunity, personal: command.personal, reviewAgain: s.status === 'REJECTED' },
          },
        ];
      }
      case 'SaveDraft': {
        if (state.exists) {
          const s = ownDraft(state, command.vioId);
          if (s.kind !== command.kind) throw notFound(DRAFT_NOT_FOUND);
        }
        const { vioId, kind, draft, personal } = command;
        return [{ type: 'OpportunityDraftSaved', data: { opportunityId, vioId, kind, draft, personal } }];
      }
      case 'SubmitDraft': {
        const s = ownDraft(state, command.vioId);
        if (s.kind !== command.kind) throw notFound(DRAFT_NOT_FOUND);
        const data = { opportunityId, vioId: s.vioId, personal: command.personal };
        // The ordinary creation event: from here on it is an opportunity awaiting review like any new one.
        return command.kind === 'FORMAL'
          ? [{ type: 'OpportunityCreated', data: { ...data, opportunity: command.opportunity } }]
          : [{ type: 'NonFormalOpportunityCreated', data: { ...data, opportunity: command.opportunity } }];
      }
      case 'DeleteDraft': {
        const s = ownDraft(state, command.vioId);
        return [{ type: 'OpportunityDraftDeleted', data: { opportunityId, vioId: s.vioId, deletedBy: command.vioId } }];
      }
      case 'ReviewNonFormal': {
        const s = nonFormal(state);
        // Decision (spec §4 gives two readings): an admin may reverse a decision, not repeat it.
        if (command.approve && s.status === 'APPROVED') throw badRequest(NONFORMAL_ALREADY_APPROVED);
        if (!command.approve && s.status === 'REJECTED') throw badRequest(NONFORMAL_ALREADY_REJECTED);
        const data = { opportunityId, vioId: s.vioId, adminId: command.adminId };
        return [command.approve ? { type: 'NonFormalOpportunityApproved', data } : { type: 'NonFormalOpportunityRejected', data }];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'OpportunityCreated' || event.type === 'NonFormalOpportunityCreated') {
      return {
        exists: true,
        id: event.data.opportunityId,
        kind: event.type === 'OpportunityCreated' ? 'FORMAL' : 'NONFORMAL',
        vioId: event.data.vioId,
        status: 'CREATED',
        deleted: false,
        startDate: event.data.opportunity.startDate,
        shares: {},
      };
    }
    if (event.type === 'OpportunityDraftSaved') {
      const { opportunityId: id, vioId, kind, draft } = event.data;
      if (state.exists) return { ...state, startDate: draft.startDate ?? '' };
      return { exists: true, id, kind, vioId, status: 'DRAFT', deleted: false, startDate: draft.startDate ?? '', shares: {} };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'OpportunityDraftDeleted':
        return { ...state, deleted: true };
      case 'OpportunityUpdated':
      case 'NonFormalOpportunityUpdated':
        return { ...state, startDate: event.data.opportunity.startDate, status: event.data.reviewAgain ? 'CREATED' : state.status };
      case 'OpportunityApproved':
      case 'NonFormalOpportunityApproved':
        return { ...state, status: 'APPROVED' };
      case 'OpportunityRejected':
      case 'NonFormalOpportunityRejected':
        return { ...state, status: 'REJECTED' };
      case 'OpportunityCompleted':
        return { ...state, status: 'COMPLETED' };
      case 'OpportunityDeleted':
        return { ...state, deleted: true };
      case 'OpportunityShareRequested':
        return { ...state, shares: { ...state.shares, [event.data.secondaryVioId]: 'REQUESTED' } };
      case 'OpportunityShareAccepted':
        return { ...state, shares: { ...state.shares, [event.data.secondaryVioId]: 'ACCEPTED' } };
      case 'OpportunityShareRejected':
        return { ...state, shares: { ...state.shares, [event.data.secondaryVioId]: 'REJECTED' } };
      default:
        return state;
    }
  },
};
