import { z } from 'zod';
import { day, page, timestamp, uuid } from './shapes';

/** Answers of the VIO slice's reads (query-api/src/vio/routes.ts). */

const vioType = z.string().describe('The organisation type, e.g. NGO, INGO, STATEACADEMIA, SCHOOL, NONPROFIT.');
const vioStatus = z.string().describe('EMAIL_UNVERIFIED, EMAIL_VERIFIED, PROFILECOMPLETED, APPROVED, REJECTED or TRANSFERRED.');
const standing = z.enum(['FUNCTIONING', 'SUSPENDED', 'TERMINATED']);
const parentVio = z.object({ id: uuid, name: z.string().nullable() }).nullable().describe('The principal organisation of a sub-VIO; null otherwise.');

/** Everything the read model holds about one organisation, its profile form as submitted (open: the form's fields by type). */
const vioDetail = z.object({
  id: uuid,
  name: z.string().nullable(),
  email: z.string().nullable(),
  type: vioType,
  status: vioStatus,
  registrationNo: z.string().nullable(),
  description: z.string().nullable(),
  imageURL: z.string().nullable(),
  erased: z.boolean(),
  standing,
  suspendedUntil: day.nullable(),
  registeredAt: timestamp.nullable(),
  emailVerifiedAt: timestamp.nullable(),
  profileSubmittedAt: timestamp.nullable(),
  reviewedAt: timestamp.nullable(),
  parentVio,
  profile: z.record(z.string(), z.unknown()).nullable().describe("The profile form as last submitted, public and contact parts together (open: the form's fields depend on the type); null before the first."),
});

/** A row of the admins' VIO list: part of the detail. */
const listRow = vioDetail.pick({ id: true, name: true, email: true, type: true, status: true, registrationNo: true, imageURL: true, standing: true, parentVio: true });
const pickerRow = vioDetail.pick({ id: true, name: true, registrationNo: true, type: true, imageURL: true });

export const vioAnswers = {
  'GET /api/vio/profile': vioDetail,
  'GET /api/admin/vio/:id': vioDetail,
  'GET /api/admin/vio/pending': page(vioDetail),
  'GET /api/vio/public-view/:id': z
    .looseObject({
      id: uuid,
      name: z.string().nullable(),
      type: vioType,
      registrationNo: z.string().nullable(),
      description: z.string().nullable(),
      imageURL: z.string().nullable(),
      parentVio,
      principalVioName: z.string().nullable(),
      stats: z.object({
        organizationalVolunteers: z.number().int(),
        mobilizedVolunteers: z.number().int(),
        completedOpportunities: z.number().int(),
        volunteerHours: z.number(),
        valueOfContribution: z.number().describe('Confirmed hours at the hourly rate, LKR.'),
      }),
      sdgHours: z.record(z.string(), z.number()).describe('Hours per goal, "1" to "17".'),
    })
    .describe("The public view. One more field, named by the type (e.g. `VioNgo`), holds the public profile and contact fields (open: the type's form)."),
  'GET /api/vio/list': {
    description: 'Admins: `{ count, page, pageSize, rows }` of every organisation. An approved VIO (the picker): one page of other approved organisations, public fields only.',
    schema: z.union([z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), rows: z.array(listRow) }), page(pickerRow)]),
  },
  'GET /api/admin/sub-vio/parents': z.object({ id: uuid, email: z.string().nullable(), name: z.string().nullable(), registrationNo: z.string().nullable() }),
  'GET /api/vio/:id': z.object({
    id: uuid,
    name: z.string().nullable(),
    email: z.string().nullable().describe('Only for admins, the organisation itself and its principal.'),
    status: vioStatus,
    type: vioType,
    description: z.string().nullable(),
    registrationNo: z.string().nullable(),
    imageURL: z.string().nullable(),
    parentVio,
  }),
};
