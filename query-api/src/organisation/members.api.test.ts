import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { demoAccounts, loadDemoData } from '../../../scripts/demo-data';

/**
 * Issue 24: a VIO's volunteers (the cards of /org-volunteers and the members table) are searched and paged on the
 * server, over a read model with more rows than a page. Memberships are written straight into the read model.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let vio: string;
let volunteer: string;

type Card = { name: string | null; state: string; email: string | null };
const cards = async (type: string, query: string) => {
  const r = await t.api.get(`/api/org/volunteer/list/${type}?${query}`, vio);
  return { status: r.status, names: (r.body as Card[]).map((c) => c.name ?? c.email), total: Number(r.headers.get('x-total-count')) };
};

beforeAll(async () => {
  t = await startTestPlatform('organisation-members');
  await loadDemoData(t.platform);
  vio = await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password);
  volunteer = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
  const vioId = decodeToken(vio).id;
  const pool = t.platform.infra.pool;
  // Given 9 volunteers of the VIO: 6 joined ('Kamal 1'… newest first), 3 who asked ('Nimal 1'…), and one open invitation.
  await pool.query(`DELETE FROM rm_memberships WHERE vio_id = $1`, [vioId]);
  await pool.query(`DELETE FROM rm_org_invitations WHERE vio_id = $1`, [vioId]);
  await pool.query(
    `WITH v AS (
       INSERT INTO rm_volunteers (id, registration_no, status, first_name, last_name, registered_at)
       SELECT gen_random_uuid(), 'ORG' || i, 'FULLY_REGISTERED', CASE WHEN i <= 6 THEN 'Kamal' ELSE 'Nimal' END, (CASE WHEN i <= 6 THEN i ELSE i - 6 END)::text, now()
         FROM generate_series(1, 9) i
       RETURNING id, registration_no)
     INSERT INTO rm_memberships (vio_id, volunteer_id, state, updated_at)
     SELECT $1, id, CASE WHEN substr(registration_no, 4)::int <= 6 THEN 'joined' ELSE 'requested' END, now() - (substr(registration_no, 4) || ' minutes')::interval FROM v`,
    [vioId],
  );
  await pool.query(`INSERT INTO rm_org_invitations (id, vio_id, email, invited_at) VALUES (gen_random_uuid(), $1, 'kamal.invited@example.org', now())`, [vioId]);
  // And 14 more approved VIOs, 'Paged VIO 01'…'Paged VIO 14', and one awaiting approval that no volunteer sees.
  await pool.query(
    `INSERT INTO rm_vios (id, registration_no, name, type, status, registered_at)
     SELECT gen_random_uuid(), 'PV' || i, 'Paged VIO ' || lpad(i::text, 2, '0'), 'NONPROFIT', CASE WHEN i = 15 THEN 'PROFILECOMPLETED' ELSE 'APPROVED' END, now()
       FROM generate_series(1, 15) i`,
  );
}, 180_000);
afterAll(async () => t?.stop());

describe("a VIO's volunteers, searched and paged on the server (issue 24)", () => {
  it('given 9 volunteers and an invitation, when the VIO pages all by 4, then every one once, newest first', async () => {
    const pages = [await cards('all', 'pageSize=4'), await cards('all', 'pageSize=4&page=2'), await cards('all', 'pageSize=4&page=3')];
    expect(pages.map((p) => p.total)).toEqual([10, 10, 10]);
    expect(pages.flatMap((p) => p.names)).toEqual(['kamal.invited@example.org', 'Kamal 1', 'Kamal 2', 'Kamal 3', 'Kamal 4', 'Kamal 5', 'Kamal 6', 'Nimal 1', 'Nimal 2', 'Nimal 3']);
    expect(await cards('joined', 'pageSize=4&page=2')).toMatchObject({ total: 6, names: ['Kamal 5', 'Kamal 6'] });
  });

  it('when the VIO searches, then the server matches names, and an invitation by its address', async () => {
    expect(await cards('all', 'searchValue=kamal&pageSize=3')).toMatchObject({ total: 7, names: ['kamal.invited@example.org', 'Kamal 1', 'Kamal 2'] });
    expect(await cards('requested', 'searchValue=NIMAL%202')).toMatchObject({ total: 1, names: ['Nimal 2'] });
    expect(await cards('joined', 'searchValue=%25')).toMatchObject({ total: 0, names: [] });
  });

  it('the members table pages its search on the server too', async () => {
    const r = await t.api.get('/api/organizationVolunteers/viewAll?searchValue=kamal&pageSize=5&page=2', vio);
    expect(Number(r.headers.get('x-total-count'))).toBe(7);
    expect(r.body).toHaveLength(2);
  });

  it('when a volunteer searches the organisations, then the server matches names and pages them', async () => {
    const page = async (query: string) => {
      const r = await t.api.get(`/api/org/vio/list/all?${query}`, volunteer);
      return { total: Number(r.headers.get('x-total-count')), names: (r.body as { name: string }[]).map((v) => v.name) };
    };
    expect(await page('searchValue=paged%20vio&pageSize=12&page=2')).toEqual({ total: 14, names: ['Paged VIO 13', 'Paged VIO 14'] });
    expect(await page('searchValue=VIO%2007')).toEqual({ total: 1, names: ['Paged VIO 07'] });
    expect((await page('pageSize=1')).total).toBeGreaterThan(14);
  });
});
