import type { EventOf, Sealed, VioEmailVerified, VioRegistered, VioStatus, VioType } from '@nvp/events';
import { badRequest, INVALID_LINK, notFound } from '../infra/errors';
import type { Decider } from '../infra/decider';

export type VioEvent = EventOf<typeof VioRegistered> | EventOf<typeof VioEmailVerified>;

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
  | { type: 'VerifyVioEmail'; vioId: string; secretHash: string };

export { INVALID_LINK } from '../infra/errors';

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
      default:
        return state;
    }
  },
};
