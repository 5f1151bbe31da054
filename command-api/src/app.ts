import type { FastifyInstance } from 'fastify';
import { idOf, streams, type EventStore, type Pool, type RecordedEvent } from '@nvp/events';
import { registerAuth, createTokenCheck, registerErrorHandler, registerAttemptLimits } from '@nvp/http-kit';
import { adminRoutes } from './admin/routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { createSliceContext, type CommandApiDeps } from './infra/deps';
import { volunteerRoutes } from './volunteer/routes';
import { vioRoutes } from './vio/routes';
import { assetRoutes } from './content/assets';
import { opportunityRoutes } from './opportunity/routes';
import { applicationRoutes } from './application/routes';
import { attendanceRoutes } from './attendance/routes';
import { calendarRoutes } from './calendar/routes';
import { certificateRoutes } from './certificate/routes';
import { matchingRoutes } from './matching/routes';
import { contentRoutes } from './content/routes';
import { documentRoutes } from './content/documents';
import { complaintRoutes } from './complaint/routes';
import { emergencyRoutes } from './emergency/routes';
import { historyRoutes } from './admin/history/routes';
import type { SubjectHistory } from './infra/history';
import { streamsWithEvent } from './infra/log-scan';
import { volunteerDecider } from './volunteer/decider';
import { vioDecider } from './vio/decider';
import { opportunityDecider } from './opportunity/decider';
import { emergencyUserDecider } from './emergency/decider';
import { accountDecider } from './account/decider';

/** The (VIO, volunteer) membership streams of a volunteer or a VIO, found in the membership read model. */
const membershipStreams = async (pool: Pool | undefined, side: 'vio_id' | 'volunteer_id', id: string) => {
  if (!pool) return [];
  const { rows } = await pool.query<{ vio_id: string; volunteer_id: string }>(
    `SELECT vio_id, volunteer_id FROM rm_memberships WHERE ${side} = $1 ORDER BY updated_at`,
    [id],
  );
  return rows.map((r) => streams.membership(r.vio_id, r.volunteer_id));
};

/**
 * A volunteer's application streams (their ids are random): the applications read model up to its checkpoint, and a
 * scan of the log only after it, so an application the read model has not reached yet is still found. Issue 24: a
 * scan of every ApplicationSubmitted in the log took seconds a call at 25,000 applications and grows with the country.
 */
const applicationStreams = async (store: EventStore, pool: Pool | undefined, id: string) => {
  const submittedBy = (e: RecordedEvent) => (e.data as { volunteerId?: string }).volunteerId === id;
  if (!pool) return streamsWithEvent(store, 'ApplicationSubmitted', 'application-', submittedBy);
  // The checkpoint first: the rows read after it hold at least everything up to it.
  const { rows: checkpoint } = await pool.query<{ commit: string; prepare: string }>(
    `SELECT position_commit::text AS commit, position_prepare::text AS prepare FROM projection_checkpoints WHERE name = 'applications'`,
  );
  if (!checkpoint[0]) return streamsWithEvent(store, 'ApplicationSubmitted', 'application-', submittedBy);
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM rm_applications WHERE volunteer_id = $1 ORDER BY applied_at, id`, [id]);
  const after = { commit: BigInt(checkpoint[0].commit), prepare: BigInt(checkpoint[0].prepare) };
  const known = rows.map((r) => streams.application(r.id));
  const newer = await streamsWithEvent(store, 'ApplicationSubmitted', 'application-', submittedBy, after);
  return [...known, ...newer.filter((s) => !known.includes(s))];
};

/**
 * The auditors' subjects (issue 13): each kind folds its own stream with the deciders that own it (the slice's
 * and the account's); the timeline adds the subject's uploads, its membership streams (requests, invitations,
 * joins, removals, sub-VIO assignments; for a sub-VIO, the principal's pairs whose members were assigned to it)
 * and, for a volunteer, its applications.
 */
const subjectHistories = (pool?: Pool): SubjectHistory[] => [
  {
    kind: 'volunteer',
    stream: streams.volunteer,
    related: async (store, id) => [
      streams.uploads(id),
      // The certificates issued to the volunteer (issue 29).
      streams.certificate(id),
      // The renewals of the volunteer's calendar feed address (issue 29).
      streams.calendar(id),
      // The weekly mail of matched opportunities: switched on or off, each digest (issue 29).
      streams.matching(id),
      // Each application with its attendance on the engagement days (issue 28).
      ...(await applicationStreams(store, pool, id)).flatMap((s) => [s, streams.attendance(idOf(s))]),
      ...(await membershipStreams(pool, 'volunteer_id', id)),
    ],
    folds: { volunteer: volunteerDecider, account: accountDecider },
  },
  {
    kind: 'vio',
    stream: streams.vio,
    related: async (store, id) => {
      const own = await membershipStreams(pool, 'vio_id', id);
      // A sub-VIO's assignments live on its principal's pair streams, which no stream name ties to the sub-VIO.
      const assignedHere = await streamsWithEvent(store, 'MemberAssignedToSubVio', 'membership-', (e) => (e.data as { subVioId?: string }).subVioId === id);
      return [streams.uploads(id), ...own, ...assignedHere.filter((s) => !own.includes(s))];
    },
    folds: { vio: vioDecider, account: accountDecider },
  },
  { kind: 'opportunity', stream: streams.opportunity, related: async (_, id) => [streams.applicationRoster(id)], folds: { opportunity: opportunityDecider } },
  {
    kind: 'emergency-user',
    stream: streams.emergency,
    related: async (_, id) => [streams.uploads(id)],
    folds: { emergencyUser: emergencyUserDecider, account: accountDecider },
  },
];
import { subVioRoutes } from './vio/subvio-routes';
import { organisationRoutes } from './organisation/routes';
import { adminSinkRoutes } from './admin/sinks';
import { adminProjectionRoutes } from './admin/projections';
import { countAppends } from './infra/append-metrics';

/** The write side as a Fastify plugin: mounted alone (distributed) or beside query-api (embedded). */
export const commandApi = async (app: FastifyInstance, deps: CommandApiDeps) => {
  // The append rate, where the server has a metrics registry (registerMetrics): every slice appends through ctx.store.
  const ctx = createSliceContext(app.metrics ? { ...deps, store: countAppends(deps.store, app.metrics) } : deps);
  registerErrorHandler(app);
  await registerAuth(app, { secret: deps.jwtSecret, isTokenActive: createTokenCheck(deps.store, ctx.now, deps.config) });
  await registerAttemptLimits(app, deps, ctx.limits); // before the routes: it reads their `config.rateLimit`
  await authRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await volunteerRoutes(app, ctx);
  await vioRoutes(app, ctx);
  await opportunityRoutes(app, ctx);
  await applicationRoutes(app, ctx);
  await attendanceRoutes(app, ctx);
  await calendarRoutes(app, ctx);
  await certificateRoutes(app, ctx);
  await matchingRoutes(app, ctx);
  await app.register(assetRoutes, ctx); // own scope: multipart parsing only for these routes
  await contentRoutes(app, ctx);
  await app.register(documentRoutes, ctx); // own scope, like the assets
  await complaintRoutes(app, ctx);
  await emergencyRoutes(app, ctx);
  await historyRoutes(app, ctx, subjectHistories(deps.pool));
  await subVioRoutes(app, ctx);
  await organisationRoutes(app, ctx);
  await adminSinkRoutes(app, ctx);
  await adminProjectionRoutes(app, ctx);
};
