import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, parsePosition, streams } from '@nvp/events';
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

describe('searching the admin volunteer list (issue 24)', () => {
  /** One volunteer written into the read model: registration number, status, names and e-mail. */
  const volunteer = (registrationNo: string, status: string, firstName: string, lastName: string, email: string, minutesAgo: number) =>
    t.platform.infra.pool.query(
      `INSERT INTO rm_volunteers (id, registration_no, status, first_name, last_name, email, registered_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now() - ($6 || ' minutes')::interval)`,
      [registrationNo, status, firstName, lastName, email, minutesAgo],
    );
  const found = async (query: string) => {
    const r = await list(query);
    return { status: r.status, numbers: r.status === 200 ? r.rows.map((row) => row.registrationNo) : [], total: r.total, body: r.body };
  };

  beforeAll(async () => {
    // Given three volunteers named Perera (two verified) and one Silva whose e-mail says "perera".
    await volunteer('VOL-700001', 'FULLY_REGISTERED', 'Nimali', 'Perera', 'nimali.p@example.lk', 5);
    await volunteer('VOL-700002', 'REFEREE_INCOMPLETE', 'Kasun', 'PERERA', 'kasun.k@example.lk', 6);
    await volunteer('VOL-700003', 'FULLY_REGISTERED', 'Saman', 'Perera', 'saman_s@example.lk', 7);
    await volunteer('VOL-700010', 'FULLY_REGISTERED', 'Tharindu', 'Silva', 'perera.fan@example.lk', 8);
  });

  it('when an admin searches a first name or a last name, then only those volunteers, newest first, any case', async () => {
    expect(await found('searchValue=nimali')).toMatchObject({ status: 200, numbers: ['VOL-700001'], total: 1 });
    expect(await found('searchValue=kaSUN')).toMatchObject({ numbers: ['VOL-700002'], total: 1 });
    // A surname (also a part of another's e-mail) and a full name.
    expect(await found('searchValue=perera')).toMatchObject({ numbers: ['VOL-700001', 'VOL-700002', 'VOL-700003', 'VOL-700010'], total: 4 });
    expect(await found('searchValue=%20Saman%20Perera%20')).toMatchObject({ numbers: ['VOL-700003'], total: 1 });
    // Paged like the list.
    expect(await found('searchValue=perera&pageSize=3&page=2')).toMatchObject({ numbers: ['VOL-700010'], total: 4 });
  });

  it('when an admin searches an e-mail or a registration number, then the volunteer it starts', async () => {
    expect(await found('searchValue=Kasun.K@Example.lk')).toMatchObject({ numbers: ['VOL-700002'], total: 1 });
    expect(await found('searchValue=saman_s@')).toMatchObject({ numbers: ['VOL-700003'], total: 1 });
    // '%' is a character, not a wildcard.
    expect(await found('searchValue=saman%25s@')).toMatchObject({ numbers: [], total: 0 });
    expect(await found('searchValue=vol-700002')).toMatchObject({ numbers: ['VOL-700002'], total: 1 });
    expect(await found('searchValue=VOL-70000')).toMatchObject({ numbers: ['VOL-700001', 'VOL-700002', 'VOL-700003'], total: 3 });
    // Digits alone are a part of the registration number.
    expect(await found('searchValue=700010')).toMatchObject({ numbers: ['VOL-700010'], total: 1 });
  });

  it('when the search comes with a status, then both apply', async () => {
    expect(await found('status=FULLY_REGISTERED&searchValue=perera')).toMatchObject({ numbers: ['VOL-700001', 'VOL-700003', 'VOL-700010'], total: 3 });
    expect(await found('status=REFEREE_INCOMPLETE&searchValue=PERERA')).toMatchObject({ numbers: ['VOL-700002'], total: 1 });
    expect(await found('status=AWAITING_APPROVAL&searchValue=perera')).toMatchObject({ numbers: [], total: 0 });
  });

  it('when nothing matches, then an empty page and a total of 0; an empty search is no search', async () => {
    expect(await found('searchValue=nobody-by-this-name')).toMatchObject({ status: 200, numbers: [], total: 0 });
    expect(await found('searchValue=100%25')).toMatchObject({ status: 200, numbers: [], total: 0 });
    expect((await found('searchValue=%20%20&pageSize=5')).total).toBe((await found('pageSize=5')).total);
  });

  it('given an erased volunteer, then the old name and e-mail find nothing; the registration number still does', async () => {
    const email = `erased.${randomUUID().slice(0, 8)}@example.lk`;
    const registered = await t.api.post('/api/volunteer/register/email', { firstName: 'Wasanthi', lastName: 'Gunawardena', nic: '199012345678', email, password: 'secret-pass-1' });
    expect(registered.status).toBe(200);
    const { id, registrationNo } = registered.body as { id: string; registrationNo: string };
    expect(await t.platform.projections.runner.waitFor(parsePosition(registered.body.position)!, 10_000)).toBe(true);
    expect((await found('searchValue=wasanthi')).numbers).toEqual([registrationNo]);
    expect((await found(`searchValue=${email}`)).numbers).toEqual([registrationNo]);

    // When the volunteer's personal data is erased (as the account slice does).
    await t.platform.infra.vault.erase(id);
    const data = catalogue.validate('PersonalDataErased', { subjectId: id });
    const erased = await t.platform.infra.store.append(
      streams.volunteer(id),
      [{ id: randomUUID(), type: 'PersonalDataErased', ...data, metadata: { occurredAt: new Date().toISOString() } }],
      { expected: 'stream_exists' },
    );
    expect(await t.platform.projections.runner.waitFor(erased.position, 10_000)).toBe(true);

    for (const search of ['wasanthi', 'Gunawardena', email, email.split('@')[0]]) expect(await found(`searchValue=${encodeURIComponent(search)}`), search).toMatchObject({ numbers: [], total: 0 });
    expect(await found(`searchValue=${registrationNo}`)).toMatchObject({ numbers: [registrationNo], body: [expect.objectContaining({ erased: true, firstName: null })] });
  });

  it('when the search is longer than 100 characters or repeated, then 400 naming searchValue', async () => {
    expect(await found(`searchValue=${'a'.repeat(100)}`)).toMatchObject({ status: 200 });
    for (const query of [`searchValue=${'a'.repeat(101)}`, 'searchValue=perera&searchValue=silva', `status=ALL&searchValue=${'x'.repeat(300)}`]) {
      expect(await found(query), query).toMatchObject({ status: 400, body: { message: 'The search text is too long', field: 'searchValue' } });
    }
  });
});
