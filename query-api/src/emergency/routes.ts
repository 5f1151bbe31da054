import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rules } from '@nvp/events';
import { parse, splitSecret, isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { boundedListPage, listPage, pageOf } from '../infra/paging';
import { choice } from '../infra/list-query';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const EMERGENCY_MANAGER_DENIED = 'Only administrators holding the MANAGE_EMERGENCY permission can manage emergency users';
export const EMERGENCY_DENIED = 'Sorry! Only Email Verified Emergency Users have access to this page';
export const INVALID_INVITATION = 'Invalid !!!';
export const OPPORTUNITY_NOT_FOUND = 'Emergency opportunity not found';

const CALL_OUT_SENT_TABLE = 'emergency_call_out_sent';
export const UNKNOWN_GROUP = 'Unknown volunteer group: called or pool';
export const UNKNOWN_VOLUNTEER_STATUS = 'Unknown emergency volunteer status';
export const UNKNOWN_SORT = 'Unknown sort column';
export const UNKNOWN_ORDER = 'Unknown sort order';

/** The standby pool: FULLY_REGISTERED volunteers who said yes to emergencies, not erased, not suspended (a suspension past its last day is over). */
const standbyPool = `v.status = 'FULLY_REGISTERED' AND NOT v.erased AND v.bio->>'emergencyWill' = 'yes'
  AND (v.standing = 'FUNCTIONING' OR (v.standing = 'SUSPENDED' AND v.suspended_until < (now() AT TIME ZONE 'Asia/Colombo')::date))`;
/** The call-out tables' sortable columns (the console's names); the registration number always breaks ties. */
const volunteerSortColumns = {
  registrationNo: 'v.registration_no',
  name: `lower(concat_ws(' ', v.first_name, v.last_name))`,
  contributeDistrict: 'v.contribute_district',
  contributeDivisionalSecretariat: `v.bio->>'contributeDivisionalSecretariat'`,
  contributegnDivision: `v.bio->>'contributegnDivision'`,
  status: `coalesce(e.status, 'NEW')`,
} as const;
/** The most volunteers one call-out invites (the invite command's limit): what 'select all' of the pool gives at most. */
export const INVITE_MAX = 50_000;

/**
 * The call-out tables' optional filters (district, divisionalSecretariat, gnDivision, registrationNo; and the called
 * ones' `status`), as SQL after the opportunity's `$1`. A value that is not one text (a repeated parameter) is ignored.
 */
const placeFilters = (opportunityId: string, query: unknown, status?: string) => {
  const q = (query ?? {}) as Record<string, unknown>;
  const params: unknown[] = [opportunityId];
  const filters: string[] = [];
  const filter = (sql: string, value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) return;
    params.push(value.trim());
    filters.push(sql.replace('?', `$${params.length}`));
  };
  filter('v.contribute_district = ?', q.district);
  filter(`v.bio->>'contributeDivisionalSecretariat' = ?`, q.divisionalSecretariat);
  filter(`v.bio->>'contributegnDivision' = ?`, q.gnDivision);
  filter('upper(v.registration_no) = upper(?)', q.registrationNo);
  filter('e.status = ?', status);
  return { params, where: filters.length ? `AND ${filters.join(' AND ')}` : '' };
};

/** GET …/list-volunteers/:id's table, status and order (issue 24). */
export const listVolunteersQuery = z.object({
  group: choice(['called', 'pool'] as const, UNKNOWN_GROUP),
  status: choice(['INVITED', 'ACCEPTED', 'DECLINED', 'COMPLETED'] as const, UNKNOWN_VOLUNTEER_STATUS, { upper: true }),
  sort: choice(Object.keys(volunteerSortColumns) as (keyof typeof volunteerSortColumns)[], UNKNOWN_SORT),
  order: choice(['asc', 'desc'] as const, UNKNOWN_ORDER),
});

/** The spec's opportunity shape (§3) from the creation data kept in the read model; the supervisor null once erased. */
const opportunityOf = (row: Record<string, any>) => {
  const d = row.data as Record<string, any>;
  const supervisor = row.supervisor as Record<string, string> | null;
  return {
    id: row.id,
    title: d.title,
    category: d.category,
    noOfVolunteers: d.noOfVolunteers,
    coreFunctions: d.coreFunctions,
    supervisorName: supervisor?.supervisorName ?? null,
    supervisorLandline: supervisor?.supervisorLandline ?? null,
    supervisorMobile: supervisor?.supervisorMobile ?? null,
    supervisorEmail: supervisor?.supervisorEmail ?? null,
    sdgNumbers: d.sdgNumbers,
    descriptionEnglish: d.description.en,
    descriptionSinhala: d.description.si,
    descriptionTamil: d.description.ta,
    descriptionSMSEnglish: d.smsDescription.en,
    descriptionSMSSinhala: d.smsDescription.si,
    descriptionSMSTamil: d.smsDescription.ta,
    district: d.district,
    divisionalSecretariat: d.divisionalSecretariat,
    gnDivision: d.gnDivision,
    location: d.location,
    startDate: d.startDate,
    endDate: d.endDate,
    status: row.status,
  };
};

export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";

export const emergencyQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const emergencyManager = { access: rules.emergencyManager, denied: EMERGENCY_MANAGER_DENIED };
  const emergency = { access: rules.verifiedEmergency, denied: EMERGENCY_DENIED };

  /** The caller's own opportunity (another user's, a deleted one or a bad id: 404). */
  const ownOpportunity = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return undefined;
    const { rows } = await deps.pool.query(`SELECT id, status, data, supervisor FROM rm_emergency_opportunities WHERE id = $1 AND owner_id = $2 AND status <> 'DELETED'`, [
      id,
      request.session!.id,
    ]);
    return rows[0] as { id: string; status: string; data: Record<string, any>; supervisor: Record<string, string> | null } | undefined;
  };

  // ---- Emergency users ----

  /** Spec §2 /admin/emguserslist: Name, Email, Status (CREATED/TERMINATED) and Verified. */
  app.get('/api/admin/emergency-login/list', { config: emergencyManager }, async (request, reply) => {
    const rows = await listPage(deps.pool, reply, { select: 'id, name, email, status, verified', from: 'FROM rm_emergency_users WHERE NOT erased', order: 'invited_at DESC, id' }, pageOf(request));
    return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, status: r.status, verified: r.verified }));
  });

  /** The invitee's name and e-mail for the set-password page; 'Invalid !!!' for a forged, used or expired link. */
  app.get('/api/emergency-login/verify/:token', { config: { access: 'everyone' } }, async (request, reply) => {
    const secret = splitSecret((request.params as { token: string }).token);
    if (!secret || !isUuid(secret.subjectId)) return reply.code(400).send({ message: INVALID_INVITATION });
    const { rows } = await deps.pool.query(
      `SELECT name, email FROM rm_emergency_users
        WHERE id = $1 AND status = 'CREATED' AND NOT verified AND invite_secret_hash = $2 AND invite_expires_at > now()`,
      [secret.subjectId, secret.hash],
    );
    if (!rows[0]?.email) return reply.code(400).send({ message: INVALID_INVITATION });
    return { name: rows[0].name, email: rows[0].email };
  });

  // ---- Emergency opportunities ----

  app.get('/api/emergency-login/opportunity/list', { config: emergency }, async (request, reply) => {
    const rows = await listPage(
      deps.pool,
      reply,
      { select: 'id, status, data, supervisor', from: `FROM rm_emergency_opportunities WHERE owner_id = $1 AND status <> 'DELETED'`, order: 'created_at DESC, id', params: [request.session!.id] },
      pageOf(request),
    );
    return { emergencyOpportunities: rows.map(opportunityOf), name: request.session!.name };
  });

  app.get('/api/emergency-login/opportunity/:id', { config: emergency }, async (request, reply) => {
    const row = await ownOpportunity(request);
    if (!row) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    // The call-out's progress: volunteers invited, and those whose SMS and mail have gone out.
    const { rows } = await deps.pool.query(
      `SELECT (SELECT count(*) FROM rm_emergency_volunteers WHERE opportunity_id = $1)::int AS invited,
              (SELECT count(*) FROM ${CALL_OUT_SENT_TABLE} WHERE opportunity_id = $1)::int AS sent`,
      [row.id],
    ).catch(async () => deps.pool.query(`SELECT (SELECT count(*) FROM rm_emergency_volunteers WHERE opportunity_id = $1)::int AS invited, 0 AS sent`, [row.id]));
    return { ...opportunityOf(row), callOut: { invited: rows[0].invited, sent: rows[0].sent } };
  });

  /**
   * Spec §3 emergency volunteer rows: the opportunity's called-out volunteers (INVITED, ACCEPTED, DECLINED,
   * COMPLETED) and the standby pool as NEW — FULLY_REGISTERED volunteers who answered yes to emergencyWill,
   * not suspended and not erased. Optional filters: district, divisionalSecretariat, gnDivision, registrationNo.
   * Issue 24 (a call-out can reach 50,000 volunteers): `group` asks for one table, `called` (optionally one
   * `status`) or `pool`, each paged on its own; `sort` and `order` sort on the server (registration number unless
   * asked). Without `group` both come together, as before.
   */
  /** The pool's rows of these ids, in their order (`columns` gives their status: in the pool, NEW). */
  const poolRows = async (page: { id: string }[], columns: string) => {
    if (!page.length) return [];
    const { rows } = await deps.pool.query(`SELECT ${columns} FROM rm_volunteers v WHERE v.id = ANY($1::uuid[])`, [page.map((r) => r.id)]);
    const byId = new Map(rows.map((r) => [r.id as string, r]));
    return page.map((r) => byId.get(r.id)).filter((r) => r !== undefined);
  };

  app.get('/api/emergency-login/opportunity/list-volunteers/:id', { config: emergency }, async (request, reply) => {
    const { group, status, sort, order } = parse(listVolunteersQuery, request.query);
    const page = pageOf(request);
    const row = await ownOpportunity(request);
    if (!row) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const { params, where } = placeFilters(row.id, request.query, group === 'called' ? status : undefined);
    // The called-out ones read from the opportunity's own rows; the pool from the volunteers (its district index).
    const from =
      group === 'called'
        ? `FROM rm_emergency_volunteers e JOIN rm_volunteers v ON v.id = e.volunteer_id WHERE e.opportunity_id = $1 ${where}`
        : group === 'pool'
          ? `FROM rm_volunteers v LEFT JOIN rm_emergency_volunteers e ON e.opportunity_id = $1 AND e.volunteer_id = v.id
             WHERE e.volunteer_id IS NULL AND ${standbyPool} ${where}`
          : `FROM rm_volunteers v LEFT JOIN rm_emergency_volunteers e ON e.opportunity_id = $1 AND e.volunteer_id = v.id
             WHERE (e.volunteer_id IS NOT NULL OR (${standbyPool})) ${where}`;
    const by = sort && sort !== 'registrationNo' ? `${volunteerSortColumns[sort]} ${order === 'desc' ? 'DESC' : 'ASC'}, ` : '';
    const columns = (status: string) => `v.id, v.email, v.first_name, v.last_name, v.registration_no, v.contribute_district,
              v.bio->>'contributeDivisionalSecretariat' AS ds, v.bio->>'contributegnDivision' AS gn, ${status} AS status`;
    const sql = { from, order: `${by}v.registration_no ${sort === 'registrationNo' && order === 'desc' ? 'DESC' : 'ASC'}, v.id`, params };
    // The pool table picks its page's ids from the pool's partial index alone (its order and filters are in it), then
    // reads those rows: reading every pool row of a district to sort them cost ~25 ms a page at the district size.
    const rows =
      group === 'pool'
        ? await poolRows(await boundedListPage<{ id: string }>(deps.pool, reply, { ...sql, select: 'v.id' }, page), columns(`'NEW'`))
        : await boundedListPage(deps.pool, reply, { ...sql, select: columns(`coalesce(e.status, 'NEW')`) }, page);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
      registrationNo: r.registration_no,
      contributeDistrict: r.contribute_district,
      contributeDivisionalSecretariat: r.ds,
      contributegnDivision: r.gn,
      status: r.status,
    }));
  });

  /**
   * 'Select all' of the standby pool (issue 24): the ids of the whole pool under the same filters, in registration
   * order, at most INVITE_MAX (what one call-out takes; `more` says the pool went on). Only ids: 50,000 are ~2 MB.
   */
  app.get('/api/emergency-login/opportunity/pool-ids/:id', { config: emergency }, async (request, reply) => {
    const row = await ownOpportunity(request);
    if (!row) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const { params, where } = placeFilters(row.id, request.query);
    const { rows } = await deps.pool.query<{ id: string }>(
      `SELECT v.id FROM rm_volunteers v LEFT JOIN rm_emergency_volunteers e ON e.opportunity_id = $1 AND e.volunteer_id = v.id
        WHERE e.volunteer_id IS NULL AND ${standbyPool} ${where}
        ORDER BY v.registration_no, v.id LIMIT ${INVITE_MAX + 1}`,
      params,
    );
    return { ids: rows.slice(0, INVITE_MAX).map((r) => r.id), more: rows.length > INVITE_MAX };
  });

  // ---- Feedback after a completed mobilisation: what the form shows, and whether it was given ----

  const feedbackFetch = (about: 'volunteer' | 'emergencyLogin') => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const q = request.query as Record<string, string | undefined>;
    const [volunteerId, opportunityId, emergencyLoginId] = [q.volunteerId, q.opportunityId, q.emergencyLoginId];
    const me = request.session!.id;
    const author = about === 'volunteer' ? emergencyLoginId : volunteerId;
    if (![volunteerId, opportunityId, emergencyLoginId].every((v) => v && isUuid(v)) || author !== me) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    const { rows } = await deps.pool.query(
      `SELECT o.id, o.title, e.status, v.first_name, v.last_name, v.registration_no, u.name AS emergency_name,
              EXISTS (SELECT 1 FROM rm_emergency_feedback f WHERE f.opportunity_id = o.id AND f.volunteer_id = e.volunteer_id AND f.about = $4) AS already
         FROM rm_emergency_opportunities o
         JOIN rm_emergency_volunteers e ON e.opportunity_id = o.id AND e.volunteer_id = $2
         LEFT JOIN rm_volunteers v ON v.id = e.volunteer_id
         LEFT JOIN rm_emergency_users u ON u.id = o.owner_id
        WHERE o.id = $1 AND o.owner_id = $3 AND o.status <> 'DELETED'`,
      [opportunityId, volunteerId, emergencyLoginId, about],
    );
    const row = rows[0];
    if (!row) return reply.code(404).send({ message: OPPORTUNITY_NOT_FOUND });
    return {
      volunteer: { id: volunteerId, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null, registrationNo: row.registration_no },
      emergencyLogin: { id: emergencyLoginId, name: row.emergency_name },
      opportunity: { id: row.id, title: row.title },
      status: row.status,
      alreadySubmitted: row.already,
    };
  };
  app.get('/api/emergency-login/feedback/fetch/volunteer', { config: emergency }, feedbackFetch('volunteer'));
  app.get('/api/emergency-login/feedback/fetch/emergencyLogin', { config: { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED } }, feedbackFetch('emergencyLogin'));
};
