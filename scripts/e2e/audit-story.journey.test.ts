/**
 * The auditor's history as a story (issue 27), at phone width (the desktop one is audit-history.journey.test.ts):
 * an approved volunteer's history reads in plain words, people by name and never a UUID, the bio's first language
 * as its label ("Sinhala", not 1), each moment a date and time in the interface language; the same in Sinhala.
 * The raw view (event types, positions, streams) is one click away. The state then and now reads in words too
 * ("Sinhala" under "First language", the volunteer by name, no UUID); its raw view keeps the stored values.
 * Screenshots in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditMessages, catalogues } from '../../console/src/i18n/catalogues';
import { formatters } from '../../console/src/i18n/format';
import { login, onboardVolunteer } from './api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, nic1995, screenshot, unique } from './support';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

suite('auditors: the history as a story', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  /** The story's events once the approval (the newest) is told; each event's sentence, details and moment. */
  const storyOf = async (page: Page) => {
    const timeline = page.getByTestId('history-timeline');
    await timeline.locator('[data-type="VolunteerApproved"] [data-testid="history-sentence"]').waitFor();
    expect(await timeline.getAttribute('data-view')).toBe('story');
    return timeline;
  };

  it("tells an approved volunteer's history in words, with names, labels and dates, in English and Sinhala", async () => {
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    const volunteer = { firstName: 'Kamala', lastName: 'Perera', nic: nic1995(), email: `story-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
    const id = await onboardVolunteer(admin, volunteer);

    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/history/volunteer/${id}`);
    const timeline = await storyOf(page);
    const en = catalogues.en;

    // The subject by name, not by its id.
    expect(await page.getByTestId('history-subject').innerText()).toContain('Kamala Perera');
    // Names, not UUIDs, anywhere in the story.
    const story = await timeline.innerText();
    expect(story).not.toMatch(UUID);
    const sentence = (type: string) => timeline.locator(`[data-type="${type}"] [data-testid="history-sentence"]`).innerText();
    expect(await sentence('VolunteerRegistered')).toMatch(/^Kamala Perera registered as a volunteer \(registration number \S+\)$/);
    expect(await sentence('VolunteerBioSubmitted')).toBe('Kamala Perera saved the bio');
    const approved = await sentence('VolunteerApproved');
    expect(approved).toMatch(/ approved Kamala Perera as a volunteer$/);
    // The admin who approved, by name and role on the event's line (the role in words, not ADMIN).
    const approval = timeline.locator('[data-type="VolunteerApproved"]');
    expect(await approval.innerText()).toContain(`(${en['audit.role.ADMIN']})`);

    // The reference ids of the bio as labels: first language 1 reads "Sinhala".
    const details = timeline.locator('[data-type="VolunteerBioSubmitted"] [data-testid="history-details"]');
    expect(await details.innerText()).toMatch(new RegExp(`${en['volunteer.bio.firstLanguage']}:?\\s*Sinhala`));
    // Each moment a date and time in English (Colombo time), as the console's formatter writes it.
    const moment = approval.locator('time');
    const iso = (await moment.getAttribute('datetime'))!;
    expect(await moment.innerText()).toBe(formatters('en').dateTime(iso, { seconds: true }));
    await screenshot(page, 'audit-story-en');

    // The state then and now in words too: the bio's first language "Sinhala" under its label, the volunteer by name.
    await timeline.locator('[data-type="VolunteerBioSubmitted"]').getByRole('button', { name: en['audit.showState'] }).click();
    const compare = page.getByTestId('history-compare');
    const firstLanguage = compare.locator('tr[data-key$=".firstLanguage"]');
    await firstLanguage.waitFor();
    expect(await compare.getAttribute('data-view')).toBe('story');
    expect((await firstLanguage.locator('td').allInnerTexts()).map((v) => v.trim())).toEqual(['Sinhala', 'Sinhala']);
    expect(await firstLanguage.locator('th').innerText()).toContain(en['volunteer.bio.firstLanguage']);
    expect(await compare.locator('tr[data-key="volunteer.id"] td').first().innerText()).toBe('Kamala Perera');
    expect(await compare.innerText()).not.toMatch(UUID);
    await compare.scrollIntoViewIfNeeded();
    await screenshot(page, 'audit-story-compare-en');

    // The raw view is one click away: the recorded types and streams, and back.
    await page.getByTestId('history-view').getByText(auditMessages.en['audit.view.raw']).click();
    await timeline.getByText('VolunteerApproved', { exact: true }).waitFor();
    expect(await timeline.getAttribute('data-view')).toBe('raw');
    expect(await timeline.innerText()).toContain(`volunteer-${id}`);
    // …and the comparison as stored: the path, the reference id 1, the volunteer's id.
    expect(await compare.getAttribute('data-view')).toBe('raw');
    expect((await firstLanguage.locator('td').allInnerTexts()).map((v) => v.trim())).toEqual(['1', '1']);
    expect(await compare.locator('tr[data-key="volunteer.id"] td').first().innerText()).toBe(id);
    await page.getByTestId('history-view').getByText(auditMessages.en['audit.view.story']).click();
    await storyOf(page);

    // In Sinhala: the same story in Sinhala words, the language label in Sinhala, the moment in Sinhala.
    await page.evaluate(() => localStorage.setItem('language', 'si'));
    await page.reload();
    const si = catalogues.si;
    const inSinhala = await storyOf(page);
    expect(await inSinhala.innerText()).not.toMatch(UUID);
    expect(await inSinhala.locator('[data-type="VolunteerBioSubmitted"] [data-testid="history-sentence"]').innerText()).toBe('Kamala Perera ජීව දත්ත සුරැකීය');
    expect(await inSinhala.locator('[data-type="VolunteerApproved"] [data-testid="history-sentence"]').innerText()).toMatch(/ විසින් Kamala Perera ස්වේච්ඡා සේවකයෙකු ලෙස අනුමත කරන ලදී$/);
    const detailsSi = await inSinhala.locator('[data-type="VolunteerBioSubmitted"] [data-testid="history-details"]').innerText();
    expect(detailsSi).toContain(si['volunteer.bio.firstLanguage']);
    expect(detailsSi).toContain('සිංහල');
    const momentSi = inSinhala.locator('[data-type="VolunteerApproved"] time');
    expect(await momentSi.innerText()).toBe(formatters('si').dateTime((await momentSi.getAttribute('datetime'))!, { seconds: true }));
    await screenshot(page, 'audit-story-si');
    // The comparison in Sinhala: "සිංහල" for the first language, under its Sinhala label, and no UUID.
    await inSinhala.locator('[data-type="VolunteerBioSubmitted"]').getByRole('button', { name: si['audit.showState'] }).click();
    const firstLanguageSi = compare.locator('tr[data-key$=".firstLanguage"]');
    await firstLanguageSi.waitFor();
    expect((await firstLanguageSi.locator('td').allInnerTexts()).map((v) => v.trim())).toEqual(['සිංහල', 'සිංහල']);
    expect(await firstLanguageSi.locator('th').innerText()).toContain(si['volunteer.bio.firstLanguage']);
    expect(await compare.innerText()).not.toMatch(UUID);
    await compare.scrollIntoViewIfNeeded();
    await screenshot(page, 'audit-story-compare-si');
  }, 180_000);
});
