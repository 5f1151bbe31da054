import { describe, expect, it } from 'vitest';
import type { FormalOpportunity, NonFormalOpportunity } from '@nvp/events';
import { spec } from '../infra/given-when-then';
import {
  ALREADY_EXISTS,
  ALREADY_REQUESTED,
  ALREADY_REVIEWED,
  ALREADY_SHARED,
  DRAFT_NOT_FOUND,
  DRAFT_SUBMITTED,
  NO_SHARE_REQUEST,
  NONFORMAL_ALREADY_APPROVED,
  NONFORMAL_ALREADY_REJECTED,
  NONFORMAL_LOCKED,
  NOT_COMPLETABLE,
  NOT_EDITABLE,
  NOT_OWNER,
  OPPORTUNITY_NOT_FOUND,
  SHARE_CLOSED,
  SHARE_NOT_APPROVED_VIO,
  SHARE_OWN,
  isShared,
  opportunityDecider,
  type OpportunityEvent,
} from './decider';

const opportunityId = '7d1e2f3a-0000-4000-8000-0000000000a1';
const vioId = '7d1e2f3a-0000-4000-8000-0000000000b1';
const otherVio = '7d1e2f3a-0000-4000-8000-0000000000b2';
const thirdVio = '7d1e2f3a-0000-4000-8000-0000000000b3';
const adminId = '7d1e2f3a-0000-4000-8000-0000000000c1';
const personal = { $sealed: 'v1' as const, subject: vioId, iv: 'iv', data: 'cipher', tag: 'tag' };

const common = {
  title: 'Beach clean-up',
  category: 2,
  noOfVolunteers: 3,
  designation: '',
  coreFunctions: [13],
  sdgNumbers: [14],
  requiredSkills: [1],
  degreeLevelRequired: 7,
  subjectAreaRequired: [],
  language: 'English' as const,
  district: 'Colombo',
  divisionalSecretariat: 'DS',
  gnDivision: 'GN',
  location: 'Mount Lavinia beach',
  isFullTime: false,
  workingHourCount: 6,
  startDate: '2030-01-01',
  endDate: '2030-02-01',
  time: ['Morning' as const],
  isTrainingProvided: false,
  trainingDetails: '',
  isExpenseCovered: false,
  coveredExpenseDetails: '',
  specialRequirnments: '',
};
const opportunity: FormalOpportunity = {
  ...common,
  type: 'REGULAR',
  days: ['Saturday'],
  descriptionSinhala: 's'.repeat(350),
  descriptionEnglish: 'e'.repeat(350),
  descriptionTamil: 't'.repeat(350),
  descriptionSMSSinhala: '',
  descriptionSMSEnglish: '',
  descriptionSMSTamil: '',
};
const edited: FormalOpportunity = { ...opportunity, title: 'Beach clean-up (two days)' };
const nonFormalOpportunity: NonFormalOpportunity = { ...common, startDate: '2026-01-01', endDate: '2026-01-02', description: 'd'.repeat(350), averageVolunteerHours: 4, cardImage: '' };

const given = spec(opportunityDecider).given;
const created: OpportunityEvent = { type: 'OpportunityCreated', data: { opportunityId, vioId, opportunity, personal } };
const approved: OpportunityEvent = { type: 'OpportunityApproved', data: { opportunityId, vioId, adminId } };
const rejected: OpportunityEvent = { type: 'OpportunityRejected', data: { opportunityId, vioId, adminId } };
const completed: OpportunityEvent = { type: 'OpportunityCompleted', data: { opportunityId, vioId, completedBy: vioId } };
const deleted: OpportunityEvent = { type: 'OpportunityDeleted', data: { opportunityId, vioId, deletedBy: vioId } };
const shareData = { opportunityId, primaryVioId: vioId, secondaryVioId: otherVio };
const requested: OpportunityEvent = { type: 'OpportunityShareRequested', data: shareData };
const accepted: OpportunityEvent = { type: 'OpportunityShareAccepted', data: shareData };
const shareRejected: OpportunityEvent = { type: 'OpportunityShareRejected', data: shareData };

const create = { type: 'CreateOpportunity' as const, opportunityId, vioId, opportunity, personal };
const update = { type: 'UpdateOpportunity' as const, opportunityId, vioId, opportunity: edited, personal };
const approve = { type: 'ReviewOpportunity' as const, opportunityId, adminId, approve: true };
const reject = { ...approve, approve: false };
const complete = { type: 'CompleteOpportunity' as const, opportunityId, vioId };
const remove = { type: 'DeleteOpportunity' as const, opportunityId, vioId };
const requestShare = { type: 'RequestShare' as const, opportunityId, vioId, secondaryVioId: otherVio, secondaryApproved: true };
const acceptShare = { type: 'AnswerShare' as const, opportunityId, vioId: otherVio, accept: true };

describe('opportunity decider: formal lifecycle', () => {
  it('creates an opportunity awaiting review', () => given([]).when(create).then([created]));
  it('refuses to create it twice', () => given([created]).when(create).thenThrows(ALREADY_EXISTS, 400));
  it('edits a CREATED opportunity without a new review', () =>
    given([created]).when(update).then([{ type: 'OpportunityUpdated', data: { opportunityId, vioId, opportunity: edited, personal, reviewAgain: false } }]));
  it('sends an edited APPROVED opportunity back to review', () => {
    const updated: OpportunityEvent = { type: 'OpportunityUpdated', data: { opportunityId, vioId, opportunity: edited, personal, reviewAgain: true } };
    given([created, approved]).when(update).then([updated]);
    const state = [created, approved, updated].reduce(opportunityDecider.evolve, opportunityDecider.initialState);
    expect(state.exists && state.status).toBe('CREATED');
  });
  it('refuses an edit by another VIO', () => given([created]).when({ ...update, vioId: otherVio }).thenThrows(NOT_OWNER, 403));
  it('refuses an edit of a REJECTED or COMPLETED opportunity', () => {
    given([created, rejected]).when(update).thenThrows(NOT_EDITABLE, 400);
    given([created, approved, completed]).when(update).thenThrows(NOT_EDITABLE, 400);
  });
  it('refuses an edit of an unknown or deleted opportunity', () => {
    given([]).when(update).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([created, deleted]).when(update).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });
  it('approves and rejects a CREATED opportunity', () => {
    given([created]).when(approve).then([approved]);
    given([created]).when(reject).then([rejected]);
  });
  it('refuses a review once APPROVED or REJECTED', () => {
    given([created, approved]).when(approve).thenThrows(ALREADY_REVIEWED, 400);
    given([created, approved]).when(reject).thenThrows(ALREADY_REVIEWED, 400);
    given([created, rejected]).when(approve).thenThrows(ALREADY_REVIEWED, 400);
    given([created, approved, completed]).when(reject).thenThrows(ALREADY_REVIEWED, 400);
  });
  it('completes an APPROVED opportunity only', () => {
    given([created, approved]).when(complete).then([completed]);
    given([created]).when(complete).thenThrows(NOT_COMPLETABLE, 400);
    given([created, rejected]).when(complete).thenThrows(NOT_COMPLETABLE, 400);
    given([created, approved, completed]).when(complete).thenThrows(NOT_COMPLETABLE, 400);
  });
  it('refuses completion by another VIO, even a sharing partner', () =>
    given([created, approved, requested, accepted]).when({ ...complete, vioId: otherVio }).thenThrows(NOT_OWNER, 403));
  it('deletes while CREATED or APPROVED', () => {
    given([created]).when(remove).then([deleted]);
    given([created, approved]).when(remove).then([deleted]);
  });
  it('refuses to delete a REJECTED, COMPLETED or deleted opportunity, or another VIO\'s', () => {
    given([created, rejected]).when(remove).thenThrows(NOT_EDITABLE, 400);
    given([created, approved, completed]).when(remove).thenThrows(NOT_EDITABLE, 400);
    given([created, deleted]).when(remove).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([created]).when({ ...remove, vioId: otherVio }).thenThrows(NOT_OWNER, 403);
  });
  it('does not treat a non-formal opportunity as a formal one', () => {
    const nf: OpportunityEvent = { type: 'NonFormalOpportunityCreated', data: { opportunityId, vioId, opportunity: nonFormalOpportunity, personal } };
    given([nf]).when(approve).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([nf]).when(complete).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });
});

describe('opportunity decider: sharing', () => {
  it('the owner asks another approved VIO', () => given([created, approved]).when(requestShare).then([requested]));
  it('refuses sharing with itself, with an unapproved VIO, by another VIO', () => {
    given([created]).when({ ...requestShare, secondaryVioId: vioId }).thenThrows(SHARE_OWN, 400);
    given([created]).when({ ...requestShare, secondaryApproved: false }).thenThrows(SHARE_NOT_APPROVED_VIO, 400);
    given([created]).when({ ...requestShare, vioId: thirdVio }).thenThrows(NOT_OWNER, 403);
  });
  it('refuses a second open request to the same VIO, and any request once shared', () => {
    given([created, requested]).when(requestShare).thenThrows(ALREADY_REQUESTED, 400);
    given([created, requested, accepted]).when({ ...requestShare, secondaryVioId: thirdVio }).thenThrows(ALREADY_SHARED, 400);
  });
  it('a rejected request may be sent again', () => given([created, requested, shareRejected]).when(requestShare).then([requested]));
  it('refuses to share a REJECTED or COMPLETED opportunity', () => {
    given([created, rejected]).when(requestShare).thenThrows(SHARE_CLOSED, 400);
    given([created, approved, completed]).when(requestShare).thenThrows(SHARE_CLOSED, 400);
  });
  it('the requested VIO accepts or rejects', () => {
    given([created, requested]).when(acceptShare).then([accepted]);
    given([created, requested]).when({ ...acceptShare, accept: false }).then([shareRejected]);
    expect(isShared([created, requested, accepted].reduce(opportunityDecider.evolve, opportunityDecider.initialState))).toBe(true);
  });
  it('refuses an answer without an open request (another VIO, or answered already)', () => {
    given([created, requested]).when({ ...acceptShare, vioId: thirdVio }).thenThrows(NO_SHARE_REQUEST, 404);
    given([created, requested, accepted]).when(acceptShare).thenThrows(NO_SHARE_REQUEST, 404);
    given([created, requested, shareRejected]).when({ ...acceptShare, accept: false }).thenThrows(NO_SHARE_REQUEST, 404);
  });
  it('the first acceptance wins: a second requested VIO can no longer accept', () => {
    const second: OpportunityEvent = { type: 'OpportunityShareRequested', data: { ...shareData, secondaryVioId: thirdVio } };
    given([created, requested, second, accepted]).when({ ...acceptShare, vioId: thirdVio }).thenThrows(ALREADY_SHARED, 400);
    given([created, requested, second, accepted])
      .when({ ...acceptShare, vioId: thirdVio, accept: false })
      .then([{ type: 'OpportunityShareRejected', data: { ...shareData, secondaryVioId: thirdVio } }]);
  });
});

describe('opportunity decider: non-formal', () => {
  const nfCreated: OpportunityEvent = { type: 'NonFormalOpportunityCreated', data: { opportunityId, vioId, opportunity: nonFormalOpportunity, personal } };
  const nfApproved: OpportunityEvent = { type: 'NonFormalOpportunityApproved', data: { opportunityId, vioId, adminId } };
  const nfRejected: OpportunityEvent = { type: 'NonFormalOpportunityRejected', data: { opportunityId, vioId, adminId } };
  const createNf = { type: 'CreateNonFormal' as const, opportunityId, vioId, opportunity: nonFormalOpportunity, personal };
  const updateNf = { type: 'UpdateNonFormal' as const, opportunityId, vioId, opportunity: nonFormalOpportunity, personal };
  const reviewNf = { type: 'ReviewNonFormal' as const, opportunityId, adminId, approve: true };

  it('creates one awaiting review', () => given([]).when(createNf).then([nfCreated]));
  it('approves or rejects it, and reverses a decision, never repeats it', () => {
    given([nfCreated]).when(reviewNf).then([nfApproved]);
    given([nfCreated]).when({ ...reviewNf, approve: false }).then([nfRejected]);
    given([nfCreated, nfApproved]).when({ ...reviewNf, approve: false }).then([nfRejected]);
    given([nfCreated, nfRejected]).when(reviewNf).then([nfApproved]);
    given([nfCreated, nfApproved]).when(reviewNf).thenThrows(NONFORMAL_ALREADY_APPROVED, 400);
    given([nfCreated, nfRejected]).when({ ...reviewNf, approve: false }).thenThrows(NONFORMAL_ALREADY_REJECTED, 400);
  });
  it('the owner edits while CREATED (stays) or REJECTED (back to review); an approved one is locked', () => {
    given([nfCreated]).when(updateNf).then([{ type: 'NonFormalOpportunityUpdated', data: { opportunityId, vioId, opportunity: nonFormalOpportunity, personal, reviewAgain: false } }]);
    given([nfCreated, nfRejected]).when(updateNf).then([{ type: 'NonFormalOpportunityUpdated', data: { opportunityId, vioId, opportunity: nonFormalOpportunity, personal, reviewAgain: true } }]);
    given([nfCreated, nfApproved]).when(updateNf).thenThrows(NONFORMAL_LOCKED, 400);
    given([nfCreated]).when({ ...updateNf, vioId: otherVio }).thenThrows(NOT_OWNER, 403);
  });
  it('does not treat a formal opportunity as a non-formal one', () => {
    given([created]).when(reviewNf).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([created]).when(updateNf).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });
});

describe('opportunity decider: drafts (issue 27)', () => {
  const draft = { title: 'Beach clean-up', descriptionEnglish: 'Half written' };
  const saved: OpportunityEvent = { type: 'OpportunityDraftSaved', data: { opportunityId, vioId, kind: 'FORMAL', draft, personal } };
  const savedAgain: OpportunityEvent = { type: 'OpportunityDraftSaved', data: { opportunityId, vioId, kind: 'FORMAL', draft: { ...draft, startDate: '2030-01-01' }, personal } };
  const draftDeleted: OpportunityEvent = { type: 'OpportunityDraftDeleted', data: { opportunityId, vioId, deletedBy: vioId } };
  const save = { type: 'SaveDraft' as const, opportunityId, vioId, kind: 'FORMAL' as const, draft, personal };
  const submit = { type: 'SubmitDraft' as const, opportunityId, vioId, kind: 'FORMAL' as const, opportunity, personal };
  const removeDraft = { type: 'DeleteDraft' as const, opportunityId, vioId };

  it('saves a new draft, and the same draft again, as DRAFT', () => {
    given([]).when(save).then([saved]);
    given([saved]).when({ ...save, draft: savedAgain.data.draft }).then([savedAgain]);
    const state = [saved, savedAgain].reduce(opportunityDecider.evolve, opportunityDecider.initialState);
    expect(state).toMatchObject({ exists: true, status: 'DRAFT', kind: 'FORMAL', vioId, startDate: '2030-01-01' });
  });
  it('submitting the draft is the ordinary creation: OpportunityCreated, then CREATED (awaiting review)', () => {
    given([saved, savedAgain]).when(submit).then([created]);
    const state = [saved, created].reduce(opportunityDecider.evolve, opportunityDecider.initialState);
    expect(state).toMatchObject({ status: 'CREATED', kind: 'FORMAL' });
    // …and from there it is reviewed like any new opportunity.
    given([saved, created]).when(approve).then([approved]);
  });
  it('a non-formal draft is submitted as NonFormalOpportunityCreated', () => {
    const nfSaved: OpportunityEvent = { type: 'OpportunityDraftSaved', data: { opportunityId, vioId, kind: 'NONFORMAL', draft: { title: 'Tree planting' }, personal } };
    given([nfSaved])
      .when({ type: 'SubmitDraft', opportunityId, vioId, kind: 'NONFORMAL', opportunity: nonFormalOpportunity, personal })
      .then([{ type: 'NonFormalOpportunityCreated', data: { opportunityId, vioId, opportunity: nonFormalOpportunity, personal } }]);
    given([nfSaved]).when(submit).thenThrows(DRAFT_NOT_FOUND, 404);
    given([nfSaved]).when(save).thenThrows(DRAFT_NOT_FOUND, 404);
  });
  it('only the owner saves, submits or deletes it', () => {
    given([saved]).when({ ...save, vioId: otherVio }).thenThrows(NOT_OWNER, 403);
    given([saved]).when({ ...submit, vioId: otherVio }).thenThrows(NOT_OWNER, 403);
    given([saved]).when({ ...removeDraft, vioId: otherVio }).thenThrows(NOT_OWNER, 403);
  });
  it('the owner deletes it; a deleted draft is gone for every command', () => {
    given([saved]).when(removeDraft).then([draftDeleted]);
    given([saved, draftDeleted]).when(save).thenThrows(DRAFT_NOT_FOUND, 404);
    given([saved, draftDeleted]).when(submit).thenThrows(DRAFT_NOT_FOUND, 404);
    given([saved, draftDeleted]).when(removeDraft).thenThrows(DRAFT_NOT_FOUND, 404);
    given([]).when(removeDraft).thenThrows(DRAFT_NOT_FOUND, 404);
    given([]).when(submit).thenThrows(DRAFT_NOT_FOUND, 404);
  });
  it('a submitted opportunity is no longer a draft', () => {
    given([saved, created]).when(save).thenThrows(DRAFT_SUBMITTED, 400);
    given([saved, created]).when(submit).thenThrows(DRAFT_SUBMITTED, 400);
    given([saved, created]).when(removeDraft).thenThrows(DRAFT_SUBMITTED, 400);
    given([created]).when(save).thenThrows(DRAFT_SUBMITTED, 400);
  });
  it("a draft is not found by the submitted opportunities' commands (edit, review, complete, delete, share)", () => {
    given([saved]).when(update).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([saved]).when(approve).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([saved]).when(complete).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([saved]).when(remove).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([saved]).when(requestShare).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([saved]).when(create).thenThrows(ALREADY_EXISTS, 400);
  });
});
