/**
 * Attendance by QR (issue 28) end to end, at phone width: a volunteer (in Sinhala) approved for today opens My
 * Opportunities → "Show my check-in code" and sees the QR code; the organisation's coordinator (in Tamil, a browser of
 * its own whose camera films that very QR code: Chromium's fake camera fed JPEG frames made from a screenshot of the
 * volunteer's code) opens the day's attendance from the opportunity, scans the code and the volunteer is checked in;
 * the same code, still in front of the camera, is refused for the check-out with the server's message in Tamil (a code
 * is used once); the coordinator then checks the volunteer out by name and the list shows Checked out with both times.
 * Completing the opportunity, the VIO's hours form starts from the hours attendance recorded. The people, the
 * opportunity and today's approved application are set up through the API and the journey seed (a real application
 * can only be made for later days). Last, the reminder: the development job reminds the volunteer of an engagement
 * tomorrow, the volunteer opens the mail's YES link (in Sinhala) and confirms, and the coordinator's list of tomorrow
 * shows them Confirmed (in Tamil).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translateServerText } from '@nvp/events/server-messages';
import { si } from '../../console/src/i18n/si';
import { ta } from '../../console/src/i18n/ta';
import { attendanceMessages } from '../../console/src/i18n/catalogues';
import { firstApplicableDay, validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ARTIFACTS, BASE, createBrowserSession, loginAndLand, mailedPath, nic1995, screenshot, tickOption, unique } from './support';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';
import { approvedForDays, approvedForToday } from './attendance-seed';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const siText = attendanceMessages.si;
const taText = attendanceMessages.ta;

/** The page at both widths: the run's own (phone) and the coordinator's other device (desktop). */
const bothWidths = async (page: Page, name: string) => {
  const size = page.viewportSize();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, `${name}-desktop`);
  if (size) await page.setViewportSize(size);
};

suite('Attendance journey (volunteer in Sinhala shows the code, coordinator in Tamil scans it; phone)', () => {
  const browser = createBrowserSession();
  const title = `Beach clean-up ${unique()}`;
  const vio = { name: `Coast Care ${unique()}`, email: `vio-att-${unique()}@example.lk`, password: 'Organisation#2026' };
  const volunteer = { firstName: 'Kasun', lastName: 'Fernando', nic: nic1995(), email: `vol-att-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  const camera = path.join(ARTIFACTS, 'attendance-camera.mjpeg');
  let opportunityId = '';
  let applicationId = '';
  // An application approved for a later day: no code today.
  let laterOpportunityId = '';
  let laterApplicationId = '';
  let volunteerToken = '';
  let volunteerId = '';
  let vioId = '';
  let date = '';
  let vioToken = '';
  let code = '';
  let coordinator: Page;
  const row = () => coordinator.locator(`[data-testid="attendance-row"][data-volunteer-id="${volunteerId}"]`);

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    vioId = (await onboardVio(admin, vio)).id;
    volunteerId = await onboardVolunteer(admin, volunteer);
    vioToken = await login(vio.email, vio.password);
    opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', validOpportunity({ title }), vioToken))).id;
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
    ({ applicationId, date } = await approvedForToday({ volunteerId, vioId, opportunityId }));
    const later = validOpportunity({ title: `${title} (later)` });
    laterOpportunityId = (await must('create the later opportunity', call('POST', '/api/vio/create-opportunity', later, vioToken))).id;
    await must('approve the later opportunity', call('POST', '/api/admin/opportunity/review', { id: laterOpportunityId, approve: true }, admin));
    volunteerToken = await login(volunteer.email, volunteer.password);
    const day = firstApplicableDay(later as { startDate: string; days: string[] });
    laterApplicationId = (
      await eventually('apply for the later day', async () => {
        const reply = await call('POST', '/api/opportunity/apply', { opportunityId: laterOpportunityId, dates: [day] }, volunteerToken);
        return reply.status === 200 ? reply.body : undefined;
      })
    ).id;
    await eventually('the secretariat selects', async () => ((await call('POST', '/api/admin/opportunity/apply/review', { applicationId: laterApplicationId, approve: true }, admin)).status < 300 ? true : undefined));
    await eventually('the organisation approves', async () => ((await call('POST', '/api/vio/opportunity/apply/review', { applicationId: laterApplicationId, approve: true }, vioToken)).status < 300 ? true : undefined));
  }, 240_000);
  afterAll(() => browser.close());

  it('the volunteer opens My Opportunities → Show my check-in code and sees the QR code for today', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', si['login.submit']);
    await page.goto(`${BASE}/opportunities/myOpportunities`);
    const card = page.locator(`[data-testid="my-opportunity"][data-opportunity-id="${opportunityId}"]`);
    // The application approved for a later day offers no code today.
    const laterCard = page.locator(`[data-testid="my-opportunity"][data-opportunity-id="${laterOpportunityId}"]`);
    await laterCard.locator('[data-testid="application-status"][data-status="APPROVED"]').waitFor();
    expect(await laterCard.getByTestId('my-checkin').count()).toBe(0);
    await card.getByRole('link', { name: siText['attendance.code.link'] }).click();
    await page.waitForURL((url) => url.pathname === `/checkin/${applicationId}`);
    const qr = page.getByTestId('checkin-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('aria-label')).toContain(siText['attendance.code.qrLabel'].split('{day}')[1].trim());
    expect(await page.getByTestId('checkin-date').getAttribute('data-date')).toBe(date);
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    code = (await qr.getAttribute('data-code')) ?? '';
    expect(code.length).toBeGreaterThan(20);
    await bothWidths(page, 'attendance-checkin-code-si');
    // What the coordinator's camera will film: the code as the phone shows it, in a 640×480 frame, frame after frame.
    const shot = await qr.screenshot();
    const qrImage = await sharp(shot).resize(400, 400, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
    const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ffffff' } })
      .composite([{ input: qrImage, left: 120, top: 40 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    writeFileSync(camera, Buffer.concat([frame, frame, frame]));
  }, 120_000);

  it('on a day that is not one of the application’s days, the page says so in Sinhala instead of showing a code', async () => {
    const page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', si['login.submit']);
    await page.goto(`${BASE}/checkin/${laterApplicationId}`);
    await page.getByTestId('checkin-closed').waitFor();
    const refused = await call('GET', `/api/volunteer/checkin-code/${laterApplicationId}`, undefined, volunteerToken);
    expect(refused.status).toBe(400);
    expect((await page.getByTestId('checkin-closed-message').innerText()).trim()).toBe(translateServerText(refused.body.message, 'si'));
    expect(await page.getByText(siText['attendance.code.closedTitle']).count()).toBe(1);
    expect(await page.getByTestId('checkin-qr').count()).toBe(0);
    await screenshot(page, 'attendance-checkin-closed-si');
  }, 120_000);

  it('the coordinator opens today’s attendance from the opportunity and checks the volunteer in by scanning the code', async () => {
    coordinator = await browser.withCamera(camera);
    await coordinator.addInitScript(() => localStorage.setItem('language', 'ta'));
    await loginAndLand(coordinator, vio.email, vio.password, '/vioHome', ta['login.submit']);
    await coordinator.goto(`${BASE}/volunteerOpportunity/${opportunityId}`);
    await coordinator.getByRole('link', { name: taText['attendance.vio.link'] }).click();
    await coordinator.waitForURL((url) => url.pathname === `/vio/attendance/${opportunityId}/${date}`);
    await expect.poll(() => row().getAttribute('data-state')).toBe('EXPECTED');
    expect(await coordinator.locator('[data-testid="attendance-counts"] [data-state="EXPECTED"]').getAttribute('data-count')).toBe('1');
    await bothWidths(coordinator, 'attendance-day-expected-ta');

    await coordinator.getByRole('button', { name: taText['attendance.vio.scan'] }).click();
    await coordinator.locator('[data-testid="scanner"][data-state="on"]').waitFor();
    await expect.poll(() => row().getAttribute('data-state')).toBe('CHECKED_IN');
    const result = coordinator.getByTestId('attendance-result');
    expect(await result.getAttribute('data-intent')).toBe('success');
    expect(await result.innerText()).toContain(volunteer.firstName);
    await row().getByTestId('attendance-in').waitFor();
    await bothWidths(coordinator, 'attendance-scanned-in-ta');
  }, 120_000);

  it('the same code, seen again for the check-out, is refused with the server’s message in Tamil (a code is used once)', async () => {
    await tickOption(coordinator, 'scanMode', 'CHECKOUT');
    const result = coordinator.locator('[data-testid="attendance-result"][data-intent="danger"]');
    await result.waitFor();
    // The server's refusal of this used code, as the API says it (a refusal records nothing).
    const refused = await call('POST', '/api/vio/attendance/checkout', { opportunityId, date, code }, vioToken);
    expect(refused.status).toBe(400);
    expect(await result.innerText()).toContain(translateServerText(refused.body.message, 'ta'));
    expect(await row().getAttribute('data-state')).toBe('CHECKED_IN');
    await bothWidths(coordinator, 'attendance-code-reused-ta');
    await coordinator.getByRole('button', { name: taText['attendance.vio.stopScan'] }).click();
    expect(await coordinator.getByTestId('scanner').count()).toBe(0);
  }, 120_000);

  it('the coordinator checks the volunteer out by name; the list shows Checked out with both times', async () => {
    await row()
      .getByRole('button', { name: taText['attendance.vio.checkOutName'].replace('{name}', `${volunteer.firstName} ${volunteer.lastName}`) })
      .click();
    await expect.poll(() => row().getAttribute('data-state')).toBe('CHECKED_OUT');
    expect((await row().getByTestId('attendance-state').innerText()).trim()).toBe(taText['attendance.state.CHECKED_OUT']);
    await row().getByTestId('attendance-in').waitFor();
    await row().getByTestId('attendance-out').waitFor();
    expect(await coordinator.locator('[data-testid="attendance-counts"] [data-state="CHECKED_OUT"]').getAttribute('data-count')).toBe('1');
    expect(await row().getByTestId('attendance-checkin').count()).toBe(0);
    expect(await row().getByTestId('attendance-checkout').count()).toBe(0);
    const list = await must('the day', call('GET', `/api/vio/attendance/${opportunityId}/${date}`, undefined, vioToken));
    expect(list.volunteers).toEqual([expect.objectContaining({ volunteerId, state: 'CHECKED_OUT', checkedInAt: expect.any(String), checkedOutAt: expect.any(String) })]);
    await bothWidths(coordinator, 'attendance-checked-out-ta');
    // The date chooser: another day is another address, here with no one expected.
    const tomorrow = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await coordinator.locator('input[name="date"]').fill(tomorrow);
    await coordinator.waitForURL((url) => url.pathname === `/vio/attendance/${opportunityId}/${tomorrow}`);
    await coordinator.getByText(taText['attendance.vio.none']).waitFor();
    expect(await coordinator.getByTestId('attendance-row').count()).toBe(0);
  }, 120_000);

  it('once the opportunity is completed, the VIO’s hours form starts from the hours attendance recorded', async () => {
    await must('complete', call('PUT', `/api/opportunity/complete/${opportunityId}`, {}, vioToken));
    const hours = await eventually('hours from attendance', async () => {
      const reply = await call('GET', `/api/vio/attendance/hours/${applicationId}`, undefined, vioToken);
      return reply.status === 200 && reply.body.proposedHours !== null ? (reply.body.proposedHours as number) : undefined;
    });
    await coordinator.goto(`${BASE}/volunteerFeedback/${opportunityId}/${volunteerId}/${vioId}`);
    await coordinator.getByTestId('feedback-proposed-hours').waitFor();
    expect(await coordinator.locator('input[name="contributionHours"]').inputValue()).toBe(String(hours));
    expect((await coordinator.getByTestId('feedback-proposed-hours').innerText()).trim()).toContain(String(hours));
  }, 120_000);

  it('the reminder: the job mails the volunteer about tomorrow, the YES link confirms, the coordinator sees Confirmed', async () => {
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    const tomorrowTitle = `${title} (tomorrow)`;
    const tomorrowId = (await must('create the opportunity of tomorrow', call('POST', '/api/vio/create-opportunity', validOpportunity({ title: tomorrowTitle }), vioToken))).id;
    await must('approve it', call('POST', '/api/admin/opportunity/review', { id: tomorrowId, approve: true }, admin));
    const tomorrow = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await approvedForDays({ volunteerId, vioId, opportunityId: tomorrowId, dates: [tomorrow] });
    const job = await must('the reminder job', call('POST', '/api/dev/jobs/reminders', {}));
    expect(job).toMatchObject({ date: tomorrow });
    expect(job.reminders).toBeGreaterThanOrEqual(1);

    const link = await mailedPath(volunteer.email, 'engagement/reply');
    expect(link).toMatch(/\?answer=YES$/);
    const page = await browser.fresh({ language: 'si' });
    await page.goto(`${BASE}${link}`);
    await page.getByRole('heading', { name: siText['attendance.reply.title'] }).waitFor();
    await bothWidths(page, 'attendance-reminder-reply-si');
    await page.getByRole('button', { name: siText['attendance.reply.yes'] }).click();
    await page.getByRole('alert').filter({ hasText: siText['attendance.reply.confirmed'] }).waitFor();
    await bothWidths(page, 'attendance-reminder-confirmed-si');

    await coordinator.goto(`${BASE}/vio/attendance/${tomorrowId}/${tomorrow}`);
    await expect.poll(() => row().getAttribute('data-state')).toBe('CONFIRMED');
    expect((await row().getByTestId('attendance-state').innerText()).trim()).toBe(taText['attendance.state.CONFIRMED']);
    expect(await coordinator.locator('[data-testid="attendance-counts"] [data-state="CONFIRMED"]').getAttribute('data-count')).toBe('1');
    await bothWidths(coordinator, 'attendance-reminder-confirmed-ta');
  }, 120_000);
});
