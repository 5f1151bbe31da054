import { describe, expect, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import {
  EMAIL_NOT_VERIFIED,
  INVALID_INVITATION,
  INVALID_LINK,
  NOT_A_SUB_VIO,
  NOT_AWAITING_REVIEW,
  SAME_PRINCIPAL,
  statusAfterTransfer,
  SUB_VIO_NOT_FOUND,
  VIO_NOT_FOUND,
  WRONG_PROFILE_FORM,
  vioDecider,
  type VioEvent,
} from './decider';

const personal = { $sealed: 'v1' as const, subject: 'o1', iv: 'iv', data: 'cipher', tag: 'tag' };
const vioId = '7d1e2f3a-0000-4000-8000-000000000002';
const registered: VioEvent = {
  type: 'VioRegistered',
  data: { vioId, registrationNo: 'VIO-000001', name: 'Sarvodaya', type: 'NONPROFIT', description: 'Sarvodaya', emailSecretHash: 'h1', personal },
};
const given = spec(vioDecider).given;
const register = { type: 'RegisterVio' as const, vioId, registrationNo: 'VIO-000001', name: 'Sarvodaya', vioType: 'NONPROFIT' as const, description: 'Sarvodaya', emailSecretHash: 'h1', personal };

describe('vio decider', () => {
  it('registers an organisation', () => given([]).when(register).then([registered]));
  it('refuses a second registration of the same organisation', () =>
    given([registered]).when(register).thenThrows('This organisation is already registered', 400));
  it('verifies the e-mail', () =>
    given([registered]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'h1' }).then([{ type: 'VioEmailVerified', data: { vioId } }]));
  it('refuses a wrong secret', () =>
    given([registered]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'nope' }).thenThrows(INVALID_LINK, 400));
  it('is idempotent once verified', () =>
    given([registered, { type: 'VioEmailVerified', data: { vioId } }]).when({ type: 'VerifyVioEmail', vioId, secretHash: 'h1' }).then([]));
});

const adminId = '7d1e2f3a-0000-4000-8000-00000000000a';
const verified: VioEvent = { type: 'VioEmailVerified', data: { vioId } };
const profile = { organizationType: 'NGO', district: 'D1', divisionalSecretariat: 'DS1', gnDivision: 'GN1' };
const sealedContacts = { ...personal, data: 'sealed-contacts' };
const complete = { type: 'CompleteVioProfile' as const, vioId, vioType: 'NONPROFIT' as const, profile, personal: sealedContacts };
const profileData = { vioId, type: 'NONPROFIT' as const, profile, personal: sealedContacts };
const completed: VioEvent = { type: 'VioProfileCompleted', data: profileData };
const updated: VioEvent = { type: 'VioProfileUpdated', data: profileData };
const approved: VioEvent = { type: 'VioApproved', data: { vioId, adminId } };
const rejected: VioEvent = { type: 'VioRejected', data: { vioId, adminId } };
const approve = { type: 'ReviewVio' as const, vioId, adminId, approve: true };
const reject = { ...approve, approve: false };

describe('vio decider: profile', () => {
  it('completes the profile of a verified organisation', () => given([registered, verified]).when(complete).then([completed]));
  it('refuses an organisation whose e-mail is not verified', () => given([registered]).when(complete).thenThrows(EMAIL_NOT_VERIFIED, 403));
  it('refuses the form of another organisation type', () =>
    given([registered, verified]).when({ ...complete, vioType: 'SCHOOL' }).thenThrows(WRONG_PROFILE_FORM, 400));
  it('refuses an unknown organisation', () => given([]).when(complete).thenThrows(VIO_NOT_FOUND, 404));
  it('records an edit while the profile awaits approval as an update (still PROFILECOMPLETED)', () =>
    given([registered, verified, completed]).when(complete).then([updated]));
  it('keeps an approved organisation approved when it edits its profile', () => {
    given([registered, verified, completed, approved]).when(complete).then([updated]);
    const state = [registered, verified, completed, approved, updated].reduce(vioDecider.evolve, vioDecider.initialState);
    expect(state.exists && state.status).toBe('APPROVED');
  });
  it('sends a rejected organisation back to review when it resubmits', () => {
    given([registered, verified, completed, rejected]).when(complete).then([completed]);
    const state = [registered, verified, completed, rejected, completed].reduce(vioDecider.evolve, vioDecider.initialState);
    expect(state.exists && state.status).toBe('PROFILECOMPLETED');
  });
});

describe('vio decider: approval', () => {
  it('approves a completed profile', () => given([registered, verified, completed]).when(approve).then([approved]));
  it('rejects a completed profile', () => given([registered, verified, completed]).when(reject).then([rejected]));
  it('refuses to review an organisation that has not completed its profile', () =>
    given([registered, verified]).when(approve).thenThrows(NOT_AWAITING_REVIEW, 400));
  it('refuses to review twice', () => {
    given([registered, verified, completed, approved]).when(reject).thenThrows(NOT_AWAITING_REVIEW, 400);
    given([registered, verified, completed, rejected]).when(approve).thenThrows(NOT_AWAITING_REVIEW, 400);
  });
  it('refuses an unknown organisation', () => given([]).when(approve).thenThrows(VIO_NOT_FOUND, 404));
  it('walks the statuses REGISTERED → EMAILVERYFIED → PROFILECOMPLETED → APPROVED', () => {
    const statuses = [registered, verified, completed, approved].map((_, i, all) => {
      const s = all.slice(0, i + 1).reduce(vioDecider.evolve, vioDecider.initialState);
      return s.exists ? s.status : undefined;
    });
    expect(statuses).toEqual(['REGISTERED', 'EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED']);
  });
});

describe('vio decider: sub-VIOs', () => {
  const subId = '7d1e2f3a-0000-4000-8000-0000000000e1';
  const parentId = vioId;
  const otherId = '7d1e2f3a-0000-4000-8000-0000000000f1';
  const invitationPersonal = { ...personal, data: 'invitation' };
  const passwordPersonal = { ...personal, data: 'password' };
  const expiresAt = '2030-01-08T00:00:00.000Z';
  const create = {
    type: 'CreateSubVio' as const,
    vioId: subId,
    parentVioId: parentId,
    registrationNo: 'VIO-000002',
    name: 'Sarvodaya Galle',
    vioType: 'NONPROFIT' as const,
    description: 'Galle branch',
    personal,
    secretHash: 'inv',
    expiresAt,
    invitationPersonal,
  };
  const subRegistered: VioEvent = {
    type: 'VioRegistered',
    data: { vioId: subId, registrationNo: 'VIO-000002', name: 'Sarvodaya Galle', type: 'NONPROFIT', description: 'Galle branch', emailSecretHash: '', personal },
  };
  const subCreated: VioEvent = { type: 'SubVioCreated', data: { vioId: subId, parentVioId: parentId, createdBy: parentId, secretHash: 'inv', expiresAt, personal: invitationPersonal } };
  const passwordSet: VioEvent[] = [
    { type: 'SubVioPasswordSet', data: { vioId: subId, personal: passwordPersonal } },
    { type: 'VioEmailVerified', data: { vioId: subId } },
  ];
  const approved: VioEvent = { type: 'VioApproved', data: { vioId: subId, adminId } };
  const completed: VioEvent = { type: 'VioProfileCompleted', data: { vioId: subId, type: 'NONPROFIT', profile, personal: sealedContacts } };
  const setPassword = (secretHash: string, now = new Date('2030-01-01T00:00:00Z')) => ({ type: 'SetSubVioPassword' as const, vioId: subId, secretHash, now, personal: passwordPersonal });
  const transfer = (to: string, from = parentId) => ({ type: 'TransferSubVio' as const, vioId: subId, fromParentVioId: from, toParentVioId: to, adminId });

  it('creates a registered account and its invitation', () => given([]).when(create).then([subRegistered, subCreated]));
  it('sets the password through the invitation, which verifies the address', () => given([subRegistered, subCreated]).when(setPassword('inv')).then(passwordSet));
  it('refuses a wrong secret', () => given([subRegistered, subCreated]).when(setPassword('nope')).thenThrows(INVALID_INVITATION, 400));
  it('refuses an expired invitation', () =>
    given([subRegistered, subCreated]).when(setPassword('inv', new Date('2030-01-09T00:00:00Z'))).thenThrows(INVALID_INVITATION, 400));
  it('refuses a used invitation', () => given([subRegistered, subCreated, ...passwordSet]).when(setPassword('inv')).thenThrows(INVALID_INVITATION, 400));
  it("a sub-VIO's address is not verified by the VIO link", () =>
    given([subRegistered, subCreated]).when({ type: 'VerifyVioEmail', vioId: subId, secretHash: '' }).thenThrows(INVALID_LINK, 400));

  it('its principal deletes it: the account is closed', () =>
    given([subRegistered, subCreated]).when({ type: 'DeleteSubVio', vioId: subId, principalId: parentId }).then([
      { type: 'SubVioDeleted', data: { vioId: subId, parentVioId: parentId, deletedBy: parentId } },
      { type: 'AccountTerminated', data: { subjectId: subId, by: 'principal' } },
    ]));
  it("another VIO can not delete it", () =>
    given([subRegistered, subCreated]).when({ type: 'DeleteSubVio', vioId: subId, principalId: otherId }).thenThrows(SUB_VIO_NOT_FOUND, 404));
  it('a VIO that is no sub-VIO is not deleted', () =>
    given([registered]).when({ type: 'DeleteSubVio', vioId, principalId: otherId }).thenThrows(SUB_VIO_NOT_FOUND, 404));

  it('an approved sub-VIO is transferred', () =>
    given([subRegistered, subCreated, ...passwordSet, completed, approved]).when(transfer(otherId)).then([
      { type: 'SubVioTransferred', data: { vioId: subId, fromParentVioId: parentId, toParentVioId: otherId, adminId } },
    ]));
  it('becomes TRANSFERRED when it was approved, and keeps its status otherwise', () => {
    expect(statusAfterTransfer('APPROVED')).toBe('TRANSFERRED');
    expect(statusAfterTransfer('TRANSFERRED')).toBe('TRANSFERRED');
    expect(statusAfterTransfer('PROFILECOMPLETED')).toBe('PROFILECOMPLETED');
  });
  it('is not transferred to its present principal', () => given([subRegistered, subCreated]).when(transfer(parentId)).thenThrows(SAME_PRINCIPAL, 400));
  it('is not transferred to itself', () => given([subRegistered, subCreated]).when(transfer(subId)).thenThrows(SAME_PRINCIPAL, 400));
  it('the named present principal must be its principal', () => given([subRegistered, subCreated]).when(transfer(otherId, otherId)).thenThrows(NOT_A_SUB_VIO, 400));
  it('a VIO that is no sub-VIO is not transferred', () =>
    given([registered]).when({ type: 'TransferSubVio', vioId, fromParentVioId: otherId, toParentVioId: otherId, adminId }).thenThrows(SUB_VIO_NOT_FOUND, 404));
});
