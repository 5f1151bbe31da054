import type {
  AccountTerminated,
  EventOf,
  PersonalDataErased,
  RefereeAdded,
  RefereeReviewed,
  Sealed,
  VolunteerApproved,
  VolunteerBioProfile,
  VolunteerBioDraftSaved,
  VolunteerBioSubmitted,
  VolunteerEmailVerified,
  VolunteerPhoneCodeRejected,
  VolunteerPhoneCodeSent,
  VolunteerPhoneVerified,
  VolunteerRegistered,
  VolunteerRejected,
  VolunteerStatus,
} from '@nvp/events';
import { badRequest, INVALID_LINK, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';

export type VolunteerEvent =
  | EventOf<typeof VolunteerRegistered>
  | EventOf<typeof VolunteerEmailVerified>
  | EventOf<typeof VolunteerPhoneCodeSent>
  | EventOf<typeof VolunteerPhoneCodeRejected>
  | EventOf<typeof VolunteerPhoneVerified>
  | EventOf<typeof VolunteerBioSubmitted>
  | EventOf<typeof VolunteerBioDraftSaved>
  | EventOf<typeof RefereeAdded>
  | EventOf<typeof RefereeReviewed>
  | EventOf<typeof VolunteerApproved>
  | EventOf<typeof VolunteerRejected>
  // Account events on the volunteer's stream that change what the volunteer may still do.
  | EventOf<typeof AccountTerminated>
  | EventOf<typeof PersonalDataErased>;

/** Phone verification limits (brief: 6 digits, 10 minutes, 5 wrong attempts per code, one code a minute, 5 an hour). */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_WRONG = 5;
export const PHONE_CODE_GAP_MS = 60_000;
export const PHONE_CODES_PER_HOUR = 5;

export const VOLUNTEER_NOT_FOUND = 'Volunteer not found';
/** Registration and a profile's change of NIC both claim the NIC (routes.ts, profile.ts): one wording. */
export const NIC_TAKEN = 'A volunteer with this NIC is already registered';
export const ACCOUNT_TERMINATED = 'This account has been terminated';
export const EMAIL_FIRST = 'Please verify your email address first';
export const PHONE_ALREADY_VERIFIED = 'Your mobile number is already verified';
export const WAIT_FOR_NEW_CODE = 'Please wait a minute before asking for a new code';
export const TOO_MANY_CODES = 'Too many codes were sent, please try again in an hour';
export const NO_CODE = 'Please ask for a verification code first';
export const CODE_EXPIRED = 'This code has expired, please ask for a new one';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes, please ask for a new one';
export const WRONG_CODE = 'The verification code is not correct';
export const PHONE_FIRST = 'Please verify your mobile number first';
export const BIO_FIRST = 'Please complete your profile first';
/** A draft is for the first time through the bio: once saved, the bio is edited whole. */
export const BIO_ALREADY_SAVED = 'Your profile is already saved: please save it whole';
export const REFEREE_ALREADY_ADDED = 'You have already added a referee';
export const ALREADY_FULLY_REGISTERED = 'Your registration is already approved';
export const INVALID_REFEREE_LINK = 'This referee link is not valid';
export const REFEREE_LINK_USED = 'This referee link has already been used';
export const REFEREE_NOT_CONFIRMED = 'The referee has not confirmed this volunteer yet';
export const ALREADY_APPROVED = 'This volunteer is already approved';

export type RefereeStatus = 'PENDING' | 'REVIEWED' | 'FAILED';
export interface RefereeState {
  refereeId: string;
  secretHash: string;
  status: RefereeStatus;
  personal: Sealed;
}

export type VolunteerState =
  | { exists: false }
  | {
      exists: true;
      id: string;
      status: VolunteerStatus;
      registrationNo: string;
      emailSecretHash: string;
      personal: Sealed;
      /** When each code was sent (for the resend limits). */
      codesSentAt: string[];
      /** The latest code: only it can verify the phone. */
      code?: { codeHash: string; expiresAt: string; wrongAttempts: number; personal: Sealed };
      phone?: Sealed;
      bio?: { profile: VolunteerBioProfile; personal: Sealed };
      /** The current referee; earlier ones (failed or rejected) are only remembered as used links. */
      referee?: RefereeState;
      usedReferees: string[];
      terminated: boolean;
      erased: boolean;
    };
type Existing = Extract<VolunteerState, { exists: true }>;

export type VolunteerCommand =
  | {
      type: 'RegisterVolunteer';
      volunteerId: string;
      registrationNo: string;
      emailSecretHash: string;
      personal: Sealed;
    }
  | { type: 'VerifyVolunteerEmail'; volunteerId: string; secretHash: string }
  | { type: 'SendPhoneCode'; volunteerId: string; codeHash: string; now: Date; personal: Sealed }
  | { type: 'VerifyPhone'; volunteerId: string; codeHash: string; now: Date; personal: Sealed }
  | { type: 'SubmitBio'; volunteerId: string; profile: VolunteerBioProfile; personal: Sealed }
  | { type: 'SaveBioDraft'; volunteerId: string; sections: EventOf<typeof VolunteerBioDraftSaved>['data']['sections']; personal: Sealed }
  | { type: 'AddReferee'; volunteerId: string; refereeId: string; secretHash: string; personal: Sealed }
  | ({ type: 'ReviewReferee'; secretHash: string } & EventOf<typeof RefereeReviewed>['data'])
  | { type: 'ApproveVolunteer'; volunteerId: string; adminId: string }
  | { type: 'RejectVolunteer'; volunteerId: string; adminId: string; personal?: Sealed };

export { INVALID_LINK } from '@nvp/http-kit/errors';

/** The volunteer must exist and still be an open account. */
const existing = (state: VolunteerState): Existing => {
  if (!state.exists) throw notFound(VOLUNTEER_NOT_FOUND);
  if (state.terminated) throw badRequest(ACCOUNT_TERMINATED);
  return state;
};

const phoneVerified = (status: VolunteerStatus) => status !== 'EMAIL_UNVERIFIED' && status !== 'MOBILE_UNVERIFIED';

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
      case 'SendPhoneCode': {
        const s = existing(state);
        if (s.status === 'EMAIL_UNVERIFIED') throw badRequest(EMAIL_FIRST);
        if (phoneVerified(s.status)) throw badRequest(PHONE_ALREADY_VERIFIED);
        const now = command.now.getTime();
        const last = s.codesSentAt.at(-1);
        if (last && now - Date.parse(last) < PHONE_CODE_GAP_MS) throw badRequest(WAIT_FOR_NEW_CODE);
        if (s.codesSentAt.filter((at) => now - Date.parse(at) < 3_600_000).length >= PHONE_CODES_PER_HOUR) throw badRequest(TOO_MANY_CODES);
        return [
          {
            type: 'VolunteerPhoneCodeSent',
            data: {
              volunteerId: command.volunteerId,
              codeHash: command.codeHash,
              sentAt: command.now.toISOString(),
              expiresAt: new Date(now + PHONE_CODE_TTL_MS).toISOString(),
              personal: command.personal,
            },
          },
        ];
      }
      case 'VerifyPhone': {
        const s = existing(state);
        if (s.status === 'EMAIL_UNVERIFIED') throw badRequest(EMAIL_FIRST);
        if (phoneVerified(s.status)) throw badRequest(PHONE_ALREADY_VERIFIED);
        if (!s.code) throw badRequest(NO_CODE);
        if (s.code.wrongAttempts >= PHONE_CODE_MAX_WRONG) throw badRequest(TOO_MANY_WRONG_CODES);
        if (command.now.getTime() > Date.parse(s.code.expiresAt)) throw badRequest(CODE_EXPIRED);
        // A wrong code is recorded (the shell answers WRONG_CODE), so the attempt limit survives restarts.
        if (command.codeHash !== s.code.codeHash) return [{ type: 'VolunteerPhoneCodeRejected', data: { volunteerId: command.volunteerId } }];
        return [{ type: 'VolunteerPhoneVerified', data: { volunteerId: command.volunteerId, personal: command.personal } }];
      }
      case 'SubmitBio': {
        const s = existing(state);
        if (!phoneVerified(s.status)) throw badRequest(PHONE_FIRST);
        return [{ type: 'VolunteerBioSubmitted', data: { volunteerId: command.volunteerId, profile: command.profile, personal: command.personal } }];
      }
      case 'SaveBioDraft': {
        const s = existing(state);
        if (!phoneVerified(s.status)) throw badRequest(PHONE_FIRST);
        if (s.status !== 'BIO_INCOMPLETE') throw badRequest(BIO_ALREADY_SAVED);
        const { type: _, ...data } = command;
        return [{ type: 'VolunteerBioDraftSaved', data }];
      }
      case 'AddReferee': {
        const s = existing(state);
        if (!phoneVerified(s.status)) throw badRequest(PHONE_FIRST);
        if (s.status === 'BIO_INCOMPLETE') throw badRequest(BIO_FIRST);
        if (s.status === 'FULLY_REGISTERED') throw badRequest(ALREADY_FULLY_REGISTERED);
        // A pending or accurate referee stands until an admin decides; a failed one can be replaced.
        if (s.status === 'REFEREE_INCOMPLETE' && s.referee && s.referee.status !== 'FAILED') throw badRequest(REFEREE_ALREADY_ADDED);
        const { type: _, ...data } = command;
        return [{ type: 'RefereeAdded', data }];
      }
      case 'ReviewReferee': {
        if (!state.exists || state.terminated) throw notFound(INVALID_REFEREE_LINK);
        const { type: _, secretHash, ...data } = command;
        if (state.usedReferees.includes(command.refereeId)) throw badRequest(REFEREE_LINK_USED);
        const referee = state.referee;
        if (!referee || referee.refereeId !== command.refereeId || referee.secretHash !== secretHash) throw notFound(INVALID_REFEREE_LINK);
        if (referee.status !== 'PENDING') throw badRequest(REFEREE_LINK_USED);
        return [{ type: 'RefereeReviewed', data }];
      }
      case 'ApproveVolunteer':
      case 'RejectVolunteer': {
        const s = existing(state);
        if (s.status === 'FULLY_REGISTERED') throw badRequest(ALREADY_APPROVED);
        // Both decisions come after an accurate review: before it there is nothing for an admin to judge.
        if (s.status !== 'REFEREE_INCOMPLETE' || s.referee?.status !== 'REVIEWED') throw badRequest(REFEREE_NOT_CONFIRMED);
        if (command.type === 'ApproveVolunteer') {
          return [{ type: 'VolunteerApproved', data: { volunteerId: command.volunteerId, adminId: command.adminId } }];
        }
        const data = { volunteerId: command.volunteerId, adminId: command.adminId, ...(command.personal ? { personal: command.personal } : {}) };
        return [{ type: 'VolunteerRejected', data }];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'VolunteerRegistered') {
      return {
        exists: true,
        id: event.data.volunteerId,
        status: 'EMAIL_UNVERIFIED',
        registrationNo: event.data.registrationNo,
        emailSecretHash: event.data.emailSecretHash,
        personal: event.data.personal,
        codesSentAt: [],
        usedReferees: [],
        terminated: false,
        erased: false,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'VolunteerEmailVerified':
        return { ...state, status: 'MOBILE_UNVERIFIED' };
      case 'VolunteerPhoneCodeSent': {
        const { codeHash, expiresAt, sentAt, personal } = event.data;
        return { ...state, codesSentAt: [...state.codesSentAt, sentAt], code: { codeHash, expiresAt, wrongAttempts: 0, personal } };
      }
      case 'VolunteerPhoneCodeRejected':
        return state.code ? { ...state, code: { ...state.code, wrongAttempts: state.code.wrongAttempts + 1 } } : state;
      case 'VolunteerPhoneVerified':
        return { ...state, status: 'BIO_INCOMPLETE', phone: event.data.personal, code: undefined };
      case 'VolunteerBioSubmitted':
        return {
          ...state,
          status: state.status === 'BIO_INCOMPLETE' ? 'REFEREE_INCOMPLETE' : state.status,
          bio: { profile: event.data.profile, personal: event.data.personal },
        };
      case 'RefereeAdded': {
        const { refereeId, secretHash, personal } = event.data;
        const usedReferees = state.referee ? [...state.usedReferees, state.referee.refereeId] : state.usedReferees;
        return { ...state, status: 'REFEREE_INCOMPLETE', referee: { refereeId, secretHash, status: 'PENDING', personal }, usedReferees };
      }
      case 'RefereeReviewed': {
        if (state.referee?.refereeId !== event.data.refereeId) return state;
        const accurate = event.data.accurate;
        return {
          ...state,
          status: accurate ? state.status : 'REFEREE_FAILED',
          referee: { ...state.referee, status: accurate ? 'REVIEWED' : 'FAILED' },
        };
      }
      case 'VolunteerApproved':
        return { ...state, status: 'FULLY_REGISTERED' };
      case 'VolunteerRejected':
        // The admin did not accept this referee's word: the volunteer may name another referee.
        return { ...state, status: 'REFEREE_FAILED', referee: state.referee && { ...state.referee, status: 'FAILED' } };
      case 'AccountTerminated':
        return { ...state, terminated: true };
      case 'PersonalDataErased':
        return { ...state, erased: true };
      default:
        return state;
    }
  },
};
