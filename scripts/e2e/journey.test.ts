/**
 * Browser journey through the console against a running platform.
 * The harness starts the stack and sets E2E_BASE_URL (and E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const BASE = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD;
const ARTIFACTS = path.resolve('test-artifacts');
const REGISTERED = 'you are successfully registered, please check your inbox or spam folders for the verification email!';

if (!BASE) console.warn('[e2e] E2E_BASE_URL is not set: skipping the browser journey (start the platform and set E2E_BASE_URL to run it).');

const suite = BASE ? describe : describe.skip;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** A valid 12-digit NIC of someone born in 1995. */
const nic1995 = () => `1995${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  text: string;
  createdAt: string;
}

/** The path of the verification link in the latest e-mail to `to` (polls: delivery may be asynchronous). */
const verificationPath = async (to: string, route: 'verifyEmail' | 'verifyVioEmail'): Promise<string> => {
  const pattern = new RegExp(`(?:https?://[^\\s"'<>]+)?(/${route}/[^\\s"'<>]+)`);
  const deadline = Date.now() + 30_000;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`${BASE}/api/dev/outbox`);
    last = `${response.status}`;
    if (response.ok) {
      const messages = (await response.json()) as OutboxMessage[];
      const mail = messages.find((m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase() && pattern.test(m.text));
      const match = mail && pattern.exec(mail.text);
      if (match) return match[1].replace(/[).,;]+$/, '');
    }
    await sleep(500);
  }
  throw new Error(`no /${route}/ link for ${to} in the outbox (last status ${last})`);
};

suite('console journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh browser context (empty localStorage) per scenario. */
  const freshPage = async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };

  const login = async (email: string, password: string) => {
    await page.goto(`${BASE}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  };

  /** The success callout, or the server's refusal as a readable failure. */
  const expectRegistered = async () => {
    const outcome = page.getByTestId('register-success').or(page.getByTestId('register-error'));
    await outcome.waitFor({ timeout: 30_000 });
    expect((await outcome.textContent())?.trim()).toBe(REGISTERED);
  };

  /** Logs in and waits for the landing page; retries a few times in case the verification is still being applied. */
  const loginAndLand = async (email: string, password: string, landing: string) => {
    for (let attempt = 1; ; attempt++) {
      await login(email, password);
      const outcome = await Promise.race([
        page.waitForURL((url) => url.pathname === landing).then(() => 'landed' as const, () => 'timeout' as const),
        page.getByTestId('login-error').waitFor().then(() => 'error' as const, () => 'timeout' as const),
      ]);
      if (outcome === 'landed') return;
      if (outcome === 'timeout' || attempt >= 5) throw new Error(`login as ${email} failed: ${await page.getByTestId('login-error').textContent()}`);
      await sleep(1000);
    }
  };

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

    const link = await verificationPath(volunteer.email, 'verifyEmail');
    await page.goto(`${BASE}${link}`);
    await page.getByTestId('verify-success').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('profileIncomplete'))).toBe('true');

    await loginAndLand(volunteer.email, volunteer.password, '/volunteerHome');
    const chip = page.getByTestId('registration-number');
    await chip.waitFor();
    expect((await chip.textContent())?.trim()).toMatch(/\S+:\s*\S*\w/);
    expect(await page.getByTestId('profile-incomplete').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.screenshot({ path: path.join(ARTIFACTS, 'volunteer-home.png'), fullPage: true });

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

    const link = await verificationPath(vio.email, 'verifyVioEmail');
    await page.goto(`${BASE}${link}`);
    await page.getByTestId('verify-success').waitFor();

    await loginAndLand(vio.email, vio.password, '/vioHome');
    await page.getByTestId('registration-number').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'vio-home.png'), fullPage: true });
  }, 120_000);

  it.skipIf(!ADMIN_EMAIL || !ADMIN_PASSWORD)('an admin logs in and sees the profile', async () => {
    await freshPage();
    await loginAndLand(ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/profile');
    const email = page.getByTestId('admin-email');
    await email.waitFor();
    expect((await email.textContent())?.trim().toLowerCase()).toBe(ADMIN_EMAIL!.toLowerCase());
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-profile.png'), fullPage: true });
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
});
