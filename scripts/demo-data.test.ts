import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bit, hasBit } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from './test/harness';
import { demoAccounts, demoApplication, demoOpportunities, loadDemoData } from './demo-data';
import { demoContent } from './demo-content';

/** `npm start` loads these; they go through the real calls, so a broken onboarding step breaks this test. */
describe('demo data', () => {
  let t: Awaited<ReturnType<typeof startTestPlatform>>;
  beforeAll(async () => {
    t = await startTestPlatform('demo');
    await loadDemoData(t.platform);
  });
  afterAll(async () => t?.stop());

  it('has an approved volunteer and one waiting for an admin', async () => {
    const approved = decodeToken(await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password));
    expect(approved.status).toBe('FULLY_REGISTERED');
    expect(hasBit(approved.access, bit.VOLUNTEER_PERMISSION)).toBe(true);
    const waiting = decodeToken(await t.api.login(demoAccounts.waitingVolunteer.email, demoAccounts.waitingVolunteer.password));
    expect(waiting).toMatchObject({ status: 'REFEREE_INCOMPLETE', isRefereeFilled: true });
    expect(hasBit(waiting.access, bit.VOLUNTEER_PERMISSION)).toBe(false);
  });

  it('has an approved VIO and one waiting for an admin', async () => {
    const approved = decodeToken(await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password));
    expect(approved.status).toBe('APPROVED');
    expect(hasBit(approved.access, bit.VIO_APPROVED)).toBe(true);
    const waiting = decodeToken(await t.api.login(demoAccounts.waitingVio.email, demoAccounts.waitingVio.password));
    expect(waiting.status).toBe('PROFILECOMPLETED');
  });

  it('has the demo VIO\'s approved opportunities on the public list, and one awaiting review', async () => {
    const titles = (await t.api.get('/api/opportunity/getOpportunities?pageSize=100')).body.map((o: { title: string }) => o.title);
    const approved = demoOpportunities().filter(([, approve]) => approve).map(([o]) => o.title);
    expect([...titles].sort()).toEqual([...approved].sort());
    const admin = await t.api.login(t.platform.config.adminEmail!, t.platform.config.adminPassword!);
    expect((await t.api.get('/api/opportunity/list/CREATED', admin)).body.map((o: { title: string }) => o.title)).toEqual(['Tree planting for the school garden']);
  });

  it("has the demo volunteer's application awaiting an admin", async () => {
    const token = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
    const mine = (await t.api.get('/api/opportunity/userOpportunities?type=PENDING', token)).body as { status: string; joiningDates: string[]; opportunity: { title: string } }[];
    expect(mine.map((a) => [a.opportunity.title, a.status, a.joiningDates.length])).toEqual([[demoApplication.title, 'PENDING', 2]]);
  });

  it('has the demo volunteer as a member of the demo VIO', async () => {
    const vio = await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password);
    const members = (await t.api.get('/api/org/volunteer/list/joined', vio)).body as { state: string }[];
    expect(members.map((m) => m.state)).toEqual(['joined']);
    const volunteer = await t.api.login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
    const joined = (await t.api.get('/api/org/vio/list/joined', volunteer)).body as { name: string }[];
    expect(joined.map((v) => v.name)).toEqual([demoAccounts.vio.name]);
  });

  it('has news, stories and a partner for the landing page', async () => {
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    await t.platform.projections.runner.caughtUp(); // the demo's calls did not go through this client
    const news = (await t.api.get('/api/news/home/list', admin)).body as { title: string; titleTamil?: string }[];
    expect(news).toEqual([expect.objectContaining({ title: demoContent.news.title, titleTamil: demoContent.news.titleTamil })]);
    const home = (await t.api.call('POST', '/api/report/home')).body;
    expect(home.story.map((s: { name: string }) => s.name).sort()).toEqual(demoContent.stories.map((s) => s.name).sort());
    expect(home.partner).toEqual([{ name: demoContent.partner, imageURL: expect.stringMatching(/^\/api\/asset\/file\//) }]);
  });

  it('loading twice changes nothing', async () => {
    await loadDemoData(t.platform);
    expect(decodeToken(await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password)).status).toBe('APPROVED');
  });
});
