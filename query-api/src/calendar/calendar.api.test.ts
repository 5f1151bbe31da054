import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCalendarFeedToken } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts } from '../../../scripts/demo-data';
import { knownPlace } from '../../../command-api/src/volunteer/fixtures';
import { approvedEngagement, approvedOpportunity, dayFromToday } from '../../../scripts/test/fixtures/approved-engagement';

/**
 * The calendar feed over HTTP on the whole platform (issue 29): the secret address, the feed calendar apps read
 * (parsed with ical.js as they do), a withdrawn engagement shown cancelled, the renewal that ends the old address,
 * "Add to calendar" for one engagement, and erasure.
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];
const day = dayFromToday;
const TITLE = 'වෙරළ පිරිසිදු කිරීම, Beach; clean-up';

const world = () => ({ t, id });
/** The demo VIO's opportunity by the beach, mornings and afternoons (08:00 to 14:00 in the feed). */
const createOpportunity = (title: string) => approvedOpportunity(world(), { title, location: 'Mount Lavinia beach', time: ['Morning', 'Afternoon'] });

let beach: string;
let library: string;
let engagement: string; // the volunteer at the beach: tomorrow and the day after
let later: string; // the volunteer at the library in three days: withdrawn below
let engagement2: string; // the second volunteer at the beach: tomorrow

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('calendar'));
  beach = await createOpportunity(TITLE);
  library = await createOpportunity('Library reading hour');
  ({ applicationId: engagement } = await approvedEngagement(world(), { opportunity: beach, days: [day(1), day(2)] }));
  ({ applicationId: later } = await approvedEngagement(world(), { opportunity: library, days: [day(3)] }));
  ({ applicationId: engagement2 } = await approvedEngagement(world(), { opportunity: beach, volunteer: id.volunteer2, days: [day(1)] }));
}, 120_000);
afterAll(async () => t?.stop());

/** A calendar app's GET: no token, the address as given (its path on this server). */
const fetchFeed = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.platform.url}${new URL(url).pathname}${new URL(url).search}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const veventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, summary: e.summary, location: e.location, sequence: e.sequence, status: c.getFirstPropertyValue('status'), start: e.startDate.toJSDate().toISOString(), end: e.endDate.toJSDate().toISOString(), contact: c.getFirstPropertyValue('contact'), description: e.description };
  });
const addressOf = async (token = tok.volunteer) => {
  const r = await t.api.get('/api/volunteer/calendar-url', token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { url: string; generation: number };
};
/** 08:00 Colombo is 02:30 UTC; Morning and Afternoon with 6 working hours: 08:00 to 14:00. */
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();

describe('the calendar feed over HTTP', () => {
  it('gives the volunteer a secret address whose feed holds every approved engagement day, as calendar apps read it', async () => {
    const { url, generation } = await addressOf();
    expect(generation).toBe(0);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{50}\.ics$/);
    // The same address on every call (nothing is written by the GET).
    expect((await addressOf()).url).toBe(url);
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=900');
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    const events = veventsOf(feed.text);
    expect(events.map((e) => e.uid)).toEqual([
      `${engagement}-${day(1).replace(/-/g, '')}@nvp`,
      `${engagement}-${day(2).replace(/-/g, '')}@nvp`,
      `${later}-${day(3).replace(/-/g, '')}@nvp`,
    ]);
    expect(events[0]).toMatchObject({ summary: TITLE, sequence: 0, status: 'CONFIRMED', start: at(day(1), '08:00'), end: at(day(1), '14:00') });
    expect(events[0].location).toContain('Mount Lavinia beach, ');
    expect(events[0].location).toContain(knownPlace().district);
    // The organisation's public contact (its public profile's), never its manager's or coordinator's.
    expect(events[0].contact).toBe('Sarvodaya Demo Society, 0112345678, 0771234567, office@example.lk, https://www.example.lk');
    expect(feed.text).not.toContain('director@example.lk');
    expect(events[0].description).toContain(`/viewOpportunity/${beach}`);
    // Nothing about the volunteer beyond their days: no name, no e-mail; and not the second volunteer's days.
    expect(feed.text).not.toContain('Nimal');
    expect(feed.text).not.toContain(demoAccounts.volunteer.email);
    expect(feed.text).not.toContain(engagement2);
    // A calendar app asking again with the ETag it holds is told nothing changed.
    expect((await fetchFeed(url, { 'if-none-match': feed.headers.get('etag')! })).status).toBe(304);
    // Its words in Sinhala when the address asks for it.
    expect((await fetchFeed(`${url}?lang=si`)).text).toContain('උදෑසන');
  });

  it('a withdrawn engagement stays in the feed as CANCELLED with a higher SEQUENCE', async () => {
    const withdrawn = await t.api.post('/api/opportunity/withdraw', { applicationId: later }, { token: tok.volunteer });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const events = veventsOf((await fetchFeed((await addressOf()).url)).text);
    expect(events.find((e) => e.uid.startsWith(later))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(events.filter((e) => e.status === 'CONFIRMED')).toHaveLength(2);
  });

  it('a new address ends the old one at once; forged and malformed addresses answer 404 and say no more', async () => {
    const old = (await addressOf()).url;
    const renewed = await t.api.post('/api/volunteer/calendar-url', {}, { token: tok.volunteer });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body).toMatchObject({ message: 'Your calendar has a new address: the old one no longer works', generation: 1 });
    expect(renewed.body.url).not.toBe(old);
    expect((await addressOf()).url).toBe(renewed.body.url);
    expect((await fetchFeed(renewed.body.url)).status).toBe(200);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ message: 'Calendar not found' });
    // Signed with another secret, a later generation not issued yet, garbage, no .ics.
    const forged = signCalendarFeedToken('not-the-platform-secret', { volunteerId: id.volunteer, generation: 1 });
    const future = signCalendarFeedToken(t.platform.infra.secrets.jwtSecret, { volunteerId: id.volunteer, generation: 2 });
    for (const path of [`/api/calendar/${forged}.ics`, `/api/calendar/${future}.ics`, '/api/calendar/x.ics', `/api/calendar/${forged}`]) {
      expect((await fetchFeed(`http://x${path}`)).status, path).toBe(404);
    }
    // Only an approved volunteer has an address to ask for.
    expect((await t.api.get('/api/volunteer/calendar-url', tok.vio)).status).toBe(403);
    expect((await t.api.post('/api/volunteer/calendar-url', {}, { token: tok.vio })).status).toBe(403);
    expect((await fetchFeed(`http://x/api/volunteer/calendar-url`)).status).toBe(401);
  });

  it('"Add to calendar": one approved engagement as a .ics file, for its volunteer only', async () => {
    const response = await fetch(`${t.platform.url}/api/volunteer/calendar/${engagement}.ics`, { headers: { token: tok.volunteer } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="engagement-${day(1)}.ics"`);
    const events = veventsOf(await response.text());
    expect(events.map((e) => [e.summary, e.start])).toEqual([
      [TITLE, at(day(1), '08:00')],
      [TITLE, at(day(2), '08:00')],
    ]);
    // Another volunteer's engagement and an unknown one: 404; a withdrawn one: 400; an organisation: 403.
    expect((await t.api.get(`/api/volunteer/calendar/${engagement}.ics`, tok.volunteer2)).status).toBe(404);
    expect((await t.api.get(`/api/volunteer/calendar/${randomUUID()}.ics`, tok.volunteer)).status).toBe(404);
    expect(await t.api.get(`/api/volunteer/calendar/${later}.ics`, tok.volunteer)).toMatchObject({
      status: 400,
      body: { message: 'Only an approved engagement can be added to a calendar' },
    });
    expect((await t.api.get(`/api/volunteer/calendar/${engagement}.ics`, tok.vio)).status).toBe(403);
  });

  it("erasure: an erased volunteer's feed answers 404 and the calendar read model forgets their days", async () => {
    const { url } = await addressOf(tok.volunteer2);
    expect(veventsOf((await fetchFeed(url)).text)).toHaveLength(1);
    const terminated = await t.api.post('/api/user/terminate/', { password: demoAccounts.waitingVolunteer.password }, { token: tok.volunteer2 });
    expect(terminated.status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    expect((await fetchFeed(url)).status).toBe(404);
    const { rows } = await t.platform.infra.pool.query(`SELECT count(*)::int AS n FROM rm_calendar_days WHERE volunteer_id = $1`, [id.volunteer2]);
    expect(rows[0].n).toBe(0);
  });
});
