import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';

const id = z.string().uuid();
const pair = { vioId: id, volunteerId: id };

// ---- Membership: one stream per (VIO, volunteer) pair, membership-<vioId>-<volunteerId> -------------------

export const MembershipRequested = defineEvent(
  'organisation',
  'MembershipRequested',
  z.object(pair),
  'The volunteer asked to join the VIO (state requested). Allowed from new, cancelled, declined and resigned; refused after a rejection or a removal.',
);
/** Sealed with the volunteer's key: { email } (where the invitation mail goes). */
export const MembershipInvited = defineEvent(
  'organisation',
  'MembershipInvited',
  z.object({ ...pair, vioName: z.string(), personal: sealedSchema }),
  "The VIO invited a registered volunteer by e-mail (state invited; the volunteer sees 'accept'). A mail tells the volunteer.",
);
export const MembershipAccepted = defineEvent(
  'organisation',
  'MembershipAccepted',
  z.object({ ...pair, by: z.enum(['vio', 'volunteer']) }),
  "The volunteer joined: the VIO accepted a request ('vio') or the volunteer accepted an invitation ('volunteer'). State joined.",
);
export const MembershipRejected = defineEvent(
  'organisation',
  'MembershipRejected',
  z.object(pair),
  'The VIO refused a request (state rejected): the volunteer can not ask this VIO again.',
);
export const MembershipDeclined = defineEvent(
  'organisation',
  'MembershipDeclined',
  z.object(pair),
  'The volunteer refused an invitation (state declined; the volunteer sees new and may ask later).',
);
export const MembershipCancelled = defineEvent(
  'organisation',
  'MembershipCancelled',
  z.object(pair),
  'The volunteer withdrew a request (state cancelled; shows as new again).',
);
export const MembershipResigned = defineEvent(
  'organisation',
  'MembershipResigned',
  z.object(pair),
  "The volunteer left the VIO (state resigned); their sub-VIO assignments end with it.",
);
export const MembershipRemoved = defineEvent(
  'organisation',
  'MembershipRemoved',
  z.object(pair),
  "The VIO removed a member (state removed; the volunteer can not ask again); their sub-VIO assignments end with it.",
);
export const MemberAssignedToSubVio = defineEvent(
  'organisation',
  'MemberAssignedToSubVio',
  z.object({ ...pair, subVioId: id }),
  "The principal VIO assigned one of its joined members to one of its sub-VIOs (on the membership stream, so only a joined member can be assigned).",
);
export const MemberUnassignedFromSubVio = defineEvent(
  'organisation',
  'MemberUnassignedFromSubVio',
  z.object({ ...pair, subVioId: id }),
  'The principal VIO took the assignment of a member to a sub-VIO back.',
);

// ---- Invitations waiting for an address: one stream per address, orgInvite-<blind index of the e-mail> ----

/** Sealed with the invitation's own key (invitationId): { email }. The key is shredded when the invitation is handed over. */
export const OrgVolunteerRegistrationInvited = defineEvent(
  'organisation',
  'OrgVolunteerRegistrationInvited',
  z.object({
    invitationId: id,
    vioId: id,
    vioName: z.string(),
    personal: sealedSchema,
    /** false (issue 23): the address belongs to another kind of account (VIO, admin, emergency user): no mail, the invitation only lapses. Absent: true. */
    notify: z.boolean().optional(),
  }),
  "A VIO added an e-mail with no volunteer account: a mail invites that person to register (unless notify is false: the address is another kind of account's, written only so that the VIO's view does not tell addresses apart). The invitation waits on the address's stream until a volunteer verifies that address, who then finds it on /org-vios (state accept).",
);
export const OrgVolunteerInvitationHandedOver = defineEvent(
  'organisation',
  'OrgVolunteerInvitationHandedOver',
  z.object({ invitationId: id, vioId: id, volunteerId: id, outcome: z.enum(['invited', 'closed', 'expired']) }),
  "A volunteer verified the invited address: the invitation became a MembershipInvited on the pair's stream ('invited'), or lapsed because the VIO can no longer take members or the pair's state refused it ('closed'), or because it had waited longer than ORG_INVITATION_WAIT_DAYS ('expired'). The invitation's key (its sealed e-mail) is shredded.",
);
export const OrgVolunteerInvitationExpired = defineEvent(
  'organisation',
  'OrgVolunteerInvitationExpired',
  z.object({ invitationId: id, vioId: id }),
  "Nobody registered and verified the invited address within ORG_INVITATION_WAIT_DAYS: the invitation no longer waits and its key (its sealed e-mail) is shredded, so the address of a person who never joined is not kept. Appended by the hourly sweep of command-api.",
);

// ---- Sub-VIOs: events on the sub-VIO's own stream vio-<subId> (it starts with VioRegistered) -------------

/** Sealed with the sub-VIO's key: { email, leader, secret } (the secret only for the mail). */
export const SubVioCreated = defineEvent(
  'organisation',
  'SubVioCreated',
  z.object({ vioId: id, parentVioId: id, createdBy: id, secretHash: z.string(), expiresAt: z.string(), personal: sealedSchema }),
  'An approved VIO created a sub-VIO account under itself (right after its VioRegistered, same type as the principal). The mailed link (/subvio/verify/…) sets its password once, until expiresAt.',
);
/** Sealed with the sub-VIO's key: { email, passwordHash }. */
export const SubVioPasswordSet = defineEvent(
  'organisation',
  'SubVioPasswordSet',
  z.object({ vioId: id, personal: sealedSchema }),
  'The sub-VIO chose its password through the mailed link (followed by VioEmailVerified): it may log in as a VIO and complete its profile.',
);
export const SubVioDeleted = defineEvent(
  'organisation',
  'SubVioDeleted',
  z.object({ vioId: id, parentVioId: id, deletedBy: id }),
  'The principal deleted its sub-VIO (followed by AccountTerminated): it can no longer log in and its member assignments end.',
);
export const SubVioTransferred = defineEvent(
  'organisation',
  'SubVioTransferred',
  z.object({ vioId: id, fromParentVioId: id, toParentVioId: id, adminId: id }),
  "An admin (VERIFY_VIOS) moved the sub-VIO under another approved principal: status TRANSFERRED (rights of APPROVED), its opportunities stay its own, its assignments of the old principal's members end.",
);

export const organisationEvents = [
  MembershipRequested,
  MembershipInvited,
  MembershipAccepted,
  MembershipRejected,
  MembershipDeclined,
  MembershipCancelled,
  MembershipResigned,
  MembershipRemoved,
  MemberAssignedToSubVio,
  MemberUnassignedFromSubVio,
  OrgVolunteerRegistrationInvited,
  OrgVolunteerInvitationHandedOver,
  OrgVolunteerInvitationExpired,
  SubVioCreated,
  SubVioPasswordSet,
  SubVioDeleted,
  SubVioTransferred,
] as const;
