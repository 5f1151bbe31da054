import { describe, expect, it } from 'vitest';
import type { VolunteerBioProfile } from '@nvp/events';
import { spec } from '../infra/given-when-then';
import {
  ACCOUNT_TERMINATED,
  ALREADY_APPROVED,
  ALREADY_FULLY_REGISTERED,
  BIO_ALREADY_SAVED,
  BIO_FIRST,
  CODE_EXPIRED,
  EMAIL_FIRST,
  INVALID_LINK,
  INVALID_REFEREE_LINK,
  NO_CODE,
  PHONE_ALREADY_VERIFIED,
  PHONE_FIRST,
  REFEREE_ALREADY_ADDED,
  REFEREE_LINK_USED,
  REFEREE_NOT_CONFIRMED,
  TOO_MANY_CODES,
  TOO_MANY_WRONG_CODES,
  VOLUNTEER_NOT_FOUND,
  WAIT_FOR_NEW_CODE,
  volunteerDecider,
  type VolunteerCommand,
  type VolunteerEvent,
} from './decider';

const personal = { $sealed: 'v1' as const, subject: 'v1', iv: 'iv', data: 'cipher', tag: 'tag' };
const volunteerId = '7d1e2f3a-0000-4000-8000-000000000001';
const adminId = '7d1e2f3a-0000-4000-8000-00000000000a';
const refereeId = '7d1e2f3a-0000-4000-8000-000000000011';
const secondRefereeId = '7d1e2f3a-0000-4000-8000-000000000022';
const t0 = new Date('2026-03-01T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const registered: VolunteerEvent = {
  type: 'VolunteerRegistered',
  data: { volunteerId, registrationNo: 'VOL-000001', emailSecretHash: 'hash-1', personal },
};
const emailVerified: VolunteerEvent = { type: 'VolunteerEmailVerified', data: { volunteerId } };
const codeSent = (sentAt: Date, codeHash = 'code-1'): VolunteerEvent => ({
  type: 'VolunteerPhoneCodeSent',
  data: { volunteerId, codeHash, sentAt: sentAt.toISOString(), expiresAt: at(sentAt.getTime() - t0.getTime() + 10 * 60_000).toISOString(), personal },
});
const codeRejected: VolunteerEvent = { type: 'VolunteerPhoneCodeRejected', data: { volunteerId } };
const phoneVerified: VolunteerEvent = { type: 'VolunteerPhoneVerified', data: { volunteerId, personal } };
const profile: VolunteerBioProfile = {
  gender: 'Female',
  civilStatus: 'Single',
  familyCount: 3,
  currentNationality: 'Sri Lankan',
  countries: [],
  contributeDistrict: 'Colombo',
  firstLanguage: 1,
  otherLanguages: [3],
  preferredLanguage: 1,
  writingPerformance: 'GOOD',
  readingPerformance: 'GOOD',
  speakingPerformance: 'EXCELLENT',
  highestEducation: 'DEGREE',
  employmentStatus: 'EMPLOYED',
  employmentSector: 'PRIVATE',
  employmentArea: [1],
  communicationSkill: 'HIGH',
  computerLiteracySkill: 'ADEQUATE',
  socialMediaInteractionSkill: 'MODERATE',
  areasOfVolunteering: [2],
  specialSkills: [3],
  skillsToObtain: [4, 5],
  drivingLiscence: 'yes',
  emergencyWill: 'yes',
  emergencyPast: 'no',
};
const bioSubmitted: VolunteerEvent = { type: 'VolunteerBioSubmitted', data: { volunteerId, profile, personal } };
const refereeAdded = (id = refereeId, secretHash = 'referee-hash'): VolunteerEvent => ({ type: 'RefereeAdded', data: { volunteerId, refereeId: id, secretHash, personal } });
const ratings = {
  reliability: 5,
  flexibility: 4,
  professionalism: 5,
  workEthic: 4,
  qualityOfWork: 5,
  timeManagement: 4,
  communicationSkills: 5,
  responsibility: 4,
  teamwork: 5,
  commitment: 4,
};
const review = (accurate: boolean, id = refereeId) => ({
  volunteerId,
  refereeId: id,
  accurate,
  relation: 'EMPLOYER' as const,
  durationYears: '2' as const,
  durationMonths: 3,
  ratings,
  personal,
});
const reviewed = (accurate: boolean, id = refereeId): VolunteerEvent => ({ type: 'RefereeReviewed', data: review(accurate, id) });
const approved: VolunteerEvent = { type: 'VolunteerApproved', data: { volunteerId, adminId } };
const rejected: VolunteerEvent = { type: 'VolunteerRejected', data: { volunteerId, adminId, personal } };
const terminated: VolunteerEvent = { type: 'AccountTerminated', data: { subjectId: volunteerId, by: 'admin', adminId } };

const mobileUnverified = [registered, emailVerified];
const bioIncomplete = [...mobileUnverified, codeSent(t0), phoneVerified];
const refereeIncomplete = [...bioIncomplete, bioSubmitted];
const refereePending = [...refereeIncomplete, refereeAdded()];
const refereeConfirmed = [...refereePending, reviewed(true)];
const refereeFailed = [...refereePending, reviewed(false)];
const fullyRegistered = [...refereeConfirmed, approved];

const given = spec(volunteerDecider).given;
const sendCode = (now: Date): VolunteerCommand => ({ type: 'SendPhoneCode', volunteerId, codeHash: 'code-2', now, personal });
const verifyPhone = (codeHash: string, now: Date): VolunteerCommand => ({ type: 'VerifyPhone', volunteerId, codeHash, now, personal });
const submitBio: VolunteerCommand = { type: 'SubmitBio', volunteerId, profile, personal };
const addReferee = (id = secondRefereeId): VolunteerCommand => ({ type: 'AddReferee', volunteerId, refereeId: id, secretHash: 'hash-2', personal });
const reviewReferee = (accurate: boolean, secretHash = 'referee-hash', id = refereeId): VolunteerCommand => ({ type: 'ReviewReferee', secretHash, ...review(accurate, id) });
const approve: VolunteerCommand = { type: 'ApproveVolunteer', volunteerId, adminId };
const reject: VolunteerCommand = { type: 'RejectVolunteer', volunteerId, adminId, personal };

describe('volunteer decider: registration and e-mail', () => {
  it('registers a new volunteer', () =>
    given([])
      .when({ type: 'RegisterVolunteer', volunteerId, registrationNo: 'VOL-000001', emailSecretHash: 'hash-1', personal })
      .then([registered]));

  it('refuses to register the same volunteer twice', () =>
    given([registered])
      .when({ type: 'RegisterVolunteer', volunteerId, registrationNo: 'VOL-000002', emailSecretHash: 'h', personal })
      .thenThrows('This volunteer is already registered', 400));

  it('verifies the e-mail with the right secret', () =>
    given([registered]).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' }).then([emailVerified]));

  it('refuses a wrong secret', () =>
    given([registered]).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'other' }).thenThrows(INVALID_LINK, 400));

  it('refuses a link for an unknown volunteer', () =>
    given([]).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' }).thenThrows(INVALID_LINK, 404));

  it('changes nothing when the link is opened again', () =>
    given(mobileUnverified).when({ type: 'VerifyVolunteerEmail', volunteerId, secretHash: 'hash-1' }).then([]));
});

describe('volunteer decider: phone code', () => {
  it('sends a code valid for 10 minutes once the e-mail is verified', () =>
    given(mobileUnverified)
      .when(sendCode(t0))
      .then([
        {
          type: 'VolunteerPhoneCodeSent',
          data: { volunteerId, codeHash: 'code-2', sentAt: t0.toISOString(), expiresAt: at(10 * 60_000).toISOString(), personal },
        },
      ]));

  it('refuses before the e-mail is verified', () => given([registered]).when(sendCode(t0)).thenThrows(EMAIL_FIRST, 400));
  it('refuses once the phone is verified', () => given(bioIncomplete).when(sendCode(at(3_600_000))).thenThrows(PHONE_ALREADY_VERIFIED, 400));
  it('refuses an unknown volunteer', () => given([]).when(sendCode(t0)).thenThrows(VOLUNTEER_NOT_FOUND, 404));
  it('refuses a terminated account', () => given([...mobileUnverified, terminated]).when(sendCode(t0)).thenThrows(ACCOUNT_TERMINATED, 400));

  it('sends at most one code a minute', () => {
    given([...mobileUnverified, codeSent(t0)]).when(sendCode(at(59_000))).thenThrows(WAIT_FOR_NEW_CODE, 400);
    expect(volunteerDecider.decide(sendCode(at(60_000)), [...mobileUnverified, codeSent(t0)].reduce(volunteerDecider.evolve, volunteerDecider.initialState))).toHaveLength(1);
  });

  it('sends at most five codes an hour', () => {
    const five = [0, 1, 2, 3, 4].map((i) => codeSent(at(i * 2 * 60_000)));
    given([...mobileUnverified, ...five]).when(sendCode(at(20 * 60_000))).thenThrows(TOO_MANY_CODES, 400);
    // An hour after the first, one slot is free again.
    const state = [...mobileUnverified, ...five].reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(volunteerDecider.decide(sendCode(at(60 * 60_000 + 1)), state)).toHaveLength(1);
  });
});

describe('volunteer decider: phone verification', () => {
  const withCode = [...mobileUnverified, codeSent(t0)];

  it('verifies the phone with the latest code', () =>
    given(withCode).when(verifyPhone('code-1', at(60_000))).then([phoneVerified]));

  it('records a wrong code', () => given(withCode).when(verifyPhone('wrong', at(60_000))).then([codeRejected]));

  it('refuses a sixth try after five wrong codes, even the right one', () =>
    given([...withCode, codeRejected, codeRejected, codeRejected, codeRejected, codeRejected])
      .when(verifyPhone('code-1', at(60_000)))
      .thenThrows(TOO_MANY_WRONG_CODES, 400));

  it('still accepts the right code after four wrong ones', () =>
    given([...withCode, codeRejected, codeRejected, codeRejected, codeRejected]).when(verifyPhone('code-1', at(60_000))).then([phoneVerified]));

  it('a new code resets the attempts and replaces the old code', () => {
    const events = [...withCode, codeRejected, codeRejected, codeRejected, codeRejected, codeRejected, codeSent(at(2 * 60_000), 'code-2')];
    given(events).when(verifyPhone('code-1', at(3 * 60_000))).then([codeRejected]);
    given(events).when(verifyPhone('code-2', at(3 * 60_000))).then([phoneVerified]);
  });

  it('refuses an expired code', () => given(withCode).when(verifyPhone('code-1', at(10 * 60_000 + 1))).thenThrows(CODE_EXPIRED, 400));
  it('accepts a code at the last moment', () => given(withCode).when(verifyPhone('code-1', at(10 * 60_000))).then([phoneVerified]));
  it('refuses when no code was sent', () => given(mobileUnverified).when(verifyPhone('code-1', t0)).thenThrows(NO_CODE, 400));
  it('refuses before the e-mail is verified', () => given([registered]).when(verifyPhone('code-1', t0)).thenThrows(EMAIL_FIRST, 400));
  it('refuses a second verification', () => given(bioIncomplete).when(verifyPhone('code-1', t0)).thenThrows(PHONE_ALREADY_VERIFIED, 400));
});

describe('volunteer decider: bio', () => {
  it('saves the first bio (status REFEREE_INCOMPLETE)', () => {
    given(bioIncomplete).when(submitBio).then([bioSubmitted]);
    const state = refereeIncomplete.reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && state.status).toBe('REFEREE_INCOMPLETE');
  });

  it('saves an edit later without changing the status', () => {
    given(fullyRegistered).when(submitBio).then([bioSubmitted]);
    const state = [...fullyRegistered, bioSubmitted].reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && state.status).toBe('FULLY_REGISTERED');
  });

  it('refuses before the phone is verified', () => {
    given(mobileUnverified).when(submitBio).thenThrows(PHONE_FIRST, 400);
    given([registered]).when(submitBio).thenThrows(PHONE_FIRST, 400);
  });
});

describe('volunteer decider: bio draft (the phone steps)', () => {
  const saveDraft = (sections: ('general' | 'contact')[] = ['contact']): VolunteerCommand => ({ type: 'SaveBioDraft', volunteerId, sections, personal });
  const draftSaved = (sections: ('general' | 'contact')[] = ['contact']): VolunteerEvent => ({ type: 'VolunteerBioDraftSaved', data: { volunteerId, sections, personal } });

  it('saves sections of the first bio without moving the status on', () => {
    given(bioIncomplete).when(saveDraft(['general', 'contact'])).then([draftSaved(['general', 'contact'])]);
    const state = [...bioIncomplete, draftSaved()].reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && state.status).toBe('BIO_INCOMPLETE');
  });

  it('saves a later section after an earlier draft, and the full bio after drafts', () => {
    given([...bioIncomplete, draftSaved(['general'])]).when(saveDraft(['contact'])).then([draftSaved(['contact'])]);
    given([...bioIncomplete, draftSaved(['general'])]).when(submitBio).then([bioSubmitted]);
  });

  it('refuses before the phone is verified, and once the bio is saved (it is edited whole)', () => {
    given(mobileUnverified).when(saveDraft()).thenThrows(PHONE_FIRST, 400);
    given(refereeIncomplete).when(saveDraft()).thenThrows(BIO_ALREADY_SAVED, 400);
    given(fullyRegistered).when(saveDraft()).thenThrows(BIO_ALREADY_SAVED, 400);
  });

  it('refuses an unknown or terminated account', () => {
    given([]).when(saveDraft()).thenThrows(VOLUNTEER_NOT_FOUND, 404);
    given([...bioIncomplete, terminated]).when(saveDraft()).thenThrows(ACCOUNT_TERMINATED, 400);
  });
});

describe('volunteer decider: referee', () => {
  it('adds a referee after the bio (status stays REFEREE_INCOMPLETE)', () => {
    given(refereeIncomplete).when(addReferee()).then([refereeAdded(secondRefereeId, 'hash-2')]);
    const state = refereePending.reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && [state.status, state.referee?.status]).toEqual(['REFEREE_INCOMPLETE', 'PENDING']);
  });

  it('refuses before the bio and before the phone', () => {
    given(bioIncomplete).when(addReferee()).thenThrows(BIO_FIRST, 400);
    given(mobileUnverified).when(addReferee()).thenThrows(PHONE_FIRST, 400);
  });

  it('refuses a second referee while one is pending or confirmed', () => {
    given(refereePending).when(addReferee()).thenThrows(REFEREE_ALREADY_ADDED, 400);
    given(refereeConfirmed).when(addReferee()).thenThrows(REFEREE_ALREADY_ADDED, 400);
  });

  it('refuses a referee once approved', () => given(fullyRegistered).when(addReferee()).thenThrows(ALREADY_FULLY_REGISTERED, 400));

  it('accepts a new referee after a failed review, back to REFEREE_INCOMPLETE', () => {
    given(refereeFailed).when(addReferee()).then([refereeAdded(secondRefereeId, 'hash-2')]);
    const state = [...refereeFailed, refereeAdded(secondRefereeId, 'hash-2')].reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && [state.status, state.referee?.refereeId, state.referee?.status]).toEqual(['REFEREE_INCOMPLETE', secondRefereeId, 'PENDING']);
  });

  it('accepts a new referee after an admin rejection', () => given([...refereeConfirmed, rejected]).when(addReferee()).then([refereeAdded(secondRefereeId, 'hash-2')]));
});

describe('volunteer decider: referee review', () => {
  it('records an accurate review; the status waits for an admin', () => {
    given(refereePending).when(reviewReferee(true)).then([reviewed(true)]);
    const state = refereeConfirmed.reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && [state.status, state.referee?.status]).toEqual(['REFEREE_INCOMPLETE', 'REVIEWED']);
  });

  it('a review saying "not accurate" fails the volunteer', () => {
    given(refereePending).when(reviewReferee(false)).then([reviewed(false)]);
    const state = refereeFailed.reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && [state.status, state.referee?.status]).toEqual(['REFEREE_FAILED', 'FAILED']);
  });

  it('refuses a forged secret or an unknown referee', () => {
    given(refereePending).when(reviewReferee(true, 'forged')).thenThrows(INVALID_REFEREE_LINK, 404);
    given(refereePending).when(reviewReferee(true, 'referee-hash', secondRefereeId)).thenThrows(INVALID_REFEREE_LINK, 404);
    given([]).when(reviewReferee(true)).thenThrows(INVALID_REFEREE_LINK, 404);
  });

  it('refuses a second use of the link', () => given(refereeConfirmed).when(reviewReferee(true)).thenThrows(REFEREE_LINK_USED, 400));

  it("refuses the old referee's link once a new referee is named", () =>
    given([...refereeFailed, refereeAdded(secondRefereeId, 'hash-2')]).when(reviewReferee(true)).thenThrows(REFEREE_LINK_USED, 400));

  it('refuses the link of a terminated volunteer', () => given([...refereePending, terminated]).when(reviewReferee(true)).thenThrows(INVALID_REFEREE_LINK, 404));
});

describe('volunteer decider: admin decision', () => {
  it('approves after an accurate review (status FULLY_REGISTERED)', () => {
    given(refereeConfirmed).when(approve).then([approved]);
    const state = fullyRegistered.reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && state.status).toBe('FULLY_REGISTERED');
  });

  it('rejects after an accurate review (status REFEREE_FAILED, the referee failed)', () => {
    given(refereeConfirmed).when(reject).then([rejected]);
    given(refereeConfirmed).when({ type: 'RejectVolunteer', volunteerId, adminId }).then([{ type: 'VolunteerRejected', data: { volunteerId, adminId } }]);
    const state = [...refereeConfirmed, rejected].reduce(volunteerDecider.evolve, volunteerDecider.initialState);
    expect(state.exists && [state.status, state.referee?.status]).toEqual(['REFEREE_FAILED', 'FAILED']);
  });

  it('refuses before the referee confirmed the volunteer', () => {
    for (const events of [bioIncomplete, refereeIncomplete, refereePending, refereeFailed]) {
      given(events).when(approve).thenThrows(REFEREE_NOT_CONFIRMED, 400);
      given(events).when(reject).thenThrows(REFEREE_NOT_CONFIRMED, 400);
    }
  });

  it('refuses a second decision', () => {
    given(fullyRegistered).when(approve).thenThrows(ALREADY_APPROVED, 400);
    given(fullyRegistered).when(reject).thenThrows(ALREADY_APPROVED, 400);
    given([...refereeConfirmed, rejected]).when(approve).thenThrows(REFEREE_NOT_CONFIRMED, 400);
  });

  it('refuses an unknown or terminated volunteer', () => {
    given([]).when(approve).thenThrows(VOLUNTEER_NOT_FOUND, 404);
    given([...refereeConfirmed, terminated]).when(approve).thenThrows(ACCOUNT_TERMINATED, 400);
  });
});
