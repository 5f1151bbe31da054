/**
 * Certificates (issue 29) end to end, at phone width: a volunteer who works in Sinhala completed an engagement whose
 * hours the organisation confirmed; the certificate job issues its certificate; the volunteer opens "My certificates"
 * from the home page and downloads the PDF. The test renders the PDF's page with pdftoppm (poppler) into test-artifacts
 * beside Chromium's rendering of the same Sinhala words, to be compared by eye (the glyphs are HarfBuzz-shaped
 * outlines: no text layer to read back). A visitor on a phone then opens the certificate's verification page (the QR
 * code's address) and sees it valid; an unknown number says so plainly. The engagement's approved application for past
 * days is seeded as the real flow writes it (engagement-seed.ts: the apply call takes later days only); completing
 * the opportunity, confirming the hours and running the job go through the API.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sriLankanToday, volunteerEvaluationCriteria } from '@nvp/events';
import { si } from '../../console/src/i18n/si';
import { certificateMessages } from '../../console/src/i18n/catalogues';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ARTIFACTS, BASE, createBrowserSession, loginAndLand, screenshot, unique } from './support';
import { call, eventually, login, must } from './api';
import { approvedEngagementWorld, newVio, newVolunteer } from './engagement-seed';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const siText = certificateMessages.si;
const day = (offset: number) => new Date(Date.parse(`${sriLankanToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

suite('Certificate journey (volunteer in Sinhala downloads the PDF; a visitor verifies it; phone)', () => {
  const browser = createBrowserSession();
  const title = `Mangrove replanting ${unique()}`;
  const vio = newVio('Lagoon Friends', 'cert');
  const volunteer = newVolunteer('Nimali', 'Jayasinghe', 'cert');
  let certificateId = '';

  beforeAll(async () => {
    await browser.open();
    // Approved for two past days, the opportunity then completed and the hours confirmed.
    const { vioId, vioToken, volunteerId, opportunityId } = await approvedEngagementWorld({ vio, volunteer, opportunity: { title, sdgNumbers: [14, 13] }, days: () => [day(-3), day(-2)] });
    await must('complete', call('PUT', `/api/opportunity/complete/${opportunityId}`, {}, vioToken));
    const feedback = { review: '', recommend: true, hours: 7.5, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
    await eventually('the organisation confirms the hours', async () => {
      const reply = await call('POST', '/api/feedback/submit/vio', { volunteer: volunteerId, opportunity: opportunityId, vio: vioId, feedback }, vioToken);
      return reply.status === 200 ? true : undefined;
    });
    const volunteerToken = await login(volunteer.email, volunteer.password);
    certificateId = await eventually('the certificate job issues it', async () => {
      await must('run the certificate job', call('POST', '/api/dev/jobs/certificates', {}));
      const list = await call('GET', '/api/certificate/list', undefined, volunteerToken);
      return (list.body as { id: string; opportunityId?: string }[]).find((c) => c.opportunityId === opportunityId)?.id;
    });
  }, 240_000);
  afterAll(() => browser.close());

  it('the volunteer opens My certificates from the home page and downloads the certificate, written in Sinhala', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', si['login.submit']);
    await page.getByRole('button', { name: siText['certificate.menu'] }).click();
    await page.waitForURL((url) => url.pathname === '/certificates');
    const card = page.locator(`[data-testid="certificate"][data-certificate-id="${certificateId}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading', { name: title }).count()).toBe(1);
    expect((await card.getByTestId('certificate-hours').innerText()).trim()).toBe(siText['certificate.my.hours'].replace('{hours}', '7.5'));
    await screenshot(page, 'certificate-list-si-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'certificate-list-si-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: siText['certificate.my.downloadLabel'].replace('{title}', title) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);
    const file = path.join(ARTIFACTS, 'certificate-si.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Page 1 as an image (test-artifacts/certificate-si-1.png), to be looked at beside Chromium's rendering of the same words.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(ARTIFACTS, 'certificate-si')]);
    expect(readFileSync(path.join(ARTIFACTS, 'certificate-si-1.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
    // The same words as the console (Chromium, with its Noto Sans Sinhala) writes them, for the comparison.
    const box = await page.evaluate((lines) => {
      const div = document.createElement('div');
      div.id = 'certificate-words';
      for (const line of lines) div.append(Object.assign(document.createElement('h2'), { textContent: line }));
      document.querySelector('main')?.prepend(div);
      return div.id;
    }, ['ස්වේච්ඡා සේවා සහතිකය', 'ජාතික ස්වේච්ඡා සේවා වේදිකාව', 'තහවුරු කළ පැය ගණන: 7.5']);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await page.locator(`#${box}`).screenshot({ path: path.join(ARTIFACTS, 'certificate-si-chromium.png') });
  }, 180_000);

  it('a visitor on a phone opens the verification page: valid, with what it states; an unknown number says so plainly', async () => {
    const page = await browser.another();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/verify/${certificateId}`);
    await page.getByTestId('verify-valid').waitFor();
    const text = await page.getByTestId('verify-valid').innerText();
    expect(text).toContain('Nimali Jayasinghe');
    expect(text).toContain(title);
    expect(text).toContain(vio.name);
    expect(text).toContain('7.5');
    expect(text).toContain(certificateId);
    await screenshot(page, 'certificate-verify-valid-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'certificate-verify-valid-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/verify/AAAAAAAAAAAAAAAAAAAAAA`);
    const unknown = page.getByTestId('verify-invalid');
    await unknown.waitFor();
    expect(await unknown.getAttribute('data-reason')).toBe('UNKNOWN');
    expect(await page.getByText('No such certificate').count()).toBe(1);
    expect(await page.getByText('Nimali').count()).toBe(0);
    await screenshot(page, 'certificate-verify-unknown-phone');
  }, 120_000);
});
