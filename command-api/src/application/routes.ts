import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  agreementConfirmRequest,
  applicationReviewRequest,
  applyRequest,
  bit,
  rules,
  sriLankanToday,
  streams,
  vioFeedbackRequest,
  volunteerFeedbackRequest,
  volunteerFeedbackRatingNames,
  volunteerEvaluationCriteria,
  waitlistAnswerRequest,
  withdrawRequest,
  type AccessRule,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, badRequest, forbidden, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import {
  AGREEMENT_DONE,
  ALREADY_APPLIED,
  APPLICATION_NOT_FOUND,
  APPLIED,
  applicationDecider,
  FEEDBACK_DONE,
  NOT_YOUR_APPLICATION,
  OPPORTUNITY_COMPLETED,
  OPPORTUNITY_NOT_FOUND,
  WITHDRAWN,
  type ApplicationCommand,
  type Party,
} from './decider';
import { loadOpportunityFacts, type OpportunityFacts } from '../infra/facts/opportunity';
import { OFFER_EXPIRED, rosterDecider, waitlistPosition, type RosterCommand } from './roster';
import { scheduleOfferExpiry } from './offer-expiry';
import { loadApplicant, loadOrganisation } from './people';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
/** Stage one of the review: admins holding CONFIRM_VOLUNTEERS (core admins hold every permission bit). */
export const applicantReviewers: AccessRule = { any: [bit.CONFIRM_VOLUNTEERS] };

/** Said with the position when the apply call put the application on the waitlist. */
export const WAITLISTED = 'Every place is taken: you are on the waitlist. We will offer you a place by SMS and e-mail if one frees.';
export const OFFER_ACCEPTED = 'The place is yours. The organisation will confirm your application.';
export const OFFER_DECLINED = 'You declined the place; it goes to the next volunteer on the waitlist.';

export const REVIEW_MESSAGES = {
  SELECTED: 'Volunteer selected successfully!',
  ADMIN_REJECTED: 'Volunteer rejected successfully!',
  APPROVED: 'Volunteer approved successfully!',
  VIO_REJECTED: 'Volunteer ignored successfully!',
} as const;

/** The one application of a volunteer for an opportunity is found through its reservation (no read model on this side). */
const applicationKey = (opportunityId: string, volunteerId: string) => `${opportunityId}/${volunteerId}`;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const applicationRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const findApplication = async (opportunityId: string, volunteerId: string) => {
    const { owner } = await ctx.reservations.holder('application', applicationKey(opportunityId, volunteerId));
    if (!owner) throw notFound(APPLICATION_NOT_FOUND);
    return owner;
  };
  const applicationOf = async (stream: string) => {
    const { state } = await ctx.commands.loadState(stream, applicationDecider);
    if (!state.exists) throw notFound(APPLICATION_NOT_FOUND);
    return state;
  };

  /** A roster command with the opportunity's places now (an edit may change them) and the moment (offers lapse). */
  const onRoster = (request: FastifyRequest, opportunity: OpportunityFacts, command: DistributiveOmit<RosterCommand, 'places' | 'now' | 'opportunityId'>) => {
    const now = ctx.now();
    const opportunityId = opportunity.exists ? opportunity.id : '';
    const places = opportunity.exists ? opportunity.noOfVolunteers : 0;
    return ctx.commands.handle(streams.applicationRoster(opportunityId), rosterDecider, { ...command, opportunityId, places, now } as RosterCommand, contextOf(request, now));
  };
  // Attendance gives up the place of a volunteer who said NO to their last day (ctx.engagement: it never imports this slice).
  ctx.engagement.provideReleasePlace(async ({ applicationId, opportunityId, reason, context }) => {
    const opportunity = await loadOpportunityFacts(ctx.store, opportunityId);
    const places = opportunity.exists ? opportunity.noOfVolunteers : 0;
    const released = await ctx.commands.handle(
      streams.applicationRoster(opportunityId),
      rosterDecider,
      { type: 'ReleasePlace', applicationId, reason, opportunityId, places, now: context.now },
      context,
    );
    return { released: released.events.some((e) => e.type === 'ApplicationPlaceReleased'), result: released.result };
  });
  scheduleOfferExpiry(app, ctx);

  app.post('/api/opportunity/apply', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request) => {
    const { opportunityId, dates } = parse(applyRequest, request.body);
    const volunteerId = request.session!.id;
    const now = ctx.now();
    const opportunity = await loadOpportunityFacts(ctx.store, opportunityId);
    if (!opportunity.exists) throw notFound(OPPORTUNITY_NOT_FOUND);
    const [applicant, organisation] = await Promise.all([
      loadApplicant(ctx.store, ctx.vault, volunteerId),
      loadOrganisation(ctx.store, ctx.vault, opportunity.vioId),
    ]);
    if (!applicant || !organisation) throw notFound(OPPORTUNITY_NOT_FOUND);
    // One application per volunteer and opportunity: the claim names the application's stream.
    const applicationId = randomUUID();
    const stream = streams.application(applicationId);
    const existing = (await ctx.reservations.holder('application', applicationKey(opportunityId, volunteerId))).owner;
    const target = existing ?? stream;
    const command: ApplicationCommand = {
      type: 'Apply',
      applicationId,
      volunteerId,
      dates,
      today: sriLankanToday(now),
      opportunity,
      vioName: organisation.name,
      registrationNo: applicant.registrationNo,
      applicant: applicant.applicant,
      personal: await ctx.vault.seal(volunteerId, applicant.contact),
      vioContact: await ctx.vault.seal(opportunity.vioId, organisation.contact),
    };
    // Validate against the current state before claiming, so a refused application claims nothing.
    const { state } = await ctx.commands.loadState(target, applicationDecider);
    applicationDecider.decide(command, state);
    if (!(await ctx.reservations.claim('application', applicationKey(opportunityId, volunteerId), stream, now))) {
      // Lost a race with a concurrent application of the same volunteer: the winner's claim stands.
      throw badRequest(ALREADY_APPLIED);
    }
    const { result } = await ctx.commands.handle(stream, applicationDecider, command, contextOf(request, now));
    // Every place held or offered (or others already waiting): the application joins the end of the waitlist.
    // The application stands either way; the reviews go on while it waits.
    const roster = await onRoster(request, opportunity, { type: 'JoinWaitlist', applicationId, volunteerId });
    const place = waitlistPosition(roster.state, applicationId);
    if (place !== undefined) {
      // `position` is the place in the list here (as the issue names it); the log position, for read-your-writes, is `logPosition`.
      return { message: WAITLISTED, id: applicationId, waitlisted: true, position: place, logPosition: positionOf(roster.result ?? result) };
    }
    return { message: APPLIED, id: applicationId, waitlisted: false, position: positionOf(result) };
  });

  /** The volunteer withdraws their own application before its first day; an approved one gives its place back. */
  app.post('/api/opportunity/withdraw', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request) => {
    const { applicationId } = parse(withdrawRequest, request.body);
    const stream = streams.application(applicationId);
    const application = await applicationOf(stream);
    const opportunity = await loadOpportunityFacts(ctx.store, application.opportunityId);
    const now = ctx.now();
    const c = contextOf(request, now);
    const { result } = await ctx.commands.handle(
      stream,
      applicationDecider,
      { type: 'Withdraw', volunteerId: request.session!.id, today: sriLankanToday(now), opportunity },
      c,
    );
    // After the withdrawal, so a refused one frees nothing. Always asked (not only when the status read above was
    // APPROVED, which a concurrent approval may have made stale): releasing a place not held records nothing.
    // A waiting application leaves the list; a held place goes to the first waiting.
    const released = await onRoster(request, opportunity, { type: 'ReleasePlace', applicationId, reason: 'WITHDRAWN' });
    return { message: WITHDRAWN, status: 'WITHDRAWN', position: positionOf(released.result ?? result) };
  });

  app.post('/api/admin/opportunity/apply/review', { config: { access: applicantReviewers, denied: ADMIN_DENIED } }, async (request) => {
    const { applicationId, approve } = parse(applicationReviewRequest, request.body);
    const stream = streams.application(applicationId);
    const application = await applicationOf(stream);
    const opportunity = await loadOpportunityFacts(ctx.store, application.opportunityId);
    const { result, state } = await ctx.commands.handle(
      stream,
      applicationDecider,
      { type: 'AdminReview', adminId: request.session!.id, approve, opportunity },
      contextOf(request, ctx.now()),
    );
    // Not selected: off the waitlist, and a place it held from an accepted offer goes to the next.
    if (!approve && result) await onRoster(request, opportunity, { type: 'ReleasePlace', applicationId, reason: 'REJECTED' });
    return { message: REVIEW_MESSAGES[state.exists ? (state.status as 'SELECTED' | 'ADMIN_REJECTED') : 'SELECTED'], status: state.exists ? state.status : undefined, position: positionOf(result) };
  });

  app.post('/api/vio/opportunity/apply/review', { config: { access: rules.approvedVio, denied: VIO_DENIED } }, async (request) => {
    const { applicationId, approve } = parse(applicationReviewRequest, request.body);
    const stream = streams.application(applicationId);
    const application = await applicationOf(stream);
    const opportunity = await loadOpportunityFacts(ctx.store, application.opportunityId);
    const command: ApplicationCommand = { type: 'VioReview', vioId: request.session!.id, approve, opportunity };
    const c = contextOf(request, ctx.now());
    // Refusals (owner, stage, completion) come before a place is taken.
    applicationDecider.decide(command, application);
    if (approve && opportunity.exists) await onRoster(request, opportunity, { type: 'TakePlace', applicationId });
    let handled;
    try {
      handled = await ctx.commands.handle(stream, applicationDecider, command, c);
    } catch (error) {
      // The approval did not happen: give the place back.
      if (approve) await onRoster(request, opportunity, { type: 'ReleasePlace', applicationId, reason: 'REJECTED' });
      throw error;
    }
    if (!approve) await onRoster(request, opportunity, { type: 'ReleasePlace', applicationId, reason: 'REJECTED' });
    const status = handled.state.exists ? handled.state.status : 'SELECTED';
    return { message: REVIEW_MESSAGES[status as 'APPROVED' | 'VIO_REJECTED'], status, position: positionOf(handled.result) };
  });

  /** The volunteer answers a place offered from the waitlist (within 24 hours; after that it went to the next). */
  const offerAnswer = (answer: 'AcceptOffer' | 'DeclineOffer') => async (request: FastifyRequest) => {
    const { applicationId } = parse(waitlistAnswerRequest, request.body);
    const application = await applicationOf(streams.application(applicationId));
    if (application.volunteerId !== request.session!.id) throw forbidden(NOT_YOUR_APPLICATION);
    const opportunity = await loadOpportunityFacts(ctx.store, application.opportunityId);
    if (!opportunity.exists || opportunity.status === 'DELETED') throw notFound(OPPORTUNITY_NOT_FOUND);
    if (opportunity.status === 'COMPLETED') throw badRequest(OPPORTUNITY_COMPLETED);
    const { state, result } = await onRoster(request, opportunity, { type: answer, applicationId });
    // The offer lapsed just before the answer: recorded (and passed on) by the command, refused here.
    if (answer === 'AcceptOffer' && !state.held.includes(applicationId)) throw badRequest(OFFER_EXPIRED);
    return { message: answer === 'AcceptOffer' ? OFFER_ACCEPTED : OFFER_DECLINED, position: positionOf(result) };
  };
  app.post('/api/opportunity/waitlist/accept', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, offerAnswer('AcceptOffer'));
  app.post('/api/opportunity/waitlist/decline', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, offerAnswer('DeclineOffer'));

  /** Agreement and feedback calls name the application by volunteer, opportunity and organisation (spec §7). */
  const partyCommand = async (request: FastifyRequest, party: Party, ids: { volunteerId: string; opportunityId: string; vioId: string }) => {
    const callerId = request.session!.id;
    // A volunteer acts only on their own application, whatever the body says.
    if (party === 'VOLUNTEER' && ids.volunteerId !== callerId) throw notFound(APPLICATION_NOT_FOUND);
    const stream = await findApplication(ids.opportunityId, ids.volunteerId);
    const application = await applicationOf(stream);
    if (application.vioId !== ids.vioId && party === 'VOLUNTEER') throw notFound(APPLICATION_NOT_FOUND);
    const opportunity = await loadOpportunityFacts(ctx.store, ids.opportunityId);
    return { stream, application, opportunity, callerId };
  };

  const agreementRoute = (party: Party) => async (request: FastifyRequest) => {
    const body = parse(agreementConfirmRequest, request.body);
    const { stream, opportunity, callerId } = await partyCommand(request, party, body);
    const { result } = await ctx.commands.handle(
      stream,
      applicationDecider,
      { type: 'ConfirmAgreement', party, callerId, opportunity },
      contextOf(request, ctx.now()),
    );
    return { message: AGREEMENT_DONE, position: positionOf(result) };
  };
  app.post('/api/agreement/confirm/volunteer', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, agreementRoute('VOLUNTEER'));
  app.post('/api/agreement/confirm/vio', { config: { access: rules.approvedVio, denied: VIO_DENIED } }, agreementRoute('VIO'));

  app.post('/api/feedback/submit/volunteer', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request) => {
    const body = parse(volunteerFeedbackRequest, request.body);
    const { stream, opportunity, callerId, application } = await partyCommand(request, 'VOLUNTEER', {
      volunteerId: body.volunteer,
      opportunityId: body.opportunity,
      vioId: body.vio,
    });
    const f = body.feedback;
    const ratings = Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, (f as unknown as Record<string, number>)[n]]));
    const { result } = await ctx.commands.handle(
      stream,
      applicationDecider,
      {
        type: 'SubmitVolunteerFeedback',
        callerId,
        opportunity,
        feedback: {
          satisfied: f.satisfied,
          informationMethod: f.informationMethod,
          recommend: f.recommend,
          contributionHours: f.contributionHours,
          date: f.date || sriLankanToday(ctx.now()),
          ratings,
          // The volunteer's words are theirs: sealed with their key.
          personal: await ctx.vault.seal(application.volunteerId, { review: f.review, otherMethodDescription: f.otherMethodDescription }),
        },
      },
      contextOf(request, ctx.now()),
    );
    return { message: FEEDBACK_DONE, position: positionOf(result) };
  });

  app.post('/api/feedback/submit/vio', { config: { access: rules.approvedVio, denied: VIO_DENIED } }, async (request) => {
    const body = parse(vioFeedbackRequest, request.body);
    const { stream, opportunity, callerId, application } = await partyCommand(request, 'VIO', {
      volunteerId: body.volunteer,
      opportunityId: body.opportunity,
      vioId: body.vio,
    });
    const f = body.feedback;
    if (opportunity.exists && f.hours > maxHours(opportunity.startDate, opportunity.endDate)) throw badRequest(TOO_MANY_HOURS);
    const ratings = Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, (f as unknown as Record<string, number>)[n]]));
    // Issue 28: what attendance proposed is kept beside what the organisation typed (asked through ctx.engagement).
    const proposedHours = await ctx.engagement.proposedHours(application.applicationId);
    const { result } = await ctx.commands.handle(
      stream,
      applicationDecider,
      {
        type: 'SubmitVioFeedback',
        callerId,
        opportunity,
        feedback: {
          hours: f.hours,
          ...(proposedHours === undefined ? {} : { proposedHours }),
          recommend: f.recommend,
          date: f.date || sriLankanToday(ctx.now()),
          ratings,
          // Words about a person belong to that person: sealed with the volunteer's key.
          personal: await ctx.vault.seal(application.volunteerId, { review: f.review }),
        },
      },
      contextOf(request, ctx.now()),
    );
    return { message: FEEDBACK_DONE, position: positionOf(result) };
  });
};

export const TOO_MANY_HOURS = 'The hours are more than the days of the opportunity allow';
/** At most 24 hours for each day of the opportunity's period: a confirmed figure beyond that is a typing mistake. */
export const maxHours = (startDate: string, endDate: string) =>
  24 * (Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1);
