import { z } from 'zod';
import { routeDocs } from '../types';

/** Health, reports and development helpers (query-api health/, reporting/, dev/). */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Mirrors of query-api/src/reporting/period.ts (slice-local there): the self-report period. */
const selfPeriod = z.discriminatedUnion('type', [
  z.object({ type: z.literal('range'), startDate: isoDay, endDate: isoDay, id: z.uuid().optional() }),
  z.object({ type: z.literal('quarterly'), year: z.number().int(), quarter: z.number().int().min(1).max(4), id: z.uuid().optional() }),
  z.object({ type: z.literal('annually'), year: z.number().int(), id: z.uuid().optional() }),
]);
/** …and the admin report period (type DAILY by default, date today in Colombo by default). */
const adminPeriod = z.object({ type: z.enum(['DAILY', 'QUARTERLY', 'ANNUALLY']).optional(), date: isoDay.optional(), district: z.string().max(100).optional() });

/** The admin reports (spec §7), each also as `online…` (the same figures for online registrations). */
const adminReports = ['dailySummary', 'dailyVolRegistrations', 'dailyVioRegistrations', 'dailyVoRegistrations', 'dailyPendingRegistrations', 'dailyVolMobiRegistrations'];

export const platformDocs = {
  ...routeDocs('platform', {
    'GET /api/health': { summary: 'Up or down: 200 `{ status: "ok" }` or 503 `{ status: "down" }`, nothing more' },
    'GET /api/admin/health': { summary: 'Core admins: health of the event store, read models, analytics and mail/Kafka delivery, with warnings' },
    'GET /api/dev/outbox': { summary: 'Development only: the mail and SMS outbox', query: z.object({ limit: z.number().int().min(1).max(500).optional() }) },
  }),
  ...routeDocs('reporting', {
    'POST /api/report/home': { summary: 'Landing page figures, stories and partners', body: 'none' },
    'POST /api/report/self/volunteerReport': { summary: "A volunteer's report for a period (own, or any for report admins with `id`)", body: selfPeriod },
    'POST /api/report/self/vioReport': { summary: "An organisation's report for a period (own, or any for report admins with `id`)", body: selfPeriod },
    'POST /api/report/self/adminReport': { summary: 'All organisations together for a period', body: selfPeriod },
    'GET /api/report/dashboard': { summary: 'The admin dashboard figures' },
    ...Object.fromEntries(
      [...adminReports, ...adminReports.filter((n) => n !== 'dailySummary').map((n) => `online${n}`)].map((name) => [
        `POST /api/report/admin/${name}`,
        { summary: `Admin report ${name} for a day, quarter or year`, body: adminPeriod },
      ]),
    ),
  }),
};
