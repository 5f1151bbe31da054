import type { CertificateIssued, CertificateRevoked, EventOf } from '@nvp/events';
import type { Decider } from '../infra/decider';

export type CertificateEvent = EventOf<typeof CertificateIssued> | EventOf<typeof CertificateRevoked>;
type Issued = CertificateEvent & { type: 'CertificateIssued' };
type Period = Issued['data']['period'];

/** The certificates of one volunteer (`certificate-<volunteerId>`): the valid ones by what they certify. */
export interface CertificateState {
  /** Valid certificates by subject: `engagement:<applicationId>` or `annual:<year>`. */
  valid: Record<string, { certificateId: string; hours: number; period: Period }>;
}

/**
 * The shell draws the new certificate's id (128 random bits) before deciding, so a command decided again after a
 * concurrent write keeps it; the decider uses it only when it issues.
 */
export type CertificateCommand =
  | {
      type: 'IssueForEngagement';
      certificateId: string;
      volunteerId: string;
      applicationId: string;
      opportunityId: string;
      vioId: string;
      /** The hours the organisation confirmed (VioFeedbackSubmitted). */
      hours: number;
      period: Period;
    }
  | {
      type: 'IssueForYear';
      certificateId: string;
      volunteerId: string;
      year: number;
      /** The current year in Colombo: only a past year is certified (its hours can no longer grow). */
      currentYear: number;
      /** The year's confirmed hours. */
      hours: number;
    };

const subjectOf = (data: Issued['data']) => (data.kind === 'ENGAGEMENT' ? `engagement:${data.applicationId}` : `annual:${data.year}`);

/**
 * Issues a certificate for confirmed hours once: the same hours again change nothing (the job runs from several
 * processes and again); no hours certify nothing; hours that changed revoke the certificate that states the old ones
 * (HOURS_CORRECTED) and issue a new one. A year is certified only once it has passed.
 */
const decide = (command: CertificateCommand, state: CertificateState): CertificateEvent[] => {
  const issue = (subject: string, data: Issued['data']): CertificateEvent[] => {
    const current = state.valid[subject];
    if (current && current.hours === data.hours && current.period.from === data.period.from && current.period.to === data.period.to) return [];
    const revoke: CertificateEvent[] = current
      ? [{ type: 'CertificateRevoked', data: { certificateId: current.certificateId, volunteerId: data.volunteerId, reason: 'HOURS_CORRECTED' } }]
      : [];
    if (!(data.hours > 0)) return revoke;
    return [...revoke, { type: 'CertificateIssued', data }];
  };
  switch (command.type) {
    case 'IssueForEngagement': {
      const { certificateId, volunteerId, applicationId, opportunityId, vioId, hours, period } = command;
      return issue(`engagement:${applicationId}`, { certificateId, volunteerId, kind: 'ENGAGEMENT', applicationId, opportunityId, vioId, hours, period });
    }
    case 'IssueForYear': {
      const { certificateId, volunteerId, year, currentYear, hours } = command;
      if (year >= currentYear) return [];
      return issue(`annual:${year}`, { certificateId, volunteerId, kind: 'ANNUAL', year, hours, period: { from: `${year}-01-01`, to: `${year}-12-31` } });
    }
  }
};

const evolve = (state: CertificateState, event: CertificateEvent): CertificateState => {
  switch (event.type) {
    case 'CertificateIssued':
      return { valid: { ...state.valid, [subjectOf(event.data)]: { certificateId: event.data.certificateId, hours: event.data.hours, period: event.data.period } } };
    case 'CertificateRevoked':
      return { valid: Object.fromEntries(Object.entries(state.valid).filter(([, c]) => c.certificateId !== event.data.certificateId)) };
    default:
      return state;
  }
};

export const certificateDecider: Decider<CertificateCommand, CertificateEvent, CertificateState> = {
  initialState: { valid: {} },
  decide,
  evolve,
};
