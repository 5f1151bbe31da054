/**
 * The first bio as steps on a phone, each section saved as it is finished (issue 27), end to end at phone width:
 * a new volunteer (registered and phone-verified through the API: the volunteer journey drives those pages) meets
 * "Step 1 of 8 — General Information" with a progress bar, is stopped by a section's own rule, saves three sections
 * with "Save and continue" (the focus goes to each new step's heading), reloads in the middle and resumes at the first
 * unsaved step with the saved values kept, goes on in Sinhala (the step heading and the progress in Sinhala), and
 * finishes with the terms and the full save: the status moves on to REFEREE_INCOMPLETE and the draft is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogues } from '../../console/src/i18n/catalogues';
import { translateMessage } from '@nvp/events/browser';
import { BASE, awaitOutbox, chooseFirstOption, choose, createBrowserSession, fill, loginAndLand, nic1995, screenshot, tickNth, tickOption, unique } from './support';
import { call, login, must } from './api';

const suite = BASE ? describe : describe.skip;
const en = catalogues.en;
const si = catalogues.si;

/** A catalogue text with its {placeholders} filled (the step texts have no plural). */
const format = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

suite('Bio steps journey (new volunteer, phone)', () => {
  const browser = createBrowserSession();
  const volunteer = {
    firstName: 'Tharindu',
    lastName: `Steps${unique().slice(0, 5)}`,
    nic: nic1995(),
    email: `vol-steps-${unique()}@example.lk`,
    password: 'Volunteer#2026',
    phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
  let page: Page;
  let apiToken = '';
  const title = () => page.getByTestId('bio-step-title');
  const progress = () => page.getByTestId('bio-step-progress');
  /** Waits for step `n` (1-based) and answers its heading's text. */
  const atStep = async (n: number) => {
    await page.locator(`[data-testid="bio-step-title"][data-step="${n}"]`).waitFor();
    return (await title().innerText()).trim();
  };
  const saveAndContinue = async (next: number) => {
    await page.getByTestId('bio-step-next').click();
    await atStep(next);
    // The new step's heading has the focus (a screen reader reads where the volunteer now is).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bio-step-title');
  };
  /** The volunteer's bio as the API answers it (the read model may lag a moment, so callers poll). */
  const bioOf = async () => (await must('bio', call('GET', '/api/volunteer/bio/get', undefined, apiToken))) as {
    registerStatus: string;
    bio: unknown;
    draft: { sections: string[]; bio: Record<string, unknown> } | null;
  };

  beforeAll(async () => {
    await browser.open();
    // Registered, e-mail and phone verified: status BIO_INCOMPLETE (the volunteer journey drives these pages).
    await must('register', call('POST', '/api/volunteer/register/email', volunteer));
    const key = decodeURIComponent((await awaitOutbox(volunteer.email, /\/verifyEmail\/(\S+)/, 'email'))[1]);
    await must('verify e-mail', call('POST', '/api/volunteer/verify/email', { emailToken: key }));
    await must('send SMS code', call('POST', '/api/volunteer/register/phone', { emailToken: key, phoneNumber: volunteer.phone }));
    const code = (await awaitOutbox(volunteer.phone, /\b(\d{6})\b/, 'sms'))[1];
    await must('verify phone', call('POST', '/api/volunteer/verify/phone', { emailToken: key, phoneToken: code }));
    apiToken = await login(volunteer.email, volunteer.password);
  }, 120_000);
  afterAll(() => browser.close());

  it('shows the first section as step 1 of 8 with its progress, and keeps the volunteer there until the section is right', async () => {
    page = await browser.fresh({ language: 'en' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
    await page.goto(`${BASE}/profile`);
    expect(await atStep(1)).toBe(format(en['volunteer.bio.steps.title'], { step: 1, total: 8, section: en['volunteer.bio.section.general'] }));
    expect(await progress().getAttribute('role')).toBe('progressbar');
    expect(await progress().getAttribute('aria-valuenow')).toBe('1');
    expect(await progress().getAttribute('aria-valuemin')).toBe('1');
    expect(await progress().getAttribute('aria-valuemax')).toBe('8');
    expect(await progress().getAttribute('aria-valuetext')).toBe(format(en['volunteer.bio.steps.progress'], { step: 1, total: 8 }));
    // One section on screen, no Back on the first step, the other sections not yet.
    expect(await page.getByTestId('bio-general').count()).toBe(1);
    expect(await page.getByTestId('bio-contact').count()).toBe(0);
    expect(await page.getByTestId('bio-step-back').count()).toBe(0);
    // Prefilled from registration (issue 27).
    expect(await page.locator('input[name="nic"]').inputValue()).toBe(volunteer.nic);
    await screenshot(page, 'bio-steps-1-en');

    // The section's own rules stop it: nothing is saved, the step stays.
    await fill(page, 'nic', '12345');
    await page.getByTestId('bio-step-next').click();
    await expect.poll(() => page.locator('.bio-field-nic').innerText()).toContain(translateMessage('v.volunteer.nic', 'en'));
    expect(await page.locator('.bio-field-title').innerText()).toContain(translateMessage('v.required', 'en'));
    expect(await title().getAttribute('data-step')).toBe('1');
    expect((await bioOf()).draft).toBeNull();
  }, 120_000);

  it('saves each section with "Save and continue" and moves on, the status unchanged', async () => {
    await fill(page, 'nic', volunteer.nic);
    await choose(page, 'title', 'Mr');
    await fill(page, 'dateOfBirth', '1995-03-14');
    await choose(page, 'gender', 'Male');
    await choose(page, 'civilStatus', 'Single');
    await fill(page, 'familyCount', '3');
    await chooseFirstOption(page, 'countryOfBirth');
    await choose(page, 'countryOfBirth', 'LK');
    await choose(page, 'currentNationality', 'Sri Lankan');
    await saveAndContinue(2);
    expect(await title().innerText()).toBe(format(en['volunteer.bio.steps.title'], { step: 2, total: 8, section: en['volunteer.bio.section.contact'] }));
    expect(await progress().getAttribute('aria-valuenow')).toBe('2');

    await fill(page, 'permanentDoorNo', '7');
    await fill(page, 'permanentStreet', 'Stepwise Lane');
    await fill(page, 'permanentArea', 'Nugegoda');
    await page.locator('[data-testid="bio-contact"] button', { hasText: en['volunteer.bio.sameAddress'] }).click();
    await chooseFirstOption(page, 'contributeDistrict');
    await chooseFirstOption(page, 'contributeDivisionalSecretariat');
    await chooseFirstOption(page, 'contributegnDivision');
    await fill(page, 'contactResidence', '0112345678');
    await fill(page, 'contactOffice', '0112876543');
    await screenshot(page, 'bio-steps-2-en');
    await saveAndContinue(3);

    await chooseFirstOption(page, 'firstLanguage');
    await chooseFirstOption(page, 'preferredLanguage');
    await tickNth(page, 'otherLanguages', 1);
    for (const skill of ['writingPerformance', 'readingPerformance', 'speakingPerformance']) await choose(page, skill, 'GOOD');
    await saveAndContinue(4);
    expect(await title().innerText()).toBe(format(en['volunteer.bio.steps.title'], { step: 4, total: 8, section: en['volunteer.bio.section.education'] }));

    // Saved on the server as a draft; the registration has not moved on.
    await expect.poll(async () => (await bioOf()).draft?.sections).toEqual(['general', 'contact', 'languages']);
    const { registerStatus, bio, draft } = await bioOf();
    expect(registerStatus).toBe('BIO_INCOMPLETE');
    expect(bio).toBeNull();
    expect(draft?.bio).toMatchObject({ nic: volunteer.nic, permanentStreet: 'Stepwise Lane', residentialStreet: 'Stepwise Lane', familyCount: 3 });
  }, 120_000);

  it('on a desktop keeps the one long form, filled with the saved sections', async () => {
    const phone = page.viewportSize()!;
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await page.reload();
      await page.locator('form.bio-form[data-editing="true"]').waitFor();
      for (const section of ['general', 'contact', 'languages', 'education', 'employment', 'skills', 'volunteering']) await page.getByTestId(`bio-${section}`).waitFor();
      expect(await page.getByTestId('bio-step-title').count()).toBe(0);
      expect(await page.getByTestId('bio-whole-form').count()).toBe(0);
      expect(await page.locator('input[name="permanentStreet"]').inputValue()).toBe('Stepwise Lane');
      expect(await page.locator('input[name="familyCount"]').inputValue()).toBe('3');
      await screenshot(page, 'bio-steps-desktop-en');
    } finally {
      await page.setViewportSize(phone);
    }
  }, 120_000);

  it('resumes after a reload at the first unsaved step, in Sinhala, with the saved values kept', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'si'));
    await page.reload();
    expect(await atStep(4)).toBe(format(si['volunteer.bio.steps.title'], { step: 4, total: 8, section: si['volunteer.bio.section.education'] }));
    expect(await progress().getAttribute('aria-valuetext')).toBe(format(si['volunteer.bio.steps.progress'], { step: 4, total: 8 }));
    expect(await progress().getAttribute('aria-label')).toBe(si['volunteer.bio.steps.progressLabel']);
    expect((await page.getByTestId('bio-step-next').innerText()).trim()).toBe(si['volunteer.bio.steps.saveContinue']);
    await screenshot(page, 'bio-steps-4-si');

    // Back to the saved steps: their values are there, marked saved.
    await page.getByTestId('bio-step-back').click();
    await atStep(3);
    expect((await page.getByTestId('bio-step-saved').innerText()).trim()).toBe(si['volunteer.bio.steps.saved']);
    expect(await page.locator('select[name="firstLanguage"]').inputValue()).not.toBe('');
    await page.getByTestId('bio-step-back').click();
    await atStep(2);
    expect(await page.locator('input[name="residentialStreet"]').inputValue()).toBe('Stepwise Lane');
    await page.getByTestId('bio-step-back').click();
    await atStep(1);
    expect(await page.locator('input[name="familyCount"]').inputValue()).toBe('3');
    expect(await page.locator('select[name="gender"]').inputValue()).toBe('Male');
    // Saving an unchanged step again simply moves on.
    await saveAndContinue(2);
    await saveAndContinue(3);
    await saveAndContinue(4);
  }, 120_000);

  it('finishes the remaining steps and saves the whole bio from the last step: the status moves on', async () => {
    await choose(page, 'highestEducation', 'GCE_AL');
    await saveAndContinue(5);
    await choose(page, 'employmentStatus', 'STUDENT');
    await tickNth(page, 'employmentArea', 0);
    await saveAndContinue(6);
    for (const skill of ['communicationSkill', 'computerLiteracySkill', 'socialMediaInteractionSkill']) await choose(page, skill, 'HIGH');
    await tickNth(page, 'specialSkills', 0);
    for (const i of [0, 1, 2]) await tickNth(page, 'skillsToObtain', i);
    await tickOption(page, 'drivingLiscence', 'no');
    await saveAndContinue(7);
    await tickNth(page, 'areasOfVolunteering', 1);
    // The optional weekdays and mode (issue 29), labelled in the interface language.
    expect((await page.locator('label:has(input[name="availableDays"][value="Saturday"])').innerText()).trim()).toBe(si['opportunity.day.Saturday']);
    await tickOption(page, 'availableDays', 'Saturday');
    await tickOption(page, 'volunteeringMode', 'ONLINE');
    await tickOption(page, 'emergencyWill', 'yes');
    await tickOption(page, 'emergencyPast', 'no');
    for (const question of ['specialCondition', 'disabled', 'convicted', 'abuse']) await tickOption(page, question, 'no');
    await saveAndContinue(8);

    // The last step: the terms (ticked and locked while the bio is incomplete, spec §4) and the full save.
    expect(await title().innerText()).toBe(format(si['volunteer.bio.steps.title'], { step: 8, total: 8, section: si['volunteer.bio.terms.title'] }));
    expect(await progress().getAttribute('aria-valuenow')).toBe('8');
    expect(await page.locator('input[name="terms"]').isChecked()).toBe(true);
    expect((await page.getByTestId('bio-steps-finish').innerText()).trim()).toBe(si['volunteer.bio.steps.finish']);
    await expect.poll(async () => (await bioOf()).draft?.sections).toEqual(['general', 'contact', 'languages', 'education', 'employment', 'skills', 'volunteering']);
    await screenshot(page, 'bio-steps-8-si');
    await page.getByTestId('bio-save').click();
    await page.getByTestId('bio-saved').waitFor({ timeout: 30_000 });
    expect((await page.getByTestId('bio-saved').innerText()).trim()).toBe(si['volunteer.bio.saved']);
    expect(await page.getByTestId('bio-status').getAttribute('data-status')).toBe('REFEREE_INCOMPLETE');
    // Saved: the whole bio read-only, no steps any more.
    expect(await page.getByTestId('bio-step-title').count()).toBe(0);
    await page.getByTestId('bio-edit').waitFor();
    await expect.poll(async () => (await bioOf()).registerStatus).toBe('REFEREE_INCOMPLETE');
    const saved = await bioOf();
    expect(saved.draft).toBeNull();
    expect(saved.bio).toMatchObject({ nic: volunteer.nic, permanentStreet: 'Stepwise Lane', highestEducation: 'GCE_AL', employmentStatus: 'STUDENT', availableDays: ['Saturday'], volunteeringMode: 'ONLINE' });
    await screenshot(page, 'bio-steps-saved-si');
  }, 120_000);
});
