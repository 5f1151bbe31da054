import { complaintRequest, resolveComplaintRequest } from '@nvp/events';
import { createdAnswer, routeDocs } from '../types';

/** Complaints (complaint/). */
export const complaintDocs = routeDocs('complaint', {
  'POST /api/complaint/add': { summary: 'File a complaint', body: complaintRequest, ok: createdAnswer('Complaint') },
  'POST /api/complaint/resolve/:id': { summary: 'Resolve a complaint with a note, mailed to the complainant', params: { id: 'The complaint id.' }, body: resolveComplaintRequest },
  'GET /api/complaint': { summary: 'Every complaint, newest first (admins)' },
  'GET /api/complaint/count': { summary: 'The dashboard complaint figure, by state' },
});
