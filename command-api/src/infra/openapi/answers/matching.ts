import { z } from 'zod';
import { day, timestamp, uuid } from './shapes';

/** Answers of the matched opportunities (issue 29): command-api/src/matching/routes.ts and query-api/src/matching/routes.ts. */
const reason = z
  .object({
    code: z.enum(['same-gn', 'same-ds', 'near', 'same-district', 'online', 'skill', 'core-function', 'area', 'sdg', 'days', 'available-days', 'newest']),
    text: z.string().describe("The reason in the request's language."),
  })
  .catchall(z.unknown())
  .describe('A code with its parameters (district, divisionalSecretariat, gnDivision, km, skill, category, sdg, days) and its sentence.');

export const matchingAnswers = {
  'GET /api/opportunity/for-you': z.array(
    z.object({
      id: uuid,
      title: z.string(),
      score: z.number().int().describe('Points of the signals that match (0: nothing known matches; then newest first).'),
      reasons: z.array(reason),
      district: z.string().nullable().describe('English, as the opportunity records it.'),
      districtName: z.string().nullable().describe("The district in the request's language."),
      category: z.number().int().nullable(),
      type: z.enum(['REGULAR', 'ONLINE']).nullable(),
      vio: z.object({ name: z.string() }),
      startDate: day,
      endDate: day,
    }),
  ),
  'GET /api/volunteer/match-mail': z.object({ weekly: z.boolean(), lastDigestAt: timestamp.nullable(), mailed: z.number().int() }),
  'POST /api/volunteer/match-mail': z.object({ message: z.string(), weekly: z.boolean(), position: z.string().optional() }),
  'POST /api/dev/jobs/match-mail': z.object({ message: z.string(), digests: z.number().int().describe('Digests recorded now.'), position: z.string().optional() }),
};
