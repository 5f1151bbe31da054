import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attendanceRequest, noShowJobRequest, readCheckinCode, rules, sriLankanToday, streams, type CheckinCode } from '@nvp/events';
import { badRequest, parse } from '@nvp/http-kit';
import type { SliceContext } from '../infra/deps';
import { contextOf, positionOf } from '../infra/http';
import { applicationDecider, type ApplicationState } from '../application/decider';
import { loadOpportunityFacts } from '../application/opportunity-facts';
import { attendanceDecider, CHECKED_IN, CHECKED_OUT, CODE_MESSAGES, type AttendanceCommand } from './decider';
import { recordNoShows, scheduleNoShows } from './no-shows';

export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const ONLY_PAST_DAYS = 'No-shows are recorded for days that have passed';
export const NO_SHOWS_RECORDED = 'No-shows recorded';

/** The application slice's reservation of one application per volunteer and opportunity (its routes.ts claims it). */
const applicationKey = (opportunityId: string, volunteerId: string) => `${opportunityId}/${volunteerId}`;

/**
 * Attendance (issue 28): the organisation's coordinator checks approved volunteers in and out on the day itself —
 * by the code the volunteer shows (GET /api/volunteer/checkin-code/:applicationId on the read side) or by name —
 * and the hourly job records who never came. The code is checked here: the platform's signature, then (in the
 * decider) its opportunity, day, expiry and one use.
 */
export const attendanceRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
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
    const application: ApplicationState = applicationStream ? (await ctx.commands.loadState(applicationStream, applicationDecider)).state : { exists: false };
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
};
