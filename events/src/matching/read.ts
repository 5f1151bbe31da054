import type pg from 'pg';
import { weekdays, type Weekday } from '../validation/opportunity-terms';
import { volunteeringModes, type VolunteeringMode } from '../validation/volunteer-bio-terms';
import { locate } from './places';
import type { LatLon, MatchOpportunity, MatchProfile } from './rank';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * What the matching reads from the read models (issue 29), shared by the read side (GET /api/opportunity/for-you)
 * and the write side's weekly job: nothing of its own but the mail preference. The profile is the volunteer's bio as
 * `rm_volunteers` keeps it (erasure nulls it), their confirmed hours' goals (`rm_contribution_stats`) and the
 * weekdays they said they can give (the bio's availableDays), else the weekdays of the days they applied for
 * (`rm_applications`), and how they give time (volunteeringMode); the opportunities are the listed formal ones
 * (`rm_opportunities`), not ended, with places left, that the volunteer has not applied for.
 */
const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n)) : []);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The volunteer's matching profile; undefined when the read model has no such volunteer. */
export const loadMatchProfile = async (db: Queryable, volunteerId: string): Promise<MatchProfile | undefined> => {
  const { rows } = await db.query(
    `SELECT v.bio,
        (SELECT sdg_hours FROM rm_contribution_stats WHERE subject_id = v.id) AS sdg_hours,
        (SELECT coalesce(array_agg(DISTINCT d), '{}') FROM rm_applications a, unnest(a.dates) d
          WHERE a.volunteer_id = v.id AND a.status <> 'WITHDRAWN') AS dates
       FROM rm_volunteers v WHERE v.id = $1`,
    [volunteerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const bio = (row.bio ?? {}) as Record<string, unknown>;
  const district = text(bio.contributeDistrict);
  const divisionalSecretariat = text(bio.contributeDivisionalSecretariat);
  const told = Array.isArray(bio.availableDays) ? weekdays.filter((d) => (bio.availableDays as unknown[]).includes(d)) : [];
  const days = new Set<Weekday>(
    told.length ? told : (row.dates as string[]).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).map((d) => weekdays[new Date(`${d}T00:00:00Z`).getUTCDay()]),
  );
  const mode = (volunteeringModes as readonly unknown[]).includes(bio.volunteeringMode) ? (bio.volunteeringMode as VolunteeringMode) : undefined;
  return {
    district,
    divisionalSecretariat,
    gnDivision: text(bio.contributegnDivision),
    at: locate(district, divisionalSecretariat),
    skills: ids(bio.specialSkills),
    areas: ids(bio.areasOfVolunteering),
    sdgs: Object.entries((row.sdg_hours ?? {}) as Record<string, number>)
      .filter(([, hours]) => Number(hours) > 0)
      .map(([goal]) => Number(goal)),
    weekdays: weekdays.filter((d) => days.has(d)),
    weekdaysTold: told.length > 0,
    mode,
  };
};

/** An open opportunity with what the answer shows beside its score. */
export interface OpenOpportunity extends MatchOpportunity {
  title: string;
  vioName: string;
  startDate: string;
  endDate: string;
}

const places = new Map<string, LatLon | undefined>();
const placeOf = (district?: string, ds?: string) => {
  const key = `${district}\u0000${ds}`;
  if (!places.has(key)) places.set(key, locate(district, ds));
  return places.get(key);
};

/** What the ranking and the answer read of an opportunity (rm_opportunities `o`). */
const COLUMNS = `o.id, o.title, o.vio_name, o.type, o.district, o.category, o.sdg_numbers, o.start_date::text AS start_date, o.end_date::text AS end_date,
  o.data->>'divisionalSecretariat' AS ds, o.data->>'gnDivision' AS gn, o.data->'requiredSkills' AS required_skills,
  o.data->'coreFunctions' AS core_functions, o.data->'days' AS days, coalesce(o.reviewed_at, o.created_at) AS published_at`;

/** Turns a row of COLUMNS into what the ranking reads. */
export const openOpportunityOf = (r: Record<string, any>): OpenOpportunity => ({
  id: r.id,
  title: r.title,
  vioName: r.vio_name,
  type: r.type === 'ONLINE' || r.type === 'REGULAR' ? r.type : null,
  district: text(r.district),
  divisionalSecretariat: text(r.ds),
  gnDivision: text(r.gn),
  at: placeOf(text(r.district), text(r.ds)),
  category: r.category == null ? undefined : Number(r.category),
  requiredSkills: ids(r.required_skills),
  coreFunctions: ids(r.core_functions),
  sdgs: ids(r.sdg_numbers),
  days: Array.isArray(r.days) ? r.days.filter((d: string): d is Weekday => (weekdays as readonly string[]).includes(d)) : [],
  publishedAt: new Date(r.published_at).toISOString(),
  startDate: r.start_date instanceof Date ? r.start_date.toISOString().slice(0, 10) : String(r.start_date),
  endDate: r.end_date instanceof Date ? r.end_date.toISOString().slice(0, 10) : String(r.end_date),
});

/**
 * The opportunities open on `today` (Sri Lankan date): listed (formal, approved, not deleted, its organisation
 * active), not ended, with fewer approved volunteers than places and nobody waiting for one; with `volunteerId`, not
 * applied for by them (any application, withdrawn too). `publishedAfter` narrows to those approved since a moment
 * (the weekly mail). Without `volunteerId` the answer is everyone's: the read side caches it per read-model version.
 */
export const loadOpenOpportunities = async (
  db: Queryable,
  q: { volunteerId?: string; today: string; publishedAfter?: Date },
): Promise<OpenOpportunity[]> => {
  const { rows } = await db.query(
    `SELECT ${COLUMNS}
       FROM rm_opportunities o
      WHERE o.kind = 'FORMAL' AND o.status = 'APPROVED' AND NOT o.deleted AND o.vio_active
        AND o.end_date >= $2::date
        AND ($3::timestamptz IS NULL OR coalesce(o.reviewed_at, o.created_at) > $3)
        AND ($1::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM rm_applications a WHERE a.volunteer_id = $1 AND a.opportunity_id = o.id))
        AND NOT EXISTS (SELECT 1 FROM rm_waitlist w WHERE w.opportunity_id = o.id)
        AND (SELECT count(*) FROM rm_applications a WHERE a.opportunity_id = o.id AND a.status = 'APPROVED')
            < coalesce((o.data->>'noOfVolunteers')::int, 1)`,
    [q.volunteerId ?? null, q.today, q.publishedAfter ?? null],
  );
  return rows.map(openOpportunityOf);
};

/** Opportunities by id (whatever their state now), in no order: the weekly mail's, to name and explain them. */
export const loadOpportunitiesById = async (db: Queryable, ids: readonly string[]): Promise<OpenOpportunity[]> => {
  if (!ids.length) return [];
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM rm_opportunities o WHERE o.id = ANY($1::uuid[]) AND NOT o.deleted`, [ids]);
  return rows.map(openOpportunityOf);
};

/** The opportunities `volunteerId` ever applied for (withdrawn too): never matched to them again. */
export const loadAppliedOpportunityIds = async (db: Queryable, volunteerId: string): Promise<Set<string>> =>
  new Set((await db.query<{ id: string }>(`SELECT opportunity_id AS id FROM rm_applications WHERE volunteer_id = $1`, [volunteerId])).rows.map((r) => r.id));
