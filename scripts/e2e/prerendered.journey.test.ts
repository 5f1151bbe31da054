/**
 * The public pages painted from HTML (issue 25): each prerendered page arrives from the server already written in
 * the language asked (its head too), reads whole in a browser that has not run the script yet, and is then
 * hydrated in place — no mismatch (support.ts fails a test on one), its form usable only once it is. A visitor
 * whose language was kept on the device gets it; a logged-in user gets the plain shell and their own header; once
 * logged out the prerendered page comes back. Accessibility is audited before every action (./a11y.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRERENDERED_PAGES } from '@nvp/events';
import { catalogues } from '../../console/src/i18n/catalogues';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, nic1995, screenshot, unique } from './support';
import { validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const { en, si, ta } = catalogues;

/** How the console started on this page: 'hydrated' (the server's HTML kept) or 'rendered' (drawn in the browser). */
const bootOf = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.dataset.boot);
  return page.evaluate(() => document.documentElement.dataset.boot);
};

suite('Public pages are painted from the server and hydrated in place', () => {
  const browser = createBrowserSession();
  const volunteer = { firstName: 'Nimali', lastName: 'Gunawardena', nic: nic1995(), email: `vol-pre-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };

  const vio = { name: `Prerendered Friends ${unique()}`, email: `vio-pre-${unique()}@example.lk`, password: 'Organisation#2026' };
  const opportunityTitle = `Reef Survey ${unique()}`;
  const newsTitle = `Prerendered news ${unique()}`;
  const ids = { volunteer: '', vio: '' };

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    ids.volunteer = await onboardVolunteer(admin, volunteer);
    // An open opportunity, so the list has a card and the page a description.
    ids.vio = (await onboardVio(admin, vio)).id;
    await must('publish news', call('POST', '/api/news/admin/create', { title: newsTitle, body: 'Bring a hat and water.' }, admin));
    const vioToken = await login(vio.email, vio.password);
    const { id } = await must('create the opportunity', call('POST', '/api/vio/create-opportunity', validOpportunity({ title: opportunityTitle }), vioToken));
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id, approve: true }, admin));
    await eventually('the public opportunity', async () => ((await call('GET', `/api/opportunity/get/${id}`)).status === 200 ? true : undefined));
  }, 240_000);
  afterAll(() => browser.close());

  it('every prerendered page arrives written in the language asked, with its head in it', async () => {
    for (const path of PRERENDERED_PAGES) {
      for (const [language, messages] of [['en', en], ['si', si], ['ta', ta]] as const) {
        const response = await fetch(`${BASE}${path}?lang=${language}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html, `${path} in ${language}`).toContain(`<div id="root" data-prerendered="${path}|${language}">`);
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(messages['a11y.skipToContent']);
        expect(html).toMatch(new RegExp(`<title>[^<]*${messages['app.name']}</title>`));
        expect(html).toContain('id="main-content"');
      }
    }
  });

  it('a phone that has not run the script yet shows the page whole; with the script it is hydrated and answers', async () => {
    const still = await browser.another({ script: false });
    await still.goto(`${BASE}/aboutus?lang=si`);
    await still.getByRole('heading', { level: 2, name: si['content.about.title'] }).waitFor();
    await still.getByText(si['content.about.socialText']).waitFor();
    await screenshot(still, `prerendered-aboutus-si-no-script-${process.env.E2E_VIEWPORT ?? 'desktop'}`);

    const page = await browser.fresh();
    await page.goto(`${BASE}/aboutus?lang=si`);
    expect(await bootOf(page)).toBe('hydrated');
    await page.getByRole('heading', { level: 2, name: si['content.about.title'] }).waitFor();
    // Hydrated: the language switch works, and the address follows it.
    await page.locator('select[name="language"]').selectOption('ta');
    await page.getByRole('heading', { level: 2, name: ta['content.about.title'] }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ta');
    // The language chosen is told to the server: the next page comes prerendered in it.
    await page.goto(`${BASE}/contactus`);
    expect(await bootOf(page)).toBe('hydrated');
    await page.getByRole('heading', { level: 2, name: ta['content.contact.title'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
  });

  it('nothing on a static page moves when its script arrives: the headings stand where the HTML put them', async () => {
    const headings = (page: Page) =>
      page.evaluate(() => [...document.querySelectorAll('main h2, main h3')].map((h) => `${h.textContent?.trim()} @ ${Math.round(h.getBoundingClientRect().top + window.scrollY)}`));
    const still = await browser.another({ script: false });
    const page = await browser.fresh();
    for (const path of ['/aboutus', '/contactus', '/engage-with-us', '/login', '/register']) {
      await still.goto(`${BASE}${path}?lang=si`);
      await page.goto(`${BASE}${path}?lang=si`);
      expect(await bootOf(page)).toBe('hydrated');
      await page.evaluate(() => document.fonts.ready);
      await still.evaluate(() => document.fonts.ready);
      expect(await headings(page), path).toEqual(await headings(still));
    }
  });

  it('the opportunity list and an opportunity arrive with their data: shown before the script, hydrated without asking again', async () => {
    // Whatever the first page shows (journeys running beside this one add opportunities): this file's own opportunity
    // makes sure there is one. Past its time budget (the first render of new answers on a loaded machine) a page goes
    // out without its data and the render goes on: the next visit has it.
    const still = await browser.another({ script: false });
    await expect
      .poll(async () => {
        await still.goto(`${BASE}/volunteer-opportunities?lang=ta`);
        return still.locator('[data-testid="opportunity-card"]').count();
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);

    const page = await browser.fresh();
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/opportunity/')) lists.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE}/volunteer-opportunities?lang=ta`);
    expect(await bootOf(page)).toBe('hydrated');
    const first = page.locator('.opportunity-card-title').first();
    await first.waitFor();
    expect(lists).toEqual([]);
    const title = (await first.textContent())!.trim();
    const link = (await first.locator('a').getAttribute('href'))!;
    // Live once hydrated: a search asks the API.
    await page.locator('input[name="search"]').fill(title);
    await expect.poll(() => lists.some((p) => p.endsWith('/getOpportunities'))).toBe(true);

    await expect
      .poll(async () => {
        await still.goto(`${BASE}${link}?lang=ta`);
        return still.getByTestId('opportunity-description').count();
      }, { timeout: 30_000 })
      .toBe(1);
    await page.goto(`${BASE}${link}?lang=ta`);
    expect(await bootOf(page)).toBe('hydrated');
    await page.getByTestId('opportunity-description').waitFor();
    expect(lists.filter((p) => p.startsWith('/api/opportunity/get/'))).toEqual([]);
    await screenshot(page, `prerendered-opportunity-ta-${process.env.E2E_VIEWPORT ?? 'desktop'}`);
  });

  it("the news, an organisation's and a volunteer's public profile arrive with their data: shown before the script, hydrated without asking again", async () => {
    const pages = [
      { path: '/newsfeed', shows: (page: Page) => page.getByTestId('news-card').filter({ hasText: newsTitle }), asks: '/api/news/' },
      { path: `/vio/${ids.vio}`, shows: (page: Page) => page.getByTestId('vio-public-name').filter({ hasText: vio.name }), asks: '/api/vio/public-view/' },
      { path: `/volunteer/${ids.volunteer}`, shows: (page: Page) => page.getByText(`${volunteer.firstName} ${volunteer.lastName}`).first(), asks: '/api/volunteer/get/' },
    ];
    const still = await browser.another({ script: false });
    const page = await browser.fresh();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });
    for (const { path, shows, asks } of pages) {
      // Past its time budget a page goes out without its data and the render goes on: the next visit has it.
      await expect
        .poll(async () => {
          await still.goto(`${BASE}${path}?lang=si`);
          return shows(still).count();
        }, { timeout: 30_000 })
        .toBe(1);
      await page.goto(`${BASE}${path}?lang=si`);
      expect(await bootOf(page), path).toBe('hydrated');
      await shows(page).waitFor();
      expect(asked.filter((p) => p.startsWith(asks)), path).toEqual([]);
    }
    // A volunteer's page asks search engines not to list it, from the server's HTML on.
    expect(await still.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    await screenshot(page, `prerendered-volunteer-si-${process.env.E2E_VIEWPORT ?? 'desktop'}`);
  });

  it('every prerendered page hydrates without a mismatch in each language', async () => {
    const page = await browser.fresh();
    for (const language of ['en', 'si', 'ta'] as const) {
      for (const path of PRERENDERED_PAGES) {
        await page.goto(`${BASE}${path}?lang=${language}`);
        expect(await bootOf(page), `${path} in ${language}`).toBe('hydrated');
        await page.locator('#main-content').waitFor();
      }
    }
  });

  it('a slow phone hydrates a Sinhala or Tamil page while the server messages arrive, without a mismatch', async () => {
    // The server messages' chunk (Sinhala and Tamil only) arrives after the first paint and changes the language
    // context; on a slow phone it lands while the page is still hydrating, which must not discard the server's HTML.
    const page = await browser.fresh();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
    for (const language of ['si', 'ta'] as const) {
      for (const path of ['/', '/engage-with-us']) {
        await page.goto(`${BASE}${path}?lang=${language}`);
        expect(await bootOf(page), `${path} in ${language} on a slow phone`).toBe('hydrated');
        await page.locator('#main-content').waitFor();
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }, 240_000);

  it('a visitor whose language was kept on the device before gets it, and the server learns it for the next page', async () => {
    const page = await browser.fresh({ language: 'ta' });
    // No cookie yet (kept by an older console): the server sends English, the console draws Tamil over it.
    await page.goto(`${BASE}/engage-with-us`);
    expect(await bootOf(page)).toBe('rendered');
    await page.getByRole('heading', { level: 2, name: ta['content.engage.title'] }).waitFor();
    await page.goto(`${BASE}/engage-with-us`);
    expect(await bootOf(page)).toBe('hydrated');
    await page.getByRole('heading', { level: 2, name: ta['content.engage.title'] }).waitFor();
  });

  it('the login form on a prerendered page logs in; a logged-in user gets their own header, and the prerendered page again after logging out', async () => {
    const page = await browser.fresh({ language: 'en' });
    await page.goto(`${BASE}/login?lang=en`);
    expect(await bootOf(page)).toBe('hydrated');
    await page.locator('input[name="email"]').fill(volunteer.email);
    await page.locator('input[name="password"]').fill(volunteer.password);
    await page.locator('form').getByRole('button', { name: en['login.submit'] }).click();
    await page.waitForURL((url) => url.pathname === '/volunteerHome');
    // The password never went into an address (a form submitted before hydration would have put it there).
    expect(page.url()).not.toContain(encodeURIComponent(volunteer.password));

    await page.goto(`${BASE}/?lang=en`);
    expect(await bootOf(page)).toBe('rendered');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    await page.getByRole('button', { name: en['nav.logout'] }).waitFor();
    expect(await page.getByRole('button', { name: en['nav.login'] }).count()).toBe(0);
    await screenshot(page, `prerendered-landing-signed-in-${process.env.E2E_VIEWPORT ?? 'desktop'}`);

    await page.getByRole('button', { name: en['nav.logout'] }).click();
    await page.getByRole('button', { name: en['nav.login'] }).waitFor();
    await page.goto(`${BASE}/?lang=en`);
    expect(await bootOf(page)).toBe('hydrated');
  });
});
