/**
 * Opportunities matched to the volunteer (issue 29) end to end, at phone width in Tamil: a new volunteer (bio at the
 * reference data's first place, skill Teaching and Training, area Education) lands on the volunteer home and sees
 * "For you" first, above the national carousels, with an opportunity in their own GN division that needs their
 * skill and the reasons in Tamil (written by the server); they switch the weekly mail on, the switch stays on after a
 * reload, and the development job mails them the match. The VIO, the volunteer and the opportunity are set up
 * through the API (their own journeys drive those forms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ta } from '../../console/src/i18n/ta';
import { matchingMessages } from '../../console/src/i18n/catalogues';
import { matchReasonText } from '../../events/src/matching/reasons';
import { validOpportunity, realLocation } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, awaitOutbox, createBrowserSession, loginAndLand, nic1995, screenshot, unique } from './support';
import { call, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taMatch = matchingMessages.ta;

suite('Matching journey (volunteer in Tamil, phone)', () => {
  const browser = createBrowserSession();
  const title = `Reading club for children ${unique()}`;
  const vio = { name: `Reading Trust ${unique()}`, email: `vio-match-${unique()}@example.lk`, password: 'Organisation#2026' };
  const volunteer = { firstName: 'Kavitha', lastName: 'Raj', nic: nic1995(), email: `vol-match-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let opportunityId = '';
  let page: Page;

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    await onboardVio(admin, vio);
    await onboardVolunteer(admin, volunteer);
    const vioToken = await login(vio.email, vio.password);
    opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', validOpportunity({ title, category: 11, requiredSkills: [8], ...realLocation() }), vioToken))).id;
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
  }, 240_000);
  afterAll(() => browser.close());

  it('shows "For you" first, with the match and its reasons in Tamil', async () => {
    page = await browser.fresh({ language: 'ta' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', ta['login.submit']);
    const section = page.getByTestId('for-you');
    await section.getByRole('heading', { name: taMatch['matching.title'] }).waitFor();
    const item = section.getByTestId('for-you-item').filter({ has: page.locator(`a[href="/viewOpportunity/${opportunityId}"]`) });
    // The read model may still be taking the approval in: the page is read again until the opportunity shows.
    await expect
      .poll(async () => {
        if (await item.count()) return true;
        await page.reload();
        await section.getByRole('heading', { name: taMatch['matching.title'] }).waitFor();
        return (await item.count()) > 0;
      })
      .toBe(true);
    const reasons = (await item.locator('.for-you-reason').allTextContents()).map((r) => r.trim());
    const place = realLocation();
    expect(reasons).toContain(matchReasonText({ code: 'same-gn', ...place }, 'ta'));
    expect(reasons).toContain(matchReasonText({ code: 'skill', skill: 8 }, 'ta'));
    expect(reasons).toContain('கல்வி: நீங்கள் தேர்ந்தெடுத்த தன்னார்வத் துறை');
    // First on the page: above the national carousels.
    const forYouTop = (await section.boundingBox())!.y;
    const carousels = page.locator('section.carousel').first();
    await carousels.waitFor();
    expect(forYouTop).toBeLessThan((await carousels.boundingBox())!.y);
    await screenshot(page, 'matching-for-you-ta-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'matching-for-you-ta-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
  }, 120_000);

  it('switches the weekly mail on; it stays on; the job mails the match', async () => {
    const toggle = page.getByRole('switch', { name: taMatch['matching.mail'] }).or(page.getByLabel(taMatch['matching.mail'])).first();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText(taMatch['matching.mail']).click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.locator('[data-toast-text]').filter({ hasText: 'உங்களுக்குப் பொருந்தும் புதிய வாய்ப்புகள் பற்றிய வாராந்திர அஞ்சல் உங்களுக்கு வரும்' }).first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: taMatch['matching.mail'] }).or(page.getByLabel(taMatch['matching.mail'])).first().isChecked()).toBe(true);
    await must('run the weekly mail now', call('POST', '/api/dev/jobs/match-mail', {}));
    const mail = await awaitOutbox(volunteer.email, new RegExp(`/viewOpportunity/${opportunityId}`), 'email');
    expect(mail).toBeTruthy();
  }, 120_000);
});
