import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementReplyKey, streams, weekdayOf } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts } from '../../../scripts/demo-data';
import { approvedEngagement, approvedOpportunity, dayFromToday } from '../../../scripts/test/fixtures/approved-engagement';
import { CONFIRMED, DECLINED, NO_REMINDER, PLACE_GIVEN_UP } from './decider';
import { REPLY_NOTHING_OPEN } from '../emergency/routes';

/**
 * Reminders with replies over HTTP (issue 28): the development job reminds every volunteer approved for tomorrow once
 * (SMS and mail through the outbox), a YES by SMS shows CONFIRMED on the organisation's list of the day, a NO through
 * the mail's signed link DECLINED, and — on the application's last day — offers its place to the first waiting.
 * Applications for tomorrow cannot be made through the apply call when the opportunity's days do not allow it: they
 * are appended as the real flow writes them (scripts/test/fixtures/approved-engagement.ts).
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];
const day = dayFromToday;
const tomorrow = day(1);
const nextSaturday = () => {
  for (let i = 8; ; i++) if (weekdayOf(day(i)) === 'Saturday') return day(i);
};

const world = () => ({ t, id });
/** An approved formal opportunity of the demo VIO with `places` places, at weekends, its supervisor named in the mail. */
const openOpportunity = (title: string, places: number) =>
  approvedOpportunity(world(), {
    title,
    noOfVolunteers: places,
    location: 'Mount Lavinia beach',
    days: ['Saturday', 'Sunday'],
    personal: { supervisorName: 'Sunil Fernando', supervisorMobile: '0719999999', supervisorLandline: '' },
  });
const outbox = async () => {
  await t.platform.projections.runner.caughtUp();
  return (await t.api.get('/api/dev/outbox?limit=1000')).body as { to: string; subject?: string; text: string }[];
};
const runJob = async () => {
  const r = await t.api.post('/api/dev/jobs/reminders', {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await t.platform.projections.runner.caughtUp();
  return r.body as { message: string; date: string; reminders: number };
};
const stateOn = async (opportunityId: string, volunteerId: string) => {
  const list = await t.api.get(`/api/vio/attendance/${opportunityId}/${tomorrow}`, tok.vio);
  expect(list.status).toBe(200);
  return (list.body.volunteers as { volunteerId: string; state: string }[]).find((v) => v.volunteerId === volunteerId)?.state;
};
const reminders = async (applicationId: string) => (await t.platform.infra.store.readStream(streams.attendance(applicationId))).filter((e) => e.type === 'EngagementReminderSent');
const mailLink = (text: string, answer: 'YES' | 'NO') => {
  const match = text.match(new RegExp(`/engagement/reply/([^?\\s]+)\\?answer=${answer}`));
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]);
};

let beach: string; // one place, held by the volunteer (tomorrow only); the second volunteer waits for it
let library: string; // the second volunteer, tomorrow and a later day
let beachApplication: string;
let libraryApplication: string;
let waiting: string;

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('reminders'));
  beach = await openOpportunity('Beach clean-up', 1);
  library = await openOpportunity('Library reading hour', 5);
  ({ applicationId: beachApplication } = await approvedEngagement(world(), { opportunity: beach, days: [tomorrow] }));
  ({ applicationId: libraryApplication } = await approvedEngagement(world(), { opportunity: library, volunteer: id.volunteer2, days: [tomorrow, day(3)] }));
  // The only place at the beach is held: the second volunteer joins its waitlist (not approved: never reminded).
  const applied = await t.api.post('/api/opportunity/apply', { opportunityId: beach, dates: [nextSaturday()] }, { token: tok.volunteer2 });
  expect(applied.body, JSON.stringify(applied.body)).toMatchObject({ waitlisted: true, position: 1 });
  waiting = applied.body.id;
}, 120_000);
afterAll(async () => t?.stop());

describe('engagement reminders over HTTP', () => {
  it('the job reminds each volunteer approved for tomorrow once, by SMS and by mail; a second run sends nothing', async () => {
    const first = await runJob();
    expect(first).toMatchObject({ message: 'Reminders sent', date: tomorrow });
    expect(first.reminders).toBeGreaterThanOrEqual(2);
    expect(await reminders(beachApplication)).toHaveLength(1);
    expect(await reminders(libraryApplication)).toHaveLength(1);
    expect(await reminders(waiting)).toHaveLength(0);
    const sent = await outbox();
    const sms = sent.filter((m) => m.to === demoAccounts.volunteer.phone && m.text.includes('Beach clean-up'));
    const mails = sent.filter((m) => m.to === demoAccounts.volunteer.email && m.text.includes('/engagement/reply/'));
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/YES/);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Beach clean-up');
    expect(mails[0].text).toContain('Mount Lavinia beach');
    expect(mails[0].text).toContain('Sunil Fernando, 0719999999');
    // Not answered yet: EXPECTED on the organisation's list.
    expect(await stateOn(beach, id.volunteer)).toBe('EXPECTED');

    const second = await runJob();
    expect(second.reminders).toBe(0);
    expect(await reminders(beachApplication)).toHaveLength(1);
    const again = await outbox();
    expect(again.filter((m) => m.to === demoAccounts.volunteer.email && m.text.includes('/engagement/reply/'))).toHaveLength(1);
  });

  it('a YES by SMS confirms the volunteer on the list of the day', async () => {
    const r = await t.api.post('/api/dev/sms/inbound', { from: `+94${demoAccounts.waitingVolunteer.phone.slice(1)}`, text: 'yes' });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ accepted: true, answer: 'YES' });
    await t.platform.projections.runner.caughtUp();
    expect(await stateOn(library, id.volunteer2)).toBe('CONFIRMED');
    const events = await t.platform.infra.store.readStream(streams.attendance(libraryApplication));
    expect(events.map((e) => [e.type, (e.data as { channel?: string }).channel])).toEqual([
      ['EngagementReminderSent', undefined],
      ['EngagementConfirmed', 'sms'],
    ]);
  });

  it('refuses a forged or malformed link with { message, field }, and a signed link for a day not reminded', async () => {
    const mail = (await outbox()).find((m) => m.to === demoAccounts.volunteer.email && m.text.includes('/engagement/reply/'))!;
    const key = mailLink(mail.text, 'NO');
    const forged = `${key.slice(0, -4)}AAAA`;
    expect(await t.api.post('/api/engagement/reply', { key: forged, answer: 'NO' })).toMatchObject({ status: 400, body: { message: 'This link is not valid', field: 'key' } });
    expect(await t.api.post('/api/engagement/reply', { key: `${randomUUID()}.${tomorrow}.x`, answer: 'NO' })).toMatchObject({ status: 400, body: { field: 'key' } });
    expect(await t.api.post('/api/engagement/reply', { key, answer: 'MAYBE' })).toMatchObject({ status: 400, body: { field: 'answer' } });
    const later = engagementReplyKey(t.platform.infra.secrets.jwtSecret, libraryApplication, day(3));
    expect(await t.api.post('/api/engagement/reply', { key: later, answer: 'YES' })).toMatchObject({ status: 400, body: { message: NO_REMINDER } });
    expect(await stateOn(beach, id.volunteer)).toBe('EXPECTED');
  });

  it("a NO through the mail's link declines the day and, being the last day, offers the place to the first waiting", async () => {
    const mail = (await outbox()).find((m) => m.to === demoAccounts.volunteer.email && m.text.includes('/engagement/reply/'))!;
    const r = await t.api.post('/api/engagement/reply', { key: mailLink(mail.text, 'NO'), answer: 'NO' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ message: DECLINED, answer: 'NO', date: tomorrow, placeReleased: true, position: expect.any(String) });
    await t.platform.projections.runner.caughtUp();
    expect(await stateOn(beach, id.volunteer)).toBe('DECLINED');
    const roster = await t.platform.infra.store.readStream(streams.applicationRoster(beach));
    expect(roster.slice(-2).map((e) => [e.type, (e.data as { applicationId: string }).applicationId])).toEqual([
      ['ApplicationPlaceReleased', beachApplication],
      ['WaitlistPlaceOffered', waiting],
    ]);
    expect((await outbox()).filter((m) => m.to === demoAccounts.waitingVolunteer.email && /offered to you from the waitlist/.test(m.text))).toHaveLength(1);
    // The place may be someone else's now: a YES cannot take it back, by the link or by SMS.
    expect(await t.api.post('/api/engagement/reply', { key: mailLink(mail.text, 'YES'), answer: 'YES' })).toMatchObject({ status: 400, body: { message: PLACE_GIVEN_UP } });
    // By SMS the refusal is the reply the gateway may text back.
    expect(await t.api.post('/api/dev/sms/inbound', { from: demoAccounts.volunteer.phone, text: 'YES' })).toMatchObject({ status: 200, body: { accepted: false, reply: PLACE_GIVEN_UP } });
  });

  it('a NO on one day of several declines that day only; a later YES replaces it', async () => {
    const no = await t.api.post('/api/dev/sms/inbound', { from: demoAccounts.waitingVolunteer.phone, text: 'NO' });
    expect(no.body).toMatchObject({ accepted: true, answer: 'NO' });
    await t.platform.projections.runner.caughtUp();
    expect(await stateOn(library, id.volunteer2)).toBe('DECLINED');
    expect((await t.platform.infra.store.readStream(streams.applicationRoster(library))).map((e) => e.type)).toEqual(['ApplicationPlaceTaken']);
    const key = engagementReplyKey(t.platform.infra.secrets.jwtSecret, libraryApplication, tomorrow);
    expect((await t.api.post('/api/engagement/reply', { key, answer: 'YES' })).body).toMatchObject({ message: CONFIRMED, placeReleased: false });
    await t.platform.projections.runner.caughtUp();
    expect(await stateOn(library, id.volunteer2)).toBe('CONFIRMED');
  });

  it('an SMS with nothing open, or not YES/NO, is answered as before', async () => {
    expect(await t.api.post('/api/dev/sms/inbound', { from: '0700000001', text: 'YES' })).toMatchObject({ status: 200, body: { accepted: false, reply: REPLY_NOTHING_OPEN } });
    expect(await t.api.post('/api/dev/sms/inbound', { from: demoAccounts.waitingVolunteer.phone, text: 'maybe' })).toMatchObject({ status: 200, body: { accepted: false } });
  });

  it("the organisation's report counts the day's reminders and each one's last answer, by opportunity", async () => {
    await t.platform.projections.runner.caughtUp();
    const report = await t.api.post('/api/report/self/vioReport', { type: 'range', startDate: tomorrow, endDate: tomorrow }, { token: tok.vio });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    // The beach: reminded, then NO. The library: reminded, YES, NO, YES again (the last answer counts).
    expect(report.body.attendance).toMatchObject({ numReminded: 2, numConfirmed: 1, numDeclined: 1 });
    const byOpportunity = report.body.attendance.attendanceByOpportunity as { opportunityId: string }[];
    expect(byOpportunity.find((r) => r.opportunityId === beach)).toMatchObject({ title: 'Beach clean-up', reminded: 1, confirmed: 0, declined: 1 });
    expect(byOpportunity.find((r) => r.opportunityId === library)).toMatchObject({ title: 'Library reading hour', reminded: 1, confirmed: 1, declined: 0 });
  });
});
