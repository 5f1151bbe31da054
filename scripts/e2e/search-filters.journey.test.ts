/**
 * Search in three languages, district and category filters, and the "withdrawn" chip (issue 27), at phone width in
 * Tamil: a visitor searches the public list with a Tamil word and finds the opportunity described in Tamil, narrows
 * the list by district and category, reloads and keeps them, then removes them; a volunteer's list filters the
 * same; a visitor who clicks away right after typing goes where they clicked (the search, written once the typing
 * pauses, does not pull them back to the list); after withdrawing an application the volunteer sees "withdrawn" on
 * the opportunity's page, not "applied".
 * The organisation, the volunteer, the opportunities, the application and its withdrawal are set up through the
 * API (their own journeys drive those forms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { lkAdmin, opportunityCategories } from '@nvp/events';
import { ta } from '../../console/src/i18n/ta';
import { catalogues, opportunityMessages } from '../../console/src/i18n/catalogues';
import { localeOf } from '../../console/src/i18n/format';
import { firstApplicableDay, validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, choose, createBrowserSession, fill, loginAndLand, nic1995, screenshot, sleep, unique } from './support';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taOpp = opportunityMessages.ta;

/** A district of the reference data with its first DS and GN division (the other journeys use the first district). */
const placeOf = (i: number) => {
  const district = lkAdmin.districts()[i];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  return { code: district.code, tamil: district.tamil_name, location: { district: district.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, district.name)[0].name } };
};
const long = (text: string) => `${text} `.repeat(Math.ceil(360 / (text.length + 1))).trim();

suite('Search and filters journey (Tamil, phone)', () => {
  const browser = createBrowserSession();
  const run = unique();
  /** A Tamil word only this journey's opportunity carries (mangrove forest), with this run's mark. */
  const tamilWord = 'அலையாத்திக்காடு';
  const [here, there] = [placeOf(7), placeOf(8)];
  const [categoryA, categoryB] = [opportunityCategories[3], opportunityCategories[5]];
  const titles = { tamil: `Coastal planting ${run}`, sinhala: `Shore planting ${run}`, elsewhere: `Bird count ${run}` };
  const ids = { tamil: '', sinhala: '', elsewhere: '' };
  const vio = { name: `Coast Trust ${run}`, email: `vio-sf-${run}@example.lk`, password: 'Organisation#2026' };
  const volunteer = { firstName: 'Kavitha', lastName: 'Raj', nic: nic1995(), email: `vol-sf-${run}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let page: Page;

  /** Waits until the cards of this run shown are exactly `expected` (in any order). */
  const expectTitles = async (expected: string[]) => {
    const shown = async () => (await page.locator('.opportunity-card-title').allTextContents()).map((text) => text.trim()).filter((text) => text.endsWith(run));
    await expect.poll(async () => (await shown()).sort()).toEqual([...expected].sort());
  };
  const count = () => page.getByTestId('list-count');
  /** The count line as the page formats it in Tamil (ICU plural, Tamil numbers as the page writes them). */
  const countText = (count: number) => createIntl({ locale: localeOf.ta, messages: catalogues.ta }).formatMessage({ id: 'opportunity.list.count' }, { count });
  const params = () => Object.fromEntries(new URL(page.url()).searchParams);

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    await onboardVio(admin, vio);
    await onboardVolunteer(admin, volunteer);
    const vioToken = await login(vio.email, vio.password);
    const create = async (title: string, place: typeof here, category: number, descriptions: Record<string, string>) => {
      const id = (await must(`create ${title}`, call('POST', '/api/vio/create-opportunity', validOpportunity({ title, category, ...place.location, ...descriptions }), vioToken))).id as string;
      await must(`approve ${title}`, call('POST', '/api/admin/opportunity/review', { id, approve: true }, admin));
      return id;
    };
    // Described in Tamil with the word; its English and Sinhala descriptions do not carry it.
    ids.tamil = await create(titles.tamil, here, categoryA.id, { descriptionTamil: long(`கடற்கரையோரத்தில் ${tamilWord} நடுவதற்கு உதவுங்கள்.`) });
    ids.sinhala = await create(titles.sinhala, here, categoryB.id, { descriptionSinhala: long('වෙරළ අසල කඩොලාන පැළ සිටුවීමට උදව් කරන්න.') });
    ids.elsewhere = await create(titles.elsewhere, there, categoryA.id, {});
    await eventually('the three are listed', async () => {
      const listed = await call('GET', `/api/opportunity/getOpportunities?${new URLSearchParams({ searchValue: run })}`);
      return listed.status === 200 && listed.body.length === 3 ? true : undefined;
    });
  }, 240_000);
  afterAll(() => browser.close());

  it('finds the opportunity described in Tamil with a Tamil word, in the Tamil interface', async () => {
    page = await browser.fresh({ language: 'ta' });
    await page.goto(`${BASE}/volunteer-opportunities`);
    await page.getByLabel(taOpp['opportunity.list.searchEverywhere']).waitFor();
    await fill(page, 'search', tamilWord);
    await expectTitles([titles.tamil]);
    await expect.poll(() => count().textContent()).toBe(countText(1));
    expect(params()).toEqual({ search: tamilWord });
    await screenshot(page, 'search-filters-tamil-word-ta');
  }, 120_000);

  it('narrows by district and category (labels in Tamil), keeps them across a reload, and removes them', async () => {
    await fill(page, 'search', run);
    await expectTitles([titles.tamil, titles.sinhala, titles.elsewhere]);
    // The district select lists the districts by their Tamil names.
    await expect.poll(() => page.locator('select[name="district"] option').allTextContents()).toContain(here.tamil);
    await choose(page, 'district', here.code);
    await expectTitles([titles.tamil, titles.sinhala]);
    await expect.poll(() => count().textContent()).toBe(countText(2));
    await choose(page, 'category', String(categoryA.id));
    await expectTitles([titles.tamil]);
    expect(params()).toEqual({ search: run, district: here.code, category: String(categoryA.id) });
    await screenshot(page, 'search-filters-filtered-ta');
    const phone = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'search-filters-filtered-desktop-ta');
    if (phone) await page.setViewportSize(phone);

    // A reload (or the same link shared) shows the same list with the same choices.
    await page.reload();
    await expectTitles([titles.tamil]);
    expect(await page.locator('select[name="district"]').inputValue()).toBe(here.code);
    expect(await page.locator('select[name="category"]').inputValue()).toBe(String(categoryA.id));
    expect(await page.locator('input[name="search"]').inputValue()).toBe(run);

    // The category alone: this district's other one is gone, the one elsewhere comes back.
    await choose(page, 'district', '');
    await expectTitles([titles.tamil, titles.elsewhere]);

    await page.getByRole('button', { name: taOpp['opportunity.list.removeFilters'] }).click();
    await expect.poll(() => params()).toEqual({});
    expect(await page.locator('select[name="district"]').inputValue()).toBe('');
    expect(await page.locator('select[name="category"]').inputValue()).toBe('');
    expect(await page.locator('input[name="search"]').inputValue()).toBe('');
    // The focus goes back to the search box.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('search');
    expect(await page.getByTestId('remove-filters').count()).toBe(0);
  }, 120_000);

  it('goes where the visitor clicked while the search was still being written: the search does not pull them back', async () => {
    // The last stop's CI and a fresh run after it: an admin typed a title, clicked its card and stayed on the list.
    // A page whose code is still arriving leaves the list on screen, and the search, written to the address once
    // the typing pauses, replaced the address they went to. Here the log-in page's code arrives slowly (a phone on
    // a poor line) and the visitor clicks "log in" right after typing, before the pause.
    page = await browser.fresh({ language: 'ta' });
    await page.goto(`${BASE}/volunteer-opportunities`);
    await page.getByLabel(taOpp['opportunity.list.searchEverywhere']).waitFor();
    await expect.poll(() => page.locator('.opportunity-card-title').count()).toBeGreaterThan(0);
    await page.route('**/assets/account-*.js', async (route) => {
      await sleep(1_500);
      await route.continue();
    });
    await fill(page, 'search', run);
    await page.getByRole('button', { name: ta['nav.login'] }).click();
    await page.locator('input[name="email"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // Back: the list, with the search as far as it had been written (none: the typing had not paused).
    await page.goBack();
    await page.getByLabel(taOpp['opportunity.list.searchEverywhere']).waitFor();
    expect(new URL(page.url()).pathname).toBe('/volunteer-opportunities');
  }, 120_000);

  it("filters a volunteer's list the same way", async () => {
    page = await browser.fresh({ language: 'ta' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', ta['login.submit']);
    await page.goto(`${BASE}/viewAllOpportunities?${new URLSearchParams({ search: run, category: String(categoryB.id) })}`);
    await expectTitles([titles.sinhala]);
    expect(await page.locator('select[name="category"]').inputValue()).toBe(String(categoryB.id));
    await choose(page, 'category', '');
    await choose(page, 'district', there.code);
    await expectTitles([titles.elsewhere]);
    expect(params()).toEqual({ search: run, district: there.code });
    await screenshot(page, 'search-filters-volunteer-ta');
  }, 120_000);

  it('shows "withdrawn", not "applied", on the page of an opportunity the volunteer withdrew from', async () => {
    const token = await login(volunteer.email, volunteer.password);
    const opportunity = await must('the opportunity', call('GET', `/api/opportunity/get/${ids.tamil}`, undefined, token));
    const day = firstApplicableDay(opportunity as { startDate: string; days: string[] });
    const applicationId = (
      await eventually('apply', async () => {
        const reply = await call('POST', '/api/opportunity/apply', { opportunityId: ids.tamil, dates: [day] }, token);
        return reply.status === 200 ? reply.body : undefined;
      })
    ).id as string;
    await page.goto(`${BASE}/viewOpportunity/${ids.tamil}`);
    await page.getByTestId('applied-chip').waitFor();
    await must('withdraw', call('POST', '/api/opportunity/withdraw', { applicationId }, token));
    await eventually('the withdrawal is listed', async () => {
      const mine = await call('GET', `/api/opportunity/userOpportunities?${new URLSearchParams({ type: 'WITHDRAWN', opportunityId: ids.tamil })}`, undefined, token);
      return mine.status === 200 && mine.body.length === 1 ? true : undefined;
    });
    await page.reload();
    const chip = page.getByTestId('withdrawn-chip');
    await chip.waitFor();
    expect((await chip.textContent())?.trim()).toBe(taOpp['opportunity.withdrawn']);
    expect(await page.getByTestId('applied-chip').count()).toBe(0);
    expect(await page.getByTestId('apply').count()).toBe(0);
    await screenshot(page, 'search-filters-withdrawn-chip-ta');
  }, 120_000);
});
