import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bit, hasBit } from '@nvp/events';
import { decodeToken, startTestPlatform } from './test/harness';
import { demoAccounts, demoApplication, demoOpportunities, loadDemoData } from './demo-data';

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

  it('loading twice changes nothing', async () => {
    await loadDemoData(t.platform);
    expect(decodeToken(await t.api.login(demoAccounts.vio.email, demoAccounts.vio.password)).status).toBe('APPROVED');
  });
});
