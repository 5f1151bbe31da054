import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { LOOKUP_INDEX } from '../runner/batch';
import { batchRows, blankRow, rowKey } from '../runner/batch-rows';

interface ApplicantPersonal {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  employmentTitle: string;
}

const opportunityEventTypes = [
  'OpportunityCreated',
  'OpportunityUpdated',
  'OpportunityApproved',
  'OpportunityRejected',
  'OpportunityCompleted',
  'OpportunityDeleted',
  'OpportunityShareAccepted',
  'NonFormalOpportunityCreated',
  'NonFormalOpportunityUpdated',
  'NonFormalOpportunityApproved',
  'NonFormalOpportunityRejected',
];
const applicationEventTypes = [
  'ApplicationSubmitted',
  'ApplicationSelected',
  'ApplicationRejectedByAdmin',
  'ApplicationApproved',
  'ApplicationRejectedByVio',
  'AgreementConfirmed',
  'VolunteerFeedbackSubmitted',
  'VioFeedbackSubmitted',
  'ApplicationWithdrawn',
];

type Db = { query: (sql: string, values?: unknown[]) => Promise<unknown> };

/**
 * The application slice's read side: its own copy of the opportunity facts it shows (from opportunity events),
 * one row per application (the applicant as they applied; personal columns nulled on erasure), and per
 * volunteer and organisation the contribution statistics the public profiles show (recomputed from the two
 * tables at the end of each batch whose events change an input). Hours are the organisation-confirmed ones; an
 * opportunity's hours are split evenly over its goals, so per-goal hours add up to the total.
 */
export const applicationsProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'applications',
  eventTypes: [...opportunityEventTypes, ...applicationEventTypes, 'PersonalDataErased'],
  tables: {
    application_opportunities: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        vio_id uuid NOT NULL,
        formal boolean NOT NULL,
        status text NOT NULL,
        title text NOT NULL,
        details jsonb NOT NULL,
        sdg_numbers int[] NOT NULL DEFAULT '{}',
        shared_with uuid[] NOT NULL DEFAULT '{}',
        completed_at timestamptz
      );
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (vio_id);`,
    applications: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        vio_id uuid NOT NULL,
        vio_name text NOT NULL,
        registration_no text NOT NULL,
        status text NOT NULL,
        dates text[] NOT NULL,
        contribute_district text,
        highest_education text,
        preferred_language int,
        first_name text,
        last_name text,
        email text,
        phone_number text,
        date_of_birth text,
        employment_title text,
        applied_at timestamptz NOT NULL,
        admin_reviewed_at timestamptz,
        vio_reviewed_at timestamptz,
        volunteer_agreed_at timestamptz,
        vio_agreed_at timestamptz,
        volunteer_feedback jsonb,
        volunteer_review text,
        claimed_hours numeric,
        volunteer_feedback_at timestamptz,
        vio_feedback jsonb,
        vio_review text,
        confirmed_hours numeric,
        vio_feedback_at timestamptz,
        -- The volunteer withdrew (status WITHDRAWN): when, and from which status (whether the organisation had it).
        withdrawn_at timestamptz,
        withdrawn_from text,
        erased boolean NOT NULL DEFAULT false
      );
      -- The statistics and erasure look rows up by these (lookup: kept while a rebuild replays).
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (opportunity_id, status);
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (volunteer_id);
      CREATE UNIQUE INDEX ON ${t} (opportunity_id, volunteer_id);
      -- An organisation's statistics are recomputed on every approval: without it each one scans every application.
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (vio_id, status);`,
    contribution_stats: (t) => `
      CREATE TABLE ${t} (
        subject_id uuid PRIMARY KEY,
        kind text NOT NULL,
        completed int NOT NULL DEFAULT 0,
        mobilized int NOT NULL DEFAULT 0,
        hours numeric NOT NULL DEFAULT 0,
        sdg_hours jsonb NOT NULL DEFAULT '{}'
      );`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const o = table('application_opportunities');
    const a = table('applications');
    const s = table('contribution_stats');
    // An opportunity is created, reviewed and applied to, and its applications selected and approved, usually
    // within one batch of a replay: rows this batch creates are kept in memory, changed there and written once at
    // the end (one COPY per table); rows that existed before the batch are changed in SQL as before.
    const opportunities = batchRows<OpportunityRow>(o, 'id', opportunityColumns);
    const applications = batchRows<ApplicationRow>(a, 'id', applicationColumns);
    const ids = (types: string[], key: string) => events.filter((e) => types.includes(e.type)).map((e) => (e.data as Record<string, string>)[key]);
    await opportunities.prepare(client, ids(opportunityUpsertTypes, 'opportunityId'));
    await applications.prepare(client, ids(['ApplicationSubmitted'], 'applicationId'));
    // The subjects whose statistics the batch's events change, recomputed once after the batch's rows are written.
    const touched = { volunteers: new Set<string>(), vios: new Set<string>(), completed: new Set<string>() };
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      const op = opportunities.get(d.opportunityId);
      const ap = applications.get(d.applicationId);
      switch (e.type) {
        case 'OpportunityCreated':
        case 'NonFormalOpportunityCreated':
        case 'OpportunityUpdated':
        case 'NonFormalOpportunityUpdated': {
          const created = e.type.endsWith('Created');
          const details = d.opportunity as Record<string, any>;
          const values = [d.opportunityId, d.vioId, !e.type.startsWith('NonFormal'), details.title, JSON.stringify(details), details.sdgNumbers ?? [], !created && Boolean(d.reviewAgain)];
          if (op) {
            // ON CONFLICT DO UPDATE
            Object.assign(op, { title: values[3], details: values[4], sdg_numbers: values[5] });
            if (values[6]) op.status = 'CREATED';
          } else if (!opportunities.create(newOpportunity(values)))
            await client.query(
              `INSERT INTO ${o} (id, vio_id, formal, status, title, details, sdg_numbers) VALUES ($1, $2, $3, 'CREATED', $4, $5, $6)
               ON CONFLICT (id) DO UPDATE SET title = $4, details = $5, sdg_numbers = $6,
                 status = CASE WHEN $7 THEN 'CREATED' ELSE ${o}.status END`,
              values,
            );
          break;
        }
        case 'OpportunityApproved':
        case 'NonFormalOpportunityApproved':
          if (op) op.status = 'APPROVED';
          else await client.query(`UPDATE ${o} SET status = 'APPROVED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityRejected':
        case 'NonFormalOpportunityRejected':
          if (op) op.status = 'REJECTED';
          else await client.query(`UPDATE ${o} SET status = 'REJECTED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityDeleted':
          if (op) op.status = 'DELETED';
          else await client.query(`UPDATE ${o} SET status = 'DELETED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityShareAccepted':
          if (op) {
            // array_append ... WHERE NOT ($2 = ANY(shared_with)): uuids compared as PostgreSQL does; a NULL matches nothing.
            if (d.secondaryVioId != null && !op.shared_with.some((v: string) => rowKey(v) === rowKey(d.secondaryVioId))) op.shared_with = [...op.shared_with, d.secondaryVioId];
          } else
            await client.query(`UPDATE ${o} SET shared_with = array_append(shared_with, $2) WHERE id = $1 AND NOT ($2 = ANY(shared_with))`, [
              d.opportunityId,
              d.secondaryVioId,
            ]);
          break;
        case 'OpportunityCompleted':
          // Completion freezes the applications; the approved ones now count as completed opportunities.
          if (op) Object.assign(op, { status: 'COMPLETED', completed_at: at });
          else await client.query(`UPDATE ${o} SET status = 'COMPLETED', completed_at = $2 WHERE id = $1`, [d.opportunityId, at]);
          touched.completed.add(d.opportunityId);
          break;
        case 'ApplicationSubmitted': {
          if (ap) break; // ON CONFLICT DO NOTHING
          const p = await vault.open<ApplicantPersonal>(d.personal);
          const values = [
            d.applicationId,
            d.opportunityId,
            d.volunteerId,
            d.vioId,
            d.vioName,
            d.registrationNo,
            d.dates,
            d.applicant.contributeDistrict,
            d.applicant.highestEducation,
            d.applicant.preferredLanguage,
            p?.firstName ?? null,
            p?.lastName ?? null,
            p?.email ?? null,
            p?.phoneNumber || null,
            p?.dateOfBirth || null,
            p?.employmentTitle || null,
            at,
            !p,
          ];
          if (!applications.create(newApplication(values)))
            await client.query(
              `INSERT INTO ${a} (id, opportunity_id, volunteer_id, vio_id, vio_name, registration_no, status, dates, contribute_district,
                 highest_education, preferred_language, first_name, last_name, email, phone_number, date_of_birth, employment_title,
                 applied_at, erased)
               VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
               ON CONFLICT (id) DO NOTHING`,
              values,
            );
          break;
        }
        case 'ApplicationSelected':
        case 'ApplicationRejectedByAdmin': {
          const status = e.type === 'ApplicationSelected' ? 'SELECTED' : 'ADMIN_REJECTED';
          if (ap) Object.assign(ap, { status, admin_reviewed_at: at });
          else await client.query(`UPDATE ${a} SET status = $2, admin_reviewed_at = $3 WHERE id = $1`, [d.applicationId, status, at]);
          break;
        }
        case 'ApplicationApproved':
        case 'ApplicationRejectedByVio': {
          const status = e.type === 'ApplicationApproved' ? 'APPROVED' : 'VIO_REJECTED';
          if (ap) Object.assign(ap, { status, vio_reviewed_at: at });
          else await client.query(`UPDATE ${a} SET status = $2, vio_reviewed_at = $3 WHERE id = $1`, [d.applicationId, status, at]);
          touched.vios.add(d.vioId);
          break;
        }
        case 'ApplicationWithdrawn': {
          if (ap) Object.assign(ap, { status: 'WITHDRAWN', withdrawn_at: at, withdrawn_from: d.previousStatus });
          else await client.query(`UPDATE ${a} SET status = 'WITHDRAWN', withdrawn_at = $2, withdrawn_from = $3 WHERE id = $1`, [d.applicationId, at, d.previousStatus]);
          // A withdrawn approval no longer counts among the organisation's mobilised volunteers.
          touched.vios.add(d.vioId);
          break;
        }
        case 'AgreementConfirmed': {
          const column = d.party === 'VIO' ? 'vio_agreed_at' : 'volunteer_agreed_at';
          if (ap) ap[column] = at;
          else await client.query(`UPDATE ${a} SET ${column} = $2 WHERE id = $1`, [d.applicationId, at]);
          break;
        }
        case 'VolunteerFeedbackSubmitted': {
          const p = await vault.open<{ review: string; otherMethodDescription: string }>(d.personal);
          const { applicationId: _a, opportunityId: _o, volunteerId: _v, vioId: _i, personal: _p, ...feedback } = d;
          const values = [JSON.stringify({ ...feedback, otherMethodDescription: p?.otherMethodDescription ?? '' }), p?.review || null, d.contributionHours ?? null, at];
          if (ap) Object.assign(ap, { volunteer_feedback: values[0], volunteer_review: values[1], claimed_hours: values[2], volunteer_feedback_at: at });
          else
            await client.query(`UPDATE ${a} SET volunteer_feedback = $2, volunteer_review = $3, claimed_hours = $4, volunteer_feedback_at = $5 WHERE id = $1`, [
              d.applicationId,
              ...values,
            ]);
          break;
        }
        case 'VioFeedbackSubmitted': {
          const p = await vault.open<{ review: string }>(d.personal);
          const { applicationId: _a, opportunityId: _o, volunteerId: _v, vioId: _i, personal: _p, ...feedback } = d;
          const values = [JSON.stringify(feedback), p?.review || null, d.hours ?? null, at];
          if (ap) Object.assign(ap, { vio_feedback: values[0], vio_review: values[1], confirmed_hours: values[2], vio_feedback_at: at });
          else
            await client.query(`UPDATE ${a} SET vio_feedback = $2, vio_review = $3, confirmed_hours = $4, vio_feedback_at = $5 WHERE id = $1`, [
              d.applicationId,
              ...values,
            ]);
          touched.volunteers.add(d.volunteerId);
          touched.vios.add(d.vioId);
          break;
        }
        case 'PersonalDataErased':
          // The applicant's own data and the words written by or about them; the figures stay for statistics.
          if (sliceOf(e.streamId) !== 'volunteer') break;
          for (const row of applications.values()) if (rowKey(row.volunteer_id) === rowKey(d.subjectId)) eraseApplicant(row);
          // And the applications written before this batch.
          await client.query(
            `UPDATE ${a} SET first_name = NULL, last_name = NULL, email = NULL, phone_number = NULL, date_of_birth = NULL,
               employment_title = NULL, volunteer_review = NULL, vio_review = NULL,
               volunteer_feedback = volunteer_feedback || '{"otherMethodDescription": ""}', erased = true
             WHERE volunteer_id = $1`,
            [d.subjectId],
          );
          break;
      }
    }
    await opportunities.write(client);
    await applications.write(client);
    await createStats(client, { o, a, s }).recompute(touched);
  },
});

const opportunityUpsertTypes = ['OpportunityCreated', 'NonFormalOpportunityCreated', 'OpportunityUpdated', 'NonFormalOpportunityUpdated'];

/** The columns of the rows a batch creates (written with COPY). */
const opportunityColumns = ['id', 'vio_id', 'formal', 'status', 'title', 'details', 'sdg_numbers', 'shared_with', 'completed_at'] as const;
const applicationColumns = [
  'id',
  'opportunity_id',
  'volunteer_id',
  'vio_id',
  'vio_name',
  'registration_no',
  'status',
  'dates',
  'contribute_district',
  'highest_education',
  'preferred_language',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'date_of_birth',
  'employment_title',
  'applied_at',
  'admin_reviewed_at',
  'vio_reviewed_at',
  'volunteer_agreed_at',
  'vio_agreed_at',
  'volunteer_feedback',
  'volunteer_review',
  'claimed_hours',
  'volunteer_feedback_at',
  'vio_feedback',
  'vio_review',
  'confirmed_hours',
  'vio_feedback_at',
  'withdrawn_at',
  'withdrawn_from',
  'erased',
] as const;
/** A row as the values pg would bind (jsonb as JSON text, arrays as arrays), so the INSERT writes what the UPDATEs would have. */
type OpportunityRow = Record<(typeof opportunityColumns)[number], any>;
type ApplicationRow = Record<(typeof applicationColumns)[number], any>;

const newOpportunity = ([id, vioId, formal, title, details, sdgNumbers]: unknown[]): OpportunityRow => ({
  ...{ id, vio_id: vioId, formal, status: 'CREATED', title, details, sdg_numbers: sdgNumbers },
  ...{ shared_with: [], completed_at: null },
});
const blankApplication = blankRow<ApplicationRow>(applicationColumns);
const newApplication = ([id, opportunityId, volunteerId, vioId, vioName, registrationNo, ...rest]: unknown[]): ApplicationRow => {
  const [dates, contributeDistrict, highestEducation, preferredLanguage, firstName, lastName, email, phoneNumber, dateOfBirth, employmentTitle, at, erased] = rest;
  return Object.assign(
    blankApplication(),
    { id, opportunity_id: opportunityId, volunteer_id: volunteerId, vio_id: vioId, vio_name: vioName, registration_no: registrationNo, status: 'PENDING' },
    { dates, contribute_district: contributeDistrict, highest_education: highestEducation, preferred_language: preferredLanguage },
    { first_name: firstName, last_name: lastName, email, phone_number: phoneNumber, date_of_birth: dateOfBirth, employment_title: employmentTitle },
    { applied_at: at, erased },
  );
};

/** The erasure UPDATE on a row in memory (`volunteer_feedback || '{...}'` leaves a NULL NULL). */
const eraseApplicant = (row: ApplicationRow) => {
  Object.assign(row, { first_name: null, last_name: null, email: null, phone_number: null, date_of_birth: null, employment_title: null });
  Object.assign(row, { volunteer_review: null, vio_review: null, erased: true });
  if (row.volunteer_feedback !== null) row.volunteer_feedback = JSON.stringify({ ...JSON.parse(row.volunteer_feedback), otherMethodDescription: '' });
};

/**
 * Recomputes the statistics rows of spec §3 "Profile stats" from the application tables. Each recomputation is
 * one write over a set of subjects (`from` yields their ids as `v(id)`), so none needs a read first: a rebuild
 * sends them with the other writes of its batch instead of a round trip each.
 */
const createStats = (client: Db, { o, a, s }: { o: string; a: string; s: string }) => {
  /** Confirmed hours per goal: each application's hours split evenly over its opportunity's goals. */
  const sdgHours = (where: string) => `
    SELECT COALESCE(jsonb_object_agg(goal, hours), '{}') FROM (
      SELECT goal::text AS goal, round(sum(x.confirmed_hours / cardinality(op.sdg_numbers)), 2) AS hours
      FROM ${a} x JOIN ${o} op ON op.id = x.opportunity_id, unnest(op.sdg_numbers) AS goal
      WHERE ${where} AND x.confirmed_hours IS NOT NULL AND cardinality(op.sdg_numbers) > 0
      GROUP BY goal) g`;
  const volunteers = (from: string) => `
    INSERT INTO ${s} (subject_id, kind, completed, hours, sdg_hours)
    SELECT v.id, 'VOLUNTEER',
      (SELECT count(*) FROM ${a} x JOIN ${o} op ON op.id = x.opportunity_id WHERE x.volunteer_id = v.id AND x.status = 'APPROVED' AND op.status = 'COMPLETED'),
      (SELECT COALESCE(sum(confirmed_hours), 0) FROM ${a} x WHERE x.volunteer_id = v.id AND x.status = 'APPROVED'),
      (${sdgHours(`x.volunteer_id = v.id AND x.status = 'APPROVED'`)})
    FROM ${from}
    ON CONFLICT (subject_id) DO UPDATE SET completed = EXCLUDED.completed, hours = EXCLUDED.hours, sdg_hours = EXCLUDED.sdg_hours`;
  /** An organisation's figures count the opportunities it owns (sharing lends a hand, not the credit). */
  const vios = (from: string) => `
    INSERT INTO ${s} (subject_id, kind, completed, mobilized, hours, sdg_hours)
    SELECT v.id, 'VIO',
      (SELECT count(*) FROM ${o} WHERE vio_id = v.id AND status = 'COMPLETED'),
      (SELECT count(DISTINCT x.volunteer_id) FROM ${a} x WHERE x.vio_id = v.id AND x.status = 'APPROVED'),
      (SELECT COALESCE(sum(confirmed_hours), 0) FROM ${a} x WHERE x.vio_id = v.id AND x.status = 'APPROVED'),
      (${sdgHours(`x.vio_id = v.id AND x.status = 'APPROVED'`)})
    FROM ${from}
    ON CONFLICT (subject_id) DO UPDATE SET completed = EXCLUDED.completed, mobilized = EXCLUDED.mobilized, hours = EXCLUDED.hours,
      sdg_hours = EXCLUDED.sdg_hours`;
  return {
    /**
     * Once per batch, after its rows are written, for every subject an event of the batch touched: an organisation
     * whose application was decided or got its feedback, a volunteer whose hours were confirmed, and for a completed
     * opportunity its owner and every approved volunteer. Equivalent to recomputing after each event: the figures
     * are a function of the tables' state and the last recomputation wins, and no input of a subject's figures
     * changes later in the batch without touching that subject again (the deciders freeze an opportunity's goals
     * and applications once it completes, and hours are confirmed only after that). The same subjects get rows.
     */
    async recompute({ volunteers: volunteerIds, vios: vioIds, completed }: { volunteers: Set<string>; vios: Set<string>; completed: Set<string> }) {
      if (vioIds.size || completed.size)
        await client.query(vios(`(SELECT unnest($1::uuid[]) UNION SELECT vio_id FROM ${o} WHERE id = ANY($2::uuid[])) v(id)`), [[...vioIds], [...completed]]);
      if (volunteerIds.size || completed.size)
        await client.query(
          volunteers(`(SELECT unnest($1::uuid[]) UNION SELECT volunteer_id FROM ${a} WHERE opportunity_id = ANY($2::uuid[]) AND status = 'APPROVED') v(id)`),
          [[...volunteerIds], [...completed]],
        );
    },
  };
};
