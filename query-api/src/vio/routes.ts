import type { FastifyInstance, FastifyReply } from 'fastify';
import { bit, colomboDate, hasBit, rules, subVioParentsQuery, vioProfileLayouts, type AccessRule, type Page, type VioType } from '@nvp/events';
import { parse, isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf, queryPage, sendPaging } from '../infra/paging';
import { likeContaining } from '../infra/list-query';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VIO_NOT_FOUND = 'Organisation not found';
/** Admins who may approve VIOs (core admins hold every permission). */
export const vioReviewers = rules.vioReviewer;
/** Pickers of other organisations (sharing, the admin lists): any admin, or an approved VIO. */
export const adminsAndApprovedVios = { any: [bit.ADMIN, bit.VIO_APPROVED] } as const satisfies AccessRule;
export const NO_SUCH_PRINCIPAL = 'No VIO with this registration number';

/** Spec §3: the public view nests one sub-record, named by the VIO's kind. */
export const publicSubRecordOf: Record<VioType, string> = {
  PRIVATEACADEMIA: 'VioPrivateAcademium',
  STATEACADEMIA: 'VioStateAcademium',
  STATEINSTITUTE: 'VioStateInstitute',
  PRIVATEORGANIZATION: 'VioPrivateOrganization',
  SCHOOL: 'VioSchool',
  NONPROFIT: 'VioNonProfit',
};

/** Statuses whose organisation may be shown to the public (approved; a transferred sub-VIO stays approved). */
const PUBLIC_STATUSES = ['APPROVED', 'TRANSFERRED'];

/**
 * FUNCTIONING, SUSPENDED (up to and including the chosen day, Sri Lankan time) or TERMINATED; computed at
 * read time because a suspension ends by itself.
 */
const standing = (v = 'v', today = `(now() AT TIME ZONE 'Asia/Colombo')::date`) =>
  `CASE WHEN ${v}.terminated THEN 'TERMINATED' WHEN ${v}.suspended_until >= ${today} THEN 'SUSPENDED' ELSE 'FUNCTIONING' END`;

const columnsAt = (today?: string) => `v.id, v.name, v.email, v.type, v.status, v.registration_no AS "registrationNo", v.description, v.image_url AS "imageURL",
  v.profile, v.contact, v.erased, ${standing('v', today)} AS standing, to_char(v.suspended_until, 'YYYY-MM-DD') AS "suspendedUntil",
  v.registered_at AS "registeredAt", v.email_verified_at AS "emailVerifiedAt", v.profile_submitted_at AS "profileSubmittedAt",
  v.reviewed_at AS "reviewedAt", CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS "parentVio"`;
const columns = columnsAt();
/** What the public view reads: organisations, contribution figures (applications) and members (organisation). */
export const PUBLIC_VIEW_READ_MODELS = ['vios', 'applications', 'organisation'] as const;
const from = `rm_vios v LEFT JOIN rm_vios p ON p.id = v.parent_vio_id`;

type Row = Record<string, any>;

/** The whole form as the organisation filled it in: public part and (opened) personal part together. */
const formOf = (row: Row) => (row.profile ? { ...row.profile, ...(row.contact ?? {}) } : null);

const detailOf = (row: Row) => {
  const { profile: _p, contact: _c, ...rest } = row;
  return { ...rest, profile: formOf(row) };
};

/** The filters of /admin/VIOlist: all, pending (awaiting approval), approved, rejected. */
const statusFilter: Record<string, string[] | undefined> = {
  ALL: undefined,
  PENDING: ['PROFILECOMPLETED'],
  APPROVED: ['APPROVED', 'TRANSFERRED'],
  REJECTED: ['REJECTED'],
};

class QueryError extends Error {
  readonly statusCode = 400;
}

/** The query of GET /api/vio/list; a bad value answers 400 with what is wrong (paging: the shared schema). */
const parseListQuery = (raw: Record<string, unknown>) => {
  const status = String(raw.status ?? 'ALL').toUpperCase();
  if (!(status in statusFilter)) throw new QueryError('Unknown status filter');
  const userID = raw.userID === undefined || raw.userID === '' ? undefined : String(raw.userID);
  return {
    status,
    search: String(raw.search ?? '').trim().slice(0, 100),
    // An id that cannot exist matches nothing.
    userID: userID && isUuid(userID) ? userID : userID ? '00000000-0000-0000-0000-000000000000' : undefined,
  };
};

/**
 * One organisation's public view on `today` (the Colombo day a suspension is judged by) as JSON text, or null when
 * it is not public. Uncached: the route caches it, and the benchmark measures it as the uncached peer.
 */
export const publicVioView = async (deps: Pick<QueryApiDeps, 'pool' | 'config'>, id: string, today: string) => {
  const { rows } = await deps.pool.query(`SELECT ${columnsAt('$2::date')} FROM ${from} WHERE v.id = $1`, [id, today]);
  const row = rows[0];
  if (!row || !PUBLIC_STATUSES.includes(row.status) || row.standing !== 'FUNCTIONING') return null;
  const type = row.type as VioType;
  const c = vioProfileLayouts[type].contacts;
  const { rows: statRows } = await deps.pool.query(
    `SELECT completed, mobilized, hours::float8 AS hours, sdg_hours FROM rm_contribution_stats WHERE subject_id = $1`,
    [id],
  );
  const stat = statRows[0] ?? { completed: 0, mobilized: 0, hours: 0, sdg_hours: {} };
  // Organisational volunteers: the VIO's joined members (the organisation slice's read model).
  const { rows: members } = await deps.pool.query(`SELECT count(*)::int AS n FROM rm_memberships WHERE vio_id = $1 AND state = 'joined'`, [id]);
  const contact: Row = row.contact ?? {};
  const publicContact = Object.fromEntries(
    ['addressLine1', 'addressLine2', c.landline, c.mobile, c.fax, c.email, c.website].map((field) => [field, contact[field] ?? null]),
  );
  return JSON.stringify({
    id: row.id,
    name: row.name,
    type,
    registrationNo: row.registrationNo,
    description: row.description,
    imageURL: row.imageURL,
    parentVio: row.parentVio,
    principalVioName: row.parentVio?.name ?? null,
    // Contribution figures come from the application slice's read model (VIO-confirmed hours).
    stats: {
      organizationalVolunteers: members[0]?.n ?? 0,
      mobilizedVolunteers: stat.mobilized,
      completedOpportunities: stat.completed,
      volunteerHours: stat.hours,
      valueOfContribution: Math.round(stat.hours * deps.config.contributionHourlyRateLkr * 100) / 100,
    },
    sdgHours: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), Number((stat.sdg_hours as Record<string, unknown>)[String(i + 1)] ?? 0)])),
    [publicSubRecordOf[type]]: { ...(row.profile ?? {}), ...publicContact },
  });
};

export const vioQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /** The signed-in organisation: account, status and the profile form as last submitted (null before the first). */
  app.get('/api/vio/profile', { config: { access: rules.vio } }, async (request, reply) => {
    const { rows } = await deps.pool.query(`SELECT ${columns} FROM ${from} WHERE v.id = $1`, [request.session!.id]);
    if (!rows[0]) return reply.code(404).send({ message: VIO_NOT_FOUND });
    return detailOf(rows[0]);
  });

  /**
   * The public views as JSON text (null: not public), per organisation, for as long as the three read models are
   * unchanged and it is the same Sri Lankan day (a suspension ends by itself at midnight; the day is the query's
   * own parameter, so an answer is exactly the one of the day it is filed under).
   */
  const publicViews = createVersionedCache<string | null>({ maxEntries: 5000 });

  /**
   * Spec §2 public VIO profile: name, type, principal VIO, registration number, address lines and the
   * organisation's own contacts (never its manager's or coordinator's), picture, stat cards and the 17
   * goal tiles. Only an approved organisation in good standing is public; any other id is 404.
   */
  app.get('/api/vio/public-view/:id', { config: { access: rules.everyone } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return reply.code(404).send({ message: VIO_NOT_FOUND });
    // Day and version taken before the rows are read.
    const today = colomboDate();
    const version = await versionOf(deps, PUBLIC_VIEW_READ_MODELS, today);
    const json = await publicViews.getOrLoad(version, id.toLowerCase(), () => publicVioView(deps, id, today));
    if (json === null) return reply.code(404).send({ message: VIO_NOT_FOUND });
    return reply.type('application/json; charset=utf-8').send(json);
  });

  /** /admin/VIOApproval: organisations whose profile awaits a decision (terminated ones aside), oldest submission first. */
  app.get('/api/admin/vio/pending', { config: { access: vioReviewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const rows = await listPage(
      deps.pool,
      reply,
      { select: columns, from: `FROM ${from} WHERE v.status = 'PROFILECOMPLETED' AND NOT v.terminated`, order: 'v.profile_submitted_at, v.id' },
      pageOf(request),
    );
    return rows.map(detailOf);
  });

  /**
   * A VIO's picker (share an opportunity, and the like): approved organisations in good standing other than
   * itself (and than `userID`), public fields only, by name.
   */
  const pickerList = async (self: string, userID: string | undefined, search: string, page: Page, reply: FastifyReply) => {
    const params: unknown[] = [self, userID ?? self];
    const like = search ? `AND (v.name ILIKE $${params.push(likeContaining(search))})` : '';
    return listPage(
      deps.pool,
      reply,
      {
        select: `v.id, v.name, v.registration_no AS "registrationNo", v.type, v.image_url AS "imageURL"`,
        from: `FROM rm_vios v WHERE v.status IN ('APPROVED', 'TRANSFERRED') AND NOT v.terminated AND NOT v.erased AND v.id <> $1 AND v.id <> $2 ${like}`,
        order: 'lower(v.name), v.id',
        params,
      },
      page,
    );
  };

  /**
   * /admin/VIOlist: filter (all, pending, approved, rejected), name or registration number search, paged (page,
   * pageSize; 100 when not given). `userID` narrows to one organisation.
   */
  app.get('/api/vio/list', { config: { access: adminsAndApprovedVios, denied: ADMIN_DENIED } }, async (request, reply) => {
    const query = parseListQuery((request.query ?? {}) as Record<string, unknown>);
    const page = pageOf(request);
    if (!hasBit(request.session!.access, bit.ADMIN)) return pickerList(request.session!.id, query.userID, query.search, page, reply);
    const where: string[] = [];
    const params: unknown[] = [];
    const statuses = statusFilter[query.status];
    if (statuses) where.push(`v.status = ANY($${params.push(statuses)})`);
    if (query.search) {
      const like = likeContaining(query.search);
      where.push(`(v.name ILIKE $${params.push(like)} OR v.registration_no ILIKE $${params.length})`);
    }
    if (query.userID) where.push(`v.id = $${params.push(query.userID)}`);
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { rows, total } = await queryPage(
      deps.pool,
      {
        select: `v.id, v.name, v.email, v.type, v.status, v.registration_no AS "registrationNo", v.image_url AS "imageURL", ${standing()} AS standing,
                CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS "parentVio"`,
        from: `FROM ${from} ${condition}`,
        order: 'v.registered_at DESC, v.id',
        params,
      },
      page,
    );
    sendPaging(reply, page, total);
    return { count: total, page: page.page, pageSize: page.size, rows };
  });

  /** /admin/vio/:vioId: everything the read model holds about one organisation. */
  app.get('/api/admin/vio/:id', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return reply.code(404).send({ message: VIO_NOT_FOUND });
    const { rows } = await deps.pool.query(`SELECT ${columns} FROM ${from} WHERE v.id = $1`, [id]);
    if (!rows[0]) return reply.code(404).send({ message: VIO_NOT_FOUND });
    return detailOf(rows[0]);
  });

  /** Admin transfer dialog: the new principal for a sub-VIO, by registration number (approved, not itself a sub-VIO, not the present principal). */
  app.get('/api/admin/sub-vio/parents', { config: { access: vioReviewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const query = parse(subVioParentsQuery, request.query);
    const { rows } = await deps.pool.query(
      `SELECT id, email, name, registration_no AS "registrationNo" FROM rm_vios
        WHERE upper(registration_no) = upper($1) AND status = 'APPROVED' AND parent_vio_id IS NULL AND NOT terminated AND NOT erased AND id <> $2`,
      [query.newRegistrationNumber, query.parentVioId],
    );
    if (!rows[0]) return reply.code(404).send({ message: NO_SUCH_PRINCIPAL });
    return rows[0];
  });

  /**
   * One organisation for admins and approved VIOs: an admin sees any; a VIO sees approved ones, itself and its
   * own sub-VIOs. The e-mail only for admins, the VIO itself and (for a sub-VIO) its principal.
   */
  app.get('/api/vio/:id', { config: { access: adminsAndApprovedVios, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return reply.code(404).send({ message: VIO_NOT_FOUND });
    const { rows } = await deps.pool.query(
      `SELECT v.id, v.name, v.email, v.status, v.type, v.description, v.registration_no AS "registrationNo", v.image_url AS "imageURL",
              v.parent_vio_id AS "parentVioId", v.terminated,
              CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS "parentVio"
         FROM ${from} WHERE v.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return reply.code(404).send({ message: VIO_NOT_FOUND });
    const me = request.session!.id;
    const admin = hasBit(request.session!.access, bit.ADMIN);
    const own = row.id === me || row.parentVioId === me;
    if (!admin && !own && (!PUBLIC_STATUSES.includes(row.status) || row.terminated)) return reply.code(404).send({ message: VIO_NOT_FOUND });
    const { parentVioId: _p, terminated: _t, ...rest } = row;
    return { ...rest, email: admin || own ? row.email : null };
  });
};
