import type { RecordedEvent, Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

interface VolunteerPersonal {
  firstName: string;
  lastName: string;
  nic: string;
  email: string;
}

/** One row per volunteer account: who, which status, registration number. Personal columns null once erased. */
export const volunteersProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'volunteers',
  eventTypes: ['VolunteerRegistered', 'VolunteerEmailVerified'],
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
        erased boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL,
        email_verified_at timestamptz
      );
      CREATE INDEX ON ${t} (status);
      CREATE INDEX ON ${t} (registered_at);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('volunteers');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      switch (e.type) {
        case 'VolunteerRegistered': {
          const p = await vault.open<VolunteerPersonal>(d.personal);
          await client.query(
            `INSERT INTO ${t} (id, registration_no, status, first_name, last_name, email, nic, birth_year, erased, registered_at)
             VALUES ($1, $2, 'EMAIL_UNVERIFIED', $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [d.volunteerId, d.registrationNo, p?.firstName ?? null, p?.lastName ?? null, p?.email ?? null, p?.nic ?? null, d.birthYear, !p, e.metadata.occurredAt],
          );
          break;
        }
        case 'VolunteerEmailVerified':
          await client.query(`UPDATE ${t} SET status = 'MOBILE_UNVERIFIED', email_verified_at = $2 WHERE id = $1`, [
            d.volunteerId,
            e.metadata.occurredAt,
          ]);
          break;
      }
    }
  },
});
