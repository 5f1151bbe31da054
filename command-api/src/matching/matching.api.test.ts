import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lkAdmin } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts } from '../../../scripts/demo-data';
import { dayFromToday, firstApplicableDay, validOpportunity } from '../opportunity/fixtures';
import { knownPlace } from '../volunteer/fixtures';
import { MATCH_MAIL_ON } from './routes';

/**
 * Opportunities matched to the volunteer over HTTP (issue 29): the demo volunteer (bio at the reference data's first
 * place, skill 8 Teaching and Training, areas 1 and 11) sees an opportunity in their own GN division needing their
 * skill first, with its reasons in the request's language; what they applied for is not listed; other roles are
 * refused; the list pages. The weekly mail: opted in, the development job records one digest with the new matches
 * and the sink mails it; a second run finds nothing new; a volunteer who did not opt in gets nothing.
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let teaching: string;
let far: string;

type Match = { id: string; title: string; score: number; reasons: { code: string; text: string }[]; district: string | null; districtName: string | null; vio: { name: string } };
const post = async (body: Record<string, unknown>) => {
  const created = await t.api.post('/api/vio/create-opportunity', validOpportunity(body), { token: tok.vio });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await t.api.post('/api/admin/opportunity/review', { id: created.body.id, approve: true }, { token: tok.admin })).status).toBe(200);
  return created.body.id as string;
};
const jaffna = () => {
  const district = lkAdmin.district('Jaffna')!;
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  return { district: district.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, district.name)[0].name };
};
const outboxTo = async (email: string) => {
  await t.platform.projections.runner.caughtUp();
  return ((await t.api.get('/api/dev/outbox?limit=1000')).body as { to: string; subject?: string; text: string }[]).filter((m) => m.to === email);
};
const runJob = async () => {
  // The job reads the read models: they have the opportunities just approved.
  await t.platform.projections.runner.caughtUp();
  const r = await t.api.post('/api/dev/jobs/match-mail', {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await t.platform.projections.runner.caughtUp();
  return r.body.digests as number;
};

beforeAll(async () => {
  ({ t, tok } = await startDemoWorld('matching'));
  far = await post({ title: 'Library helpers in Jaffna', category: 2, requiredSkills: [1], coreFunctions: [13], sdgNumbers: [13], ...jaffna() });
  teaching = await post({ title: 'Teaching children to read', category: 11, requiredSkills: [8], coreFunctions: [13], sdgNumbers: [4], ...knownPlace() });
  await t.platform.projections.runner.caughtUp();
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

describe('GET /api/opportunity/for-you', () => {
  it("ranks the volunteer's own GN division and skill first, with the reasons in the asked language", async () => {
    const r = await t.api.get('/api/opportunity/for-you?lang=ta', tok.volunteer);
    expect(r.status).toBe(200);
    const list = r.body as Match[];
    expect(list[0]).toMatchObject({ id: teaching, title: 'Teaching children to read' });
    expect(list[0].reasons.map((x) => x.code)).toEqual(['same-gn', 'skill', 'area']);
    expect(list[0].reasons[1].text).toBe('உங்கள் திறன்களில் ஒன்றான கற்பித்தல் மற்றும் பயிற்சி தேவை');
    expect(list[0].districtName).toBe(lkAdmin.district(knownPlace().district)!.tamil_name);
    expect(list[0].score).toBeGreaterThan(list.find((m) => m.id === far)!.score);
    // Jaffna is hundreds of km away and needs nothing of theirs: last.
    expect(list[list.length - 1].id).toBe(far);
    // The online tutoring of the demo data was applied for: not listed.
    expect(list.map((m) => m.title)).not.toContain('Online English tutoring for O/L students');
    expect(Number(r.headers.get('x-total-count'))).toBe(list.length);
    expect(r.headers.get('x-match-unknown')).toBe('history');
    // In English by default.
    const en = (await t.api.get('/api/opportunity/for-you', tok.volunteer)).body as Match[];
    expect(en[0].reasons[1].text).toBe('Needs Teaching and Training, one of your skills');
  });

  it('pages: one row a page walks the same order', async () => {
    const whole = ((await t.api.get('/api/opportunity/for-you', tok.volunteer)).body as Match[]).map((m) => m.id);
    const second = await t.api.get('/api/opportunity/for-you?page=2&pageSize=1', tok.volunteer);
    expect(second.body.map((m: Match) => m.id)).toEqual([whole[1]]);
    expect((await t.api.get('/api/opportunity/for-you?page=0', tok.volunteer)).status).toBe(400);
  });

  it("leaves out what the volunteer applied for, only for them", async () => {
    const day = firstApplicableDay({ startDate: dayFromToday(7), days: ['Saturday', 'Sunday'] });
    const applied = await t.api.post('/api/opportunity/apply', { opportunityId: far, dates: [day] }, { token: tok.volunteer2 });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const ids = async (token: string) => ((await t.api.get('/api/opportunity/for-you?pageSize=100', token)).body as Match[]).map((m) => m.id);
    expect(await ids(tok.volunteer2)).not.toContain(far);
    expect(await ids(tok.volunteer)).toContain(far);
  });

  it('the weekdays the bio tells take the place of those applied for, and "in person only" drops the online points', async () => {
    const saturday = await post({ title: 'Saturday reading hour', category: 2, requiredSkills: [1], coreFunctions: [13], sdgNumbers: [13], days: ['Saturday'], ...jaffna() });
    // Newer, otherwise the same: first by the tie-break unless the days count.
    const tuesday = await post({ title: 'Tuesday reading hour', category: 2, requiredSkills: [1], coreFunctions: [13], sdgNumbers: [13], days: ['Tuesday'], ...jaffna() });
    const { bio } = (await t.api.get('/api/volunteer/bio/get', tok.volunteer2)).body;
    const saved = await t.api.post('/api/volunteer/bio/submit', { ...bio, availableDays: ['Saturday'], volunteeringMode: 'IN_PERSON' }, { token: tok.volunteer2 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await t.platform.projections.runner.caughtUp();

    const r = await t.api.get('/api/opportunity/for-you?pageSize=100', tok.volunteer2);
    const list = r.body as (Match & { type: string })[];
    const at = (id: string) => list.findIndex((m) => m.id === id);
    expect(at(saturday)).toBeGreaterThanOrEqual(0);
    expect(at(saturday)).toBeLessThan(at(tuesday));
    expect(list[at(saturday)].reasons).toContainEqual({ code: 'available-days', days: ['Saturday'], text: 'On Saturdays, when you said you can give time' });
    expect(list[at(tuesday)].reasons.map((x) => x.code)).not.toContain('available-days');
    expect(r.headers.get('x-match-unknown')?.split(',') ?? []).not.toContain('days');
    const online = list.filter((m) => m.type === 'ONLINE');
    expect(online.length).toBeGreaterThan(0);
    for (const m of online) expect(m.reasons.map((x) => x.code)).not.toContain('online');
  });

  it('is for volunteers only', async () => {
    expect((await t.api.get('/api/opportunity/for-you', tok.vio)).status).toBe(403);
    expect((await t.api.get('/api/opportunity/for-you', tok.admin)).status).toBe(403);
    expect((await t.api.get('/api/opportunity/for-you')).status).toBe(401);
  });
});

describe('the weekly mail of new matches', () => {
  it('refuses a switch that is not on or off', async () => {
    const r = await t.api.post('/api/volunteer/match-mail', { weekly: 'yes' }, { token: tok.volunteer });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('weekly');
    expect((await t.api.post('/api/volunteer/match-mail', { weekly: true }, { token: tok.vio })).status).toBe(403);
  });

  it('opted in: the job mails the new matches once, in their language first; a second run nothing new; not opted in: nothing', async () => {
    expect((await t.api.get('/api/volunteer/match-mail', tok.volunteer)).body).toEqual({ weekly: false, lastDigestAt: null, mailed: 0 });
    const on = await t.api.post('/api/volunteer/match-mail', { weekly: true }, { token: tok.volunteer });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: MATCH_MAIL_ON, weekly: true });
    expect((await t.api.get('/api/volunteer/match-mail', tok.volunteer)).body.weekly).toBe(true);

    expect(await runJob()).toBe(1);
    const mails = (await outboxTo(demoAccounts.volunteer.email)).filter((m) => m.subject?.includes('New opportunities matched to you'));
    expect(mails).toHaveLength(1);
    // Sinhala first (the demo volunteer's preferred language), then English and Tamil.
    expect(mails[0].subject).toBe('ඔබට ගැළපෙන නව ස්වේච්ඡා අවස්ථා | New opportunities matched to you | உங்களுக்குப் பொருந்தும் புதிய வாய்ப்புகள்');
    expect(mails[0].text).toContain('Teaching children to read');
    expect(mails[0].text).toContain(`/viewOpportunity/${teaching}`);
    expect(mails[0].text).toContain('Needs Teaching and Training, one of your skills');
    // Jaffna matched nothing of theirs (score 0): not a match to mail.
    expect(mails[0].text).not.toContain(`/viewOpportunity/${far}`);
    const state = (await t.api.get('/api/volunteer/match-mail', tok.volunteer)).body;
    expect(state.mailed).toBeGreaterThanOrEqual(1);
    expect(state.lastDigestAt).not.toBeNull();

    // Nothing new since: no digest, no mail.
    expect(await runJob()).toBe(0);
    expect((await outboxTo(demoAccounts.volunteer.email)).filter((m) => m.subject?.includes('New opportunities matched to you'))).toHaveLength(1);
    // The second volunteer never opted in.
    expect((await outboxTo(demoAccounts.waitingVolunteer.email)).some((m) => m.subject?.includes('New opportunities matched to you'))).toBe(false);

    // A new match published after the digest is mailed next time, alone.
    const next = await post({ title: 'Reading club helpers', category: 11, requiredSkills: [8], ...knownPlace() });
    expect(await runJob()).toBe(1);
    const latest = (await outboxTo(demoAccounts.volunteer.email)).filter((m) => m.subject?.includes('New opportunities matched to you'));
    expect(latest).toHaveLength(2);
    const newest = latest.find((m) => m.text.includes(`/viewOpportunity/${next}`))!;
    expect(newest.text).not.toContain(`/viewOpportunity/${teaching}`);

    // Switched off: no digest even with something new.
    expect((await t.api.post('/api/volunteer/match-mail', { weekly: false }, { token: tok.volunteer })).status).toBe(200);
    await post({ title: 'Story time at the library', category: 11, requiredSkills: [8], ...knownPlace() });
    expect(await runJob()).toBe(0);
  });
});
