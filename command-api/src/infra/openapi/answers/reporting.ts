import { z } from 'zod';
import { day, timestamp } from './shapes';

/** Answers of the reports (query-api/src/reporting/). The admin and self reports are figures per report: open beyond their common head. */

const bySdg = z.record(z.string(), z.number()).describe('Hours per goal, "1" to "17".');
const perDay = z.array(z.object({ date: day, value: z.number().int() }));
const reportHead = {
  dataAsOf: timestamp.nullable().describe('The analytics facts are complete up to here (null: no facts yet).'),
  rateLkr: z.number().describe('The hourly rate the values are counted at, LKR.'),
};
const adminReport = z
  .looseObject({ report: z.string(), type: z.enum(['DAILY', 'QUARTERLY', 'ANNUALLY']), period: z.object({ from: day, to: day }), ...reportHead })
  .describe("The report's head; its figures (counts and breakdown rows named as in spec §7) follow in fields of their own, one set per report: open.");
const selfReport = z.looseObject({}).describe('The figures of the period (counts, hours, breakdown rows, named as in spec §7): open.');
const count = z.number().int();
/** Issue 28: attendance on the engagement days of the period (check-ins and no-shows), and the reminders' answers. */
const dayCounts = {
  attended: count,
  noShows: count,
  reminded: count.describe('Engagement days reminded of the day before.'),
  confirmed: count.describe("Engagement days whose last answer to the reminder was YES."),
  declined: count.describe("Engagement days whose last answer to the reminder was NO."),
};
const attendance = z.object({
  numAttended: count,
  numNoShows: count,
  numReminded: count,
  numConfirmed: count,
  numDeclined: count,
  attendanceByOpportunity: z.array(
    z.object({ opportunityId: z.string(), title: z.string().nullable().describe('Null when the opportunity is not known to the read model yet.'), ...dayCounts }),
  ),
  attendanceByDistrict: z.array(z.object({ name: z.string().describe("The opportunity's district."), ...dayCounts })),
});
const volunteerReport = z.looseObject({ daysAttended: count.describe('Engagement days of the period the volunteer was checked in on.') }).describe(selfReport.description!);
const organisationReport = z.looseObject({ attendance }).describe(selfReport.description!);

export const reportingAnswers = {
  'POST /api/report/home': {
    description: 'The landing figures (cached for a minute).',
    schema: z.object({
      numVolunteersRegistered: z.number().int(),
      numViosRegistered: z.number().int(),
      numVolunteersMobilized: z.number().int(),
      numVolunteerHoursContributed: z.number(),
      valueOfContribution: z.number(),
      numVolunteerHoursBySDG: bySdg,
      goals: z.array(z.object({ number: z.number().int(), colour: z.string(), name: z.string(), sinhala_name: z.string(), tamil_name: z.string() })),
      story: z.array(z.object({ name: z.string(), description: z.string(), imageURL: z.string() })),
      partner: z.array(z.object({ name: z.string(), imageURL: z.string() })),
    }),
  },
  'GET /api/report/dashboard': z.object({
    numVolunteersRegisteredByDay: perDay,
    numVolunteersRegistered: z.object({ today: z.number().int(), total: z.number().int() }),
    numViosRegisteredByDay: perDay,
    numViosRegistered: z.object({ today: z.number().int(), total: z.number().int() }),
    numVolunteersMobilized: z.number().int(),
    numEmergencyVolunteer: z.number().int(),
    numComplaints: z.number().int(),
    numComplaintsOngoing: z.number().int(),
    numComplaintsResolved: z.number().int(),
    pending: z.object({
      pendingVio: z.number().int(),
      numPendingOpportunities: z.number().int(),
      numOfPendingVolunteer: z.number().int(),
      numPendingNonformalOpportunity: z.number().int(),
    }),
    volunteerHours: z.object({ value: z.number(), total: z.number(), sdgs: bySdg }),
    ...reportHead,
  }),
  'POST /api/report/self/volunteerReport': { description: "The volunteer's figures for the period.", schema: volunteerReport },
  'POST /api/report/self/vioReport': { description: "The organisation's figures for the period.", schema: organisationReport },
  'POST /api/report/self/adminReport': { description: 'All organisations together for the period.', schema: organisationReport },
  ...Object.fromEntries(
    ['dailySummary', 'dailyVolRegistrations', 'dailyVioRegistrations', 'dailyVoRegistrations', 'dailyPendingRegistrations', 'dailyVolMobiRegistrations']
      .flatMap((name) => (name === 'dailySummary' ? [name] : [name, `online${name}`]))
      .map((name) => [`POST /api/report/admin/${name}`, { description: `The ${name} report.`, schema: adminReport }]),
  ),
};
