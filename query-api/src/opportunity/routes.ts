import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bit, categoryIds, createVoFormData, hasBit, lkAdmin, opportunityStatuses, searchable, OPPORTUNITY_LIMITS, pagingQuery, rules, vioOpportunitySearchRequest, type AccessRule } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { createVersionedCache } from '../infra/versioned-cache';
import { LISTED_OPPORTUNITY, readableByAnyone } from '../infra/public-opportunity';
import { boundedListPage, listPage, pageOf, sendPaging } from '../infra/paging';
import { choice, likeContaining, searchText } from '../infra/list-query';
import { isUuid, parse } from '@nvp/http-kit';
import { requestLanguage } from '../infra/language';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const UNKNOWN_TYPE = 'type must be ALL, ONLINE or REGULAR';
export const UNKNOWN_STATUS = 'Unknown opportunity status';
export const UNKNOWN_SORT = 'Unknown sort column';
export const SEARCH_TOO_LONG = 'The search text is too long';
export const UNKNOWN_ORDER = 'Unknown sort order';
export const UNKNOWN_DISTRICT = 'Unknown district';
export const UNKNOWN_CATEGORY = 'Unknown category';

/** The admin non-formal table's sortable columns (its names) and what each sorts on: case-insensitive, empty first. */
const nonFormalSortColumns = { supervisorName: `supervisor->>'supervisorName'`, supervisorEmail: `supervisor->>'supervisorEmail'`, title: 'title', status: 'status' } as const;
/** GET /api/opportunity/list/:status's title search (issue 24). */
export const adminListQuery = z.object({ searchValue: searchText(SEARCH_TOO_LONG) });
/** GET /api/nonformal-opportunity/admin/list's filter and order (issue 24): `status` (or ALL), `sort` (a column), `order`. */
export const nonFormalAdminQuery = z.object({
  status: choice(['ALL', ...opportunityStatuses], UNKNOWN_STATUS, { upper: true }),
  sort: choice(Object.keys(nonFormalSortColumns) as (keyof typeof nonFormalSortColumns)[], UNKNOWN_SORT),
  order: choice(['asc', 'desc'] as const, UNKNOWN_ORDER),
});

/** The 25 districts' census codes, read from the reference data on the first filtered request. */
let districtCodes: string[] | undefined;
/**
 * Issue 27: the public list's filters, by reference-data id: `district` a district's census code ('11'), `category`
 * a category id (1–11). An unknown one is 400 `{ message, field }`; absent or empty: no filter.
 */
export const publicListFilters = z.object({
  district: choice(() => (districtCodes ??= lkAdmin.districts().map((d) => d.code)), UNKNOWN_DISTRICT),
  category: choice([...categoryIds].map(String), UNKNOWN_CATEGORY),
});

const T = 'rm_opportunities';
const CACHE_REFERENCE = 'public, max-age=3600';

const reviewers = { all: [bit.ADMIN, bit.APPROVE_OPPORTUNITIES] } as const satisfies AccessRule;
const approvedVioOrAdmin = { any: [bit.VIO_APPROVED, bit.ADMIN] } as const satisfies AccessRule;

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
const forbidden = (message: string) => Object.assign(new Error(message), { statusCode: 403 });
const notFound = () => Object.assign(new Error(OPPORTUNITY_NOT_FOUND), { statusCode: 404 });

const whole = (value: unknown, name: string, fallback: number, max: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${name} must be a whole number from 1 to ${max}`);
  return n;
};

/** Answers a JSON text built by PostgreSQL as is (no parse and re-serialise on the hot public paths). */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

type Row = Record<string, any>;

/** The public grid's paging: 12 cards a page unless asked (spec §9), at most 100. */
const gridPaging = pagingQuery({ defaultSize: OPPORTUNITY_LIMITS.gridPageSize });

/**
 * The public list's one round trip: the page's cards (JSON text) and the total. With a search word or a filter the
 * matches are taken first (a MATERIALIZED CTE, so the planner answers the search from the trigram index, a district or
 * category from its own index, instead of walking the newest-first index and filtering every row), then counted and
 * paged. The search reads `search_text` (issue 27: the title and the descriptions in the three languages); `district`
 * is the district's English name, as opportunities record it; `category` a category id.
 */
export const publicListQuery = (q: { type: 'ALL' | 'ONLINE' | 'REGULAR'; search: string; district?: string; category?: number; page: number; pageSize: number }) => {
  const values: unknown[] = [];
  let where = LISTED_OPPORTUNITY;
  if (q.type !== 'ALL') where += ` AND type = $${values.push(q.type)}`;
  const page = `ORDER BY created_at DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  if (!q.search && q.district === undefined && q.category === undefined) {
    return {
      values,
      // The total is kept by the projection (recounted when an opportunity enters or leaves the list).
      text: `SELECT coalesce((SELECT n FROM rm_opportunity_counts WHERE type = '${q.type}'), 0) AS n,
        (SELECT coalesce(json_agg(card ORDER BY created_at DESC), '[]')::text FROM (SELECT card, created_at FROM ${T} WHERE ${where} ${page}) p) AS json`,
    };
  }
  // search_text is stored `searchable` (NFC, no joiners, lower-cased by PostgreSQL), the word made the same way: a LIKE.
  if (q.search) where += ` AND search_text LIKE ${searchable(`$${values.push(likeContaining(q.search))}::text`)}`;
  if (q.district !== undefined) where += ` AND district = $${values.push(q.district)}`;
  if (q.category !== undefined) where += ` AND category = $${values.push(String(q.category))}`;
  // The matches are kept narrow (id and date): a filter can match thousands, and only the page's cards are read.
  return {
    values,
    text: `WITH hits AS MATERIALIZED (SELECT id, created_at FROM ${T} WHERE ${where})
      SELECT (SELECT count(*)::int FROM hits) AS n,
        (SELECT coalesce(json_agg(o.card ORDER BY p.created_at DESC), '[]')::text FROM (SELECT id, created_at FROM hits ${page}) p JOIN ${T} o USING (id)) AS json`,
  };
};
const ROW = `id, kind, vio_id, vio_name, status, deleted, vio_active, data, supervisor, card, shared_with, created_at, updated_at, reviewed_at`;

/** The whole opportunity as the detail pages show it; the supervisor only to a signed-in caller. */
const detailOf = (row: Row, language: 'en' | 'si' | 'ta', withSupervisor: boolean) => {
  const d = row.data as Row;
  const byLanguage = row.kind === 'FORMAL' ? { en: d.descriptionEnglish, si: d.descriptionSinhala, ta: d.descriptionTamil }[language] : d.description;
  const sms = row.kind === 'FORMAL' ? { en: d.descriptionSMSEnglish, si: d.descriptionSMSSinhala, ta: d.descriptionSMSTamil }[language] : undefined;
  return {
    ...d,
    ...(withSupervisor && row.supervisor ? row.supervisor : {}),
    id: row.id,
    kind: row.kind,
    status: row.status,
    vioId: row.vio_id,
    Vio: { id: row.vio_id, name: row.vio_name },
    isShared: row.shared_with !== null,
    sharedWith: row.shared_with,
    hoursPerWeek: row.card.hoursPerWeek,
    // Spec §1: descriptions show in the interface language, English when that one is empty.
    description: byLanguage || d.descriptionEnglish || d.description || '',
    ...(sms === undefined ? {} : { descriptionSMS: sms || d.descriptionSMSEnglish || '' }),
    supervisor: withSupervisor ? (row.supervisor ?? null) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewedAt: row.reviewed_at,
  };
};

export const opportunityQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const { pool } = deps;
  /**
   * The public list's pages, per query, for as long as the opportunities read model is unchanged (its version
   * is taken before the query, so a page is never filed under a newer version than the table it came from).
   */
  const publicPages = createVersionedCache<{ n: number; json: string }>({ maxEntries: 1000 });
  /** Anyone's view of one opportunity (JSON text; null: not public), per opportunity and language, the same way. */
  const publicDetails = createVersionedCache<string | null>({ maxEntries: 5000 });

  /** Spec §7: the formal form's lists (17 goals with colour and names in three languages, categories, core functions…). */
  app.get('/api/formData/createVO', { config: { access: rules.everyone } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_REFERENCE);
    return createVoFormData();
  });

  /**
   * The public list (spec §2 /volunteer-opportunities): approved formal opportunities, newest first.
   * searchValue: case-insensitive part of the title or of a description in any of the three languages (trigram
   * index); type ALL, ONLINE or REGULAR; district (census code) and category (id), issue 27.
   * Paged on the server (page, pageSize; default 12, at most 100): the body is the page's cards, `x-total-count` the total.
   */
  app.get('/api/opportunity/getOpportunities', { config: { access: rules.everyone } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const type = String(q.type ?? 'ALL').toUpperCase();
    if (!['ALL', 'ONLINE', 'REGULAR'].includes(type)) throw badRequest(UNKNOWN_TYPE);
    const page = pageOf(request, gridPaging);
    const filters = parse(publicListFilters, q);
    const asked = {
      type: type as 'ALL' | 'ONLINE' | 'REGULAR',
      search: String(q.searchValue ?? '').trim().slice(0, 100),
      district: filters.district === undefined ? undefined : lkAdmin.district(filters.district)?.name,
      category: filters.category === undefined ? undefined : Number(filters.category),
      pageSize: page.size,
      page: page.page,
    };
    // The search word as given (not lower-cased here: PostgreSQL's ILIKE decides what matches, not JavaScript).
    const key = JSON.stringify([asked.type, asked.search, asked.page, asked.pageSize, asked.district ?? null, asked.category ?? null]);
    const version = await deps.readModelVersion?.('opportunities');
    // Callers asking for the same page while it is read share that read (after every change, many ask at once).
    const answer = await publicPages.getOrLoad(version, key, async () => {
      const query = publicListQuery(asked);
      return (await pool.query<{ n: number; json: string }>(query.text, query.values)).rows[0];
    });
    sendPaging(reply, page, answer.n);
    return sendJson(reply, answer.json);
  });

  /** Spec §7: the volunteer home's two carousels, newest first, at most `limit` (30) of each. */
  app.get('/api/opportunity/getHomeOpportunities', { config: { access: rules.everyone } }, async (request, reply) => {
    const limit = whole((request.query as Record<string, unknown>).limit, 'limit', OPPORTUNITY_LIMITS.homeLimit, OPPORTUNITY_LIMITS.homeLimit);
    const { rows } = await pool.query<{ json: string }>(
      `SELECT json_build_object(
         'onlineOpportunities', (SELECT coalesce(json_agg(card ORDER BY created_at DESC), '[]') FROM (SELECT card, created_at FROM ${T} WHERE ${LISTED_OPPORTUNITY} AND type = 'ONLINE' ORDER BY created_at DESC LIMIT $1) a),
         'regularOpportunities', (SELECT coalesce(json_agg(card ORDER BY created_at DESC), '[]') FROM (SELECT card, created_at FROM ${T} WHERE ${LISTED_OPPORTUNITY} AND type = 'REGULAR' ORDER BY created_at DESC LIMIT $1) b)
       )::text AS json`,
      [limit],
    );
    return sendJson(reply, rows[0].json);
  });

  /**
   * One formal opportunity (spec §2 /viewOpportunity/{id}): approved and completed ones are public; one
   * awaiting review or rejected only to its VIO, its sharing partner (or a VIO asked to share it) and admins.
   * `lang` picks the description.
   */
  app.get('/api/opportunity/get/:id', { config: { access: rules.everyone } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const session = request.session;
    if (session === undefined) {
      // Anyone's view (no supervisor), per opportunity and language, for as long as the read model is unchanged.
      const language = requestLanguage(request);
      const version = await deps.readModelVersion?.('opportunities');
      const json = await publicDetails.getOrLoad(version, `${id.toLowerCase()}/${language}`, async () => {
        const row = (await pool.query(`SELECT ${ROW} FROM ${T} WHERE id = $1 AND kind = 'FORMAL'`, [id])).rows[0];
        const isPublic = row && readableByAnyone(row);
        return isPublic ? JSON.stringify(detailOf(row, language, false)) : null;
      });
      if (json === null) throw notFound();
      return sendJson(reply, json);
    }
    const { rows } = await pool.query(`SELECT ${ROW} FROM ${T} WHERE id = $1 AND kind = 'FORMAL'`, [id]);
    const row = rows[0];
    if (!row || row.deleted) throw notFound();
    const isAdmin = session !== undefined && hasBit(session.access, bit.ADMIN);
    const isPartner = session !== undefined && (session.id === row.vio_id || session.id === row.shared_with);
    const isPublic = readableByAnyone(row);
    // A VIO asked to share it may read it before answering.
    const isAsked = async () =>
      session !== undefined &&
      (await pool.query(`SELECT 1 FROM rm_opportunity_shares WHERE opportunity_id = $1 AND secondary_vio_id = $2 AND status = 'REQUESTED'`, [id, session.id])).rowCount === 1;
    if (!isPublic && !isAdmin && !isPartner && !(await isAsked())) throw notFound();
    return detailOf(row, requestLanguage(request), true);
  });

  /**
   * Admin lists by status (spec §7 /list/CREATED and /list/APPROVED; any status is accepted). Reviewers
   * (APPROVE_OPPORTUNITIES) and applicant selectors (CONFIRM_VOLUNTEERS) both need them. Issue 24: the approved
   * ones grow with the country (100,000), so the console's title search (`searchValue`) runs here, a page at a time;
   * it reads every opportunity of the status (the title index covers only the public ones): tens of ms at 100,000.
   */
  app.get('/api/opportunity/list/:status', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request, reply) => {
    const access = request.session!.access;
    if (!hasBit(access, bit.APPROVE_OPPORTUNITIES) && !hasBit(access, bit.CONFIRM_VOLUNTEERS)) throw forbidden(ADMIN_DENIED);
    const status = String((request.params as { status: string }).status).toUpperCase();
    if (!(opportunityStatuses as readonly string[]).includes(status)) throw badRequest(UNKNOWN_STATUS);
    const { searchValue } = parse(adminListQuery, request.query);
    const rows = await boundedListPage(
      pool,
      reply,
      {
        select: `card || jsonb_build_object('createdAt', created_at, 'language', data->'language', 'location', data->'location') AS card`,
        from: `FROM ${T} WHERE kind = 'FORMAL' AND status = $1 AND NOT deleted ${searchValue ? 'AND title ILIKE $2' : ''}`,
        order: 'created_at DESC, id',
        params: searchValue ? [status, likeContaining(searchValue)] : [status],
      },
      pageOf(request),
    );
    return rows.map((r) => r.card);
  });

  // ── the VIO's own opportunities ─────────────────────────────────────────────────────────────────
  const vio = { access: rules.approvedVio, denied: VIO_DENIED };
  /** Own formal opportunities and those shared with it (accepted). */
  const MINE = `kind = 'FORMAL' AND NOT deleted AND (vio_id = $1 OR shared_with = $1)`;

  /** Spec §3 VIO dashboard: total, onGoing (approved), completed, pending (awaiting review); own and shared. */
  app.get('/api/vio/opportunity-stat', { config: vio }, async (request) => {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'APPROVED')::int AS "onGoing",
              count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed,
              count(*) FILTER (WHERE status = 'CREATED')::int AS pending,
              count(*) FILTER (WHERE status = 'REJECTED')::int AS rejected
         FROM ${T} WHERE ${MINE}`,
      [request.session!.id],
    );
    return rows[0];
  });

  /** Spec §7 VIO opportunity search: query (title), status (or ALL), pageNumber, pageSize (10) → { count, rows }. */
  const search = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const { query, status, pageNumber, pageSize } = parse(vioOpportunitySearchRequest, input ?? {});
    const params: unknown[] = [request.session!.id];
    let where = MINE;
    if (status && status !== 'ALL') where += ` AND status = $${params.push(status)}`;
    if (query) where += ` AND title ILIKE $${params.push(likeContaining(query))}`;
    const [count, rows] = await Promise.all([
      pool.query(`SELECT count(*)::int AS n FROM ${T} WHERE ${where}`, params),
      pool.query(
        `SELECT card || jsonb_build_object('owner', vio_id = $1) AS card FROM ${T} WHERE ${where}
          ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(pageNumber - 1) * pageSize}`,
        params,
      ),
    ]);
    sendPaging(reply, { page: pageNumber, size: pageSize, offset: (pageNumber - 1) * pageSize }, count.rows[0].n);
    return { count: count.rows[0].n as number, rows: rows.rows.map((r) => r.card) };
  };
  app.post('/api/vio/opportunity/search', { config: vio }, async (request, reply) => search(request, reply, request.body));
  app.get('/api/vio/vio-opportunity/search', { config: vio }, async (request, reply) => search(request, reply, request.query));

  // ── non-formal opportunities ────────────────────────────────────────────────────────────────────
  const nonFormalRow = `json_build_object('id', id, 'title', title, 'status', status, 'supervisorName', supervisor->>'supervisorName',
    'supervisorEmail', supervisor->>'supervisorEmail', 'cardImage', data->>'cardImage', 'startDate', data->>'startDate', 'endDate', data->>'endDate',
    'vioId', vio_id, 'Vio', json_build_object('id', vio_id, 'name', vio_name), 'createdAt', created_at)`;

  /** The VIO's own non-formal opportunities (`userID`, when sent, must be the caller). */
  app.get('/api/nonformal-opportunity/vio/list', { config: vio }, async (request, reply) => {
    const userID = (request.query as Record<string, unknown>).userID;
    if (userID !== undefined && userID !== '' && userID !== request.session!.id) throw forbidden(VIO_DENIED);
    const rows = await listPage(
      pool,
      reply,
      { select: `${nonFormalRow} AS item`, from: `FROM ${T} WHERE kind = 'NONFORMAL' AND vio_id = $1 AND NOT deleted`, order: 'created_at DESC, id', params: [request.session!.id] },
      pageOf(request),
    );
    return rows.map((r) => r.item);
  });

  /**
   * Every non-formal opportunity, for the admins' approval table, newest first or by a column (`sort`, `order`), a
   * page at a time (issue 24: the console sorts and pages here); optional `status`. A sort by a column reads every
   * non-formal opportunity of the filter (no index per column): thousands, not the country's 100,000 formal ones.
   */
  app.get('/api/nonformal-opportunity/admin/list', { config: { access: reviewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { status, sort, order } = parse(nonFormalAdminQuery, request.query);
    const filtered = status && status !== 'ALL';
    const by = sort ? `lower(coalesce(${nonFormalSortColumns[sort]}, '')) ${order === 'desc' ? 'DESC' : 'ASC'}, ` : '';
    const rows = await boundedListPage(
      pool,
      reply,
      { select: `${nonFormalRow} AS item`, from: `FROM ${T} WHERE kind = 'NONFORMAL' AND NOT deleted ${filtered ? 'AND status = $1' : ''}`, order: `${by}created_at DESC, id`, params: filtered ? [status] : [] },
      pageOf(request),
    );
    return rows.map((r) => r.item);
  });

  /** One non-formal opportunity: its VIO and admins only. */
  app.get('/api/nonformal-opportunity/get/:id', { config: { access: approvedVioOrAdmin, denied: VIO_DENIED } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const { rows } = await pool.query(`SELECT ${ROW} FROM ${T} WHERE id = $1 AND kind = 'NONFORMAL'`, [id]);
    const row = rows[0];
    const session = request.session!;
    if (!row || row.deleted || (!hasBit(session.access, bit.ADMIN) && row.vio_id !== session.id)) throw notFound();
    return detailOf(row, requestLanguage(request), true);
  });

  // ── sharing ─────────────────────────────────────────────────────────────────────────────────────
  /**
   * Requests sent to the caller (spec §3 Shared-opportunity request: id, Opportunity { id, title, Vio { name } }),
   * newest first, with their status (REQUESTED, ACCEPTED, REJECTED). `vioId`, when sent, must be the caller.
   */
  app.get('/api/sharedOpportunity/getRequests', { config: vio }, async (request, reply) => {
    const vioId = (request.query as Record<string, unknown>).vioId;
    if (vioId !== undefined && vioId !== '' && vioId !== request.session!.id) throw forbidden(VIO_DENIED);
    const rows = await listPage(
      pool,
      reply,
      {
        select: `json_build_object('id', s.opportunity_id, 'opportunityId', s.opportunity_id, 'status', s.status,
                'primaryVio', s.primary_vio_id, 'secondaryVio', s.secondary_vio_id, 'requestedAt', s.requested_at, 'answeredAt', s.answered_at,
                'Opportunity', json_build_object('id', o.id, 'title', o.title, 'status', o.status, 'Vio', json_build_object('id', o.vio_id, 'name', o.vio_name))) AS item`,
        from: `FROM rm_opportunity_shares s JOIN ${T} o ON o.id = s.opportunity_id WHERE s.secondary_vio_id = $1 AND NOT o.deleted`,
        order: 's.requested_at DESC, s.opportunity_id',
        params: [request.session!.id],
      },
      pageOf(request),
    );
    return rows.map((r) => r.item);
  });

  /**
   * The share page's choices (spec §2 /share-opportunity/{id}): approved VIOs in good standing other than the
   * owner, filtered by name or e-mail (`searchValue`), each with the state of a request already sent to it.
   */
  app.get('/api/sharedOpportunity/candidates/:id', { config: vio }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const page = pageOf(request);
    if (!isUuid(id)) throw notFound();
    const owner = await pool.query(`SELECT vio_id FROM ${T} WHERE id = $1 AND kind = 'FORMAL' AND NOT deleted`, [id]);
    if (!owner.rows[0] || owner.rows[0].vio_id !== request.session!.id) throw notFound();
    const search = String((request.query as Record<string, unknown>).searchValue ?? '').trim().slice(0, 100);
    const params: unknown[] = [request.session!.id, id];
    const filter = search ? `AND (v.name ILIKE $${params.push(likeContaining(search))} OR v.email ILIKE $${params.length})` : '';
    return listPage(
      pool,
      reply,
      {
        select: `v.id, v.name, v.email, s.status AS "requestStatus"`,
        from: `FROM rm_opportunity_vios v LEFT JOIN rm_opportunity_shares s ON s.opportunity_id = $2 AND s.secondary_vio_id = v.id
        WHERE v.approved AND v.active AND v.id <> $1 ${filter}`,
        order: 'lower(v.name), v.id',
        params,
      },
      page,
    );
  });
};
