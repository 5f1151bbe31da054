import { z } from 'zod';
import {
  acceptSharedOpportunityRequest,
  formalOpportunityRequest,
  nonFormalOpportunityRequest,
  opportunityReviewRequest,
  opportunityStatuses,
  shareOpportunityRequest,
  vioOpportunitySearchRequest,
} from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';

// The rules take today's date (Colombo) only to refuse past start dates; any day documents the same shape.
const clock = { today: '2000-01-01' };
const id = { id: 'The opportunity id.' };

/** Formal and non-formal opportunities and their sharing between organisations (opportunity/). */
export const opportunityDocs = routeDocs('opportunity', {
  'POST /api/vio/create-opportunity': { summary: 'Create a formal opportunity (approved organisation); it awaits admin review', body: formalOpportunityRequest(clock), ok: createdAnswer('Opportunity') },
  'PUT /api/opportunity/update/:id': { summary: 'Edit an own formal opportunity (it goes back to review)', params: id, body: formalOpportunityRequest(clock) },
  'PUT /api/opportunity/complete/:id': { summary: 'Mark an own formal opportunity completed', params: id, body: 'none' },
  'DELETE /api/opportunity/delete/:id': { summary: 'Delete an own formal opportunity', params: id },
  'POST /api/admin/opportunity/review': { summary: 'Approve or reject a formal opportunity awaiting review', body: opportunityReviewRequest },
  'POST /api/nonformal-opportunity/vio/create': { summary: 'Create a non-formal opportunity', body: nonFormalOpportunityRequest(clock), ok: createdAnswer('Opportunity') },
  'PUT /api/nonformal-opportunity/vio/:id': { summary: 'Edit an own non-formal opportunity', params: id, body: nonFormalOpportunityRequest(clock) },
  'PUT /api/nonformal-opportunity/admin/approve/:id/:flag': {
    summary: 'Approve or reject a non-formal opportunity',
    params: { ...id, flag: 'true or APPROVED approves; false or REJECTED rejects.' },
    body: 'none',
  },
  'POST /api/sharedOpportunity/request': { summary: 'Ask another approved organisation to share an own opportunity', body: shareOpportunityRequest },
  'POST /api/sharedOpportunity/Accept': { summary: 'Accept (or, with Accepted false, reject) a share request sent to the caller', body: acceptSharedOpportunityRequest },
  'GET /api/opportunity/getOpportunities': {
    summary: 'The public list of approved formal opportunities, newest first, paged',
    description: 'The body is the page of cards; header `x-total-count` gives the total.',
    query: z.object({
      type: z.enum(['ALL', 'ONLINE', 'REGULAR']).optional(),
      searchValue: z.string().max(100).optional().describe('Part of the title (case-insensitive).'),
      page: z.number().int().min(1).optional(),
      pageSize: z.number().int().min(1).max(100).optional().describe('Default 12.'),
      lang: z.enum(['en', 'si', 'ta']).optional().describe('Language of the texts (else Accept-Language).'),
    }),
  },
  'GET /api/opportunity/getHomeOpportunities': {
    summary: "The volunteer home's two carousels, newest first",
    query: z.object({ limit: z.number().int().min(1).max(30).optional() }),
  },
  'GET /api/opportunity/get/:id': {
    summary: 'One formal opportunity (approved and completed ones are public; others to their organisations and admins)',
    params: id,
    query: z.object({ lang: z.enum(['en', 'si', 'ta']).optional() }),
  },
  'GET /api/opportunity/list/:status': {
    summary: 'Formal opportunities by status, newest first, for reviewers and applicant selectors',
    params: { status: `One of ${opportunityStatuses.join(', ')}.` },
    query: z.object({ searchValue: z.string().max(100).optional().describe('Part of the title to look for (case-insensitive).') }),
  },
  'GET /api/vio/opportunity-stat': { summary: "The organisation dashboard figures: total, ongoing, completed, pending (own and shared)" },
  'POST /api/vio/opportunity/search': { summary: "Search the caller's own and shared opportunities", body: vioOpportunitySearchRequest },
  'GET /api/vio/vio-opportunity/search': {
    summary: "Search the caller's own and shared opportunities (the same search as a query string)",
    query: vioOpportunitySearchRequest,
  },
  'GET /api/nonformal-opportunity/vio/list': {
    summary: "The organisation's own non-formal opportunities",
    query: z.object({ userID: z.string().optional().describe('When sent, must be the caller.') }),
  },
  'GET /api/nonformal-opportunity/admin/list': {
    summary: 'Every non-formal opportunity, for the admin approval table, newest first or by a column',
    query: z.object({
      status: z.string().optional().describe('ALL (default) or an opportunity status.'),
      sort: z.enum(['supervisorName', 'supervisorEmail', 'title', 'status']).optional().describe('Sort by this column (case-insensitive), newest first within it.'),
      order: z.enum(['asc', 'desc']).optional().describe('The sort direction (default asc).'),
    }),
  },
  'GET /api/nonformal-opportunity/get/:id': { summary: 'One non-formal opportunity (its organisation and admins)', params: id },
  'GET /api/sharedOpportunity/getRequests': {
    summary: 'Share requests sent to the caller, newest first, with their status',
    query: z.object({ vioId: z.string().optional().describe('When sent, must be the caller.') }),
  },
  'GET /api/sharedOpportunity/candidates/:id': {
    summary: 'Organisations an own opportunity may be shared with, with any request already sent',
    params: id,
    query: z.object({ searchValue: z.string().optional().describe('Part of the name or e-mail.') }),
  },
});
