import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COOKIES, PRERENDERED_PAGES, prerenderedFile } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { findableRoutes } from './routes';
import { prerenderedLanguage, withPrerendered, withRoot, type PrerenderedHtml } from './prerendered';
import { SHELL } from './shell-fixtures';

const HOSTILE = `</title><script>alert(1)</script>"'&`;

const page = (overrides: Partial<PrerenderedHtml> = {}): PrerenderedHtml => ({
  path: '/aboutus',
  language: 'si',
  title: 'අප ගැන · ජාතික ස්වේච්ඡා සේවා වේදිකාව',
  shortTitle: 'අප ගැන',
  description: 'ජාතික ස්වේච්ඡා වේදිකාව ගැන',
  html: '<div class="shell"><main id="main-content"><h2>අප ගැන</h2></main></div>',
  ...overrides,
});

describe('which prerendered language a request gets', () => {
  it('is the language asked in the link, before the one kept in the cookie', () => {
    expect(prerenderedLanguage({ lang: 'ta' }, `${PAGE_COOKIES.language}=si`)).toBe('ta');
  });
  it('is the kept one without a language in the link, and English on a first visit', () => {
    expect(prerenderedLanguage({}, `other=1; ${PAGE_COOKIES.language}=si`)).toBe('si');
    expect(prerenderedLanguage({}, undefined)).toBe('en');
  });
  it('ignores a language that is not one of the three', () => {
    expect(prerenderedLanguage({ lang: 'fr' }, undefined)).toBe('en');
    expect(prerenderedLanguage({}, `${PAGE_COOKIES.language}=<script>`)).toBe('en');
  });
  it('is none when someone is logged in on the device, or the address asks more than the language', () => {
    expect(prerenderedLanguage({ lang: 'si' }, `${PAGE_COOKIES.signedIn}=1`)).toBeUndefined();
    expect(prerenderedLanguage({ next: '/volunteerHome' }, undefined)).toBeUndefined();
    expect(prerenderedLanguage({ lang: 'en', district: 'Colombo' }, undefined)).toBeUndefined();
  });
  it('is given when the login flag was cleared (logged out: an empty value)', () => {
    expect(prerenderedLanguage({}, `${PAGE_COOKIES.signedIn}=`)).toBe('en');
  });
});

describe('the shell with a prerendered page', () => {
  it('holds the page in #root, marked with its path and language, and its head in that language', () => {
    const html = withPrerendered(SHELL, page(), 'https://volunteer.example.lk');
    expect(html).toContain('<div id="root" data-prerendered="/aboutus|si"><div class="shell"><main id="main-content"><h2>අප ගැන</h2></main></div></div>');
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('<title>අප ගැන · ජාතික ස්වේච්ඡා සේවා වේදිකාව</title>');
    expect(html).toContain('<link rel="canonical" href="https://volunteer.example.lk/aboutus?lang=si" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://volunteer.example.lk/aboutus" />');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });
  it("links the page's own stylesheets in the head, and only this site's built CSS files", () => {
    const html = withPrerendered(SHELL, page({ stylesheets: ['/assets/content-Ab1_c.css', 'https://evil.example/x.css', '/assets/x.css"><script>', '/api/x.css'] }), 'https://volunteer.example.lk');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/content-Ab1_c.css">\n  </head>');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('/api/x.css');
    expect(html).not.toContain('"><script>');
  });
  it('carries the answers a page was rendered with as a JSON block that no text can end', () => {
    const answers = { '/api/x': { body: { title: HOSTILE }, headers: { 'x-total-count': '1' } } };
    const html = withRoot(SHELL, page(), answers);
    const block = /<div id="root" data-prerendered="\/aboutus\|si">[\s\S]*?<\/div><\/div><script type="application\/json" id="nvp-answers">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual(answers);
    expect(withRoot(SHELL, page(), {})).not.toContain('nvp-answers');
  });
  it('escapes the head it writes', () => {
    const html = withPrerendered(SHELL, page({ title: HOSTILE, description: HOSTILE }), 'https://volunteer.example.lk');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('the prerendered pages through their routes', () => {
  let consoleDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'nvp-prerendered-'));
    writeFileSync(path.join(consoleDir, 'index.html'), SHELL);
    mkdirSync(path.join(consoleDir, 'prerendered'));
    for (const pagePath of PRERENDERED_PAGES) {
      for (const language of ['en', 'si'] as const) {
        const html = `<main id="main-content"><h2>${pagePath} in ${language}</h2></main>`;
        writeFileSync(path.join(consoleDir, prerenderedFile(pagePath, language)), JSON.stringify(page({ path: pagePath, language, html })));
      }
    }
    app = Fastify();
    const deps = { config: { publicUrl: 'https://volunteer.example.lk' }, consoleDir } as unknown as QueryApiDeps;
    await app.register(async (scope) => findableRoutes(scope, deps));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('sends each page prerendered in the language asked, checked with the server each visit and varying by cookie', async () => {
    for (const pagePath of PRERENDERED_PAGES) {
      const response = await app.inject({ url: `${pagePath}?lang=si` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Cookie');
      expect(response.body).toContain(`data-prerendered="${pagePath}|si"><main id="main-content"><h2>${pagePath} in si</h2>`);
    }
  });
  it('sends the language kept in the cookie when the link names none', async () => {
    const response = await app.inject({ url: '/contactus', headers: { cookie: `${PAGE_COOKIES.language}=si` } });
    expect(response.body).toContain('data-prerendered="/contactus|si"');
  });
  it('sends the plain shell to a logged-in device, to an address asking more than the language, and when the build has no such page', async () => {
    expect((await app.inject({ url: '/?lang=si', headers: { cookie: `${PAGE_COOKIES.signedIn}=1` } })).body).toBe(SHELL);
    expect((await app.inject({ url: '/login?next=%2FvolunteerHome' })).body).toBe(SHELL);
    // Tamil was not written into this build.
    expect((await app.inject({ url: '/aboutus?lang=ta' })).body).toBe(SHELL);
  });
  it('serves a new build without a restart', async () => {
    writeFileSync(path.join(consoleDir, prerenderedFile('/aboutus', 'en')), JSON.stringify(page({ path: '/aboutus', language: 'en', html: '<main id="main-content">rebuilt, a longer page</main>' })));
    expect((await app.inject({ url: '/aboutus?lang=en' })).body).toContain('rebuilt, a longer page');
  });
});

describe('nginx in front (docker/nginx.conf)', () => {
  it('routes exactly the prerendered pages to the query-api, and sends none of the files they are made from', () => {
    const nginx = readFileSync('docker/nginx.conf', 'utf8');
    const location = /location ~ (\^\/\S+) \{\s*set \$nvp_prerendered_backend query-api:8080;/.exec(nginx);
    expect(location, 'the prerendered pages location').not.toBeNull();
    const routed = new RegExp(location![1]);
    for (const page of PRERENDERED_PAGES) expect(routed.test(page), page).toBe(true);
    for (const other of ['/volunteerHome', '/viewOpportunity/1', '/aboutus/x', '/assets/index.js', '/loginx']) expect(routed.test(other), other).toBe(false);
    expect(nginx).toMatch(/location \^~ \/prerendered\/ \{\s*return 404;/);
  });
});
