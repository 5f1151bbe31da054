import { z } from 'zod';
import { agreementConfirmRequest, applicationReviewRequest, applyRequest, vioFeedbackRequest, volunteerFeedbackRequest, waitlistAnswerRequest, withdrawRequest } from '@nvp/events';
import { routeDocs } from '../types';

const oneApplication = z.object({
  volunteerId: z.uuid(),
  opportunityId: z.uuid(),
  vioId: z.uuid().optional(),
});

/** Applications, agreements and feedback (application/). */
export const applicationDocs = routeDocs('application', {
  'POST /api/opportunity/apply': {
    summary: 'Apply to an approved opportunity (approved volunteer), with the chosen dates',
    description: 'When every place is held or offered (or others already wait), the application joins the end of the waitlist (issue 28).',
    body: applyRequest,
    ok: {
      description: 'Applied; or applied and waitlisted.',
      schema: z.union([
        z.object({ message: z.string(), id: z.uuid(), waitlisted: z.literal(false), position: z.string().describe('The event log position of the write.') }),
        z.object({
          message: z.string(),
          id: z.uuid(),
          waitlisted: z.literal(true),
          position: z.number().int().min(1).describe('The place in the waitlist (1 = offered the next place that frees).'),
          logPosition: z.string().describe('The event log position of the write (send it back as x-nvp-position).'),
        }),
      ]),
    },
  },
  'POST /api/opportunity/waitlist/accept': {
    summary: 'The volunteer accepts the place offered to their waiting application (within 24 hours); the reviews go on',
    body: waitlistAnswerRequest,
    responses: { 400: 'No place is offered to this application, or the offer has expired.', 404: "No such application of the caller's." },
  },
  'POST /api/opportunity/waitlist/decline': {
    summary: 'The volunteer declines the place offered to their waiting application; it goes to the next',
    body: waitlistAnswerRequest,
    responses: { 400: 'No place is offered to this application.', 404: "No such application of the caller's." },
  },
  'GET /api/vio/opportunity/waitlist/:id': {
    summary: "An opportunity's waitlist in order (its organisation, or admins)",
    params: { id: 'The opportunity id.' },
    responses: { 403: "Another organisation's opportunity.", 404: 'No such opportunity.' },
  },
  'POST /api/opportunity/withdraw': {
    summary: 'The volunteer withdraws their own application before its first chosen day (an approved one frees its place)',
    body: withdrawRequest,
    responses: {
      403: "Another volunteer's application.",
      404: 'No such application.',
      409: 'Already withdrawn.',
    },
  },
  'POST /api/admin/opportunity/apply/review': { summary: 'Stage one: an admin selects or rejects an application', body: applicationReviewRequest },
  'POST /api/vio/opportunity/apply/review': { summary: 'Stage two: the organisation approves or rejects a selected application', body: applicationReviewRequest },
  'POST /api/agreement/confirm/volunteer': { summary: "The volunteer's side of the agreement of an approved application", body: agreementConfirmRequest },
  'POST /api/agreement/confirm/vio': { summary: "The organisation's side of the agreement of an approved application", body: agreementConfirmRequest },
  'POST /api/feedback/submit/volunteer': { summary: 'The volunteer feedback on a completed opportunity', body: volunteerFeedbackRequest },
  'POST /api/feedback/submit/vio': { summary: 'The organisation feedback on a volunteer of a completed opportunity', body: vioFeedbackRequest },
  'GET /api/opportunity/userOpportunities': {
    summary: "My Opportunities: the caller's applications",
    query: z.object({
      type: z.enum(['ALL', 'PENDING', 'APPROVED', 'WITHDRAWN']).optional().describe('PENDING = awaiting a decision (PENDING, SELECTED); ALL (the default) every one.'),
      searchValue: z.string().optional(),
      opportunityId: z.string().uuid().optional().describe("Only the caller's application to this opportunity (none or one)."),
    }),
  },
  'GET /api/opportunity/filtered-volunteers/:id': {
    summary: 'The applicants of an opportunity (admins: stage one; its organisation: stage two)',
    params: { id: 'The opportunity id.' },
    query: z.object({ status: z.string().optional() }),
  },
  'GET /api/agreement/fetch/volunteer': { summary: 'The agreement of one application, as the volunteer sees it', query: oneApplication, responses: { 404: 'No such application of the caller.' } },
  'GET /api/agreement/fetch/vio': { summary: 'The agreement of one application, as the organisation sees it', query: oneApplication, responses: { 404: 'No such application of the caller.' } },
  'GET /api/feedback/fetch/volunteer': { summary: 'The feedback form state of one application, for the volunteer', query: oneApplication, responses: { 404: 'No such application of the caller.' } },
  'GET /api/feedback/fetch/vio': { summary: 'The feedback form state of one application, for the organisation', query: oneApplication, responses: { 404: 'No such application of the caller.' } },
});
