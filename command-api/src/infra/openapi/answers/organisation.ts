import { z } from 'zod';
import { page, uuid } from './shapes';

/** Answers of the organisation slice's reads (query-api/src/organisation/routes.ts). */

const name = z.string().nullable();
const membershipState = z.string().describe('requested, invited, joined, cancelled or declined (the pair\'s state).');

export const organisationAnswers = {
  'GET /api/org/vio/list/:type': page(
    z.object({
      vioId: uuid,
      name,
      type: z.string(),
      imageURL: z.string().nullable(),
      district: z.string().nullable(),
      state: z.string().describe("The volunteer's side: new, requested, accept (invited) or joined."),
    }),
  ),
  'GET /api/org/volunteer/list/:type': page(
    z.object({
      volunteerId: uuid.nullable().describe('Null for an invitation (not a person until accepted).'),
      invitationId: uuid.nullable(),
      name,
      state: membershipState,
      imageURL: z.string().nullable(),
      district: z.string().nullable(),
      email: z.string().nullable().describe('Only an invitation shows the address the VIO typed.'),
    }),
  ),
  'GET /api/organizationVolunteers/viewAll': page(
    z.object({
      volunteerId: uuid.nullable(),
      invitationId: uuid.nullable(),
      volunteerName: name,
      email: z.string().nullable(),
      state: z.enum(['joined', 'invited']),
      imageURL: z.string().nullable(),
    }),
  ),
  'GET /api/subvio/viewSubvios': page(
    z.object({
      subvioId: uuid,
      subvioName: name,
      subvioLeader: z.string().nullable(),
      subvioDescription: z.string().nullable(),
      email: z.string().nullable(),
      status: z.string(),
      registrationNo: z.string().nullable(),
    }),
  ),
  'GET /api/vio/get-sub-vios': page(z.object({ id: uuid, name, email: z.string().nullable(), type: z.string(), status: z.string(), registrationNo: z.string().nullable() })),
  'GET /api/vio/get-org-volunteers-subvio/:subvioId': z.object({
    content: z.array(
      z.object({
        volunteerId: uuid,
        volunteerFName: name,
        volunteerLName: name,
        email: z.string().nullable(),
        assigned: z.boolean().describe('Assigned to this sub-VIO.'),
        subVioId: uuid,
      }),
    ),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int().describe('From 0.'),
    size: z.number().int(),
  }),
};
