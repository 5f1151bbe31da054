/**
 * The journeys' accessibility audit, by hand, against any running console (e.g. `npm start`):
 *
 *   npx tsx scripts/e2e/audit.ts [--phone] [--login email:password] [--language si] URL...
 *
 * Each URL (a path is taken relative to http://localhost:8080 or E2E_BASE_URL) is opened at desktop
 * (1366×768) or phone (390×844) width, left to settle, and audited with the same WCAG 2.0/2.1/2.2 A+AA rules
 * as the journeys. Every violation is printed (all impacts); the exit code is 1 when one is serious or critical.
 */
import { launchBrowser } from './support';
import { FAILING_IMPACTS, VIEWPORTS, auditNow, describeViolation } from './a11y';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const phone = args.includes('--phone') ? (args.splice(args.indexOf('--phone'), 1), true) : false;
const login = option('--login');
const language = option('--language');
const base = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const urls = args.map((u) => (u.startsWith('http') ? u : `${base}${u.startsWith('/') ? '' : '/'}${u}`));
if (urls.length === 0) {
  console.error('usage: npx tsx scripts/e2e/audit.ts [--phone] [--login email:password] [--language en|si|ta] URL...');
  process.exit(2);
}

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: VIEWPORTS[phone ? 'phone' : 'desktop'] });
if (language) await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
const page = await context.newPage();
let failing = 0;
try {
  if (login) {
    const [email, password] = login.split(':');
    await page.goto(`${base}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  }
  for (const url of urls) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const violations = await auditNow(page);
    failing += violations.filter((v) => FAILING_IMPACTS.includes(v.impact)).length;
    console.log(`${url}: ${violations.length === 0 ? 'no violations' : `${violations.length} violation(s)`}`);
    for (const v of violations) console.log(`  ${describeViolation(v)}`);
  }
} finally {
  await browser.close();
}
process.exit(failing > 0 ? 1 : 0);
