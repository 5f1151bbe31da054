import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { EXACT_TOTAL_MAX } from '../infra/paging';

/**
 * Issue 24: GET /api/volunteer/listAdmin pages on the server for every filter, over a read model with more rows than
 * a page. Rows are written straight into the read model (the projection's own tests cover how they get there).
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let admin: string;

/** `count` volunteers of `status`, registered one minute apart from `minutesAgo` back; registration numbers from `prefix`. */
const volunteers = (prefix: string, status: string, count: number, minutesAgo: number, refereeStatus: string | null = null) =>
  t.platform.infra.pool.query(
    `INSERT INTO rm_volunteers (id, registration_no, status, first_name, last_name, email, referee_status, registered_at)
     SELECT gen_random_uuid(), $1 || lpad(i::text, 5, '0'), $2, 'First' || i, 'Last', $1 || i || '@example.org', $3,
            now() - (($4 + i) || ' minutes')::interval
       FROM generate_series(1, $5::int) i`,
    [prefix, status, refereeStatus, minutesAgo, count],
  );

type Row = { registrationNo: string; registerStatus: string; status: string; awaitingApproval: boolean };
const list = async (query: string) => {
  const r = await t.api.get(`/api/volunteer/listAdmin?${query}`, admin);
  return { status: r.status, rows: r.body as Row[], total: Number(r.headers.get('x-total-count')), estimated: r.headers.get('x-total-estimated') === 'true', body: r.body };
};

beforeAll(async () => {
  t = await startTestPlatform('volunteer-list-admin');
  admin = await t.api.login(ADMIN.email, ADMIN.password);
  // Given 7 fully registered volunteers (the newest), 4 awaiting approval and 3 whose referee has not answered.
  await volunteers('F', 'FULLY_REGISTERED', 7, 0);
  await volunteers('A', 'REFEREE_INCOMPLETE', 4, 100, 'REVIEWED');
  await volunteers('P', 'REFEREE_INCOMPLETE', 3, 200, 'PENDING');
}, 120_000);
afterAll(async () => t?.stop());

describe('the admin volunteer list, a page at a time (issue 24)', () => {
  it('given 14 volunteers, when an admin pages ALL by 5, then three pages, newest first, every volunteer once', async () => {
    const pages = [await list('pageSize=5&page=1'), await list('pageSize=5&page=2'), await list('status=ALL&pageSize=5&page=3')];
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 4]);
    expect(pages.every((p) => p.total === 14 && !p.estimated)).toBe(true);
    const numbers = pages.flatMap((p) => p.rows.map((r) => r.registrationNo));
    expect(numbers).toEqual([...['F00001', 'F00002', 'F00003', 'F00004', 'F00005', 'F00006', 'F00007'], ...['A00001', 'A00002', 'A00003', 'A00004'], ...['P00001', 'P00002', 'P00003']]);
    // A page past the end: empty, the total still there.
    expect(await list('pageSize=5&page=4')).toMatchObject({ status: 200, rows: [], total: 14 });
  });

  it('when the filter is a status, then the server pages that status alone and counts it', async () => {
    const first = await list('status=FULLY_REGISTERED&pageSize=5');
    const second = await list('status=FULLY_REGISTERED&pageSize=5&page=2');
    expect([first.total, second.total]).toEqual([7, 7]);
    expect([...first.rows, ...second.rows].map((r) => r.registrationNo)).toEqual(['F00001', 'F00002', 'F00003', 'F00004', 'F00005', 'F00006', 'F00007']);
    expect(first.rows.every((r) => r.status === 'Verified')).toBe(true);
    const incomplete = await list('status=REFEREE_INCOMPLETE&pageSize=5');
    expect(incomplete.total).toBe(7);
    expect(incomplete.rows.map((r) => r.registrationNo)).toEqual(['A00001', 'A00002', 'A00003', 'A00004', 'P00001']);
  });

  it('when the filter is AWAITING_APPROVAL, then only volunteers whose referee answered', async () => {
    const awaiting = await list('status=AWAITING_APPROVAL&pageSize=3&page=2');
    expect(awaiting.total).toBe(4);
    expect(awaiting.rows).toEqual([expect.objectContaining({ registrationNo: 'A00004', awaitingApproval: true })]);
  });

  it('when the filter is not a status, then 400 naming the parameter', async () => {
    for (const query of ['status=BANANA', 'status=ALL&status=FULLY_REGISTERED', `status=${'x'.repeat(300)}`]) {
      expect(await list(query), query).toMatchObject({ status: 400, body: { message: 'Unknown status', field: 'status' } });
    }
    expect(await list('status=FULLY_REGISTERED&page=0')).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it(`given more than ${EXACT_TOTAL_MAX} volunteers of a status, then the total is an estimate, marked, and the pages still come`, async () => {
    await volunteers('M', 'MOBILE_UNVERIFIED', EXACT_TOTAL_MAX + 50, 1000);
    await t.platform.infra.pool.query('ANALYZE rm_volunteers');
    const first = await list('status=MOBILE_UNVERIFIED&pageSize=5');
    expect(first.estimated).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(first.rows.map((r) => r.registrationNo)).toEqual(['M00001', 'M00002', 'M00003', 'M00004', 'M00005']);
    const far = await list('status=MOBILE_UNVERIFIED&pageSize=100&page=101');
    expect(far.rows.map((r) => r.registrationNo)).toEqual(['M10001', ...Array.from({ length: 49 }, (_, i) => `M${String(10_002 + i).padStart(5, '0')}`)]);
    // A filter under the bound stays exact.
    expect(await list('status=FULLY_REGISTERED&pageSize=5')).toMatchObject({ total: 7, estimated: false });
  });
});
