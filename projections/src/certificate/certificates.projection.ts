import type { RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { isDay, isUuid } from '../runner/guards';

const isHours = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * Certificates (issue 29):
 * - certificate_engagements: every application with its chosen days (the year its hours count in: its last day's)
 *   and, once the organisation confirmed them, its hours; beside them the hours its valid engagement certificate
 *   states (certified_hours, null without one). `pending` says the two differ (new hours, corrected hours, or a
 *   certificate whose hours went to 0): the certificate job reads only those rows, through a partial index, instead
 *   of anti-joining every engagement with every certificate each hour.
 * - certificate_years: a volunteer's confirmed hours in a year (the sum over their engagements, kept at each
 *   confirmation) and the hours their valid annual certificate states; `pending` likewise, for the annual job.
 * - certificates: every certificate issued, valid or revoked, with what it states.
 * Ids, days and hours only: the name, the organisation and the opportunity are joined at read time from their read
 * models (the volunteers model nulls the name on erasure). Erasure (PersonalDataErased) marks the volunteer's rows
 * erased: the certificates then verify as revoked and the job certifies them no more. Odd input changes nothing.
 * The job appends, this model follows: until it has, the job sees the same rows pending and decides them again on
 * the volunteer's stream, which issues nothing twice.
 */
export const certificatesProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'certificates',
  eventTypes: ['ApplicationSubmitted', 'VioFeedbackSubmitted', 'CertificateIssued', 'CertificateRevoked', 'PersonalDataErased'],
  tables: {
    certificate_engagements: (t) => `
      CREATE TABLE ${t} (
        application_id uuid PRIMARY KEY,
        volunteer_id uuid NOT NULL,
        opportunity_id uuid NOT NULL,
        vio_id uuid NOT NULL,
        dates text[] NOT NULL,
        year int NOT NULL,
        hours numeric,
        confirmed_at timestamptz,
        erased boolean NOT NULL DEFAULT false,
        certificate_id text,
        certified_hours numeric,
        pending boolean GENERATED ALWAYS AS (
          NOT erased AND hours IS NOT NULL AND certified_hours IS DISTINCT FROM hours AND (hours > 0 OR certified_hours IS NOT NULL)
        ) STORED
      );
      CREATE INDEX ON ${t} (volunteer_id, year);
      -- The job's candidates: the engagements whose confirmed hours no valid certificate states.
      CREATE INDEX ON ${t} (confirmed_at, application_id) WHERE pending;`,
    certificate_years: (t) => `
      CREATE TABLE ${t} (
        volunteer_id uuid NOT NULL,
        year int NOT NULL,
        hours numeric NOT NULL,
        certificate_id text,
        certified_hours numeric,
        erased boolean NOT NULL DEFAULT false,
        pending boolean GENERATED ALWAYS AS (
          NOT erased AND certified_hours IS DISTINCT FROM hours AND (hours > 0 OR certified_hours IS NOT NULL)
        ) STORED,
        PRIMARY KEY (volunteer_id, year)
      );
      -- The annual job's candidates (a past year's: the job asks for year < the current one).
      CREATE INDEX ON ${t} (year, volunteer_id) WHERE pending;`,
    certificates: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY,
        volunteer_id uuid NOT NULL,
        kind text NOT NULL,
        application_id uuid,
        opportunity_id uuid,
        vio_id uuid,
        year int,
        hours numeric NOT NULL,
        period_from text NOT NULL,
        period_to text NOT NULL,
        issued_at timestamptz NOT NULL,
        revoked boolean NOT NULL DEFAULT false,
        revoked_at timestamptz,
        reason text,
        erased boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t} (volunteer_id, issued_at DESC);
      CREATE INDEX ON ${t} (application_id) WHERE application_id IS NOT NULL;`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const e8s = table('certificate_engagements');
    const years = table('certificate_years');
    const certs = table('certificates');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      switch (e.type) {
        case 'ApplicationSubmitted': {
          if (!isUuid(d.applicationId) || !isUuid(d.opportunityId) || !isUuid(d.volunteerId) || !isUuid(d.vioId)) break;
          const dates = (Array.isArray(d.dates) ? d.dates : []).filter(isDay).sort();
          if (!dates.length) break;
          await client.query(
            `INSERT INTO ${e8s} (application_id, volunteer_id, opportunity_id, vio_id, dates, year) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (application_id) DO NOTHING`,
            [d.applicationId, d.volunteerId, d.opportunityId, d.vioId, dates, Number(dates[dates.length - 1].slice(0, 4))],
          );
          break;
        }
        case 'VioFeedbackSubmitted':
          if (!isUuid(d.applicationId) || !isHours(d.hours)) break;
          await client.query(`UPDATE ${e8s} SET hours = $2, confirmed_at = $3 WHERE application_id = $1`, [d.applicationId, d.hours, e.metadata.occurredAt]);
          // The year's sum again (an engagement's first confirmation or a correction), from its engagements.
          await client.query(
            `INSERT INTO ${years} (volunteer_id, year, hours, erased)
             SELECT volunteer_id, year, coalesce(sum(hours), 0), bool_or(erased) FROM ${e8s}
             WHERE (volunteer_id, year) = (SELECT volunteer_id, year FROM ${e8s} WHERE application_id = $1) AND hours IS NOT NULL
             GROUP BY volunteer_id, year
             ON CONFLICT (volunteer_id, year) DO UPDATE SET hours = excluded.hours`,
            [d.applicationId],
          );
          break;
        case 'CertificateIssued': {
          if (typeof d.certificateId !== 'string' || !isUuid(d.volunteerId) || !isHours(d.hours) || !isDay(d.period?.from) || !isDay(d.period?.to)) break;
          const optionalId = (v: unknown) => (isUuid(v) ? v : null);
          await client.query(
            `INSERT INTO ${certs} (id, volunteer_id, kind, application_id, opportunity_id, vio_id, year, hours, period_from, period_to, issued_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
            [
              d.certificateId,
              d.volunteerId,
              d.kind === 'ANNUAL' ? 'ANNUAL' : 'ENGAGEMENT',
              optionalId(d.applicationId),
              optionalId(d.opportunityId),
              optionalId(d.vioId),
              Number.isInteger(d.year) ? d.year : null,
              d.hours,
              d.period.from,
              d.period.to,
              e.metadata.occurredAt,
            ],
          );
          // What the certificate's subject now has certified (the job's pending rows follow from it).
          if (d.kind === 'ANNUAL' && Number.isInteger(d.year))
            await client.query(`UPDATE ${years} SET certificate_id = $3, certified_hours = $4 WHERE volunteer_id = $1 AND year = $2`, [d.volunteerId, d.year, d.certificateId, d.hours]);
          else if (d.kind !== 'ANNUAL' && isUuid(d.applicationId))
            await client.query(`UPDATE ${e8s} SET certificate_id = $2, certified_hours = $3 WHERE application_id = $1`, [d.applicationId, d.certificateId, d.hours]);
          break;
        }
        case 'CertificateRevoked':
          if (typeof d.certificateId !== 'string') break;
          await client.query(`UPDATE ${certs} SET revoked = true, revoked_at = $2, reason = $3 WHERE id = $1 AND NOT revoked`, [
            d.certificateId,
            e.metadata.occurredAt,
            typeof d.reason === 'string' ? d.reason : null,
          ]);
          // Its subject has no certificate any more, unless a later one already took its place.
          await client.query(
            `UPDATE ${e8s} SET certificate_id = NULL, certified_hours = NULL
             WHERE application_id = (SELECT application_id FROM ${certs} WHERE id = $1) AND certificate_id = $1`,
            [d.certificateId],
          );
          await client.query(
            `UPDATE ${years} SET certificate_id = NULL, certified_hours = NULL
             WHERE (volunteer_id, year) = (SELECT volunteer_id, year FROM ${certs} WHERE id = $1) AND certificate_id = $1`,
            [d.certificateId],
          );
          break;
        case 'PersonalDataErased':
          if (!isUuid(d.subjectId)) break;
          await client.query(`UPDATE ${e8s} SET erased = true WHERE volunteer_id = $1`, [d.subjectId]);
          await client.query(`UPDATE ${years} SET erased = true WHERE volunteer_id = $1`, [d.subjectId]);
          await client.query(`UPDATE ${certs} SET erased = true WHERE volunteer_id = $1`, [d.subjectId]);
          break;
      }
    }
  },
});
