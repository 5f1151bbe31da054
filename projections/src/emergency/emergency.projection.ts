import { emergencySupervisorFields, isSealed, sliceOf, type EmergencySupervisor, type RecordedEvent, type Vault } from '@nvp/events';

/**
 * An opening's public part and its supervisor. Tolerant of both stored versions: v2 seals the supervisor
 * (`personal`, undefined once the owner is erased); v1 (older logs) has it in clear, read as stored.
 */
const supervisorOf = async (vault: Vault, e: RecordedEvent) => {
  const { personal, ...rest } = e.data as Record<string, unknown>;
  const opening: Record<string, unknown> = { ...rest };
  for (const field of emergencySupervisorFields) delete opening[field];
  if (isSealed(personal)) return { opening, supervisor: await vault.open<EmergencySupervisor>(personal) };
  const clear = rest as Partial<EmergencySupervisor>;
  const legacy = Object.fromEntries(emergencySupervisorFields.map((f) => [f, clear[f] ?? ''])) as EmergencySupervisor;
  return { opening, supervisor: emergencySupervisorFields.some((f) => clear[f] !== undefined) ? legacy : undefined };
};
import type { PostgresProjection } from '../runner/projection';

/**
 * The emergency slice's read models:
 * - emergency_users: one row per emergency-login user (CREATED/TERMINATED, verified once a password is set);
 *   name and e-mail in clear, nulled on PersonalDataErased; only the invitation's secret hash is kept.
 * - emergency_opportunities: one row per opportunity with its creation data (organisation texts) and, apart,
 *   its supervisor (opened from the sealed part; in clear in v1 events, read as stored), nulled when the
 *   owning emergency user is erased.
 * - emergency_volunteers: one row per called-out volunteer and opportunity (INVITED/ACCEPTED/DECLINED/
 *   COMPLETED); NEW volunteers have no row (they are the standby pool, read from the volunteers model).
 *   Rows hold only ids and the registration number; names and places come from the volunteers model,
 *   which nulls them on erasure, so an erased volunteer's rows say nothing about the person.
 */
export const emergencyProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'emergency',
  eventTypes: [
    'EmergencyUserInvited',
    'EmergencyUserRegistered',
    'EmergencyUserTerminated',
    'EmergencyUserActivated',
    'EmergencyOpportunityCreated',
    'EmergencyOpportunityCompleted',
    'EmergencyOpportunityDeleted',
    'EmergencyVolunteersInvited',
    'EmergencyVolunteerReplied',
    'EmergencyVolunteerAdded',
    'EmergencyVolunteerRemoved',
    'EmergencyVolunteerCompleted',
    'EmergencyFeedbackSubmitted',
    'PersonalDataErased',
  ],
  tables: {
    emergency_users: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text,
        email text,
        status text NOT NULL,
        verified boolean NOT NULL DEFAULT false,
        invite_secret_hash text,
        invite_expires_at timestamptz,
        invited_by uuid,
        invited_at timestamptz NOT NULL,
        erased boolean NOT NULL DEFAULT false
      );`,
    emergency_opportunities: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        title text NOT NULL,
        data jsonb NOT NULL,
        supervisor jsonb,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        closed_at timestamptz
      );
      CREATE INDEX ON ${t} (owner_id, created_at DESC);`,
    emergency_volunteers: (t) => `
      CREATE TABLE ${t} (
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        registration_no text NOT NULL,
        status text NOT NULL,
        invited_at timestamptz NOT NULL,
        answer text,
        answer_channel text,
        answered_at timestamptz,
        completed_at timestamptz,
        PRIMARY KEY (opportunity_id, volunteer_id)
      );
      CREATE INDEX ON ${t} (volunteer_id);`,
    emergency_feedback: (t) => `
      CREATE TABLE ${t} (
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        about text NOT NULL,
        emergency_login_id uuid NOT NULL,
        contribution_hours numeric NOT NULL,
        feedback jsonb,
        submitted_at timestamptz NOT NULL,
        PRIMARY KEY (opportunity_id, volunteer_id, about)
      );`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const u = table('emergency_users');
    const o = table('emergency_opportunities');
    const v = table('emergency_volunteers');
    const f = table('emergency_feedback');
    const setVolunteer = (d: Record<string, any>, status: string, extra = '', params: unknown[] = []) =>
      client.query(`UPDATE ${v} SET status = '${status}'${extra} WHERE opportunity_id = $1 AND volunteer_id = $2`, [d.opportunityId, d.volunteerId, ...params]);
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'EmergencyUserInvited': {
          const p = await vault.open<{ name: string; email: string }>(d.personal);
          await client.query(
            `INSERT INTO ${u} (id, name, email, status, invite_secret_hash, invite_expires_at, invited_by, invited_at, erased)
             VALUES ($1, $2, $3, 'CREATED', $4, $5, $6, $7, $8)
             ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, invite_secret_hash = EXCLUDED.invite_secret_hash,
               invite_expires_at = EXCLUDED.invite_expires_at, invited_by = EXCLUDED.invited_by`,
            [d.userId, p?.name ?? null, p?.email ?? null, d.secretHash, d.expiresAt, d.invitedBy, at, !p],
          );
          break;
        }
        case 'EmergencyUserRegistered':
          await client.query(`UPDATE ${u} SET verified = true, invite_secret_hash = NULL WHERE id = $1`, [d.userId]);
          break;
        case 'EmergencyUserTerminated':
          await client.query(`UPDATE ${u} SET status = 'TERMINATED' WHERE id = $1`, [d.userId]);
          break;
        case 'EmergencyUserActivated':
          await client.query(`UPDATE ${u} SET status = 'CREATED' WHERE id = $1`, [d.userId]);
          break;
        case 'PersonalDataErased':
          if (sliceOf(e.streamId) === 'emergency') {
            await client.query(`UPDATE ${u} SET name = NULL, email = NULL, invite_secret_hash = NULL, erased = true WHERE id = $1`, [d.subjectId]);
            // Its opportunities' supervisors were sealed with its key (v1's clear ones go the same way).
            await client.query(`UPDATE ${o} SET supervisor = NULL WHERE owner_id = $1`, [d.subjectId]);
          }
          // Feedback about or by an erased volunteer keeps only its hours (for the reports).
          await client.query(`UPDATE ${f} SET feedback = NULL WHERE volunteer_id = $1`, [d.subjectId]);
          break;
        case 'EmergencyFeedbackSubmitted': {
          const p = await vault.open<{ feedback: unknown }>(d.personal);
          await client.query(
            `INSERT INTO ${f} (opportunity_id, volunteer_id, about, emergency_login_id, contribution_hours, feedback, submitted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [d.opportunityId, d.volunteerId, d.about, d.emergencyLoginId, d.contributionHours, p ? JSON.stringify(p.feedback) : null, at],
          );
          break;
        }
        case 'EmergencyOpportunityCreated': {
          const { opening, supervisor } = await supervisorOf(vault, e);
          await client.query(
            `INSERT INTO ${o} (id, owner_id, title, data, supervisor, status, created_at) VALUES ($1, $2, $3, $4, $5, 'OPEN', $6) ON CONFLICT (id) DO NOTHING`,
            [d.opportunityId, d.ownerId, d.title, JSON.stringify(opening), supervisor ? JSON.stringify(supervisor) : null, at],
          );
          break;
        }
        case 'EmergencyOpportunityCompleted':
          await client.query(`UPDATE ${o} SET status = 'COMPLETED', closed_at = $2 WHERE id = $1`, [d.opportunityId, at]);
          break;
        case 'EmergencyOpportunityDeleted':
          await client.query(`UPDATE ${o} SET status = 'DELETED', closed_at = $2 WHERE id = $1`, [d.opportunityId, at]);
          break;
        case 'EmergencyVolunteersInvited':
          // One statement for the whole call-out (10,000 volunteers are one event).
          await client.query(
            `INSERT INTO ${v} (opportunity_id, volunteer_id, registration_no, status, invited_at)
             SELECT $1, x."volunteerId", x."registrationNo", 'INVITED', $3
               FROM jsonb_to_recordset($2::jsonb) AS x("volunteerId" uuid, "registrationNo" text)
             ON CONFLICT DO NOTHING`,
            [d.opportunityId, JSON.stringify(d.volunteers), at],
          );
          break;
        case 'EmergencyVolunteerReplied':
          await setVolunteer(d, d.answer === 'YES' ? 'ACCEPTED' : 'DECLINED', ', answer = $3, answer_channel = $4, answered_at = $5', [d.answer, d.channel, at]);
          break;
        case 'EmergencyVolunteerAdded':
          await setVolunteer(d, 'ACCEPTED');
          break;
        case 'EmergencyVolunteerRemoved':
          await setVolunteer(d, 'INVITED');
          break;
        case 'EmergencyVolunteerCompleted':
          await setVolunteer(d, 'COMPLETED', ', completed_at = $3', [at]);
          break;
      }
    }
  },
});
