import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { catalogue, sriLankanToday, streams, type AppendResult, type RecordedEvent } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { streamsWithEvent } from '../infra/log-scan';
import { certificateDecider, type CertificateCommand } from './decider';
import { forEachAtMost, furthestAppend, scheduleSweep } from '../infra/sweeps';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 15 * 60 * 1000;
/** Certificates decided at once by a run (the store and the database are shared with the requests). */
const JOB_CONCURRENCY = 8;

/** A certificate's id: 128 random bits, URL-safe (base64url, 22 characters); it cannot be guessed from another. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/** What one application's stream says about its completed engagement: the confirmed hours and the chosen days. */
interface Engagement {
  applicationId: string;
  opportunityId: string;
  volunteerId: string;
  vioId: string;
  dates: string[];
  hours: number;
}

/** The application's stream folded to its engagement, or undefined before the organisation confirmed hours. */
export const engagementOf = (events: Pick<RecordedEvent, 'type' | 'version' | 'data'>[]): Engagement | undefined => {
  let submitted: { applicationId: string; opportunityId: string; volunteerId: string; vioId: string; dates: string[] } | undefined;
  let hours: number | undefined;
  for (const e of events) {
    const d = catalogue.upcast(e.type, e.version, e.data) as Record<string, any>;
    if (e.type === 'ApplicationSubmitted') submitted = d as typeof submitted;
    // The last confirmation counts (the application decider accepts one today; a correction would come after it).
    if (e.type === 'VioFeedbackSubmitted') hours = d.hours;
  }
  if (!submitted || hours === undefined) return undefined;
  const { applicationId, opportunityId, volunteerId, vioId, dates } = submitted;
  return { applicationId, opportunityId, volunteerId, vioId, dates: [...dates].sort(), hours };
};

/** The year an engagement's hours count in: the year of its last chosen day. */
export const yearOf = (e: Pick<Engagement, 'dates'>) => Number(e.dates[e.dates.length - 1].slice(0, 4));

/**
 * The applications whose confirmed hours no valid certificate states yet (new ones, and corrected ones), and the
 * past years of a volunteer whose confirmed hours no valid annual certificate states: from the certificates read
 * model, which keeps beside each engagement and each volunteer's year the hours their valid certificate states and
 * marks the rows where the two differ (`pending`, behind a partial index): a run reads what changed since the last,
 * not every engagement against every certificate (an erased volunteer is certified no more). Without a database,
 * by scanning the log. Candidates only: the application's stream gives the hours and the volunteer's certificate
 * stream decides, so a row the model has not caught up on yet is decided again and issues nothing twice.
 */
const candidates = async (ctx: SliceContext, currentYear: number) => {
  if (ctx.pool) {
    const engagements = await ctx.pool.query<{ application_id: string }>(
      `SELECT application_id FROM rm_certificate_engagements WHERE pending ORDER BY confirmed_at, application_id`,
    );
    const years = await ctx.pool.query<{ volunteer_id: string; year: number }>(
      `SELECT volunteer_id, year FROM rm_certificate_years WHERE pending AND year < $1 ORDER BY year, volunteer_id`,
      [currentYear],
    );
    return {
      applications: engagements.rows.map((r) => r.application_id),
      years: years.rows.map((r) => ({ volunteerId: r.volunteer_id, year: Number(r.year) })),
    };
  }
  const confirmed = await streamsWithEvent(ctx.store, 'VioFeedbackSubmitted', 'application-', () => true);
  const applications = confirmed.map((s) => s.slice('application-'.length));
  const years = new Map<string, { volunteerId: string; year: number }>();
  for (const stream of confirmed) {
    const e = engagementOf(await ctx.store.readStream(stream));
    if (e && yearOf(e) < currentYear) years.set(`${e.volunteerId}/${yearOf(e)}`, { volunteerId: e.volunteerId, year: yearOf(e) });
  }
  return { applications, years: [...years.values()] };
};

/** A volunteer's confirmed hours in a year, summed from their applications' streams (the read model names them). */
const hoursInYear = async (ctx: SliceContext, volunteerId: string, year: number) => {
  const ids = ctx.pool
    ? (await ctx.pool.query<{ application_id: string }>(`SELECT application_id FROM rm_certificate_engagements WHERE volunteer_id = $1 AND year = $2`, [volunteerId, year])).rows.map(
        (r) => r.application_id,
      )
    : (await streamsWithEvent(ctx.store, 'VioFeedbackSubmitted', 'application-', (e) => (e.data as { volunteerId?: string }).volunteerId === volunteerId)).map((s) =>
        s.slice('application-'.length),
      );
  let hours = 0;
  for (const id of ids) {
    const e = engagementOf(await ctx.store.readStream(streams.application(id)));
    if (e && e.volunteerId === volunteerId && yearOf(e) === year) hours += e.hours;
  }
  return hours;
};

/**
 * Issues the certificates due (issue 29): one per completed engagement whose hours the organisation confirmed, and
 * one per volunteer and past year with confirmed hours (from 1 January on, the year before). A certificate whose
 * hours changed is revoked and issued again. Safe from several processes at once and again: the volunteer's stream
 * decides, and a stream written at the same moment is decided again on its fresh state. Answers what it appended.
 */
export const issueCertificates = async (ctx: SliceContext, now = ctx.now()) => {
  const currentYear = Number(sriLankanToday(now).slice(0, 4));
  let issued = 0;
  let revoked = 0;
  let last: AppendResult | undefined;
  const decide = async (volunteerId: string, command: CertificateCommand) => {
    const { events, result } = await ctx.commands.handle(streams.certificate(volunteerId), certificateDecider, command, { now, actorRole: 'SYSTEM' });
    issued += events.filter((e) => e.type === 'CertificateIssued').length;
    revoked += events.filter((e) => e.type === 'CertificateRevoked').length;
    last = furthestAppend(last, result);
  };
  const { applications, years } = await candidates(ctx, currentYear);
  // A few at a time: a platform that gains certificates over years of history issues them all in its first run
  // (one at a time that was ~18 a second). Two of one volunteer at once are decided together on their stream.
  await forEachAtMost(applications, JOB_CONCURRENCY, async (applicationId) => {
    const e = engagementOf(await ctx.store.readStream(streams.application(applicationId)));
    if (!e) return;
    const period = { from: e.dates[0], to: e.dates[e.dates.length - 1] };
    await decide(e.volunteerId, { type: 'IssueForEngagement', certificateId: newCertificateId(), ...e, period });
  });
  await forEachAtMost(years, JOB_CONCURRENCY, async ({ volunteerId, year }) => {
    await decide(volunteerId, { type: 'IssueForYear', certificateId: newCertificateId(), volunteerId, year, currentYear, hours: await hoursInYear(ctx, volunteerId, year) });
  });
  return { issued, revoked, last };
};

/** Runs the certificate job in the background of a command-api process: fifteen minutes after start, then hourly. */
export const scheduleCertificates = (app: FastifyInstance, ctx: SliceContext) =>
  scheduleSweep(app, {
    name: 'certificate job',
    everyMs: SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    run: async () => {
      const { issued, revoked } = await issueCertificates(ctx);
      return issued + revoked;
    },
    done: 'certificates issued or revoked',
  });
