import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { catalogue, formalOpportunityRequest, splitOpportunity, streams } from '@nvp/events';
import { startTestPlatform } from '../../../scripts/test/harness';
import { uncheckedAnswers } from '../../../scripts/test/answer-contract';
import { validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { publicListQuery } from './routes';

/**
 * The public list's paging and its indexed title search. 5,000 rows are written straight into the read model of
 * this throw-away platform (through the log they would take minutes), then one real opportunity is appended and
 * approved as events, so the projection's own code recounts the totals over all of them. The command path to the
 * same list is covered by command-api/src/opportunity/opportunity.api.test.ts.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  t = await startTestPlatform('opportunity-discovery');
  // The cards below are written straight into the read model (partial: { id, n } or { title }): not answers of the contract.
  uncheckedAnswers(['GET /api/opportunity/getOpportunities']);
  await t.platform.projections.runner.caughtUp();
  const vio = randomUUID();
  await t.platform.infra.pool.query(
    `INSERT INTO rm_opportunities (id, kind, vio_id, vio_name, status, title, type, start_date, end_date, sdg_numbers, data, card, created_at, updated_at)
     SELECT id, 'FORMAL', $1, 'Bulk', CASE WHEN n % 10 = 0 THEN 'CREATED' ELSE 'APPROVED' END,
            CASE WHEN n % 100 = 1 THEN 'Mangrove replanting ' ELSE 'Beach clean-up ' END || n, CASE WHEN n % 2 = 0 THEN 'ONLINE' ELSE 'REGULAR' END,
            '2030-01-01', '2030-02-01', '{1}', '{}', jsonb_build_object('id', id, 'n', n), now() - n * interval '1 minute', now()
       FROM (SELECT gen_random_uuid() AS id, n FROM generate_series(1, 5000) n) s`,
    [vio],
  );
  bulkVio = vio;
  await approveThroughTheLog(vio, 'Real one, approved through the log');
  await t.platform.infra.pool.query('ANALYZE rm_opportunities');
}, 120_000);
afterAll(async () => t?.stop());

let bulkVio: string;
/** Appends a created and approved opportunity as events and waits until the projections have applied them. */
const approveThroughTheLog = async (vio: string, title: string) => {
  const opportunityId = randomUUID();
  const values = formalOpportunityRequest({ today: '2000-01-01' }).parse(validOpportunity({ title, type: 'REGULAR' }));
  const { opportunity, personal } = splitOpportunity(values);
  const event = (type: string, data: unknown) => ({ id: randomUUID(), type, version: 1, data: catalogue.validate(type, data).data, metadata: { occurredAt: new Date().toISOString() } });
  await t.platform.infra.store.append(
    streams.opportunity(opportunityId),
    [
      event('OpportunityCreated', { opportunityId, vioId: vio, opportunity, personal: await t.platform.infra.vault.seal(vio, personal) }),
      event('OpportunityApproved', { opportunityId, vioId: vio, adminId: vio }),
    ],
    { expected: 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
};

const list = async (query: string) => {
  const r = await t.api.get(`/api/opportunity/getOpportunities${query}`);
  expect(r.status).toBe(200);
  return { total: Number(r.headers.get('x-total-count')), cards: r.body as { n: number }[] };
};

describe('public opportunity list', () => {
  it('pages approved ones newest first, 12 by default, with the total in x-total-count', async () => {
    const first = await list('');
    // 4,500 synthetic approved rows and the real one (the newest).
    expect(first.total).toBe(4501);
    expect(first.cards[0]).toMatchObject({ title: 'Real one, approved through the log', status: 'APPROVED' });
    expect(first.cards.slice(1).map((c) => c.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]);
    expect((await list('?page=2&pageSize=5')).cards.map((c) => c.n)).toEqual([5, 6, 7, 8, 9]);
    expect((await list('?type=ONLINE')).total).toBe(2000);
    expect((await list('?type=REGULAR')).total).toBe(2501);
    // Issue 23: a larger ask is clamped to the maximum page (100), a page past the end is empty, a bad value is 400 with its field.
    const clamped = await t.api.get('/api/opportunity/getOpportunities?pageSize=5000');
    expect(clamped.status).toBe(200);
    expect(clamped.body).toHaveLength(100);
    expect(clamped.headers.get('x-page-size')).toBe('100');
    const pastTheEnd = await t.api.get('/api/opportunity/getOpportunities?page=100000&pageSize=100');
    expect(pastTheEnd).toMatchObject({ status: 200, body: [] });
    expect(pastTheEnd.headers.get('x-total-count')).toBe('4501');
    expect(await t.api.get('/api/opportunity/getOpportunities?page=-2')).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it('searches titles case-insensitively, wildcards taken literally', async () => {
    expect((await list('?searchValue=MANGROVE')).total).toBe(50);
    expect((await list('?searchValue=mangrove&type=ONLINE')).total).toBe(0);
    expect((await list('?searchValue=%25')).total).toBe(0);
  });

  it('answers a search word from the trigram index (title and descriptions), not a sequential ILIKE (EXPLAIN of the route\'s own query)', async () => {
    const q = publicListQuery({ type: 'ALL', search: 'mangrove', page: 1, pageSize: 12 });
    const { rows } = await t.platform.infra.pool.query(`EXPLAIN ${q.text}`, q.values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on \S*search_text\S*/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('public list cache (keyed by the opportunities read model\'s version, no TTL)', () => {
  it('answers repeated reads from the cache and shows a change on the first read after the projection applied it', async () => {
    const before = await list('?type=REGULAR');
    // A row written behind the projection's back does not move its version: the cached page is still answered.
    // (Only a test does this; it shows the cache is really in use, so the next step can fail.)
    await t.platform.infra.pool.query(
      `INSERT INTO rm_opportunities (id, kind, vio_id, vio_name, status, title, type, start_date, end_date, sdg_numbers, data, card, created_at, updated_at)
       VALUES (gen_random_uuid(), 'FORMAL', $1, 'Bulk', 'APPROVED', 'Written behind the projection', 'REGULAR', '2030-01-01', '2030-02-01', '{1}', '{}',
               jsonb_build_object('title', 'Written behind the projection'), now() + interval '1 hour', now())`,
      [bulkVio],
    );
    expect(await list('?type=REGULAR')).toEqual(before);
    // A real change through the log moves the version: the very next read has it, and the row written before.
    await approveThroughTheLog(bulkVio, 'Approved after the page was cached');
    const after = await list('?type=REGULAR');
    expect(after.total).toBe(before.total + 2);
    expect(after.cards.slice(0, 2).map((c) => (c as { title?: string }).title)).toEqual(['Written behind the projection', 'Approved after the page was cached']);
    expect((await list('?searchValue=Approved%20after%20the%20page')).total).toBe(1);
  });
});
