import type { EventOf, Sealed, VolunteerEmailVerified, VolunteerRegistered, VolunteerStatus } from '@nvp/events';
import { badRequest, INVALID_LINK, notFound } from '../infra/errors';
import type { Decider } from '../infra/decider';

export type VolunteerEvent = EventOf<typeof VolunteerRegistered> | EventOf<typeof VolunteerEmailVerified>;

export type VolunteerState =
  | { exists: false }
  | { exists: true; id: string; status: VolunteerStatus; registrationNo: string; emailSecretHash: string; personal: Sealed };

export type VolunteerCommand =
  | {
      type: 'RegisterVolunteer';
      volunteerId: string;
      registrationNo: string;
      birthYear: number;
      emailSecretHash: string;
      personal: Sealed;
    }
  | { type: 'VerifyVolunteerEmail'; volunteerId: string; secretHash: string };

export { INVALID_LINK } from '../infra/errors';

export const volunteerDecider: Decider<VolunteerCommand, VolunteerEvent, VolunteerState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterVolunteer': {
        if (state.exists) throw badRequest('This volunteer is already registered');
        const { type: _, ...data } = command;
        return [{ type: 'VolunteerRegistered', data }];
      }
      case 'VerifyVolunteerEmail': {
        if (!state.exists) throw notFound(INVALID_LINK);
        if (state.emailSecretHash !== command.secretHash) throw badRequest(INVALID_LINK);
        // Opening the link twice is fine: the second time changes nothing.
        if (state.status !== 'EMAIL_UNVERIFIED') return [];
        return [{ type: 'VolunteerEmailVerified', data: { volunteerId: command.volunteerId } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'VolunteerRegistered':
        return {
          exists: true,
          id: event.data.volunteerId,
          status: 'EMAIL_UNVERIFIED',
          registrationNo: event.data.registrationNo,
          emailSecretHash: event.data.emailSecretHash,
          personal: event.data.personal,
        };
      case 'VolunteerEmailVerified':
        return state.exists ? { ...state, status: 'MOBILE_UNVERIFIED' } : state;
      default:
        return state;
    }
  },
};
