import type {
  EventOf,
  MemberAssignedToSubVio,
  MembershipAccepted,
  MembershipCancelled,
  MembershipDeclined,
  MembershipInvited,
  MembershipRejected,
  MembershipRemoved,
  MembershipRequested,
  MembershipResigned,
  MemberUnassignedFromSubVio,
  Sealed,
} from '@nvp/events';
import { DomainError } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

export type MembershipEvent =
  | EventOf<typeof MembershipRequested>
  | EventOf<typeof MembershipInvited>
  | EventOf<typeof MembershipAccepted>
  | EventOf<typeof MembershipRejected>
  | EventOf<typeof MembershipDeclined>
  | EventOf<typeof MembershipCancelled>
  | EventOf<typeof MembershipResigned>
  | EventOf<typeof MembershipRemoved>
  | EventOf<typeof MemberAssignedToSubVio>
  | EventOf<typeof MemberUnassignedFromSubVio>;

/** The pair's state as the VIO sees it; `new` is a pair with no stream yet. */
export type MembershipStatus = 'new' | 'requested' | 'invited' | 'joined' | 'rejected' | 'declined' | 'cancelled' | 'resigned' | 'removed';
export interface MembershipState {
  status: MembershipStatus;
}

type Pair = { vioId: string; volunteerId: string };
export type MembershipCommand =
  /** The volunteer: ask to join, or accept the VIO's invitation. */
  | ({ type: 'RequestMembership' } & Pair)
  /** The volunteer: cancel their request, or decline an invitation. */
  | ({ type: 'WithdrawMembership' } & Pair)
  | ({ type: 'Resign' } & Pair)
  /** The VIO: accept or reject a request. */
  | ({ type: 'ReviewMembership'; accept: boolean } & Pair)
  | ({ type: 'RemoveMember' } & Pair)
  /** The VIO: invite a registered volunteer (by e-mail); `personal` holds the address sealed with the volunteer's key. */
  | ({ type: 'InviteVolunteer'; vioName: string; personal: Sealed } & Pair)
  | ({ type: 'AssignToSubVio'; subVioId: string } & Pair)
  | ({ type: 'UnassignFromSubVio'; subVioId: string } & Pair);

export const CAN_NOT_REQUEST_AGAIN = 'You can not request to join this VIO again';
export const ALREADY_MEMBER = 'You are already a member of this VIO';
export const NOTHING_TO_WITHDRAW = 'There is no request or invitation to withdraw';
export const NOT_A_MEMBER = 'You are not a member of this VIO';
export const NO_REQUEST = 'This volunteer has not requested to join';
export const NOT_JOINED = 'This volunteer is not a member of your organisation';
export const ALREADY_JOINED = 'This volunteer is already a member of your organisation';
export const ONLY_MEMBERS_ASSIGNED = 'Only joined members can be assigned to a sub-VIO';

const conflict = (message: string) => new DomainError(message, 409);

/** The volunteer may (re)ask from these; after a rejection or a removal only the VIO can invite them again. */
const mayRequest: readonly MembershipStatus[] = ['new', 'cancelled', 'declined', 'resigned'];

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: { status: 'new' },

  decide(command, { status }) {
    const pair = { vioId: command.vioId, volunteerId: command.volunteerId };
    switch (command.type) {
      case 'RequestMembership':
        if (status === 'invited') return [{ type: 'MembershipAccepted', data: { ...pair, by: 'volunteer' } }];
        if (status === 'requested') return [];
        if (status === 'joined') throw conflict(ALREADY_MEMBER);
        if (!mayRequest.includes(status)) throw conflict(CAN_NOT_REQUEST_AGAIN);
        return [{ type: 'MembershipRequested', data: pair }];
      case 'WithdrawMembership':
        if (status === 'requested') return [{ type: 'MembershipCancelled', data: pair }];
        if (status === 'invited') return [{ type: 'MembershipDeclined', data: pair }];
        if (status === 'cancelled' || status === 'declined') return [];
        throw conflict(NOTHING_TO_WITHDRAW);
      case 'Resign':
        if (status === 'joined') return [{ type: 'MembershipResigned', data: pair }];
        if (status === 'resigned') return [];
        throw conflict(NOT_A_MEMBER);
      case 'ReviewMembership':
        if (status === 'requested') return [command.accept ? { type: 'MembershipAccepted', data: { ...pair, by: 'vio' } } : { type: 'MembershipRejected', data: pair }];
        // The same answer twice (a double click, a retry) changes nothing.
        if ((command.accept && status === 'joined') || (!command.accept && status === 'rejected')) return [];
        throw conflict(NO_REQUEST);
      case 'RemoveMember':
        if (status === 'joined') return [{ type: 'MembershipRemoved', data: pair }];
        if (status === 'removed') return [];
        throw conflict(NOT_JOINED);
      case 'InviteVolunteer':
        // Inviting someone who already asked is accepting them; the VIO may invite anyone else, also after a rejection.
        if (status === 'requested') return [{ type: 'MembershipAccepted', data: { ...pair, by: 'vio' } }];
        // Inviting again renews the invitation (and its mail), as adding an address without an account again does:
        // the VIO's view must not tell the two apart (issue 23).
        if (status === 'joined') throw conflict(ALREADY_JOINED);
        return [{ type: 'MembershipInvited', data: { ...pair, vioName: command.vioName, personal: command.personal } }];
      case 'AssignToSubVio':
        if (status !== 'joined') throw conflict(ONLY_MEMBERS_ASSIGNED);
        return [{ type: 'MemberAssignedToSubVio', data: { ...pair, subVioId: command.subVioId } }];
      case 'UnassignFromSubVio':
        // A member who left has no assignments any more: nothing to take back.
        if (status !== 'joined') return [];
        return [{ type: 'MemberUnassignedFromSubVio', data: { ...pair, subVioId: command.subVioId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MembershipRequested':
        return { status: 'requested' };
      case 'MembershipInvited':
        return { status: 'invited' };
      case 'MembershipAccepted':
        return { status: 'joined' };
      case 'MembershipRejected':
        return { status: 'rejected' };
      case 'MembershipDeclined':
        return { status: 'declined' };
      case 'MembershipCancelled':
        return { status: 'cancelled' };
      case 'MembershipResigned':
        return { status: 'resigned' };
      case 'MembershipRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};

/** The state as the volunteer sees it (GET /api/org/vio/list): invited reads 'accept'; cancelled and declined read 'new'. */
export const volunteerSideState = (status: MembershipStatus) =>
  status === 'invited' ? 'accept' : status === 'cancelled' || status === 'declined' ? 'new' : status;
