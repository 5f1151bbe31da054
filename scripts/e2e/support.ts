/**
 * What every browser journey needs: the running platform's address, a headless Chromium, fresh pages,
 * the dev outbox (mails and SMS), logging in through the login form, screenshots, and a CSP watch.
 * The e2e global setup starts the stack and sets E2E_BASE_URL (and E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { audited, checkpointContext, viewport } from './a11y';
import { recordFailurePages } from './failure-pages';

export const BASE = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL;
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD;
export const ARTIFACTS = path.resolve('test-artifacts');
export const REGISTERED = 'you are successfully registered, please check your inbox or spam folders for the verification email!';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** A valid 12-digit NIC of someone born in 1995. */
export const nic1995 = () => `1995${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  text: string;
  createdAt: string;
}

/** Polls the dev outbox (delivery is asynchronous) for the newest message to `to` whose text matches. */
export const awaitOutbox = async (to: string, pattern: RegExp, channel?: 'email' | 'sms'): Promise<RegExpExecArray> => {
  const deadline = Date.now() + 30_000;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`${BASE}/api/dev/outbox`);
    last = `${response.status}`;
    if (response.ok) {
      const messages = (await response.json()) as OutboxMessage[];
      const found = messages
        .filter((m) => (!channel || m.channel === channel) && m.to.toLowerCase() === to.toLowerCase())
        .map((m) => pattern.exec(m.text))
        .find((m): m is RegExpExecArray => m !== null);
      if (found) return found;
    }
    await sleep(500);
  }
  throw new Error(`no message to ${to} matching ${pattern} in the outbox (last status ${last})`);
};

/** The path (e.g. `/verifyEmail/abc`) of the newest link to `route` mailed to `to`. */
export const mailedPath = async (to: string, route: string): Promise<string> => {
  const match = await awaitOutbox(to, new RegExp(`(?:https?://[^\\s"'<>]+)?(/${route}/[^\\s"'<>]+)`), 'email');
  return match[1].replace(/[).,;]+$/, '');
};

/**
 * Debian's Chromium headless shell (chromium-headless-shell: the same Blink and V8 build without the desktop browser,
 * what Playwright itself runs headless), else the full browser; CHROMIUM_PATH chooses another.
 */
const browserPath = () =>
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';

export const launchBrowser = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: browserPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });

/**
 * Chromium's fake camera (issue 28's scanner): every getUserMedia video is the JPEG frames of `mjpegFile`, one after
 * another in a loop, and the permission prompt is answered yes. The file is read when a page opens the camera.
 */
export const fakeCameraArgs = (mjpegFile: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${mjpegFile}`];

/**
 * Content-Security-Policy violations seen by any page of a session: the page reports them
 * (securitypolicyviolation, forwarded to the console) and Chromium logs refused resources as console errors.
 */
const watchContentSecurityPolicy = async (context: BrowserContext, violations: string[]) => {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
};

/**
 * A prerendered public page that React could not hydrate as it was sent (console/src/main.tsx says so in the
 * console): the server's HTML and the browser's first render differ, a defect that fails the test that met it.
 */
const watchHydration = (context: BrowserContext, mismatches: string[]) => {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Hydration mismatch/.test(message.text())) mismatches.push(`${message.page()?.url()}: ${message.text()}`);
  });
};

/**
 * A prerendered public page is on screen before its script has run, and a tap on it then does nothing: after a
 * page load (goto, reload) the journeys wait until the console has hydrated it (console/src/main.tsx marks
 * <html data-boot>), as a person would wait for a page to answer. Other pages are not waited for.
 */
const waitForHydration = (page: Page): Page => {
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]') || document.documentElement.dataset.boot).catch(() => undefined);
        return response;
      },
    });
  }
  return page;
};

/**
 * One browser per test file; `fresh()` gives a new context (empty localStorage) per scenario. Pages come at the
 * run's viewport (E2E_VIEWPORT) and audited for accessibility before every action (./a11y.ts); after each test
 * the pages still open are audited as they were left. Any CSP violation during a test fails that test (the
 * console must run under the platform's strict policy).
 */
/**
 * How long a page action or wait may take before it fails. Three journey files run at once on a 2-core machine (one
 * of them driving a second Chromium through a fake camera): a page that loads in 3 s alone took over 15 s there.
 * The bound only decides when a broken page is reported; nothing here asserts speed.
 */
const PAGE_WAIT_MS = 30_000;

export const createBrowserSession = () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const violations: string[] = [];
  const mismatches: string[] = [];
  const others: BrowserContext[] = [];
  const cameras: Browser[] = [];
  const newContext = async (from = browser!) => {
    const created = await from.newContext({ viewport: viewport() });
    await watchContentSecurityPolicy(created, violations);
    watchHydration(created, mismatches);
    return created;
  };
  afterEach(async ({ task }) => {
    const seen = violations.splice(0);
    if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
    const unhydrated = mismatches.splice(0);
    if (unhydrated.length) throw new Error(`Prerendered pages that did not hydrate as sent:\n${unhydrated.join('\n')}`);
    if (task.result?.state === 'fail') {
      const open = [context, ...others].flatMap((each) => each?.pages() ?? []);
      await recordFailurePages(ARTIFACTS, { file: path.relative(process.cwd(), task.file.filepath), test: task.fullTestName ?? task.name }, open);
      return;
    }
    await checkpointContext(context);
    for (const other of others) await checkpointContext(other);
  });
  return {
    async open() {
      mkdirSync(ARTIFACTS, { recursive: true });
      browser = await launchBrowser();
    },
    async close() {
      for (const camera of cameras.splice(0)) await camera.close();
      await browser?.close();
    },
    /** The violations seen since the last test ended (a test that provokes one on purpose clears them). */
    cspViolations: () => [...violations],
    clearCspViolations: () => void violations.splice(0),
    async fresh(options: { language?: 'en' | 'si' | 'ta' } = {}): Promise<Page> {
      await context?.close();
      others.splice(0);
      context = await newContext();
      if (options.language) {
        const language = options.language;
        await context.addInitScript((lang) => {
          if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
        }, language);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_WAIT_MS);
      return audited(waitForHydration(page));
    },
    /**
     * A second, independent browser context (e.g. an admin acting while a volunteer is logged in); `script: false`
     * is a browser that has not run the page's script (yet): what a phone shows before the JavaScript arrives.
     */
    async another(options: { script?: boolean } = {}): Promise<Page> {
      const script = options.script ?? true;
      const other = await newContext();
      // The console's own scripts never arrive (the audit's, injected by the test, still run).
      if (!script) await other.route('**/assets/*.js', (route) => route.abort());
      others.push(other);
      const page = await other.newPage();
      page.setDefaultTimeout(PAGE_WAIT_MS);
      return audited(script ? waitForHydration(page) : page);
    },
    /**
     * A page in a browser of its own whose camera films `mjpegFile` (fakeCameraArgs), watched and audited as the
     * others: a coordinator scanning what the test put in front of the camera.
     */
    async withCamera(mjpegFile: string): Promise<Page> {
      const camera = await launchBrowser(fakeCameraArgs(mjpegFile));
      cameras.push(camera);
      const other = await newContext(camera);
      others.push(other);
      const page = await other.newPage();
      page.setDefaultTimeout(PAGE_WAIT_MS);
      return audited(waitForHydration(page));
    },
  };
};

/** Fills the login form; `button` is the Log in button's label in the page's language. */
export const submitLogin = async (page: Page, email: string, password: string, button = 'Log in') => {
  await page.goto(`${BASE}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form').getByRole('button', { name: button }).click();
};

/** Logs in and waits for the landing page; retries in case the last command is still being projected. */
export const loginAndLand = async (page: Page, email: string, password: string, landing: string, button = 'Log in') => {
  for (let attempt = 1; ; attempt++) {
    await submitLogin(page, email, password, button);
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === landing).then(() => 'landed' as const, () => 'timeout' as const),
      page.getByTestId('login-error').waitFor().then(() => 'error' as const, () => 'timeout' as const),
    ]);
    if (outcome === 'landed') return;
    if (outcome === 'timeout' || attempt >= 5) throw new Error(`login as ${email} failed: ${await page.getByTestId('login-error').textContent().catch(() => '')}`);
    await sleep(1000);
  }
};

/** A full-page screenshot once the page's web fonts are in (the Sinhala and Tamil subsets load on demand). */
export const screenshot = async (page: Page, name: string) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
};

/**
 * A side-menu entry by its name. At phone width the side bar is folded into the drawer behind the menu button
 * (the Shell's media query), so that opens first, as a person on a phone would.
 */
export const menuItem = async (page: Page, name: string) => {
  const toggle = page.locator('.menu-toggle');
  if (await toggle.isVisible()) {
    await toggle.click();
    return page.locator('.menu-drawer').getByRole('menuitem', { name });
  }
  return page.locator('.sidebar').getByRole('menuitem', { name });
};

/** Picks the first real option of a select whose options load from the server (places, reference lists); answers its value. */
export const chooseFirstOption = async (page: Page, name: string) => {
  const select = page.locator(`select[name="${name}"]`);
  await expect.poll(async () => (await select.isEnabled()) && (await select.locator('option:not([value=""])').count()) > 0).toBe(true);
  await select.selectOption({ index: (await select.locator('option').first().getAttribute('value')) === '' ? 1 : 0 });
  return select.inputValue();
};

/** The first district, its first divisional secretariat and that one's first GN division; answers the district. */
export const chooseFirstPlace = async (page: Page) => {
  const district = await chooseFirstOption(page, 'district');
  await chooseFirstOption(page, 'divisionalSecretariat');
  await chooseFirstOption(page, 'gnDivision');
  return district;
};

/** Fills one form field by its name (form fields only: the page's head has a <meta name="description"> too). */
export const fill = (page: Page, name: string, value: string) => page.locator(`:is(input, textarea)[name="${name}"]`).fill(value);

/** Fills form fields by their names. */
export const fillFields = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await fill(page, name, value);
};

/** Chooses an option of a select by its value. */
export const choose = (page: Page, name: string, value: string) => page.locator(`select[name="${name}"]`).selectOption(value);

/** Blueprint hides the real checkbox under its indicator: click the label that wraps the one with this value. */
export const tickOption = (page: Page, name: string, value: string) => page.locator(`label:has(input[name="${name}"][value="${value}"])`).click();

/** The `index`-th checkbox or radio of a group, by its indicator's label. */
export const tickNth = (page: Page, name: string, index: number) => page.locator(`input[name="${name}"]`).nth(index).locator('xpath=..').click();

/** YYYY-MM-DD `offset` days from today (UTC), as a date input takes it. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
