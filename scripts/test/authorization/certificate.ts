import { admins, everyone, volunteers, type Role } from './roles';

/** Who may call each route of certificates (issue 29); owning the certificate is checked on the object (objects.ts). */
export const certificateRows: Record<string, Role[]> = {
  // Every volunteer lists their own (a volunteer with none gets an empty list).
  'GET /api/certificate/list': volunteers,
  // The volunteer it was issued to, and admins (another volunteer: 403 on the object).
  'GET /api/certificate/:id/pdf': [...admins, ...volunteers],
  // The public verification the QR code leads to: the unguessable id is the capability.
  'GET /api/certificate/verify/:id': everyone,
  // Development only, like the outbox (registered only with DEV_OUTBOX).
  'POST /api/dev/jobs/certificates': everyone,
};
