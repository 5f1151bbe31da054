/**
 * VIO onboarding in Tamil: an organisation registers, verifies its e-mail, logs in, completes its profile on
 * /vioprofile; an admin (second browser, English) approves it on /admin/VIOApproval; the organisation logs in
 * again and may open an approved-only page; its public profile shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ta } from '../../console/src/i18n/ta';
import { vioMessages, opportunityMessages } from '../../console/src/i18n/catalogues';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, chooseFirstPlace, createBrowserSession, loginAndLand, mailedPath, screenshot, unique } from './support';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taVio = vioMessages.ta;

const decodeToken = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

suite('VIO onboarding journey (Tamil)', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  const org = { name: `Lanka Skills Institute ${unique()}`, email: `vio-ta-${unique()}@example.lk`, password: 'Organisation#2026' };
  let page: Page;
  let vioId = '';

  it('registers and verifies in Tamil, completes the private-academia profile, and waits for approval', async () => {
    page = await browser.fresh({ language: 'ta' });
    await page.goto(`${BASE}/register?registerAs=vio`);
    await page.locator('input[name="name"]').fill(org.name);
    await page.locator('select[name="type"]').selectOption('PRIVATEACADEMIA');
    await page.locator('input[name="email"]').fill(org.email);
    await page.locator('input[name="password"]').fill(org.password);
    await page.locator('input[name="retypePassword"]').fill(org.password);
    await page.locator('form').getByRole('button', { name: ta['register.submit'] }).click();
    await page.getByTestId('register-success').waitFor({ timeout: 30_000 });

    await page.goto(`${BASE}${await mailedPath(org.email, 'verifyVioEmail')}`);
    await page.getByTestId('verify-success').waitFor();

    await loginAndLand(page, org.email, org.password, '/vioHome', ta['login.submit']);
    const banner = page.getByTestId('profile-incomplete');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(taVio['vio.home.incompleteProfile']);
    vioId = decodeToken((await page.evaluate(() => localStorage.getItem('token')))!).id;
    await banner.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/vioprofile');

    // Read-only until Edit; the page speaks Tamil.
    await page.getByTestId('vio-profile-edit').waitFor();
    await page.getByRole('heading', { name: taVio['vio.profile.title'] }).waitFor();
    expect(await page.getByTestId('vio-profile-status').textContent()).toContain(taVio['vio.profile.status.EMAILVERYFIED']);
    expect(await page.locator('input[name="addressLine1"]').isDisabled()).toBe(true);
    await screenshot(page, 'vio-profile-readonly-ta');
    await page.getByTestId('vio-profile-edit').click();

    // Before the first submission the terms are ticked and locked.
    const terms = page.locator('input[name="terms"]');
    expect(await terms.isChecked()).toBe(true);
    expect(await terms.isDisabled()).toBe(true);

    await page.locator('select[name="organizationType"]').selectOption('Private Institute');
    await page.locator('input[name="registrationId"]').fill('PV 98765');
    await page.locator('input[name="registrationDate"]').fill('2012-06-01');
    await page.locator('select[name="numberOfEmployees"]').selectOption('21-50');
    await page.locator('input[name="operationCommencedDate"]').fill('2012-07-15');
    await page.locator('input[name="addressLine1"]').fill('No. 45, Station Road');
    await page.locator('input[name="addressLine2"]').fill('Second Cross Street');
    const district = await chooseFirstPlace(page);
    const fill = async (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
    };
    await fill({
      organizationLandline: '0112345678',
      organizationMobile: '0771234567',
      organizationEmail: 'office@lankaskills.lk',
      organizationWebSite: 'www.lankaskills.lk',
      managerName: 'Kumaran Selvaraj',
      managerDesignation: 'Director',
      managerMobile: '0772345678',
      managerLandline: '0112345679',
      managerEmail: 'director@lankaskills.lk',
      coordinatorName: 'Meena Rajan',
      coordinatorDesignation: 'Volunteer Coordinator',
      coordinatorMobile: '0773456789',
      coordinatorLandline: '0112345680',
    });
    // A wrong e-mail is refused with the Tamil message, then corrected.
    await fill({ coordinatorEmail: 'meena-at-lankaskills' });
    await page.getByTestId('vio-profile-save').click();
    await page.getByText(vioMessages.ta['vio.profile.fixErrors']).waitFor();
    await page.getByText('தவறான மின்னஞ்சல் முகவரி').first().waitFor();
    await fill({ coordinatorEmail: 'coordinator@lankaskills.lk' });
    await screenshot(page, 'vio-profile-editing-ta');
    await page.getByTestId('vio-profile-save').click();

    await page.locator('[data-testid="vio-status"][data-status="PROFILECOMPLETED"]').waitFor({ timeout: 30_000 });
    await page.getByText(taVio['vio.profile.updatedAwaiting']).first().waitFor();
    expect(await page.locator('input[name="addressLine1"]').isDisabled()).toBe(true);
    expect(await page.locator('select[name="district"]').inputValue()).toBe(district);
    // The stored token was replaced by the one the save returned.
    expect(decodeToken((await page.evaluate(() => localStorage.getItem('token')))!).status).toBe('PROFILECOMPLETED');
    await screenshot(page, 'vio-profile-saved-ta');

    // After the submission the terms start unticked, and the private-academia Save waits for them.
    await page.getByTestId('vio-profile-edit').click();
    expect(await terms.isChecked()).toBe(false);
    expect(await page.getByTestId('vio-profile-save').isDisabled()).toBe(true);
    await page.locator('label:has(input[name="terms"])').click();
    expect(await page.getByTestId('vio-profile-save').isEnabled()).toBe(true);
    await page.getByTestId('vio-profile-cancel').click();

    // Not approved yet: approved-only pages are denied, in Tamil.
    await page.goto(`${BASE}/createVO`);
    expect(await page.getByTestId('access-denied').textContent()).toBe(ta['guard.vio']);
  }, 180_000);

  it('an admin (English) approves the organisation on /admin/VIOApproval', async () => {
    const admin = await browser.another();
    await loginAndLand(admin, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await admin.goto(`${BASE}/admin/VIOApproval`);
    const card = admin.locator(`[data-testid="vio-pending"][data-vio-id="${vioId}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(org.name);
    await card.getByTestId('vio-toggle-details').click();
    await card.getByText('Kumaran Selvaraj').waitFor();
    await screenshot(admin, 'admin-vio-approval');
    await card.getByTestId('vio-approve').click();
    const alert = admin.getByTestId('vio-approval-alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('VIO approved Successfully !');
    await card.waitFor({ state: 'detached' });
    // The alert hides after 3 s.
    await alert.waitFor({ state: 'detached', timeout: 10_000 });

    // The list shows it as approved; its detail page opens from the row.
    await admin.goto(`${BASE}/admin/VIOlist`);
    await admin.locator('input[name="search"]').fill(org.name);
    const row = admin.locator(`tr[data-vio-id="${vioId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('vio-status').getAttribute('data-status')).toBe('APPROVED');
    expect(await row.getByTestId('vio-transfer').isDisabled()).toBe(true);
    await screenshot(admin, 'admin-vio-list');
    await row.getByRole('link', { name: org.name }).click();
    await admin.getByTestId('vio-detail-name').waitFor();
    expect(await admin.getByTestId('vio-profile-details').textContent()).toContain('Meena Rajan');
    await screenshot(admin, 'admin-vio-detail');
    await admin.context().close();
  }, 120_000);

  it('the organisation logs in again, may open approved-only pages, and is public', async () => {
    await page.goto(`${BASE}/vioHome`);
    const before = (await page.evaluate(() => localStorage.getItem('token')))!;
    await page.getByRole('button', { name: ta['nav.logout'] }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Logout ended the session on the server too: the forgotten token no longer works anywhere (issue 23).
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await fetch(`${BASE}/api/vio/profile`, { headers: { token: before } })).status).toBe(401);
    await loginAndLand(page, org.email, org.password, '/vioHome', ta['login.submit']);
    expect(decodeToken((await page.evaluate(() => localStorage.getItem('token')))!).status).toBe('APPROVED');
    expect(await page.getByTestId('profile-incomplete').count()).toBe(0);

    await page.goto(`${BASE}/createVO`);
    await page.getByRole('heading', { name: opportunityMessages.ta['opportunity.form.createTitle'] }).waitFor();
    expect(await page.getByTestId('access-denied').count()).toBe(0);
    await screenshot(page, 'vio-approved-create-vo-ta');

    await page.goto(`${BASE}/vio/${vioId}`);
    await page.getByTestId('vio-public-name').waitFor();
    expect(await page.getByTestId('vio-public-name').textContent()).toBe(org.name);
    const contact = (await page.getByTestId('vio-public-contact').textContent()) ?? '';
    expect(contact).toContain('No. 45, Station Road');
    expect(contact).toContain('office@lankaskills.lk');
    expect(contact).not.toContain('Kumaran');
    expect(await page.locator('[data-goal]').count()).toBe(17);
    expect(await page.getByText(taVio['vio.public.goals']).count()).toBe(1);
    await screenshot(page, 'vio-public-profile-ta');

    await page.goto(`${BASE}/profile/vio/${vioId}`);
    await page.getByTestId('vio-public-name').waitFor();
  }, 120_000);
});
