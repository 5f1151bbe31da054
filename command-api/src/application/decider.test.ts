import { describe, expect, it } from 'vitest';
import type { Sealed } from '@nvp/events';
import { spec } from '../infra/given-when-then';
import {
  AGREEMENT_NOT_OPEN,
  ALREADY_AGREED,
  ALREADY_APPLIED,
  ALREADY_GAVE_FEEDBACK,
  ALREADY_WITHDRAWN,
  APPLICATION_NOT_FOUND,
  applicationDecider,
  FEEDBACK_NOT_APPROVED,
  FEEDBACK_NOT_OPEN,
  NOT_OPEN,
  NOT_SELECTED,
  NOTHING_TO_WITHDRAW,
  NOT_YOUR_APPLICATION,
  NOT_YOUR_OPPORTUNITY,
  OPPORTUNITY_COMPLETED,
  OPPORTUNITY_NOT_FOUND,
  ORGANISATION_DECIDED,
  TOO_LATE_TO_WITHDRAW,
  VOLUNTEER_AGREED,
  VOLUNTEER_WITHDREW,
  type ApplicationEvent,
} from './decider';
import { evolveOpportunityFacts, type OpportunityFacts } from '../infra/facts/opportunity';

const sealed = (subject: string): Sealed => ({ $sealed: 'v1', subject, iv: 'iv', data: 'data', tag: 'tag' });
const applicationId = '00000000-0000-4000-8000-0000000000a1';
const opportunityId = '00000000-0000-4000-8000-0000000000b1';
const volunteerId = '00000000-0000-4000-8000-0000000000c1';
const vioId = '00000000-0000-4000-8000-0000000000d1';
const otherVio = '00000000-0000-4000-8000-0000000000d2';
const adminId = '00000000-0000-4000-8000-0000000000e1';
const ids = { applicationId, opportunityId, volunteerId, vioId };

/** Approved formal opportunity, 1-30 June 2027, Saturdays and Sundays, two places. */
const opportunity = (overrides: Partial<Extract<OpportunityFacts, { exists: true }>> = {}): OpportunityFacts => ({
  exists: true,
  id: opportunityId,
  formal: true,
  status: 'APPROVED',
  vioId,
  title: 'Beach clean-up',
  type: 'REGULAR',
  startDate: '2027-06-01',
  endDate: '2027-06-30',
  days: ['Saturday', 'Sunday'],
  noOfVolunteers: 2,
  sdgNumbers: [14, 15],
  sharedWith: [],
  ...overrides,
});
const completed = opportunity({ status: 'COMPLETED' });

const apply = (dates: string[], o: OpportunityFacts = opportunity(), today = '2027-05-01') => ({
  type: 'Apply' as const,
  applicationId,
  volunteerId,
  dates,
  today,
  opportunity: o,
  vioName: 'Sarvodaya',
  registrationNo: 'VOL-000001',
  applicant: { contributeDistrict: 'Colombo', highestEducation: 'DEGREE', preferredLanguage: 1 },
  personal: sealed(volunteerId),
  vioContact: sealed(vioId),
});

const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: {
    ...ids,
    dates: ['2027-06-05', '2027-06-06'],
    vioName: 'Sarvodaya',
    registrationNo: 'VOL-000001',
    applicant: { contributeDistrict: 'Colombo', highestEducation: 'DEGREE', preferredLanguage: 1 },
    personal: sealed(volunteerId),
    vioContact: sealed(vioId),
  },
};
const toVolunteer = { volunteer: sealed(volunteerId) };
const toBoth = { volunteer: sealed(volunteerId), vio: sealed(vioId) };
const selected: ApplicationEvent = { type: 'ApplicationSelected', data: { ...ids, reviewerId: adminId, notify: toVolunteer } };
const adminRejected: ApplicationEvent = { type: 'ApplicationRejectedByAdmin', data: { ...ids, reviewerId: adminId, notify: toVolunteer } };
const approved: ApplicationEvent = { type: 'ApplicationApproved', data: { ...ids, reviewerId: vioId, notify: toBoth } };
const vioRejected: ApplicationEvent = { type: 'ApplicationRejectedByVio', data: { ...ids, reviewerId: vioId, notify: toBoth } };
const volunteerAgreed: ApplicationEvent = { type: 'AgreementConfirmed', data: { ...ids, party: 'VOLUNTEER' } };

const ratings = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, 4]));
const volunteerFeedback = {
  satisfied: 4,
  informationMethod: 'NVS' as const,
  recommend: true,
  contributionHours: 14,
  date: '2027-07-01',
  ratings: ratings(['preplacement']),
  personal: sealed(volunteerId),
};
const vioFeedback = { hours: 12, recommend: true, date: '2027-07-01', ratings: ratings(['technical']), personal: sealed(volunteerId) };

const { given } = spec(applicationDecider);

describe('application decider: applying', () => {
  it('records an application for days after today, within the period, on the weekdays', () =>
    given([]).when(apply(['2027-06-05', '2027-06-06'])).then([submitted]));

  it('refuses a day not after today (Sri Lankan date)', () =>
    given([]).when(apply(['2027-06-05'], opportunity(), '2027-06-05')).thenThrows('Please choose days after today', 400));

  it('refuses a day outside the period', () =>
    given([]).when(apply(['2027-07-03'])).thenThrows('Please choose days within the period of the opportunity', 400));

  it("refuses a day that is not one of the opportunity's weekdays", () =>
    given([]).when(apply(['2027-06-07'])).thenThrows("Please choose days on the opportunity's weekdays", 400));

  it('refuses a second application of the same volunteer', () => given([submitted]).when(apply(['2027-06-12'])).thenThrows(ALREADY_APPLIED, 400));

  it('refuses an opportunity that is not approved, completed, deleted, unknown or non-formal', () => {
    given([]).when(apply(['2027-06-05'], opportunity({ status: 'CREATED' }))).thenThrows(NOT_OPEN, 400);
    given([]).when(apply(['2027-06-05'], opportunity({ status: 'REJECTED' }))).thenThrows(NOT_OPEN, 400);
    given([]).when(apply(['2027-06-05'], opportunity({ formal: false }))).thenThrows(NOT_OPEN, 400);
    given([]).when(apply(['2027-06-05'], completed)).thenThrows(OPPORTUNITY_COMPLETED, 400);
    given([]).when(apply(['2027-06-05'], opportunity({ status: 'DELETED' }))).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
    given([]).when(apply(['2027-06-05'], { exists: false })).thenThrows(OPPORTUNITY_NOT_FOUND, 404);
  });
});

describe('application decider: the admin stage', () => {
  const review = (approve: boolean, o = opportunity()) => ({ type: 'AdminReview' as const, adminId, approve, opportunity: o });
  it('selects or rejects a pending application', () => {
    given([submitted]).when(review(true)).then([selected]);
    given([submitted]).when(review(false)).then([adminRejected]);
  });
  it('may change its mind before the organisation decides', () => {
    given([submitted, selected]).when(review(false)).then([adminRejected]);
    given([submitted, adminRejected]).when(review(true)).then([selected]);
  });
  it('a repeated decision changes nothing', () => given([submitted, selected]).when(review(true)).then([]));
  it('cannot change what the organisation decided', () => {
    given([submitted, selected, approved]).when(review(false)).thenThrows(ORGANISATION_DECIDED, 400);
    given([submitted, selected, vioRejected]).when(review(true)).thenThrows(ORGANISATION_DECIDED, 400);
  });
  it('nothing changes once the opportunity is completed', () => given([submitted]).when(review(true, completed)).thenThrows(OPPORTUNITY_COMPLETED, 400));
  it('an unknown application is 404', () => given([]).when(review(true)).thenThrows(APPLICATION_NOT_FOUND, 404));
});

describe('application decider: the organisation stage', () => {
  const review = (approve: boolean, o = opportunity(), by = vioId) => ({ type: 'VioReview' as const, vioId: by, approve, opportunity: o });
  it('approves or ignores a selected application', () => {
    given([submitted, selected]).when(review(true)).then([approved]);
    given([submitted, selected]).when(review(false)).then([vioRejected]);
  });
  it('may turn an ignored applicant into an approved one and back, until the volunteer agreed', () => {
    given([submitted, selected, vioRejected]).when(review(true)).then([approved]);
    given([submitted, selected, approved]).when(review(false)).then([vioRejected]);
    given([submitted, selected, approved, volunteerAgreed]).when(review(false)).thenThrows(VOLUNTEER_AGREED, 400);
  });
  it('only sees applications an admin selected', () => {
    given([submitted]).when(review(true)).thenThrows(NOT_SELECTED, 400);
    given([submitted, adminRejected]).when(review(true)).thenThrows(NOT_SELECTED, 400);
  });
  it("refuses another organisation, but lets one the opportunity is shared with act", () => {
    given([submitted, selected]).when(review(true, opportunity(), otherVio)).thenThrows(NOT_YOUR_OPPORTUNITY, 403);
    given([submitted, selected])
      .when(review(true, opportunity({ sharedWith: [otherVio] }), otherVio))
      .then([{ type: 'ApplicationApproved', data: { ...ids, reviewerId: otherVio, notify: toBoth } }]);
  });
  it('nothing changes once the opportunity is completed', () => given([submitted, selected]).when(review(true, completed)).thenThrows(OPPORTUNITY_COMPLETED, 400));
});

describe('application decider: agreements', () => {
  const confirm = (party: 'VOLUNTEER' | 'VIO', callerId: string) => ({ type: 'ConfirmAgreement' as const, party, callerId, opportunity: opportunity() });
  it('each party confirms once an approved application', () => {
    given([submitted, selected, approved]).when(confirm('VOLUNTEER', volunteerId)).then([volunteerAgreed]);
    given([submitted, selected, approved, volunteerAgreed]).when(confirm('VIO', vioId)).then([{ type: 'AgreementConfirmed', data: { ...ids, party: 'VIO' } }]);
  });
  it('a second confirmation is refused with the thank-you text', () =>
    given([submitted, selected, approved, volunteerAgreed]).when(confirm('VOLUNTEER', volunteerId)).thenThrows(ALREADY_AGREED, 409));
  it('needs an approved application', () => given([submitted, selected]).when(confirm('VOLUNTEER', volunteerId)).thenThrows(AGREEMENT_NOT_OPEN, 400));
  it("refuses someone else's application", () => {
    given([submitted, selected, approved]).when(confirm('VOLUNTEER', otherVio)).thenThrows(NOT_YOUR_APPLICATION, 403);
    given([submitted, selected, approved]).when(confirm('VIO', otherVio)).thenThrows(NOT_YOUR_OPPORTUNITY, 403);
  });
});

describe('application decider: feedback and hours', () => {
  const fromVolunteer = (o = completed, callerId = volunteerId) => ({ type: 'SubmitVolunteerFeedback' as const, callerId, opportunity: o, feedback: volunteerFeedback });
  const fromVio = (o = completed, callerId = vioId) => ({ type: 'SubmitVioFeedback' as const, callerId, opportunity: o, feedback: vioFeedback });
  it('after completion the volunteer rates the organisation and claims hours; the organisation confirms hours', () => {
    given([submitted, selected, approved]).when(fromVolunteer()).then([{ type: 'VolunteerFeedbackSubmitted', data: { ...ids, ...volunteerFeedback } }]);
    given([submitted, selected, approved]).when(fromVio()).then([{ type: 'VioFeedbackSubmitted', data: { ...ids, ...vioFeedback } }]);
  });
  it('opens only when the opportunity is completed', () => given([submitted, selected, approved]).when(fromVolunteer(opportunity())).thenThrows(FEEDBACK_NOT_OPEN, 400));
  it('only for approved applications', () => given([submitted, selected]).when(fromVio()).thenThrows(FEEDBACK_NOT_APPROVED, 400));
  it('once per party', () => {
    const given3 = [submitted, selected, approved, { type: 'VioFeedbackSubmitted', data: { ...ids, ...vioFeedback } } as ApplicationEvent];
    given(given3).when(fromVio()).thenThrows(ALREADY_GAVE_FEEDBACK, 409);
    given(given3).when(fromVolunteer()).then([{ type: 'VolunteerFeedbackSubmitted', data: { ...ids, ...volunteerFeedback } }]);
  });
  it("refuses the other side's form", () => {
    given([submitted, selected, approved]).when(fromVolunteer(completed, otherVio)).thenThrows(NOT_YOUR_APPLICATION, 403);
    given([submitted, selected, approved]).when(fromVio(completed, otherVio)).thenThrows(NOT_YOUR_OPPORTUNITY, 403);
  });
});

describe('application decider: the volunteer withdraws', () => {
  // The application's days are 5 and 6 June 2027.
  const withdraw = (today = '2027-06-04', by = volunteerId, o = opportunity()) => ({ type: 'Withdraw' as const, volunteerId: by, today, opportunity: o });
  const withdrawn = (previousStatus: 'PENDING' | 'SELECTED' | 'APPROVED'): ApplicationEvent => ({ type: 'ApplicationWithdrawn', data: { ...ids, previousStatus } });
  it('withdraws a pending, selected or approved application up to the day before its first day', () => {
    given([submitted]).when(withdraw()).then([withdrawn('PENDING')]);
    given([submitted, selected]).when(withdraw('2027-05-01')).then([withdrawn('SELECTED')]);
    given([submitted, selected, approved, volunteerAgreed]).when(withdraw()).then([withdrawn('APPROVED')]);
  });
  it('is too late on or after the first chosen day (Sri Lankan date)', () => {
    given([submitted, selected]).when(withdraw('2027-06-05')).thenThrows(TOO_LATE_TO_WITHDRAW, 400);
    given([submitted, selected, approved]).when(withdraw('2027-06-06')).thenThrows(TOO_LATE_TO_WITHDRAW, 400);
  });
  it('a second withdrawal is a conflict; a rejected application has nothing to withdraw', () => {
    given([submitted, withdrawn('PENDING')]).when(withdraw()).thenThrows(ALREADY_WITHDRAWN, 409);
    given([submitted, adminRejected]).when(withdraw()).thenThrows(NOTHING_TO_WITHDRAW, 400);
    given([submitted, selected, vioRejected]).when(withdraw()).thenThrows(NOTHING_TO_WITHDRAW, 400);
  });
  it("refuses someone else's application, an unknown one, and a completed opportunity", () => {
    given([submitted]).when(withdraw('2027-06-04', otherVio)).thenThrows(NOT_YOUR_APPLICATION, 403);
    given([]).when(withdraw()).thenThrows(APPLICATION_NOT_FOUND, 404);
    given([submitted, selected, approved]).when(withdraw('2027-06-04', volunteerId, completed)).thenThrows(OPPORTUNITY_COMPLETED, 400);
  });
  it('neither reviewer can act on a withdrawn application', () => {
    given([submitted, withdrawn('PENDING')]).when({ type: 'AdminReview', adminId, approve: true, opportunity: opportunity() }).thenThrows(VOLUNTEER_WITHDREW, 400);
    given([submitted, selected, withdrawn('SELECTED')]).when({ type: 'VioReview', vioId, approve: true, opportunity: opportunity() }).thenThrows(VOLUNTEER_WITHDREW, 400);
    given([submitted, selected, approved, withdrawn('APPROVED')])
      .when({ type: 'ConfirmAgreement', party: 'VIO', callerId: vioId, opportunity: opportunity() })
      .thenThrows(AGREEMENT_NOT_OPEN, 400);
  });
  it('a withdrawn application is not applied for again', () => given([submitted, withdrawn('PENDING')]).when(apply(['2027-06-12'])).thenThrows(ALREADY_APPLIED, 400));
});

describe('opportunity facts folded by the application slice', () => {
  const created = {
    type: 'OpportunityCreated',
    data: { opportunityId, vioId, opportunity: { title: 'T', type: 'ONLINE', startDate: '2027-06-01', endDate: '2027-06-30', days: ['Monday'], noOfVolunteers: 3, sdgNumbers: [4] } },
  };
  const fold = (events: { type: string; data: unknown }[]) => events.reduce(evolveOpportunityFacts, { exists: false } as OpportunityFacts);
  it('follows status, edits that send it back to review, completion and sharing', () => {
    const facts = fold([
      created,
      { type: 'OpportunityApproved', data: { opportunityId, vioId } },
      { type: 'OpportunityShareAccepted', data: { opportunityId, primaryVioId: vioId, secondaryVioId: otherVio } },
      { type: 'OpportunityCompleted', data: { opportunityId, vioId } },
    ]);
    expect(facts).toMatchObject({ exists: true, status: 'COMPLETED', sharedWith: [otherVio], noOfVolunteers: 3, days: ['Monday'], formal: true });
    expect(fold([created, { type: 'OpportunityApproved', data: {} }, { type: 'OpportunityUpdated', data: { ...created.data, reviewAgain: true } }])).toMatchObject({ status: 'CREATED' });
  });
});
