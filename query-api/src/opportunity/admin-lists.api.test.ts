import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { uncheckedAnswers } from '../../../scripts/test/answer-contract';

/**
 * Issue 24: the admin opportunity lists (non-formal approval table, formal lists by status) filter, search, sort and
 * page on the server, over a read model with more rows than a page. Rows are written straight into the read model
 * (the projection's tests cover how).
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let admin: string;

type Row = { title: string; status: string; supervisorName: string };
const list = async (query: string) => {
  const r = await t.api.get(`/api/nonformal-opportunity/admin/list?${query}`, admin);
  return { status: r.status, body: r.body, titles: Array.isArray(r.body) ? (r.body as Row[]).map((o) => o.title) : [], total: Number(r.headers.get('x-total-count')) };
};

beforeAll(async () => {
  t = await startTestPlatform('nonformal-admin-list');
  // The cards below are written straight into the read model (partial: { id, n } or { title }): not answers of the contract.
  uncheckedAnswers(['GET /api/opportunity/list/:status']);
  admin = await t.api.login(ADMIN.email, ADMIN.password);
  // Given 9 non-formal opportunities N1 (newest) … N9, every third approved, supervisors named in reverse order;
  // one deleted and one formal opportunity, which the list never shows; and 14 approved formal ones 'Beach clean 01'…
  // (odd ones) and 'Tree planting 02'… (even ones), newest first.
  await t.platform.infra.pool.query(
    `INSERT INTO rm_opportunities (id, kind, vio_id, vio_name, status, deleted, title, start_date, end_date, sdg_numbers, data, supervisor, card, created_at, updated_at)
     SELECT gen_random_uuid(), CASE WHEN i = 11 THEN 'FORMAL' ELSE 'NONFORMAL' END, gen_random_uuid(), 'A VIO',
            CASE WHEN i % 3 = 0 THEN 'APPROVED' ELSE 'PENDING' END, i = 10, 'N' || i, current_date, current_date, '{}', '{}',
            jsonb_build_object('supervisorName', 'Supervisor ' || chr(106 - i), 'supervisorEmail', 's' || i || '@example.org'), '{}',
            now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, 11) i`,
  );
  await t.platform.infra.pool.query(
    `INSERT INTO rm_opportunities (id, kind, vio_id, vio_name, status, title, start_date, end_date, sdg_numbers, data, card, created_at, updated_at)
     SELECT gen_random_uuid(), 'FORMAL', gen_random_uuid(), 'A VIO', 'APPROVED', CASE WHEN i % 2 = 1 THEN 'Beach clean ' ELSE 'Tree planting ' END || lpad(i::text, 2, '0'),
            current_date, current_date, '{}', '{}', jsonb_build_object('title', CASE WHEN i % 2 = 1 THEN 'Beach clean ' ELSE 'Tree planting ' END || lpad(i::text, 2, '0')),
            now() - (i || ' hours')::interval, now()
       FROM generate_series(1, 14) i`,
  );
}, 120_000);
afterAll(async () => t?.stop());

describe('the admin non-formal approval list, a page at a time (issue 24)', () => {
  it('given 9 non-formal opportunities, when an admin pages by 5, then two pages, newest first', async () => {
    const first = await list('pageSize=5');
    const second = await list('pageSize=5&page=2');
    expect([first.total, second.total]).toEqual([9, 9]);
    expect([...first.titles, ...second.titles]).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8', 'N9']);
    expect(await list('status=approved&pageSize=2')).toMatchObject({ total: 3, titles: ['N3', 'N6'] });
  });

  it('when sorted by a column, then the server orders every row before paging', async () => {
    // Supervisors run 'Supervisor i' (N1) down to 'Supervisor a' (N9).
    expect((await list('sort=supervisorName&order=asc&pageSize=5')).titles).toEqual(['N9', 'N8', 'N7', 'N6', 'N5']);
    expect((await list('sort=supervisorName&order=desc&pageSize=5&page=2')).titles).toEqual(['N6', 'N7', 'N8', 'N9']);
    // By status (APPROVED before PENDING), newest first within a status.
    expect((await list('sort=status&pageSize=5')).titles).toEqual(['N3', 'N6', 'N9', 'N1', 'N2']);
  });

  it('when a filter or order is unknown, then 400 naming the parameter', async () => {
    expect(await list('status=OPEN')).toMatchObject({ status: 400, body: { message: 'Unknown opportunity status', field: 'status' } });
    expect(await list('sort=vio')).toMatchObject({ status: 400, body: { message: 'Unknown sort column', field: 'sort' } });
    expect(await list('sort=title&order=sideways')).toMatchObject({ status: 400, body: { message: 'Unknown sort order', field: 'order' } });
  });
});

describe('the admin formal opportunity lists, searched on the server (issue 24)', () => {
  const formal = async (query: string) => {
    const r = await t.api.get(`/api/opportunity/list/APPROVED?${query}`, admin);
    return { status: r.status, body: r.body, titles: Array.isArray(r.body) ? (r.body as { title: string }[]).map((o) => o.title) : [], total: Number(r.headers.get('x-total-count')) };
  };

  it('given 14 approved opportunities, when an admin searches a title by 12 a page, then the matching ones, newest first', async () => {
    expect(await formal('pageSize=12&page=2')).toMatchObject({ total: 14, titles: ['Beach clean 13', 'Tree planting 14'] });
    expect(await formal('searchValue=BEACH&pageSize=5')).toMatchObject({ total: 7, titles: ['Beach clean 01', 'Beach clean 03', 'Beach clean 05', 'Beach clean 07', 'Beach clean 09'] });
    expect(await formal('searchValue=planting%2014')).toMatchObject({ total: 1, titles: ['Tree planting 14'] });
    // A LIKE wildcard is a character like any other.
    expect(await formal('searchValue=%25')).toMatchObject({ total: 0, titles: [] });
  });

  it('when the search is too long, then 400 naming it', async () => {
    expect(await formal(`searchValue=${'x'.repeat(101)}`)).toMatchObject({ status: 400, body: { message: 'The search text is too long', field: 'searchValue' } });
  });
});

