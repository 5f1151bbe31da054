/**
 * Browser journey through the console against a running platform.
 * The harness starts the stack and sets E2E_BASE_URL (and E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, REGISTERED, createBrowserSession, loginAndLand as landAs, mailedPath, nic1995, screenshot, submitLogin, unique } from './support';

if (!BASE) console.warn('[e2e] E2E_BASE_URL is not set: skipping the browser journey (start the platform and set E2E_BASE_URL to run it).');

const suite = BASE ? describe : describe.skip;

suite('console journey', () => {
  const browser = createBrowserSession();
  let page: Page;
  beforeAll(() => browser.open());
  afterAll(() => browser.close());
  const freshPage = async () => (page = await browser.fresh());
  const login = (email: string, password: string) => submitLogin(page, email, password);

  /** The success callout, or the server's refusal as a readable failure. */
  const expectRegistered = async () => {
    const outcome = page.getByTestId('register-success').or(page.getByTestId('register-error'));
    await outcome.waitFor({ timeout: 30_000 });
    expect((await outcome.textContent())?.trim()).toBe(REGISTERED);
  };

  const loginAndLand = (email: string, password: string, landing: string) => landAs(page, email, password, landing);

  const volunteer = { email: `vol-${unique()}@example.lk`, password: 'Volunteer#2026' };

  it('a volunteer registers, verifies the e-mail, logs in and sees the registration number', async () => {
    await freshPage();
    await page.goto(`${BASE}/register?registerAs=volunteer`);
    await page.locator('input[name="firstName"]').fill('Nimal');
    await page.locator('input[name="lastName"]').fill('Perera');
    await page.locator('input[name="nic"]').fill(nic1995());
    await page.locator('input[name="email"]').fill(volunteer.email);
    await page.locator('input[name="password"]').fill(volunteer.password);
    await page.locator('input[name="retypePassword"]').fill(volunteer.password);
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expectRegistered();
    // All fields lock after success.
    expect(await page.locator('input[name="email"]').isDisabled()).toBe(true);

    const link = await mailedPath(volunteer.email, 'verifyEmail');
    await page.goto(`${BASE}${link}`);
    await page.getByTestId('verify-success').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('profileIncomplete'))).toBe('true');

    await loginAndLand(volunteer.email, volunteer.password, '/volunteerHome');
    const chip = page.getByTestId('registration-number');
    await chip.waitFor();
    expect((await chip.textContent())?.trim()).toMatch(/\S+:\s*\S*\w/);
    expect(await page.getByTestId('profile-incomplete').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(page, 'volunteer-home');

    // Logout removes the token and returns to the landing page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  }, 120_000);

  it('a wrong password shows the server message or Error', async () => {
    await freshPage();
    await login(volunteer.email, 'definitely-wrong-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    const text = (await error.textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  }, 60_000);

  it('a VIO registers, verifies the e-mail, logs in and lands on its home', async () => {
    await freshPage();
    const vio = { email: `vio-${unique()}@example.lk`, password: 'Organisation#2026' };
    await page.goto(`${BASE}/register?registerAs=vio`);
    await page.locator('input[name="name"]').fill(`Green Lanka Trust ${unique()}`);
    await page.locator('select[name="type"]').selectOption('NONPROFIT');
    await page.locator('input[name="email"]').fill(vio.email);
    await page.locator('input[name="password"]').fill(vio.password);
    await page.locator('input[name="retypePassword"]').fill(vio.password);
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expectRegistered();

    const link = await mailedPath(vio.email, 'verifyVioEmail');
    await page.goto(`${BASE}${link}`);
    await page.getByTestId('verify-success').waitFor();

    await loginAndLand(vio.email, vio.password, '/vioHome');
    await page.getByTestId('registration-number').waitFor();
    await screenshot(page, 'vio-home');
  }, 120_000);

  it.skipIf(!ADMIN_EMAIL || !ADMIN_PASSWORD)('an admin logs in, lands on the dashboard and sees the profile', async () => {
    await freshPage();
    // Admins land on their dashboard (issue 27).
    await loginAndLand(ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await page.goto(`${BASE}/admin/profile`);
    const email = page.getByTestId('admin-email');
    await email.waitFor();
    expect((await email.textContent())?.trim().toLowerCase()).toBe(ADMIN_EMAIL!.toLowerCase());
    await screenshot(page, 'admin-profile');
  }, 60_000);

  it('switching the language to Sinhala translates the login page', async () => {
    await freshPage();
    await page.goto(`${BASE}/login`);
    await page.locator('select[name="language"]').selectOption('si');
    await page.getByRole('heading', { name: 'පිවිසෙන්න' }).waitFor();
    expect(await page.locator('form').getByRole('button', { name: 'පිවිසෙන්න' }).isVisible()).toBe(true);
    // The choice persists.
    await page.reload();
    await page.getByRole('heading', { name: 'පිවිසෙන්න' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('si');
  }, 60_000);

  it('a link with ?lang=ta opens the page in Tamil, fetching only the Tamil messages, and the choice follows in the link', async () => {
    await freshPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/catalogue\.(en|si|ta)-/.exec(request.url());
      if (file) catalogues.push(file[1]);
    });
    await page.goto(`${BASE}/login?lang=ta`);
    await page.getByRole('heading', { name: 'உள்நுழைக' }).waitFor();
    expect(catalogues).toEqual(['ta']);
    expect(await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang])).toEqual(['ta', 'ta']);
    // Switching on the page fetches that language once and keeps the link saying what is shown.
    await page.locator('select[name="language"]').selectOption('si');
    await page.getByRole('heading', { name: 'පිවිසෙන්න' }).waitFor();
    expect(catalogues).toEqual(['ta', 'si']);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('si');
    await page.reload();
    await page.getByRole('heading', { name: 'පිවිසෙන්න' }).waitFor();
  }, 60_000);
});
