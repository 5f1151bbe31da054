/**
 * Reports in the browser: an admin opens the dashboard, a report in Sinhala, and prints a report to PDF
 * (Chromium's print to PDF with the print stylesheet); screenshots in test-artifacts/.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportingMessages } from '../../console/src/i18n/areas/reporting';
import { si } from '../../console/src/i18n/si';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ARTIFACTS, BASE, createBrowserSession, loginAndLand, screenshot } from './support';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;

suite('reports journey', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('an admin opens the dashboard and a registration report in Sinhala, and prints it to PDF', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/profile', si['login.submit']);
    await page.goto(`${BASE}/admin/dashboard`);
    await page.getByTestId('dashboard').getByRole('heading', { name: reportingMessages.si['report.dashboard'] }).waitFor();
    await page.getByText(reportingMessages.si['report.hours']).waitFor();
    await screenshot(page, 'reports-dashboard-si');

    await page.goto(`${BASE}/admin/report/dailyVolRegistrations`);
    const report = page.getByTestId('admin-report');
    await report.getByText(reportingMessages.si['report.field.numVolunteers'], { exact: true }).waitFor();
    // The gender split is there: a chart with its table, or 'No data' when no volunteer is registered yet (the
    // journeys share one platform, so either may hold here).
    await report.getByText(reportingMessages.si['report.field.numVolunteersByGender'], { exact: false }).first().waitFor();
    await report.getByText(reportingMessages.si['report.footer']).waitFor();
    await screenshot(page, 'reports-volunteer-registrations-si');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: reportingMessages.si['report.download'] }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await writeFile(path.join(ARTIFACTS, 'reports-volunteer-registrations.pdf'), pdf);
    await screenshot(page, 'reports-print-view-si');
  });
});
