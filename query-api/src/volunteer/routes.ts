import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bioSectionIds, bit, computeAccess, hasBit, rules, volunteerStatuses, type AccessRule, type VolunteerStatus } from '@nvp/events';
import { signSession, type Session, parse, splitSecret, isUuid } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { z } from 'zod';
import { boundedListPage, pageOf } from '../infra/paging';
import { choice, likeEscaped, searchText } from '../infra/list-query';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const VOLUNTEER_NOT_FOUND = 'Volunteer not found';
/** What the public profile reads: the volunteer and their contribution figures (applications). */
export const PUBLIC_PROFILE_READ_MODELS = ['volunteers', 'applications'] as const;
export const INVALID_REFEREE_LINK = 'This referee link is not valid';
export const UNKNOWN_STATUS = 'Unknown status';
export const SEARCH_TOO_LONG = 'The search text is too long';

/** Seeing volunteers' records takes one of the volunteer-related permissions (a core admin holds them all). */
export const volunteerViewers: AccessRule = rules.volunteerViewer;

/** 'AWAITING_APPROVAL': the referee confirmed the volunteer and an admin has not decided yet. */
export const AWAITING_APPROVAL = 'AWAITING_APPROVAL';

/** GET /api/volunteer/listAdmin's filter: ALL (or none), AWAITING_APPROVAL or a volunteer status; and a search (at most 100 characters). */
export const listAdminQuery = z.object({
  status: choice(['ALL', AWAITING_APPROVAL, ...volunteerStatuses], UNKNOWN_STATUS),
  searchValue: searchText(SEARCH_TOO_LONG),
});

/**
 * What the admin search matches, written exactly as the volunteers read model's trigram index
 * (projections/src/volunteer/volunteers.projection.ts), so the planner can use it. Erasure nulls the names and the
 * e-mail, so an erased volunteer is found by registration number only.
 */
export const VOLUNTEER_SEARCH_TEXT = `lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || registration_no)`;

/**
 * The search's condition, by what was typed: a registration number (VOL-…) or an e-mail (with '@') matches from its
 * start, over a btree index each (a full e-mail took ~130 ms over the trigram index at 500,000: its domain's trigrams
 * are in every row); anything else is a part of `first last e-mail registration-no` (trigram index), so a part of a
 * name, "First Last", or a part of an e-mail address all find the volunteer.
 */
export const volunteerSearch = (search: string, param: number): { sql: string; value: string } => {
  // Cased in SQL, not here: PostgreSQL's lower/upper are what the indexes hold.
  if (/^vol-\d*$/i.test(search)) return { sql: `registration_no LIKE upper($${param})`, value: `${likeEscaped(search)}%` };
  if (search.includes('@')) return { sql: `lower(email) LIKE lower($${param})`, value: `${likeEscaped(search)}%` };
  return { sql: `${VOLUNTEER_SEARCH_TEXT} LIKE lower($${param})`, value: `%${likeEscaped(search)}%` };
};


/** A suspension ends by itself after its last day (Sri Lankan time). */
const standingSql = (v: string) =>
  `CASE WHEN ${v}.standing = 'SUSPENDED' AND ${v}.suspended_until < (now() AT TIME ZONE 'Asia/Colombo')::date THEN 'FUNCTIONING' ELSE ${v}.standing END`;

const addressOf = (r: { no?: string | null; street?: string | null; city?: string | null; state?: string | null }) =>
  [r.no, r.street, r.city, r.state].filter((part) => part).join(', ');

interface VolunteerRow {
  id: string;
  registration_no: string;
  status: VolunteerStatus;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  referee_id: string | null;
}

/** The session the command side would sign, built from the read model (query-api has no event store). */
export const sessionFromRow = (row: VolunteerRow): Omit<Session, 'iat' | 'exp'> => {
  const refereeAdded = Boolean(row.referee_id);
  return {
    id: row.id,
    email: row.email ?? '',
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    type: 'VOLUNTEER',
    access: computeAccess({ type: 'VOLUNTEER', status: row.status, refereeAdded }),
    registrationNo: row.registration_no,
    isRefereeFilled: refereeAdded,
    status: row.status,
    success: true,
    error: false,
  };
};

const refereeView = (r: Record<string, any>) => ({
  refereeId: r.referee_id,
  name: r.name,
  address: addressOf(r),
  phone: r.phone ?? '',
  mobile: r.mobile,
  email: r.email,
  status: r.status as 'PENDING' | 'REVIEWED' | 'FAILED',
});

export const volunteerQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  const ownRow = async (request: FastifyRequest) => {
    const { rows } = await db.query(`SELECT * FROM rm_volunteers WHERE id = $1`, [request.session!.id]);
    return rows[0] as (VolunteerRow & Record<string, any>) | undefined;
  };
  const currentReferee = async (refereeId: string | null) => {
    if (!refereeId) return undefined;
    const { rows } = await db.query(`SELECT * FROM rm_volunteer_referees WHERE referee_id = $1`, [refereeId]);
    return rows[0] as Record<string, any> | undefined;
  };

  /** The signed-in volunteer's own account row (status, registration number). */
  app.get('/api/volunteer/account', { config: { access: rules.volunteer } }, async (request, reply) => {
    const { rows } = await db.query(
      `SELECT id, registration_no AS "registrationNo", status AS "registerStatus", first_name AS "firstName",
              last_name AS "lastName", email FROM rm_volunteers WHERE id = $1`,
      [request.session!.id],
    );
    if (!rows[0]) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    return rows[0];
  });

  /**
   * The caller's own bio (request shape) and account fields; bio is null until first saved. `nic` is the NIC as
   * registered (or as last saved in the bio), so the console can fill the bio's NIC before the first save;
   * `bioSubmittedAt` is when the bio (and with it the terms) was last saved. `draft`: the sections of the first bio
   * saved so far (in the form's order) and their values, null when there is none (never, or the bio is saved whole).
   */
  app.get('/api/volunteer/bio/get', { config: { access: rules.volunteer } }, async (request, reply) => {
    const row = await ownRow(request);
    if (!row) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    // The draft of the first bio (sections saved one at a time on a phone), until the full save supersedes it.
    const { rows: drafts } = await db.query(`SELECT sections, draft FROM rm_volunteer_bio_drafts WHERE volunteer_id = $1`, [row.id]);
    const saved = new Set<string>(drafts[0]?.sections ?? []);
    return {
      registerStatus: row.status,
      registrationNo: row.registration_no,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      nic: row.nic ?? null,
      phoneNumber: row.phone_number,
      imageURL: row.image_url,
      isRefereeFilled: Boolean(row.referee_id),
      bioSubmittedAt: row.bio_submitted_at ? new Date(row.bio_submitted_at).toISOString() : null,
      bio: row.bio ?? null,
      draft: drafts[0] ? { sections: bioSectionIds.filter((id) => saved.has(id)), bio: drafts[0].draft } : null,
    };
  });

  /** The caller's current referee and a fresh token (so an approval shows after Refresh). */
  app.get('/api/volunteer/referee/information', { config: { access: rules.volunteer } }, async (request, reply) => {
    const row = await ownRow(request);
    if (!row) return reply.code(404).send({ error: true, message: VOLUNTEER_NOT_FOUND, referee: null });
    const referee = await currentReferee(row.referee_id);
    const token = signSession(app, sessionFromRow(row), deps.config, new Date(), request.session);
    return { error: false, message: '', referee: referee ? refereeView(referee) : null, token };
  });

  /** What the referee sees before reviewing: whom the link is about, and whether it was used. */
  app.get('/api/referee/:token', { config: { access: 'everyone' } }, async (request, reply) => {
    const secret = splitSecret((request.params as { token: string }).token);
    const invalid = () => reply.code(404).send({ message: INVALID_REFEREE_LINK });
    if (!secret || !isUuid(secret.subjectId)) return invalid();
    const { rows } = await db.query(
      `SELECT r.secret_hash, r.status, r.name, v.first_name, v.last_name, v.registration_no, v.standing, v.erased
         FROM rm_volunteer_referees r JOIN rm_volunteers v ON v.id = r.volunteer_id WHERE r.referee_id = $1`,
      [secret.subjectId],
    );
    const found = rows[0];
    const same = found && found.secret_hash.length === secret.hash.length && timingSafeEqual(Buffer.from(found.secret_hash), Buffer.from(secret.hash));
    if (!same || found.erased || found.standing === 'TERMINATED') return invalid();
    return {
      volunteer: { firstName: found.first_name, lastName: found.last_name, registrationNo: found.registration_no },
      refereeName: found.name,
      alreadyReviewed: found.status !== 'PENDING',
    };
  });

  /**
   * The admin list, newest registration first, a page at a time for every filter (issue 24: the console no longer
   * loads every volunteer). `status`: ALL (or none), AWAITING_APPROVAL or a volunteer status; each filter reads its
   * own index, and the total is exact up to EXACT_TOTAL_MAX, estimated past it (`x-total-estimated`). `searchValue`:
   * a name, e-mail or registration number (volunteerSearch), with the status filter; same order.
   */
  app.get('/api/volunteer/listAdmin', { config: { access: volunteerViewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { status, searchValue } = parse(listAdminQuery, request.query);
    const page = pageOf(request);
    // One statement per filter (not `$1 IS NULL OR status = $1`), so the planner picks that filter's index.
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status === AWAITING_APPROVAL) conditions.push(`status = 'REFEREE_INCOMPLETE' AND referee_status = 'REVIEWED'`);
    else if (status && status !== 'ALL') conditions.push(`status = $${params.push(status)}`);
    if (searchValue) {
      const search = volunteerSearch(searchValue, params.length + 1);
      conditions.push(search.sql);
      params.push(search.value);
    }
    const where = { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
    const rows = await boundedListPage(
      db,
      reply,
      {
        select: `id, first_name AS "firstName", last_name AS "lastName", email, status AS "registerStatus",
              registration_no AS "registrationNo", referee_status AS "refereeStatus", ${standingSql('v')} AS standing, erased,
              registered_at AS "registeredAt"`,
        from: `FROM rm_volunteers v ${where.sql}`,
        order: 'registered_at DESC, registration_no DESC, id',
        params: where.params,
      },
      page,
    );
    return rows.map((r) => ({
      ...r,
      type: 'VOLUNTEER',
      status: r.registerStatus === 'FULLY_REGISTERED' ? 'Verified' : r.registerStatus,
      awaitingApproval: r.registerStatus === 'REFEREE_INCOMPLETE' && r.refereeStatus === 'REVIEWED',
    }));
  });

  app.get('/api/admin/volunteer/:id', { config: { access: volunteerViewers, denied: ADMIN_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    const { rows } = await db.query(`SELECT v.*, ${standingSql('v')} AS effective_standing FROM rm_volunteers v WHERE id = $1`, [id]);
    const v = rows[0];
    if (!v) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    const { rows: referees } = await db.query(`SELECT * FROM rm_volunteer_referees WHERE volunteer_id = $1 ORDER BY added_at DESC`, [id]);
    const current = referees.find((r) => r.referee_id === v.referee_id);
    return {
      id: v.id,
      type: 'VOLUNTEER',
      registrationNo: v.registration_no,
      registerStatus: v.status,
      status: v.status === 'FULLY_REGISTERED' ? 'Verified' : v.status,
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      nic: v.nic,
      phoneNumber: v.phone_number,
      imageURL: v.image_url,
      standing: v.effective_standing,
      suspendedUntil: v.effective_standing === 'SUSPENDED' ? v.suspended_until : null,
      erased: v.erased,
      registeredAt: v.registered_at,
      bio: v.bio ?? null,
      referee: current
        ? {
            ...refereeView(current),
            no: current.no,
            street: current.street,
            city: current.city,
            state: current.state,
            addedAt: current.added_at,
            reviewedAt: current.reviewed_at,
            review: current.review ? { ...current.review, otherInformation: current.other_information ?? '' } : null,
          }
        : null,
      earlierReferees: referees.filter((r) => r.referee_id !== v.referee_id).length,
      awaitingApproval: v.status === 'REFEREE_INCOMPLETE' && v.referee_status === 'REVIEWED',
      decision: v.decided_at ? { decidedAt: v.decided_at, decidedBy: v.decided_by, reason: v.rejection_reason ?? '' } : null,
    };
  });

  /**
   * The public profiles as JSON text (null: none), per volunteer, for as long as both read models are unchanged.
   * Only the answer to anyone else is cached: the volunteer's own and an admin's carry contact details.
   */
  const publicProfiles = createVersionedCache<string | null>({ maxEntries: 10_000 });
  const profileOf = async (id: string, privileged: boolean) => {
    const { rows } = await db.query(`SELECT * FROM rm_volunteers WHERE id = $1 AND NOT erased AND standing <> 'TERMINATED'`, [id]);
    const v = rows[0];
    if (!v) return null;
    const bio = (v.bio ?? {}) as Record<string, any>;
    const profile = (v.profile ?? {}) as Record<string, any>;
    // Contribution figures are kept by the application slice's read model (VIO-confirmed hours; docs/decisions.md "Applications").
    const { rows: statRows } = await db.query(`SELECT completed, hours::float8 AS hours, sdg_hours FROM rm_contribution_stats WHERE subject_id = $1`, [id]);
    const stat = statRows[0] ?? { completed: 0, hours: 0, sdg_hours: {} };
    return JSON.stringify({
      id: v.id,
      firstName: v.first_name,
      lastName: v.last_name,
      type: 'VOLUNTEER',
      registrationNo: v.registration_no,
      highestEducation: profile.highestEducation ?? null,
      contributeDistrict: v.contribute_district,
      imageURL: v.image_url,
      completed: stat.completed,
      hours: stat.hours,
      value: Math.round(stat.hours * deps.config.contributionHourlyRateLkr * 100) / 100,
      sdgs: Object.fromEntries(Object.entries(stat.sdg_hours as Record<string, string | number>).map(([goal, h]) => [goal, Number(h)])),
      ...(privileged
        ? {
            email: v.email,
            phoneNumber: v.phone_number,
            dateOfBirth: bio.dateOfBirth || null,
            permanentDoorNo: bio.permanentDoorNo ?? null,
            permanentStreet: bio.permanentStreet ?? null,
            permanentArea: bio.permanentArea ?? null,
            contactResidence: bio.contactResidence ?? null,
          }
        : {}),
    });
  };

  /**
   * The public profile. Contact details, address and date of birth are shown only to admins and to the
   * volunteer; a closed or erased account has no public profile.
   */
  app.get('/api/volunteer/get/:id', { config: { access: 'everyone' } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    const session = request.session;
    const privileged = Boolean(session && (session.id === id || hasBit(session.access, bit.ADMIN)));
    // The version is taken before the rows are read (after a signed-in caller's read-your-writes wait).
    const json = privileged ? await profileOf(id, true) : await publicProfiles.getOrLoad(await versionOf(deps, PUBLIC_PROFILE_READ_MODELS), id.toLowerCase(), () => profileOf(id, false));
    if (json === null) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
