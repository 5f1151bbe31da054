import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminApplicationStatuses, bit, canWithdraw, hasBit, rules, sriLankanToday, vioApplicationStatuses, type AccessRule } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf } from '../infra/paging';
import { likeEscaped } from '../infra/list-query';
import { isUuid } from '@nvp/http-kit';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const APPLICATION_NOT_FOUND = 'Application not found';
export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_YOUR_OPPORTUNITY = 'This opportunity belongs to another organisation';
export const UNKNOWN_STATUS_FILTER = 'Unknown status filter';

/** The applicant table: admins with CONFIRM_VOLUNTEERS (stage one) and approved organisations (stage two, own opportunities). */
export const applicantViewers: AccessRule = { any: [bit.CONFIRM_VOLUNTEERS, bit.VIO_APPROVED] };

type Row = Record<string, any>;

/** `?status=A,B` or `?status=A&status=B` (also `statuses`), upper-cased; empty means every status of the caller's list. */
const statusFilter = (query: Record<string, unknown>) =>
  [query.status, query.statuses]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v && v !== 'ALL');

const num = (v: unknown) => (v == null ? null : Number(v));

/** The opportunity as the application slice shows it: its public fields, status, owner and the owner's name. */
const opportunityView = (r: Row) => ({
  ...(r.details ?? {}),
  id: r.opportunity_id,
  title: r.title,
  status: r.opportunity_status,
  vioId: r.owner_id,
  isShared: (r.shared_with ?? []).length > 0,
  Vio: { id: r.owner_id, name: r.vio_name },
});

/**
 * Where an application stands in each of the two reviews (issue 27: My Opportunities says it plainly):
 * the secretariat's (WAITING, SELECTED, NOT_SELECTED) and then the organisation's (NOT_YET while the
 * secretariat has not selected, WAITING, APPROVED, NOT_TAKEN). A withdrawn one shows where it stood when withdrawn.
 */
export const reviewsOf = (status: string, withdrawnFrom: string | null) => {
  const at = status === 'WITHDRAWN' ? (withdrawnFrom ?? 'PENDING') : status;
  const secretariat = at === 'PENDING' ? 'WAITING' : at === 'ADMIN_REJECTED' ? 'NOT_SELECTED' : 'SELECTED';
  const organisation = secretariat !== 'SELECTED' ? 'NOT_YET' : at === 'APPROVED' ? 'APPROVED' : at === 'VIO_REJECTED' ? 'NOT_TAKEN' : 'WAITING';
  return { secretariat, organisation };
};

const applicantView = (r: Row) => ({
  id: r.volunteer_id,
  volunteerId: r.volunteer_id,
  applicationId: r.id,
  registrationNo: r.registration_no,
  firstName: r.first_name,
  lastName: r.last_name,
  contributeDistrict: r.contribute_district,
  dateOfBirth: r.date_of_birth,
  status: r.status,
  /** The hours the organisation confirmed (they count); the volunteer's own claim beside them. */
  volunteerHours: num(r.confirmed_hours),
  claimedHours: num(r.claimed_hours),
  highestEducation: r.highest_education,
  joiningDates: r.dates,
  preferredLanguage: r.preferred_language,
  phoneNumber: r.phone_number,
  employmentTitle: r.employment_title,
  appliedAt: r.applied_at,
  agreement: { volunteer: Boolean(r.volunteer_agreed_at), vio: Boolean(r.vio_agreed_at) },
  feedback: { volunteer: Boolean(r.volunteer_feedback_at), vio: Boolean(r.vio_feedback_at) },
  withdrawnAt: r.withdrawn_at,
  /** The volunteer closed their account: personal fields are gone, the decisions and hours stay. */
  erased: r.erased,
});

const joined = `rm_applications x JOIN rm_application_opportunities op ON op.id = x.opportunity_id`;
const joinedColumns = `x.*, op.status AS opportunity_status, op.title, op.details, op.shared_with, op.vio_id AS owner_id`;
/**
 * A waiting application's place in its opportunity's list (1 = next to be offered): those of the same opportunity
 * that joined no later, counted on the (opportunity_id, joined_commit, joined_prepare) index — per row, not a window
 * over every waitlist (My Opportunities asks it of each of a volunteer's applications).
 */
const placeOf = (w: string) =>
  `(SELECT count(*) FROM rm_waitlist o WHERE o.opportunity_id = ${w}.opportunity_id AND (o.joined_commit, o.joined_prepare) <= (${w}.joined_commit, ${w}.joined_prepare))`;

export const applicationQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  const actsFor = (op: Row, vioId: string) => op.vio_id === vioId || (op.shared_with ?? []).includes(vioId);
  /** An opportunity's applicants and waitlist: admins, and the organisation acting for it (404 unknown, 403 another's). */
  const mayListApplicantsOf = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (!isUuid(id)) return void reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const { rows } = await db.query(`SELECT * FROM rm_application_opportunities WHERE id = $1 AND status <> 'DELETED'`, [id]);
    if (!rows[0]) return void reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const session = request.session!;
    if (!hasBit(session.access, bit.ADMIN) && !actsFor(rows[0], session.id)) return void reply.code(403).send({ message: NOT_YOUR_OPPORTUNITY });
    return rows[0];
  };

  /**
   * My Opportunities: the caller's applications. PENDING = awaiting a decision (PENDING, SELECTED); APPROVED;
   * WITHDRAWN; ALL (or none) every one. Each row says where it stands in both reviews and whether it can still be withdrawn.
   */
  app.get('/api/opportunity/userOpportunities', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const type = typeof q.type === 'string' ? q.type.toUpperCase() : 'ALL';
    const search = typeof q.searchValue === 'string' ? q.searchValue.trim() : '';
    const statuses = type === 'PENDING' ? ['PENDING', 'SELECTED'] : type === 'APPROVED' ? ['APPROVED'] : type === 'WITHDRAWN' ? ['WITHDRAWN'] : null;
    if (!['PENDING', 'APPROVED', 'WITHDRAWN', 'ALL', ''].includes(type)) return reply.code(400).send({ message: UNKNOWN_STATUS_FILTER });
    // One opportunity's application only (the opportunity page asks whether the volunteer has applied).
    const opportunityId = typeof q.opportunityId === 'string' && q.opportunityId !== '' ? q.opportunityId : null;
    if (opportunityId !== null && !isUuid(opportunityId)) return reply.code(400).send({ message: OPPORTUNITY_NOT_FOUND, field: 'opportunityId' });
    const rows = await listPage(
      db,
      reply,
      {
        select: `${joinedColumns}, CASE WHEN wl.application_id IS NOT NULL THEN ${placeOf('wl')} END AS waitlist_place, wl.offer_expires_at`,
        from: `FROM ${joined}
       LEFT JOIN rm_waitlist wl ON wl.application_id = x.id
       WHERE x.volunteer_id = $1 AND op.status <> 'DELETED' AND ($2::text[] IS NULL OR x.status = ANY($2))
         AND ($3 = '' OR op.title ILIKE '%' || $4 || '%') AND ($5::uuid IS NULL OR x.opportunity_id = $5)`,
        order: 'x.applied_at DESC, x.id',
        params: [request.session!.id, statuses, search, likeEscaped(search), opportunityId],
      },
      pageOf(request),
    );
    const today = sriLankanToday(new Date());
    return rows.map((r) => ({
      id: r.id,
      applicationId: r.id,
      status: r.status,
      reviews: reviewsOf(r.status, r.withdrawn_from),
      // The command side decides; this only says whether to offer the button.
      withdrawable: canWithdraw(r.status, r.dates ?? [], today, r.opportunity_status),
      withdrawnAt: r.withdrawn_at,
      // On the waitlist (issue 28): the place in it, and the offer of a place with its end when one is open.
      waitlist: r.waitlist_place == null ? null : { position: Number(r.waitlist_place), offerExpiresAt: r.offer_expires_at },
      joiningDates: r.dates,
      appliedAt: r.applied_at,
      volunteerHours: num(r.confirmed_hours),
      claimedHours: num(r.claimed_hours),
      agreement: { volunteer: Boolean(r.volunteer_agreed_at), vio: Boolean(r.vio_agreed_at) },
      feedback: { volunteer: Boolean(r.volunteer_feedback_at), vio: Boolean(r.vio_feedback_at) },
      opportunity: opportunityView(r),
    }));
  });

  /**
   * The applicants of an opportunity. Admins (CONFIRM_VOLUNTEERS) see stage one (PENDING, SELECTED, ADMIN_REJECTED),
   * the organisation acting for the opportunity stage two (SELECTED, APPROVED, VIO_REJECTED); `status` narrows it.
   * WITHDRAWN: admins see every withdrawn application, the organisation those it had in its list (selected or approved).
   */
  app.get('/api/opportunity/filtered-volunteers/:id', { config: { access: applicantViewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await mayListApplicantsOf(request, reply, id))) return reply;
    const admin = hasBit(request.session!.access, bit.ADMIN);
    const allowed: readonly string[] = admin ? adminApplicationStatuses : vioApplicationStatuses;
    const wanted = statusFilter(request.query as Record<string, unknown>);
    if (wanted.some((s) => !allowed.includes(s))) return reply.code(400).send({ message: UNKNOWN_STATUS_FILTER });
    const rows = await listPage(
      db,
      reply,
      {
        select: '*',
        from: `FROM rm_applications WHERE opportunity_id = $1 AND status = ANY($2)${admin ? '' : ` AND (status <> 'WITHDRAWN' OR withdrawn_from IN ('SELECTED', 'APPROVED'))`}`,
        order: 'applied_at, id',
        params: [id, wanted.length ? wanted : allowed],
      },
      pageOf(request),
    );
    return rows.map(applicantView);
  });

  /**
   * The waitlist of an opportunity (issue 28), in order: the organisation acting for it, and admins. Each row: its
   * place, the applicant as the applicant table shows them, where the application stands, when it joined and the
   * offer of a place with its end when one is open.
   */
  app.get('/api/vio/opportunity/waitlist/:id', { config: { access: applicantViewers, denied: VIO_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await mayListApplicantsOf(request, reply, id))) return reply;
    const rows = await listPage(
      db,
      reply,
      {
        select: 'row_number() OVER (ORDER BY w.joined_commit, w.joined_prepare) AS place, w.joined_at, w.offer_expires_at, x.*',
        from: `FROM rm_waitlist w JOIN rm_applications x ON x.id = w.application_id WHERE w.opportunity_id = $1`,
        order: 'w.joined_commit, w.joined_prepare',
        params: [id],
      },
      pageOf(request),
    );
    return rows.map((r) => ({ position: Number(r.place), joinedAt: r.joined_at, offerExpiresAt: r.offer_expires_at, ...applicantView(r) }));
  });

  /**
   * The one application named by volunteerId, opportunityId and vioId (spec §7 agreement and feedback fetches):
   * a volunteer only their own, an organisation only one of an opportunity it acts for.
   */
  const applicationFor = async (request: FastifyRequest, reply: FastifyReply, party: 'VOLUNTEER' | 'VIO') => {
    const q = request.query as Record<string, unknown>;
    const [volunteerId, opportunityId] = [q.volunteerId, q.opportunityId].map((v) => (typeof v === 'string' ? v : ''));
    if (!isUuid(volunteerId) || !isUuid(opportunityId)) return void reply.code(404).send({ message: APPLICATION_NOT_FOUND });
    const session = request.session!;
    if (party === 'VOLUNTEER' && volunteerId !== session.id) return void reply.code(404).send({ message: APPLICATION_NOT_FOUND });
    const { rows } = await db.query(`SELECT ${joinedColumns} FROM ${joined} WHERE x.opportunity_id = $1 AND x.volunteer_id = $2`, [opportunityId, volunteerId]);
    const r = rows[0];
    if (!r) return void reply.code(404).send({ message: APPLICATION_NOT_FOUND });
    if (party === 'VIO' && !actsFor({ vio_id: r.owner_id, shared_with: r.shared_with }, session.id)) return void reply.code(403).send({ message: NOT_YOUR_OPPORTUNITY });
    return r;
  };
  const common = (r: Row) => ({
    applicationId: r.id,
    status: r.status,
    volunteer: { id: r.volunteer_id, firstName: r.first_name, lastName: r.last_name, registrationNo: r.registration_no },
    vio: { id: r.owner_id, name: r.vio_name },
    opportunity: opportunityView(r),
    joiningDates: r.dates,
  });

  for (const party of ['VOLUNTEER', 'VIO'] as const) {
    const segment = party === 'VOLUNTEER' ? 'volunteer' : 'vio';
    const access: { access: AccessRule; denied: string } = party === 'VOLUNTEER' ? { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } : { access: rules.approvedVio, denied: VIO_DENIED };
    app.get(`/api/agreement/fetch/${segment}`, { config: access }, async (request, reply) => {
      const r = await applicationFor(request, reply, party);
      if (!r) return reply;
      return {
        ...common(r),
        // The agreement opens once the organisation approved the application.
        open: r.status === 'APPROVED',
        alreadySubmitted: Boolean(party === 'VOLUNTEER' ? r.volunteer_agreed_at : r.vio_agreed_at),
        agreement: { volunteer: Boolean(r.volunteer_agreed_at), vio: Boolean(r.vio_agreed_at) },
      };
    });
    app.get(`/api/feedback/fetch/${segment}`, { config: access }, async (request, reply) => {
      const r = await applicationFor(request, reply, party);
      if (!r) return reply;
      const mine = party === 'VOLUNTEER' ? r.volunteer_feedback_at : r.vio_feedback_at;
      return {
        ...common(r),
        // Feedback opens for approved volunteers once the opportunity is completed.
        open: r.status === 'APPROVED' && r.opportunity_status === 'COMPLETED',
        alreadySubmitted: Boolean(mine),
        // The organisation confirms the hours with the volunteer's claim in view; each side sees its own answers.
        claimedHours: num(r.claimed_hours),
        volunteerHours: num(r.confirmed_hours),
        feedback: party === 'VOLUNTEER' ? (r.volunteer_feedback ? { ...r.volunteer_feedback, review: r.volunteer_review ?? '' } : null) : r.vio_feedback ? { ...r.vio_feedback, review: r.vio_review ?? '' } : null,
      };
    });
  }
};
