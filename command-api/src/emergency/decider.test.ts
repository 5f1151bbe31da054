import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import {
  ALREADY_TERMINATED,
  CANNOT_ADD,
  CANNOT_COMPLETE,
  CANNOT_REMOVE,
  EMAIL_TAKEN,
  emergencyOpportunityDecider,
  emergencyUserDecider,
  INVALID_INVITATION,
  NOT_INVITED,
  NOT_REMOVABLE,
  NOT_TERMINATED,
  NOTHING_TO_INVITE,
  OPPORTUNITY_NOT_FOUND,
  OPPORTUNITY_NOT_OPEN,
  type EmergencyOpportunityEvent,
  type EmergencyUserEvent,
} from './decider';

const personal = { $sealed: 'v1' as const, subject: 'u1', iv: 'iv', data: 'cipher', tag: 'tag' };
const userId = '7d1e2f3a-0000-4000-8000-000000000011';
const adminId = '7d1e2f3a-0000-4000-8000-000000000001';
const expiresAt = '2026-05-08T00:00:00.000Z';
const before = new Date('2026-05-07T00:00:00.000Z');
const after = new Date('2026-05-08T00:00:00.000Z');

describe('emergency user decider', () => {
  const { given } = spec(emergencyUserDecider);
  const invited: EmergencyUserEvent = { type: 'EmergencyUserInvited', data: { userId, secretHash: 'h1', expiresAt, invitedBy: adminId, personal } };
  const registered: EmergencyUserEvent = { type: 'EmergencyUserRegistered', data: { userId, personal } };
  const terminated: EmergencyUserEvent = { type: 'EmergencyUserTerminated', data: { userId, adminId } };
  const invite = { type: 'InviteEmergencyUser' as const, userId, secretHash: 'h1', expiresAt, invitedBy: adminId, personal };
  const register = { type: 'RegisterEmergencyUser' as const, userId, secretHash: 'h1', now: before, personal };

  it('invites, and renews a pending invitation', () => {
    given([]).when(invite).then([invited]);
    given([invited]).when({ ...invite, secretHash: 'h2' }).then([{ type: 'EmergencyUserInvited', data: { ...invited.data, secretHash: 'h2' } as never }]);
  });
  it('refuses to invite a user who already set a password, or a terminated one', () => {
    given([invited, registered]).when(invite).thenThrows(EMAIL_TAKEN, 400);
    given([invited, terminated]).when(invite).thenThrows(EMAIL_TAKEN, 400);
  });
  it('sets the password through a valid link, once', () => {
    given([invited]).when(register).then([registered]);
    given([invited, registered]).when(register).thenThrows(INVALID_INVITATION, 400);
  });
  it('refuses a wrong, expired or terminated link', () => {
    given([invited]).when({ ...register, secretHash: 'other' }).thenThrows(INVALID_INVITATION, 400);
    given([invited]).when({ ...register, now: after }).thenThrows(INVALID_INVITATION, 400);
    given([invited, terminated]).when(register).thenThrows(INVALID_INVITATION, 400);
  });
  it('terminates a CREATED user and activates a TERMINATED one, not the other way round', () => {
    given([invited, registered]).when({ type: 'TerminateEmergencyUser', userId, adminId }).then([terminated]);
    given([invited, terminated]).when({ type: 'TerminateEmergencyUser', userId, adminId }).thenThrows(ALREADY_TERMINATED, 400);
    given([invited, terminated]).when({ type: 'ActivateEmergencyUser', userId, adminId }).then([{ type: 'EmergencyUserActivated', data: { userId, adminId } }]);
    given([invited]).when({ type: 'ActivateEmergencyUser', userId, adminId }).thenThrows(NOT_TERMINATED, 400);
    given([]).when({ type: 'TerminateEmergencyUser', userId, adminId }).thenThrows('User not found', 404);
  });
});

describe('emergency opportunity decider', () => {
  const { given } = spec(emergencyOpportunityDecider);
  const opportunityId = '7d1e2f3a-0000-4000-8000-0000000000a1';
  const owner = userId;
  const stranger = '7d1e2f3a-0000-4000-8000-000000000012';
  const v1 = '7d1e2f3a-0000-4000-8000-0000000000b1';
  const v2 = '7d1e2f3a-0000-4000-8000-0000000000b2';
  const created: EmergencyOpportunityEvent = {
    type: 'EmergencyOpportunityCreated',
    data: {
      opportunityId, ownerId: owner, title: 'Flood relief', category: ['3'], noOfVolunteers: 5, coreFunctions: [],
      personal: { $sealed: 'v1', subject: owner, iv: 'iv', data: 'sealed supervisor', tag: 'tag' }, sdgNumbers: [3], description: { en: 'd', si: 'd', ta: 'd' }, smsDescription: { en: 's', si: 's', ta: 's' },
      district: 'Colombo', divisionalSecretariat: 'DS', gnDivision: 'GN', location: 'L', startDate: '2026-06-01', endDate: '2026-06-02',
    },
  };
  const invited: EmergencyOpportunityEvent = { type: 'EmergencyVolunteersInvited', data: { opportunityId, volunteers: [{ volunteerId: v1, registrationNo: 'VOL-1' }, { volunteerId: v2, registrationNo: 'VOL-2' }] } };
  const accepted: EmergencyOpportunityEvent = { type: 'EmergencyVolunteerReplied', data: { opportunityId, volunteerId: v1, answer: 'YES', channel: 'sms' } };
  const declined: EmergencyOpportunityEvent = { type: 'EmergencyVolunteerReplied', data: { opportunityId, volunteerId: v2, answer: 'NO', channel: 'email' } };
  const completed: EmergencyOpportunityEvent = { type: 'EmergencyVolunteerCompleted', data: { opportunityId, volunteerId: v1 } };
  const closed: EmergencyOpportunityEvent = { type: 'EmergencyOpportunityCompleted', data: { opportunityId } };
  const byNo = (type: 'AddEmergencyVolunteer' | 'RemoveEmergencyVolunteer' | 'CompleteEmergencyVolunteer', registrationNo: string, actorId = owner) => ({ type, opportunityId, actorId, registrationNo });

  it('creates once', () => {
    const { opportunityId: _, ...rest } = created.data;
    given([]).when({ type: 'CreateEmergencyOpportunity', opportunityId, ...rest }).then([created]);
    given([created]).when({ type: 'CreateEmergencyOpportunity', opportunityId, ...rest }).thenThrows('This emergency opportunity already exists', 400);
  });
  it('completes or deletes only its owner’s OPEN opportunity', () => {
    given([created]).when({ type: 'CompleteEmergencyOpportunity', opportunityId, actorId: owner }).then([closed]);
    given([created]).when({ type: 'DeleteEmergencyOpportunity', opportunityId, actorId: owner }).then([{ type: 'EmergencyOpportunityDeleted', data: { opportunityId } }]);
    given([created]).when({ type: 'CompleteEmergencyOpportunity', opportunityId, actorId: stranger }).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([created, closed]).when({ type: 'DeleteEmergencyOpportunity', opportunityId, actorId: owner }).thenThrows(OPPORTUNITY_NOT_OPEN, 400);
    given([]).when({ type: 'DeleteEmergencyOpportunity', opportunityId, actorId: owner }).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });
  it('invites only NEW volunteers, once each', () => {
    given([created]).when({ type: 'InviteEmergencyVolunteers', opportunityId, actorId: owner, volunteers: [...invited.data.volunteers, invited.data.volunteers[0]] }).then([invited]);
    given([created, invited]).when({ type: 'InviteEmergencyVolunteers', opportunityId, actorId: owner, volunteers: invited.data.volunteers }).thenThrows(NOTHING_TO_INVITE, 400);
    given([created, closed]).when({ type: 'InviteEmergencyVolunteers', opportunityId, actorId: owner, volunteers: invited.data.volunteers }).thenThrows(OPPORTUNITY_NOT_OPEN, 400);
  });
  it('takes YES as ACCEPTED and NO as DECLINED; repeats and late replies change nothing', () => {
    given([created, invited]).when({ type: 'ReplyToCallOut', opportunityId, volunteerId: v1, answer: 'YES', channel: 'sms' }).then([accepted]);
    given([created, invited, accepted]).when({ type: 'ReplyToCallOut', opportunityId, volunteerId: v1, answer: 'YES', channel: 'sms' }).then([]);
    given([created, invited, accepted, completed]).when({ type: 'ReplyToCallOut', opportunityId, volunteerId: v1, answer: 'NO', channel: 'sms' }).then([]);
    given([created]).when({ type: 'ReplyToCallOut', opportunityId, volunteerId: v1, answer: 'YES', channel: 'sms' }).thenThrows(NOT_INVITED, 404);
    given([created, invited, closed]).when({ type: 'ReplyToCallOut', opportunityId, volunteerId: v1, answer: 'YES', channel: 'sms' }).thenThrows(OPPORTUNITY_NOT_OPEN, 400);
  });
  it('adds INVITED (or DECLINED), removes back to INVITED, completes only ACCEPTED (spec §4)', () => {
    given([created, invited]).when(byNo('AddEmergencyVolunteer', 'vol-2')).then([{ type: 'EmergencyVolunteerAdded', data: { opportunityId, volunteerId: v2 } }]);
    given([created, invited, declined]).when(byNo('AddEmergencyVolunteer', 'VOL-2')).then([{ type: 'EmergencyVolunteerAdded', data: { opportunityId, volunteerId: v2 } }]);
    given([created, invited, accepted]).when(byNo('AddEmergencyVolunteer', 'VOL-1')).thenThrows(CANNOT_ADD, 400);
    given([created, invited, accepted]).when(byNo('RemoveEmergencyVolunteer', 'VOL-1')).then([{ type: 'EmergencyVolunteerRemoved', data: { opportunityId, volunteerId: v1 } }]);
    given([created, invited]).when(byNo('RemoveEmergencyVolunteer', 'VOL-1')).thenThrows(NOT_REMOVABLE, 400);
    given([created, invited, accepted, completed]).when(byNo('RemoveEmergencyVolunteer', 'VOL-1')).thenThrows(CANNOT_REMOVE, 400);
    given([created, invited, accepted]).when(byNo('CompleteEmergencyVolunteer', 'VOL-1')).then([completed]);
    given([created, invited]).when(byNo('CompleteEmergencyVolunteer', 'VOL-2')).thenThrows(CANNOT_COMPLETE, 400);
    given([created, invited]).when(byNo('AddEmergencyVolunteer', 'VOL-9')).thenThrows(NOT_INVITED, 400);
    given([created, invited]).when(byNo('AddEmergencyVolunteer', 'VOL-1', stranger)).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([created, invited, accepted, closed]).when(byNo('CompleteEmergencyVolunteer', 'VOL-1')).thenThrows(OPPORTUNITY_NOT_OPEN, 400);
  });
});
