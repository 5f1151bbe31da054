/**
 * Non-formal opportunities (spec §2, §4, §5) end to end: a VIO in Sinhala reports volunteering it has already done
 * on /createNonFormalVO (the form refuses a period in the future first), finds it on /nonFormalVOList and opens
 * it; an admin finds it on /admin/NonFormalVOApproval, rejects it and then approves it (a decision can be
 * revisited: Reject is hidden for REJECTED, Approve for APPROVED); the VIO then sees it approved and can no longer
 * edit it. The VIO is onboarded through the API first (onboarding has its own journeys).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { opportunityMessages } from '../../console/src/i18n/catalogues';
import { si } from '../../console/src/i18n/si';
import { en } from '../../console/src/i18n/en';
import { opportunityValidationMessages } from '../../events/src/validation/messages.opportunity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, chooseFirstPlace, createBrowserSession, dayFromToday, fillFields, loginAndLand, menuItem, screenshot, tickOption, unique } from './support';
import { login, onboardVio } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const siOpp = opportunityMessages.si;
const enOpp = opportunityMessages.en;

const status = (page: Page, value: string) => page.locator(`[data-testid="opportunity-status"][data-status="${value}"]`).first();

suite('Non-formal opportunities journey (VIO in Sinhala, admin in English)', () => {
  const browser = createBrowserSession();
  const title = `Tsunami memorial clean-up ${unique()}`;
  const vio = { name: `Lanka Hands ${unique()}`, email: `vio-nf-${unique()}@example.lk`, password: 'Organisation#2026' };
  let opportunityId = '';
  let vioPage: Page;
  let adminPage: Page;

  beforeAll(async () => {
    await browser.open();
    await onboardVio(await login(ADMIN_EMAIL!, ADMIN_PASSWORD!), vio);
  }, 180_000);
  afterAll(() => browser.close());

  it('the VIO (Sinhala) reports past volunteering on /createNonFormalVO; a period in the future is refused first', async () => {
    vioPage = await browser.fresh({ language: 'si' });
    await loginAndLand(vioPage, vio.email, vio.password, '/vioHome', si['login.submit']);
    await (await menuItem(vioPage, si['menu.createNonFormalVO'])).click();
    await vioPage.getByRole('heading', { name: siOpp['opportunity.form.createNonFormalTitle'] }).waitFor();
    await fillFields(vioPage, {
      title,
      noOfVolunteers: '25',
      designation: 'Beach volunteer',
      averageVolunteerHours: '6',
      description: 'On the anniversary of the tsunami we cleaned the memorial grounds and the beach beside them. '.repeat(5),
      startDate: dayFromToday(3),
      endDate: dayFromToday(4),
      workingHourCount: '6',
      location: 'Peraliya memorial',
      supervisorName: 'Kamal Perera',
      supervisorLandline: '0912345678',
      supervisorMobile: '0771234567',
      supervisorEmail: 'kamal@lankahands.lk',
    });
    await vioPage.locator('select[name="category"]').selectOption({ index: 1 });
    await vioPage.locator('select[name="degreeLevelRequired"]').selectOption({ index: 1 });
    await vioPage.locator('#field-language').selectOption('Sinhala');
    await vioPage.locator('select[name="isFullTime"]').selectOption('true');
    await vioPage.locator('select[name="isTrainingProvided"]').selectOption('false');
    await vioPage.locator('select[name="isExpenseCovered"]').selectOption('false');
    await tickOption(vioPage, 'sdgNumbers', '14');
    await tickOption(vioPage, 'requiredSkills', '1');
    await tickOption(vioPage, 'time', 'Morning');
    await chooseFirstPlace(vioPage);

    // Non-formal volunteering has already happened: the start date must be in the past.
    await vioPage.getByTestId('opportunity-save').click();
    await vioPage.getByTestId('opportunity-form-errors').waitFor();
    await vioPage.getByText(opportunityValidationMessages['v.opp.startPast'].si).first().waitFor();
    await fillFields(vioPage, { startDate: dayFromToday(-30), endDate: dayFromToday(-28) });
    await screenshot(vioPage, 'nonformal-create-si');
    await vioPage.getByTestId('opportunity-save').click();

    await vioPage.waitForURL((url) => url.pathname === '/nonFormalVOList', { timeout: 30_000 });
    const row = vioPage.getByTestId('nonformal-row').filter({ hasText: title });
    await row.waitFor();
    opportunityId = (await row.getAttribute('data-id'))!;
    expect(await row.locator('[data-testid="opportunity-status"]').getAttribute('data-status')).toBe('CREATED');
    await screenshot(vioPage, 'nonformal-list-si');
    await row.getByRole('link', { name: title }).click();
    await vioPage.waitForURL((url) => url.pathname === `/NonFormalVO/${opportunityId}`);
    await status(vioPage, 'CREATED').waitFor();
    expect(await vioPage.getByTestId('nonformal-edit').isEnabled()).toBe(true);
  }, 180_000);

  it('an admin rejects it on /admin/NonFormalVOApproval, then approves it on its page', async () => {
    adminPage = await browser.another();
    await loginAndLand(adminPage, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await (await menuItem(adminPage, en['menu.nonFormalApproval'])).click();
    await adminPage.getByRole('heading', { name: en['menu.nonFormalApproval'] }).waitFor();
    const table = adminPage.getByTestId('nonformal-table');
    await table.waitFor();
    // 25 rows a page, then page on until this run's row shows (other runs' rows may come first).
    await adminPage.locator('#nonformal-table-size').selectOption('25');
    const row = adminPage.locator(`[data-testid="nonformal-row"][data-id="${opportunityId}"]`);
    const next = table.locator('xpath=..').getByRole('button', { name: enOpp['pager.next'] });
    while (!(await row.isVisible()) && (await next.isEnabled())) await next.click();
    await row.getByTestId('nonformal-reject').click();
    await adminPage.getByText(enOpp['opportunity.review.rejected']).first().waitFor();
    await adminPage.locator(`[data-testid="nonformal-row"][data-id="${opportunityId}"][data-status="REJECTED"]`).waitFor();
    await screenshot(adminPage, 'nonformal-admin-list');
    await row.getByRole('link', { name: title }).click();
    await adminPage.waitForURL((url) => url.pathname === `/admin/NonFormalVO/${opportunityId}`);
    // The page itself, not the list still on screen while it loads (its rows carry statuses and buttons too).
    await adminPage.getByTestId('opportunity-title').filter({ hasText: title }).waitFor();
    await status(adminPage, 'REJECTED').waitFor();
    expect(await adminPage.getByTestId('nonformal-reject').count()).toBe(0);
    await adminPage.getByTestId('nonformal-approve').click();
    await adminPage.getByText(enOpp['opportunity.review.approved']).first().waitFor();
    await status(adminPage, 'APPROVED').waitFor();
    expect(await adminPage.getByTestId('nonformal-approve').count()).toBe(0);
    expect(await adminPage.getByTestId('nonformal-reject').count()).toBe(1);
    await screenshot(adminPage, 'nonformal-admin-approved');
  }, 120_000);

  it('the VIO sees it approved and can no longer edit it', async () => {
    await expect
      .poll(async () => {
        await vioPage.reload();
        await vioPage.getByTestId('opportunity-title').waitFor();
        return vioPage.getByTestId('opportunity-status').first().getAttribute('data-status');
      })
      .toBe('APPROVED');
    expect(await vioPage.getByTestId('nonformal-edit').isDisabled()).toBe(true);
    expect(await vioPage.getByTestId('opportunity-title').textContent()).toBe(title);
  }, 60_000);
});
