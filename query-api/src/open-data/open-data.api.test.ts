import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import { catalogue, formalOpportunityRequest, splitOpportunity, streams } from '@nvp/events';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { onboardVio, validOpportunity } from '../../../command-api/src/opportunity/test-support';
import { feedSchema, standardShapeProblems } from './standard-shapes';
import { countByDistrict, walkFeed } from '../../../scripts/docs/open-data-consumer.mjs';

/**
 * The open data feed on a real platform: opportunities made through the API as a VIO and an admin make them
 * (approved, awaiting review, rejected) and one approved whose last day has passed (appended as events: the API
 * refuses past dates). Only the open ones are published, paged, in the asked language, with no personal data.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let vio: Awaited<ReturnType<typeof onboardVio>>;
let admin: string;
const supervisor = { supervisorName: 'Kumudini Jayasekara', supervisorEmail: 'kumudini.j@example.lk', supervisorLandline: '0112999888', supervisorMobile: '0779998887' };

const create = async (title: string, overrides: Record<string, unknown> = {}) => {
  const r = await t.api.post('/api/vio/create-opportunity', validOpportunity({ title, ...supervisor, ...overrides }), { token: vio.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as string;
};
const review = async (id: string, approve: boolean) => expect((await t.api.post('/api/admin/opportunity/review', { id, approve }, { token: admin })).status).toBe(200);

/** An approved opportunity of `vio` whose period is over, appended as events (the API refuses past start dates). */
const appendPastOpportunity = async (title: string) => {
  const opportunityId = randomUUID();
  const values = formalOpportunityRequest({ today: '2000-01-01' }).parse(validOpportunity({ title, ...supervisor, startDate: '2020-01-04', endDate: '2020-02-01' }));
  const { opportunity, personal } = splitOpportunity(values);
  const event = (type: string, data: unknown) => ({ id: randomUUID(), type, version: 1, data: catalogue.validate(type, data).data, metadata: { occurredAt: new Date().toISOString() } });
  await t.platform.infra.store.append(
    streams.opportunity(opportunityId),
    [
      event('OpportunityCreated', { opportunityId, vioId: vio.id, opportunity, personal: await t.platform.infra.vault.seal(vio.id, personal) }),
      event('OpportunityApproved', { opportunityId, vioId: vio.id, adminId: vio.id }),
    ],
    { expected: 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
};

const openTitles = ['Open one', 'Open two', 'Open three'];
beforeAll(async () => {
  t = await startTestPlatform('open-data');
  admin = await t.api.login(ADMIN.email, ADMIN.password);
  vio = await onboardVio(t, admin, { name: 'Green Lanka Trust' });
  // Posted in another order than approved: the feed is in order of approval (publication).
  const three = await create('Open three');
  const one = await create('Open one');
  const two = await create('Open two', { type: 'ONLINE' });
  for (const id of [one, two, three]) await review(id, true);
  await create('Awaiting review');
  await review(await create('Rejected one'), false);
  await appendPastOpportunity('Closed: its last day has passed');
  await t.platform.projections.runner.caughtUp();
}, 180_000);
afterAll(async () => t?.stop());

const feed = async (query = '') => {
  const r = await t.api.get(`/api/open-data/opportunities${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const titles = (body: any) => body['@graph'].map((a: { title: string }) => a.title);

describe('GET /api/open-data/opportunities', () => {
  it('publishes the open opportunities only, in order of approval, as JSON-LD anyone may read', async () => {
    const r = await feed();
    expect(r.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('x-total-count')).toBe('3');
    expect(titles(r.body)).toEqual(openTitles);
    expect(r.body).toMatchObject({ '@context': 'https://api.volunteeringdata.io/context/v1', totalItems: 3, page: 1, pageSize: 100 });
    expect(r.body).not.toHaveProperty('next');
    const [first, online] = r.body['@graph'];
    expect(first).toMatchObject({ organisation: { type: 'Organisation', name: 'Green Lanka Trust', id: `${t.platform.url}/vio/${vio.id}` } });
    expect(first.id).toMatch(new RegExp(`^${t.platform.url}/viewOpportunity/[0-9a-f-]{36}$`));
    expect(first.session[0].location[0].district.code).toMatch(/^\d+$/);
    expect(online.role[0].allowsRemoteParticipation).toBe(true);
  });

  it('validates against its JSON Schema (docs/open-data) and the standard\'s published shapes', async () => {
    const validate = new Ajv({ allErrors: true, strict: true }).compile(feedSchema());
    for (const query of ['', '?lang=si', '?lang=ta&pageSize=2', '?page=2&pageSize=2', '?page=50']) {
      const { body } = await feed(query);
      expect(validate(body), `${query}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(standardShapeProblems(body), query).toEqual([]);
    }
  });

  it('pages with page and pageSize, linking the next page in the body and the Link header', async () => {
    const first = await feed('?pageSize=2');
    expect(titles(first.body)).toEqual(openTitles.slice(0, 2));
    const next = first.body.next as string;
    expect(next).toBe(`${t.platform.url}/api/open-data/opportunities?page=2&pageSize=2`);
    expect(first.headers.get('link')).toContain(`<${next}>; rel="next"`);
    const second = await feed(next.slice(t.platform.url.length + '/api/open-data/opportunities'.length));
    expect(titles(second.body)).toEqual(openTitles.slice(2));
    expect(second.body).not.toHaveProperty('next');
    expect(second.body.prev).toBe(`${t.platform.url}/api/open-data/opportunities?page=1&pageSize=2`);
    const past = await feed('?page=9&pageSize=2');
    expect(past.body['@graph']).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('3');
    expect((await feed('?pageSize=5000')).headers.get('x-page-size')).toBe('100');
    expect(await t.api.get('/api/open-data/opportunities?page=0')).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it('gives descriptions and place names in the asked language (en, si, ta)', async () => {
    const english = validOpportunity();
    const si = (await feed('?lang=si')).body['@graph'][0];
    expect(si.description).toBe(english.descriptionSinhala);
    expect(si.session[0].location[0].address).toMatch(/ශ්‍රී ලංකාව$/);
    expect((await feed('?lang=ta')).body['@graph'][0].description).toBe(english.descriptionTamil);
    expect((await feed()).body['@graph'][0].description).toBe(english.descriptionEnglish);
    expect((await feed('?lang=si')).body.next ?? (await feed('?lang=si&pageSize=1')).body.next).toContain('lang=si');
    expect(await t.api.get('/api/open-data/opportunities?lang=fr')).toMatchObject({ status: 400, body: { message: 'lang must be en, si or ta', field: 'lang' } });
    expect(await t.api.get('/api/open-data/opportunities?lang=si&lang=ta')).toMatchObject({ status: 400, body: { field: 'lang' } });
    expect((await feed('?lang=')).body.inLanguage).toBe('en');
  });

  it('carries no personal data: no supervisor name, e-mail or phone, no VIO e-mail, anywhere in any language', async () => {
    // The supervisor is real and readable where it should be: the owning VIO sees it on its opportunity.
    const id = (await feed()).body['@graph'][0].id.split('/').pop();
    expect((await t.api.get(`/api/opportunity/get/${id}`, vio.token)).body).toMatchObject({ supervisorEmail: supervisor.supervisorEmail });
    for (const lang of ['en', 'si', 'ta']) {
      const text = JSON.stringify((await feed(`?lang=${lang}`)).body);
      for (const value of [...Object.values(supervisor), vio.email, 'supervisor']) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
      expect(text).not.toMatch(/@example\.lk|\b07\d{8}\b|\b0\d{9}\b/);
    }
  });

  it('is compressed (brotli, else gzip) for a client that accepts it, the same document as uncompressed', async () => {
    const plain = await fetch(`${t.platform.url}/api/open-data/opportunities`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    for (const [accept, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br', 'br']]) {
      const r = await fetch(`${t.platform.url}/api/open-data/opportunities`, { headers: { 'accept-encoding': accept } });
      expect(r.headers.get('content-encoding'), accept).toBe(coding);
      expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(r.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 2);
      expect(await r.text(), accept).toBe(text);
    }
    expect(JSON.parse(text)['@graph']).toHaveLength(3);
  });

  it('is walked to the end by the documented consumer (scripts/docs/open-data-consumer.mjs), as a module and as a command', async () => {
    const walked = await walkFeed(t.platform.url, { pageSize: 1, lang: 'si' });
    expect(walked.map((a) => a.title)).toEqual(openTitles);
    const district = walked[0].session[0].location[0].district.name;
    expect(countByDistrict(walked)).toEqual([[district, 3]]);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/docs/open-data-consumer.mjs', t.platform.url, 'si'], { timeout: 30_000 });
    expect(stdout).toBe(`     3  ${district}\n     3  open opportunities in all\n`);
  });

  it('answers from its cache until the opportunities change, then at once with the change', async () => {
    const before = await feed();
    // Written behind the projection's back (only a test does this): the version does not move, the cached page stays.
    await t.platform.infra.pool.query(`UPDATE rm_opportunities SET title = 'Renamed behind the projection', data = data || '{"title": "Renamed behind the projection"}' WHERE title = 'Open one'`);
    expect((await feed()).body).toEqual(before.body);
    await review(await create('Open four'), true);
    const after = await feed();
    expect(titles(after.body)).toEqual(['Renamed behind the projection', 'Open two', 'Open three', 'Open four']);
    expect(after.headers.get('x-total-count')).toBe('4');
  });
});
