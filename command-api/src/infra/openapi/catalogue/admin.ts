import { z } from 'zod';
import { adminChangePasswordRequest, adminDetailsRequest, adminRegistrationRequest, historyKinds, inviteAdminRequest, PAGE_SIZE_MAX, suspendRequest } from '@nvp/events';
import { routeDocs } from '../types';

/** Administrators and user standing (admin/). */
export const adminDocs = routeDocs('admin', {
  'POST /api/admin/invite': { summary: 'Invite an administrator by e-mail with a set of permissions (core admin)', body: inviteAdminRequest },
  'POST /api/admin/register': { summary: 'Complete an administrator invitation (name, password) with the mailed key', body: adminRegistrationRequest },
  'DELETE /api/admin/:id': { summary: 'Remove an administrator or withdraw an invitation (core admin)', params: { id: 'The administrator id.' } },
  'POST /api/admin/change-password': { summary: 'Change the own administrator password', body: adminChangePasswordRequest },
  'PUT /api/admin/details': { summary: 'Change the own administrator name and bio', body: adminDetailsRequest },
  'PUT /api/admin/user/suspend': {
    summary: 'Suspend a user until a day (MM-DD-YYYY, Colombo time) or lift a suspension',
    // The schema takes today's date only to refuse past days; any day documents the same shape.
    body: suspendRequest('2000-01-01'),
  },
  'DELETE /api/admin/user/terminate/:id': { summary: 'Terminate a user account', params: { id: 'The user id (volunteer, VIO or emergency user).' } },
  'GET /api/admin/details': { summary: 'The own administrator profile and permissions' },
  'GET /api/admin/list': { summary: 'Every administrator; pending invitations show as INVITED or EXPIRED' },
  'GET /api/admin/verify/:token': { summary: "The invitee's e-mail for the registration form", params: { token: 'The mailed invitation key.' } },
  'GET /api/admin/user/suspend/:id': {
    summary: 'A user standing as text: SUSPENDED, FUNCTIONING or TERMINATED (spec §7)',
    params: { id: 'The user id.' },
    ok: { description: 'The standing, as a JSON string.', schema: z.enum(['SUSPENDED', 'FUNCTIONING', 'TERMINATED']) },
  },
  'GET /api/admin/user/standing/:id': { summary: "A user's standing with the suspension end day", params: { id: 'The user id.' } },
  'GET /api/admin/outbox': { summary: 'Mail kept for core admins when no SMTP server is configured' },
  'GET /api/projections/lag': { summary: 'How far each read model is behind the event log' },
  'GET /api/admin/history/:kind/:id': {
    summary: "A subject's history for auditors (AUDIT): its events (paged, newest first) with personal data opened, the state now and as of an event",
    description:
      'Every answer is recorded before it is sent (who looked at whom, with `at`; a page is an answer), so the answer\'s `views` include this one; when the view cannot be written nothing is answered. Personal data of an erased subject reads "[erased]". ' +
      'With `page`, `pageSize` or `before` the timeline is one page, newest first: header `x-total-count` counts the events of the list asked (older than `before` when given), `x-page-size` the size used; the body adds `total` (events of the whole timeline) and `next` (the `before` of the following page, null at the end). ' +
      'Without any of them the answer is the whole timeline in log order (existing callers).',
    params: { kind: `The kind of subject: ${historyKinds.join(', ')}.`, id: 'The subject id.' },
    query: z.object({
      at: z.string().optional().describe('A position of one of the history\'s events ("commit/prepare"): the state as of that event is added.'),
      before: z.string().optional().describe('The cursor: a position of one of the history\'s events (a page\'s `next`); only older events are listed.'),
      page: z.number().int().min(1).optional().describe('Page number from 1 (default 1), counted after `before`; a page past the end is empty.'),
      pageSize: z.number().int().min(1).optional().describe(`Events a page, at most ${PAGE_SIZE_MAX} (a larger ask is clamped).`),
    }),
    responses: {
      400: 'The `at` or `before` position is not one of the events of this history (field `at` or `before`), or a paging value is not a whole number in range (field `page` or `pageSize`).',
      404: 'No such kind, or no such subject.',
    },
  },
  'GET /api/admin/sinks': { summary: "Each sink's delivery state and the dead-lettered messages, latest first (core admin)" },
  'POST /api/admin/sinks/dead-letters/:id/retry': {
    summary: 'Ask the projection runner to try a dead-lettered message once more (core admin)',
    params: { id: 'The dead letter id (a number).' },
    body: 'none',
    ok: { description: 'Retry requested (not an event: no position).', schema: z.object({ message: z.string() }) },
    responses: { 404: 'No such dead letter.' },
  },
  'GET /api/admin/projections': {
    summary: 'Every read model with its position, lag and parked-event count, and the parked events, latest first (core admin)',
    responses: { 503: 'Read-model administration is not available in this process.' },
  },
  'GET /api/admin/projections/verify': {
    summary: 'Verify read models: each is rebuilt from the log into a shadow schema and its content hash compared with the live one (core admin)',
    query: z.object({ name: z.string().optional().describe('One read model (e.g. `volunteers`); without it every one.') }),
    responses: { 400: 'Unknown read model (field `name`).', 409: 'A verification or rebuild is already running.', 503: 'Read-model administration is not available in this process.' },
  },
  'POST /api/admin/projections/parked/:id/retry': {
    summary: "Apply an event a read model parked once more, after a fix: applied, its parked row goes; failing again, it stays with the new error (core admin)",
    params: { id: 'The parked event id (a UUID, from GET /api/admin/projections).' },
    body: 'none',
    ok: {
      description: 'The outcome (not an event: no position). `rebuildAdvised`: later events of its stream were applied before it; a rebuild puts them in log order.',
      schema: z.object({
        id: z.string(),
        model: z.string(),
        eventId: z.string(),
        eventType: z.string(),
        applied: z.boolean(),
        error: z.string().optional(),
        rebuildAdvised: z.boolean().optional(),
      }),
    },
    responses: { 400: 'The id is not a UUID (field `id`).', 404: 'No such parked event.', 409: 'The read model is being rebuilt or verified.', 503: 'Not available in this process.' },
  },
  'POST /api/admin/projections/rebuild': {
    summary: 'Start a blue/green rebuild of one read model beside the live tables; poll GET /api/admin/projections for progress (core admin)',
    body: z.object({ name: z.string().describe('The read model to rebuild.') }),
    okStatus: 202, // its answer: answers/admin.ts
    responses: { 400: 'Choose a read model to rebuild (field `name`).', 409: 'A rebuild is already under way: the running job.', 503: 'Read-model administration is not available in this process.' },
  },
});
