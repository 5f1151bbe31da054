import { idOf, sliceOf, type RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { batchRows } from '../runner/batch-rows';

/** The events that open an account, by kind (the stream prefix gives the kind). */
export const accountOpeningEvents = ['VolunteerRegistered', 'VioRegistered', 'AdminInvited', 'AdminRegistered'] as const;

/**
 * Standing of every account by id, whatever its kind: FUNCTIONING, SUSPENDED (with the last day, Colombo)
 * or TERMINATED, and whether its personal data is erased. Nothing personal is stored. A suspension's end
 * is not an event: readers treat a SUSPENDED row whose day has passed as FUNCTIONING.
 * Account events of a kind not listed above still create the row (upsert), so new kinds need no change here.
 */
export const accountsProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'accounts',
  eventTypes: [...accountOpeningEvents, 'AccountSuspended', 'AccountUnsuspended', 'AccountTerminated', 'PersonalDataErased'],
  tables: {
    accounts: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        standing text NOT NULL DEFAULT 'FUNCTIONING',
        suspended_until text,
        suspended_by uuid,
        terminated_at timestamptz,
        terminated_by text,
        erased boolean NOT NULL DEFAULT false,
        opened_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (kind, standing);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('accounts');
    // Every event of an account touches its row (the upsert below), most of them in the batch that opens it: rows
    // this batch creates are kept in memory, changed there and written once at the end; rows that existed before
    // the batch are changed in SQL as before.
    const accounts = batchRows<AccountRow>(t, 'id', accountColumns);
    await accounts.prepare(client, new Set(events.map((e) => idOf(e.streamId))));
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const id = idOf(e.streamId);
      const kind = sliceOf(e.streamId);
      const at = e.metadata.occurredAt;
      // The upsert: a new row, or only updated_at on one there (its kind stays the first event's).
      let a = accounts.get(id);
      if (a) a.updated_at = at;
      else if (accounts.create(newAccount(id, kind, at))) a = accounts.get(id)!;
      if (a) {
        applyInMemory(e.type, d, a, at);
        continue;
      }
      await client.query(
        `INSERT INTO ${t} (id, kind, opened_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at`,
        [id, kind, at],
      );
      const set = (assignments: string, values: unknown[] = []) => client.query(`UPDATE ${t} SET ${assignments} WHERE id = $1`, [id, ...values]);
      switch (e.type) {
        case 'AccountSuspended':
          await set(`standing = 'SUSPENDED', suspended_until = $2, suspended_by = $3`, [d.until, d.adminId]);
          break;
        case 'AccountUnsuspended':
          await set(`standing = CASE WHEN standing = 'TERMINATED' THEN standing ELSE 'FUNCTIONING' END, suspended_until = NULL`);
          break;
        case 'AccountTerminated':
          await set(`standing = 'TERMINATED', suspended_until = NULL, terminated_at = $2, terminated_by = $3`, [at, d.by]);
          break;
        case 'PersonalDataErased':
          await set(`erased = true`);
          break;
      }
    }
    await accounts.write(client);
  },
});

/** The columns of the rows a batch creates (written with COPY). */
const accountColumns = ['id', 'kind', 'standing', 'suspended_until', 'suspended_by', 'terminated_at', 'terminated_by', 'erased', 'opened_at', 'updated_at'] as const;
/** A row as the values pg would bind, so the INSERT writes what the upsert and UPDATEs would have. */
type AccountRow = Record<(typeof accountColumns)[number], any>;

const newAccount = (id: string, kind: string, at: string): AccountRow => ({
  ...{ id, kind, standing: 'FUNCTIONING', suspended_until: null, suspended_by: null, terminated_at: null, terminated_by: null },
  ...{ erased: false, opened_at: at, updated_at: at },
});

/** The same changes as the UPDATEs of the SQL path, on a row in memory. */
const applyInMemory = (type: string, d: Record<string, any>, a: AccountRow, at: string) => {
  switch (type) {
    case 'AccountSuspended':
      Object.assign(a, { standing: 'SUSPENDED', suspended_until: d.until ?? null, suspended_by: d.adminId ?? null });
      break;
    case 'AccountUnsuspended':
      Object.assign(a, { standing: a.standing === 'TERMINATED' ? a.standing : 'FUNCTIONING', suspended_until: null });
      break;
    case 'AccountTerminated':
      Object.assign(a, { standing: 'TERMINATED', suspended_until: null, terminated_at: at, terminated_by: d.by ?? null });
      break;
    case 'PersonalDataErased':
      a.erased = true;
      break;
  }
};
