import { z } from 'zod';
import { certificateKinds } from '@nvp/events';
import { day, timestamp, uuid } from './shapes';

/** Answers of certificates (issue 29): query-api/src/certificate/routes.ts and command-api/src/certificate/routes.ts. */
const certificateId = z.string().describe('22 URL-safe characters (128 random bits).');
const period = z.object({ from: day, to: day }).describe("The engagement's first and last day, or the year's.");

export const certificateAnswers = {
  'GET /api/certificate/list': z.array(
    z.object({
      id: certificateId,
      kind: z.enum(certificateKinds),
      opportunityId: uuid.optional().describe('ENGAGEMENT only.'),
      opportunity: z.string().nullable().optional().describe("ENGAGEMENT only: the opportunity's title."),
      vio: z.string().nullable().optional().describe('ENGAGEMENT only: the organisation.'),
      year: z.number().int().optional().describe('ANNUAL only.'),
      hours: z.number().describe('The confirmed hours it states.'),
      period,
      issuedAt: timestamp,
      url: z.string().describe('Its PDF: GET with the token.'),
    }),
  ),
  'GET /api/certificate/verify/:id': z.union([
    z.object({
      valid: z.literal(true),
      id: certificateId,
      kind: z.enum(certificateKinds),
      name: z.string().describe("The volunteer's name."),
      vio: z.string().nullable().describe('ENGAGEMENT: the organisation; null for ANNUAL.'),
      opportunity: z.string().nullable().describe("ENGAGEMENT: the opportunity's title; null for ANNUAL."),
      year: z.number().int().optional(),
      hours: z.number(),
      period,
      issuedAt: timestamp,
    }),
    z.object({ valid: z.literal(false), reason: z.enum(['UNKNOWN', 'REVOKED']).describe('REVOKED: hours corrected or the volunteer erased (not told apart).') }),
  ]),
  'POST /api/dev/jobs/certificates': z.object({
    message: z.string(),
    issued: z.number().int().describe('Certificates issued now.'),
    revoked: z.number().int().describe('Certificates revoked now (hours corrected).'),
    position: z.string().optional(),
  }),
};
