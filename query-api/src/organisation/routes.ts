import type { FastifyInstance } from 'fastify';
import { ORG_INVITATION_WAIT_DAYS, pagingQuery, rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { boundedListPage, listPage, pageOf, sendPaging } from '../infra/paging';
import { likeContaining } from '../infra/list-query';
import { isUuid } from '@nvp/http-kit';

export const VIO_DENIED = 'Sorry! Only Email Verified and Admin Approved Volunteer Involving Organizations have access to this page';
export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const SUB_VIO_NOT_FOUND = 'Sub-VIO not found';

const approvedVio = { access: rules.approvedVio, denied: VIO_DENIED };
const approvedVolunteer = { access: rules.approvedVolunteer, denied: VOLUNTEER_DENIED };
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** The list filter of both sides: all, requested, joined (anything else is a 400). */
const listType = (raw: unknown) => {
  const type = String(raw ?? '').toLowerCase();
  if (type !== 'all' && type !== 'requested' && type !== 'joined') throw httpError(400, 'Unknown list type: all, requested or joined');
  return type;
};
const searchOf = (raw: unknown) => {
  const text = String(raw ?? '').trim().slice(0, 100);
  return text ? likeContaining(text) : undefined;
};
/** The assignment table's paging (Spring style): `page` from 0 and `size`, 10 rows unless asked, at most 100. */
const assignmentPaging = pagingQuery({ size: 'size', firstPage: 0, defaultSize: 10 });

/** The volunteer's view of a pair: invited reads 'accept'; a withdrawn request or declined invitation reads 'new'. */
const volunteerState = `CASE m.state WHEN 'invited' THEN 'accept' WHEN 'cancelled' THEN 'new' WHEN 'declined' THEN 'new' ELSE coalesce(m.state, 'new') END`;
/** An invitation the VIO still sees: younger than the wait, as an invitation to an address without an account lasts. */
const openInvitation = `i.invited_at > now() - make_interval(days => ${ORG_INVITATION_WAIT_DAYS})`;
/** A volunteer's name, NULL once erased (the membership row stays, without a name). */
const volunteerName = `CASE WHEN v.erased THEN NULL ELSE nullif(trim(concat_ws(' ', v.first_name, v.last_name)), '') END`;

/**
 * Read side of the organisations: the volunteer's VIO list, the VIO's members and invitations, its sub-VIOs
 * and the assignment table. Every list is the caller's own: the VIO or volunteer comes from the session.
 */
export const organisationQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /** /org-vios: every approved VIO with this volunteer's state (all), or only pending (requested, accept) or joined. */
  app.get('/api/org/vio/list/:type', { config: approvedVolunteer }, async (request, reply) => {
    const type = listType((request.params as { type: string }).type);
    // Issue 24: `all` is every approved VIO (10,000 at national size): the console's name search runs here.
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    const filter = type === 'requested' ? `AND m.state IN ('requested', 'invited')` : type === 'joined' ? `AND m.state = 'joined'` : '';
    return boundedListPage(
      deps.pool,
      reply,
      {
        select: `o.id AS "vioId", o.name, o.type, o.image_url AS "imageURL", o.profile->>'district' AS district, ${volunteerState} AS state`,
        from: `FROM rm_vios o LEFT JOIN rm_memberships m ON m.vio_id = o.id AND m.volunteer_id = $1
        WHERE o.status IN ('APPROVED', 'TRANSFERRED') AND NOT o.terminated AND NOT o.erased ${filter} ${like ? 'AND o.name ILIKE $2' : ''}`,
        order: 'lower(o.name), o.id',
        params: like ? [request.session!.id, like] : [request.session!.id],
      },
      pageOf(request),
    );
  });

  /**
   * /org-volunteers: the VIO's side of its pairs (a withdrawn request is not shown) and, in `all`, its open
   * invitations. An invitation is not a person (issue 23): until the volunteer accepts, the VIO sees only what it
   * typed — `{ volunteerId: null, invitationId, name: null, email, state: 'invited', imageURL: null, district: null }`
   * whether or not the address has an account; a declined invitation reads the same until it lapses.
   */
  app.get('/api/org/volunteer/list/:type', { config: approvedVio }, async (request, reply) => {
    const type = listType((request.params as { type: string }).type);
    // Issue 24: the console's name search runs here (a VIO's members can be thousands): names, and an invitation's typed address.
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    const filter = type === 'requested' ? `AND m.state = 'requested'` : type === 'joined' ? `AND m.state = 'joined'` : `AND m.state NOT IN ('cancelled', 'invited', 'declined')`;
    const invitations =
      type === 'all'
        ? `UNION ALL
           SELECT NULL::uuid, i.id, NULL, 'invited', NULL, NULL, i.email, i.invited_at FROM rm_org_invitations i WHERE i.vio_id = $1 AND ${openInvitation}
           ${like ? 'AND i.email ILIKE $2' : ''}`
        : '';
    return boundedListPage(deps.pool, reply, {
      select: `"volunteerId", "invitationId", name, state, "imageURL", district, email`,
      from: `FROM (
         SELECT m.volunteer_id AS "volunteerId", NULL::uuid AS "invitationId", ${volunteerName} AS name, m.state, v.image_url AS "imageURL",
                v.contribute_district AS district, NULL::text AS email, m.updated_at AS at
           FROM rm_memberships m LEFT JOIN rm_volunteers v ON v.id = m.volunteer_id
          WHERE m.vio_id = $1 ${filter} ${like ? `AND ${volunteerName} ILIKE $2` : ''}
         ${invitations}
       ) x`,
      order: 'at DESC, coalesce("volunteerId", "invitationId")',
      params: like ? [request.session!.id, like] : [request.session!.id],
    }, pageOf(request));
  });

  /**
   * /viewOrganizationalVolunteers: members and open invitations; searchValue filters members by name and
   * invitations by the address the VIO typed (the only thing an invitation shows, issue 23).
   */
  app.get('/api/organizationVolunteers/viewAll', { config: approvedVio }, async (request, reply) => {
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    return boundedListPage(deps.pool, reply, {
      select: `"volunteerId", "invitationId", "volunteerName", email, state, "imageURL"`,
      from: `FROM (
         SELECT m.volunteer_id AS "volunteerId", NULL::uuid AS "invitationId", ${volunteerName} AS "volunteerName",
                CASE WHEN v.erased THEN NULL ELSE v.email END AS email, m.state, v.image_url AS "imageURL"
           FROM rm_memberships m LEFT JOIN rm_volunteers v ON v.id = m.volunteer_id
          WHERE m.vio_id = $1 AND m.state = 'joined' ${like ? `AND ${volunteerName} ILIKE $2` : ''}
         UNION ALL
         SELECT NULL::uuid, i.id, NULL, i.email, 'invited', NULL
           FROM rm_org_invitations i
          WHERE i.vio_id = $1 AND ${openInvitation} ${like ? `AND i.email ILIKE $2` : ''}
       ) x`,
      order: 'state DESC, lower(coalesce("volunteerName", email)), coalesce("volunteerId", "invitationId")',
      params: like ? [request.session!.id, like] : [request.session!.id],
    }, pageOf(request));
  });

  /** /viewSubVios: the VIO's sub-VIOs (deleted ones aside); searchValue matches the id or the name. */
  app.get('/api/subvio/viewSubvios', { config: approvedVio }, async (request, reply) => {
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    return listPage(
      deps.pool,
      reply,
      {
        select: `id AS "subvioId", name AS "subvioName", leader AS "subvioLeader", description AS "subvioDescription", email, status,
              registration_no AS "registrationNo"`,
        from: `FROM rm_vios WHERE parent_vio_id = $1 AND NOT terminated ${like ? `AND (id::text ILIKE $2 OR name ILIKE $2 OR registration_no ILIKE $2)` : ''}`,
        order: 'registered_at, id',
        params: like ? [request.session!.id, like] : [request.session!.id],
      },
      pageOf(request),
    );
  });

  /** /subVIOList. */
  app.get('/api/vio/get-sub-vios', { config: approvedVio }, async (request, reply) =>
    listPage(
      deps.pool,
      reply,
      {
        select: `id, name, email, type, status, registration_no AS "registrationNo"`,
        from: 'FROM rm_vios WHERE parent_vio_id = $1 AND NOT terminated',
        order: 'registered_at, id',
        params: [request.session!.id],
      },
      pageOf(request),
    ),
  );

  /** /viewSubVio/:id: the principal's joined members, 10 a page by default, with whether each is assigned to this sub-VIO. */
  app.get('/api/vio/get-org-volunteers-subvio/:subvioId', { config: approvedVio }, async (request, reply) => {
    const { subvioId } = request.params as { subvioId: string };
    const query = request.query as { firstName?: string };
    const paging = pageOf(request, assignmentPaging);
    const principalId = request.session!.id;
    if (!isUuid(subvioId)) throw httpError(404, SUB_VIO_NOT_FOUND);
    const { rows: subs } = await deps.pool.query(`SELECT 1 FROM rm_vios WHERE id = $1 AND parent_vio_id = $2 AND NOT terminated`, [subvioId, principalId]);
    if (!subs[0]) throw httpError(404, SUB_VIO_NOT_FOUND);
    const { page, size } = paging;
    const like = searchOf(query.firstName);
    const params: unknown[] = [principalId, subvioId];
    const nameFilter = like ? `AND v.first_name ILIKE $${params.push(like)} AND NOT v.erased` : '';
    const base = `FROM rm_memberships m LEFT JOIN rm_volunteers v ON v.id = m.volunteer_id
                  LEFT JOIN rm_subvio_assignments a ON a.sub_vio_id = $2 AND a.volunteer_id = m.volunteer_id
                 WHERE m.vio_id = $1 AND m.state = 'joined' ${nameFilter}`;
    const [{ rows }, { rows: counted }] = await Promise.all([
      deps.pool.query(
        `SELECT m.volunteer_id AS "volunteerId", CASE WHEN v.erased THEN NULL ELSE v.first_name END AS "volunteerFName",
                CASE WHEN v.erased THEN NULL ELSE v.last_name END AS "volunteerLName", CASE WHEN v.erased THEN NULL ELSE v.email END AS email,
                (a.volunteer_id IS NOT NULL) AS assigned, $2::uuid AS "subVioId"
           ${base} ORDER BY lower(v.first_name), m.volunteer_id LIMIT ${size} OFFSET ${paging.offset}`,
        params,
      ),
      deps.pool.query(`SELECT count(*)::int AS n ${base}`, params),
    ]);
    const totalElements = counted[0].n as number;
    sendPaging(reply, paging, totalElements);
    return { content: rows, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
  });
};
