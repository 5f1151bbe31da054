import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { computeAccess, type PlatformConfig } from '@nvp/events';
import type { ParkedEvent as Parked } from '@nvp/projections';
import { ADMIN, createClient, startTestPlatform } from '../../../scripts/test/harness';
import { startPlatform, type StartedPlatform } from '../../../scripts/platform';
import { principals } from '../../../scripts/test/authorization/roles';

/**
 * Parked events on the real platform (issue 23). A log holds an event the volunteers read model cannot apply
 * (U+0000 in a name, written straight into the store as older code could have); the platform starts, parks it and
 * applies every later event. The parked event shows on GET /api/admin/projections, in the health report and in
 * /metrics; a core admin's retry of an event parked by a failure that a fix then removes applies it.
 */
const METRICS_TOKEN = `metrics-${randomUUID()}`;
let first: Awaited<ReturnType<typeof startTestPlatform>>;
let platform: StartedPlatform;
let api: ReturnType<typeof createClient>;
let core: string;
let volunteerToken: string;
let poisonId: string;

const listing = async () => {
  const r = await api.get('/api/admin/projections', core);
  expect(r.status).toBe(200);
  return r.body as { models: { name: string; running: boolean; parked: number; error: string | null }[]; parked: Parked[] };
};
const settled = async () => expect(await platform.projections.runner.waitFor(await platform.infra.store.barrier(), 20_000)).toBe(true);
const registerVolunteer = async (firstName: string) => {
  const email = `parked.${randomUUID().slice(0, 8)}@example.lk`;
  const nic = `19902${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const r = await api.post('/api/volunteer/register/email', { firstName, lastName: 'Parked', nic, email, password: 'secret-pass-1' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return email;
};
const volunteerNamed = async (firstName: string) => (await platform.infra.pool.query(`SELECT id, first_name, status FROM rm_volunteers WHERE first_name = $1`, [firstName])).rows;

beforeAll(async () => {
  first = await startTestPlatform('parked_http', { metricsToken: METRICS_TOKEN } as Partial<PlatformConfig>);
  // The poison goes into the log while no runner follows it; the platform started next meets it at its start.
  await first.platform.projections.runner.stop();
  const { store, vault } = first.platform.infra;
  poisonId = randomUUID();
  const personal = await vault.seal(poisonId, { firstName: 'A\u0000', lastName: 'Null', nic: '199011112222', email: `${poisonId}@example.lk` });
  await store.append(`volunteer-${poisonId}`, [{ id: randomUUID(), type: 'VolunteerRegistered', version: 1, data: { volunteerId: poisonId, registrationNo: `V-NUL-${poisonId.slice(0, 6)}`, personal }, metadata: { occurredAt: new Date().toISOString() } }], {
    expected: 'no_stream',
  });
  platform = await startPlatform({ ...first.platform.config, port: 0 }, { quiet: true });
  api = createClient(platform);
  core = await api.login(ADMIN.email, ADMIN.password);
  const sign = createSigner({ key: platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
  volunteerToken = sign({ id: randomUUID(), email: 'v@example.lk', name: 'v', type: 'VOLUNTEER', access: computeAccess(principals['volunteer:FULLY_REGISTERED']!), registrationNo: null, isRefereeFilled: false, status: 'FULLY_REGISTERED', success: true, error: false });
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await first?.stop();
});

describe('parked events on the platform', () => {
  it('the platform starts over a log holding an event its read model cannot apply: parks it, applies every later event, keeps running', async () => {
    await registerVolunteer('Later');
    await settled();
    expect(await volunteerNamed('Later')).toHaveLength(1);
    const { models, parked } = await listing();
    const volunteers = models.find((m) => m.name === 'volunteers')!;
    expect(volunteers).toMatchObject({ running: true, parked: 1, error: null });
    expect(models.filter((m) => m.name !== 'volunteers').every((m) => m.running && m.parked === 0)).toBe(true);
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ model: 'volunteers', eventType: 'VolunteerRegistered', streamId: `volunteer-${poisonId}`, attempts: 3 });
    expect(parked[0].error).toMatch(/0x00|null character|invalid byte sequence/i);
    expect(parked[0].position).toMatch(/^\d+\/\d+$/);
    expect(Date.parse(parked[0].lastAttemptAt)).toBeGreaterThanOrEqual(Date.parse(parked[0].firstAttemptAt));
  });

  it('shows in the health report and in /metrics, which only core admins and the scraper token read', async () => {
    // The admin detail (GET /api/admin/health where it exists, else the report on /api/health).
    let health = await api.get('/api/admin/health', core);
    if (health.status === 404) health = await api.get('/api/health', core);
    expect(health.body.components.readModels).toMatchObject({ ok: true, parked: 1 });

    const metrics = (headers: Record<string, string> = {}) => fetch(`${platform.url}/metrics`, { headers });
    expect((await metrics()).status).toBe(401);
    expect((await metrics({ authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await metrics({ token: volunteerToken })).status).toBe(403);
    const scraped = await metrics({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scraped.text();
    // Every series names its process (service="platform": the embedded one).
    expect(text).toMatch(/^nvp_projection_parked_events\{model="volunteers",service="platform"\} 1$/m);
    expect(text).toMatch(/^nvp_projection_running\{model="volunteers",kind="postgres",service="platform"\} 1$/m);
    expect(text).toMatch(/^nvp_projection_lag_events\{model="volunteers",service="platform"\} \d+$/m);
    expect(text).toMatch(/^nvp_projection_lag_seconds\{model="opportunities",service="platform"\} [\d.e+-]+$/m);
    expect((await metrics({ token: core })).status).toBe(200);
  });

  it('the retry route: a non-UUID is 400, an unknown id 404, callers other than core admins are refused', async () => {
    const bad = await api.post('/api/admin/projections/parked/42/retry', {}, { token: core });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'id' });
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await api.post(`/api/admin/projections/parked/${randomUUID()}/retry`, {}, { token: core })).status).toBe(404);
    const [{ id }] = (await listing()).parked;
    expect((await api.post(`/api/admin/projections/parked/${id}/retry`, {})).status).toBe(401);
    expect((await api.post(`/api/admin/projections/parked/${id}/retry`, {}, { token: volunteerToken })).status).toBe(403);
  });

  it('a core admin retries an event after the fix: applied to the live tables, its parked row gone; before the fix it stays parked with the new error', async () => {
    // A failure the fix removes: the database refuses this one volunteer's row (as a faulty deployment could).
    await platform.infra.pool.query(`
      CREATE FUNCTION refuse_parkme() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Parkme' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_parkme BEFORE INSERT ON rm_volunteers FOR EACH ROW EXECUTE FUNCTION refuse_parkme();`);
    await registerVolunteer('Parkme');
    await registerVolunteer('AfterParkme');
    await settled();
    expect(await volunteerNamed('Parkme')).toEqual([]);
    expect(await volunteerNamed('AfterParkme')).toHaveLength(1);
    const parked = (await listing()).parked.find((p) => p.error.includes('refused by the test'))!;
    expect(parked).toMatchObject({ model: 'volunteers', eventType: 'VolunteerRegistered' });
    expect((await listing()).models.find((m) => m.name === 'volunteers')).toMatchObject({ running: true, parked: 2 });

    const failing = await api.post(`/api/admin/projections/parked/${parked.id}/retry`, {}, { token: core });
    expect(failing.status).toBe(200);
    expect(failing.body).toMatchObject({ id: parked.id, model: 'volunteers', applied: false });
    expect(failing.body.error).toMatch(/refused by the test/);
    expect((await listing()).parked.find((p) => p.id === parked.id)).toMatchObject({ attempts: parked.attempts + 1 });

    await platform.infra.pool.query('DROP TRIGGER refuse_parkme ON rm_volunteers; DROP FUNCTION refuse_parkme()');
    const applied = await api.post(`/api/admin/projections/parked/${parked.id}/retry`, {}, { token: core });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ id: parked.id, eventId: parked.eventId, applied: true, rebuildAdvised: false });
    expect(await volunteerNamed('Parkme')).toEqual([expect.objectContaining({ first_name: 'Parkme', status: 'EMAIL_UNVERIFIED' })]);
    const after = await listing();
    expect(after.parked.map((p) => p.id)).not.toContain(parked.id);
    expect(after.models.find((m) => m.name === 'volunteers')).toMatchObject({ running: true, parked: 1 });
    // Gone: a second retry finds nothing.
    expect((await api.post(`/api/admin/projections/parked/${parked.id}/retry`, {}, { token: core })).status).toBe(404);
  });

  it('the read model with a parked event still equals its rebuild from the log (which leaves the same event out)', async () => {
    const r = await api.get('/api/admin/projections/verify?name=volunteers', core);
    expect(r.status).toBe(200);
    expect(r.body.models[0]).toMatchObject({ name: 'volunteers', equal: true });
  });
});
