import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { adminDecider, EMAIL_TAKEN, INVALID_INVITATION, type AdminEvent } from './decider';

const personal = { $sealed: 'v1' as const, subject: 'a1', iv: 'iv', data: 'cipher', tag: 'tag' };
const other = { ...personal, data: 'other-cipher' };
const adminId = '7d1e2f3a-0000-4000-8000-000000000003';
const coreId = '7d1e2f3a-0000-4000-8000-000000000001';
const expiresAt = '2026-05-08T00:00:00.000Z';
const before = new Date('2026-05-07T23:59:59.000Z');
const after = new Date('2026-05-08T00:00:00.000Z');

const given = spec(adminDecider).given;
const invited: AdminEvent = {
  type: 'AdminInvited',
  data: { adminId, permissions: ['VERIFY_VIOS', 'VIEW_REPORTS'], secretHash: 'hash-1', expiresAt, invitedBy: coreId, personal },
};
const registered: AdminEvent = { type: 'AdminRegistered', data: { adminId, core: false, permissions: ['VERIFY_VIOS', 'VIEW_REPORTS'], personal: other } };
const coreRegistered: AdminEvent = { type: 'AdminRegistered', data: { adminId, core: true, permissions: [], personal } };
const terminated: AdminEvent = { type: 'AccountTerminated', data: { subjectId: adminId, by: 'admin', adminId: coreId } };
const erased: AdminEvent = { type: 'PersonalDataErased', data: { subjectId: adminId } };

describe('admin decider: bootstrap', () => {
  it('registers the core admin with every permission implied', () =>
    given([])
      .when({ type: 'RegisterAdmin', adminId, core: true, permissions: [], personal })
      .then([{ type: 'AdminRegistered', data: { adminId, core: true, permissions: [], personal } }]));

  it('needs at least one permission for an ordinary admin', () =>
    given([]).when({ type: 'RegisterAdmin', adminId, core: false, permissions: [], personal }).thenThrows('Choose at least one permission', 400));

  it('refuses a second registration', () =>
    given([coreRegistered]).when({ type: 'RegisterAdmin', adminId, core: true, permissions: [], personal }).thenThrows('This administrator is already registered', 400));
});

describe('admin decider: invitation', () => {
  const invite = { type: 'InviteAdmin' as const, adminId, permissions: ['VERIFY_VIOS' as const, 'VIEW_REPORTS' as const], secretHash: 'hash-1', expiresAt, invitedBy: coreId, personal };

  it('invites with the chosen permissions', () => given([]).when(invite).then([invited]));

  it('renews a pending invitation with a new link', () =>
    given([invited])
      .when({ ...invite, secretHash: 'hash-2', permissions: ['CHECK_REFEREES'] })
      .then([{ type: 'AdminInvited', data: { adminId, permissions: ['CHECK_REFEREES'], secretHash: 'hash-2', expiresAt, invitedBy: coreId, personal } }]));

  it('refuses to invite an e-mail that already belongs to a registered admin', () => given([invited, registered]).when(invite).thenThrows(EMAIL_TAKEN, 400));

  it('refuses an invitation without permissions', () => given([]).when({ ...invite, permissions: [] }).thenThrows('Please select at least one permission', 400));

  it('registers through a valid link with the invited permissions', () =>
    given([invited])
      .when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: before, personal: other })
      .then([registered]));

  it('refuses a wrong secret', () =>
    given([invited]).when({ type: 'AcceptInvitation', adminId, secretHash: 'forged', now: before, personal: other }).thenThrows(INVALID_INVITATION, 400));

  it('refuses an expired link (7 days)', () =>
    given([invited]).when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: after, personal: other }).thenThrows(INVALID_INVITATION, 400));

  it('refuses a used link', () =>
    given([invited, registered]).when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: before, personal: other }).thenThrows(INVALID_INVITATION, 400));

  it('refuses the old link once the invitation was renewed', () =>
    given([invited, { ...invited, data: { ...invited.data, secretHash: 'hash-2' } } as AdminEvent])
      .when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: before, personal: other })
      .thenThrows(INVALID_INVITATION, 400));

  it('refuses a link to a removed invitation', () =>
    given([invited, terminated]).when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: before, personal: other }).thenThrows(INVALID_INVITATION, 400));

  it('refuses a link with no invitation at all', () =>
    given([]).when({ type: 'AcceptInvitation', adminId, secretHash: 'hash-1', now: before, personal: other }).thenThrows(INVALID_INVITATION, 400));
});

describe('admin decider: profile and removal', () => {
  it('updates name and bio of a registered admin', () =>
    given([invited, registered])
      .when({ type: 'UpdateAdminDetails', adminId, personal })
      .then([{ type: 'AdminDetailsUpdated', data: { adminId, personal } }]));

  it('refuses a profile update of an invitation or a removed admin', () => {
    given([invited]).when({ type: 'UpdateAdminDetails', adminId, personal }).thenThrows('Administrator not found', 404);
    given([invited, registered, terminated]).when({ type: 'UpdateAdminDetails', adminId, personal }).thenThrows('Administrator not found', 404);
  });

  it('removes an ordinary admin (terminated; erasure follows)', () =>
    given([invited, registered]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).then([terminated]));

  it('removes a pending invitation too', () => given([invited]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).then([terminated]));

  it('refuses to remove oneself', () => given([invited, registered]).when({ type: 'RemoveAdmin', adminId, actorId: adminId }).thenThrows('You cannot delete your own account', 400));

  it('refuses to remove a core admin', () => given([coreRegistered]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).thenThrows('A core admin cannot be deleted', 400));

  it('refuses an unknown or already erased admin', () => {
    given([]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).thenThrows('Administrator not found', 404);
    given([invited, registered, terminated, erased]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).thenThrows('Administrator not found', 404);
  });

  it('lets an interrupted removal continue to the erasure without a second termination', () =>
    given([invited, registered, terminated]).when({ type: 'RemoveAdmin', adminId, actorId: coreId }).then([]));
});
