import type {
  AccountTerminated,
  EventOf,
  SubVioCreated,
  SubVioDeleted,
  SubVioPasswordSet,
  SubVioTransferred,
  Sealed,
  VioApproved,
  VioEmailVerified,
  VioProfileCompleted,
  VioProfileUpdated,
  VioProfileValues,
  VioRegistered,
  VioRejected,
  VioStatus,
  VioType,
} from '@nvp/events';
import { badRequest, forbidden, INVALID_LINK, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

export type VioEvent =
  | EventOf<typeof VioRegistered>
  | EventOf<typeof VioEmailVerified>
  | EventOf<typeof VioProfileCompleted>
  | EventOf<typeof VioProfileUpdated>
  | EventOf<typeof VioApproved>
  | EventOf<typeof VioRejected>
  | EventOf<typeof SubVioCreated>
  | EventOf<typeof SubVioPasswordSet>
  | EventOf<typeof SubVioDeleted>
  | EventOf<typeof SubVioTransferred>
  | EventOf<typeof AccountTerminated>;

/** A sub-VIO's part of the state: its principal, the open invitation (until the password is set), deletion. */
export interface SubVioPart {
  parentVioId?: string;
  invitation?: { secretHash: string; expiresAt: string };
  deleted?: boolean;
}

export type VioState =
  | { exists: false }
  | ({ exists: true; id: string; name: string; type: VioType; status: VioStatus; registrationNo: string; emailSecretHash: string; personal: Sealed } & SubVioPart);

export type VioCommand =
  | {
      type: 'RegisterVio';
      vioId: string;
      registrationNo: string;
      name: string;
      vioType: VioType;
      description: string;
      emailSecretHash: string;
      personal: Sealed;
    }
  | { type: 'VerifyVioEmail'; vioId: string; secretHash: string }
  /** `vioType` is the form the organisation filled in (from the URL); `profile` its public part, `personal` the sealed rest. */
  | { type: 'CompleteVioProfile'; vioId: string; vioType: VioType; profile: VioProfileValues; personal: Sealed }
  | { type: 'ReviewVio'; vioId: string; adminId: string; approve: boolean }
  /** An approved principal creates a sub-VIO of its own type; `personal` seals { email }, `invitationPersonal` { email, leader, secret }. */
  | {
      type: 'CreateSubVio';
      vioId: string;
      parentVioId: string;
      registrationNo: string;
      name: string;
      vioType: VioType;
      description: string;
      personal: Sealed;
      secretHash: string;
      expiresAt: string;
      invitationPersonal: Sealed;
    }
  /** The mailed link: `personal` seals { email, passwordHash }. */
  | { type: 'SetSubVioPassword'; vioId: string; secretHash: string; now: Date; personal: Sealed }
  | { type: 'DeleteSubVio'; vioId: string; principalId: string }
  | { type: 'TransferSubVio'; vioId: string; fromParentVioId: string; toParentVioId: string; adminId: string };

export { INVALID_LINK } from '@nvp/http-kit/errors';

export const VIO_NOT_FOUND = 'Organisation not found';
export const WRONG_PROFILE_FORM = 'This profile form does not match the organisation type';
export const EMAIL_NOT_VERIFIED = 'Please verify your email address, then log in again to complete your profile';
export const NOT_AWAITING_REVIEW = 'Only an organisation whose profile awaits approval can be approved or rejected';
export const SUB_VIO_NOT_FOUND = 'Sub-VIO not found';
export const INVALID_INVITATION = 'This invitation link is not valid';
export const NOT_A_SUB_VIO = 'This organisation is not a sub-VIO of that principal';
export const SAME_PRINCIPAL = 'The sub-VIO is already under this VIO';
export const SUB_VIO_DELETED = 'This sub-VIO was deleted';

/** The sub-VIO's invitation, when `secretHash` opens it at `now` (not used, not expired, not deleted). */
export const openSubVioInvitation = (state: VioState, secretHash: string, now: Date) =>
  state.exists && state.parentVioId && !state.deleted && state.status === 'REGISTERED' && state.invitation?.secretHash === secretHash && Date.parse(state.invitation.expiresAt) > now.getTime()
    ? state
    : undefined;

/** A transferred sub-VIO keeps the rights it had: an approved one becomes TRANSFERRED, any other keeps its status. */
export const statusAfterTransfer = (status: VioStatus): VioStatus => (status === 'APPROVED' || status === 'TRANSFERRED' ? 'TRANSFERRED' : status);

/** Statuses from which a submitted form goes (back) to the admins: the first submission and a resubmission after a rejection. */
const submitsForReview: readonly VioStatus[] = ['EMAILVERYFIED', 'REJECTED'];

export const vioDecider: Decider<VioCommand, VioEvent, VioState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterVio':
        if (state.exists) throw badRequest('This organisation is already registered');
        return [
          {
            type: 'VioRegistered',
            data: {
              vioId: command.vioId,
              registrationNo: command.registrationNo,
              name: command.name,
              type: command.vioType,
              description: command.description,
              emailSecretHash: command.emailSecretHash,
              personal: command.personal,
            },
          },
        ];
      case 'VerifyVioEmail':
        if (!state.exists) throw notFound(INVALID_LINK);
        // A sub-VIO verifies its address by setting its password through its own link.
        if (state.parentVioId) throw badRequest(INVALID_LINK);
        if (state.emailSecretHash !== command.secretHash) throw badRequest(INVALID_LINK);
        if (state.status !== 'REGISTERED') return [];
        return [{ type: 'VioEmailVerified', data: { vioId: command.vioId } }];
      case 'CompleteVioProfile': {
        if (!state.exists) throw notFound(VIO_NOT_FOUND);
        if (state.status === 'REGISTERED') throw forbidden(EMAIL_NOT_VERIFIED);
        if (command.vioType !== state.type) throw badRequest(WRONG_PROFILE_FORM);
        const data = { vioId: command.vioId, type: command.vioType, profile: command.profile, personal: command.personal };
        // Editing a profile under review or already approved keeps its status (an approved VIO stays approved).
        return [{ type: submitsForReview.includes(state.status) ? 'VioProfileCompleted' : 'VioProfileUpdated', data }];
      }
      case 'ReviewVio':
        if (!state.exists) throw notFound(VIO_NOT_FOUND);
        if (state.status !== 'PROFILECOMPLETED') throw badRequest(NOT_AWAITING_REVIEW);
        return [{ type: command.approve ? 'VioApproved' : 'VioRejected', data: { vioId: command.vioId, adminId: command.adminId } }];
      case 'CreateSubVio':
        if (state.exists) throw badRequest('This organisation is already registered');
        return [
          {
            type: 'VioRegistered',
            data: {
              vioId: command.vioId,
              registrationNo: command.registrationNo,
              name: command.name,
              type: command.vioType,
              description: command.description,
              // No verification link of its own: the invitation below verifies the address.
              emailSecretHash: '',
              personal: command.personal,
            },
          },
          {
            type: 'SubVioCreated',
            data: {
              vioId: command.vioId,
              parentVioId: command.parentVioId,
              createdBy: command.parentVioId,
              secretHash: command.secretHash,
              expiresAt: command.expiresAt,
              personal: command.invitationPersonal,
            },
          },
        ];
      case 'SetSubVioPassword':
        if (!openSubVioInvitation(state, command.secretHash, command.now)) throw badRequest(INVALID_INVITATION);
        return [
          { type: 'SubVioPasswordSet', data: { vioId: command.vioId, personal: command.personal } },
          { type: 'VioEmailVerified', data: { vioId: command.vioId } },
        ];
      case 'DeleteSubVio':
        // Another VIO's sub-VIO (or a VIO that is no sub-VIO) is not found for this principal.
        if (!state.exists || state.parentVioId !== command.principalId) throw notFound(SUB_VIO_NOT_FOUND);
        if (state.deleted) return [];
        return [
          { type: 'SubVioDeleted', data: { vioId: command.vioId, parentVioId: command.principalId, deletedBy: command.principalId } },
          { type: 'AccountTerminated', data: { subjectId: command.vioId, by: 'principal' } },
        ];
      case 'TransferSubVio':
        if (!state.exists || !state.parentVioId) throw notFound(SUB_VIO_NOT_FOUND);
        if (state.parentVioId !== command.fromParentVioId) throw badRequest(NOT_A_SUB_VIO);
        if (state.deleted) throw badRequest(SUB_VIO_DELETED);
        if (command.toParentVioId === state.parentVioId) throw badRequest(SAME_PRINCIPAL);
        if (command.toParentVioId === command.vioId) throw badRequest(SAME_PRINCIPAL);
        return [
          {
            type: 'SubVioTransferred',
            data: { vioId: command.vioId, fromParentVioId: state.parentVioId, toParentVioId: command.toParentVioId, adminId: command.adminId },
          },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'VioRegistered':
        return {
          exists: true,
          id: event.data.vioId,
          name: event.data.name,
          type: event.data.type,
          status: 'REGISTERED',
          registrationNo: event.data.registrationNo,
          emailSecretHash: event.data.emailSecretHash,
          personal: event.data.personal,
        };
      case 'VioEmailVerified':
        return state.exists ? { ...state, status: 'EMAILVERYFIED' } : state;
      case 'VioProfileCompleted':
        return state.exists ? { ...state, status: 'PROFILECOMPLETED' } : state;
      case 'VioApproved':
        return state.exists ? { ...state, status: 'APPROVED' } : state;
      case 'VioRejected':
        return state.exists ? { ...state, status: 'REJECTED' } : state;
      case 'SubVioCreated':
        return state.exists ? { ...state, parentVioId: event.data.parentVioId, invitation: { secretHash: event.data.secretHash, expiresAt: event.data.expiresAt } } : state;
      case 'SubVioPasswordSet':
        return state.exists ? { ...state, personal: event.data.personal, invitation: undefined } : state;
      case 'SubVioDeleted':
        return state.exists ? { ...state, deleted: true } : state;
      case 'SubVioTransferred':
        return state.exists ? { ...state, parentVioId: event.data.toParentVioId, status: statusAfterTransfer(state.status) } : state;
      default:
        return state;
    }
  },
};
