import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerEvaluationCriteria } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { demoAccounts, loadDemoData } from '../../../scripts/demo-data';
import { firstApplicableDay, validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { POSITION_HEADER } from './read-your-writes';

/**
 * The answers every public visitor triggers are cached by the versions of what they read (versioned-cache.ts), never
 * for a time: the landing figures (three read models and the ClickHouse activity facts), a VIO's public page, a
 * volunteer's public profile and an opportunity's public detail. Each answer is read once (cached), then rows are
 * changed behind the projections' backs (only a test does this: the cached answer stays, so the cache is really in
 * use), then a real history through the command API confirms 12 hours: the next answers show it. Without the
 * invalidation (e.g. the facts sink not counting its batches) the stale answers would come back and this fails.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
const tok: Record<'admin' | 'volunteer' | 'vio', string> = {} as never;
const id: Record<'volunteer' | 'vio', string> = {} as never;
const settle = () => t.platform.projections.runner.caughtUp();
let opportunityId: string;

/** An anonymous read, straight (the harness would wait for the last write itself; here the caller waits for nothing). */
const anonymous = async (method: 'GET' | 'POST', route: string) => {
  const r = await fetch(`${t.platform.url}${route}`, { method });
  expect(r.status, route).toBe(200);
  return (await r.json()) as Record<string, any>;
};
const home = () => anonymous('POST', '/api/report/home');
const vioPage = () => anonymous('GET', `/api/vio/public-view/${id.vio}`);
const profile = () => anonymous('GET', `/api/volunteer/get/${id.volunteer}`);
const detail = () => anonymous('GET', `/api/opportunity/get/${opportunityId}?lang=en`);

beforeAll(async () => {
  // The read-your-writes bound, raised from 3 s: on a loaded test machine the facts can take longer than that to pass
  // a write, and this test is about what the answer is once they have (the cache's version), not about the bound.
  t = await startTestPlatform('public-caches', { readYourWritesTimeoutMs: 30_000 });
  await loadDemoData(t.platform);
  tok.admin = await t.api.login(ADMIN.email, ADMIN.password);
  tok.volunteer = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
  tok.vio = await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password);
  id.volunteer = decodeToken(tok.volunteer).id;
  id.vio = decodeToken(tok.vio).id;
  // An ONLINE opportunity over goals 14 and 15, approved: public before anything is cached.
  const created = await t.api.post('/api/vio/create-opportunity', validOpportunity({ type: 'ONLINE', sdgNumbers: [14, 15] }), { token: tok.vio });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  opportunityId = created.body.id;
  expect((await t.api.post('/api/admin/opportunity/review', { id: opportunityId, approve: true }, { token: tok.admin })).status).toBe(200);
  await settle();
}, 180_000);
afterAll(async () => t?.stop());

describe('public answers cached by read-model and facts versions', () => {
  it('answer from the cache until the history changes what they read, then at once the new figures', async () => {
    const before = { home: await home(), vio: await vioPage(), profile: await profile(), detail: await detail() };
    expect(before.detail.status).toBe('APPROVED');

    // Behind the projections' backs: no version moves, so every cached answer is still the one given.
    const pool = t.platform.infra.pool;
    await pool.query(`INSERT INTO rm_partners (id, name, image_url, created_at, updated_at) VALUES (gen_random_uuid(), 'Written behind the projection', '', now() - interval '100 years', now())`);
    await pool.query(`UPDATE rm_vios SET description = 'Written behind the projection' WHERE id = $1`, [id.vio]);
    await pool.query(`UPDATE rm_volunteers SET first_name = 'Behind' WHERE id = $1`, [id.volunteer]);
    await pool.query(`UPDATE rm_opportunities SET data = jsonb_set(data, '{title}', '"Behind"') WHERE id = $1`, [opportunityId]);
    expect({ home: await home(), vio: await vioPage(), profile: await profile(), detail: await detail() }).toEqual(before);

    // The real history: applied, selected, approved, completed, 12 hours confirmed. None of it touches the
    // volunteers, VIOs or content read models: the landing sees it only through the activity facts' version.
    const detailForVolunteer = (await t.api.get(`/api/opportunity/get/${opportunityId}`, tok.volunteer)).body;
    const applied = await t.api.post('/api/opportunity/apply', { opportunityId, dates: [firstApplicableDay(detailForVolunteer)] }, { token: tok.volunteer });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.admin })).status).toBe(200);
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.vio })).status).toBe(200);
    expect((await t.api.call('PUT', `/api/opportunity/complete/${opportunityId}`, { body: {}, token: tok.vio })).status).toBe(200);
    const hours = { review: '', recommend: true, hours: 12, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
    const confirmed = await t.api.post('/api/feedback/submit/vio', { volunteer: id.volunteer, opportunity: opportunityId, vio: id.vio, feedback: hours }, { token: tok.vio });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(typeof confirmed.body.position).toBe('string');

    // Read-your-writes through the cache: the organisation asks with its write's position; the route waits for the
    // facts to pass it (bounded), then answers from the new version, not from the answer cached before.
    const r = await fetch(`${t.platform.url}/api/report/home`, { method: 'POST', headers: { token: tok.vio, [POSITION_HEADER]: confirmed.body.position } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-nvp-consistent')).toBe('true');
    const after = (await r.json()) as Record<string, any>;
    expect(after.numVolunteerHoursContributed).toBe(before.home.numVolunteerHoursContributed + 12);
    expect(after.numVolunteersMobilized).toBe(before.home.numVolunteersMobilized + 1);
    expect(after.numVolunteerHoursBySDG['14']).toBe(before.home.numVolunteerHoursBySDG['14'] + 6);
    expect(after.numVolunteerHoursBySDG['15']).toBe(before.home.numVolunteerHoursBySDG['15'] + 6);
    // One answer for everyone at that version: an anonymous visitor now gets it too.
    expect(await home()).toEqual(after);

    await settle();
    const vio = await vioPage();
    expect(vio.stats.volunteerHours).toBe(before.vio.stats.volunteerHours + 12);
    expect(vio.stats.mobilizedVolunteers).toBe(before.vio.stats.mobilizedVolunteers + 1);
    expect(vio.sdgHours['14']).toBe(before.vio.sdgHours['14'] + 6);
    const mine = await profile();
    expect(mine.hours).toBe(before.profile.hours + 12);
    expect(mine.completed).toBe(before.profile.completed + 1);
    expect(mine).not.toHaveProperty('email');
    expect((await detail()).status).toBe('COMPLETED');
  });

  it('never serves the volunteer their own profile, with contact details, from the public cache', async () => {
    const own = (await t.api.get(`/api/volunteer/get/${id.volunteer}`, tok.volunteer)).body;
    expect(own.email).toBe(demoAccounts.volunteer.email);
    expect(await profile()).not.toHaveProperty('email');
  });
});
