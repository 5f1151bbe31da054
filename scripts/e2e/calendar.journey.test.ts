/**
 * The calendar feed (issue 29) end to end, at phone width: a volunteer (in Tamil) approved for a later day opens My
 * Opportunities, copies the secret address from the Calendar card (the clipboard holds what the field shows), and
 * the test fetches it as a calendar app would: iCalendar with the engagement day, read with ical.js. "Add to
 * calendar" on the engagement downloads a .ics that ical.js reads too. "New address" asks for a confirmation; after
 * it the field shows a new address, which serves the feed, and the old one answers 404. The people, the opportunity
 * and the approved application are set up through the API and the journey seed (engagement-seed.ts).
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ta } from '../../console/src/i18n/ta';
import { calendarMessages } from '../../console/src/i18n/catalogues';
import { firstApplicableDay } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, screenshot, unique } from './support';
import { eventually, login } from './api';
import { approvedEngagementWorld, newVio, newVolunteer } from './engagement-seed';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taText = calendarMessages.ta;

/** The events of an iCalendar text as calendar apps read them (ical.js). */
const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => ({ summary: new ICAL.Event(c).summary, status: c.getFirstPropertyValue('status') }));
/** A calendar app's GET of the address: no token, the platform under test. */
const feed = async (url: string) => {
  const response = await fetch(`${BASE}${new URL(url).pathname}${new URL(url).search}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

suite('Calendar journey (volunteer in Tamil copies the feed address, adds an engagement, renews the address; phone)', () => {
  const browser = createBrowserSession();
  const title = `Library reading hour ${unique()}`;
  const volunteer = newVolunteer('Tharshini', 'Rajan', 'cal');
  let opportunityId = '';
  let applicationId = '';
  let page: Page;
  let copied = '';

  beforeAll(async () => {
    await browser.open();
    // Approved for the opportunity's first day (a later one).
    ({ opportunityId, applicationId } = await approvedEngagementWorld({
      vio: newVio('Reading Circle', 'cal'),
      volunteer,
      opportunity: { title },
      days: (body) => [firstApplicableDay(body as { startDate: string; days: string[] })],
    }));
    // The calendar read model has the approved day (its own projection, beside the attendance one the seed waits for).
    const token = await login(volunteer.email, volunteer.password);
    await eventually('the engagement in the calendar model', async () => ((await fetch(`${BASE}/api/volunteer/calendar/${applicationId}.ics`, { headers: { token } })).ok ? true : undefined));
  }, 240_000);
  afterAll(() => browser.close());

  it('the volunteer copies the address from the Calendar card; a calendar app reading it gets the engagement day', async () => {
    page = await browser.fresh({ language: 'ta' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', ta['login.submit']);
    await page.goto(`${BASE}/opportunities/myOpportunities`);
    const card = page.getByTestId('calendar-card');
    await card.getByRole('heading', { name: taText['calendar.title'] }).waitFor();
    const field = card.getByRole('textbox', { name: taText['calendar.address'], exact: true });
    await expect.poll(() => field.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{50}\.ics\?lang=ta$/);
    await card.getByRole('button', { name: taText['calendar.copyLabel'] }).click();
    await page.getByText(taText['calendar.copied']).first().waitFor();
    copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
    const served = await feed(copied);
    expect(served.status).toBe(200);
    expect(served.type).toBe('text/calendar; charset=utf-8');
    expect(eventsOf(served.text)).toEqual([{ summary: title, status: 'CONFIRMED' }]);
    // The feed's own words in Tamil (the address carries ?lang=ta): the calendar's name.
    expect(served.text).toContain('X-WR-CALNAME:எனது தன்னார்வப் பணி');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'calendar-card-ta-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'calendar-card-ta-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
  }, 120_000);

  it('"Add to calendar" on the engagement downloads a .ics file a calendar app reads', async () => {
    const engagement = page.locator(`[data-testid="my-opportunity"][data-opportunity-id="${opportunityId}"]`);
    const button = engagement.getByRole('button', { name: taText['calendar.addLabel'].replace('{title}', title) });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^engagement-\d{4}-\d{2}-\d{2}\.ics$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(eventsOf(text)).toEqual([{ summary: title, status: 'CONFIRMED' }]);
  }, 120_000);

  it('"New address" asks first; after it the field shows a new address that works, and the old one answers 404', async () => {
    const card = page.getByTestId('calendar-card');
    const field = card.getByRole('textbox', { name: taText['calendar.address'], exact: true });
    await card.getByRole('button', { name: taText['calendar.renew'] }).click();
    const dialog = page.getByRole('alertdialog').or(page.locator('.bp6-alert')).first();
    await dialog.getByText(taText['calendar.renewTitle']).waitFor();
    await screenshot(page, 'calendar-renew-confirm-ta-phone');
    await dialog.getByRole('button', { name: taText['calendar.renewConfirm'] }).click();
    await expect.poll(() => field.inputValue()).not.toBe(copied);
    const renewed = await field.inputValue();
    expect(renewed).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{50}\.ics\?lang=ta$/);
    expect((await feed(renewed)).status).toBe(200);
    expect((await feed(copied)).status).toBe(404);
  }, 120_000);
});
