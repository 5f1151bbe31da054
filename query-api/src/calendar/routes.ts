import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarFeedPath, readCalendarFeedToken, rules, signCalendarFeedToken, streams } from '@nvp/events';
import { isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { baseUrlOf } from '../findable/base-url';
import { calendarNameOf, feedEventOf, feedLanguages, type FeedLanguage, type FeedRow } from './feed';
import { writeCalendar } from './ical';

export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const APPLICATION_NOT_FOUND = 'Application not found';
export const CALENDAR_NOT_FOUND = 'Calendar not found';
export const NOT_APPROVED_ENGAGEMENT = 'Only an approved engagement can be added to a calendar';

const PRODID = '-//National Volunteering Platform//Calendar 1.0//EN';
/** How often a subscribing calendar app should read the feed again (REFRESH-INTERVAL), and how long it may keep an answer. */
const REFRESH_MINUTES = 60;
const FEED_CACHE = 'private, max-age=900';
/** A cancelled day stays in the feed (STATUS:CANCELLED) this long after the change, then leaves it. */
const CANCELLED_KEPT_DAYS = 30;
/** Engagement days older than this are left out of the feed (a year of history is in it). */
const PAST_DAYS_KEPT = 366;
const MAX_EVENTS = 2000;

/** The day, the application and its status and version, the opportunity, and its organisation's public contact (only when it is public). */
const FEED_COLUMNS = `c.application_id, c.date, c.opportunity_id, (c.approved AND NOT c.declined) AS confirmed, c.sequence, c.changed_at,
         o.title, o.data, o.vio_name,
         CASE WHEN v.status IN ('APPROVED', 'TRANSFERRED') AND NOT v.terminated AND NOT v.erased THEN v.type END AS vio_type,
         CASE WHEN v.status IN ('APPROVED', 'TRANSFERRED') AND NOT v.terminated AND NOT v.erased THEN v.contact END AS vio_contact`;
const FEED_FROM = `rm_calendar_days c JOIN rm_opportunities o ON o.id = c.opportunity_id LEFT JOIN rm_vios v ON v.id = o.vio_id`;

const languageOf = (request: FastifyRequest): FeedLanguage => {
  const lang = (request.query as { lang?: unknown }).lang;
  return feedLanguages.includes(lang as FeedLanguage) ? (lang as FeedLanguage) : 'en';
};

/**
 * The calendar feed (issue 29): the volunteer's secret address (its current generation is on the volunteer's
 * `calendar-` stream, read from the log, so a renewal counts at once), the feed it serves to calendar apps, and one
 * engagement as a .ics file for "Add to calendar".
 */
export const calendarQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  const generationOf = async (volunteerId: string) =>
    (await deps.store.readStream(streams.calendar(volunteerId))).reduce((g, e) => Math.max(g, Number((e.data as { generation?: number }).generation) || 0), 0);
  const base = (request: FastifyRequest) => baseUrlOf(request, deps.config.publicUrl);

  const sendCalendar = (request: FastifyRequest, reply: FastifyReply, text: string, cache: string, disposition: string) => {
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', cache).header('etag', etag).header('content-disposition', disposition).header('x-robots-tag', 'noindex');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(text);
  };

  /** The volunteer's current feed address (no write: it is signed from the volunteer id and the generation). */
  app.get('/api/volunteer/calendar-url', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request, reply) => {
    const volunteerId = request.session!.id;
    const generation = await generationOf(volunteerId);
    reply.header('cache-control', 'no-store');
    return { url: `${base(request)}${calendarFeedPath(signCalendarFeedToken(deps.jwtSecret, { volunteerId, generation }))}`, generation };
  });

  /**
   * The feed itself, public by its secret address: every approved engagement day of the volunteer (a year back and
   * on), and days cancelled within the last 30 days as STATUS:CANCELLED. A forged, renewed (older generation) or
   * erased volunteer's address answers 404 and says no more.
   */
  app.get('/api/calendar/:file', { config: { access: rules.everyone } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith('.ics') ? readCalendarFeedToken(deps.jwtSecret, file.slice(0, -4)) : undefined;
    const notFound = () => reply.code(404).header('cache-control', 'no-store').send({ message: CALENDAR_NOT_FOUND });
    if (!token) return notFound();
    const { rows: volunteer } = await db.query(`SELECT erased FROM rm_volunteers WHERE id = $1`, [token.volunteerId]);
    if (!volunteer[0] || volunteer[0].erased || token.generation !== (await generationOf(token.volunteerId))) return notFound();
    const since = new Date(Date.now() - PAST_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await db.query<FeedRow>(
      `SELECT ${FEED_COLUMNS} FROM ${FEED_FROM}
       WHERE c.volunteer_id = $1 AND c.listed AND c.date >= $2
         AND ((c.approved AND NOT c.declined) OR c.changed_at > now() - make_interval(days => $3))
       ORDER BY c.date, c.application_id LIMIT ${MAX_EVENTS}`,
      [token.volunteerId, since, CANCELLED_KEPT_DAYS],
    );
    const language = languageOf(request);
    const text = writeCalendar({
      prodId: PRODID,
      name: calendarNameOf(language),
      refreshMinutes: REFRESH_MINUTES,
      events: rows.map((row) => feedEventOf(row, { baseUrl: base(request), language })),
    });
    reply.header('referrer-policy', 'no-referrer');
    return sendCalendar(request, reply, text, FEED_CACHE, 'inline; filename="volunteering.ics"');
  });

  /** "Add to calendar": one approved engagement of the signed-in volunteer (its days) as a .ics file. */
  app.get('/api/volunteer/calendar/:file', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const applicationId = file.endsWith('.ics') ? file.slice(0, -4) : '';
    if (!isUuid(applicationId)) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
    const { rows } = await db.query<FeedRow & { volunteer_id: string }>(
      `SELECT c.volunteer_id, ${FEED_COLUMNS} FROM ${FEED_FROM} WHERE c.application_id = $1 ORDER BY c.date`,
      [applicationId],
    );
    // Another volunteer's application is as unknown as one that does not exist.
    if (!rows[0] || rows[0].volunteer_id !== request.session!.id) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
    const confirmed = rows.filter((r) => r.confirmed);
    if (!confirmed.length) return reply.code(400).send({ message: NOT_APPROVED_ENGAGEMENT });
    const language = languageOf(request);
    const text = writeCalendar({ prodId: PRODID, events: confirmed.map((row) => feedEventOf(row, { baseUrl: base(request), language })) });
    return sendCalendar(request, reply, text, 'private, no-cache', `attachment; filename="engagement-${confirmed[0].date}.ics"`);
  });
};
