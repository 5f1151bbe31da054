import { z } from 'zod';
import { adminChangePasswordRequest, adminDetailsRequest, adminRegistrationRequest, inviteAdminRequest, suspendRequest } from '@nvp/events';
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
});
