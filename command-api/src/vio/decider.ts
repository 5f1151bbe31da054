import type {
  EventOf,
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
import { badRequest, forbidden, INVALID_LINK, notFound } from '../infra/errors';
import type { Decider } from '../infra/decider';

export type VioEvent =
  | EventOf<typeof VioRegistered>
  | EventOf<typeof VioEmailVerified>
  | EventOf<typeof VioProfileCompleted>
  | EventOf<typeof VioProfileUpdated>
  | EventOf<typeof VioApproved>
  | EventOf<typeof VioRejected>;

export type VioState =
  | { exists: false }
  | { exists: true; id: string; name: string; type: VioType; status: VioStatus; registrationNo: string; emailSecretHash: string; personal: Sealed };

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
  | { type: 'ReviewVio'; vioId: string; adminId: string; approve: boolean };

export { INVALID_LINK } from '../infra/errors';

export const VIO_NOT_FOUND = 'Organisation not found';
export const WRONG_PROFILE_FORM = 'This profile form does not match the organisation type';
export const EMAIL_NOT_VERIFIED = 'Please verify your email address, then log in again to complete your profile';
export const NOT_AWAITING_REVIEW = 'Only an organisation whose profile awaits approval can be approved or rejected';

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
      default:
        return state;
    }
  },
};
