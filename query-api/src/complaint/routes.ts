import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf } from '../infra/paging';

export const ADMIN_DENIED = 'Only Admin users can view this page!';

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

  app.get('/api/complaint', { config: { access: rules.admin, denied: ADMIN_DENIED } }, async (request, reply) => {
    const rows = await listPage(deps.pool, reply, { select: '*', from: 'FROM rm_complaints', order: 'created_at DESC, id' }, pageOf(request));
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
