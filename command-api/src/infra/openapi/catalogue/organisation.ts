import { z } from 'zod';
import {
  addOrgVolunteerRequest,
  membershipListTypes,
  membershipRequest,
  membershipReviewRequest,
  removeMemberRequest,
  resignRequest,
  subVioAssignmentRequest,
  vioMembershipStates,
  volunteerMembershipStates,
} from '@nvp/events';
import { routeDocs } from '../types';

/** The answer of a membership change: the pair's state as the caller's side sees it. */
const membershipAnswer = (states: readonly string[], side: string) => ({
  description: `The membership's state after the change, as the ${side} sees it.`,
  schema: z.object({ message: z.string().optional(), state: z.enum(states as [string, ...string[]]), position: z.string() }),
});
const assignmentAnswer = {
  description: 'The assignment as it now stands.',
  schema: z.object({ assigned: z.boolean(), subVioId: z.uuid(), volunteerId: z.uuid(), position: z.string() }),
};
const searchValue = z.object({ searchValue: z.string().optional().describe('Part of the name to look for.') });
const listType = { type: `Which pairs: ${membershipListTypes.join(', ')}.` };

/** Organisation membership, org volunteers and the assignment of members to sub-VIOs (organisation/). */
export const organisationDocs = routeDocs('organisation', {
  // The volunteer's side (/org-vios).
  'POST /api/org/vio/request': {
    summary: 'Ask to join a VIO or accept its invitation (true); withdraw the request or decline the invitation (false)',
    body: membershipRequest,
    ok: membershipAnswer(volunteerMembershipStates, 'volunteer'),
    responses: { 404: 'No such approved organisation.' },
  },
  'POST /api/org/vio/remove': { summary: 'Leave a VIO (resign); sub-VIO assignments end with it', body: resignRequest, ok: membershipAnswer(volunteerMembershipStates, 'volunteer') },
  'GET /api/org/vio/list/:type': { summary: "Approved organisations with the caller's membership state (invited reads 'accept'), by name", params: listType, query: searchValue },
  // The VIO's side (/org-volunteers, /viewOrganizationalVolunteers).
  'POST /api/org/volunteer/review': { summary: "Accept (true) or reject (false) a volunteer's request to join", body: membershipReviewRequest, ok: membershipAnswer(vioMembershipStates, 'organisation') },
  'POST /api/org/volunteer/remove': { summary: 'Remove a member (they can not ask again)', body: removeMemberRequest, ok: membershipAnswer(vioMembershipStates, 'organisation') },
  'DELETE /api/organizationVolunteers/remove': {
    summary: 'Remove a member (the same as POST /api/org/volunteer/remove, by query)',
    query: removeMemberRequest,
    ok: membershipAnswer(vioMembershipStates, 'organisation'),
  },
  'POST /api/organizationVolunteers/add': {
    summary: 'Add a volunteer by e-mail: a volunteer is invited, an unknown address is invited to register',
    description:
      "The same answer whatever the address (no account enumeration, issue 23): a volunteer's address gets an invitation and a mail, an address without an account an invitation to register (it waits until a volunteer verifies that address), an address of another kind of account a waiting invitation without a mail. The VIO's lists show each as the typed address only, until the person accepts. A VIO may add 50 addresses in 24 hours (ORG_INVITATIONS_PER_DAY).",
    body: addOrgVolunteerRequest,
    responses: { 429: "The organisation's additions of the day are used up, or too many invitations to this address." },
  },
  'GET /api/org/volunteer/list/:type': {
    summary: "The organisation's membership pairs and their states (a withdrawn request is not shown); in `all` also its open invitations, as the typed address only (volunteerId, name, picture and district null)",
    params: listType,
    query: searchValue,
  },
  'GET /api/organizationVolunteers/viewAll': { summary: 'Members and open invitations of the organisation (an invitation shows only the typed address until accepted)', query: searchValue },
  // Sub-VIOs of the principal and the assignment of its members to them.
  'GET /api/subvio/viewSubvios': {
    summary: "The organisation's sub-VIOs (deleted ones aside)",
    query: z.object({ searchValue: z.string().optional().describe('Part of the id, name or registration number.') }),
  },
  'GET /api/vio/get-sub-vios': { summary: "The organisation's sub-VIOs, for the sub-VIO list" },
  'GET /api/vio/get-org-volunteers-subvio/:subvioId': {
    summary: "The principal's joined members, a page at a time, with whether each is assigned to this sub-VIO",
    params: { subvioId: "One of the caller's sub-VIOs." },
    query: z.object({
      page: z.number().int().min(0).optional().describe('From 0 (default 0).'),
      size: z.number().int().min(1).max(100).optional().describe('Default 10.'),
      firstName: z.string().optional().describe('Part of the first name.'),
    }),
  },
  'POST /api/org/subvio/assign': {
    summary: 'Assign a joined member to one of the own sub-VIOs',
    body: subVioAssignmentRequest,
    ok: assignmentAnswer,
    responses: { 404: 'No such sub-VIO of the caller.' },
  },
  'POST /api/org/subvio/unassign': {
    summary: "Take a member's assignment to one of the own sub-VIOs back",
    body: subVioAssignmentRequest,
    ok: assignmentAnswer,
    responses: { 404: 'No such sub-VIO of the caller.' },
  },
});
