import { afterAll, beforeAll, expect, it, suite } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, screenshot } from './support';

/** Verified rebuilds in the console: a core admin verifies a read model against the log and rebuilds it blue/green, watching its progress. */
suite('read models in the admin console', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('a core admin verifies the admins read model and rebuilds it, with its progress, ending equal', async () => {
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/projections`);
    await page.getByRole('heading', { name: 'Read models' }).waitFor();
    const row = page.locator('[data-testid="projection-row"][data-name="admins"]');
    await row.waitFor();
    await expect.poll(() => row.getByText('Running').count()).toBe(1);
    // Parked events (issue 23): a count per model, and none on a healthy platform.
    expect(await row.getByTestId('parked-count').textContent()).toBe('0');
    await page.getByRole('heading', { name: 'Parked events', exact: true }).waitFor();
    await page.getByText('No parked events').waitFor();
    // The position reads as a number, not with the store's internal "every event up to here" marker.
    const position = await row.locator('td').nth(1).textContent();
    expect(position).toMatch(/^-?\d+(\/-?\d+)?$/);
    expect(position).not.toContain('9223372036854775807');

    await page.getByRole('button', { name: 'Verify admins' }).click();
    const result = page.locator('[data-testid="verify-result"][data-name="admins"]');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute('data-equal')).toBe('true');
    await expect.poll(() => result.getByText('Equal').count()).toBe(1);
    await screenshot(page, 'projections-verified');

    // A rebuild of an earlier run (the other width) may still show: wait for this one's.
    const status = row.getByTestId('rebuild-status');
    const before = (await status.count()) ? await status.getAttribute('data-started') : null;
    await page.getByRole('button', { name: 'Rebuild admins' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rebuild' }).click();
    await expect.poll(async () => ((await status.count()) ? status.getAttribute('data-started') : null)).not.toBe(before);
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    expect(await status.textContent()).toMatch(/admins rebuilt and switched over\s*Equal/);
    await screenshot(page, 'projections-rebuilt');
  });
});
