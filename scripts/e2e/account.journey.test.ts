/**
 * Browser journeys of the account slice: inviting an admin, suspending a signed-in volunteer, forgot/reset
 * password and the settings page. The e2e global setup starts the platform (E2E_BASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { colomboDate, displayDate } from '@nvp/events';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, mailedPath, menuItem, nic1995, screenshot, submitLogin, unique } from './support';

const suite = BASE ? describe : describe.skip;

/** A volunteer registered and e-mail verified through the API (registration has its own journey). */
const volunteerViaApi = async () => {
  const volunteer = { firstName: 'Chamari', lastName: 'Jayasuriya', nic: nic1995(), email: `acct-${unique()}@example.lk`, password: 'Volunteer#2026' };
  const registered = await fetch(`${BASE}/api/volunteer/register/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(volunteer) });
  expect(registered.status).toBe(200);
  const { id } = (await registered.json()) as { id: string };
  const link = await mailedPath(volunteer.email, 'verifyEmail');
  const emailToken = decodeURIComponent(link.split('/')[2]);
  const verified = await fetch(`${BASE}/api/volunteer/verify/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailToken }) });
  expect(verified.status).toBe(200);
  return { ...volunteer, id };
};

const textOf = async (page: Page, testId: string) => {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return (await element.textContent())?.trim() ?? '';
};

suite('account journeys', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('a core admin invites an admin; the invitee registers through the mailed link, logs in and sees the granted permissions', async () => {
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/invite`);
    const invitee = { email: `admin-${unique()}@example.lk`, password: 'Admin#Pass2026' };
    await page.locator('input[name="email"]').fill(invitee.email);
    await page.locator('label:has(input[value="VERIFY_VIOS"])').click();
    await page.locator('label:has(input[value="VIEW_REPORTS"])').click();
    await screenshot(page, 'account-admin-invite');
    await page.getByTestId('invite-submit').click();
    expect(await textOf(page, 'invite-result')).toBe('Successfully Invited!');

    // The invitee, in a browser of their own.
    const invited = await browser.another();
    await invited.goto(`${BASE}${await mailedPath(invitee.email, 'admin/verify')}`);
    await invited.locator('input[name="name"]').fill('Ishara Gunawardena');
    expect(await invited.locator('input[name="email"]').inputValue()).toBe(invitee.email);
    expect(await invited.locator('input[name="email"]').isDisabled()).toBe(true);
    await invited.locator('input[name="password"]').fill(invitee.password);
    await invited.locator('input[name="repeatPassword"]').fill('something-else');
    await invited.locator('form').getByRole('button', { name: 'Register' }).click();
    expect(await invited.locator('#field-repeatPassword').evaluate((e) => e.closest('.bp6-form-group')?.textContent ?? '')).toContain('The passwords do not match');
    await invited.locator('input[name="repeatPassword"]').fill(invitee.password);
    await screenshot(invited, 'account-admin-register');
    await invited.locator('form').getByRole('button', { name: 'Register' }).click();
    await invited.waitForURL((url) => url.pathname === '/');

    // Granted VIEW_REPORTS, the invitee lands on the dashboard (issue 27).
    await loginAndLand(invited, invitee.email, invitee.password, '/admin/dashboard');
    await invited.goto(`${BASE}/admin/profile`);
    const permissions = invited.getByTestId('admin-permissions');
    await permissions.waitFor();
    const granted = await permissions.locator('[data-permission]').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-permission')));
    expect(granted).toEqual(['VERIFY_VIOS', 'VIEW_REPORTS']);
    expect(await permissions.textContent()).toContain('Verify VIOs');
    await screenshot(invited, 'account-admin-profile');

    // Edit the profile: name and bio; the e-mail is never editable.
    await invited.getByTestId('edit-profile').click();
    expect(await invited.locator('input[name="email"]').isDisabled()).toBe(true);
    await invited.locator('input[name="name"]').fill('');
    await invited.getByTestId('submit-profile').click();
    expect(await invited.locator('#field-name').evaluate((e) => e.closest('.bp6-form-group')?.textContent ?? '')).toContain('Please enter a valid name');
    await invited.locator('input[name="name"]').fill('Ishara Gunawardena');
    await invited.locator('textarea[name="bio"]').fill('Reviews organisations in the Southern Province.');
    await invited.getByTestId('submit-profile').click();
    await invited.waitForURL((url) => url.pathname === '/');
    await invited.goto(`${BASE}/admin/profile`);
    await invited.getByText('Reviews organisations in the Southern Province.').waitFor();

    // The core admin sees the new admin in the list and can terminate a pending invitation there.
    const pending = `pending-${unique()}@example.lk`;
    await page.goto(`${BASE}/admin/invite`);
    await page.locator('input[name="email"]').fill(pending);
    await page.locator('label:has(input[value="CHECK_REFEREES"])').click();
    await page.getByTestId('invite-submit').click();
    expect(await textOf(page, 'invite-result')).toBe('Successfully Invited!');
    await page.goto(`${BASE}/admin/adminlist`);
    await page.locator(`[data-testid="admin-row"][data-email="${invitee.email}"]`).waitFor();
    await screenshot(page, 'account-admin-list');
    await page.locator(`[data-testid="admin-row"][data-email="${pending}"]`).getByTestId('terminate-admin').click();
    await page.getByText('Are You Sure to Terminate This Admin?').waitFor();
    await page.getByText('This action cannot be UNDO!!!').waitFor();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Terminate' }).click();
    expect(await textOf(page, 'admin-list-result')).toBe('Deleted Successfully!');
    await page.locator(`[data-testid="admin-row"][data-email="${pending}"]`).waitFor({ state: 'detached' });
  }, 180_000);

  it("an admin suspends a signed-in volunteer: the volunteer's next click lands on /login with the reason; unsuspend lets them back", async () => {
    const volunteer = await volunteerViaApi();
    const page = await browser.fresh();
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');

    const admin = await browser.another();
    await loginAndLand(admin, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await admin.goto(`${BASE}/admin/volunteer/${volunteer.id}`);
    const panel = admin.getByTestId('suspension-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('standing').getAttribute('data-standing')).toBe('FUNCTIONING');
    await panel.getByTestId('suspend-button').click();
    // OK works only once a day is picked.
    expect(await admin.getByTestId('suspension-ok').isDisabled()).toBe(true);
    expect(await textOf(admin, 'select-day-prompt')).toBe('Please select a day.');
    const today = colomboDate();
    await admin.locator('input[name="suspensionDay"]').fill(today);
    await screenshot(admin, 'account-suspend-dialog');
    await admin.getByTestId('suspension-ok').click();
    expect(await textOf(admin, 'suspension-alert')).toBe('User Suspended SUccessfully!');
    await panel.locator('[data-testid="standing"][data-standing="SUSPENDED"]').waitFor();
    await screenshot(admin, 'account-volunteer-suspended');

    // The volunteer clicks on: the very next call is refused and the console shows why on /login.
    await (await menuItem(page, 'My Profile')).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const reason = `Your account is suspended until ${displayDate(today)}`;
    expect(await textOf(page, 'session-notice')).toBe(reason);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'account-login-suspended');
    // Logging in again says the same instead of 'Error'.
    await submitLogin(page, volunteer.email, volunteer.password);
    expect(await textOf(page, 'login-error')).toBe(reason);

    await panel.getByTestId('unsuspend-button').click();
    await admin.getByText('Unsuspended Successfully!').waitFor();
    await panel.locator('[data-testid="standing"][data-standing="FUNCTIONING"]').waitFor();
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
  }, 180_000);

  it('an admin terminates a VIO permanently from its page: confirmation, alert, back to the VIO list, login refused', async () => {
    const vio = { name: `Coral Reef Trust ${unique()}`, email: `vio-${unique()}@example.lk`, password: 'Organisation#2026', type: 'NONPROFIT' };
    const registered = await fetch(`${BASE}/api/vio/registration/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...vio, description: vio.name }) });
    expect(registered.status).toBe(200);
    const { id } = (await registered.json()) as { id: string };

    const admin = await browser.fresh();
    await loginAndLand(admin, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await admin.goto(`${BASE}/admin/vio/${id}`);
    const panel = admin.getByTestId('suspension-panel');
    await panel.waitFor();
    await panel.getByTestId('terminate-button').click();
    await admin.getByText('Terminate this account permanently?').waitFor();
    await screenshot(admin, 'account-terminate-confirm');
    await admin.locator('.bp6-alert').getByRole('button', { name: 'Terminate permanently' }).click();
    expect(await textOf(admin, 'suspension-alert')).toBe('Terminated Successfully!');
    await admin.waitForURL((url) => url.pathname === '/admin/VIOlist');

    const page = await browser.another();
    await submitLogin(page, vio.email, vio.password);
    expect(await textOf(page, 'login-error')).toBe('Error');
  }, 120_000);

  it('a volunteer who forgot the password resets it through the mailed link', async () => {
    const volunteer = await volunteerViaApi();
    const page = await browser.fresh();
    await page.goto(`${BASE}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgetPassword');
    await page.locator('input[name="email"]').fill(volunteer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.getByTestId('forgot-result');
    await sent.waitFor();
    expect(await sent.getAttribute('data-status')).toBe('SUCCESS');
    await screenshot(page, 'account-forgot-password');

    await page.goto(`${BASE}${await mailedPath(volunteer.email, 'forgetPassword')}`);
    await page.locator('input[name="password1"]').fill('Renewed#Pass2026');
    await page.locator('input[name="password2"]').fill('Renewed#Pass2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByTestId('reset-result');
    await reset.waitFor();
    expect(await reset.getAttribute('data-status')).toBe('SUCCESS');
    await screenshot(page, 'account-reset-password');
    await loginAndLand(page, volunteer.email, 'Renewed#Pass2026', '/volunteerHome');
  }, 120_000);

  it('settings: change the password (then log in again), and close the account with the password', async () => {
    const volunteer = await volunteerViaApi();
    const page = await browser.fresh();
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
    await page.goto(`${BASE}/settings`);
    await page.locator('input[name="currentPassword"]').fill('not-my-password');
    await page.locator('input[name="newPassword"]').fill('Changed#Pass2026');
    await page.locator('input[name="newPasswordConfirm"]').fill('Changed#Pass2026');
    await page.getByTestId('change-password-submit').click();
    expect(await textOf(page, 'change-password-result')).toBe('Password is incorrect');
    await page.locator('input[name="currentPassword"]').fill(volunteer.password);
    await page.getByTestId('change-password-submit').click();
    expect(await textOf(page, 'change-password-result')).toBe('Success, please login again');
    await screenshot(page, 'account-settings-password');
    await page.waitForURL((url) => url.pathname === '/login');

    await loginAndLand(page, volunteer.email, 'Changed#Pass2026', '/volunteerHome');
    await page.goto(`${BASE}/settings`);
    await page.getByTestId('terminate-account').click();
    await page.locator('.bp6-dialog input[name="password"]').fill('wrong-password');
    await page.getByTestId('terminate-confirm').click();
    expect(await textOf(page, 'terminate-result')).toBe('Incorrect password');
    await page.locator('.bp6-dialog input[name="password"]').fill('Changed#Pass2026');
    await page.getByTestId('terminate-confirm').click();
    expect(await textOf(page, 'terminate-result')).toBe('Account Removed');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await submitLogin(page, volunteer.email, 'Changed#Pass2026');
    expect(await textOf(page, 'login-error')).toBe('Error');
  }, 120_000);
});
