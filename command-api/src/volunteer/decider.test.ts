import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import { INVALID_LINK, volunteerDecider, type VolunteerEvent } from './decider';

const personal = { $sealed: 'v1' as const, subject: 'v1', iv: 'iv', data: 'cipher', tag: 'tag' };
const volunteerId = '7d1e2f3a-0000-4000-8000-000000000001';
const registered: VolunteerEvent = {
  type: 'VolunteerRegistered',
  data: { volunteerId, registrationNo: 'VOL-000001', birthYear: 1995, emailSecretHash: 'hash-1', personal },
};
const given = spec(volunteerDecider).given;

describe('volunteer decider', () => {
  it('registers a new volunteer', () =>
    given([])
      .when({ type: 'RegisterVolunteer', volunteerId, registrationNo: 'VOL-000001', birthYear: 1995, emailSecretHash: 'hash-1', personal })
      .then([registered]));

  it('refuses to register the same volunteer twice', () =>
    given([registered])
      .when({ type: 'RegisterVolunteer', volunteerId, registrationNo: 'VOL-000002', birthYear: 1995, emailSecretHash: 'h', personal })
      .thenThrows('This volunteer is already registered', 400));

  it('verifies the e-mail with the right secret', () =>
    given([registered])
      .when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' })
      .then([{ type: 'VolunteerEmailVerified', data: { volunteerId } }]));

  it('refuses a wrong secret', () =>
    given([registered]).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'other' }).thenThrows(INVALID_LINK, 400));

  it('refuses a link for an unknown volunteer', () =>
    given([]).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' }).thenThrows(INVALID_LINK, 404));

  it('changes nothing when the link is opened again', () =>
    given([registered, { type: 'VolunteerEmailVerified', data: { volunteerId } }])
      .when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' })
      .then([]));
});
