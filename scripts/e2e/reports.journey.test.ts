/**
 * Reports in the browser (issue 12). A volunteer and an organisation are onboarded through the API and 12 hours
 * are confirmed on an opportunity today, so every chart has data. Then an admin opens the dashboard (the line of
 * registrations by day), a district report in Sinhala (charts beside their tables), the district map (clicking a
 * district filters the report), and prints a report to PDF (the first page rendered to an image with pdftoppm and
 * checked); the volunteer opens their quarterly report. Screenshots in test-artifacts/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lkAdmin, volunteerEvaluationCriteria } from '@nvp/events';
import { firstApplicableDay, validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { reportingMessages } from '../../console/src/i18n/catalogues';
import { si } from '../../console/src/i18n/si';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ARTIFACTS, BASE, createBrowserSession, loginAndLand, nic1995, screenshot, unique } from './support';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';
import { approvedForToday } from './attendance-seed';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const siR = reportingMessages.si;
const enR = reportingMessages.en;

/** An approved volunteer and an approved organisation, and 12 hours confirmed today on the organisation's opportunity. */
const history = async () => {
  const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
  const v = { firstName: 'Nadeesha', lastName: 'Jayasinghe', nic: nic1995(), email: `reports.${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Date.now() % 1e8).padStart(8, '0')}` };
  const volunteerId = await onboardVolunteer(admin, v);
  const o = { name: `Reports Trust ${unique()}`, email: `vio.${unique()}@example.lk`, password: 'Organisation#2026' };
  const vio = await onboardVio(admin, o);
  const vioToken = await login(o.email, o.password);

  // Issue 28: the volunteer is on another of the organisation's opportunities today, checked in by name.
  const attendanceTitle = `Beach day ${unique()}`;
  const day = await must('create the day', call('POST', '/api/vio/create-opportunity', validOpportunity({ title: attendanceTitle }), vioToken));
  await must('approve the day', call('POST', '/api/admin/opportunity/review', { id: day.id, approve: true }, admin));
  const { date } = await approvedForToday({ volunteerId, vioId: vio.id, opportunityId: day.id });
  await must('check in by name', call('POST', '/api/vio/attendance/checkin', { opportunityId: day.id, date, volunteerId }, vioToken));
  // And on one in another district, so the by-district bars have two districts to draw.
  const elsewhere = lkAdmin.districts()[1];
  const ds = lkAdmin.divisionalSecretariats(elsewhere.name)[0];
  const place = { district: elsewhere.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, elsewhere.name)[0].name };
  const other = await must('create the other day', call('POST', '/api/vio/create-opportunity', validOpportunity({ title: `Tree day ${unique()}`, ...place }), vioToken));
  await must('approve the other day', call('POST', '/api/admin/opportunity/review', { id: other.id, approve: true }, admin));
  await approvedForToday({ volunteerId, vioId: vio.id, opportunityId: other.id });
  await must('check in by name there', call('POST', '/api/vio/attendance/checkin', { opportunityId: other.id, date, volunteerId }, vioToken));

  const opportunity = validOpportunity({ sdgNumbers: [14, 15], coreFunctions: [13, 18], category: 2 });
  const created = await must('create opportunity', call('POST', '/api/vio/create-opportunity', opportunity, vioToken));
  await must('approve opportunity', call('POST', '/api/admin/opportunity/review', { id: created.id, approve: true }, admin));
  const volunteerToken = await login(v.email, v.password);
  const detail = await eventually('opportunity', async () => {
    const r = await call('GET', `/api/opportunity/get/${created.id}`, undefined, volunteerToken);
    return r.status === 200 && r.body.startDate ? r.body : undefined;
  });
  const applied = await must('apply', call('POST', '/api/opportunity/apply', { opportunityId: created.id, dates: [firstApplicableDay(detail)] }, volunteerToken));
  await eventually('admin review', async () => ((await call('POST', '/api/admin/opportunity/apply/review', { applicationId: applied.id, approve: true }, admin)).status < 300 ? true : undefined));
  await eventually('VIO review', async () => ((await call('POST', '/api/vio/opportunity/apply/review', { applicationId: applied.id, approve: true }, vioToken)).status < 300 ? true : undefined));
  await must('complete', call('PUT', `/api/opportunity/complete/${created.id}`, {}, vioToken));
  const feedback = { review: '', recommend: true, hours: 12, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
  await eventually('confirm hours', async () =>
    (await call('POST', '/api/feedback/submit/vio', { volunteer: volunteerId, opportunity: created.id, vio: vio.id, feedback }, vioToken)).status < 300 ? true : undefined,
  );
  // The facts projection runs behind the log: wait until the summary shows the hours in the district.
  const district = opportunity.district as string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  await eventually('facts', async () => {
    const r = await call('POST', '/api/report/admin/dailySummary', { type: 'DAILY', date: today }, admin);
    return r.body.hoursByDistrict?.some((x: { name: string; value: number }) => x.name === district && x.value >= 12) ? true : undefined;
  });
  await eventually('attendance facts', async () => {
    const r = await call('POST', '/api/report/self/adminReport', { type: 'range', startDate: today, endDate: today }, admin);
    const rows: { opportunityId: string; attended: number }[] = r.body.attendance?.attendanceByOpportunity ?? [];
    return [day.id, other.id].every((id) => rows.some((x) => x.opportunityId === id && x.attended === 1)) ? true : undefined;
  });
  return { volunteer: v, district, today, attendanceTitle, attendanceDistricts: [district, elsewhere.name] };
};


/** The fraction of dark pixels of a binary PGM (P5) image, as pdftoppm -gray writes it. */
const inkOf = (pgm: Buffer) => {
  const header = pgm.subarray(0, 64).toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('not a PGM image');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const p of pixels) if (p < 128) dark++;
  return { width: Number(header[1]), height: Number(header[2]), ink: dark / pixels.length };
};

suite('reports journey', () => {
  const browser = createBrowserSession();
  let data: Awaited<ReturnType<typeof history>>;
  beforeAll(async () => {
    await browser.open();
    data = await history();
  }, 180_000);
  afterAll(() => browser.close());

  it('an admin opens the dashboard, a district report in Sinhala, the map (a click filters), and prints a report to PDF', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard', si['login.submit']);
    await page.goto(`${BASE}/admin/dashboard`);
    const dashboard = page.getByTestId('dashboard');
    await dashboard.getByRole('heading', { name: siR['report.dashboard'] }).waitFor();
    // The line of registrations by day (a labelled SVG chart) with its table beside it.
    await dashboard.getByRole('img', { name: siR['report.registeredByDay'] }).locator('svg').waitFor();
    await dashboard.getByRole('heading', { name: siR['report.registeredByDay'] }).waitFor();
    await screenshot(page, 'reports-dashboard-si');

    // The volunteers' report in Sinhala: the district split is a bar chart with the district's Sinhala name.
    const colombo = lkAdmin.districts().find((d) => d.name === data.district)!;
    await page.goto(`${BASE}/admin/report/dailyVolMobiRegistrations`);
    const report = page.getByTestId('admin-report');
    // The figure's own label (the map's colouring switch says the same words).
    await report.locator('.report-figure-label').getByText(siR['report.field.numVolunteerMobilized'], { exact: true }).waitFor();
    const byDistrict = report.locator('section.report-split', { has: page.getByRole('heading', { name: siR['report.field.volunteerMobilizedByDistrict'] }) });
    await byDistrict.getByRole('cell', { name: colombo.sinhala_name, exact: true }).waitFor();
    await report.getByText(siR['report.footer']).waitFor();
    await report.getByText(siR['report.asOf'].replace('{time} ', '')).waitFor(); // 'data as of …' (the facts' lag)
    // Its time in Sinhala's form, Colombo time (issue 26): "2026 ඉල් 27, 05.10.29", not the browser's "11/27/2026, 5:10:29 AM".
    const asOf = (await report.getByTestId('report-as-of').textContent()) ?? '';
    expect(asOf).toMatch(/^\d{4} [\u0D80-\u0DFF\u200D]+ \d{1,2}, \d{2}\.\d{2}\.\d{2} /);
    expect(asOf).not.toMatch(/AM|PM|\d\/\d/);
    // The district map, coloured by hours; then by volunteers.
    const map = page.getByTestId('district-map');
    await map.getByRole('img', { name: siR['report.mapAlt'].replace('{what}', siR['report.mapHours']) }).locator('svg path').first().waitFor();
    await screenshot(page, 'reports-mobilized-map-si');
    await map.locator('label', { hasText: siR['report.mapVolunteers'] }).click();
    await map.getByRole('img', { name: siR['report.mapAlt'].replace('{what}', siR['report.mapVolunteers']) }).waitFor();

    // A click on the district (its label on the map) filters the report: the select follows, one district left.
    await map.locator('svg text', { hasText: colombo.sinhala_name }).first().click();
    await expect.poll(() => map.locator('#report-district').inputValue()).toBe(data.district);
    await expect.poll(() => byDistrict.locator('tbody tr').count()).toBe(1);
    await byDistrict.getByRole('cell', { name: colombo.sinhala_name, exact: true }).waitFor();
    await screenshot(page, 'reports-mobilized-filtered-si');
    // The keyboard way back: the select.
    await map.locator('#report-district').selectOption('');
    await expect.poll(() => map.locator('#report-district').inputValue()).toBe('');
    await report.getByText(siR['report.footer']).waitFor(); // the whole country's report is back

    // Print to PDF: the print stylesheet hides the controls and the map; the first page is checked as an image.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: siR['report.download'] }).isVisible()).toBe(false);
    expect(await map.isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(ARTIFACTS, 'reports-mobilized.pdf');
    writeFileSync(file, pdf);
    await screenshot(page, 'reports-print-view-si');
    await page.emulateMedia({ media: 'screen' });
    const image = path.join(ARTIFACTS, 'reports-mobilized-pdf-page1');
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '60', '-gray', '-singlefile', file, image]);
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '60', '-png', '-singlefile', file, image]);
    const first = inkOf(readFileSync(`${image}.pgm`));
    expect(first.height).toBeGreaterThan(first.width); // A4 portrait
    // Printed text and a chart: some ink, and far from a filled page.
    expect(first.ink).toBeGreaterThan(0.005);
    expect(first.ink).toBeLessThan(0.5);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-']).toString();
    expect(text).toContain(data.today); // the report's period
    expect(text).not.toContain(siR['report.loading']);
  });

  it('an admin opens attendance and no-shows: the figures, the table by opportunity, the bars and table by district', async () => {
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/reports`);
    await page.getByRole('link', { name: enR['report.name.attendance'] }).click();
    await page.waitForURL((url) => url.pathname === '/admin/report/attendance');
    const attendance = page.getByTestId('report-attendance');
    await attendance.getByRole('heading', { name: enR['report.attendance'], exact: true }).waitFor();
    await attendance.locator('.report-figure', { hasText: enR['report.attended'] }).waitFor();
    await attendance.locator('.report-figure', { hasText: enR['report.noShows'] }).waitFor();
    await attendance.locator('.report-figure', { hasText: enR['report.confirmed'] }).waitFor();
    const byOpportunity = attendance.getByRole('table', { name: enR['report.attendanceByOpportunity'] });
    const row = byOpportunity.getByRole('row', { name: new RegExp(data.attendanceTitle) });
    await row.waitFor();
    // Attended, no-shows, then the reminders' answers: confirmed, declined, no answer (this day was not reminded).
    expect(await row.getByRole('cell').allTextContents()).toEqual([data.attendanceTitle, '1', '0', '0', '0', '0']);
    expect(await byOpportunity.getByRole('columnheader').allTextContents()).toEqual([
      enR['report.opportunity'], enR['report.attended'], enR['report.noShows'], enR['report.confirmed'], enR['report.declined'], enR['report.noAnswer'],
    ]);
    const byDistrict = attendance.getByRole('table', { name: enR['report.attendanceByDistrict'] });
    for (const name of data.attendanceDistricts) await byDistrict.getByRole('cell', { name, exact: true }).waitFor();
    // Two districts: attended and no-shows drawn as bars beside the table (a labelled SVG chart).
    await attendance.getByRole('img', { name: enR['report.attendanceByDistrict'] }).locator('svg').waitFor();
    await screenshot(page, 'reports-attendance');
    // Last year: nothing recorded, said so.
    await page.locator('#report-type').selectOption('ANNUALLY');
    await page.locator('#report-date').fill(`${Number(data.today.slice(0, 4)) - 1}-06-01`);
    await page.getByRole('button', { name: enR['report.show'] }).click();
    await attendance.getByText(enR['report.attendanceNone']).waitFor();
  });

  it('the volunteer opens their quarterly report', async () => {
    const page = await browser.fresh();
    await loginAndLand(page, data.volunteer.email, data.volunteer.password, '/volunteerHome');
    await page.goto(`${BASE}/volunteerReports`);
    const report = page.getByTestId('self-report');
    await report.getByRole('heading', { name: enR['report.volunteerTitle'] }).waitFor();
    await report.getByRole('tab', { name: enR['report.quarterly'] }).click();
    // This quarter (the default): the 12 hours, their value, split over goals 14 and 15 and the category.
    await report.getByText('12', { exact: true }).first().waitFor();
    const sdgs = report.locator('section.report-split', { has: page.getByRole('heading', { name: enR['report.sdgs'] }) });
    await sdgs.getByRole('cell', { name: '14. Life Below Water' }).waitFor();
    await sdgs.getByRole('cell', { name: '15. Life on Land' }).waitFor();
    await sdgs.getByRole('img', { name: enR['report.sdgs'] }).locator('svg').waitFor();
    // The days they were checked in on (issue 28): an opportunity's day each, two today.
    expect(await report.locator('.report-figure', { hasText: enR['report.daysAttended'] }).locator('.report-figure-value').textContent()).toBe('2');
    await report.getByText(enR['report.footer']).waitFor();
    await screenshot(page, 'reports-volunteer-quarterly');
  });
});
