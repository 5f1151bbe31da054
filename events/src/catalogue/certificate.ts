import { z } from 'zod';
import { defineEvent } from './define';

/**
 * The `certificate` slice (issue 29): one stream `certificate-<volunteerId>` per volunteer holding the certificates
 * issued to them and their revocations. Ids, a year, hours and days only: nothing personal, nothing sealed — the
 * name is read from the volunteers read model when a PDF or a verification is made, so an erased volunteer's
 * certificate names no one.
 */
/** An unguessable certificate id: 128 random bits, base64url (22 characters). */
export const certificateId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const certificateKinds = ['ENGAGEMENT', 'ANNUAL'] as const;
/** Why a certificate was revoked (erasure needs no event: the read side treats an erased volunteer's certificates as revoked). */
export const revocationReasons = ['HOURS_CORRECTED'] as const;

export const CertificateIssued = defineEvent(
  'certificate',
  'CertificateIssued',
  z.object({
    certificateId,
    volunteerId: z.string().uuid(),
    /** ENGAGEMENT: one completed engagement whose hours the organisation confirmed; ANNUAL: a past year's confirmed hours. */
    kind: z.enum(certificateKinds),
    /** ENGAGEMENT only: the application, its opportunity and the organisation that owns it. */
    applicationId: z.string().uuid().optional(),
    opportunityId: z.string().uuid().optional(),
    vioId: z.string().uuid().optional(),
    /** ANNUAL only: the calendar year (Colombo). */
    year: z.number().int().min(2000).max(2999).optional(),
    /** The confirmed hours it states. */
    hours: z.number().min(0),
    /** The days it covers: the engagement's first and last chosen day, or 1 January to 31 December. */
    period: z.object({ from: day, to: day }),
  }),
  "The certificate job issued a verifiable certificate of confirmed hours: for one completed engagement (the organisation confirmed its hours) or for a past year's confirmed hours. It names no one: the name is read when it is shown.",
);

export const CertificateRevoked = defineEvent(
  'certificate',
  'CertificateRevoked',
  z.object({
    certificateId,
    volunteerId: z.string().uuid(),
    /** HOURS_CORRECTED: the confirmed hours it states changed (a new certificate is issued). */
    reason: z.enum(revocationReasons),
  }),
  'A certificate stopped being valid: the confirmed hours it states changed (a new one is issued beside it). Its verification page says it is revoked.',
);

export const certificateEvents = [CertificateIssued, CertificateRevoked] as const;
