import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { newEmergencyUser, placeIn, validEmergencyOpportunity } from '../../../command-api/src/emergency/test-support';

/**
 * Issue 24: a call-out can reach 50,000 volunteers, so the emergency page asks for each table apart (`group`
 * called or pool), a page at a time, sorted on the server, and 'select all' of the pool takes only the ids.
 * Volunteers and call-out rows are written straight into the read models (the projections' tests cover how).
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let owner: { token: string };
let other: { token: string };
let opportunityId: string;
const [here, there] = [placeIn(0), placeIn(1)];

type Row = { registrationNo: string; name: string; status: string };
const list = async (query: string, token = owner.token) => {
  const r = await t.api.get(`/api/emergency-login/opportunity/list-volunteers/${opportunityId}?${query}`, token);
  return { status: r.status, body: r.body, numbers: Array.isArray(r.body) ? (r.body as Row[]).map((v) => v.registrationNo) : [], total: Number(r.headers.get('x-total-count')) };
};

beforeAll(async () => {
  t = await startTestPlatform('emergency-call-out-lists');
  const admin = await t.api.login(ADMIN.email, ADMIN.password);
  [owner, other] = [await newEmergencyUser(t, admin), await newEmergencyUser(t, admin)];
  const created = await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: owner.token });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  opportunityId = created.body.id;
  await t.platform.projections.runner.caughtUp();
  const pool = t.platform.infra.pool;
  // Given 12 willing volunteers E01…E12 (E01-E08 here, E09-E12 there; names run the other way), one unwilling
  // and one not fully registered; E01-E06 called out: E01-E03 INVITED, E04-E05 ACCEPTED, E06 DECLINED.
  await pool.query(
    `INSERT INTO rm_volunteers (id, registration_no, status, first_name, last_name, bio, contribute_district, registered_at)
     SELECT gen_random_uuid(), 'E' || lpad(i::text, 2, '0'), CASE WHEN i = 14 THEN 'BIO_INCOMPLETE' ELSE 'FULLY_REGISTERED' END,
            'Name ' || chr(110 - i), 'Perera',
            jsonb_build_object('emergencyWill', CASE WHEN i = 13 THEN 'no' ELSE 'yes' END,
                               'contributeDivisionalSecretariat', CASE WHEN i <= 8 THEN $1 ELSE $2 END, 'contributegnDivision', 'GN'),
            CASE WHEN i <= 8 THEN $3 ELSE $4 END, now()
       FROM generate_series(1, 14) i`,
    [here.divisionalSecretariat, there.divisionalSecretariat, here.district, there.district],
  );
  await pool.query(
    `INSERT INTO rm_emergency_volunteers (opportunity_id, volunteer_id, registration_no, status, invited_at)
     SELECT $1, id, registration_no,
            CASE WHEN registration_no <= 'E03' THEN 'INVITED' WHEN registration_no <= 'E05' THEN 'ACCEPTED' ELSE 'DECLINED' END, now()
       FROM rm_volunteers WHERE registration_no <= 'E06'`,
    [opportunityId],
  );
}, 180_000);
afterAll(async () => t?.stop());

describe("a call-out's volunteers, a table at a time (issue 24)", () => {
  it('given 6 called out and 6 on standby, when the owner pages each table by 4, then each has its own rows and total', async () => {
    const called = [await list('group=called&pageSize=4'), await list('group=called&pageSize=4&page=2')];
    expect(called.map((p) => p.total)).toEqual([6, 6]);
    expect(called.flatMap((p) => p.numbers)).toEqual(['E01', 'E02', 'E03', 'E04', 'E05', 'E06']);
    const pool = [await list('group=pool&pageSize=4'), await list('group=pool&pageSize=4&page=2')];
    expect(pool.map((p) => p.total)).toEqual([6, 6]);
    expect(pool.flatMap((p) => p.numbers)).toEqual(['E07', 'E08', 'E09', 'E10', 'E11', 'E12']);
    expect((pool[0].body as Row[]).every((v) => v.status === 'NEW')).toBe(true);
    // Without a group: both, as before.
    expect((await list('pageSize=100')).total).toBe(12);
  });

  it('when filtered by place or status, then only those, counted', async () => {
    expect(await list(`group=pool&district=${encodeURIComponent(here.district)}`)).toMatchObject({ total: 2, numbers: ['E07', 'E08'] });
    expect(await list('group=called&status=invited')).toMatchObject({ total: 3, numbers: ['E01', 'E02', 'E03'] });
    expect(await list('group=called&registrationNo=e05')).toMatchObject({ total: 1, numbers: ['E05'] });
  });

  it('when sorted by a column, then the server orders the whole table before paging', async () => {
    // Names run 'Name m' (E01) down to 'Name b' (E12).
    expect((await list('group=pool&sort=name&order=asc&pageSize=4')).numbers).toEqual(['E12', 'E11', 'E10', 'E09']);
    expect((await list('group=called&sort=status&order=desc&pageSize=3')).numbers).toEqual(['E01', 'E02', 'E03']);
    expect((await list('group=called&sort=registrationNo&order=desc&pageSize=2')).numbers).toEqual(['E06', 'E05']);
  });

  it("when 'select all' asks for the pool, then every id of the filter's pool, and only those", async () => {
    const all = await t.api.get(`/api/emergency-login/opportunity/pool-ids/${opportunityId}`, owner.token);
    expect(all.status).toBe(200);
    expect(all.body.more).toBe(false);
    const poolIds = ((await list('group=pool&pageSize=100')).body as { id: string }[]).map((v) => v.id);
    expect(all.body.ids).toEqual(poolIds);
    const thereIds = await t.api.get(`/api/emergency-login/opportunity/pool-ids/${opportunityId}?district=${encodeURIComponent(there.district)}`, owner.token);
    expect(thereIds.body.ids).toEqual(poolIds.slice(2));
  });

  it("when a value is unknown or the opportunity is another user's, then 400 naming the parameter, or 404", async () => {
    expect(await list('group=everyone')).toMatchObject({ status: 400, body: { message: 'Unknown volunteer group: called or pool', field: 'group' } });
    expect(await list('group=called&status=NEW')).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await list('sort=phone')).toMatchObject({ status: 400, body: { message: 'Unknown sort column', field: 'sort' } });
    expect(await list('sort=name&order=up')).toMatchObject({ status: 400, body: { message: 'Unknown sort order', field: 'order' } });
    expect(await list('group=pool', other.token)).toMatchObject({ status: 404 });
    expect((await t.api.get(`/api/emergency-login/opportunity/pool-ids/${opportunityId}`, other.token)).status).toBe(404);
  });
});
