import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { LOOKUP_INDEX } from '../runner/batch';

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
];

type Db = { query: (sql: string, values?: unknown[]) => Promise<unknown> };

/**
 * The application slice's read side: its own copy of the opportunity facts it shows (from opportunity events),
 * one row per application (the applicant as they applied; personal columns nulled on erasure), and per
 * volunteer and organisation the contribution statistics the public profiles show (recomputed from the two
 * tables whenever an input changes). Hours are the organisation-confirmed ones; an opportunity's hours are
 * split evenly over its goals, so per-goal hours add up to the total.
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
    const stats = createStats(client, { o, a, s });
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'OpportunityCreated':
        case 'NonFormalOpportunityCreated':
        case 'OpportunityUpdated':
        case 'NonFormalOpportunityUpdated': {
          const created = e.type.endsWith('Created');
          const details = d.opportunity as Record<string, any>;
          await client.query(
            `INSERT INTO ${o} (id, vio_id, formal, status, title, details, sdg_numbers) VALUES ($1, $2, $3, 'CREATED', $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET title = $4, details = $5, sdg_numbers = $6,
               status = CASE WHEN $7 THEN 'CREATED' ELSE ${o}.status END`,
            [d.opportunityId, d.vioId, !e.type.startsWith('NonFormal'), details.title, JSON.stringify(details), details.sdgNumbers ?? [], !created && Boolean(d.reviewAgain)],
          );
          break;
        }
        case 'OpportunityApproved':
        case 'NonFormalOpportunityApproved':
          await client.query(`UPDATE ${o} SET status = 'APPROVED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityRejected':
        case 'NonFormalOpportunityRejected':
          await client.query(`UPDATE ${o} SET status = 'REJECTED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityDeleted':
          await client.query(`UPDATE ${o} SET status = 'DELETED' WHERE id = $1`, [d.opportunityId]);
          break;
        case 'OpportunityShareAccepted':
          await client.query(`UPDATE ${o} SET shared_with = array_append(shared_with, $2) WHERE id = $1 AND NOT ($2 = ANY(shared_with))`, [
            d.opportunityId,
            d.secondaryVioId,
          ]);
          break;
        case 'OpportunityCompleted':
          // Completion freezes the applications; the approved ones now count as completed opportunities.
          await client.query(`UPDATE ${o} SET status = 'COMPLETED', completed_at = $2 WHERE id = $1`, [d.opportunityId, at]);
          await stats.opportunity(d.opportunityId);
          break;
        case 'ApplicationSubmitted': {
          const p = await vault.open<ApplicantPersonal>(d.personal);
          await client.query(
            `INSERT INTO ${a} (id, opportunity_id, volunteer_id, vio_id, vio_name, registration_no, status, dates, contribute_district,
               highest_education, preferred_language, first_name, last_name, email, phone_number, date_of_birth, employment_title,
               applied_at, erased)
             VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
             ON CONFLICT (id) DO NOTHING`,
            [
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
            ],
          );
          break;
        }
        case 'ApplicationSelected':
        case 'ApplicationRejectedByAdmin':
          await client.query(`UPDATE ${a} SET status = $2, admin_reviewed_at = $3 WHERE id = $1`, [
            d.applicationId,
            e.type === 'ApplicationSelected' ? 'SELECTED' : 'ADMIN_REJECTED',
            at,
          ]);
          break;
        case 'ApplicationApproved':
        case 'ApplicationRejectedByVio':
          await client.query(`UPDATE ${a} SET status = $2, vio_reviewed_at = $3 WHERE id = $1`, [
            d.applicationId,
            e.type === 'ApplicationApproved' ? 'APPROVED' : 'VIO_REJECTED',
            at,
          ]);
          await stats.vio(d.vioId);
          break;
        case 'AgreementConfirmed':
          await client.query(`UPDATE ${a} SET ${d.party === 'VIO' ? 'vio_agreed_at' : 'volunteer_agreed_at'} = $2 WHERE id = $1`, [d.applicationId, at]);
          break;
        case 'VolunteerFeedbackSubmitted': {
          const p = await vault.open<{ review: string; otherMethodDescription: string }>(d.personal);
          const { applicationId: _a, opportunityId: _o, volunteerId: _v, vioId: _i, personal: _p, ...feedback } = d;
          await client.query(
            `UPDATE ${a} SET volunteer_feedback = $2, volunteer_review = $3, claimed_hours = $4, volunteer_feedback_at = $5 WHERE id = $1`,
            [d.applicationId, JSON.stringify({ ...feedback, otherMethodDescription: p?.otherMethodDescription ?? '' }), p?.review || null, d.contributionHours, at],
          );
          break;
        }
        case 'VioFeedbackSubmitted': {
          const p = await vault.open<{ review: string }>(d.personal);
          const { applicationId: _a, opportunityId: _o, volunteerId: _v, vioId: _i, personal: _p, ...feedback } = d;
          await client.query(`UPDATE ${a} SET vio_feedback = $2, vio_review = $3, confirmed_hours = $4, vio_feedback_at = $5 WHERE id = $1`, [
            d.applicationId,
            JSON.stringify(feedback),
            p?.review || null,
            d.hours,
            at,
          ]);
          await stats.volunteer(d.volunteerId);
          await stats.vio(d.vioId);
          break;
        }
        case 'PersonalDataErased':
          // The applicant's own data and the words written by or about them; the figures stay for statistics.
          if (sliceOf(e.streamId) !== 'volunteer') break;
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
  },
});

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
    volunteer: (volunteerId: string) => client.query(volunteers(`(SELECT $1::uuid) v(id)`), [volunteerId]),
    vio: (vioId: string) => client.query(vios(`(SELECT $1::uuid) v(id)`), [vioId]),
    /** Completing an opportunity changes its owner's figures and those of every approved volunteer. */
    async opportunity(opportunityId: string) {
      await client.query(vios(`(SELECT vio_id FROM ${o} WHERE id = $1) v(id)`), [opportunityId]);
      await client.query(volunteers(`(SELECT DISTINCT volunteer_id FROM ${a} WHERE opportunity_id = $1 AND status = 'APPROVED') v(id)`), [opportunityId]);
    },
  };
};
