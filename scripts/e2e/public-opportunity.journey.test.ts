/**
 * The public opportunity page (issue 25) end to end: a visitor opens /volunteer-opportunities, taps a card and
 * reads the opportunity without an account (no supervisor contact), taps Apply, is asked to log in or register,
 * logs in as a volunteer and is back on the same opportunity with Apply available; one who registers from Apply
 * comes back after verifying the e-mail and logging in. The page's title, meta description, canonical and hreflang
 * links follow the interface language (Tamil checked too); a missing opportunity says so in the interface language;
 * a VIO reads the page without Apply; other pages are titled too. The accessibility audit of ./a11y.ts runs before
 * every action at both widths. The accounts and the opportunity are made through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationMessages, catalogues, findableMessages } from '../../console/src/i18n/catalogues';
import { descriptionsEn } from '../../console/src/head/descriptions.en';
import { validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, mailedPath, nic1995, screenshot, unique } from './support';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const en = catalogues.en;
const ta = catalogues.ta;

/** The head as a search engine reads it after the page has run. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content') ?? ''),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
  }));

suite('A visitor reads a public opportunity, logs in from Apply and comes back to it', () => {
  const browser = createBrowserSession();
  const title = `Mangrove Replanting ${unique()}`;
  const opportunity = validOpportunity({ title, supervisorName: 'Anoma Perera', supervisorEmail: `anoma.${unique()}@example.lk`, supervisorMobile: '0771239876' });
  const vio = { name: `Lagoon Friends ${unique()}`, email: `vio-pub-${unique()}@example.lk`, password: 'Organisation#2026' };
  const volunteer = { firstName: 'Kumari', lastName: 'Wijesinghe', nic: nic1995(), email: `vol-pub-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let opportunityId = '';

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    await onboardVio(admin, vio);
    await onboardVolunteer(admin, volunteer);
    const vioToken = await login(vio.email, vio.password);
    opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', opportunity, vioToken))).id;
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
    // Anonymous reads come from the read models: wait until the opportunity is public there.
    await eventually('the public opportunity', async () => ((await call('GET', `/api/opportunity/get/${opportunityId}`)).status === 200 ? true : undefined));
  }, 240_000);
  afterAll(() => browser.close());

  it('a visitor finds it, reads it without the supervisor contact, taps Apply, logs in and is back on it with Apply', async () => {
    const page = await browser.fresh({ language: 'en' });
    await page.goto(`${BASE}/volunteer-opportunities`);
    await expect.poll(async () => (await headOf(page)).title).toBe(`${en['opportunity.list.title']} · ${en['app.name']}`);
    expect((await headOf(page)).descriptions).toEqual([descriptionsEn.opportunities]);
    await page.locator('input[name="search"]').fill(title);
    // The server's first page may already hold the card: wait for the search's answer, the one card of this title.
    await expect.poll(() => page.locator('[data-testid="opportunity-card"]').count()).toBe(1);
    const card = page.locator(`[data-testid="opportunity-card"][data-opportunity-id="${opportunityId}"]`);
    await card.waitFor();
    await card.getByRole('link', { name: title }).click();

    // The page, not /login.
    await page.getByTestId('opportunity-title').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/viewOpportunity/${opportunityId}`);
    expect(await page.getByTestId('opportunity-title').textContent()).toBe(title);
    const body = (await page.locator('main, #root').first().textContent()) ?? '';
    expect(body).toContain(opportunity.location as string);
    for (const contact of [opportunity.supervisorName, opportunity.supervisorEmail, opportunity.supervisorMobile, opportunity.supervisorLandline]) expect(body).not.toContain(contact);

    // Its head: the opportunity's title and the start of its description; one canonical, four alternates.
    await expect.poll(async () => (await headOf(page)).title).toBe(`${title} · ${en['app.name']}`);
    const head = await headOf(page);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0].length).toBeLessThanOrEqual(160);
    expect((opportunity.descriptionEnglish as string).startsWith(head.descriptions[0].replace(/…$/, ''))).toBe(true);
    expect(head.canonicals).toEqual([`${BASE}/viewOpportunity/${opportunityId}?lang=en`]);
    expect(head.alternates.sort()).toEqual(
      [`en ${BASE}/viewOpportunity/${opportunityId}?lang=en`, `si ${BASE}/viewOpportunity/${opportunityId}?lang=si`, `ta ${BASE}/viewOpportunity/${opportunityId}?lang=ta`, `x-default ${BASE}/viewOpportunity/${opportunityId}`].sort(),
    );
    await screenshot(page, 'public-opportunity-visitor-en');

    // Apply asks the visitor to log in or register.
    await page.getByTestId('apply').click();
    const ask = page.getByTestId('apply-login');
    await ask.waitFor();
    expect(await ask.textContent()).toContain(findableMessages.en['findable.apply.text']);
    await screenshot(page, 'public-opportunity-apply-asks-en');
    await ask.getByRole('button', { name: findableMessages.en['findable.apply.login'] }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/viewOpportunity/${opportunityId}`);
    await page.getByTestId('login-returning').waitFor();
    await expect.poll(async () => (await headOf(page)).title).toBe(`${en['login.title']} · ${en['app.name']}`);
    expect((await headOf(page)).descriptions).toEqual([descriptionsEn.login]);

    await page.locator('input[name="email"]').fill(volunteer.email);
    await page.locator('input[name="password"]').fill(volunteer.password);
    await page.locator('form').getByRole('button', { name: en['login.submit'] }).click();
    await page.waitForURL((url) => url.pathname === `/viewOpportunity/${opportunityId}`);

    // Back on the opportunity, signed in: the volunteer's Apply opens the Select Days dialog (then cancel).
    const apply = page.getByTestId('apply');
    await apply.waitFor();
    expect(await page.getByTestId('apply-login').count()).toBe(0);
    await apply.click();
    await page.getByRole('dialog').getByText(applicationMessages.en['application.selectDays.title']).waitFor();
    await screenshot(page, 'public-opportunity-volunteer-back-en');
    await page.getByRole('dialog').getByRole('button', { name: applicationMessages.en['application.selectDays.cancel'] }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }, 120_000);

  it('Register from Apply keeps the way back: the form and its Log in link carry it', async () => {
    const page = await browser.fresh({ language: 'en' });
    await page.goto(`${BASE}/viewOpportunity/${opportunityId}`);
    await page.getByTestId('apply').click();
    await page.getByTestId('apply-login').getByRole('button', { name: findableMessages.en['findable.apply.register'] }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const url = new URL(page.url());
    expect([url.searchParams.get('registerAs'), url.searchParams.get('next')]).toEqual(['volunteer', `/viewOpportunity/${opportunityId}`]);
    await page.locator('input[name="firstName"]').waitFor();
    const loginLink = page.locator('form').getByRole('link', { name: en['register.login'] });
    expect(new URL(`${BASE}${await loginLink.getAttribute('href')}`).searchParams.get('next')).toBe(`/viewOpportunity/${opportunityId}`);
    // A crafted next to another site is not followed: the login page offers no way back and lands at home.
    await page.goto(`${BASE}/login?next=${encodeURIComponent('//evil.example/x')}`);
    await page.locator('input[name="email"]').waitFor();
    expect(await page.getByTestId('login-returning').count()).toBe(0);
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
    // The volunteer's home has its title and description too.
    await expect.poll(async () => (await headOf(page)).title).toBe(`${en['menu.volunteerHome']} · ${en['app.name']}`);
    expect((await headOf(page)).descriptions).toEqual([descriptionsEn.volunteerHome]);
  }, 60_000);

  it('a visitor registers from Apply, verifies the e-mail, logs in and is back on the opportunity, told what is missing', async () => {
    const page = await browser.fresh({ language: 'en' });
    const person = { email: `vol-new-${unique()}@example.lk`, password: 'Volunteer#2026' };
    await page.goto(`${BASE}/viewOpportunity/${opportunityId}`);
    await page.getByTestId('apply').click();
    await page.getByTestId('apply-login').getByRole('button', { name: findableMessages.en['findable.apply.register'] }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.locator('input[name="firstName"]').fill('Nimal');
    await page.locator('input[name="lastName"]').fill('Perera');
    await page.locator('input[name="nic"]').fill(nic1995());
    await page.locator('input[name="email"]').fill(person.email);
    await page.locator('input[name="password"]').fill(person.password);
    await page.locator('input[name="retypePassword"]').fill(person.password);
    await page.locator('form').getByRole('button', { name: en['register.submit'] }).click();
    await page.getByTestId('register-success').waitFor();

    // The mailed link, in the same browser: its Log in carries the way back.
    await page.goto(`${BASE}${await mailedPath(person.email, 'verifyEmail')}`);
    await page.getByTestId('verify-success').waitFor();
    await page.locator('.verify-card').getByRole('button', { name: en['verify.login'] }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/viewOpportunity/${opportunityId}`);
    await page.locator('input[name="email"]').fill(person.email);
    await page.locator('input[name="password"]').fill(person.password);
    await page.locator('form').getByRole('button', { name: en['login.submit'] }).click();
    await page.waitForURL((url) => url.pathname === `/viewOpportunity/${opportunityId}`);
    // Not approved yet: no Apply, and the page says what is missing.
    await page.getByTestId('apply-not-yet').waitFor();
    expect(await page.getByTestId('apply').count()).toBe(0);
    expect(await page.getByTestId('apply-not-yet').textContent()).toContain(findableMessages.en['findable.apply.notYet']);
    // The way back was used once: a later login lands at home.
    expect(await page.evaluate(() => localStorage.getItem('nvp.next'))).toBeNull();
  }, 90_000);

  it('in Tamil (?lang=ta) the title, the description and Apply are Tamil', async () => {
    const page = await browser.fresh();
    await page.goto(`${BASE}/viewOpportunity/${opportunityId}?lang=ta`);
    await page.getByTestId('opportunity-title').waitFor();
    await expect.poll(async () => (await headOf(page)).title).toBe(`${title} · ${ta['app.name']}`);
    const head = await headOf(page);
    expect((opportunity.descriptionTamil as string).startsWith(head.descriptions[0].replace(/…$/, ''))).toBe(true);
    expect(head.canonicals).toEqual([`${BASE}/viewOpportunity/${opportunityId}?lang=ta`]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    await page.getByTestId('apply').click();
    expect(await page.getByTestId('apply-login').textContent()).toContain(findableMessages.ta['findable.apply.text']);
    await screenshot(page, 'public-opportunity-visitor-ta');

    // The other public pages have their own title in the language too.
    await page.goto(`${BASE}/aboutus`);
    await expect.poll(async () => (await headOf(page)).title).toBe(`${ta['content.about.title']} · ${ta['app.name']}`);
  }, 60_000);

  it('an opportunity that is not there (or no longer open) says so, in the interface language', async () => {
    const page = await browser.fresh({ language: 'si' });
    await page.goto(`${BASE}/viewOpportunity/00000000-0000-4000-8000-000000000000`);
    const missing = page.getByTestId('opportunity-not-found');
    await missing.waitFor();
    expect(await missing.textContent()).toContain(findableMessages.si['findable.opportunity.notFound']);
    await expect.poll(async () => (await headOf(page)).title).toBe(`${findableMessages.si['findable.opportunity.notFoundTitle']} · ${catalogues.si['app.name']}`);
    await screenshot(page, 'public-opportunity-not-found-si');
  }, 60_000);

  it('a signed-in VIO reads it without Apply', async () => {
    const page = await browser.fresh({ language: 'en' });
    await loginAndLand(page, vio.email, vio.password, '/vioHome');
    // A page without a head call of its own is named by its route (the menu's label).
    await expect.poll(async () => (await headOf(page)).title).toBe(`${en['menu.vioHome']} · ${en['app.name']}`);
    await page.goto(`${BASE}/viewOpportunity/${opportunityId}`);
    await page.getByTestId('opportunity-title').waitFor();
    expect(await page.getByTestId('apply').count()).toBe(0);
    expect(await page.getByTestId('apply-login').count()).toBe(0);
  }, 60_000);
});
