import { admins, adminsWith, everyone, viosIn, type Role } from './roles';

/** Approved organisations (a transferred sub-VIO stays approved). */
const approvedVios = viosIn('APPROVED', 'TRANSFERRED');
const reviewers = adminsWith('APPROVE_OPPORTUNITIES');

/** Who may call each route of the opportunity slice (see roles.ts for the caller names). */
export const opportunityRows: Record<string, Role[]> = {
  'GET /api/formData/createVO': everyone,
  'POST /api/vio/create-opportunity': approvedVios,
  'PUT /api/opportunity/update/:id': approvedVios,
  'PUT /api/opportunity/complete/:id': approvedVios,
  'DELETE /api/opportunity/delete/:id': approvedVios,
  'POST /api/admin/opportunity/review': reviewers,
  'POST /api/nonformal-opportunity/vio/create': approvedVios,
  'PUT /api/nonformal-opportunity/vio/:id': approvedVios,
  'PUT /api/nonformal-opportunity/admin/approve/:id/:flag': reviewers,
  // Issue 27: drafts (ownership inside: another VIO's draft is 403 to change, 404 to read).
  'POST /api/vio/opportunity/draft': approvedVios,
  'POST /api/vio/opportunity/draft/:id/submit': approvedVios,
  'DELETE /api/vio/opportunity/draft/:id': approvedVios,
  'GET /api/vio/opportunity/drafts': approvedVios,
  'GET /api/vio/opportunity/draft/:id': approvedVios,
  'POST /api/sharedOpportunity/request': approvedVios,
  'POST /api/sharedOpportunity/Accept': approvedVios,
  // Public discovery; an opportunity not yet approved is answered 404 to strangers inside the route.
  'GET /api/opportunity/getOpportunities': everyone,
  'GET /api/opportunity/getHomeOpportunities': everyone,
  'GET /api/opportunity/get/:id': everyone,
  // Reviewers and the admins who select applicants (CONFIRM_VOLUNTEERS) both list opportunities by status.
  'GET /api/opportunity/list/:status': adminsWith('APPROVE_OPPORTUNITIES', 'CONFIRM_VOLUNTEERS'),
  'GET /api/vio/opportunity-stat': approvedVios,
  'POST /api/vio/opportunity/search': approvedVios,
  'GET /api/vio/vio-opportunity/search': approvedVios,
  'GET /api/nonformal-opportunity/vio/list': approvedVios,
  'GET /api/nonformal-opportunity/admin/list': reviewers,
  // Its VIO or any admin (ownership checked inside: another VIO gets 404).
  'GET /api/nonformal-opportunity/get/:id': [...approvedVios, ...admins],
  'GET /api/sharedOpportunity/getRequests': approvedVios,
  'GET /api/sharedOpportunity/candidates/:id': approvedVios,
  // Issue 25: the open data feed (open opportunities, no personal data), public and read-only.
  'GET /api/open-data/opportunities': everyone,
};
