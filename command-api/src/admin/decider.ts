import type { AdminPermission, AdminRegistered, EventOf, Sealed } from '@nvp/events';
import { badRequest } from '../infra/errors';
import type { Decider } from '../infra/decider';

export type AdminEvent = EventOf<typeof AdminRegistered>;

export type AdminState =
  | { exists: false }
  | { exists: true; id: string; core: boolean; permissions: AdminPermission[]; personal: Sealed };

export type AdminCommand = { type: 'RegisterAdmin'; adminId: string; core: boolean; permissions: AdminPermission[]; personal: Sealed };

export const adminDecider: Decider<AdminCommand, AdminEvent, AdminState> = {
  initialState: { exists: false },
  decide(command, state) {
    if (state.exists) throw badRequest('This administrator is already registered');
    if (!command.core && command.permissions.length === 0) throw badRequest('Choose at least one permission');
    const { type: _, ...data } = command;
    return [{ type: 'AdminRegistered', data }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'AdminRegistered':
        return { exists: true, id: event.data.adminId, core: event.data.core, permissions: event.data.permissions, personal: event.data.personal };
      default:
        return state;
    }
  },
};
