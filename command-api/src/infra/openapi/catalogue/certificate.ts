import { z } from 'zod';
import { routeDocs } from '../types';

/** The PDF's bytes (a binary body, not JSON). */
const pdfBytes = z.string().meta({ contentMediaType: 'application/pdf', description: 'The PDF itself (binary).' });

/** Verifiable certificates of confirmed hours (issue 29). */
export const certificateDocs = routeDocs('certificate', {
  'GET /api/certificate/list': {
    summary: "The volunteer's valid certificates, newest first: one per completed engagement with confirmed hours, one per past year",
  },
  'GET /api/certificate/:id/pdf': {
    summary: 'A certificate as an A4 PDF in the volunteer\'s language, with a QR code to its public verification (its volunteer and admins)',
    params: { id: 'The certificate (22 URL-safe characters).' },
    query: z.object({ lang: z.enum(['en', 'si', 'ta']).optional().describe("The language to write it in; by default the volunteer's preferred language.") }),
    responses: { 403: "Another volunteer's certificate.", 404: 'No such certificate, or a revoked one.' },
    ok: { description: 'The PDF (Content-Disposition: attachment).', contentType: 'application/pdf', schema: pdfBytes },
  },
  'GET /api/certificate/verify/:id': {
    summary: 'Anyone: whether a certificate is valid and, if so, what it states (the QR code on the PDF leads here through /verify/:id)',
    description:
      'A revoked certificate (its hours were corrected, or the volunteer\'s data was erased) and an unknown id answer `{ valid: false, reason }` with no personal data; ' +
      'REVOKED does not say which.',
    params: { id: 'The certificate.' },
  },
  'POST /api/dev/jobs/certificates': {
    summary: 'Development only: issue now the certificates due (engagements with confirmed hours, past years) and revoke those whose hours changed; the hourly job does it by itself',
    body: 'none',
  },
});
