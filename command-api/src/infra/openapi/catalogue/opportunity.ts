import { z } from 'zod';
import {
  acceptSharedOpportunityRequest,
  formalOpportunityRequest,
  nonFormalOpportunityRequest,
  opportunityDraftRequest,
  opportunityDraftTarget,
  opportunityReviewRequest,
  opportunityStatuses,
  shareOpportunityRequest,
  vioOpportunitySearchRequest,
} from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';

// The rules take today's date (Colombo) only to refuse past start dates; any day documents the same shape.
const clock = { today: '2000-01-01' };
const id = { id: 'The opportunity id.' };

/** One page of GET /api/open-data/opportunities (docs/open-data/opportunities.schema.json is the full schema). */
const named = z.object({ code: z.string().optional().describe('Department of Census and Statistics code.'), name: z.string() });
const openDataPage = z.object({
  '@context': z.literal('https://api.volunteeringdata.io/context/v1'),
  conformsTo: z.literal('https://ns.volunteeringdata.io/'),
  publisher: z.string(),
  modified: z.string().optional().describe('The day an open opportunity last changed.'),
  inLanguage: z.enum(['en', 'si', 'ta']),
  totalItems: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  first: z.string(),
  prev: z.string().optional(),
  next: z.string().optional().describe('Absent on the last page.'),
  last: z.string(),
  '@graph': z.array(
    z.object({
      type: z.literal('Activity'),
      id: z.string().describe("The opportunity's public page."),
      title: z.string(),
      name: z.string(),
      description: z.string(),
      organisation: z.object({ type: z.literal('Organisation'), id: z.string().describe("The organisation's public profile."), name: z.string() }),
      role: z.array(
        z.object({
          type: z.literal('Role'),
          title: z.string(),
          places: z.number().int(),
          commitment: z.string(),
          applyLink: z.string(),
          allowsRemoteParticipation: z.boolean(),
          requirement: z.array(z.string()).optional(),
          skill: z.array(z.string()).optional(),
          reward: z.array(z.string()).optional(),
        }),
      ),
      session: z.array(
        z.object({
          type: z.literal('Session'),
          startDate: z.string(),
          endDate: z.string(),
          hoursPerDay: z.number().int(),
          time: z.array(z.string()).describe('The standard\'s defined times, e.g. https://ns.volunteeringdata.io/SaturdayMorning.'),
          location: z.array(
            z.object({
              type: z.literal('Location'),
              name: z.string().optional(),
              address: z.string(),
              district: named.optional(),
              divisionalSecretariat: named.optional(),
              gnDivision: named.optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** Formal and non-formal opportunities and their sharing between organisations (opportunity/). */
export const opportunityDocs = routeDocs('opportunity', {
  'POST /api/vio/create-opportunity': { summary: 'Create a formal opportunity (approved organisation); it awaits admin review', body: formalOpportunityRequest(clock), ok: createdAnswer('Opportunity') },
  'PUT /api/opportunity/update/:id': { summary: 'Edit an own formal opportunity (it goes back to review)', params: id, body: formalOpportunityRequest(clock) },
  'PUT /api/opportunity/complete/:id': { summary: 'Mark an own formal opportunity completed', params: id, body: 'none' },
  'DELETE /api/opportunity/delete/:id': { summary: 'Delete an own formal opportunity', params: id },
  'POST /api/admin/opportunity/review': { summary: 'Approve or reject a formal opportunity awaiting review', body: opportunityReviewRequest },
  'POST /api/nonformal-opportunity/vio/create': { summary: 'Create a non-formal opportunity', body: nonFormalOpportunityRequest(clock), ok: createdAnswer('Opportunity') },
  'PUT /api/nonformal-opportunity/vio/:id': { summary: 'Edit an own non-formal opportunity', params: id, body: nonFormalOpportunityRequest(clock) },
  // Issue 27: drafts (unfinished opportunities, seen only by their organisation).
  'POST /api/vio/opportunity/draft': {
    summary: 'Save an unfinished opportunity as a draft (new, or the caller\'s draft again by `id`); only the title is required',
    description:
      'Every field that is filled is checked by its own rule of the formal (or, with `kind` NONFORMAL, the non-formal) form; blank fields are left out. ' +
      'The descriptions\' 350-character minimum is asked only on submission. Another organisation\'s draft: 403; an unknown id: 404; a submitted one: 400.',
    body: opportunityDraftTarget.and(opportunityDraftRequest('FORMAL', clock)),
    ok: createdAnswer('Draft', { status: z.literal('DRAFT') }),
  },
  'POST /api/vio/opportunity/draft/:id/submit': {
    summary: 'Submit an own draft with the whole form (the create form\'s rules); it then awaits admin review (CREATED)',
    params: id,
    description: "The body is the whole form of the draft's kind (the formal form here; a non-formal draft takes the non-formal form's body).",
    body: formalOpportunityRequest(clock),
    ok: createdAnswer('Opportunity', { status: z.literal('CREATED') }),
  },
  'DELETE /api/vio/opportunity/draft/:id': { summary: 'Delete an own draft (never submitted)', params: id },
  'GET /api/vio/opportunity/drafts': { summary: "The caller's drafts, last saved first" },
  'GET /api/vio/opportunity/draft/:id': { summary: "One of the caller's drafts as saved (others: 404)", params: id },
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
      searchValue: z.string().max(100).optional().describe('Part of the title or of a description in English, Sinhala or Tamil (case-insensitive).'),
      district: z.string().optional().describe('A district\'s Department of Census and Statistics code (GET /api/data/districts); unknown: 400.'),
      category: z.number().int().min(1).optional().describe('A category id (GET /api/formData/createVO, categories_VO); unknown: 400.'),
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
  'GET /api/open-data/opportunities': {
    summary: 'Open opportunities as open data: JSON-LD in the ODI volunteering data standard (v1 context), paged',
    description:
      'Approved formal opportunities of organisations in good standing whose last day has not passed, in order of approval. No personal data. ' +
      'Public and read-only (Access-Control-Allow-Origin *); the next page is linked in the body (`next`) and the Link header. See docs/open-data.md.',
    query: z.object({ lang: z.enum(['en', 'si', 'ta']).optional().describe('Language of descriptions and place names (default en).') }),
    ok: { description: 'One page of the feed.', contentType: 'application/ld+json', schema: openDataPage },
  },
});
