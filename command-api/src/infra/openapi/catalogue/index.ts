import { z } from 'zod';
import { PAGE_SIZE_MAX } from '@nvp/events';
import type { RouteDoc } from '../types';
import { accountDocs } from './account';
import { adminDocs } from './admin';
import { volunteerDocs } from './volunteer';
import { vioDocs } from './vio';
import { opportunityDocs } from './opportunity';
import { applicationDocs } from './application';
import { contentDocs } from './content';
import { complaintDocs } from './complaint';
import { emergencyDocs } from './emergency';
import { platformDocs } from './platform';
import { organisationDocs } from './organisation';
import { attendanceDocs } from './attendance';
import { calendarDocs } from './calendar';
import { certificateDocs } from './certificate';
import { matchingDocs } from './matching';
import { answers } from '../answers';

/**
 * Every API route of both services, `"<METHOD> <path>"` → what it reads and answers, one file per slice.
 * A new route needs one line in its slice's file (the completeness test names any route without one).
 */
const parts = [accountDocs, adminDocs, volunteerDocs, vioDocs, opportunityDocs, applicationDocs, contentDocs, complaintDocs, emergencyDocs, platformDocs, organisationDocs, attendanceDocs, calendarDocs, certificateDocs, matchingDocs];

export const catalogue: Record<string, RouteDoc & { tag: string }> = {};
for (const part of parts) {
  for (const [route, doc] of Object.entries(part)) {
    if (route in catalogue) throw new Error(`OpenAPI catalogue: ${route} is documented twice`);
    catalogue[route] = doc;
  }
}

// Issue 26: every success answer has its schema (answers/), beside the route's line or in the slice's answers file.
for (const [route, ok] of Object.entries(answers)) {
  const doc = catalogue[route];
  if (!doc) throw new Error(`OpenAPI answers: ${route} is not a documented route`);
  if (doc.ok) throw new Error(`OpenAPI answers: ${route} has its answer in the catalogue already`);
  catalogue[route] = { ...doc, ok };
}

/**
 * Issue 23: every list is paged on the server (events/src/validation/paging.ts). Each paged GET list documents its
 * paging values under the names it reads; the total is in `x-total-count`, the size used in `x-page-size`.
 */
const paging = (options: { page?: string; size?: string; first?: 0 | 1; max?: number; offset?: string } = {}) => {
  const { page = 'page', size = 'pageSize', first = 1, max = PAGE_SIZE_MAX, offset } = options;
  return z.object({
    [offset ?? page]: z
      .number()
      .int()
      .min(offset ? 0 : first)
      .optional()
      .describe(offset ? 'Rows to skip (default 0).' : `Page number from ${first} (default ${first}); a page past the end is empty.`),
    [size]: z.number().int().min(1).optional().describe(`Rows a page, at most ${max} (a larger ask is clamped). The total is in the x-total-count header.`),
  });
};
const pagedLists: Record<string, z.ZodObject> = {
  ...Object.fromEntries(
    [
      '/api/admin/list', '/api/volunteer/listAdmin', '/api/admin/vio/pending', '/api/vio/list', '/api/org/vio/list/:type', '/api/org/volunteer/list/:type',
      '/api/organizationVolunteers/viewAll', '/api/subvio/viewSubvios', '/api/vio/get-sub-vios', '/api/opportunity/getOpportunities', '/api/opportunity/list/:status',
      '/api/nonformal-opportunity/vio/list', '/api/nonformal-opportunity/admin/list', '/api/sharedOpportunity/getRequests', '/api/sharedOpportunity/candidates/:id',
      '/api/opportunity/userOpportunities', '/api/opportunity/filtered-volunteers/:id', '/api/vio/opportunity/waitlist/:id', '/api/complaint', '/api/news/home/list', '/api/news/admin/list',
      '/api/admin/story/list', '/api/admin/partner/list', '/api/admin/emergency-login/list', '/api/emergency-login/opportunity/list',
      '/api/emergency-login/opportunity/list-volunteers/:id', '/api/admin/sinks', '/api/open-data/opportunities', '/api/opportunity/for-you',
      '/api/certificate/list',
    ].map((path) => [`GET ${path}`, paging()]),
  ),
  'GET /api/vio/vio-opportunity/search': paging({ page: 'pageNumber' }),
  'GET /api/vio/get-org-volunteers-subvio/:subvioId': paging({ size: 'size', first: 0 }),
  'GET /api/dev/outbox': paging({ size: 'limit', offset: 'offset', max: 500 }),
  'GET /api/admin/outbox': paging({ size: 'limit', offset: 'offset', max: 500 }),
};
for (const [route, query] of Object.entries(pagedLists)) {
  const doc = catalogue[route];
  if (doc) catalogue[route] = { ...doc, query: doc.query ? doc.query.extend(query.shape) : query };
}

/** What each tag (slice) is about, shown above its operations. */
export const tagDescriptions: Record<string, string> = {
  account: 'Password changes, resets and closing an account (every kind of user).',
  admin: "Administrators, their invitations and permissions; suspending and terminating users; auditors' subject histories; sink delivery and dead letters; read models: lag, verification and rebuilds.",
  application: 'Applications to opportunities, the two-stage review, agreements and feedback.',
  attendance: 'Attendance on engagement days: check-in codes, check-in and check-out by code or name, the day\'s list, no-shows and the hours proposed.',
  auth: 'Signing in: the token every other call carries.',
  calendar: "The volunteer's calendar feed: its secret address, the iCalendar feed calendar apps subscribe to, and one engagement as a .ics file.",
  certificate: 'Verifiable certificates of confirmed hours: the volunteer\'s list, each as a PDF, and their public verification.',
  complaint: 'Complaints and their resolution.',
  content: 'News, success stories, partners, pictures, public documents and Sri Lankan reference data.',
  emergency: 'Emergency users, emergency opportunities, call-outs by SMS and mail, and their answers.',
  matching: 'Opportunities matched to the volunteer: the ranked list with its reasons, and the opt-in weekly mail of new matches.',
  opportunity: 'Formal and non-formal opportunities, their review, and sharing between organisations.',
  organisation: "Organisation membership (a volunteer's requests, a VIO's invitations and members) and the assignment of members to sub-VIOs.",
  platform: 'Health and development helpers.',
  reporting: 'Landing figures, own reports and the admin reports.',
  vio: 'Volunteer-involving organisations: registration, profile forms and approval; sub-VIOs, their activation, deletion and transfer.',
  volunteer: 'Volunteer onboarding (e-mail, phone, bio, referee), referee reviews and approval.',
};
