import { sliceOf, type RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { isDay, isUuid } from '../runner/guards';


/**
 * The volunteer's calendar (issue 29): one row per application and chosen day, so the feed can say what changed.
 * - `listed`: the day was ever in the feed (its application was approved); a day never approved is never shown.
 * - `approved` and `declined`: the day is CONFIRMED while approved and not declined (the reminder's NO), else
 *   CANCELLED (a withdrawal, the organisation's rejection, a NO, the opportunity deleted).
 * - `sequence` rises with every change a calendar app must take (the status, or an edit of the opportunity, whose
 *   title, place and times the feed reads at read time); `changed_at` is its moment (DTSTAMP, and how long a
 *   cancelled day stays in the feed).
 * Ids, days and counters only. Erasure of the volunteer deletes their rows (the feed of an erased volunteer answers
 * 404 in any case: the volunteers model marks them erased).
 */
export const calendarProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'calendar',
  eventTypes: [
    'ApplicationSubmitted',
    'ApplicationApproved',
    'ApplicationRejectedByVio',
    'ApplicationWithdrawn',
    'EngagementConfirmed',
    'EngagementDeclined',
    'OpportunityUpdated',
    'NonFormalOpportunityUpdated',
    'OpportunityDeleted',
    'PersonalDataErased',
  ],
  tables: {
    calendar_days: (t) => `
      CREATE TABLE ${t} (
        application_id uuid NOT NULL,
        date text NOT NULL,
        volunteer_id uuid NOT NULL,
        opportunity_id uuid NOT NULL,
        listed boolean NOT NULL DEFAULT false,
        approved boolean NOT NULL DEFAULT false,
        declined boolean NOT NULL DEFAULT false,
        sequence int NOT NULL DEFAULT 0,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (application_id, date)
      );
      CREATE INDEX ON ${t} (volunteer_id) WHERE listed;
      CREATE INDEX ON ${t} (opportunity_id) WHERE listed;`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('calendar_days');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'ApplicationSubmitted':
          if (!isUuid(d.applicationId) || !isUuid(d.volunteerId) || !isUuid(d.opportunityId) || !Array.isArray(d.dates)) break;
          await client.query(
            `INSERT INTO ${t} (application_id, date, volunteer_id, opportunity_id, changed_at)
             SELECT $1, day, $2, $3, $4 FROM unnest($5::text[]) AS day ON CONFLICT DO NOTHING`,
            [d.applicationId, d.volunteerId, d.opportunityId, at, d.dates.filter(isDay)],
          );
          break;
        case 'ApplicationApproved':
          if (!isUuid(d.applicationId)) break;
          // A day listed before (approved again after a cancellation) is a change; the first approval is version 0.
          await client.query(
            `UPDATE ${t} SET approved = true, sequence = sequence + (CASE WHEN listed THEN 1 ELSE 0 END), listed = true, changed_at = $2
             WHERE application_id = $1 AND NOT approved`,
            [d.applicationId, at],
          );
          break;
        case 'ApplicationRejectedByVio':
        case 'ApplicationWithdrawn':
          if (!isUuid(d.applicationId)) break;
          await client.query(`UPDATE ${t} SET approved = false, sequence = sequence + 1, changed_at = $2 WHERE application_id = $1 AND approved`, [
            d.applicationId,
            at,
          ]);
          break;
        case 'EngagementDeclined':
        case 'EngagementConfirmed': {
          if (!isUuid(d.applicationId) || !isDay(d.date)) break;
          const declined = e.type === 'EngagementDeclined';
          await client.query(
            `UPDATE ${t} SET declined = $3, sequence = sequence + (CASE WHEN listed THEN 1 ELSE 0 END), changed_at = $4
             WHERE application_id = $1 AND date = $2 AND declined <> $3`,
            [d.applicationId, d.date, declined, at],
          );
          break;
        }
        case 'OpportunityUpdated':
        case 'NonFormalOpportunityUpdated':
          if (!isUuid(d.opportunityId)) break;
          await client.query(`UPDATE ${t} SET sequence = sequence + 1, changed_at = $2 WHERE opportunity_id = $1 AND listed`, [d.opportunityId, at]);
          break;
        case 'OpportunityDeleted':
          if (!isUuid(d.opportunityId)) break;
          await client.query(`UPDATE ${t} SET approved = false, sequence = sequence + 1, changed_at = $2 WHERE opportunity_id = $1 AND approved`, [
            d.opportunityId,
            at,
          ]);
          break;
        case 'PersonalDataErased':
          if (sliceOf(e.streamId) !== 'volunteer' || !isUuid(d.subjectId)) break;
          await client.query(`DELETE FROM ${t} WHERE volunteer_id = $1`, [d.subjectId]);
          break;
      }
    }
  },
});
