import { birthYearFromNic, refereeRatingNames, sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { LOOKUP_INDEX } from '../runner/batch';
import { batchRows, blankRow, rowKey } from '../runner/batch-rows';

interface VolunteerPersonal {
  firstName: string;
  lastName: string;
  nic: string;
  email: string;
}
interface RefereePersonal {
  name: string;
  no: string;
  street: string;
  city: string;
  state: string;
  phone: string;
  mobile: string;
  email: string;
}

/** Account events every stream can carry; only those on volunteer- streams concern these tables. */
const accountEventTypes = ['ProfileImageChanged', 'AccountSuspended', 'AccountUnsuspended', 'AccountTerminated', 'PersonalDataErased'];

/**
 * One row per volunteer account (status, registration, phone, bio, picture, standing, approval) and one
 * row per referee a volunteer named. The bio is kept whole in `bio` (request shape) and its non-identifying
 * part in `profile`. Erasure nulls every personal column and the personal jsonb parts, and the
 * quasi-identifiers (birth year; divisional secretariat and GN division in the profile); the rest of the
 * profile stays for reports.
 */
export const volunteersProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'volunteers',
  // 2: birth year from the sealed NIC (VolunteerRegistered v2), quasi-identifiers nulled on erasure.
  version: 2,
  eventTypes: [
    'VolunteerRegistered',
    'VolunteerEmailVerified',
    'VolunteerPhoneVerified',
    'VolunteerBioSubmitted',
    'RefereeAdded',
    'RefereeReviewed',
    'VolunteerApproved',
    'VolunteerRejected',
    ...accountEventTypes,
  ],
  tables: {
    volunteers: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        registration_no text NOT NULL UNIQUE,
        status text NOT NULL,
        first_name text,
        last_name text,
        email text,
        nic text,
        birth_year int,
        phone_number text,
        profile jsonb,
        bio jsonb,
        contribute_district text,
        referee_id uuid,
        referee_status text,
        image_url text,
        standing text NOT NULL DEFAULT 'FUNCTIONING',
        suspended_until date,
        erased boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL,
        email_verified_at timestamptz,
        phone_verified_at timestamptz,
        bio_submitted_at timestamptz,
        decided_at timestamptz,
        decided_by uuid,
        rejection_reason text
      );
      -- The admin list (GET /api/volunteer/listAdmin, issue 24): each filter's page in its order, and its bounded count,
      -- straight from an index; without them a page past the first sorted every row of the status (at 500,000: ~290 ms).
      CREATE INDEX ON ${t} (status, registered_at DESC, registration_no DESC, id);
      CREATE INDEX ON ${t} (registered_at DESC, registration_no DESC, id);
      CREATE INDEX ON ${t} (registered_at DESC, registration_no DESC, id) WHERE status = 'REFEREE_INCOMPLETE' AND referee_status = 'REVIEWED';
      CREATE INDEX ON ${t} (referee_id);
      -- The admin list's search (searchValue): a part of "first last e-mail registration-no" over a trigram index
      -- (the expression is written as query-api's VOLUNTEER_SEARCH_TEXT; concat_ws is not immutable), an e-mail or a
      -- registration number from its start over a btree each. Without them every search read all 500,000 rows.
      -- fastupdate off, as the opportunities' title index: no pending list makes the planner prefer a scan after a burst.
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX ON ${t} USING gin ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || registration_no)) gin_trgm_ops)
        WITH (fastupdate = off);
      CREATE INDEX ON ${t} (lower(email) text_pattern_ops);
      CREATE INDEX ON ${t} (registration_no text_pattern_ops);
      -- The emergency standby pool by district, DS and GN (issue 24: a scan of every volunteer, 21 ms at 5,000 and
      -- growing with the country, for each page and its count), and a district's page in registration-number order.
      CREATE INDEX ON ${t} (contribute_district, (bio->>'contributeDivisionalSecretariat'), (bio->>'contributegnDivision'));
      CREATE INDEX ON ${t} (contribute_district, registration_no);
      -- The standby pool table alone (group=pool): its page and its count read only this index (the pool's conditions
      -- are its predicate, standing is included), where the indexes above read every volunteer of the district and
      -- parsed their bio (district size: ~57 ms a page and as much for its count, with it ~4 ms).
      CREATE INDEX ON ${t} (contribute_district, (bio->>'contributeDivisionalSecretariat'), (bio->>'contributegnDivision'), registration_no)
        INCLUDE (id, standing, suspended_until) WHERE status = 'FULLY_REGISTERED' AND NOT erased AND (bio->>'emergencyWill') = 'yes';
      -- An SMS reply finds its sender by number (POST /api/sms/inbound): a scan of every volunteer per reply without it.
      CREATE INDEX ON ${t} (phone_number);`,
    volunteer_referees: (t) => `
      CREATE TABLE ${t} (
        referee_id uuid PRIMARY KEY,
        volunteer_id uuid NOT NULL,
        secret_hash text NOT NULL,
        status text NOT NULL,
        name text,
        no text,
        street text,
        city text,
        state text,
        phone text,
        mobile text,
        email text,
        review jsonb,
        other_information text,
        added_at timestamptz NOT NULL,
        reviewed_at timestamptz
      );
      -- Erasure updates a volunteer's referees by it (lookup: kept while a rebuild replays).
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (volunteer_id);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('volunteers');
    const r = table('volunteer_referees');
    // A volunteer registers, verifies, writes a bio, names a referee, is reviewed and approved: in a replay these
    // usually fall in one batch, so rows this batch creates are kept in memory, changed there, and written once at
    // the end (one COPY per table); rows that existed before the batch are changed in SQL as before.
    const volunteers = batchRows<VolunteerRow>(t, 'id', volunteerColumns);
    const referees = batchRows<RefereeRow>(r, 'referee_id', refereeColumns);
    const created = (type: string, id: string) => events.filter((e) => e.type === type).map((e) => (e.data as Record<string, string>)[id]);
    await volunteers.prepare(client, created('VolunteerRegistered', 'volunteerId'));
    await referees.prepare(client, created('RefereeAdded', 'refereeId'));
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      const v = volunteers.get(d.volunteerId ?? d.subjectId);
      switch (e.type) {
        case 'VolunteerRegistered': {
          if (v) break; // ON CONFLICT DO NOTHING
          const p = await vault.open<VolunteerPersonal>(d.personal);
          const values = [d.volunteerId, d.registrationNo, p?.firstName ?? null, p?.lastName ?? null, p?.email ?? null, p?.nic ?? null, (p && birthYearFromNic(p.nic)) ?? null, !p, at];
          if (!volunteers.create(newVolunteer(values)))
            await client.query(
              `INSERT INTO ${t} (id, registration_no, status, first_name, last_name, email, nic, birth_year, erased, registered_at)
               VALUES ($1, $2, 'EMAIL_UNVERIFIED', $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
              values,
            );
          break;
        }
        case 'VolunteerEmailVerified':
          if (v) Object.assign(v, { status: 'MOBILE_UNVERIFIED', email_verified_at: at });
          else await client.query(`UPDATE ${t} SET status = 'MOBILE_UNVERIFIED', email_verified_at = $2 WHERE id = $1`, [d.volunteerId, at]);
          break;
        case 'VolunteerPhoneVerified': {
          const p = await vault.open<{ phoneNumber: string }>(d.personal);
          if (v) Object.assign(v, { status: 'BIO_INCOMPLETE', phone_number: p?.phoneNumber ?? null, phone_verified_at: at });
          else
            await client.query(`UPDATE ${t} SET status = 'BIO_INCOMPLETE', phone_number = $2, phone_verified_at = $3 WHERE id = $1`, [
              d.volunteerId,
              p?.phoneNumber ?? null,
              at,
            ]);
          break;
        }
        case 'VolunteerBioSubmitted': {
          const personal = await vault.open<Record<string, unknown>>(d.personal);
          // Object.assign, not a spread: V8 builds a 50-key object literal from two spreads ~20× slower (~100 µs, most
          // of this read model's rebuild). Onto a null-prototype object, so a "__proto__" key is copied as data, as a spread would.
          const bio = personal ? Object.assign(Object.create(null) as Record<string, unknown>, personal, d.profile) : null;
          const nic = (personal?.nic as string) ?? null;
          const birthYear = typeof personal?.nic === 'string' ? (birthYearFromNic(personal.nic) ?? null) : null;
          if (v) {
            Object.assign(v, { profile: JSON.stringify(d.profile), bio: bio && JSON.stringify(bio), contribute_district: d.profile.contributeDistrict ?? null, bio_submitted_at: at });
            if (nic !== null) v.nic = nic;
            if (birthYear !== null) v.birth_year = birthYear;
            if (v.status === 'BIO_INCOMPLETE') v.status = 'REFEREE_INCOMPLETE';
            break;
          }
          await client.query(
            `UPDATE ${t} SET profile = $2, bio = $3, contribute_district = $4, bio_submitted_at = $5,
               nic = COALESCE($6, nic), birth_year = COALESCE($7, birth_year),
               status = CASE WHEN status = 'BIO_INCOMPLETE' THEN 'REFEREE_INCOMPLETE' ELSE status END
             WHERE id = $1`,
            [d.volunteerId, JSON.stringify(d.profile), bio && JSON.stringify(bio), d.profile.contributeDistrict, at, nic, birthYear],
          );
          break;
        }
        case 'RefereeAdded': {
          const p = await vault.open<RefereePersonal>(d.personal);
          const values = [d.refereeId, d.volunteerId, d.secretHash, p?.name ?? null, p?.no ?? null, p?.street ?? null, p?.city ?? null, p?.state ?? null, p?.phone || null, p?.mobile ?? null, p?.email ?? null, at];
          // Kept in memory only together with its volunteer, so a referee in memory always has its volunteer there
          // too (erasure and rejection find it by the volunteer).
          if (referees.get(d.refereeId)) {
            // ON CONFLICT DO NOTHING
          } else if (!(v && referees.create(newReferee(values))))
            await client.query(
              `INSERT INTO ${r} (referee_id, volunteer_id, secret_hash, status, name, no, street, city, state, phone, mobile, email, added_at)
               VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (referee_id) DO NOTHING`,
              values,
            );
          if (v) Object.assign(v, { status: 'REFEREE_INCOMPLETE', referee_id: d.refereeId, referee_status: 'PENDING' });
          else await client.query(`UPDATE ${t} SET status = 'REFEREE_INCOMPLETE', referee_id = $2, referee_status = 'PENDING' WHERE id = $1`, [d.volunteerId, d.refereeId]);
          break;
        }
        case 'RefereeReviewed': {
          const p = await vault.open<{ otherInformation: string }>(d.personal);
          const ratings = d.ratings as Record<string, number>;
          const average = Math.round((refereeRatingNames.reduce((sum, n) => sum + ratings[n], 0) / refereeRatingNames.length) * 100) / 100;
          const review = { accurate: d.accurate, relation: d.relation, durationYears: d.durationYears, durationMonths: d.durationMonths, ratings, averageRating: average };
          const status = d.accurate ? 'REVIEWED' : 'FAILED';
          const referee = referees.get(d.refereeId);
          if (referee) Object.assign(referee, { status, review: JSON.stringify(review), other_information: p?.otherInformation || null, reviewed_at: at });
          else
            await client.query(`UPDATE ${r} SET status = $2, review = $3, other_information = $4, reviewed_at = $5 WHERE referee_id = $1`, [
              d.refereeId,
              status,
              JSON.stringify(review),
              p?.otherInformation || null,
              at,
            ]);
          if (v) {
            if (v.referee_id !== null && rowKey(v.referee_id) === rowKey(d.refereeId)) {
              v.referee_status = status;
              if (!d.accurate) v.status = 'REFEREE_FAILED';
            }
          } else
            await client.query(
              `UPDATE ${t} SET referee_status = $3, status = CASE WHEN $4 THEN status ELSE 'REFEREE_FAILED' END WHERE id = $1 AND referee_id = $2`,
              [d.volunteerId, d.refereeId, status, d.accurate],
            );
          break;
        }
        case 'VolunteerApproved':
          if (v) Object.assign(v, { status: 'FULLY_REGISTERED', decided_at: at, decided_by: d.adminId, rejection_reason: null });
          else
            await client.query(`UPDATE ${t} SET status = 'FULLY_REGISTERED', decided_at = $2, decided_by = $3, rejection_reason = NULL WHERE id = $1`, [
              d.volunteerId,
              at,
              d.adminId,
            ]);
          break;
        case 'VolunteerRejected': {
          const p = d.personal ? await vault.open<{ reason: string }>(d.personal) : undefined;
          // The rejected referee counts as failed: the volunteer may name another.
          if (v) {
            const referee = v.referee_id === null ? undefined : referees.get(v.referee_id);
            if (referee) referee.status = 'FAILED';
            else if (v.referee_id !== null) await client.query(`UPDATE ${r} SET status = 'FAILED' WHERE referee_id = $1`, [v.referee_id]);
            Object.assign(v, { status: 'REFEREE_FAILED', referee_status: 'FAILED', decided_at: at, decided_by: d.adminId, rejection_reason: p?.reason || null });
            break;
          }
          await client.query(`UPDATE ${r} SET status = 'FAILED' WHERE referee_id = (SELECT referee_id FROM ${t} WHERE id = $1)`, [d.volunteerId]);
          await client.query(
            `UPDATE ${t} SET status = 'REFEREE_FAILED', referee_status = 'FAILED', decided_at = $2, decided_by = $3, rejection_reason = $4 WHERE id = $1`,
            [d.volunteerId, at, d.adminId, p?.reason || null],
          );
          break;
        }
        default: {
          if (sliceOf(e.streamId) !== 'volunteer') break;
          if (v) applyAccountEventInMemory(e.type, d, v, referees.values());
          // Erasure also reaches referees already written (the SQL path), whichever side the volunteer is on.
          if (!v || e.type === 'PersonalDataErased') await applyAccountEvent(e.type, d, { client, t, r }, !!v);
        }
      }
    }
    await volunteers.write(client);
    await referees.write(client);
  },
});

/** The columns of the rows a batch creates (written with COPY). */
const volunteerColumns = [
  'id',
  'registration_no',
  'status',
  'first_name',
  'last_name',
  'email',
  'nic',
  'birth_year',
  'phone_number',
  'profile',
  'bio',
  'contribute_district',
  'referee_id',
  'referee_status',
  'image_url',
  'standing',
  'suspended_until',
  'erased',
  'registered_at',
  'email_verified_at',
  'phone_verified_at',
  'bio_submitted_at',
  'decided_at',
  'decided_by',
  'rejection_reason',
] as const;
const refereeColumns = [
  'referee_id',
  'volunteer_id',
  'secret_hash',
  'status',
  'name',
  'no',
  'street',
  'city',
  'state',
  'phone',
  'mobile',
  'email',
  'review',
  'other_information',
  'added_at',
  'reviewed_at',
] as const;
/** A row as the values pg would bind (jsonb as JSON text), so the INSERT writes what the UPDATEs would have. */
type VolunteerRow = Record<(typeof volunteerColumns)[number], any>;
type RefereeRow = Record<(typeof refereeColumns)[number], any>;

const blankVolunteer = blankRow<VolunteerRow>(volunteerColumns);
const newVolunteer = ([id, registrationNo, firstName, lastName, email, nic, birthYear, erased, at]: unknown[]): VolunteerRow =>
  Object.assign(blankVolunteer(), { id, registration_no: registrationNo, status: 'EMAIL_UNVERIFIED', first_name: firstName, last_name: lastName, email, nic, birth_year: birthYear }, {
    standing: 'FUNCTIONING',
    erased,
    registered_at: at,
  });
const newReferee = ([refereeId, volunteerId, secretHash, name, no, street, city, state, phone, mobile, email, at]: unknown[]): RefereeRow => ({
  ...{ referee_id: refereeId, volunteer_id: volunteerId, secret_hash: secretHash, status: 'PENDING', name, no, street, city, state, phone, mobile, email },
  ...{ review: null, other_information: null, added_at: at, reviewed_at: null },
});

type Client = { query: (sql: string | { text: string; values: unknown[] }, values?: unknown[]) => Promise<unknown> };

/** The account events on a volunteer kept in memory: the same changes as applyAccountEvent's UPDATEs. */
const applyAccountEventInMemory = (type: string, d: Record<string, any>, v: VolunteerRow, referees: Iterable<RefereeRow>) => {
  switch (type) {
    case 'ProfileImageChanged':
      v.image_url = d.imageURL ?? null;
      break;
    case 'AccountSuspended':
      Object.assign(v, { standing: 'SUSPENDED', suspended_until: d.until ?? null });
      break;
    case 'AccountUnsuspended':
      Object.assign(v, { standing: 'FUNCTIONING', suspended_until: null });
      break;
    case 'AccountTerminated':
      Object.assign(v, { standing: 'TERMINATED', suspended_until: null });
      break;
    case 'PersonalDataErased': {
      const profile = v.profile === null ? null : (JSON.parse(v.profile) as Record<string, unknown>);
      if (profile) for (const k of ['contributeDivisionalSecretariat', 'contributegnDivision']) delete profile[k];
      Object.assign(v, { first_name: null, last_name: null, email: null, nic: null, phone_number: null, bio: null, image_url: null, rejection_reason: null, birth_year: null });
      Object.assign(v, { profile: profile && JSON.stringify(profile), erased: true });
      for (const referee of referees)
        if (rowKey(referee.volunteer_id) === rowKey(d.subjectId))
          Object.assign(referee, { name: null, no: null, street: null, city: null, state: null, phone: null, mobile: null, email: null, other_information: null });
      break;
    }
  }
};

const applyAccountEvent = async (
  type: string,
  d: Record<string, any>,
  { client, t, r }: { client: Client; t: string; r: string },
  /** The volunteer's row is in memory (changed there): only its referees already written are left to erase. */
  refereesOnly = false,
) => {
  switch (type) {
    case 'ProfileImageChanged':
      await client.query(`UPDATE ${t} SET image_url = $2 WHERE id = $1`, [d.subjectId, d.imageURL]);
      break;
    case 'AccountSuspended':
      await client.query(`UPDATE ${t} SET standing = 'SUSPENDED', suspended_until = $2 WHERE id = $1`, [d.subjectId, d.until]);
      break;
    case 'AccountUnsuspended':
      await client.query(`UPDATE ${t} SET standing = 'FUNCTIONING', suspended_until = NULL WHERE id = $1`, [d.subjectId]);
      break;
    case 'AccountTerminated':
      await client.query(`UPDATE ${t} SET standing = 'TERMINATED', suspended_until = NULL WHERE id = $1`, [d.subjectId]);
      break;
    case 'PersonalDataErased':
      if (!refereesOnly)
        await client.query(
          `UPDATE ${t} SET first_name = NULL, last_name = NULL, email = NULL, nic = NULL, phone_number = NULL, bio = NULL,
             image_url = NULL, rejection_reason = NULL, birth_year = NULL,
             profile = profile - 'contributeDivisionalSecretariat' - 'contributegnDivision', erased = true WHERE id = $1`,
          [d.subjectId],
        );
      await client.query(
        `UPDATE ${r} SET name = NULL, no = NULL, street = NULL, city = NULL, state = NULL, phone = NULL, mobile = NULL, email = NULL,
           other_information = NULL WHERE volunteer_id = $1`,
        [d.subjectId],
      );
      break;
  }
};
