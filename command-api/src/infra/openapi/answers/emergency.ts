import { z } from 'zod';
import { day, page, timestamp, uuid } from './shapes';

/** Answers of the emergency and complaint slices' reads (query-api/src/emergency/routes.ts, complaint/routes.ts). */

const emergencyOpportunity = z.object({
  id: uuid,
  title: z.string(),
  category: z.array(z.string()).describe('Categories as the form gave them (ids or words, as text).'),
  noOfVolunteers: z.number().int().nullable(),
  coreFunctions: z.array(z.string()),
  supervisorName: z.string().nullable().describe('Null once the owner is erased (as are the other supervisor fields).'),
  supervisorLandline: z.string().nullable(),
  supervisorMobile: z.string().nullable(),
  supervisorEmail: z.string().nullable(),
  sdgNumbers: z.array(z.number().int()).nullable(),
  descriptionEnglish: z.string().nullable(),
  descriptionSinhala: z.string().nullable(),
  descriptionTamil: z.string().nullable(),
  descriptionSMSEnglish: z.string().nullable(),
  descriptionSMSSinhala: z.string().nullable(),
  descriptionSMSTamil: z.string().nullable(),
  district: z.string().nullable(),
  divisionalSecretariat: z.string().nullable(),
  gnDivision: z.string().nullable(),
  location: z.string().nullable(),
  startDate: day.nullable(),
  endDate: day.nullable(),
  status: z.string().describe('CREATED or COMPLETED.'),
});

/** A volunteer's SMS reply, as the gateway (or the development form) sends it. */
const smsReply = z.union([
  z.object({ accepted: z.literal(true), answer: z.enum(['YES', 'NO']), reply: z.string().describe('The SMS sent back.'), position: z.string() }),
  z.object({ accepted: z.literal(false), reply: z.string().describe('Why nothing was recorded (not YES/NO, no open call-out or engagement reminder, or the answer was refused: the reason).') }),
]);

export const emergencyAnswers = {
  'POST /api/sms/inbound': { description: 'Read: recorded, or why not (the text to send back).', schema: smsReply },
  'POST /api/dev/sms/inbound': { description: 'As the gateway webhook answers.', schema: smsReply },
  'GET /api/admin/emergency-login/list': page(z.object({ id: uuid, name: z.string().nullable(), email: z.string().nullable(), status: z.string(), verified: z.boolean() })),
  'GET /api/emergency-login/verify/:token': z.object({ name: z.string().nullable(), email: z.string() }),
  'GET /api/emergency-login/opportunity/list': z.object({ emergencyOpportunities: page(emergencyOpportunity), name: z.string().describe("The caller's name.") }),
  'GET /api/emergency-login/opportunity/:id': emergencyOpportunity.extend({
    callOut: z.object({ invited: z.number().int(), sent: z.number().int().describe('Volunteers whose SMS and mail have gone out.') }),
  }),
  'GET /api/emergency-login/opportunity/list-volunteers/:id': page(
    z.object({
      id: uuid,
      email: z.string().nullable(),
      name: z.string().nullable(),
      registrationNo: z.string(),
      contributeDistrict: z.string().nullable(),
      contributeDivisionalSecretariat: z.string().nullable(),
      contributegnDivision: z.string().nullable(),
      status: z.string().describe('NEW (in the pool), INVITED, ACCEPTED, DECLINED or COMPLETED.'),
    }),
  ),
  ...Object.fromEntries(
    ['volunteer', 'emergencyLogin'].map((about) => [
      `GET /api/emergency-login/feedback/fetch/${about}`,
      z.object({
        volunteer: z.object({ id: uuid, name: z.string().nullable(), registrationNo: z.string().nullable() }),
        emergencyLogin: z.object({ id: uuid, name: z.string().nullable() }),
        opportunity: z.object({ id: uuid, title: z.string() }),
        status: z.string(),
        alreadySubmitted: z.boolean(),
      }),
    ]),
  ),
};

export const complaintAnswers = {
  'GET /api/complaint/count': z.object({ numComplaints: z.number().int(), ongoing: z.number().int(), resolved: z.number().int() }),
  'GET /api/complaint': page(
    z.object({
      id: uuid,
      state: z.enum(['ONGOING', 'RESOLVED']),
      title: z.string().nullable(),
      description: z.string().nullable(),
      registrationNo: z.string().nullable(),
      userType: z.string().nullable(),
      userName: z.string().nullable(),
      userRegistrationNo: z.string().nullable(),
      user: z.object({ email: z.string().nullable() }),
      createdAt: timestamp,
      actionTaken: z.string().nullable(),
      resolvedAt: timestamp.nullable(),
      erased: z.boolean().describe("The complainant closed their account: the complaint's words are gone."),
    }),
  ),
};
