/**
 * Issue 28's journeys need an application approved for TODAY, which the apply call refuses (only later days can be
 * chosen). This appends to the journey platform's own store exactly what the real flow writes for one — the
 * application submitted (the applicant and the organisation read and sealed as the apply call does), selected,
 * approved, its place on the roster and the one-application reservation — then waits until the read models show it.
 * The volunteer, the organisation and the opportunity must be made through the real API first (api.ts).
 */
import { createPool, createPostgresEventStore, createVault, sriLankanToday } from '@nvp/events';
import { appendApprovedApplication } from '../../command-api/src/attendance/test-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The journey platform's database and vault, opened for one seeding and closed after it. */
const open = async () => {
  const url = process.env.E2E_DATABASE_URL;
  const key = process.env.E2E_VAULT_MASTER_KEY;
  if (!url || !key) throw new Error('attendance-seed: E2E_DATABASE_URL and E2E_VAULT_MASTER_KEY are set by scripts/e2e/global-setup.ts');
  const pool = createPool(url, 2);
  return { pool, store: createPostgresEventStore({ pool }), vault: await createVault(pool, key) };
};

/** Resolves once `query` finds a row (the read models are asynchronous). */
const until = async (what: string, query: () => Promise<boolean>) => {
  for (let i = 0; i < 80; i++) {
    if (await query()) return;
    await sleep(250);
  }
  throw new Error(`attendance-seed: ${what} not in the read models after 20 s`);
};

/**
 * An application of `volunteerId` to `opportunityId` (of `vioId`) approved for today's Sri Lankan date — and for
 * `otherDays` too when given (e.g. yesterday, for a no-show) — as the real flow writes it; answers its id and today.
 */
export const approvedForToday = async (input: { volunteerId: string; vioId: string; opportunityId: string; otherDays?: string[] }) => {
  const { pool, store, vault } = await open();
  try {
    const date = sriLankanToday(new Date());
    const { applicationId } = await appendApprovedApplication({ store, vault }, { ...input, dates: [date, ...(input.otherDays ?? [])] });
    await until('the approved application', async () => {
      const approved = await pool.query(`SELECT 1 FROM rm_applications WHERE id = $1 AND status = 'APPROVED'`, [applicationId]);
      const expected = await pool.query(`SELECT 1 FROM rm_attendance_applications WHERE id = $1 AND approved`, [applicationId]);
      return approved.rows.length > 0 && expected.rows.length > 0;
    });
    return { applicationId, date };
  } finally {
    await pool.end();
  }
};

/** An application approved for `dates` only (e.g. tomorrow, for the reminder), as approvedForToday writes one. */
export const approvedForDays = async (input: { volunteerId: string; vioId: string; opportunityId: string; dates: string[] }) => {
  const { pool, store, vault } = await open();
  try {
    const { applicationId } = await appendApprovedApplication({ store, vault }, input);
    await until('the approved application', async () => (await pool.query(`SELECT 1 FROM rm_attendance_applications WHERE id = $1 AND approved`, [applicationId])).rows.length > 0);
    return { applicationId };
  } finally {
    await pool.end();
  }
};
