import { z } from 'zod';
import { complaintRequest, resolveComplaintRequest } from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';

/** Complaints (complaint/). */
export const complaintDocs = routeDocs('complaint', {
  'POST /api/complaint/add': { summary: 'File a complaint', body: complaintRequest, ok: createdAnswer('Complaint') },
  'POST /api/complaint/resolve/:id': { summary: 'Resolve a complaint with a note, mailed to the complainant', params: { id: 'The complaint id.' }, body: resolveComplaintRequest },
  'GET /api/complaint': {
    summary: 'The complaints, newest first or by a column, optionally of one state (admins)',
    query: z.object({
      state: z.enum(['ONGOING', 'RESOLVED']).optional().describe('One tab of the list; none: every complaint.'),
      sort: z.enum(['userRegistrationNo', 'userName', 'title']).optional().describe('Sort by this column (case-insensitive), newest first within it.'),
      order: z.enum(['asc', 'desc']).optional().describe('The sort direction (default asc).'),
    }),
  },
  'GET /api/complaint/count': { summary: 'The dashboard complaint figure, by state' },
});
