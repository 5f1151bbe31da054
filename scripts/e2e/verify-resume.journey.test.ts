/**
 * Issue 27, a first-time volunteer on a phone (390×844), interface in Sinhala: the phone verification survives a
 * reload (the volunteer switched to the SMS app and the browser reloaded the tab: the code step is back for the
 * same number and no second code was sent); the bio starts with the NIC and the name from registration; after a
 * save a confirmation at the top takes the focus and the terms box shows that, and when, they agreed; the header's
 * language switch and the brand are whole at phone width in Sinhala and Tamil, and the name is in the menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogues } from '../../console/src/i18n/catalogues';
import { formatters } from '../../console/src/i18n/format';
import { BASE, awaitOutbox, choose, chooseFirstOption, createBrowserSession, fill, loginAndLand, mailedPath, nic1995, screenshot, tickNth, tickOption, unique, type OutboxMessage } from './support';

if (!BASE) console.warn('[e2e] E2E_BASE_URL is not set: skipping the verification-resume journey.');
const suite = BASE ? describe : describe.skip;

const si = catalogues.si;
const ta = catalogues.ta;

/** SMS in the dev outbox to this number. */
const smsTo = async (phone: string) => {
  const response = await fetch(`${BASE}/api/dev/outbox`);
  expect(response.status).toBe(200);
  return ((await response.json()) as OutboxMessage[]).filter((m) => m.channel === 'sms' && m.to === phone);
};

/** The bio's required fields other than the two filled from registration (a single nationality, no degree, not employed). */
const fillRestOfBio = async (page: Page) => {
  await choose(page, 'title', 'Mr');
  await choose(page, 'gender', 'Male');
  await choose(page, 'civilStatus', 'Single');
  await fill(page, 'familyCount', '4');
  await chooseFirstOption(page, 'countryOfBirth');
  await choose(page, 'countryOfBirth', 'LK');
  await choose(page, 'currentNationality', 'Sri Lankan');
  await fill(page, 'permanentDoorNo', '7');
  await fill(page, 'permanentStreet', 'Lake Road');
  await fill(page, 'permanentArea', 'Kandy');
  await fill(page, 'residentialDoorNo', '7');
  await fill(page, 'residentialStreet', 'Lake Road');
  await fill(page, 'residentialArea', 'Kandy');
  await chooseFirstOption(page, 'contributeDistrict');
  await chooseFirstOption(page, 'contributeDivisionalSecretariat');
  await chooseFirstOption(page, 'contributegnDivision');
  await fill(page, 'contactResidence', '0812345678');
  await fill(page, 'contactOffice', '0812876543');
  await chooseFirstOption(page, 'firstLanguage');
  await chooseFirstOption(page, 'preferredLanguage');
  await tickNth(page, 'otherLanguages', 1);
  for (const skill of ['writingPerformance', 'readingPerformance', 'speakingPerformance']) await choose(page, skill, 'GOOD');
  await choose(page, 'highestEducation', 'GCE_AL');
  await choose(page, 'employmentStatus', 'STUDENT');
  await tickNth(page, 'employmentArea', 0);
  for (const skill of ['communicationSkill', 'computerLiteracySkill', 'socialMediaInteractionSkill']) await choose(page, skill, 'HIGH');
  await tickNth(page, 'specialSkills', 0);
  for (const i of [0, 1, 2]) await tickNth(page, 'skillsToObtain', i);
  await tickOption(page, 'drivingLiscence', 'no');
  await tickNth(page, 'areasOfVolunteering', 0);
  for (const question of ['emergencyWill', 'emergencyPast', 'specialCondition', 'disabled', 'convicted', 'abuse']) await tickOption(page, question, 'no');
};

/**
 * What of the header does not fit at this width: the language switch outside the screen or its label clipped,
 * the brand name clipped (it may wrap to two lines, not be cut), any header part past the right edge.
 */
const headerCuts = async (page: Page) => {
  // The header is drawn by the script: measured once it is there (a prerendered page paints before it).
  await page.locator('.top-bar select[name="language"]').waitFor();
  return page.evaluate(() => {
    const cuts: string[] = [];
    const width = document.documentElement.clientWidth;
    const select = document.querySelector<HTMLSelectElement>('.top-bar select[name="language"]');
    if (!select) return ['no language switch'];
    const box = select.getBoundingClientRect();
    if (box.left < 0 || box.right > width) cuts.push(`language switch at ${box.left}..${box.right} of ${width}`);
    // The chosen option's text against the room the select gives it (canvas measure in the select's own font).
    const context = document.createElement('canvas').getContext('2d')!;
    const style = getComputedStyle(select);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const label = select.selectedOptions[0]?.text ?? '';
    const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    if (context.measureText(label).width > room + 1) cuts.push(`language label "${label}" ${context.measureText(label).width}px in ${room}px`);
    const brand = document.querySelector<HTMLElement>('.top-bar .brand-name');
    if (brand && (brand.scrollWidth > brand.clientWidth + 1 || brand.scrollHeight > brand.clientHeight + 1)) cuts.push(`brand "${brand.textContent}" clipped`);
    for (const part of document.querySelectorAll<HTMLElement>('.top-bar .top-actions > *')) {
      const r = part.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5) cuts.push(`${part.className || part.tagName} ends at ${r.right} of ${width}`);
    }
    return cuts;
  });
};

suite('phone verification resumes after a reload; bio prefill and confirmation; the header on a phone', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('in Sinhala at phone width', async () => {
    const volunteer = {
      firstName: 'Sunethra',
      lastName: 'Wickramasinghe',
      email: `resume-${unique()}@example.lk`,
      password: 'Volunteer#2026',
      nic: nic1995(),
      phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    };
    const fullName = `${volunteer.firstName} ${volunteer.lastName}`;
    const page = await browser.fresh({ language: 'si' });

    await page.goto(`${BASE}/register?registerAs=volunteer`);
    // Signed out, at phone width: the language switch, the log-in and register buttons and the brand all fit.
    expect(await headerCuts(page)).toEqual([]);
    for (const [name, value] of Object.entries({ firstName: volunteer.firstName, lastName: volunteer.lastName, nic: volunteer.nic, email: volunteer.email })) {
      await fill(page, name, value);
    }
    await fill(page, 'password', volunteer.password);
    await fill(page, 'retypePassword', volunteer.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('register-success').waitFor({ timeout: 30_000 });
    await page.goto(`${BASE}${await mailedPath(volunteer.email, 'verifyEmail')}`);
    await page.getByTestId('verify-success').waitFor();

    // The number, the code sent...
    await page.goto(`${BASE}/verifyMobile/${encodeURIComponent(volunteer.email)}`);
    await fill(page, 'phoneNumber', volunteer.phone);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('phone-code-sent').waitFor();
    const [, code] = await awaitOutbox(volunteer.phone, /\b(\d{6})\b/, 'sms');

    // ...the volunteer goes to the SMS app and the tab reloads: the code step for the same number, no new code.
    await page.reload();
    await page.locator('input[name="phoneToken"]').waitFor();
    expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe(volunteer.phone);
    expect(await page.locator('input[name="phoneNumber"]').isDisabled()).toBe(true);
    expect((await page.getByTestId('phone-code-sent').innerText()).trim()).toBe(si['volunteer.phone.codeSent']);
    expect(await page.getByRole('button', { name: si['volunteer.phone.resend'] }).isEnabled()).toBe(true);
    await screenshot(page, 'verify-resume-code-step-si');
    expect((await smsTo(volunteer.phone)).length).toBe(1);

    await fill(page, 'phoneToken', code);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('phone-success').waitFor();
    expect((await smsTo(volunteer.phone)).length).toBe(1);
    // Verified: a reload offers no code step for a number already verified (the mailed key is spent too: log in).
    await page.reload();
    await page.getByTestId('phone-need-proof').waitFor();
    expect(await page.locator('input[name="phoneToken"]').count()).toBe(0);

    // The bio starts with the NIC and the name as given at registration.
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', si['login.submit']);
    await page.goto(`${BASE}/profile`);
    await page.locator('form.bio-form[data-editing="true"]').waitFor();
    // On a phone the first bio comes one section a step (issue 27): this journey fills the whole form.
    if (await page.getByTestId('bio-whole-form').isVisible()) await page.getByTestId('bio-whole-form').click();
    expect(await page.locator('input[name="nic"]').inputValue()).toBe(volunteer.nic);
    expect(await page.locator('input[name="nameInNic"]').inputValue()).toBe(fullName);
    await fillRestOfBio(page);
    await page.getByTestId('bio-save').click();
    const outcome = page.getByTestId('bio-saved').or(page.getByTestId('bio-invalid')).or(page.getByTestId('bio-error'));
    await outcome.first().waitFor({ timeout: 30_000 });
    if (!(await page.getByTestId('bio-saved').isVisible())) {
      const errors = await page.locator('.bio-form .bp6-form-group.bp6-intent-danger').allInnerTexts();
      throw new Error(`bio not saved: ${await outcome.first().innerText()} ${errors.join(' | ')}`);
    }

    // The confirmation is at the top and has the focus (read out, and seen without scrolling back up).
    expect((await page.getByTestId('bio-saved').innerText()).trim()).toBe(si['volunteer.bio.saved']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('bio-confirmation') ?? false)).toBe(true);
    const top = await page.getByTestId('bio-saved').boundingBox();
    expect(top && top.y >= 0 && top.y < 844).toBe(true);
    // The terms box shows the agreement, with today's date.
    const terms = page.locator('input[name="terms"]');
    expect(await terms.isChecked()).toBe(true);
    const today = si['volunteer.bio.terms.agreedOn'].replace('{date}', formatters('si').dayOf(new Date().toISOString()));
    expect((await page.getByTestId('bio-terms-agreed').innerText()).trim()).toBe(today);
    await screenshot(page, 'verify-resume-bio-saved-si');

    // After a reload the agreement is still shown, its date from the server.
    await page.reload();
    await page.getByTestId('bio-edit').waitFor();
    expect(await page.locator('input[name="terms"]').isChecked()).toBe(true);
    expect((await page.getByTestId('bio-terms-agreed').innerText()).trim()).toBe(today);
    // Editing asks for the agreement again (spec §4).
    await page.getByTestId('bio-edit').click();
    expect(await page.locator('input[name="terms"]').isChecked()).toBe(false);
    expect(await page.getByTestId('bio-terms-agreed').count()).toBe(0);
    await page.getByTestId('bio-cancel').click();

    // The header, signed in, in Sinhala and in Tamil: nothing cut; the name is whole in the menu.
    for (const [language, texts] of [
      ['si', si],
      ['ta', ta],
    ] as const) {
      await page.locator('.top-bar select[name="language"]').selectOption(language);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${language}`));
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      expect(await headerCuts(page)).toEqual([]);
      await page.getByRole('button', { name: texts['nav.menu'] }).click();
      const signedIn = page.getByTestId('drawer-signed-in');
      await signedIn.waitFor();
      // The menu's title, the platform's name, wraps rather than being cut.
      const title = page.locator('.menu-drawer .bp6-drawer-header .bp6-heading');
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1)).toBe(true);
      expect((await signedIn.innerText()).trim()).toBe(texts['nav.signedInAs'].replace('{name}', fullName));
      // Inside the screen once the drawer has slid in.
      await expect.poll(async () => {
        const box = await signedIn.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      }).toBe(true);
      await page.screenshot({ path: `test-artifacts/verify-resume-menu-${language}.png` });
      await page.keyboard.press('Escape');
      await signedIn.waitFor({ state: 'detached' });
      await page.screenshot({ path: `test-artifacts/verify-resume-header-${language}.png`, clip: { x: 0, y: 0, width: 390, height: 120 } });
    }
  }, 240_000);
});
