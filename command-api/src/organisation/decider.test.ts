import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import {
  ALREADY_JOINED,
  ALREADY_MEMBER,
  CAN_NOT_REQUEST_AGAIN,
  membershipDecider,
  NO_REQUEST,
  NOT_A_MEMBER,
  NOT_JOINED,
  NOTHING_TO_WITHDRAW,
  ONLY_MEMBERS_ASSIGNED,
  type MembershipEvent,
} from './decider';

const vioId = '7d1e2f3a-0000-4000-8000-0000000000a1';
const volunteerId = '7d1e2f3a-0000-4000-8000-0000000000b1';
const subVioId = '7d1e2f3a-0000-4000-8000-0000000000c1';
const pair = { vioId, volunteerId };
const personal = { $sealed: 'v1' as const, subject: volunteerId, iv: 'iv', data: 'cipher', tag: 'tag' };
const given = spec(membershipDecider).given;

const requested: MembershipEvent = { type: 'MembershipRequested', data: pair };
const invited: MembershipEvent = { type: 'MembershipInvited', data: { ...pair, vioName: 'Sarvodaya', personal } };
const joinedByVio: MembershipEvent = { type: 'MembershipAccepted', data: { ...pair, by: 'vio' } };
const rejected: MembershipEvent = { type: 'MembershipRejected', data: pair };
const resigned: MembershipEvent = { type: 'MembershipResigned', data: pair };
const removed: MembershipEvent = { type: 'MembershipRemoved', data: pair };
const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: pair };
const declined: MembershipEvent = { type: 'MembershipDeclined', data: pair };

const request = { type: 'RequestMembership' as const, ...pair };
const withdraw = { type: 'WithdrawMembership' as const, ...pair };
const review = (accept: boolean) => ({ type: 'ReviewMembership' as const, ...pair, accept });
const invite = { type: 'InviteVolunteer' as const, ...pair, vioName: 'Sarvodaya', personal };

describe('membership decider: the volunteer side', () => {
  it('asks to join from new', () => given([]).when(request).then([requested]));
  it.each([
    ['cancelled', [requested, cancelled]],
    ['declined', [invited, declined]],
    ['resigned', [requested, joinedByVio, resigned]],
  ])('asks again after %s', (_name, events) => given(events as MembershipEvent[]).when(request).then([requested]));
  it('asking twice changes nothing', () => given([requested]).when(request).then([]));
  it('accepts an invitation by asking', () => given([invited]).when(request).then([{ type: 'MembershipAccepted', data: { ...pair, by: 'volunteer' } }]));
  it('can not ask after a rejection', () => given([requested, rejected]).when(request).thenThrows(CAN_NOT_REQUEST_AGAIN, 409));
  it('can not ask after a removal', () => given([requested, joinedByVio, removed]).when(request).thenThrows(CAN_NOT_REQUEST_AGAIN, 409));
  it('a member does not ask', () => given([requested, joinedByVio]).when(request).thenThrows(ALREADY_MEMBER, 409));
  it('cancels a request', () => given([requested]).when(withdraw).then([cancelled]));
  it('declines an invitation', () => given([invited]).when(withdraw).then([declined]));
  it('has nothing to withdraw as a member', () => given([requested, joinedByVio]).when(withdraw).thenThrows(NOTHING_TO_WITHDRAW, 409));
  it('resigns as a member', () => given([requested, joinedByVio]).when({ type: 'Resign', ...pair }).then([resigned]));
  it('can not resign without being a member', () => given([requested]).when({ type: 'Resign', ...pair }).thenThrows(NOT_A_MEMBER, 409));
});

describe('membership decider: the VIO side', () => {
  it('accepts a request', () => given([requested]).when(review(true)).then([joinedByVio]));
  it('rejects a request', () => given([requested]).when(review(false)).then([rejected]));
  it('the same answer twice changes nothing', () => given([requested, joinedByVio]).when(review(true)).then([]));
  it('can not review without a request', () => given([]).when(review(true)).thenThrows(NO_REQUEST, 409));
  it('can not review a withdrawn request', () => given([requested, cancelled]).when(review(true)).thenThrows(NO_REQUEST, 409));
  it('removes a member', () => given([requested, joinedByVio]).when({ type: 'RemoveMember', ...pair }).then([removed]));
  it('removes only members', () => given([requested]).when({ type: 'RemoveMember', ...pair }).thenThrows(NOT_JOINED, 409));
  it('invites a volunteer', () => given([]).when(invite).then([invited]));
  it('invites again after a rejection (the VIO changed its mind)', () => given([requested, rejected]).when(invite).then([invited]));
  it('inviting someone who asked accepts them', () => given([requested]).when(invite).then([joinedByVio]));
  it('does not invite a member', () => given([requested, joinedByVio]).when(invite).thenThrows(ALREADY_JOINED, 409));
  it('inviting again renews the invitation, as for an address without an account (issue 23)', () => given([invited]).when(invite).then([invited]));
  it('invites again after a decline', () => given([invited, declined]).when(invite).then([invited]));
});

describe('membership decider: sub-VIO assignments', () => {
  const assign = { type: 'AssignToSubVio' as const, ...pair, subVioId };
  const unassign = { type: 'UnassignFromSubVio' as const, ...pair, subVioId };
  it('assigns a joined member', () => given([requested, joinedByVio]).when(assign).then([{ type: 'MemberAssignedToSubVio', data: { ...pair, subVioId } }]));
  it('assigns only joined members', () => given([requested]).when(assign).thenThrows(ONLY_MEMBERS_ASSIGNED, 409));
  it('does not assign a member who left', () => given([requested, joinedByVio, resigned]).when(assign).thenThrows(ONLY_MEMBERS_ASSIGNED, 409));
  it('unassigns a member', () => given([requested, joinedByVio]).when(unassign).then([{ type: 'MemberUnassignedFromSubVio', data: { ...pair, subVioId } }]));
  it('has nothing to unassign once the member left', () => given([requested, joinedByVio, removed]).when(unassign).then([]));
});
