/**
 * The auditors' history in the browser (issue 13): the core admin (who holds AUDIT) opens a volunteer's page,
 * follows History (newest first), picks the earliest event, sees the state then beside now with the difference marked, and
 * exports the history as JSON. Screenshot in test-artifacts/.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, catalogues } from '../../console/src/i18n/catalogues';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, mailedPath, nic1995, screenshot, unique } from './support';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const en = auditMessages.en;

/** A volunteer registered and e-mail verified through the API: two events, two states. */
const volunteerViaApi = async () => {
  const volunteer = { firstName: 'Tharindu', lastName: 'Wickramasinghe', nic: nic1995(), email: `audit-${unique()}@example.lk`, password: 'Volunteer#2026' };
  const registered = await fetch(`${BASE}/api/volunteer/register/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(volunteer) });
  expect(registered.status).toBe(200);
  const { id } = (await registered.json()) as { id: string };
  const link = await mailedPath(volunteer.email, 'verifyEmail');
  const emailToken = decodeURIComponent(link.split('/')[2]);
  const verified = await fetch(`${BASE}/api/volunteer/verify/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailToken }) });
  expect(verified.status).toBe(200);
  return { ...volunteer, id };
};

suite('auditors: a subject history', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it("an admin opens a volunteer's history, picks the first event, sees what changed since, and exports JSON", async () => {
    const volunteer = await volunteerViaApi();
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/volunteer/${volunteer.id}`);
    await page.getByTestId('history-link').click();
    await page.waitForURL((url) => url.pathname === `/admin/history/volunteer/${volunteer.id}`);

    const timeline = page.getByTestId('history-timeline');
    // Issue 27: the timeline is a story by default, each event one sentence with the volunteer by name.
    await timeline.locator('[data-type="VolunteerEmailVerified"] [data-testid="history-sentence"]').waitFor();
    expect(await timeline.locator('[data-type="VolunteerEmailVerified"] [data-testid="history-sentence"]').innerText()).toBe('Tharindu Wickramasinghe verified the e-mail address');
    expect(await timeline.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    await screenshot(page, 'audit-history-story');
    const events = page.getByTestId('history-event');
    expect(await events.count()).toBe(2);
    // Newest first (issue 24: the timeline comes a page at a time); the earliest event is the last.
    expect(await events.first().getAttribute('data-type')).toBe('VolunteerEmailVerified');
    const earliest = events.last();
    expect(await earliest.getAttribute('data-type')).toBe('VolunteerRegistered');

    await earliest.getByRole('button', { name: en['audit.showState'] }).click();
    const status = page.locator('[data-testid="history-changed-row"][data-key="volunteer.status"]');
    await status.waitFor();
    // The difference is marked in words, not by colour alone.
    expect(await status.textContent()).toContain(en['audit.changed']);
    // Issue 27: in the story view the statuses read in the console's words (the raw view keeps the stored ones).
    expect(await status.textContent()).toContain(catalogues.en['volunteer.status.EMAIL_UNVERIFIED']);
    expect(await status.textContent()).toContain(catalogues.en['volunteer.status.MOBILE_UNVERIFIED']);
    expect(await page.locator('[data-testid="history-row"][data-key="volunteer.personal.firstName"]').textContent()).toContain('Tharindu');
    expect(await earliest.getByRole('button', { name: en['audit.showState'] }).getAttribute('aria-pressed')).toBe('true');
    // This view and the moment chosen are on record.
    await page.getByTestId('history-views').getByText(en['audit.viewedAt'].replace(' {position}', ''), { exact: false }).first().waitFor();
    await screenshot(page, 'audit-history-volunteer');
    // Only the differences: the unchanged first name goes, the status stays.
    await page.getByText(en['audit.onlyChanged']).click();
    await page.locator('[data-testid="history-row"][data-key="volunteer.personal.firstName"]').waitFor({ state: 'detached' });
    expect(await status.isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-export-json').click()]);
    expect(download.suggestedFilename()).toBe(`history-volunteer-${volunteer.id}.json`);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { events: { type: string }[]; stateAt: { volunteer: { status: string } } };
    // The export walks every page and keeps log order.
    expect(exported.events.map((e) => e.type)).toEqual(['VolunteerRegistered', 'VolunteerEmailVerified']);
    expect(exported.stateAt.volunteer.status).toBe('EMAIL_UNVERIFIED');
  });
});
