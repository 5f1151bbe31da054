import type { FastifyInstance, FastifyReply } from 'fastify';
import { bit, hasBit, type AccessRule } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';
import { colomboToday, createFigures, type Figures, type Period } from './figures';
import { withOpportunityTitles } from './attendance-titles';
import { parseAdminPeriod, parseSelfPeriod } from './period';
import { readVolunteerReportAsOf, volunteerReport, VOLUNTEER_REPORT_READ_MODELS } from './volunteer-report';

export const REPORTS_DENIED = 'Only Admin users can view this page!';
const UNAVAILABLE = 'Reports are not available right now';

/** The volunteer's own report, or any volunteer's for an admin with VIEW_REPORTS. */
const volunteerReportReaders: AccessRule = { any: [bit.VOLUNTEER_PERMISSION, bit.VIEW_REPORTS] };
const vioReportReaders: AccessRule = { any: [bit.VIO_APPROVED, bit.VIEW_REPORTS] };
const reportAdmins: AccessRule = { all: [bit.ADMIN, bit.VIEW_REPORTS] };

type PeriodValue = { period: Period; today: string; district?: string };

/** The console's report paths (spec §2) → which figures; `online…` are the same reports over ONLINE opportunities. */
const adminReports = {
  dailySummary: (f: Figures, p: PeriodValue) => f.summary(p.period, p.today),
  dailyVolRegistrations: (f: Figures, p: PeriodValue, online = false) => f.volunteerRegistrations(p.period, { online, district: p.district }),
  dailyVioRegistrations: (f: Figures, p: PeriodValue, online = false) => f.vioRegistrations(p.period, { online, district: p.district }),
  dailyVoRegistrations: (f: Figures, p: PeriodValue, online = false) => f.opportunityRegistrations(p.period, { online, district: p.district }),
  // Pending reports ignore the period: today, yesterday and total. Registration has no channel, so Online shows the same.
  dailyPendingRegistrations: (f: Figures, p: PeriodValue) => f.pending(p.today, { district: p.district }),
  dailyVolMobiRegistrations: (f: Figures, p: PeriodValue, online = false) => f.mobilised(p.period, { online, district: p.district }),
};

/** What every report reads (ClickHouse): the activity facts and their rollups, and (the dashboard) the emergency facts. */
export const REPORT_FACTS = ['activity-facts', 'emergency-facts'] as const;
/** The organisation's and the platform's reports read the opportunities' titles too (the applications read model). */
const ORGANISATION_REPORT_READS = [...REPORT_FACTS, 'applications'] as const;

export const reportNames = [
  ...Object.keys(adminReports),
  ...Object.keys(adminReports)
    .filter((n) => n !== 'dailySummary')
    .map((n) => `online${n}`),
];

export const reportingQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const figures = deps.analytics ? createFigures(deps.analytics, deps.config.contributionHourlyRateLkr) : undefined;
  /**
   * Issue 24: a report costs chDB tens of milliseconds of this process's CPU, so 32 admins asking at once queue
   * for seconds. Answers are kept (as JSON text) for as long as the facts they were computed from are unchanged —
   * keyed by the facts' versions, never a TTL — and callers asking the same while it computes share that
   * computation. The key is everything the answer depends on: route, body or subject, and today (Colombo).
   */
  const answers = createVersionedCache<string>({ maxEntries: 5000 });
  // "Data as of" reads the newest fact of every fact table (all their rows): once per version of the facts, not
  // once per answer — every organisation's report is a different answer.
  const asOf = createVersionedCache<string | null>({ maxEntries: 1 });
  const answer = async <T>(reply: FastifyReply, key: unknown[], compute: (f: Figures) => Promise<T>, reads: readonly string[] = REPORT_FACTS) => {
    if (!figures) return reply.code(503).send({ message: UNAVAILABLE });
    // Taken before anything is read: an answer is never filed under a newer version than its facts.
    const version = await versionOf(deps, reads);
    const json = await answers.getOrLoad(version, JSON.stringify([...key, colomboToday()]), async () => {
      const [data, dataAsOf] = [await compute(figures), await asOf.getOrLoad(version, 'dataAsOf', figures.dataAsOf)];
      return JSON.stringify({ ...data, dataAsOf, rateLkr: deps.config.contributionHourlyRateLkr });
    });
    return reply.type('application/json; charset=utf-8').send(json);
  };

  /**
   * The volunteer's report is read from the PostgreSQL read model of applications (./volunteer-report.ts), not the
   * facts: one volunteer's rows are a point look-up, which chDB queued (issue 24). Its answers are kept by that read
   * model's version, in their own cache (one version per cache), and "data as of" is that read model's newest
   * event, read once per version.
   */
  const volunteerAnswers = createVersionedCache<string>({ maxEntries: 5000 });
  const volunteerAsOf = createVersionedCache<string | null>({ maxEntries: 1 });
  const volunteerAnswer = async (reply: FastifyReply, subject: string, period: Period) => {
    // Taken before anything is read, as above; the answer does not depend on today.
    const version = await versionOf(deps, VOLUNTEER_REPORT_READ_MODELS);
    const json = await volunteerAnswers.getOrLoad(version, JSON.stringify([subject, period]), async () => {
      const rateLkr = deps.config.contributionHourlyRateLkr;
      const [data, dataAsOf] = [await volunteerReport(deps.pool, subject, period, rateLkr), await volunteerAsOf.getOrLoad(version, 'dataAsOf', () => readVolunteerReportAsOf(deps.pool))];
      return JSON.stringify({ period, ...data, dataAsOf, rateLkr });
    });
    return reply.type('application/json; charset=utf-8').send(json);
  };

  /** An organisation's report, or the platform's: the facts' figures, its attendance by opportunity titled (./attendance-titles.ts). */
  const organisationReport = async (f: Figures, vioId: string | undefined, period: Period) => {
    const report = await f.vioReport(vioId, period);
    return { ...report, attendance: await withOpportunityTitles(deps.pool, report.attendance) };
  };

  for (const [path, party] of [
    ['volunteerReport', 'VOLUNTEER'],
    ['vioReport', 'VIO'],
  ] as const) {
    const access = party === 'VOLUNTEER' ? volunteerReportReaders : vioReportReaders;
    // A read-your-writes wait is for what the report reads: the applications read model, or the facts.
    const readModels = party === 'VOLUNTEER' ? VOLUNTEER_REPORT_READ_MODELS : 'with-facts';
    app.post(`/api/report/self/${path}`, { config: { access, denied: REPORTS_DENIED, readModels } }, async (request, reply) => {
      const parsed = parseSelfPeriod(request.body);
      if (!parsed.ok) return reply.code(400).send({ message: parsed.message, field: parsed.field });
      const session = request.session!;
      const isAdmin = hasBit(session.access, bit.ADMIN) && hasBit(session.access, bit.VIEW_REPORTS);
      const subject = parsed.value.id ?? (isAdmin ? undefined : session.id);
      if (!subject) return reply.code(400).send({ message: 'Choose whose report to show', field: 'id' });
      // A volunteer or an organisation sees only its own report.
      if (!isAdmin && subject !== session.id) return reply.code(403).send({ message: REPORTS_DENIED });
      const { period } = parsed.value;
      if (party === 'VOLUNTEER') return volunteerAnswer(reply, subject, period);
      return answer(reply, [path, subject, period], async (f) => ({ period, ...(await organisationReport(f, subject, period)) }), ORGANISATION_REPORT_READS);
    });
  }

  app.post('/api/report/self/adminReport', { config: { access: reportAdmins, denied: REPORTS_DENIED, readModels: 'with-facts' } }, async (request, reply) => {
    const parsed = parseSelfPeriod(request.body ?? { type: 'range', startDate: '2020-02-01', endDate: '2050-02-01' });
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message, field: parsed.field });
    const { period } = parsed.value;
    return answer(reply, ['adminReport', period], async (f) => ({ period, ...(await organisationReport(f, undefined, period)) }), ORGANISATION_REPORT_READS);
  });

  for (const name of reportNames) {
    const online = name.startsWith('online');
    const base = (online ? name.slice('online'.length) : name) as keyof typeof adminReports;
    app.post(`/api/report/admin/${name}`, { config: { access: reportAdmins, denied: REPORTS_DENIED, readModels: 'with-facts' } }, async (request, reply) => {
      const parsed = parseAdminPeriod(request.body);
      if (!parsed.ok) return reply.code(400).send({ message: parsed.message, field: parsed.field });
      const p = parsed.value;
      const pendingReport = base === 'dailyPendingRegistrations';
      const type = pendingReport ? 'DAILY' : ((request.body as { type?: string } | undefined)?.type?.toUpperCase() ?? 'DAILY');
      return answer(reply, [name, type, p.period, p.district ?? null], async (f) => ({
        report: name,
        type,
        period: pendingReport ? { from: p.today, to: p.today } : p.period,
        ...(await adminReports[base](f, p, online)),
      }));
    });
  }

  app.get('/api/report/dashboard', { config: { access: reportAdmins, denied: REPORTS_DENIED, readModels: 'with-facts' } }, async (_request, reply) =>
    answer(reply, ['dashboard'], async (f) => f.dashboard(colomboToday())),
  );
};
