import { afterAll, beforeAll, expect, it, suite } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, screenshot } from './support';

/** The core admin's delivery page: every sink with its state, and the dead letters (none on a healthy platform). */
suite('deliveries page', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('a core admin finds it in the menu and sees each sink working and no dead letter', async () => {
    const [title, working, none] = ['Deliveries: mail, SMS, event stream and reports', 'Working', 'No message has been set aside'];
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    // In the admin menu (collapsed on a phone: its link is there, not necessarily visible).
    expect(await page.locator('a[href="/admin/sinks"]').count()).toBeGreaterThan(0);
    await page.goto(`${BASE}/admin/sinks`);
    await page.getByRole('heading', { name: title }).waitFor();
    const mail = page.locator('[data-testid="sink"][data-sink="mail"]');
    await mail.waitFor();
    expect(await mail.getAttribute('data-state')).toBe('ok');
    expect(await mail.textContent()).toContain(working);
    // The report facts are sinks too (ClickHouse), listed with what they deliver.
    expect(await page.locator('[data-testid="sink"][data-sink="registration-facts"]').count()).toBe(1);
    await page.getByText(none).waitFor();
    await screenshot(page, 'sinks');
  });
});
