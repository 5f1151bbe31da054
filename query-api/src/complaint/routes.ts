import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complaintStates, rules } from '@nvp/events';
import { parse } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { boundedListPage, pageOf } from '../infra/paging';
import { choice } from '../infra/list-query';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const UNKNOWN_STATE = 'Unknown complaint state';
export const UNKNOWN_SORT = 'Unknown sort column';
export const UNKNOWN_ORDER = 'Unknown sort order';

/** The columns the admin table sorts by (its names) and what each sorts on: case-insensitive, empty first. */
const sortColumns = { userRegistrationNo: 'user_registration_no', userName: 'user_name', title: 'title' } as const;

/** GET /api/complaint's filter and order (issue 24): `state`, `sort` (a column) and `order` (asc, desc). */
export const complaintListQuery = z.object({
  state: choice(complaintStates, UNKNOWN_STATE, { upper: true }),
  sort: choice(Object.keys(sortColumns) as (keyof typeof sortColumns)[], UNKNOWN_SORT),
  order: choice(['asc', 'desc'] as const, UNKNOWN_ORDER),
});

/** GET /api/complaint (any admin): the complaints, newest first, a page at a time, in the spec's field names. */
export const complaintQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /**
   * The dashboard's complaint figure (spec §3 Dashboard numComplaints), split by state. Erased complaints still
   * count: the complaint happened, only its words are gone.
   */
  app.get('/api/complaint/count', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async () => {
    const { rows } = await deps.pool.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'ONGOING')::int AS ongoing FROM rm_complaints`);
    return { numComplaints: rows[0].total as number, ongoing: rows[0].ongoing as number, resolved: (rows[0].total - rows[0].ongoing) as number };
  });

  /**
   * The complaints, newest first or by a column, a page at a time (issue 24: the console pages and sorts here, no
   * longer in the browser). `state` narrows to one tab (none: every complaint, as before).
   */
  app.get('/api/complaint', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { state, sort, order } = parse(complaintListQuery, request.query);
    const page = pageOf(request);
    // Sorting by a column reads every complaint of the state (no index per column): thousands, not the country.
    const by = sort ? `lower(coalesce(${sortColumns[sort]}, '')) ${order === 'desc' ? 'DESC' : 'ASC'}, ` : '';
    const rows = await boundedListPage(
      deps.pool,
      reply,
      { select: '*', from: `FROM rm_complaints ${state ? 'WHERE state = $1' : ''}`, order: `${by}created_at DESC, id`, params: state ? [state] : [] },
      page,
    );
    return rows.map((r) => ({
      id: r.id,
      state: r.state,
      title: r.title,
      description: r.description,
      registrationNo: r.registration_no,
      userType: r.user_type,
      userName: r.user_name,
      userRegistrationNo: r.user_registration_no,
      user: { email: r.email },
      createdAt: (r.created_at as Date).toISOString(),
      actionTaken: r.action_taken,
      resolvedAt: r.resolved_at ? (r.resolved_at as Date).toISOString() : null,
      erased: r.erased,
    }));
  });
};
