import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';

/**
 * Issue 24: GET /api/complaint filters by state, sorts by a column and pages on the server, over a read model with
 * more rows than a page. Rows are written straight into the read model (the projection's tests cover how).
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let admin: string;

type Row = { title: string; userName: string; userRegistrationNo: string; state: string };
const list = async (query: string) => {
  const r = await t.api.get(`/api/complaint?${query}`, admin);
  return { status: r.status, body: r.body, titles: Array.isArray(r.body) ? (r.body as Row[]).map((c) => c.title) : [], total: Number(r.headers.get('x-total-count')) };
};

beforeAll(async () => {
  t = await startTestPlatform('complaint-list');
  admin = await t.api.login(ADMIN.email, ADMIN.password);
  // Given 8 ongoing complaints (O1 newest … O8) by users named in reverse order, and 3 resolved ones.
  await t.platform.infra.pool.query(
    `INSERT INTO rm_complaints (id, complainant_id, user_type, state, title, description, user_name, user_registration_no, email, created_at)
     SELECT gen_random_uuid(), gen_random_uuid(), 'VOLUNTEER', CASE WHEN i <= 8 THEN 'ONGOING' ELSE 'RESOLVED' END,
            CASE WHEN i <= 8 THEN 'O' || i ELSE 'R' || (i - 8) END, 'd', 'user ' || chr(105 - i), 'V' || lpad(i::text, 3, '0'), 'c' || i || '@example.org',
            now() - (i || ' minutes')::interval
       FROM generate_series(1, 11) i`,
  );
}, 120_000);
afterAll(async () => t?.stop());

describe('the admin complaint list, a page at a time (issue 24)', () => {
  it('given 8 ongoing complaints, when an admin pages the ONGOING tab by 5, then two pages, newest first', async () => {
    const first = await list('state=ONGOING&pageSize=5');
    const second = await list('state=ONGOING&pageSize=5&page=2');
    expect([first.total, second.total]).toEqual([8, 8]);
    expect([...first.titles, ...second.titles]).toEqual(['O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O8']);
    expect(await list('state=resolved&pageSize=5')).toMatchObject({ total: 3, titles: ['R1', 'R2', 'R3'] });
    // No state: every complaint, as before.
    expect((await list('pageSize=100')).total).toBe(11);
  });

  it('when sorted by a column, then the server orders the whole tab before paging', async () => {
    // user_name runs 'user h' (O1) down to 'user a' (O8): ascending by name is oldest first.
    expect((await list('state=ONGOING&sort=userName&order=asc&pageSize=5')).titles).toEqual(['O8', 'O7', 'O6', 'O5', 'O4']);
    expect((await list('state=ONGOING&sort=userName&order=asc&pageSize=5&page=2')).titles).toEqual(['O3', 'O2', 'O1']);
    expect((await list('state=ONGOING&sort=userRegistrationNo&order=desc&pageSize=3')).titles).toEqual(['O8', 'O7', 'O6']);
    expect((await list('state=ONGOING&sort=title&pageSize=3')).titles).toEqual(['O1', 'O2', 'O3']);
  });

  it('when a filter or order is unknown, then 400 naming the parameter', async () => {
    expect(await list('state=OPEN')).toMatchObject({ status: 400, body: { message: 'Unknown complaint state', field: 'state' } });
    expect(await list('sort=email')).toMatchObject({ status: 400, body: { message: 'Unknown sort column', field: 'sort' } });
    expect(await list('sort=title&order=up')).toMatchObject({ status: 400, body: { message: 'Unknown sort order', field: 'order' } });
    expect(await list('state=ONGOING&pageSize=x')).toMatchObject({ status: 400, body: { field: 'pageSize' } });
  });
});
