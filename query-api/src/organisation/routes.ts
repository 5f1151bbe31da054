import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { isUuid } from '@nvp/command-api/http';

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
  return text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
};
const whole = (raw: unknown, fallback: number, min: number, max: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw httpError(400, `Must be a whole number from ${min} to ${max}`);
  return n;
};

/** The volunteer's view of a pair: invited reads 'accept'; a withdrawn request or declined invitation reads 'new'. */
const volunteerState = `CASE m.state WHEN 'invited' THEN 'accept' WHEN 'cancelled' THEN 'new' WHEN 'declined' THEN 'new' ELSE coalesce(m.state, 'new') END`;
/** A volunteer's name, NULL once erased (the membership row stays, without a name). */
const volunteerName = `CASE WHEN v.erased THEN NULL ELSE nullif(trim(concat_ws(' ', v.first_name, v.last_name)), '') END`;

/**
 * Read side of the organisations: the volunteer's VIO list, the VIO's members and invitations, its sub-VIOs
 * and the assignment table. Every list is the caller's own: the VIO or volunteer comes from the session.
 */
export const organisationQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /** /org-vios: every approved VIO with this volunteer's state (all), or only pending (requested, accept) or joined. */
  app.get('/api/org/vio/list/:type', { config: approvedVolunteer }, async (request) => {
    const type = listType((request.params as { type: string }).type);
    const filter = type === 'requested' ? `AND m.state IN ('requested', 'invited')` : type === 'joined' ? `AND m.state = 'joined'` : '';
    const { rows } = await deps.pool.query(
      `SELECT o.id AS "vioId", o.name, o.type, o.image_url AS "imageURL", o.profile->>'district' AS district, ${volunteerState} AS state
         FROM rm_vios o LEFT JOIN rm_memberships m ON m.vio_id = o.id AND m.volunteer_id = $1
        WHERE o.status IN ('APPROVED', 'TRANSFERRED') AND NOT o.terminated AND NOT o.erased ${filter}
        ORDER BY lower(o.name), o.id`,
      [request.session!.id],
    );
    return rows;
  });

  /** /org-volunteers: the VIO's side of its pairs (a withdrawn request is not shown). */
  app.get('/api/org/volunteer/list/:type', { config: approvedVio }, async (request) => {
    const type = listType((request.params as { type: string }).type);
    const filter = type === 'requested' ? `AND m.state = 'requested'` : type === 'joined' ? `AND m.state = 'joined'` : `AND m.state <> 'cancelled'`;
    const { rows } = await deps.pool.query(
      `SELECT m.volunteer_id AS "volunteerId", ${volunteerName} AS name, m.state, v.image_url AS "imageURL", v.contribute_district AS district
         FROM rm_memberships m LEFT JOIN rm_volunteers v ON v.id = m.volunteer_id
        WHERE m.vio_id = $1 ${filter}
        ORDER BY m.updated_at DESC, m.volunteer_id`,
      [request.session!.id],
    );
    return rows;
  });

  /** /viewOrganizationalVolunteers: members and pending invitations; searchValue filters by name. */
  app.get('/api/organizationVolunteers/viewAll', { config: approvedVio }, async (request) => {
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    const { rows } = await deps.pool.query(
      `SELECT m.volunteer_id AS "volunteerId", ${volunteerName} AS "volunteerName", CASE WHEN v.erased THEN NULL ELSE v.email END AS email,
              m.state, v.image_url AS "imageURL"
         FROM rm_memberships m LEFT JOIN rm_volunteers v ON v.id = m.volunteer_id
        WHERE m.vio_id = $1 AND m.state IN ('joined', 'invited') ${like ? `AND ${volunteerName} ILIKE $2` : ''}
        ORDER BY m.state DESC, lower(${volunteerName}), m.volunteer_id`,
      like ? [request.session!.id, like] : [request.session!.id],
    );
    return rows;
  });

  /** /viewSubVios: the VIO's sub-VIOs (deleted ones aside); searchValue matches the id or the name. */
  app.get('/api/subvio/viewSubvios', { config: approvedVio }, async (request) => {
    const like = searchOf((request.query as { searchValue?: string }).searchValue);
    const { rows } = await deps.pool.query(
      `SELECT id AS "subvioId", name AS "subvioName", leader AS "subvioLeader", description AS "subvioDescription", email, status,
              registration_no AS "registrationNo"
         FROM rm_vios WHERE parent_vio_id = $1 AND NOT terminated ${like ? `AND (id::text ILIKE $2 OR name ILIKE $2 OR registration_no ILIKE $2)` : ''}
        ORDER BY registered_at, id`,
      like ? [request.session!.id, like] : [request.session!.id],
    );
    return rows;
  });

  /** /subVIOList. */
  app.get('/api/vio/get-sub-vios', { config: approvedVio }, async (request) => {
    const { rows } = await deps.pool.query(
      `SELECT id, name, email, type, status, registration_no AS "registrationNo" FROM rm_vios WHERE parent_vio_id = $1 AND NOT terminated ORDER BY registered_at, id`,
      [request.session!.id],
    );
    return rows;
  });

  /** /viewSubVio/:id: the principal's joined members, 10 a page by default, with whether each is assigned to this sub-VIO. */
  app.get('/api/vio/get-org-volunteers-subvio/:subvioId', { config: approvedVio }, async (request) => {
    const { subvioId } = request.params as { subvioId: string };
    const query = request.query as { page?: string; size?: string; firstName?: string };
    const principalId = request.session!.id;
    if (!isUuid(subvioId)) throw httpError(404, SUB_VIO_NOT_FOUND);
    const { rows: subs } = await deps.pool.query(`SELECT 1 FROM rm_vios WHERE id = $1 AND parent_vio_id = $2 AND NOT terminated`, [subvioId, principalId]);
    if (!subs[0]) throw httpError(404, SUB_VIO_NOT_FOUND);
    const page = whole(query.page, 0, 0, 100_000);
    const size = whole(query.size, 10, 1, 100);
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
           ${base} ORDER BY lower(v.first_name), m.volunteer_id LIMIT ${size} OFFSET ${page * size}`,
        params,
      ),
      deps.pool.query(`SELECT count(*)::int AS n ${base}`, params),
    ]);
    const totalElements = counted[0].n as number;
    return { content: rows, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
  });
};
