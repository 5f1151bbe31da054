import type {
  AccountTerminated,
  AdminDetailsUpdated,
  AdminInvited,
  AdminPermission,
  AdminRegistered,
  EventOf,
  PersonalDataErased,
  Sealed,
} from '@nvp/events';
import { badRequest, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';
import { EMAIL_TAKEN } from '../infra/registration';

export type AdminEvent =
  | EventOf<typeof AdminInvited>
  | EventOf<typeof AdminRegistered>
  | EventOf<typeof AdminDetailsUpdated>
  | EventOf<typeof AccountTerminated>
  | EventOf<typeof PersonalDataErased>;

interface Invitation {
  permissions: AdminPermission[];
  secretHash: string;
  expiresAt: string;
  /** Sealed { email, secret }: the registration takes the e-mail from here. */
  personal: Sealed;
}

/** Before registration an admin stream may hold an invitation; `exists` means a registered administrator. */
export type AdminState =
  | { exists: false; invitation?: Invitation; terminated: boolean; erased: boolean }
  | {
      exists: true;
      id: string;
      core: boolean;
      permissions: AdminPermission[];
      /** The registration's sealed { name, email, bio, passwordHash }. */
      personal: Sealed;
      /** The latest sealed { name, bio } from a profile edit. */
      details?: Sealed;
      terminated: boolean;
      erased: boolean;
    };

export type AdminCommand =
  | { type: 'RegisterAdmin'; adminId: string; core: boolean; permissions: AdminPermission[]; personal: Sealed }
  | { type: 'InviteAdmin'; adminId: string; permissions: AdminPermission[]; secretHash: string; expiresAt: string; invitedBy: string; personal: Sealed }
  | { type: 'AcceptInvitation'; adminId: string; secretHash: string; now: Date; personal: Sealed }
  | { type: 'UpdateAdminDetails'; adminId: string; personal: Sealed }
  | { type: 'RemoveAdmin'; adminId: string; actorId: string };

/** Spec §8: a bad, used or expired invitation reads 'Invalid !!!'. */
export const INVALID_INVITATION = 'Invalid !!!';
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const ADMIN_NOT_FOUND = 'Administrator not found';
export { EMAIL_TAKEN } from '../infra/registration';

/** The invitation a link opens: unused (no registration yet), this secret, not expired. Else undefined. */
export const openInvitation = (state: AdminState, secretHash: string, now: Date): Invitation | undefined => {
  if (state.exists || state.terminated || !state.invitation) return undefined;
  const { invitation } = state;
  return invitation.secretHash === secretHash && now < new Date(invitation.expiresAt) ? invitation : undefined;
};

export const adminDecider: Decider<AdminCommand, AdminEvent, AdminState> = {
  initialState: { exists: false, terminated: false, erased: false },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterAdmin': {
        if (state.exists) throw badRequest('This administrator is already registered');
        if (!command.core && command.permissions.length === 0) throw badRequest('Choose at least one permission');
        const { type: _, ...data } = command;
        return [{ type: 'AdminRegistered', data }];
      }
      case 'InviteAdmin': {
        // A pending or expired invitation may be renewed (new link, new permissions); a registered admin may not.
        if (state.exists || state.terminated) throw badRequest(EMAIL_TAKEN);
        if (command.permissions.length === 0) throw badRequest('Please select at least one permission');
        const { type: _, ...data } = command;
        return [{ type: 'AdminInvited', data }];
      }
      case 'AcceptInvitation': {
        const invitation = openInvitation(state, command.secretHash, command.now);
        if (!invitation) throw badRequest(INVALID_INVITATION);
        return [{ type: 'AdminRegistered', data: { adminId: command.adminId, core: false, permissions: invitation.permissions, personal: command.personal } }];
      }
      case 'UpdateAdminDetails':
        if (!state.exists || state.terminated) throw notFound(ADMIN_NOT_FOUND);
        return [{ type: 'AdminDetailsUpdated', data: { adminId: command.adminId, personal: command.personal } }];
      case 'RemoveAdmin': {
        if (command.actorId === command.adminId) throw badRequest('You cannot delete your own account');
        if (state.erased || (!state.exists && !state.invitation)) throw notFound(ADMIN_NOT_FOUND);
        if (state.exists && state.core) throw badRequest('A core admin cannot be deleted');
        // Terminated but not yet erased (an interrupted removal): nothing to append, the erasure goes on.
        if (state.terminated) return [];
        return [{ type: 'AccountTerminated', data: { subjectId: command.adminId, by: 'admin', adminId: command.actorId } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AdminInvited':
        return state.exists
          ? state
          : {
              ...state,
              invitation: { permissions: event.data.permissions, secretHash: event.data.secretHash, expiresAt: event.data.expiresAt, personal: event.data.personal },
            };
      case 'AdminRegistered':
        return {
          exists: true,
          id: event.data.adminId,
          core: event.data.core,
          permissions: event.data.permissions,
          personal: event.data.personal,
          terminated: state.terminated,
          erased: state.erased,
        };
      case 'AdminDetailsUpdated':
        return state.exists ? { ...state, details: event.data.personal } : state;
      case 'AccountTerminated':
        return { ...state, terminated: true };
      case 'PersonalDataErased':
        return { ...state, erased: true };
      default:
        return state;
    }
  },
};
