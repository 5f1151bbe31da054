import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@nvp/http-kit';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { onboardVio, validOpportunity } from '../../../command-api/src/opportunity/test-support';
import { newVolunteer } from '../../../command-api/src/account/test-support';
import { FALLBACK_SHELL } from './shell';

/**
 * Findable through the real platform (issue 25): robots.txt, the sitemap from the read models, and the head the
 * server writes into /viewOpportunity/:id. Opportunities and organisations are made through the real calls. The
 * app shell is console/dist/index.html when the console is built (npm test builds it), else the fallback shell.
 */
const BASE = 'https://volunteer.example.lk';
const HOSTILE = `</script><script>alert(1)</script>"'&`;
const SUPERVISOR = { supervisorName: 'Kumari Supervisor', supervisorEmail: 'kumari.supervisor@example.lk', supervisorMobile: '0779876543', supervisorLandline: '0112223344' };
const shellFile = path.resolve('console/dist/index.html');
const shell = () => (existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : FALLBACK_SHELL);

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let owner: Awaited<ReturnType<typeof onboardVio>>;
let waiting: Awaited<ReturnType<typeof onboardVio>>;
const ids = { approved: '', online: '', pending: '', rejected: '', deleted: '', hostile: '' };

beforeAll(async () => {
  t = await startTestPlatform('findable', { publicUrl: BASE });
  const admin = await t.api.login(ADMIN.email, ADMIN.password);
  owner = await onboardVio(t, admin, { name: 'Findable Beach Friends' });
  waiting = await onboardVio(t, admin, { approve: false, name: 'Findable Waiting Organisation' });
  const post = async (overrides: Record<string, unknown>) => {
    const r = await t.api.post('/api/vio/create-opportunity', validOpportunity({ ...SUPERVISOR, ...overrides }), { token: owner.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.id as string;
  };
  const review = async (id: string, approve: boolean) => expect((await t.api.post('/api/admin/opportunity/review', { id, approve }, { token: admin })).status).toBe(200);
  ids.approved = await post({ title: 'Findable mangrove replanting' });
  ids.online = await post({ title: 'Findable online tutoring', type: 'ONLINE' });
  ids.pending = await post({ title: 'Findable pending' });
  ids.rejected = await post({ title: 'Findable rejected' });
  ids.deleted = await post({ title: 'Findable deleted' });
  ids.hostile = await post({ title: HOSTILE });
  for (const id of [ids.approved, ids.online, ids.deleted, ids.hostile]) await review(id, true);
  await review(ids.rejected, false);
  expect((await t.api.call('DELETE', `/api/opportunity/delete/${ids.deleted}`, { token: owner.token })).status).toBe(200);
  await t.platform.projections.runner.caughtUp();
}, 180_000);
afterAll(async () => t?.stop());

const get = async (route: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.platform.url}${route}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}
/**
 * A strict reader of the XML subset a sitemap uses (declaration, elements, double-quoted attributes, text with the
 * five entities): throws on anything else, an unclosed or crossed element, a raw `<` or `&` in text or attributes.
 */
const parseXml = (xml: string): XmlElement => {
  const entity = /&(?:amp|lt|gt|quot|apos);/g;
  const clean = (value: string, where: string) => {
    if (/[<&]/.test(value.replace(entity, ''))) throw new Error(`bad character in ${where}: ${value.slice(0, 80)}`);
    return value.replace(entity, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e]!);
  };
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"]*")*)\s*(\/?)>/y;
  let at = declaration[0].length;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    stack.at(-1)!.text += clean(text, 'text');
    if (next === -1) break;
    tag.lastIndex = next;
    const m = tag.exec(xml);
    if (!m) throw new Error(`not a tag at ${next}: ${xml.slice(next, next + 60)}`);
    const [, closing, name, attributeText, selfClosing] = m;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
    } else {
      const attributes = Object.fromEntries([...attributeText.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, k, v]) => [k, clean(v, `attribute ${k}`)]));
      const element: XmlElement = { name, attributes, children: [], text: '' };
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    at = tag.lastIndex;
  }
  if (stack.length !== 1 || root.children.length !== 1 || root.text.trim()) throw new Error('not one root element');
  return root.children[0];
};
const childText = (element: XmlElement, name: string) => element.children.find((c) => c.name === name)?.text;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('robots.txt', () => {
  it('lets crawlers read the public pages, not the API (but the open data feed) nor the admin area, and names the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(r.text).toMatch(/^User-agent: \*$/m);
    expect(r.text).toMatch(/^Allow: \/api\/open-data\/$/m);
    expect(r.text).toMatch(/^Disallow: \/api\/$/m);
    expect(r.text).toMatch(/^Disallow: \/admin$/m);
    expect(r.text).toMatch(/^Disallow: \/dev\/$/m);
    expect(r.text).toMatch(new RegExp(`^Sitemap: ${BASE}/sitemap\\.xml$`, 'm'));
  });
});

describe('the sitemap', () => {
  /** Every <url> of every page the index names. */
  const allUrls = async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const root = parseXml(index.text);
    expect(root).toMatchObject({ name: 'sitemapindex', attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' } });
    const pages = root.children.map((s) => {
      expect(s.name).toBe('sitemap');
      const lastmod = childText(s, 'lastmod');
      if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
      return childText(s, 'loc')!;
    });
    expect(pages).toEqual([`${BASE}/sitemap-pages.xml`, `${BASE}/sitemap-opportunities-1.xml`, `${BASE}/sitemap-vios-1.xml`]);
    const urls: XmlElement[] = [];
    for (const page of pages) {
      const r = await get(page.slice(BASE.length));
      expect(r.status, page).toBe(200);
      const urlset = parseXml(r.text);
      expect(urlset).toMatchObject({ name: 'urlset', attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' } });
      expect(urlset.children.length).toBeLessThanOrEqual(50_000);
      urls.push(...urlset.children);
    }
    return urls;
  };

  it('is an index of pages of <url> entries, each in every language with its alternates', async () => {
    const urls = await allUrls();
    for (const url of urls) {
      expect(url.name).toBe('url');
      const loc = childText(url, 'loc')!;
      expect(loc).toMatch(new RegExp(`^${BASE}/.*\\?lang=(en|si|ta)$`));
      const links = url.children.filter((c) => c.name === 'xhtml:link');
      expect(links.map((l) => l.attributes.hreflang)).toEqual(['en', 'si', 'ta', 'x-default']);
      expect(links.every((l) => l.attributes.rel === 'alternate')).toBe(true);
      const bare = loc.replace(/\?lang=\w+$/, '');
      expect(links.map((l) => l.attributes.href)).toEqual([`${bare}?lang=en`, `${bare}?lang=si`, `${bare}?lang=ta`, bare]);
    }
  });

  it('lists approved opportunities (with lastmod) and approved organisations; not a pending, rejected or deleted one, nor volunteers', async () => {
    const urls = await allUrls();
    const locs = urls.map((u) => childText(u, 'loc')!);
    for (const id of [ids.approved, ids.online, ids.hostile]) {
      for (const lang of ['en', 'si', 'ta']) expect(locs).toContain(`${BASE}/viewOpportunity/${id}?lang=${lang}`);
    }
    for (const id of [ids.pending, ids.rejected, ids.deleted]) expect(locs.filter((l) => l.includes(id))).toEqual([]);
    const approved = urls.find((u) => childText(u, 'loc') === `${BASE}/viewOpportunity/${ids.approved}?lang=en`)!;
    expect(childText(approved, 'lastmod')).toMatch(W3C_DATETIME);
    expect(locs).toContain(`${BASE}/vio/${owner.id}?lang=en`);
    expect(locs.filter((l) => l.includes(waiting.id))).toEqual([]);
    expect(locs.filter((l) => l.includes('/volunteer/'))).toEqual([]);
    expect(locs).toContain(`${BASE}/aboutus?lang=ta`);
    // The platform's terms (issue 27).
    expect(locs).toContain(`${BASE}/policies/privacy-policy?lang=si`);
  });

  it('follows the read model: an approved opportunity deleted now leaves it', async () => {
    const before = (await allUrls()).map((u) => childText(u, 'loc')!);
    expect(before).toContain(`${BASE}/viewOpportunity/${ids.online}?lang=en`);
    expect((await t.api.call('DELETE', `/api/opportunity/delete/${ids.online}`, { token: owner.token })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const after = (await allUrls()).map((u) => childText(u, 'loc')!);
    expect(after.filter((l) => l.includes(ids.online))).toEqual([]);
    expect(after).toContain(`${BASE}/viewOpportunity/${ids.approved}?lang=en`);
  });

  it('has no page past the end, and no other name', async () => {
    expect((await get('/sitemap-opportunities-2.xml')).status).toBe(404);
    expect((await get('/sitemap-volunteers-1.xml')).status).toBe(404);
    expect((await get('/sitemap-opportunities-0.xml')).status).toBe(404);
  });
});

/** The API answers a page was rendered with (the console reads them from this JSON block; it is never run). */
const answersOf = (html: string) => {
  const block = /<script type="application\/json" id="nvp-answers">([\s\S]*?)<\/script>/.exec(html);
  return (block ? JSON.parse(block[1]) : {}) as Record<string, { body: any; headers: Record<string, string> }>;
};

describe('public pages rendered with their data (issue 25)', () => {
  it('the opportunity list arrives with its first page of cards, and the answer it was rendered with', async () => {
    // Past its time budget (a cold renderer on a loaded machine) a page goes out without its data; the render goes on.
    await expect.poll(async () => (await get('/volunteer-opportunities?lang=si')).text.includes('nvp-answers'), { timeout: 30_000 }).toBe(true);
    const r = await get('/volunteer-opportunities?lang=si');
    expect(r.status).toBe(200);
    expect(r.headers.get('vary')).toMatch(/cookie/i);
    expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(r.text).toContain('<div id="root" data-prerendered="/volunteer-opportunities|si">');
    expect(r.text).toMatch(/opportunity-card-title[^"]*"[^>]*>(<[^>]*>)*Findable mangrove replanting</);
    const answers = answersOf(r.text);
    const [list, ...others] = Object.keys(answers);
    expect(others).toEqual([]);
    expect(list).toBe('/api/opportunity/getOpportunities?searchValue=&type=ALL&page=1&pageSize=12');
    expect(answers[list].body.map((o: { id: string }) => o.id)).toContain(ids.approved);
    expect(Number(answers[list].headers['x-total-count'])).toBe(answers[list].body.length);
    // No style attribute (the CSP refuses them in HTML) and nothing of the supervisors.
    expect(r.text).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    for (const value of Object.values(SUPERVISOR)) expect(r.text).not.toContain(value);
  });

  it("an opportunity's page arrives with its description in the language asked, and the same page for the cookie's language", async () => {
    await expect.poll(async () => (await get(`/viewOpportunity/${ids.approved}?lang=si`)).text.includes('nvp-answers'), { timeout: 30_000 }).toBe(true);
    const r = await get(`/viewOpportunity/${ids.approved}?lang=si`);
    expect(r.text).toContain(`<div id="root" data-prerendered="/viewOpportunity/${ids.approved}|si">`);
    expect(r.text).toMatch(/data-testid="opportunity-description"[^>]*>වෙරළ/);
    expect(Object.keys(answersOf(r.text))).toEqual([`/api/opportunity/get/${ids.approved}`]);
    expect(r.text).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    await expect.poll(async () => (await get(`/viewOpportunity/${ids.approved}`, { cookie: 'nvp-lang=ta' })).text.includes('nvp-answers'), { timeout: 30_000 }).toBe(true);
    const kept = await get(`/viewOpportunity/${ids.approved}`, { cookie: 'nvp-lang=ta' });
    expect(kept.text).toContain(`data-prerendered="/viewOpportunity/${ids.approved}|ta"`);
    expect(kept.text).toMatch(/<html lang="ta"/);
  });

  /** The page once its render is in (a visitor past the time budget gets it without its data). */
  const renderedPage = async (route: string, headers: Record<string, string> = {}) => {
    await expect.poll(async () => (await get(route, headers)).text.includes('nvp-answers'), { timeout: 30_000 }).toBe(true);
    return get(route, headers);
  };

  it("the landing arrives with its figures and goals (its one read, asked by POST), hydrated without asking again", async () => {
    const r = await renderedPage('/?lang=si');
    expect(r.text).toContain('<div id="root" data-prerendered="/|si">');
    expect(Object.keys(answersOf(r.text))).toEqual(['POST /api/report/home']);
    expect(r.text).toContain('data-testid="landing-statistics"');
    expect(r.text).toMatch(/class="goal-tile sdg-goal-17"/);
    expect(r.text).not.toMatch(/<[a-z][^>]*\sstyle="/i);
  });

  it("an organisation's public profile arrives with its name and figures, its head named after it", async () => {
    const r = await renderedPage(`/vio/${owner.id}?lang=ta`);
    expect(r.status).toBe(200);
    expect(r.headers.get('vary')).toMatch(/cookie/i);
    expect(r.text).toContain(`<div id="root" data-prerendered="/vio/${owner.id}|ta">`);
    expect(r.text).toMatch(/data-testid="vio-public-name"[^>]*>Findable Beach Friends</);
    expect(r.text).toMatch(/<title>Findable Beach Friends · [^<]+<\/title>/);
    expect(r.text).toContain(`<link rel="canonical" href="${BASE}/vio/${owner.id}?lang=ta" />`);
    expect(Object.keys(answersOf(r.text))).toEqual([`/api/vio/public-view/${owner.id}`]);
    expect(r.text).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    expect(r.text).not.toContain('name="robots"');
  });

  it("a volunteer's public profile arrives with the name, asks search engines not to list it, and carries no contact details", async () => {
    const volunteer = await newVolunteer(t, { firstName: 'Findable', lastName: 'Volunteer' });
    const r = await renderedPage(`/volunteer/${volunteer.id}`);
    expect(r.text).toContain(`<div id="root" data-prerendered="/volunteer/${volunteer.id}|en">`);
    expect(r.text).toContain('Findable Volunteer');
    expect(r.text).toContain('<meta name="robots" content="noindex" />');
    for (const value of [volunteer.email, volunteer.nic]) expect(r.text).not.toContain(value);
  });

  it('the news arrive with the page, and a page shows what the API says now: a new item in, an archived one out', async () => {
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const first = await t.api.post('/api/news/admin/create', { title: 'Findable beach clean in Galle', body: 'Bring gloves.' }, { token: admin });
    expect(first.status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    await expect.poll(async () => (await get('/newsfeed?lang=en')).text.includes('Findable beach clean in Galle'), { timeout: 30_000 }).toBe(true);
    const r = await get('/newsfeed?lang=en');
    expect(r.text).toContain('<div id="root" data-prerendered="/newsfeed|en">');
    expect(Object.keys(answersOf(r.text))).toEqual(['/api/news/home/list?page=1&pageSize=100']);
    expect((await t.api.call('PUT', `/api/news/admin/archive/${first.body.id}`, { token: admin, body: {} })).status).toBe(200);
    expect((await t.api.post('/api/news/admin/create', { title: 'Findable tree planting in Kandy', body: 'Saplings provided.' }, { token: admin })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    await expect.poll(async () => (await get('/newsfeed?lang=en')).text.includes('Findable tree planting in Kandy'), { timeout: 30_000 }).toBe(true);
    expect((await get('/newsfeed?lang=en')).text).not.toContain('Findable beach clean in Galle');
  });

  it('an unknown, malformed or not public organisation or volunteer: the plain shell, for the console to say so', async () => {
    for (const route of [`/vio/${waiting.id}`, '/vio/00000000-0000-4000-8000-000000000000', '/vio/not-an-id', '/volunteer/00000000-0000-4000-8000-000000000000']) {
      const r = await get(route);
      expect(r.status, route).toBe(200);
      expect(r.text, route).toBe(shell());
    }
  });

  it('a logged-in device gets the shell with the head alone; the list the plain shell', async () => {
    const opportunity = await get(`/viewOpportunity/${ids.approved}`, { cookie: 'nvp-signed-in=1' });
    expect(opportunity.text).not.toContain('data-prerendered');
    expect(opportunity.text).not.toContain('nvp-answers');
    expect(opportunity.text).toMatch(/<title>Findable mangrove replanting · National Volunteering Platform<\/title>/);
    expect((await get('/volunteer-opportunities', { cookie: 'nvp-signed-in=1' })).text).toBe(shell());
    expect((await get(`/vio/${owner.id}`, { cookie: 'nvp-signed-in=1' })).text).toBe(shell());
  });
});

describe('/viewOpportunity/:id as the server writes it', () => {
  const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);
  const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it('carries the title, description, Open Graph, Twitter card, canonical, hreflang and a JobPosting in the app shell, under the strict CSP', async () => {
    const r = await get(`/viewOpportunity/${ids.approved}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(r.text).toMatch(/<title>Findable mangrove replanting · National Volunteering Platform<\/title>/);
    expect(metaContent(r.text, 'property', 'og:title')).toEqual(['Findable mangrove replanting']);
    expect(metaContent(r.text, 'name', 'description')).toEqual([expect.stringMatching(/^Help us clean the beach/)]);
    expect(metaContent(r.text, 'property', 'og:url')).toEqual([`${BASE}/viewOpportunity/${ids.approved}?lang=en`]);
    expect(metaContent(r.text, 'property', 'og:type')).toEqual(['website']);
    expect(metaContent(r.text, 'property', 'og:site_name')).toEqual(['National Volunteering Platform']);
    expect(metaContent(r.text, 'property', 'og:locale')).toEqual(['en_LK']);
    expect(metaContent(r.text, 'property', 'og:locale:alternate')).toEqual(['si_LK', 'ta_LK']);
    expect(metaContent(r.text, 'name', 'twitter:card')).toEqual(['summary']);
    expect(r.text).toContain(`<link rel="canonical" href="${BASE}/viewOpportunity/${ids.approved}?lang=en" />`);
    expect(r.text).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/viewOpportunity/${ids.approved}" />`);
    // The shell's own scripts are still there, after the head.
    for (const tag of scriptTags(shell()).filter((s) => !s.includes('ld+json'))) expect(r.text).toContain(tag);
    const [posting, ...more] = jsonLdOf(r.text);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Findable mangrove replanting',
      employmentType: 'VOLUNTEER',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/T23:59:59\+05:30$/),
      hiringOrganization: { '@type': 'Organization', name: 'Findable Beach Friends', url: `${BASE}/vio/${owner.id}?lang=en` },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'LK', streetAddress: 'Mount Lavinia beach' } },
    });
    expect(posting.description).toMatch(/^<p>Help us clean the beach/);
  });

  it('names no supervisor: not the name, e-mail or phones', async () => {
    for (const lang of ['', '?lang=si', '?lang=ta']) {
      const { text } = await get(`/viewOpportunity/${ids.approved}${lang}`);
      for (const value of Object.values(SUPERVISOR)) expect(text).not.toContain(value);
      expect(text).not.toMatch(/kumari/i);
    }
  });

  it('?lang=si: Sinhala description, locale and canonical; the title as the VIO wrote it', async () => {
    const { status, text } = await get(`/viewOpportunity/${ids.approved}?lang=si`);
    expect(status).toBe(200);
    expect(text).toMatch(/<html lang="si"/);
    expect(metaContent(text, 'property', 'og:title')).toEqual(['Findable mangrove replanting']);
    expect(metaContent(text, 'name', 'description')[0]).toMatch(/^වෙරළ/);
    expect(metaContent(text, 'property', 'og:locale')).toEqual(['si_LK']);
    expect(metaContent(text, 'property', 'og:site_name')).toEqual(['ජාතික ස්වේච්ඡා සේවා වේදිකාව']);
    expect(text).toContain(`<link rel="canonical" href="${BASE}/viewOpportunity/${ids.approved}?lang=si" />`);
    expect(jsonLdOf(text)[0].description).toMatch(/^<p>වෙරළ/);
    // Another value is English (the console reads ?lang= the same way).
    expect(metaContent((await get(`/viewOpportunity/${ids.approved}?lang=fr`)).text, 'property', 'og:locale')).toEqual(['en_LK']);
  });

  it('a hostile title cannot leave its attribute, element or data block', async () => {
    await expect.poll(async () => (await get(`/viewOpportunity/${ids.hostile}`)).text.includes('nvp-answers'), { timeout: 30_000 }).toBe(true);
    const { status, text } = await get(`/viewOpportunity/${ids.hostile}`);
    expect(status).toBe(200);
    expect(text).not.toContain('<script>alert(1)');
    expect(scriptTags(text).filter((s) => !/type="application\/ld\+json"|type="module"|type="application\/json" id="nvp-answers"/.test(s))).toEqual([]);
    expect(metaContent(text, 'property', 'og:title')).toEqual(['&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;']);
    expect(jsonLdOf(text)[0].title).toBe(HOSTILE);
    expect(text.slice(0, text.indexOf('</head>')).match(/<\/title>/g)).toHaveLength(1);
    // In the page the server rendered and in the answer it was rendered with, the title is text.
    expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answersOf(text)[`/api/opportunity/get/${ids.hostile}`]?.body).toMatchObject({ title: HOSTILE });
  });

  it('an unknown, malformed, pending, rejected or deleted id: the plain app shell with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ids.pending, ids.rejected, ids.deleted]) {
      const r = await get(`/viewOpportunity/${id}?lang=si`);
      expect(r.status, id).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.text).toBe(shell());
    }
  });

  it('is compressed for a client that accepts it, and answers a signed-in or bad token the same (public: everyone)', async () => {
    const compressed = await fetch(`${t.platform.url}/viewOpportunity/${ids.approved}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const plain = (await get(`/viewOpportunity/${ids.approved}`)).text;
    expect(await compressed.text()).toBe(plain);
    expect((await get(`/viewOpportunity/${ids.approved}`, { token: owner.token })).text).toBe(plain);
    expect((await get(`/viewOpportunity/${ids.approved}`, { token: 'not-a-token' })).status).toBe(200);
    expect((await get('/robots.txt', { token: 'not-a-token' })).status).toBe(200);
  });
});
