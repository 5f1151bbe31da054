/**
 * Saving an unfinished opportunity as a draft (issue 27), at phone width: a VIO waiting for its Sinhala and Tamil
 * translations fills in the title and the English description only and saves a draft; it leaves, finds the draft
 * on its home page (tagged Draft, not counted with its submitted opportunities), continues it in the form filled
 * with what it saved, finishes the rest with the Sinhala and Tamil descriptions and submits it; an admin then sees
 * it awaiting review. The VIO is onboarded through the API first (its own journey drives those forms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { catalogues, opportunityMessages } from '../../console/src/i18n/catalogues';
import { localeOf } from '../../console/src/i18n/format';
import { si } from '../../console/src/i18n/si';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE,
  choose,
  chooseFirstOption,
  chooseFirstPlace,
  createBrowserSession,
  dayFromToday,
  fillFields,
  loginAndLand,
  screenshot,
  tickOption,
  unique,
} from './support';
import { call, eventually, login, must, onboardVio } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const enOpp = opportunityMessages.en;
const siOpp = opportunityMessages.si;
/** A console message as the page formats it (ICU plural in the page's language). */
const say = (language: 'en' | 'si', id: keyof typeof opportunityMessages.en, values: Record<string, string | number> = {}) =>
  createIntl({ locale: localeOf[language], messages: catalogues[language] }).formatMessage({ id }, values);
const longText = (language: string) => `${language}: `.padEnd(380, 'We replant mangroves along the lagoon and teach school children why the coast needs them. ');

suite('Opportunity draft journey (VIO in English, phone)', () => {
  const browser = createBrowserSession();
  const title = `Mangrove replanting ${unique()}`;
  const vio = { name: `Lagoon Friends ${unique()}`, email: `vio-draft-${unique()}@example.lk`, password: 'Organisation#2026' };
  let page: Page;
  let draftId = '';
  let vioToken = '';
  const draftCard = () => page.locator(`[data-testid="vio-draft"][data-draft-id="${draftId}"]`);

  beforeAll(async () => {
    await browser.open();
    await onboardVio(await login(ADMIN_EMAIL!, ADMIN_PASSWORD!), vio);
    vioToken = await login(vio.email, vio.password);
  }, 180_000);
  afterAll(() => browser.close());

  it('fills in only the title and the English description and saves a draft', async () => {
    page = await browser.fresh({ language: 'en' });
    await loginAndLand(page, vio.email, vio.password, '/vioHome');
    await page.goto(`${BASE}/createVO`);
    await page.getByRole('heading', { name: enOpp['opportunity.form.createTitle'] }).waitFor();
    await page.getByTestId('draft-hint').waitFor();
    await fillFields(page, { title, descriptionEnglish: longText('English') });
    await page.getByTestId('opportunity-save-draft').click();
    // A confirmation that is seen (focused), and the address now names the draft.
    const saved = page.getByTestId('draft-saved');
    await saved.waitFor();
    expect((await saved.textContent())?.trim()).toBe(enOpp['opportunity.draft.saved']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="draft-saved"]') !== null)).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('draft')).toMatch(/^[0-9a-f-]{36}$/);
    draftId = new URL(page.url()).searchParams.get('draft')!;
    // Only the title was needed: no field is marked invalid.
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(0);
    await screenshot(page, 'opportunity-draft-saved-en');
    // Not submitted: the admins do not see it.
    const created = await must('the admin list', call('GET', `/api/opportunity/list/CREATED?searchValue=${encodeURIComponent(title)}`, undefined, await login(ADMIN_EMAIL!, ADMIN_PASSWORD!)));
    expect(created).toEqual([]);
  }, 180_000);

  it('leaves, and finds the draft on VIO home tagged Draft, not counted with submitted opportunities', async () => {
    await page.goto(`${BASE}/vioHome`);
    await draftCard().waitFor();
    expect(await draftCard().getByRole('heading').textContent()).toBe(title);
    expect((await draftCard().getByTestId('draft-tag').textContent())?.trim()).toBe(enOpp['opportunity.draft.tag']);
    await page.getByRole('heading', { name: 'Draft opportunity (1)' }).waitFor();
    // The counters count submitted opportunities only (read once loaded, not the placeholder).
    await page.locator('[data-testid="vioHome.total"]:not(.bp6-skeleton)').waitFor();
    expect(await page.getByTestId('counter-total').textContent()).toBe('0');
    // The Continue button names the draft for a screen reader.
    await draftCard().getByRole('button', { name: `Continue the draft ${title}` }).waitFor();
    await screenshot(page, 'opportunity-draft-vio-home-en');
  }, 120_000);

  it('in Sinhala too: the drafts heading, tag and actions, and the form\'s draft texts', async () => {
    const siPage = await browser.another();
    await siPage.context().addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'si');
    });
    await loginAndLand(siPage, vio.email, vio.password, '/vioHome', si['login.submit']);
    const card = siPage.locator(`[data-testid="vio-draft"][data-draft-id="${draftId}"]`);
    await card.waitFor();
    await siPage.getByRole('heading', { name: say('si', 'opportunity.draft.listTitle', { count: 1 }) }).waitFor();
    expect((await card.getByTestId('draft-tag').textContent())?.trim()).toBe(siOpp['opportunity.draft.tag']);
    await card.getByRole('button', { name: say('si', 'opportunity.draft.continueLabel', { title }) }).waitFor();
    await screenshot(siPage, 'opportunity-draft-vio-home-si');
    // Delete asks first, naming the draft; keeping it leaves it there.
    await card.getByTestId('draft-delete').click();
    const alert = siPage.getByRole('alertdialog').or(siPage.locator('.bp6-alert')).first();
    await alert.getByText(siOpp['opportunity.draft.confirmTitle']).waitFor();
    expect(await alert.textContent()).toContain(title);
    await alert.getByRole('button', { name: siOpp['opportunity.draft.keep'] }).click();
    await card.waitFor();
    await siPage.goto(`${BASE}/createVO`);
    await siPage.getByTestId('draft-hint').waitFor();
    expect((await siPage.getByTestId('draft-hint').textContent())?.trim()).toBe(siOpp['opportunity.draft.hint']);
    expect((await siPage.getByTestId('opportunity-save-draft').textContent())?.trim()).toBe(siOpp['opportunity.draft.save']);
    await screenshot(siPage, 'opportunity-draft-form-si');
    await siPage.context().close();
  }, 120_000);

  it('continues it: the form holds what was saved; the rest and the Sinhala and Tamil descriptions are filled in and it is submitted', async () => {
    await draftCard().getByTestId('draft-continue').click();
    await page.waitForURL((url) => url.pathname === '/createVO' && url.searchParams.get('draft') === draftId);
    await page.getByTestId('draft-banner').waitFor();
    await expect.poll(() => page.locator('input[name="title"]').inputValue()).toBe(title);
    // As saved (the rules trim the ends).
    expect(await page.locator('textarea[name="descriptionEnglish"]').inputValue()).toBe(longText('English').trim());
    expect(await page.locator('textarea[name="descriptionSinhala"]').inputValue()).toBe('');

    // Submitting before the translations are in: refused, the Sinhala description is the first field to fix.
    await page.getByTestId('opportunity-save').click();
    await page.getByTestId('opportunity-form-errors').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('field-category');

    await fillFields(page, {
      descriptionSinhala: `${'අපි කලපුව දිගේ කඩොලාන නැවත සිටුවන්නෙමු. '.repeat(10)}`.trim(),
      descriptionTamil: `${'நாங்கள் களப்பு ஓரமாக சதுப்புநிலக் காடுகளை மீண்டும் நடுகிறோம். '.repeat(8)}`.trim(),
      startDate: dayFromToday(5),
      endDate: dayFromToday(60),
      location: 'Negombo lagoon',
      supervisorName: 'Ruwani Silva',
      supervisorLandline: '0312345678',
      supervisorMobile: '0771234567',
      supervisorEmail: 'ruwani@lagoonfriends.lk',
    });
    await chooseFirstOption(page, 'category');
    await choose(page, 'type', 'REGULAR');
    await chooseFirstOption(page, 'degreeLevelRequired');
    await page.locator('#field-language').selectOption('English'); // (the header's language select has that name too)
    await choose(page, 'isFullTime', 'false');
    await choose(page, 'isTrainingProvided', 'false');
    await choose(page, 'isExpenseCovered', 'false');
    await tickOption(page, 'sdgNumbers', '14');
    await tickOption(page, 'requiredSkills', '1');
    await tickOption(page, 'days', 'Saturday');
    await tickOption(page, 'time', 'Morning');
    await chooseFirstPlace(page);
    await screenshot(page, 'opportunity-draft-continue-en');
    await page.getByTestId('opportunity-save').click();

    await page.waitForURL((url) => url.pathname === `/volunteerOpportunity/${draftId}`, { timeout: 30_000 });
    await page.locator('[data-testid="opportunity-status"][data-status="CREATED"]').waitFor();
    expect(await page.getByTestId('opportunity-title').textContent()).toBe(title);
    // No longer a draft: VIO home lists no draft and counts it as pending.
    await page.goto(`${BASE}/vioHome`);
    await page.locator('[data-testid="vioHome.total"]:not(.bp6-skeleton)').waitFor();
    expect(await page.getByTestId('counter-pending').textContent()).toBe('1');
    await page.getByTestId('vio-opportunity').first().waitFor();
    expect(await page.getByTestId('vio-drafts').count()).toBe(0);
    const left = await must('drafts', call('GET', '/api/vio/opportunity/drafts', undefined, vioToken));
    expect(left).toEqual([]);
  }, 180_000);

  it('an admin sees it awaiting review', async () => {
    const adminPage = await browser.another();
    await loginAndLand(adminPage, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await eventually('in the admin list', async () => {
      const list = await must('the admin list', call('GET', `/api/opportunity/list/CREATED?searchValue=${encodeURIComponent(title)}`, undefined, await login(ADMIN_EMAIL!, ADMIN_PASSWORD!)));
      return list.length === 1 ? true : undefined;
    });
    await adminPage.goto(`${BASE}/admin/viewOpportunity/${draftId}`);
    await adminPage.getByTestId('opportunity-title').waitFor();
    expect(await adminPage.getByTestId('opportunity-title').textContent()).toBe(title);
    await adminPage.locator('[data-testid="opportunity-status"][data-status="CREATED"]').waitFor();
    await adminPage.getByTestId('opportunity-approve').waitFor();
    await screenshot(adminPage, 'opportunity-draft-admin-review');
  }, 120_000);
});
