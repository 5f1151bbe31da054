import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attendanceRequest,
  engagementReplyKey,
  engagementReplyRequest,
  noShowJobRequest,
  readCheckinCode,
  readEngagementReplyKey,
  rules,
  sriLankanToday,
  streams,
  type CheckinCode,
} from '@nvp/events';
import { badRequest, parse, sameSecret } from '@nvp/http-kit';
import type { SliceContext } from '../infra/deps';
import { contextOf, positionOf } from '../infra/http';
import { applicationFold, type ApplicationState } from '../infra/facts/application';
import { loadOpportunityFacts } from '../infra/facts/opportunity';
import { attendanceDecider, CHECKED_IN, CHECKED_OUT, CODE_MESSAGES, CONFIRMED, DECLINED, placeGivenUp, type AttendanceCommand } from './decider';
import { proposedHoursOf } from './hours';
import { recordNoShows, scheduleNoShows } from './no-shows';
import { reminderDay, scheduleReminders, sendReminders } from './reminders';

export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const ONLY_PAST_DAYS = 'No-shows are recorded for days that have passed';
export const NO_SHOWS_RECORDED = 'No-shows recorded';
export const REMINDERS_SENT = 'Reminders sent';
export const LINK_NOT_VALID = 'This link is not valid';

/** The application slice's reservation of one application per volunteer and opportunity (its routes.ts claims it). */
const applicationKey = (opportunityId: string, volunteerId: string) => `${opportunityId}/${volunteerId}`;

/**
 * Attendance (issue 28): the organisation's coordinator checks approved volunteers in and out on the day itself —
 * by the code the volunteer shows (GET /api/volunteer/checkin-code/:applicationId on the read side) or by name —
 * and the hourly job records who never came. The code is checked here: the platform's signature, then (in the
 * decider) its opportunity, day, expiry and one use.
 */
export const attendanceRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // The application slice keeps the hours attendance proposes beside those the organisation confirms.
  ctx.engagement.provideProposedHours((applicationId) => proposedHoursOf(ctx, applicationId));
  const record = (type: 'CheckIn' | 'CheckOut') => async (request: FastifyRequest) => {
    const body = parse(attendanceRequest, request.body);
    const now = ctx.now();
    let code: CheckinCode | undefined;
    let applicationStream: string | undefined;
    if (body.code !== undefined) {
      code = readCheckinCode(ctx.jwtSecret, body.code);
      if (!code) throw badRequest(CODE_MESSAGES.FORGED, 'code');
      applicationStream = streams.application(code.applicationId);
    } else {
      applicationStream = (await ctx.reservations.holder('application', applicationKey(body.opportunityId, body.volunteerId!))).owner;
    }
    const application: ApplicationState = applicationStream ? (await ctx.commands.loadState(applicationStream, applicationFold)).state : { exists: false };
    const opportunity = await loadOpportunityFacts(ctx.store, body.opportunityId);
    const applicationOpportunity =
      application.exists && application.opportunityId !== body.opportunityId ? await loadOpportunityFacts(ctx.store, application.opportunityId) : opportunity;
    const command: AttendanceCommand = {
      type,
      callerId: request.session!.id,
      opportunity,
      date: body.date,
      today: sriLankanToday(now),
      now,
      application,
      applicationOpportunity,
      code,
    };
    // No application: nothing to write to; the decider says why (its refusals come in the same order as ever).
    if (!application.exists) attendanceDecider.decide(command, attendanceDecider.initialState);
    const { applicationId, volunteerId } = application as Extract<ApplicationState, { exists: true }>;
    const { result, events } = await ctx.commands.handle(streams.attendance(applicationId), attendanceDecider, command, contextOf(request, now));
    return {
      message: type === 'CheckIn' ? CHECKED_IN : CHECKED_OUT,
      state: type === 'CheckIn' ? 'CHECKED_IN' : 'CHECKED_OUT',
      applicationId,
      volunteerId,
      at: (events[0]?.data as { at?: string } | undefined)?.at ?? now.toISOString(),
      position: positionOf(result),
    };
  };
  const vio = { access: rules.approvedVio, denied: VIO_DENIED };
  app.post('/api/vio/attendance/checkin', { config: vio }, record('CheckIn'));
  app.post('/api/vio/attendance/checkout', { config: vio }, record('CheckOut'));

  // Development only (like the outbox): settle a past day now, so a journey need not wait for the hourly sweep.
  if (ctx.config.devOutbox) {
    app.post('/api/dev/jobs/no-shows', { config: { access: 'everyone' } }, async (request) => {
      const { date } = parse(noShowJobRequest, request.body);
      if (date >= sriLankanToday(ctx.now())) throw badRequest(ONLY_PAST_DAYS, 'date');
      const { recorded, last } = await recordNoShows(ctx, [date]);
      return { message: NO_SHOWS_RECORDED, date, noShows: recorded, position: positionOf(last) };
    });
  }
  scheduleNoShows(app, ctx);

  // ---- The reminder the day before (issue 28) and the volunteer's YES or NO ----

  /**
   * Records the answer on the attendance stream; a NO that leaves the application no day to come (its last day, or
   * every later one declined too) then releases its place on the roster, which offers it to the first waiting.
   */
  const replyToReminder = async (request: FastifyRequest, applicationId: string, date: string, answer: 'YES' | 'NO', channel: 'sms' | 'email') => {
    const now = ctx.now();
    const { state: application } = await ctx.commands.loadState(streams.application(applicationId), applicationFold);
    const context = { ...contextOf(request, now), ...(application.exists ? { actorId: application.volunteerId } : {}), actorRole: 'VOLUNTEER' };
    const handled = await ctx.commands.handle(
      streams.attendance(applicationId),
      attendanceDecider,
      { type: 'ReplyToReminder', date, today: sriLankanToday(now), application, answer, channel },
      context,
    );
    let last = handled.result;
    let placeReleased = false;
    if (answer === 'NO' && application.exists && placeGivenUp(application.dates, handled.state)) {
      // The roster is the application slice's: it releases the place and offers it to the first waiting.
      const released = await ctx.engagement.releasePlace({ applicationId, opportunityId: application.opportunityId, reason: 'DECLINED', context });
      placeReleased = released.released;
      last = released.result ?? last;
    }
    return { last, placeReleased };
  };

  // An SMS YES/NO answers the newest open question: this slice's is the reminder of a day not begun yet.
  ctx.smsReplies.register(async (volunteerIds) => {
    if (!ctx.pool) return undefined;
    const { rows } = await ctx.pool.query<{ application_id: string; date: string; reminded_at: Date }>(
      `SELECT d.application_id, d.date, d.reminded_at FROM rm_attendance_days d
         JOIN rm_attendance_applications a ON a.id = d.application_id
        WHERE d.volunteer_id = ANY($1::uuid[]) AND d.reminded_at IS NOT NULL AND d.date > $2 AND d.checked_in_at IS NULL AND a.approved
        ORDER BY d.reminded_at DESC LIMIT 1`,
      [volunteerIds, sriLankanToday(ctx.now())],
    );
    const open = rows[0];
    if (!open) return undefined;
    return {
      sentAt: new Date(open.reminded_at),
      answer: async (request, answer) => (await replyToReminder(request, open.application_id, open.date, answer, 'sms')).last,
    };
  });

  /** The reminder mail's YES/NO links: `<applicationId>.<date>.<hmac>`, only the platform can make one. */
  app.post('/api/engagement/reply', { config: { access: 'everyone', ...ctx.limits.perIp } }, async (request) => {
    const body = parse(engagementReplyRequest, request.body);
    const named = readEngagementReplyKey(body.key);
    if (!named || !sameSecret(body.key, engagementReplyKey(ctx.jwtSecret, named.applicationId, named.date))) throw badRequest(LINK_NOT_VALID, 'key');
    const { last, placeReleased } = await replyToReminder(request, named.applicationId, named.date, body.answer, 'email');
    return { message: body.answer === 'YES' ? CONFIRMED : DECLINED, answer: body.answer, date: named.date, placeReleased, position: positionOf(last) };
  });

  // Development only (like the outbox): remind of tomorrow's days now, so a journey need not wait for the hour.
  if (ctx.config.devOutbox) {
    app.post('/api/dev/jobs/reminders', { config: { access: 'everyone' } }, async (request) => {
      const now = ctx.now();
      const date = reminderDay(now);
      const { sent, last } = await sendReminders(ctx, { now, date, context: contextOf(request, now) });
      return { message: REMINDERS_SENT, date, reminders: sent, position: positionOf(last) };
    });
  }
  scheduleReminders(app, ctx);
};
