import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { PAGE_SIZE_MAX, volunteerBioRequest, assetFileNameOf, assetsDirOf, avatarFileNameOf, colomboDate, contentStreams, streams, createPostgresEventStore, createVault, importLog, isSealed, type RecordedEvent } from '@nvp/events';
import { createTestDatabase, testMasterKey } from '@nvp/events/testing';
import { startTestPlatform } from '../test/harness';
import { EMAIL_TAKEN } from '../../command-api/src/infra/registration';
import { generateHistory, GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS, type Summary } from './generate';
import { createPlan, scales } from './history';
import { parseGenerateArgs } from './cli';
import { createRandom } from './random';
import { allGnLocations } from './places';
import { readWholeLog } from '../../projections/src/runner/testing/clone-log';
import { partnerPlan } from './partners';

const SEED = 11;
const END = '2026-06-01';
const key = testMasterKey();

/**
 * What the log says, without what encryption randomises: a sealed value is the same when its subject is. Sorted by
 * stream and revision: streams of one phase are appended concurrently, so their interleaving in the log may differ.
 */
const comparable = (events: RecordedEvent[]) => {
  const unseal = (value: unknown): unknown =>
    isSealed(value)
      ? `sealed:${value.subject}`
      : Array.isArray(value)
        ? value.map(unseal)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unseal(v)]))
          : value;
  // Erasures go through the account slice's own eraseSubject, whose events take random ids.
  const randomIds = new Set(['UniqueValueReleased', 'PersonalDataErased']);
  return events
    .map((e) => ({ id: randomIds.has(e.type) ? 'random' : e.id, stream: e.streamId, revision: String(e.streamRevision), type: e.type, data: unseal(e.data), metadata: e.metadata }))
    .sort((a, b) => (a.stream === b.stream ? Number(a.revision) - Number(b.revision) : a.stream < b.stream ? -1 : 1));
};

const generateLog = async (seed: number, batched = false) => {
  const db = await createTestDatabase('generate');
  const store = createPostgresEventStore({ pool: db.pool });
  const vault = await createVault(db.pool, key, { keyCacheMs: 60_000 });
  const eraser = await createVault(db.pool, key);
  const importBatch = batched ? (appends: Parameters<typeof importLog>[1]) => importLog(db.pool, appends) : undefined;
  const summary = await generateHistory({ store, vault, eraser, seed, scale: scales.tiny, end: END, importBatch });
  const log = await readWholeLog(store);
  await db.close();
  return { summary, log };
};

describe('the plan', () => {
  it('is drawn from the seed alone', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    expect(Array.from({ length: 5 }, () => a.uuid())).toEqual(Array.from({ length: 5 }, () => b.uuid()));
    expect(createRandom(5).child('volunteer', 3).next()).not.toBe(createRandom(6).child('volunteer', 3).next());
  });

  it('gives NICs that encode birth date and gender, unique across people', () => {
    const plan = createPlan(SEED, scales.demo, END);
    const nics = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const { person } = plan.volunteer(i);
      expect(person.nic).toMatch(/^\d{12}$/);
      expect(person.nic.slice(0, 4)).toBe(person.dateOfBirth.slice(0, 4));
      expect(Number(person.nic.slice(4, 7)) > 500).toBe(person.gender === 'Female');
      nics.add(person.nic);
    }
    expect(nics.size).toBe(3000);
  });

  it('spreads volunteers over the districts roughly by their number of GN divisions', () => {
    const plan = createPlan(SEED, scales.demo, END);
    const byDistrict = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const d = plan.volunteer(i).place.district;
      byDistrict.set(d, (byDistrict.get(d) ?? 0) + 1);
    }
    expect(byDistrict.size).toBe(25);
    const gn = allGnLocations();
    const expected = (district: string) => (gn.filter((l) => l.district === district).length / gn.length) * 5000;
    for (const [district, n] of byDistrict) expect(Math.abs(n - expected(district))).toBeLessThan(Math.max(40, expected(district) * 0.35));
  });

  it('tells when and how 60 % of volunteers can give time, weekends first and mostly in person, as the bio schema takes it', () => {
    const plan = createPlan(SEED, scales.demo, END);
    const bios = Array.from({ length: 2000 }, (_, i) => volunteerBioRequest.parse(plan.volunteer(i).bio));
    const told = bios.filter((b) => b.availableDays);
    expect(told.length / bios.length).toBeGreaterThan(0.55);
    expect(told.length / bios.length).toBeLessThan(0.65);
    // Those who tell the days tell the mode too; the others neither (the matching then reads their past applications).
    expect(bios.every((b) => Boolean(b.availableDays) === Boolean(b.volunteeringMode))).toBe(true);
    const share = (day: string) => told.filter((b) => b.availableDays!.includes(day as never)).length / told.length;
    expect(share('Saturday')).toBeGreaterThan(0.75);
    expect(share('Sunday')).toBeGreaterThan(0.6);
    expect(share('Wednesday')).toBeLessThan(0.4);
    const mode = (m: string) => told.filter((b) => b.volunteeringMode === m).length;
    expect(mode('IN_PERSON')).toBeGreaterThan(told.length / 2);
    expect(mode('EITHER')).toBeGreaterThan(mode('ONLINE'));
    expect(mode('ONLINE')).toBeGreaterThan(0);
  });

  it('parses the command line', () => {
    expect(parseGenerateArgs(['--scale', 'district', '--seed', '9'])).toMatchObject({ scale: 'district', seed: '9', build: true });
    expect(parseGenerateArgs(['--no-build'])).toMatchObject({ scale: 'demo', build: false });
    expect(() => parseGenerateArgs(['--scale', 'galaxy'])).toThrow(/unknown scale/);
  });
});

describe('the same seed gives the same history', () => {
  it('writes an identical log twice (one append per stream, then many streams per transaction), and another seed a different one', async () => {
    const [first, second, other] = [await generateLog(SEED), await generateLog(SEED, true), await generateLog(SEED + 1, true)];
    expect(first.log.length).toBeGreaterThan(500);
    // The partner logos are part of it (their file names are hashes of the rendered bytes), written here without files.
    expect(first.log.filter((e) => e.type === 'PartnerAdded').length).toBe(first.summary.partners['partners added']);
    expect(first.summary.partners['logo files not stored (no data directory)']).toBe(2 * first.summary.partners['logos uploaded']);
    expect(comparable(second.log)).toEqual(comparable(first.log));
    const figures = (x: Summary) => ({ ...x, seconds: 0, perSecond: 0 });
    expect(figures(second.summary)).toEqual(figures(first.summary));
    expect(comparable(other.log)).not.toEqual(comparable(first.log));
  });
});

describe('a generated history on the running platform', () => {
  let t: Awaited<ReturnType<typeof startTestPlatform>>;
  let summary: Summary;
  // Ending today, so suspensions are still running and opportunities still open.
  const today = colomboDate(new Date());
  const plan = createPlan(SEED, scales.tiny, today);

  beforeAll(async () => {
    t = await startTestPlatform('generated', { vaultMasterKey: key });
    const store = createPostgresEventStore({ pool: t.db.pool });
    const vault = await createVault(t.db.pool, key, { keyCacheMs: 60_000 });
    summary = await generateHistory({ store, vault, eraser: await createVault(t.db.pool, key), seed: SEED, scale: scales.tiny, end: today, dataDir: t.platform.config.dataDir });
    expect(await t.platform.projections.runner.waitFor(await store.barrier(), 30_000, 'with-facts')).toBe(true);
  });
  afterAll(async () => t?.stop());

  it('is taken by every read model without an event parked', async () => {
    const { rows } = await t.db.pool.query('SELECT model, error FROM projection_parked_events');
    expect(rows).toEqual([]);
  });

  it('shows the generated volunteers, VIOs and confirmed hours on the landing', async () => {
    const home = (await t.api.call('POST', '/api/report/home')).body;
    expect(home.numVolunteersRegistered).toBe(summary.volunteers.approved);
    expect(home.numViosRegistered).toBe(summary.vios.approved);
    expect(home.numVolunteerHoursContributed).toBe(summary.applications['confirmed hours']);
  });

  it('shows the generated news and stories', async () => {
    const news = await t.api.get('/api/news/home/list');
    expect(Number(news.headers.get('x-total-count'))).toBe(summary.content['news shown']);
    const home = (await t.api.call('POST', '/api/report/home')).body;
    expect(home.story.length).toBe(Math.min(summary.content.stories, PAGE_SIZE_MAX));
  });

  it('shows the generated partners with their logos, stored as the admin\'s uploads', async () => {
    const log = await readWholeLog(createPostgresEventStore({ pool: t.db.pool }));
    const partnerEvents = log.filter((e) => e.streamId.startsWith(contentStreams.partner('')));
    expect(partnerEvents.filter((e) => e.type === 'PartnerAdded').length).toBe(summary.partners['partners added']);
    expect(summary.partners['partners deleted']).toBe(1);
    expect(summary.partners['partners updated']).toBe(2);
    // What each partner is now: the latest name and logo, unless deleted.
    const now = new Map<string, { id: string; name: string; imageURL: string }>();
    for (const e of partnerEvents) {
      const d = e.data as { partnerId: string; name: string; imageURL: string };
      if (e.type === 'PartnerDeleted') now.delete(d.partnerId);
      else now.set(d.partnerId, { id: d.partnerId, name: d.name, imageURL: d.imageURL });
    }
    expect(now.size).toBe(summary.partners['partners shown']);
    const renamed = partnerPlan({ plan }).find((p) => p.change?.kind === 'renamed')!;
    expect(now.get(renamed.id)?.name).toBe('Lanka Literacy and Learning Circle');

    // Every logo a partner points to is one of the admin's uploads, on disk with its avatar rendition; and every
    // upload is pointed to (the sweep of unattached uploads keeps them all).
    const adminId = (partnerEvents[0].data as { adminId: string }).adminId;
    const uploaded = log.filter((e) => e.streamId === streams.uploads(adminId) && e.type === 'ImageUploaded').map((e) => (e.data as { fileName: string }).fileName);
    const pointed = partnerEvents.flatMap((e) => ((e.data as { imageURL?: string }).imageURL ? [assetFileNameOf((e.data as { imageURL: string }).imageURL)!] : []));
    expect(new Set(pointed)).toEqual(new Set(uploaded));
    expect(uploaded.length).toBe(summary.partners['logos uploaded']);
    const assets = assetsDirOf(t.platform.config.dataDir);
    for (const name of uploaded) expect(existsSync(`${assets}/${name}`) && existsSync(`${assets}/${avatarFileNameOf(name)}`), name).toBe(true);

    // The public list (rm_partners), the landing's strip and the logo itself.
    const listed = await t.api.get('/api/admin/partner/list');
    expect(listed.status).toBe(200);
    expect(Number(listed.headers.get('x-total-count'))).toBe(now.size);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...(listed.body as { id: string; name: string; imageURL: string }[])].sort(byId)).toEqual([...now.values()].sort(byId));
    const home = (await t.api.call('POST', '/api/report/home')).body as { partner: { name: string; imageURL: string }[] };
    expect(home.partner.length).toBe(now.size);
    const logo = await fetch(`${t.platform.url}${home.partner[0].imageURL}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('shows the generated complaints to an admin', async () => {
    const admin = await t.api.login(GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS.admin);
    const counts = (await t.api.get('/api/complaint/count', admin)).body;
    expect(summary.complaints.submitted).toBeGreaterThan(0);
    expect(counts).toEqual({ numComplaints: summary.complaints.submitted, resolved: summary.complaints.resolved ?? 0, ongoing: summary.complaints.submitted - (summary.complaints.resolved ?? 0) });
  });

  it('lists every volunteer and the published opportunities to the generated core admin, volunteers from many districts', async () => {
    const admin = await t.api.login(GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS.admin);
    const volunteers = await t.api.get('/api/volunteer/listAdmin', admin);
    expect(volunteers.status).toBe(200);
    expect(Number(volunteers.headers.get('x-total-count'))).toBe(scales.tiny.volunteers);
    // Every formal opportunity of the plan, in the admin's list of its status (completed ones under COMPLETED).
    const formal = Array.from({ length: scales.tiny.opportunities }, (_, k) => plan.opportunity(k)).filter((o) => o && o.kind !== 'NONFORMAL');
    const statusOf = (o: NonNullable<(typeof formal)[number]>) => (o.completedAt ? 'COMPLETED' : o.approvedAt ? 'APPROVED' : o.reviewedAt ? 'REJECTED' : 'CREATED');
    for (const status of ['CREATED', 'APPROVED', 'REJECTED', 'COMPLETED']) {
      const listed = await t.api.get(`/api/opportunity/list/${status}`, admin);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      const ids = (listed.body as { id: string }[]).map((o) => o.id).sort();
      expect(ids, status).toEqual(formal.filter((o) => statusOf(o!) === status).map((o) => o!.id).sort());
    }
    const districts = new Set<string>();
    for (let year = Number(today.slice(0, 4)) - 3; year <= Number(today.slice(0, 4)); year++) {
      const report = await t.api.call('POST', '/api/report/admin/dailyVolRegistrations', { body: { type: 'ANNUALLY', date: `${year}-06-01` }, token: admin });
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      for (const d of report.body.numVoluteersByDistricts ?? []) districts.add(d.name);
    }
    expect(districts.size).toBeGreaterThanOrEqual(10);
  });

  it('lets a generated volunteer log in with the demo password and see their applications', async () => {
    const withApplication = Array.from({ length: scales.tiny.opportunities }, (_, k) => plan.opportunity(k))
      .flatMap((o) => (o ? plan.applicationsTo(o).map((a) => ({ o, a })) : []))
      .find(() => true)!;
    const token = await t.api.login(withApplication.a.volunteer.person.email, GENERATED_PASSWORDS.volunteer);
    const mine = await t.api.get('/api/opportunity/userOpportunities', token);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(withApplication.o.id);
    const vio = await t.api.login(withApplication.o.vio.email, GENERATED_PASSWORDS.vio);
    expect(vio).toBeTruthy();
  });

  it('shows a VIO its sub-VIOs and its joined members', async () => {
    const principal = Array.from({ length: scales.tiny.vios }, (_, j) => plan.vio(j)).find((v) => plan.organisation(v).subVios.length > 0)!;
    const { subVios, members } = plan.organisation(principal);
    const token = await t.api.login(principal.email, GENERATED_PASSWORDS.vio);
    const subs = (await t.api.get('/api/vio/get-sub-vios', token)).body as { id: string }[];
    expect(subs.map((s) => s.id).sort()).toEqual(subVios.map((s) => s.id).sort());
    const joined = (await t.api.get('/api/organizationVolunteers/viewAll', token)).body as { volunteerId: string }[];
    const expected = members.filter((m) => m.accepted && m.answeredAt).map((m) => m.volunteer.id);
    expect(joined.map((m) => m.volunteerId).filter(Boolean).sort()).toEqual(expected.sort());
  });

  it('shows suspended and erased volunteers as such', async () => {
    expect(summary.standing['volunteers suspended']).toBeGreaterThan(0);
    expect(summary.standing['volunteers erased']).toBeGreaterThan(0);
    const admin = await t.api.login(GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS.admin);
    const rows = (await t.api.get('/api/volunteer/listAdmin', admin)).body as { id: string; standing: string; erased: boolean }[];
    const volunteers = Array.from({ length: scales.tiny.volunteers }, (_, i) => plan.volunteer(i));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const v of volunteers) {
      const change = plan.standing(v);
      const row = byId.get(v.id)!;
      expect(row.erased, v.id).toBe(change?.kind === 'erased');
      if (change?.kind === 'suspended') expect(row.standing).toBe('SUSPENDED');
    }
    const suspended = volunteers.find((v) => plan.standing(v)?.kind === 'suspended')!;
    expect((await t.api.post('/api/authenticate/login', { email: suspended.person.email, password: GENERATED_PASSWORDS.volunteer })).status).not.toBe(200);
  });

  it('lets a generated emergency user log in and see their emergency opportunities', async () => {
    expect(summary.emergencies['emergency opportunities']).toBeGreaterThan(0);
    const user = Array.from({ length: plan.emergencyUsers }, (_, u) => plan.emergencyUser(u)).find((e) => e.registeredAt && e.opportunities.length)!;
    const token = await t.api.login(`emergency.${user.index}@example.org`, GENERATED_PASSWORDS.admin);
    const list = await t.api.get('/api/emergency-login/opportunity/list', token);
    expect(list.status).toBe(200);
    for (const o of user.opportunities) expect(JSON.stringify(list.body)).toContain(o.id);
  });

  it('refuses a real registration with a generated e-mail', async () => {
    const kept = Array.from({ length: scales.tiny.volunteers }, (_, i) => plan.volunteer(i)).find((v) => !plan.standing(v))!;
    const taken = kept.person.email;
    const r = await t.api.post('/api/volunteer/register/email', { firstName: 'Nimal', lastName: 'Perera', nic: '199912345678', email: taken, password: 'a-long-password' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(EMAIL_TAKEN);
    // A new address registers, and its number follows the generated ones on the same counter.
    const fresh = await t.api.post('/api/volunteer/register/email', { firstName: 'Nimal', lastName: 'Perera', nic: '199912345678', email: 'nimal.new@example.org', password: 'a-long-password' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.registrationNo).toBe(`VOL-${String(scales.tiny.volunteers + 1).padStart(6, '0')}`);
  });
});
