import { z } from 'zod';
import { day, opportunityCard, page, timestamp, uuid, vioRef } from './shapes';

/** Answers of the opportunity slice's reads (query-api/src/opportunity/routes.ts). */

const status = z.string().describe('CREATED, APPROVED, REJECTED or COMPLETED.');
const detail = z
  .looseObject({
    id: uuid,
    kind: z.enum(['FORMAL', 'NONFORMAL']),
    status,
    vioId: uuid,
    Vio: vioRef,
    isShared: z.boolean(),
    sharedWith: uuid.nullable(),
    hoursPerWeek: z.number().nullable(),
    description: z.string().describe('In the asked language, English when that one is empty.'),
    descriptionSMS: z.string().optional().describe('Formal only, in the asked language.'),
    supervisor: z.record(z.string(), z.string()).nullable().describe('To a signed-in caller only (its fields also appear at the top level); null otherwise.'),
    createdAt: timestamp,
    updatedAt: timestamp.nullable(),
    reviewedAt: timestamp.nullable(),
  })
  .describe("The whole opportunity: these fields and the form's fields as submitted (open: the formal or non-formal form).");
const nonFormalRow = z.object({
  id: uuid,
  title: z.string(),
  status,
  supervisorName: z.string().nullable(),
  supervisorEmail: z.string().nullable(),
  cardImage: z.string().nullable(),
  startDate: day.nullable(),
  endDate: day.nullable(),
  vioId: uuid,
  Vio: vioRef,
  createdAt: timestamp,
});
const search = z.object({ count: z.number().int(), rows: z.array(opportunityCard.extend({ owner: z.boolean().describe('Own (not shared with the caller).') })) });

export const opportunityAnswers = {
  'GET /api/opportunity/getOpportunities': page(opportunityCard),
  'GET /api/opportunity/getHomeOpportunities': z.object({ onlineOpportunities: z.array(opportunityCard), regularOpportunities: z.array(opportunityCard) }),
  'GET /api/opportunity/get/:id': detail,
  'GET /api/nonformal-opportunity/get/:id': detail,
  'GET /api/opportunity/list/:status': page(opportunityCard.extend({ createdAt: timestamp, language: z.unknown().describe('As the form gave it.'), location: z.string().nullable() })),
  'GET /api/vio/opportunity-stat': z.object({ total: z.number().int(), onGoing: z.number().int(), completed: z.number().int(), pending: z.number().int(), rejected: z.number().int() }),
  'POST /api/vio/opportunity/search': { description: 'One page of matches and their total (also in header `x-total-count`).', schema: search },
  'GET /api/vio/vio-opportunity/search': search,
  'GET /api/nonformal-opportunity/vio/list': page(nonFormalRow),
  'GET /api/nonformal-opportunity/admin/list': page(nonFormalRow),
  // Issue 27: the caller's drafts.
  'GET /api/vio/opportunity/drafts': page(z.object({ id: uuid, kind: z.enum(['FORMAL', 'NONFORMAL']), title: z.string(), createdAt: timestamp, updatedAt: timestamp })),
  'GET /api/vio/opportunity/draft/:id': z
    .looseObject({ id: uuid, kind: z.enum(['FORMAL', 'NONFORMAL']), status: z.literal('DRAFT'), title: z.string(), createdAt: timestamp, updatedAt: timestamp })
    .describe('The draft as saved: only the fields filled so far (the supervisor\'s among them), with these.'),
  'GET /api/sharedOpportunity/getRequests': page(
    z.object({
      id: uuid.describe('The opportunity id.'),
      opportunityId: uuid,
      status: z.enum(['REQUESTED', 'ACCEPTED', 'REJECTED']),
      primaryVio: uuid,
      secondaryVio: uuid,
      requestedAt: timestamp,
      answeredAt: timestamp.nullable(),
      Opportunity: z.object({ id: uuid, title: z.string(), status, Vio: vioRef }),
    }),
  ),
  'GET /api/sharedOpportunity/candidates/:id': page(
    z.object({ id: uuid, name: z.string().nullable(), email: z.string().nullable(), requestStatus: z.enum(['REQUESTED', 'ACCEPTED', 'REJECTED']).nullable().describe('A request already sent, if any.') }),
  ),
};
