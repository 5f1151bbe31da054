/**
 * The platform's terms as pages (issue 27), at phone width: a volunteer follows the bio's terms link to the
 * conditions of service (a new tab, so the bio stays as it was), reads them in English, switches to Sinhala and
 * to Tamil from the page, goes to the privacy policy and its erasure section from the table of contents; every
 * version says it is a draft for the secretariat's review. An anonymous phone without the console's script gets the
 * privacy policy written in the HTML (prerendered) in Sinhala; /aboutus and the organisation's profile link the
 * pages. Every state is audited for accessibility by the journey support (new tabs included, through `audited`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogues } from '../../console/src/i18n/catalogues';
import { text as privacyEn } from '../../console/src/pages/content/policies/texts/privacy-policy.en';
import { text as privacySi } from '../../console/src/pages/content/policies/texts/privacy-policy.si';
import { text as privacyTa } from '../../console/src/pages/content/policies/texts/privacy-policy.ta';
import { text as conditionsEn } from '../../console/src/pages/content/policies/texts/conditions-of-service.en';
import { text as conditionsSi } from '../../console/src/pages/content/policies/texts/conditions-of-service.si';
import { text as conditionsTa } from '../../console/src/pages/content/policies/texts/conditions-of-service.ta';
import { audited } from './a11y';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, nic1995, screenshot, unique } from './support';
import { login, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const { en, si, ta } = catalogues;

/** The document on screen: its title, the draft banner, the first section's heading, the page's language. */
const documentOnScreen = async (page: Page) => ({
  title: (await page.locator('[data-testid="policy-page"] h2').first().textContent())?.trim(),
  draft: (await page.getByTestId('policy-draft').locator('strong').textContent())?.trim(),
  firstSection: (await page.getByTestId('policy-section').first().locator('h3').textContent())?.trim(),
  lang: await page.evaluate(() => document.documentElement.lang),
});

suite('Policies journey (phone): the terms a volunteer agrees to are documents', () => {
  const browser = createBrowserSession();
  const volunteer = { firstName: 'Kumari', lastName: 'Silva', nic: nic1995(), email: `vol-pol-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  const vio = { name: `Coast Clean-up ${unique()}`, email: `vio-pol-${unique()}@example.lk`, password: 'Organisation#2026' };

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    await onboardVolunteer(admin, volunteer);
    await onboardVio(admin, vio);
  }, 240_000);
  afterAll(() => browser.close());

  it("from the bio's terms link to the conditions, then in Sinhala and Tamil, then the privacy policy's erasure section", async () => {
    const page = await browser.fresh();
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
    await page.goto(`${BASE}/profile`);
    const terms = page.getByTestId('bio-terms');
    await terms.waitFor();
    // The conditions' English link (its name says that it opens a new tab).
    const link = terms.locator('li').first().getByRole('link', { name: /^English/ });
    expect(await link.getAttribute('href')).toBe('/policies/conditions-of-service?lang=en');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    const doc = audited(opened);
    await doc.getByTestId('policy-section').first().waitFor();
    expect(new URL(doc.url()).pathname).toBe('/policies/conditions-of-service');
    expect(await documentOnScreen(doc)).toEqual({ title: en['content.documents.conditions-of-service'], draft: en['policies.draft'], firstSection: conditionsEn.sections[0].heading, lang: 'en' });
    expect(await doc.getByTestId('policy-contents').locator('a').count()).toBe(conditionsEn.sections.length);
    // The bio is still there in the first tab.
    expect(await page.getByTestId('bio-terms').isVisible()).toBe(true);
    await screenshot(doc, 'policies-conditions-en');

    // Sinhala, from the page's own language links.
    await doc.getByTestId('policy-languages').getByRole('link', { name: 'සිංහල' }).click();
    await expect.poll(async () => (await documentOnScreen(doc)).firstSection).toBe(conditionsSi.sections[0].heading);
    expect(await documentOnScreen(doc)).toEqual({ title: si['content.documents.conditions-of-service'], draft: si['policies.draft'], firstSection: conditionsSi.sections[0].heading, lang: 'si' });
    expect(new URL(doc.url()).searchParams.get('lang')).toBe('si');
    // Read on a phone: nothing wider than the screen.
    expect(await doc.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(doc, 'policies-conditions-si');

    // Tamil.
    await doc.getByTestId('policy-languages').getByRole('link', { name: 'தமிழ்' }).click();
    await expect.poll(async () => (await documentOnScreen(doc)).firstSection).toBe(conditionsTa.sections[0].heading);
    expect(await documentOnScreen(doc)).toEqual({ title: ta['content.documents.conditions-of-service'], draft: ta['policies.draft'], firstSection: conditionsTa.sections[0].heading, lang: 'ta' });
    // Read on a phone: nothing wider than the screen.
    expect(await doc.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(doc, 'policies-conditions-ta');
    // The header's language switch changes the document too, and the page's own link still works after it.
    await doc.locator('.top-bar select[name="language"]').selectOption('en');
    await expect.poll(async () => (await documentOnScreen(doc)).firstSection).toBe(conditionsEn.sections[0].heading);
    await doc.getByTestId('policy-languages').getByRole('link', { name: 'தமிழ்' }).click();
    await expect.poll(async () => (await documentOnScreen(doc)).firstSection).toBe(conditionsTa.sections[0].heading);

    // The privacy policy, from "Other documents", still in Tamil; its erasure section from the table of contents.
    await doc.locator('.policy-others').getByRole('link', { name: ta['content.documents.privacy-policy'] }).click();
    await doc.waitForURL((url) => url.pathname === '/policies/privacy-policy');
    await expect.poll(async () => (await documentOnScreen(doc)).firstSection).toBe(privacyTa.sections[0].heading);
    const erasureHeading = privacyTa.sections.find((s) => s.id === 'erasure')!.heading;
    await doc.getByTestId('policy-contents').getByRole('link', { name: erasureHeading }).click();
    await doc.waitForURL((url) => url.hash === '#erasure');
    const erasure = doc.locator('section#erasure');
    expect((await erasure.locator('h3').textContent())?.trim()).toBe(erasureHeading);
    await expect.poll(() => erasure.locator('h3').evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await erasure.locator('li').count()).toBe(3);
    // The blanks the secretariat must fill are marked on the page.
    expect(await doc.locator('mark.policy-blank').count()).toBeGreaterThan(3);
    // Read on a phone: nothing wider than the screen.
    expect(await doc.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(doc, 'policies-privacy-ta');
    await doc.close();
  });

  it("an anonymous phone gets the privacy policy written in the page's HTML, in Sinhala, before any script", async () => {
    const page = await browser.another({ script: false });
    await page.goto(`${BASE}/policies/privacy-policy?lang=si`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
    expect((await page.getByTestId('policy-draft').locator('strong').textContent())?.trim()).toBe(si['policies.draft']);
    const erasure = privacySi.sections.find((s) => s.id === 'erasure')!;
    expect((await page.locator('section#erasure h3').textContent())?.trim()).toBe(erasure.heading);
    expect(await page.locator('section[id^="store-"]').count()).toBe(privacySi.sections.find((s) => s.id === 'what-we-store')!.sections!.length);
    await screenshot(page, 'policies-privacy-si-prerendered');
  });

  it('/aboutus links each document, in English; an unknown document is not found', async () => {
    const page = await browser.fresh();
    await page.goto(`${BASE}/aboutus`);
    const online = page.getByTestId('reference-document-online');
    await online.first().waitFor();
    expect(await online.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/policies/conditions-of-service',
      '/policies/copyright-and-terms-of-use',
      '/policies/privacy-policy',
    ]);
    await online.nth(2).click();
    await page.waitForURL((url) => url.pathname === '/policies/privacy-policy');
    await expect.poll(async () => (await documentOnScreen(page)).firstSection).toBe(privacyEn.sections[0].heading);
    await page.goto(`${BASE}/policies/no-such-document`);
    await page.getByTestId('page-error').waitFor();
    expect((await page.getByTestId('page-error').textContent())?.trim()).toBe(en['notFound.body']);
  });

  it("the organisation's profile links the documents (each in a new tab)", async () => {
    const page = await browser.fresh();
    await loginAndLand(page, vio.email, vio.password, '/vioHome');
    await page.goto(`${BASE}/vioprofile`);
    const links = page.getByTestId('vio-terms-documents').locator('a');
    await links.first().waitFor();
    expect(await links.evaluateAll((all) => all.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual([
      ['/policies/conditions-of-service', '_blank'],
      ['/policies/privacy-policy', '_blank'],
      ['/policies/copyright-and-terms-of-use', '_blank'],
      ['/aboutus', '_blank'],
    ]);
  });
});
