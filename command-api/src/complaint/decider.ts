import type { Sealed } from '@nvp/events';
import type { Decider } from '../infra/decider';
import { badRequest, notFound } from '@nvp/http-kit/errors';

export const COMPLAINT_NOT_FOUND = 'Complaint not found';
export const ALREADY_RESOLVED = 'This complaint is already resolved';

export type ComplaintCommand =
  | { type: 'SubmitComplaint'; complaintId: string; complainantId: string; userType: 'VOLUNTEER' | 'VIO'; personal: Sealed }
  | { type: 'ResolveComplaint'; complaintId: string; adminId: string; personal?: Sealed };

export type ComplaintEvent =
  | { type: 'ComplaintSubmitted'; data: { complaintId: string; complainantId: string; userType: 'VOLUNTEER' | 'VIO'; personal: Sealed } }
  | { type: 'ComplaintResolved'; data: { complaintId: string; complainantId: string; adminId: string; personal?: Sealed } };

export interface ComplaintState {
  complainantId?: string;
  state?: 'ONGOING' | 'RESOLVED';
  /** The submission's sealed part: the resolve route re-seals the contact for the mail. */
  personal?: Sealed;
}

/** ONGOING → RESOLVED, once, with the action taken (spec §4). */
export const complaintDecider: Decider<ComplaintCommand, ComplaintEvent, ComplaintState> = {
  initialState: {},
  decide(command, state) {
    switch (command.type) {
      case 'SubmitComplaint': {
        if (state.state) return [];
        const { type: _, ...data } = command;
        return [{ type: 'ComplaintSubmitted', data }];
      }
      case 'ResolveComplaint':
        if (!state.state || !state.complainantId) throw notFound(COMPLAINT_NOT_FOUND);
        if (state.state === 'RESOLVED') throw badRequest(ALREADY_RESOLVED);
        return [{ type: 'ComplaintResolved', data: { complaintId: command.complaintId, complainantId: state.complainantId, adminId: command.adminId, ...(command.personal ? { personal: command.personal } : {}) } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ComplaintSubmitted':
        return { complainantId: event.data.complainantId, state: 'ONGOING', personal: event.data.personal };
      case 'ComplaintResolved':
        return { ...state, state: 'RESOLVED' };
    }
  },
};
