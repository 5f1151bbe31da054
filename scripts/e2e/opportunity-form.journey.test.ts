/**
 * The opportunity forms a first-time VIO fills in (issue 27), at phone width: every field the shared schema requires
 * carries the "(required)" mark (and aria-required); an empty Save says how many fields need attention, at the
 * top, and moves the focus to the first of them; the description counter reads as a minimum ("At least 350
 * characters, 71 so far"), and Special requirements, which has no limit, shows a plain count (no "limit 0").
 * /createVO in English, /createNonFormalVO in Sinhala. The VIO is onboarded through the API first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { catalogues, opportunityMessages } from '../../console/src/i18n/catalogues';
import { localeOf } from '../../console/src/i18n/format';
import { si } from '../../console/src/i18n/si';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, fillFields, loginAndLand, screenshot, unique } from './support';
import { login, onboardVio } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;

/** A console message as the page formats it (ICU plural and numbers in the page's language). */
const say = (language: 'en' | 'si' | 'ta', id: keyof typeof opportunityMessages.en, values: Record<string, number> = {}) =>
  createIntl({ locale: localeOf[language], messages: catalogues[language] }).formatMessage({ id }, values);

const REQUIRED_BOTH = ['title', 'category', 'supervisorName', 'supervisorLandline', 'supervisorMobile', 'supervisorEmail', 'degreeLevelRequired', 'language', 'location', 'isFullTime', 'startDate', 'endDate', 'isTrainingProvided', 'isExpenseCovered'];
const REQUIRED_GROUPS = ['sdgNumbers', 'requiredSkills', 'time'];
const PLACES = ['district', 'divisionalSecretariat', 'gnDivision'];
const OPTIONAL = ['designation', 'supervisorTitle', 'supervisorFax', 'noOfVolunteers', 'workingHourCount', 'specialRequirnments'];

const requiredControls = (page: Page) => page.locator('form [aria-required="true"]');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const invalidCount = (page: Page) => page.locator('form [aria-invalid="true"]').count();

/** The marks: aria-required on every required control, "(required)" beside its label or legend, none on the optional ones. */
const expectMarks = async (page: Page, language: 'en' | 'si', required: string[]) => {
  const mark = say(language, 'opportunity.form.required');
  for (const name of required) {
    await expect(page.locator(`form [name="${name}"][aria-required="true"]`).count(), name).resolves.toBe(1);
    await expect(page.locator(`label[for="field-${name}"]`).textContent(), name).resolves.toContain(mark);
  }
  for (const name of REQUIRED_GROUPS) await expect(page.locator(`fieldset[data-field="${name}"] legend`).textContent(), name).resolves.toContain(mark);
  for (const name of OPTIONAL) await expect(page.locator(`form [name="${name}"][aria-required="true"]`).count(), name).resolves.toBe(0);
  for (const name of PLACES) {
    await expect(page.locator(`label[for="field-${name}"]`).textContent(), name).resolves.toContain(mark);
    await expect(page.locator(`form select[name="${name}"][aria-required="true"]`).count(), name).resolves.toBe(1);
  }
};

suite('Opportunity forms for a first-time VIO (issue 27): required marks, failed-save summary, counters', () => {
  const browser = createBrowserSession();
  const vio = { name: `First Steps ${unique()}`, email: `vio-form-${unique()}@example.lk`, password: 'Organisation#2026' };

  beforeAll(async () => {
    await browser.open();
    await onboardVio(await login(ADMIN_EMAIL!, ADMIN_PASSWORD!), vio);
  }, 180_000);
  afterAll(() => browser.close());

  it('/createVO (English): marks, an empty Save counts the fields and focuses the first, the counters read right', async () => {
    const page = await browser.fresh({ language: 'en' });
    await loginAndLand(page, vio.email, vio.password, '/vioHome');
    await page.goto(`${BASE}/createVO`);
    await page.getByRole('heading', { name: say('en', 'opportunity.form.createTitle') }).waitFor();

    await expectMarks(page, 'en', [...REQUIRED_BOTH, 'type', 'descriptionEnglish', 'descriptionSinhala', 'descriptionTamil']);
    for (const name of ['days', ...REQUIRED_GROUPS]) await expect(page.locator(`fieldset[data-field="${name}"] legend`).textContent(), name).resolves.toContain('(required)');
    // The SMS texts are optional; before Save, no summary.
    await expect(page.locator('form [name="descriptionSMSEnglish"][aria-required="true"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('opportunity-form-errors').count()).resolves.toBe(0);

    // Counters: a minimum reads as a minimum; Special requirements has no limit to show.
    await expect(page.getByTestId('counter-descriptionEnglish').textContent()).resolves.toBe(say('en', 'opportunity.form.atLeast', { min: 350, count: 0 }));
    await fillFields(page, { descriptionEnglish: 'x'.repeat(71) });
    await expect(page.getByTestId('counter-descriptionEnglish').textContent()).resolves.toBe('At least 350 characters, 71 so far');
    await expect(page.getByTestId('counter-descriptionSMSEnglish').textContent()).resolves.toBe('0 of 160 characters');
    const special = await page.getByTestId('counter-specialRequirnments').textContent();
    expect(special).toBe('0 characters');
    expect(special).not.toMatch(/limit/i);

    // The empty Save: 25 required fields, one of them (the English description) started but short.
    await page.getByTestId('opportunity-save').click();
    const summary = page.getByTestId('opportunity-form-errors');
    await summary.waitFor();
    await expect.poll(() => focusedId(page)).toBe('field-title');
    const count = Number(await summary.getAttribute('data-count'));
    expect(count).toBe(25);
    await expect(page.getByTestId('opportunity-form-attention').textContent()).resolves.toBe('25 fields need attention');
    // The count is the fields the page marks invalid (checkbox groups included).
    await expect(invalidCount(page)).resolves.toBe(count);
    // The summary sits above the form, so a phone scrolled to the top sees it first.
    const [summaryTop, formTop] = await Promise.all([summary.boundingBox(), page.getByTestId('opportunity-form').boundingBox()]);
    expect(summaryTop!.y).toBeLessThan(formTop!.y);
    // The spec's text for a short description stays beside the counter.
    await page.getByText('Minimum 350 characters are allowd').first().waitFor();
    await screenshot(page, 'opportunity-form-empty-save-en');

    // Fixing a field takes it off the count.
    await fillFields(page, { title: `Beach Clean-up ${unique()}` });
    await expect.poll(() => page.getByTestId('opportunity-form-attention').textContent()).toBe('24 fields need attention');
    await fillFields(page, { descriptionEnglish: 'x'.repeat(412) });
    await expect.poll(() => page.getByTestId('counter-descriptionEnglish').textContent()).toBe(say('en', 'opportunity.form.enough', { count: 412 }));
    await expect.poll(() => page.getByTestId('opportunity-form-attention').textContent()).toBe('23 fields need attention');

    // A "Yes" to training makes its details required, counted at once.
    await page.locator('select[name="isTrainingProvided"]').selectOption('true');
    await expect(page.locator('form [name="trainingDetails"][aria-required="true"]').count()).resolves.toBe(1);
    await expect.poll(() => page.getByTestId('opportunity-form-attention').textContent()).toBe('23 fields need attention');
    // aria-required on every required text, select and date (the checkbox groups and places carry it in their labels).
    await expect(requiredControls(page).count()).resolves.toBe(REQUIRED_BOTH.length + PLACES.length + ['type', 'descriptionEnglish', 'descriptionSinhala', 'descriptionTamil', 'trainingDetails'].length);
  }, 180_000);

  it('/createNonFormalVO (Sinhala): the same marks, summary and counter in Sinhala', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, vio.email, vio.password, '/vioHome', si['login.submit']);
    await page.goto(`${BASE}/createNonFormalVO`);
    await page.getByRole('heading', { name: say('si', 'opportunity.form.createNonFormalTitle') }).waitFor();

    await expectMarks(page, 'si', [...REQUIRED_BOTH, 'description', 'averageVolunteerHours']);
    await fillFields(page, { description: 'අ'.repeat(71) });
    await expect(page.getByTestId('counter-description').textContent()).resolves.toBe(say('si', 'opportunity.form.atLeast', { min: 350, count: 71 }));
    const special = await page.getByTestId('counter-specialRequirnments').textContent();
    expect(special).toBe(say('si', 'opportunity.form.count', { count: 0 }));
    expect(special).not.toContain('සීමාව');

    await page.getByTestId('opportunity-save').click();
    const summary = page.getByTestId('opportunity-form-errors');
    await summary.waitFor();
    await expect.poll(() => focusedId(page)).toBe('field-title');
    expect(Number(await summary.getAttribute('data-count'))).toBe(22);
    await expect(page.getByTestId('opportunity-form-attention').textContent()).resolves.toBe(say('si', 'opportunity.form.attention', { count: 22 }));
    await expect(invalidCount(page)).resolves.toBe(22);
    await screenshot(page, 'opportunity-form-empty-save-si');
  }, 180_000);
});
