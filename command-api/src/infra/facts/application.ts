import type {
  AgreementConfirmed,
  ApplicationApproved,
  ApplicationRejectedByAdmin,
  ApplicationRejectedByVio,
  ApplicationSelected,
  ApplicationStatus,
  ApplicationSubmitted,
  ApplicationWithdrawn,
  EventOf,
  Sealed,
  VioFeedbackSubmitted,
  VolunteerFeedbackSubmitted,
} from '@nvp/events';
import type { Decider } from '../decider';

/**
 * An application as its own stream tells it: the application slice decides on it (its decider spreads this fold),
 * attendance reads it (who is expected on which day, and whose place a NO gives up). Below the slices (infra/facts),
 * so attendance folds it without importing the application slice's files.
 */
export type ApplicationEvent =
  | EventOf<typeof ApplicationSubmitted>
  | EventOf<typeof ApplicationSelected>
  | EventOf<typeof ApplicationRejectedByAdmin>
  | EventOf<typeof ApplicationApproved>
  | EventOf<typeof ApplicationRejectedByVio>
  | EventOf<typeof AgreementConfirmed>
  | EventOf<typeof VolunteerFeedbackSubmitted>
  | EventOf<typeof VioFeedbackSubmitted>
  | EventOf<typeof ApplicationWithdrawn>;

export type Party = 'VOLUNTEER' | 'VIO';

export type ApplicationState =
  | { exists: false }
  | {
      exists: true;
      applicationId: string;
      opportunityId: string;
      volunteerId: string;
      vioId: string;
      status: ApplicationStatus;
      dates: string[];
      /** Sealed contacts copied onto the events that mail someone. */
      volunteerContact: Sealed;
      vioContact: Sealed;
      agreed: Record<Party, boolean>;
      feedback: Record<Party, boolean>;
    };

/** The application's state after one more of its events. */
export const evolveApplication = (state: ApplicationState, event: ApplicationEvent): ApplicationState => {
  if (event.type === 'ApplicationSubmitted') {
    const d = event.data;
    return {
      exists: true,
      applicationId: d.applicationId,
      opportunityId: d.opportunityId,
      volunteerId: d.volunteerId,
      vioId: d.vioId,
      status: 'PENDING',
      dates: d.dates,
      volunteerContact: d.personal,
      vioContact: d.vioContact,
      agreed: { VOLUNTEER: false, VIO: false },
      feedback: { VOLUNTEER: false, VIO: false },
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ApplicationSelected':
      return { ...state, status: 'SELECTED' };
    case 'ApplicationRejectedByAdmin':
      return { ...state, status: 'ADMIN_REJECTED' };
    case 'ApplicationApproved':
      return { ...state, status: 'APPROVED' };
    case 'ApplicationRejectedByVio':
      return { ...state, status: 'VIO_REJECTED' };
    case 'AgreementConfirmed':
      return { ...state, agreed: { ...state.agreed, [event.data.party]: true } };
    case 'VolunteerFeedbackSubmitted':
      return { ...state, feedback: { ...state.feedback, VOLUNTEER: true } };
    case 'VioFeedbackSubmitted':
      return { ...state, feedback: { ...state.feedback, VIO: true } };
    case 'ApplicationWithdrawn':
      return { ...state, status: 'WITHDRAWN' };
    default:
      return state;
  }
};

/** The fold alone (for `loadState`): an application's stream read into its state. */
export const applicationFold: Pick<Decider<never, ApplicationEvent, ApplicationState>, 'initialState' | 'evolve'> = {
  initialState: { exists: false },
  evolve: evolveApplication,
};
