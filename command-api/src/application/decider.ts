import { applyDayProblem, canWithdraw, translateMessage, type ApplicationSubmitted, type EventOf, type Sealed, type VioFeedbackSubmitted, type VolunteerFeedbackSubmitted } from '@nvp/events';
import { badRequest, DomainError, forbidden, notFound } from '@nvp/http-kit/errors';
import type { Decider } from '../infra/decider';
import { actsFor, type OpportunityFacts } from '../infra/facts/opportunity';
import { applicationFold, type ApplicationEvent, type ApplicationState, type Party } from '../infra/facts/application';

export type { ApplicationEvent, ApplicationState, Party };

export const APPLICATION_NOT_FOUND = 'Application not found';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_OPEN = 'This opportunity is not open for applications';
export const OPPORTUNITY_COMPLETED = 'This opportunity is completed; its applications can no longer change';
export const ALREADY_APPLIED = 'You have already applied for this opportunity';
export const APPLIED = 'Successfully applied!';
export const NOT_YOUR_APPLICATION = 'This application belongs to another volunteer';
export const NOT_YOUR_OPPORTUNITY = 'This opportunity belongs to another organisation';
export const ORGANISATION_DECIDED = 'The organisation has already reviewed this application';
export const NOT_SELECTED = 'Only an application selected by an admin can be reviewed by the organisation';
export const VOLUNTEER_AGREED = 'The volunteer has already agreed; this approval can no longer be withdrawn';
export const AGREEMENT_NOT_OPEN = 'The agreement opens once the organisation has approved the application';
export const AGREEMENT_DONE = 'You have now completed the agreements, You have successfully started your volunteer opportunity!!';
export const ALREADY_AGREED = 'Thank you for agreeing with us!!';
export const FEEDBACK_NOT_OPEN = 'Feedback opens when the opportunity is completed';
export const FEEDBACK_NOT_APPROVED = 'Only volunteers approved for this opportunity give and receive feedback';
export const FEEDBACK_DONE = 'Thank you so much for providing your valuable feedback!';
export const ALREADY_GAVE_FEEDBACK = 'Thank you for submitting your response!!';
export const WITHDRAWN = 'Your application was withdrawn';
export const ALREADY_WITHDRAWN = 'You have already withdrawn this application';
export const VOLUNTEER_WITHDREW = 'The volunteer has withdrawn this application';
export const NOTHING_TO_WITHDRAW = 'This application was not taken; there is nothing to withdraw';
export const TOO_LATE_TO_WITHDRAW = 'Your first day has come; this application can no longer be withdrawn';

type Existing = Extract<ApplicationState, { exists: true }>;

export type ApplicationCommand =
  | {
      type: 'Apply';
      applicationId: string;
      volunteerId: string;
      dates: string[];
      /** Today in Sri Lanka (YYYY-MM-DD): only later days can be chosen. */
      today: string;
      opportunity: OpportunityFacts;
      vioName: string;
      registrationNo: string;
      applicant: EventOf<typeof ApplicationSubmitted>['data']['applicant'];
      personal: Sealed;
      vioContact: Sealed;
    }
  | { type: 'AdminReview'; adminId: string; approve: boolean; opportunity: OpportunityFacts }
  | { type: 'VioReview'; vioId: string; approve: boolean; opportunity: OpportunityFacts }
  | { type: 'ConfirmAgreement'; party: Party; callerId: string; opportunity: OpportunityFacts }
  /** `today` in Sri Lanka (YYYY-MM-DD): withdrawing is possible until the day before the first chosen day. */
  | { type: 'Withdraw'; volunteerId: string; today: string; opportunity: OpportunityFacts }
  | {
      type: 'SubmitVolunteerFeedback';
      callerId: string;
      opportunity: OpportunityFacts;
      feedback: Omit<EventOf<typeof VolunteerFeedbackSubmitted>['data'], 'applicationId' | 'opportunityId' | 'volunteerId' | 'vioId'>;
    }
  | {
      type: 'SubmitVioFeedback';
      callerId: string;
      opportunity: OpportunityFacts;
      feedback: Omit<EventOf<typeof VioFeedbackSubmitted>['data'], 'applicationId' | 'opportunityId' | 'volunteerId' | 'vioId'>;
    };

const existing = (state: ApplicationState): Existing => {
  if (!state.exists) throw notFound(APPLICATION_NOT_FOUND);
  return state;
};
const open = (opportunity: OpportunityFacts) => {
  if (!opportunity.exists || opportunity.status === 'DELETED') throw notFound(OPPORTUNITY_NOT_FOUND);
  if (opportunity.status === 'COMPLETED') throw badRequest(OPPORTUNITY_COMPLETED);
  return opportunity;
};
const idsOf = (s: Existing) => ({ applicationId: s.applicationId, opportunityId: s.opportunityId, volunteerId: s.volunteerId, vioId: s.vioId });
/** The party acting must be the application's volunteer, or an organisation acting for the opportunity. */
const mustBeParty = (s: Existing, party: Party, callerId: string, opportunity: OpportunityFacts) => {
  if (party === 'VOLUNTEER' && s.volunteerId !== callerId) throw forbidden(NOT_YOUR_APPLICATION);
  if (party === 'VIO' && s.vioId !== callerId && !actsFor(opportunity, callerId)) throw forbidden(NOT_YOUR_OPPORTUNITY);
};

const decide = (command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] => {
  switch (command.type) {
    case 'Apply': {
      const o = command.opportunity;
      if (!o.exists || o.status === 'DELETED') throw notFound(OPPORTUNITY_NOT_FOUND);
      if (o.status === 'COMPLETED') throw badRequest(OPPORTUNITY_COMPLETED);
      // Non-formal opportunities report work already done: nobody applies to them.
      if (o.status !== 'APPROVED' || !o.formal) throw badRequest(NOT_OPEN);
      if (state.exists) throw badRequest(ALREADY_APPLIED);
      for (const day of command.dates) {
        const problem = applyDayProblem(day, o, command.today);
        if (problem) throw badRequest(translateMessage(problem, 'en'));
      }
      return [
        {
          type: 'ApplicationSubmitted',
          data: {
            applicationId: command.applicationId,
            opportunityId: o.id,
            volunteerId: command.volunteerId,
            vioId: o.vioId,
            dates: command.dates,
            vioName: command.vioName,
            registrationNo: command.registrationNo,
            applicant: command.applicant,
            personal: command.personal,
            vioContact: command.vioContact,
          },
        },
      ];
    }
    case 'AdminReview': {
      const s = existing(state);
      open(command.opportunity);
      if (s.status === 'WITHDRAWN') throw badRequest(VOLUNTEER_WITHDREW);
      if (s.status === 'APPROVED' || s.status === 'VIO_REJECTED') throw badRequest(ORGANISATION_DECIDED);
      const next = command.approve ? 'SELECTED' : 'ADMIN_REJECTED';
      if (s.status === next) return []; // a repeated click changes nothing
      const data = { ...idsOf(s), reviewerId: command.adminId, notify: { volunteer: s.volunteerContact } };
      return [command.approve ? { type: 'ApplicationSelected', data } : { type: 'ApplicationRejectedByAdmin', data }];
    }
    case 'VioReview': {
      const s = existing(state);
      mustBeParty(s, 'VIO', command.vioId, command.opportunity);
      open(command.opportunity);
      if (s.status === 'WITHDRAWN') throw badRequest(VOLUNTEER_WITHDREW);
      if (s.status === 'PENDING' || s.status === 'ADMIN_REJECTED') throw badRequest(NOT_SELECTED);
      const next = command.approve ? 'APPROVED' : 'VIO_REJECTED';
      if (s.status === next) return [];
      if (!command.approve && s.agreed.VOLUNTEER) throw badRequest(VOLUNTEER_AGREED);
      const data = { ...idsOf(s), reviewerId: command.vioId, notify: { volunteer: s.volunteerContact, vio: s.vioContact } };
      return [command.approve ? { type: 'ApplicationApproved', data } : { type: 'ApplicationRejectedByVio', data }];
    }
    case 'ConfirmAgreement': {
      const s = existing(state);
      mustBeParty(s, command.party, command.callerId, command.opportunity);
      if (s.status !== 'APPROVED') throw badRequest(AGREEMENT_NOT_OPEN);
      if (s.agreed[command.party]) throw new DomainError(ALREADY_AGREED, 409);
      return [{ type: 'AgreementConfirmed', data: { ...idsOf(s), party: command.party } }];
    }
    case 'Withdraw': {
      const s = existing(state);
      mustBeParty(s, 'VOLUNTEER', command.volunteerId, command.opportunity);
      if (s.status === 'WITHDRAWN') throw new DomainError(ALREADY_WITHDRAWN, 409);
      if (s.status === 'ADMIN_REJECTED' || s.status === 'VIO_REJECTED') throw badRequest(NOTHING_TO_WITHDRAW);
      if (command.opportunity.exists && command.opportunity.status === 'COMPLETED') throw badRequest(OPPORTUNITY_COMPLETED);
      if (!canWithdraw(s.status, s.dates, command.today, command.opportunity.exists ? command.opportunity.status : undefined)) throw badRequest(TOO_LATE_TO_WITHDRAW);
      return [{ type: 'ApplicationWithdrawn', data: { ...idsOf(s), previousStatus: s.status as 'PENDING' | 'SELECTED' | 'APPROVED' } }];
    }
    case 'SubmitVolunteerFeedback':
    case 'SubmitVioFeedback': {
      const party: Party = command.type === 'SubmitVolunteerFeedback' ? 'VOLUNTEER' : 'VIO';
      const s = existing(state);
      mustBeParty(s, party, command.callerId, command.opportunity);
      if (s.status !== 'APPROVED') throw badRequest(FEEDBACK_NOT_APPROVED);
      if (!command.opportunity.exists || command.opportunity.status !== 'COMPLETED') throw badRequest(FEEDBACK_NOT_OPEN);
      if (s.feedback[party]) throw new DomainError(ALREADY_GAVE_FEEDBACK, 409);
      return command.type === 'SubmitVolunteerFeedback'
        ? [{ type: 'VolunteerFeedbackSubmitted', data: { ...idsOf(s), ...command.feedback } }]
        : [{ type: 'VioFeedbackSubmitted', data: { ...idsOf(s), ...command.feedback } }];
    }
  }
};

export const applicationDecider: Decider<ApplicationCommand, ApplicationEvent, ApplicationState> = { ...applicationFold, decide };
