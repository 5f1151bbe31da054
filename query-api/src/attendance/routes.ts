import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attendedHours, bit, CHECKIN_CODE_MINUTES, hasBit, isIsoDate, issueCheckinCode, rules, sriLankanToday, type AccessRule } from '@nvp/events';
import { isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';

export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const APPLICATION_NOT_FOUND = 'Application not found';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_YOUR_OPPORTUNITY = 'This opportunity belongs to another organisation';
export const CODE_NOT_TODAY = 'Your check-in code opens on the days you volunteer';
export const DATE_NOT_VALID = 'Date is not valid';
/** The day's list: organisations acting for the opportunity, and admins (read only: the writes are the organisation's). */
export const attendanceViewers: AccessRule = { any: [bit.ADMIN, bit.VIO_APPROVED] };

type Row = Record<string, any>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : null);

/**
 * Attendance on the read side (issue 28): the volunteer's check-in code, the organisation's list of one engagement
 * day, and the hours attendance proposes when the organisation confirms hours. Names are joined from the volunteers
 * model (nulled on erasure); who acts for an opportunity from the application slice's copy of it.
 */
export const attendanceQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  const opportunityOf = async (id: string) =>
    (await db.query(`SELECT id, vio_id, shared_with, title FROM rm_application_opportunities WHERE id = $1 AND status <> 'DELETED'`, [id])).rows[0] as Row | undefined;
  const actsFor = (op: Row, vioId: string) => op.vio_id === vioId || (op.shared_with ?? []).includes(vioId);
  /** 404 unknown, 403 another organisation's (admins pass when `admins`): the opportunity row otherwise. */
  const mayRead = async (request: FastifyRequest, reply: FastifyReply, opportunityId: string, admins: boolean) => {
    const op = await opportunityOf(opportunityId);
    if (!op) return void reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const session = request.session!;
    if (admins && hasBit(session.access, bit.ADMIN)) return op;
    if (!hasBit(session.access, bit.VIO) || !actsFor(op, session.id)) return void reply.code(403).send({ message: NOT_YOUR_OPPORTUNITY });
    return op;
  };

  /** The volunteer's code for today's engagement day, shown as a QR code; a new one (new id, new expiry) each call. */
  app.get(
    '/api/volunteer/checkin-code/:applicationId',
    { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } },
    async (request, reply) => {
      const { applicationId } = request.params as { applicationId: string };
      if (!isUuid(applicationId)) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
      const { rows } = await db.query(
        `SELECT a.id, a.volunteer_id, a.approved, a.dates, o.title FROM rm_attendance_applications a LEFT JOIN rm_application_opportunities o ON o.id = a.opportunity_id WHERE a.id = $1`,
        [applicationId],
      );
      // Another volunteer's application is as unknown as one that does not exist.
      if (!rows[0] || rows[0].volunteer_id !== request.session!.id) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
      const now = new Date();
      if (!rows[0].approved || !(rows[0].dates as string[]).includes(sriLankanToday(now))) return reply.code(400).send({ message: CODE_NOT_TODAY });
      const issued = issueCheckinCode(deps.jwtSecret, rows[0].id, now);
      reply.header('cache-control', 'no-store');
      // The opportunity's title, so the page says what the code is for after a reload too.
      return { code: issued.code, date: issued.date, expiresAt: issued.expiresAt.toISOString(), validForSeconds: CHECKIN_CODE_MINUTES * 60, title: rows[0].title ?? null };
    },
  );

  /** One engagement day of an opportunity: every expected volunteer and where they stand, sorted by name. */
  app.get(
    '/api/vio/attendance/:opportunityId/:date',
    { config: { access: attendanceViewers, denied: VIO_DENIED } },
    async (request, reply) => {
      const { opportunityId, date } = request.params as { opportunityId: string; date: string };
      if (!isIsoDate(date)) return reply.code(400).send({ message: DATE_NOT_VALID, field: 'date' });
      if (!isUuid(opportunityId)) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
      const op = await mayRead(request, reply, opportunityId, true);
      if (!op) return reply;
      const { rows } = await db.query(
        `SELECT a.id AS application_id, a.volunteer_id, v.first_name, v.last_name, v.registration_no, d.state, d.checked_in_at, d.checked_out_at
         FROM rm_attendance_applications a
         LEFT JOIN rm_attendance_days d ON d.application_id = a.id AND d.date = $2
         LEFT JOIN rm_volunteers v ON v.id = a.volunteer_id
         WHERE a.opportunity_id = $1 AND ((a.approved AND $2 = ANY(a.dates)) OR d.checked_in_at IS NOT NULL OR d.no_show)
         ORDER BY lower(concat_ws(' ', v.first_name, v.last_name)), v.registration_no, a.id`,
        [opportunityId, date],
      );
      const volunteers = rows.map((r) => ({
        applicationId: r.application_id,
        volunteerId: r.volunteer_id,
        // An erased volunteer: no name (the console says so), the record of the day stays.
        name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        registrationNo: r.registration_no ?? null,
        // Before the day says more (check-in, no-show): CONFIRMED or DECLINED by the reminder's answer, else EXPECTED.
        state: r.state ?? 'EXPECTED',
        checkedInAt: iso(r.checked_in_at),
        checkedOutAt: iso(r.checked_out_at),
      }));
      const counts = { EXPECTED: 0, CONFIRMED: 0, DECLINED: 0, CHECKED_IN: 0, CHECKED_OUT: 0, NO_SHOW: 0 } as Record<string, number>;
      for (const v of volunteers) counts[v.state] = (counts[v.state] ?? 0) + 1;
      return { opportunityId: op.id, title: op.title, date, volunteers, counts };
    },
  );

  /**
   * What attendance says about an application's hours, proposed when the organisation confirms them: each day with a
   * check-in and a check-out counts the time between, to the quarter hour; null when no day has both.
   */
  app.get(
    '/api/vio/attendance/hours/:applicationId',
    { config: { access: rules.approvedVio, denied: VIO_DENIED } },
    async (request, reply) => {
      const { applicationId } = request.params as { applicationId: string };
      if (!isUuid(applicationId)) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
      const { rows: apps } = await db.query(`SELECT id, opportunity_id FROM rm_attendance_applications WHERE id = $1`, [applicationId]);
      if (!apps[0]) return reply.code(404).send({ message: APPLICATION_NOT_FOUND });
      const op = await mayRead(request, reply, apps[0].opportunity_id, false);
      if (!op) return reply;
      const { rows } = await db.query(
        `SELECT date, checked_in_at, checked_out_at FROM rm_attendance_days WHERE application_id = $1 AND checked_in_at IS NOT NULL ORDER BY date`,
        [applicationId],
      );
      const days = rows.map((r) => {
        const [checkedInAt, checkedOutAt] = [iso(r.checked_in_at), iso(r.checked_out_at)];
        return { date: r.date as string, checkedInAt, checkedOutAt, hours: checkedInAt && checkedOutAt ? attendedHours(checkedInAt, checkedOutAt) : null };
      });
      const complete = days.filter((d) => d.hours !== null);
      return { proposedHours: complete.length ? complete.reduce((sum, d) => sum + (d.hours ?? 0), 0) : null, days };
    },
  );
};
