import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { catalogue, formalOpportunityRequest, splitOpportunity, streams } from '@nvp/events';
import { startTestPlatform } from '../../../scripts/test/harness';
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
  const opportunityId = randomUUID();
  const values = formalOpportunityRequest({ today: '2000-01-01' }).parse(validOpportunity({ title: 'Real one, approved through the log', type: 'REGULAR' }));
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
  await t.platform.infra.pool.query('ANALYZE rm_opportunities');
}, 120_000);
afterAll(async () => t?.stop());

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
    expect((await t.api.get('/api/opportunity/getOpportunities?pageSize=101')).status).toBe(400);
  });

  it('searches titles case-insensitively, wildcards taken literally', async () => {
    expect((await list('?searchValue=MANGROVE')).total).toBe(50);
    expect((await list('?searchValue=mangrove&type=ONLINE')).total).toBe(0);
    expect((await list('?searchValue=%25')).total).toBe(0);
  });

  it('answers a search word from the trigram index, not a sequential ILIKE (EXPLAIN of the route\'s own query)', async () => {
    const q = publicListQuery({ type: 'ALL', search: 'mangrove', page: 1, pageSize: 12 });
    const { rows } = await t.platform.infra.pool.query(`EXPLAIN ${q.text}`, q.values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on \S*title\S*/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
