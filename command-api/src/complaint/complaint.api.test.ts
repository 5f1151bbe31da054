import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../../scripts/test/harness';
import { coreAdminToken, mailsTo, newVolunteer, type TestPlatform } from '../content/test-support';

let t: TestPlatform;
let admin: string;
beforeAll(async () => {
  t = await startTestPlatform('complaints');
  admin = await coreAdminToken(t);
});
afterAll(async () => t?.stop());

/** The stream's event data as text (positions are bigints). */
const logText = async (streamId: string) => JSON.stringify((await t.platform.infra.store.readStream(streamId)).map((e) => e.data));
type Row = { id: string; state: string; title: string | null; description: string | null; user: { email: string | null }; actionTaken: string | null; erased: boolean };
const complaints = async () => (await t.api.get('/api/complaint', admin)).body as Row[];

describe('complaints', () => {
  it('an e-mail-verified volunteer files one; an admin sees it ONGOING, resolves it, and the volunteer gets the action by mail', async () => {
    const volunteer = await newVolunteer(t);
    const filed = await t.api.post('/api/complaint/add', { title: 'Unsafe site', description: 'No helmets were given at the Kandy site.', registrationNo: 'VOL-000042' }, { token: volunteer.token });
    expect(filed).toMatchObject({ status: 200, body: { message: 'Complaint submitted successfully!' } });
    const id = filed.body.id as string;

    const row = (await complaints()).find((c) => c.id === id)!;
    expect(row).toMatchObject({
      state: 'ONGOING',
      title: 'Unsafe site',
      description: 'No helmets were given at the Kandy site.',
      registrationNo: 'VOL-000042',
      userType: 'VOLUNTEER',
      userName: 'Kavitha Rajan',
      user: { email: volunteer.email },
      actionTaken: null,
    });
    // What the complaint says is sealed in the log.
    expect(await logText(`complaint-${id}`)).not.toContain('helmets');

    expect(await t.api.post(`/api/complaint/resolve/${id}`, { resolve: '' }, { token: admin })).toMatchObject({ status: 400, body: { message: 'Required' } });
    const resolved = await t.api.post(`/api/complaint/resolve/${id}`, { resolve: 'Helmets were delivered to the site.' }, { token: admin });
    expect(resolved).toMatchObject({ status: 200, body: { message: 'Complaint resolved successfully !', state: 'RESOLVED' } });
    expect((await complaints()).find((c) => c.id === id)).toMatchObject({ state: 'RESOLVED', actionTaken: 'Helmets were delivered to the site.' });
    expect(await t.api.post(`/api/complaint/resolve/${id}`, { resolve: 'again' }, { token: admin })).toMatchObject({ status: 400, body: { message: 'This complaint is already resolved' } });

    // The first complaint of this platform: the dashboard figure counts it as resolved.
    expect((await t.api.get('/api/complaint/count', admin)).body).toEqual({ numComplaints: 1, ongoing: 0, resolved: 1 });
    // …and so does the admin dashboard (the core admin holds VIEW_REPORTS).
    expect((await t.api.get('/api/report/dashboard', admin)).body).toMatchObject({ numComplaints: 1 });

    const mails = await mailsTo(t, volunteer.email, /Helmets were delivered to the site\./);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Unsafe site');
  });

  it('refuses a volunteer whose e-mail is not verified with the spec message, and a bad form with 400', async () => {
    const unverified = await newVolunteer(t, { verified: false });
    expect(await t.api.post('/api/complaint/add', { title: 'x', description: 'y' }, { token: unverified.token })).toEqual({
      status: 403,
      body: { message: 'Sorry! Only Email Verified Volunteers and Volunteer Involving Organizations have access to this page' },
      headers: expect.anything(),
    });
    const verified = await newVolunteer(t);
    expect(await t.api.post('/api/complaint/add', { title: 'x' }, { token: verified.token })).toMatchObject({ status: 400, body: { message: 'Required' } });
    expect(await t.api.post('/api/complaint/add', { title: 'x', description: 'y' })).toMatchObject({ status: 401 });
    expect(await t.api.post('/api/complaint/resolve/7d1e2f3a-0000-4000-8000-000000000999', { resolve: 'done' }, { token: admin })).toMatchObject({ status: 404, body: { message: 'Complaint not found' } });
  });

  it('erasing the complainant erases the complaint’s words; the row stays for the count and can still be resolved', async () => {
    const volunteer = await newVolunteer(t);
    const id = (await t.api.post('/api/complaint/add', { title: 'About Mr Silva', description: 'Mr Silva shouted at me.' }, { token: volunteer.token })).body.id as string;
    const closed = await t.api.post('/api/user/terminate/', { password: volunteer.password }, { token: volunteer.token });
    expect(closed.status).toBe(200);
    const row = (await complaints()).find((c) => c.id === id)!;
    expect(row).toMatchObject({ state: 'ONGOING', title: null, description: null, user: { email: null }, erased: true });
    expect(await t.api.post(`/api/complaint/resolve/${id}`, { resolve: 'Spoke to the coordinator.' }, { token: admin })).toMatchObject({ status: 200 });
    expect((await complaints()).find((c) => c.id === id)).toMatchObject({ state: 'RESOLVED', actionTaken: null });
    // Nothing readable is left in the log for this complaint.
    expect(await logText(`complaint-${id}`)).not.toMatch(/Silva|coordinator/);
  });
});

describe('read model', () => {
  it('rebuilt from the log, rm_complaints equals the live table, erased complaints included', async () => {
    const { postgresProjections, rebuildProjection } = await import('@nvp/projections');
    const { pool, store, vault } = t.platform.infra;
    await complaints(); // caught up with this file's writes
    const rows = async () => (await pool.query('SELECT * FROM rm_complaints ORDER BY id')).rows;
    const live = await rows();
    expect(live.some((r) => r.erased)).toBe(true);
    await rebuildProjection(store, pool, postgresProjections({ vault }).find((p) => p.name === 'complaints')!);
    expect(await rows()).toEqual(live);
  });
});
