import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import { isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf } from '../infra/paging';

export const DRAFT_NOT_FOUND = 'Draft not found';
export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';

const notFound = () => Object.assign(new Error(DRAFT_NOT_FOUND), { statusCode: 404 });

/**
 * Issue 27: a VIO's unfinished opportunities (rm_opportunity_drafts), read only by that VIO. They are in a table of
 * their own, so no list of submitted opportunities (public, volunteers', admins', open data, sitemap, counters)
 * can show one; a submitted draft is an ordinary opportunity awaiting review and leaves this table.
 */
export const opportunityDraftRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const { pool } = deps;
  const vio = { access: rules.approvedVio, denied: VIO_DENIED };

  /** The caller's drafts, last saved first: what VIO home lists with a "Continue" action. */
  app.get('/api/vio/opportunity/drafts', { config: vio }, async (request, reply) =>
    listPage(
      pool,
      reply,
      {
        select: `id, kind, title, created_at AS "createdAt", updated_at AS "updatedAt"`,
        from: `FROM rm_opportunity_drafts WHERE vio_id = $1`,
        order: 'updated_at DESC, id',
        params: [request.session!.id],
      },
      pageOf(request),
    ),
  );

  /** One draft of the caller, as saved (the filled fields and the supervisor's), to fill the form again. Others: 404. */
  app.get('/api/vio/opportunity/draft/:id', { config: vio }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const { rows } = await pool.query(`SELECT id, kind, data, supervisor, created_at, updated_at FROM rm_opportunity_drafts WHERE id = $1 AND vio_id = $2`, [
      id,
      request.session!.id,
    ]);
    const row = rows[0];
    if (!row) throw notFound();
    return { ...row.data, ...(row.supervisor ?? {}), id: row.id, kind: row.kind, status: 'DRAFT', createdAt: row.created_at, updatedAt: row.updated_at };
  });
};
