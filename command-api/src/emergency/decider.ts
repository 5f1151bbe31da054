import type {
  EmergencyOpportunityCompleted,
  EmergencyOpportunityCreated,
  EmergencyOpportunityDeleted,
  EmergencyUserActivated,
  EmergencyUserInvited,
  EmergencyUserRegistered,
  EmergencyUserTerminated,
  EmergencyVolunteerAdded,
  EmergencyVolunteerCompleted,
  EmergencyVolunteerRemoved,
  EmergencyVolunteerReplied,
  EmergencyVolunteersInvited,
  EmergencyFeedbackSubmitted,
  EventOf,
  PersonalDataErased,
  PasswordChanged,
  Sealed,
  EmergencyOpportunityRequest,
  EmergencySupervisor,
} from '@nvp/events';
import { badRequest, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';
import { EMAIL_TAKEN } from '../infra/registration';

// ---- Emergency users --------------------------------------------------------------------------------------

export type EmergencyUserEvent =
  | EventOf<typeof EmergencyUserInvited>
  | EventOf<typeof EmergencyUserRegistered>
  | EventOf<typeof EmergencyUserTerminated>
  | EventOf<typeof EmergencyUserActivated>
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof PersonalDataErased>;

export interface EmergencyUserState {
  /** Invited (a row in the admin list, status CREATED) — registered or not. */
  exists: boolean;
  id?: string;
  invitation?: { secretHash: string; expiresAt: string; personal: Sealed };
  /** Sealed { name, email, passwordHash } once the password is set (Verified). */
  personal?: Sealed;
  terminated: boolean;
  erased: boolean;
}

export type EmergencyUserCommand =
  | { type: 'InviteEmergencyUser'; userId: string; secretHash: string; expiresAt: string; invitedBy: string; personal: Sealed }
  | { type: 'RegisterEmergencyUser'; userId: string; secretHash: string; now: Date; personal: Sealed }
  | { type: 'TerminateEmergencyUser'; userId: string; adminId: string }
  | { type: 'ActivateEmergencyUser'; userId: string; adminId: string };

/** Spec §8: a bad, used or expired link reads 'Invalid !!!' (as for admins). */
export const INVALID_INVITATION = 'Invalid !!!';
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export { EMAIL_TAKEN } from '../infra/registration';
export const EMERGENCY_USER_NOT_FOUND = 'User not found';
export const ALREADY_TERMINATED = 'This user is already terminated';
export const NOT_TERMINATED = 'This user is not terminated';

/** The invitation a link opens: not yet used, this secret, not expired, user not terminated. */
export const openEmergencyInvitation = (state: EmergencyUserState, secretHash: string, now: Date) => {
  const invitation = state.invitation;
  if (!invitation || state.personal || state.terminated || state.erased) return undefined;
  return invitation.secretHash === secretHash && now < new Date(invitation.expiresAt) ? invitation : undefined;
};

export const emergencyUserDecider: Decider<EmergencyUserCommand, EmergencyUserEvent, EmergencyUserState> = {
  initialState: { exists: false, terminated: false, erased: false },

  decide(command, state) {
    switch (command.type) {
      case 'InviteEmergencyUser': {
        // A pending invitation may be renewed (new link); a user who set a password, or a terminated one, may not.
        if (state.personal || state.terminated || state.erased) throw badRequest(EMAIL_TAKEN);
        const { type: _, ...data } = command;
        return [{ type: 'EmergencyUserInvited', data }];
      }
      case 'RegisterEmergencyUser':
        if (!openEmergencyInvitation(state, command.secretHash, command.now)) throw badRequest(INVALID_INVITATION);
        return [{ type: 'EmergencyUserRegistered', data: { userId: command.userId, personal: command.personal } }];
      case 'TerminateEmergencyUser':
        if (!state.exists || state.erased) throw notFound(EMERGENCY_USER_NOT_FOUND);
        if (state.terminated) throw badRequest(ALREADY_TERMINATED);
        return [{ type: 'EmergencyUserTerminated', data: { userId: command.userId, adminId: command.adminId } }];
      case 'ActivateEmergencyUser':
        if (!state.exists || state.erased) throw notFound(EMERGENCY_USER_NOT_FOUND);
        if (!state.terminated) throw badRequest(NOT_TERMINATED);
        return [{ type: 'EmergencyUserActivated', data: { userId: command.userId, adminId: command.adminId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'EmergencyUserInvited':
        return { ...state, exists: true, id: event.data.userId, invitation: { secretHash: event.data.secretHash, expiresAt: event.data.expiresAt, personal: event.data.personal } };
      case 'EmergencyUserRegistered':
        return { ...state, personal: event.data.personal };
      case 'EmergencyUserTerminated':
        return { ...state, terminated: true };
      case 'EmergencyUserActivated':
        return { ...state, terminated: false };
      case 'PersonalDataErased':
        return { ...state, erased: true };
      default:
        return state;
    }
  },
};

// ---- Emergency opportunities and their volunteers ---------------------------------------------------------

export type EmergencyOpportunityEvent =
  | EventOf<typeof EmergencyOpportunityCreated>
  | EventOf<typeof EmergencyOpportunityCompleted>
  | EventOf<typeof EmergencyOpportunityDeleted>
  | EventOf<typeof EmergencyVolunteersInvited>
  | EventOf<typeof EmergencyVolunteerReplied>
  | EventOf<typeof EmergencyVolunteerAdded>
  | EventOf<typeof EmergencyVolunteerRemoved>
  | EventOf<typeof EmergencyVolunteerCompleted>
  | EventOf<typeof EmergencyFeedbackSubmitted>;

/** Spec §4 (NEW is "not in the map": the standby pool). DECLINED is ours: the volunteer answered NO. */
export type EmergencyVolunteerStatus = 'INVITED' | 'ACCEPTED' | 'DECLINED' | 'COMPLETED';
export type EmergencyOpportunityStatus = 'OPEN' | 'COMPLETED' | 'DELETED';
type Created = EventOf<typeof EmergencyOpportunityCreated>['data'];

export type EmergencyOpportunityState =
  | { exists: false }
  | {
      exists: true;
      id: string;
      ownerId: string;
      status: EmergencyOpportunityStatus;
      /** By volunteer id. */
      volunteers: Record<string, { registrationNo: string; status: EmergencyVolunteerStatus }>;
      /** Registration number → volunteer id, for the calls that name volunteers by number. */
      byRegistrationNo: Record<string, string>;
      /** `<volunteerId>:<about>` of every feedback given (once each). */
      feedback: Record<string, true>;
    };

/** The supervisor's fields of a create request: personal data, sealed with the owner's key before the command. */
export const supervisorOf = (body: EmergencyOpportunityRequest): EmergencySupervisor => ({
  supervisorName: body.supervisorName,
  supervisorLandline: body.supervisorLandline,
  supervisorMobile: body.supervisorMobile,
  supervisorEmail: body.supervisorEmail,
});

/** The create command of a parsed request, with the supervisor already sealed (`personal`). */
export const createEmergencyOpportunity = (body: EmergencyOpportunityRequest, ids: { opportunityId: string; ownerId: string }, personal: Sealed): EmergencyOpportunityCommand => ({
  type: 'CreateEmergencyOpportunity',
  ...ids,
  title: body.title,
  category: body.category,
  noOfVolunteers: body.noOfVolunteers,
  coreFunctions: body.coreFunctions,
  personal,
  sdgNumbers: body.sdgNumbers,
  description: { en: body.descriptionEnglish, si: body.descriptionSinhala, ta: body.descriptionTamil },
  smsDescription: { en: body.descriptionSMSEnglish, si: body.descriptionSMSSinhala, ta: body.descriptionSMSTamil },
  district: body.district,
  divisionalSecretariat: body.divisionalSecretariat,
  gnDivision: body.gnDivision,
  location: body.location,
  startDate: body.startDate,
  endDate: body.endDate,
});

export type EmergencyOpportunityCommand =
  | ({ type: 'CreateEmergencyOpportunity' } & Created)
  | { type: 'CompleteEmergencyOpportunity'; opportunityId: string; actorId: string }
  | { type: 'DeleteEmergencyOpportunity'; opportunityId: string; actorId: string }
  | { type: 'InviteEmergencyVolunteers'; opportunityId: string; actorId: string; volunteers: { volunteerId: string; registrationNo: string }[] }
  | { type: 'AddEmergencyVolunteer'; opportunityId: string; actorId: string; registrationNo: string }
  | { type: 'RemoveEmergencyVolunteer'; opportunityId: string; actorId: string; registrationNo: string }
  | { type: 'CompleteEmergencyVolunteer'; opportunityId: string; actorId: string; registrationNo: string }
  | { type: 'ReplyToCallOut'; opportunityId: string; volunteerId: string; answer: 'YES' | 'NO'; channel: 'sms' | 'email' }
  | ({ type: 'SubmitEmergencyFeedback'; actorId: string } & EventOf<typeof EmergencyFeedbackSubmitted>['data']);

export const OPPORTUNITY_NOT_FOUND = 'Emergency opportunity not found';
export const OPPORTUNITY_NOT_OPEN = 'This emergency opportunity is not open';
export const ALREADY_EXISTS = 'This emergency opportunity already exists';
export const NOTHING_TO_INVITE = 'These volunteers are already invited';
export const NOT_INVITED = 'This volunteer is not invited to this opportunity';
export const CANNOT_ADD = 'Only an invited volunteer can be added';
export const CANNOT_REMOVE = 'A completed volunteer cannot be removed';
export const NOT_REMOVABLE = 'This volunteer is already only invited';
export const CANNOT_COMPLETE = 'Only an accepted volunteer can be completed';
/** Spec §2/§8 wording. */
export const FEEDBACK_ALREADY = 'Thank you for submitting your response!!';
export const FEEDBACK_NOT_YET = 'Feedback opens once the volunteer is completed';

type Open = Extract<EmergencyOpportunityState, { exists: true }>;

/** The caller's own opportunity (another user's reads as not found), optionally still OPEN. */
const own = (state: EmergencyOpportunityState, actorId: string, mustBeOpen = true): Open => {
  if (!state.exists || state.status === 'DELETED' || state.ownerId !== actorId) throw notFound(OPPORTUNITY_NOT_FOUND);
  if (mustBeOpen && state.status !== 'OPEN') throw badRequest(OPPORTUNITY_NOT_OPEN);
  return state;
};
const volunteerByNo = (state: Open, registrationNo: string) => {
  const volunteerId = state.byRegistrationNo[registrationNo.trim().toUpperCase()];
  if (!volunteerId) throw badRequest(NOT_INVITED);
  return { volunteerId, ...state.volunteers[volunteerId] };
};

/**
 * One volunteer's status changed in place: a fold owns the state it builds (a load folds from `initialState`, or on
 * from a state the command handler kept after its last append and took out for this load; the invitation copies the
 * map it extends), and copying the whole call-out per reply made the fold quadratic:
 * 49 s to load an emergency with 50,000 invited and 1,000 replies. So a state handed out earlier in the same fold
 * changes with it (commands decided together each get one): the emergency routes read only the events and the
 * position they return, never that state.
 */
const withVolunteer = (state: EmergencyOpportunityState, volunteerId: string, status: EmergencyVolunteerStatus): EmergencyOpportunityState => {
  if (!state.exists || !state.volunteers[volunteerId]) return state;
  state.volunteers[volunteerId] = { ...state.volunteers[volunteerId], status };
  return state;
};

export const emergencyOpportunityDecider: Decider<EmergencyOpportunityCommand, EmergencyOpportunityEvent, EmergencyOpportunityState> = {
  initialState: { exists: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateEmergencyOpportunity': {
        if (state.exists) throw badRequest(ALREADY_EXISTS);
        const { type: _, ...data } = command;
        return [{ type: 'EmergencyOpportunityCreated', data }];
      }
      case 'CompleteEmergencyOpportunity':
        own(state, command.actorId);
        return [{ type: 'EmergencyOpportunityCompleted', data: { opportunityId: command.opportunityId } }];
      case 'DeleteEmergencyOpportunity':
        own(state, command.actorId);
        return [{ type: 'EmergencyOpportunityDeleted', data: { opportunityId: command.opportunityId } }];
      case 'InviteEmergencyVolunteers': {
        const open = own(state, command.actorId);
        // Only NEW volunteers are invited; one already called out is not called twice.
        const seen = new Set<string>();
        const fresh = command.volunteers.filter((v) => !open.volunteers[v.volunteerId] && !seen.has(v.volunteerId) && seen.add(v.volunteerId));
        if (fresh.length === 0) throw badRequest(NOTHING_TO_INVITE);
        return [{ type: 'EmergencyVolunteersInvited', data: { opportunityId: command.opportunityId, volunteers: fresh } }];
      }
      case 'AddEmergencyVolunteer': {
        const v = volunteerByNo(own(state, command.actorId), command.registrationNo);
        // Spec §4: Add on INVITED; a volunteer who said NO may still be taken on after a call.
        if (v.status !== 'INVITED' && v.status !== 'DECLINED') throw badRequest(CANNOT_ADD);
        return [{ type: 'EmergencyVolunteerAdded', data: { opportunityId: command.opportunityId, volunteerId: v.volunteerId } }];
      }
      case 'RemoveEmergencyVolunteer': {
        const v = volunteerByNo(own(state, command.actorId), command.registrationNo);
        if (v.status === 'COMPLETED') throw badRequest(CANNOT_REMOVE);
        if (v.status === 'INVITED') throw badRequest(NOT_REMOVABLE);
        return [{ type: 'EmergencyVolunteerRemoved', data: { opportunityId: command.opportunityId, volunteerId: v.volunteerId } }];
      }
      case 'CompleteEmergencyVolunteer': {
        const v = volunteerByNo(own(state, command.actorId), command.registrationNo);
        if (v.status !== 'ACCEPTED') throw badRequest(CANNOT_COMPLETE);
        return [{ type: 'EmergencyVolunteerCompleted', data: { opportunityId: command.opportunityId, volunteerId: v.volunteerId } }];
      }
      case 'ReplyToCallOut': {
        if (!state.exists || !state.volunteers[command.volunteerId]) throw notFound(NOT_INVITED);
        if (state.status !== 'OPEN') throw badRequest(OPPORTUNITY_NOT_OPEN);
        const current = state.volunteers[command.volunteerId].status;
        const next = command.answer === 'YES' ? 'ACCEPTED' : 'DECLINED';
        // A repeated answer changes nothing; a completed mobilisation is not reopened by a late reply.
        if (current === next || current === 'COMPLETED') return [];
        const { type: _, ...data } = command;
        return [{ type: 'EmergencyVolunteerReplied', data }];
      }
      case 'SubmitEmergencyFeedback': {
        // The emergency user gives feedback about the volunteer; the volunteer about the mobilisation. Nobody else.
        const author = command.about === 'volunteer' ? command.emergencyLoginId : command.volunteerId;
        if (!state.exists || state.status === 'DELETED' || state.ownerId !== command.emergencyLoginId || command.actorId !== author) throw notFound(OPPORTUNITY_NOT_FOUND);
        if (state.volunteers[command.volunteerId]?.status !== 'COMPLETED') throw badRequest(FEEDBACK_NOT_YET);
        if (state.feedback[`${command.volunteerId}:${command.about}`]) throw badRequest(FEEDBACK_ALREADY);
        const { type: _, actorId: __, ...data } = command;
        return [{ type: 'EmergencyFeedbackSubmitted', data }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'EmergencyOpportunityCreated':
        return { exists: true, id: event.data.opportunityId, ownerId: event.data.ownerId, status: 'OPEN', volunteers: {}, byRegistrationNo: {}, feedback: {} };
      case 'EmergencyOpportunityCompleted':
        return state.exists ? { ...state, status: 'COMPLETED' } : state;
      case 'EmergencyOpportunityDeleted':
        return state.exists ? { ...state, status: 'DELETED' } : state;
      case 'EmergencyVolunteersInvited': {
        if (!state.exists) return state;
        const volunteers = { ...state.volunteers };
        const byRegistrationNo = { ...state.byRegistrationNo };
        for (const v of event.data.volunteers) {
          volunteers[v.volunteerId] = { registrationNo: v.registrationNo, status: 'INVITED' };
          byRegistrationNo[v.registrationNo.toUpperCase()] = v.volunteerId;
        }
        return { ...state, volunteers, byRegistrationNo };
      }
      case 'EmergencyVolunteerReplied':
        return withVolunteer(state, event.data.volunteerId, event.data.answer === 'YES' ? 'ACCEPTED' : 'DECLINED');
      case 'EmergencyVolunteerAdded':
        return withVolunteer(state, event.data.volunteerId, 'ACCEPTED');
      case 'EmergencyVolunteerRemoved':
        return withVolunteer(state, event.data.volunteerId, 'INVITED');
      case 'EmergencyVolunteerCompleted':
        return withVolunteer(state, event.data.volunteerId, 'COMPLETED');
      case 'EmergencyFeedbackSubmitted':
        return state.exists ? { ...state, feedback: { ...state.feedback, [`${event.data.volunteerId}:${event.data.about}`]: true } } : state;
      default:
        return state;
    }
  },
};
