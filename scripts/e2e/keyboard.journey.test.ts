/**
 * Keyboard only (issue 14): a volunteer registers, verifies the e-mail and the mobile number, logs in, fills the
 * bio and saves it using nothing but page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, typing). Every Tab
 * lands on an element with a visible focus indicator that the fixed top bar does not hide; the first Tab of a
 * page is the skip link; a refused form puts focus on its first invalid field, described by its error; the
 * crop dialog traps focus and gives it back. Mailed links are opened with goto, as a mail client would.
 * Reading the page (to decide which key to press next) is allowed; clicking is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translateMessage } from '@nvp/events/browser';
import { catalogues } from '../../console/src/i18n/catalogues';
import { BASE, awaitOutbox, createBrowserSession, mailedPath, nic1995, screenshot, unique } from './support';

const suite = BASE ? describe : describe.skip;
const en = catalogues.en;

interface Focused {
  tag: string;
  type: string;
  name: string;
  value: string;
  checked: boolean;
  testId: string;
  text: string;
  inMain: boolean;
  inDialog: boolean;
  problem: string | null;
}

/**
 * What has the focus, and whether it is visibly focused: a 2 px or wider outline on the element (on the drawn
 * indicator for Blueprint's hidden checkbox/radio inputs), on screen and not covered (by the fixed top bar or else).
 */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const input = element as HTMLInputElement | null;
    const base = {
      tag: element?.tagName.toLowerCase() ?? '',
      type: input?.type ?? '',
      name: element?.getAttribute('name') ?? '',
      value: input && 'value' in input ? String(input.value) : '',
      checked: Boolean(input?.checked),
      testId: element?.getAttribute('data-testid') ?? '',
      text: (element?.innerText ?? '').trim().slice(0, 60),
      inMain: Boolean(element?.closest('main')),
      inDialog: Boolean(element?.closest('.bp6-dialog, .bp6-drawer, .bp6-overlay-content')),
    };
    if (!element || element === document.body) return { ...base, problem: 'nothing has the focus' };
    const drawn = element.matches('.bp6-control input') ? (element.parentElement?.querySelector<HTMLElement>('.bp6-control-indicator') ?? element) : element;
    const style = getComputedStyle(drawn);
    // Past its day, month and year, a date field's Tab stops on Chromium's own calendar button inside the
    // field (the field then no longer matches :focus): the browser draws that ring, the page can't read it.
    const calendarButton = element.matches('input[type="date"]:not(:focus)');
    const outlined = calendarButton || style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
    // Not hidden: what is drawn at the middle of the indicator is the element itself (or its label), not the
    // fixed top bar or anything else on top of it.
    const rect = drawn.getBoundingClientRect();
    const hit = rect.width > 0 && rect.height > 0 ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
    const own = element.closest('label, .bp6-control') ?? element;
    const visible = hit !== null && (own.contains(hit) || drawn.contains(hit) || hit.contains(drawn));
    const what = `${base.tag}[name=${base.name}][testid=${base.testId}] "${base.text}"`;
    return { ...base, problem: !outlined ? `no visible focus indicator on ${what} (outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor})` : !visible ? `${what} is focused but off screen or under the top bar` : null };
  });

/** Presses a key and, if it moved the focus somewhere, checks that the focus is visible there. */
const press = async (page: Page, key: string): Promise<Focused> => {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (key.includes('Tab')) expect(now.problem).toBeNull();
  return now;
};

/** Tabs (forward, or back with Shift+Tab) until `wanted` holds for the focused element (at most `max` presses). */
const tabTo = async (page: Page, wanted: (f: Focused) => boolean, what: string, max = 120, key = 'Tab'): Promise<Focused> => {
  for (let i = 0; i < max; i++) {
    const now = await press(page, key);
    if (wanted(now)) return now;
  }
  throw new Error(`${max} Tabs without reaching ${what}`);
};
const byName = (name: string) => (f: Focused) => f.name === name;
const byText = (text: string) => (f: Focused) => f.text === text;
const byTestId = (testId: string) => (f: Focused) => f.testId === testId;

const waitForPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);
/** Waits until the element is in the document and enabled (a select whose options load from the server). */
const ready = (page: Page, selector: string) =>
  expect.poll(() => page.evaluate((s) => {
    const select = document.querySelector<HTMLSelectElement>(s);
    return Boolean(select && !select.disabled && select.options.length > 1);
  }, selector), { timeout: 15_000 }).toBe(true);

/** Bio texts by field; empty optional fields are left alone. */
const bioTexts = (nic: string): Record<string, string> => ({
  nameInNic: 'Dilani Kumari Herath',
  nic,
  familyCount: '2',
  permanentDoorNo: '8',
  permanentStreet: 'Lake Road',
  permanentArea: 'Kurunegala',
  contactResidence: '0372234567',
  contactOffice: '0372234568',
});
/** Selects whose value is picked by typing its English label (the browser's type-ahead); others take the first real option. */
const typedChoices: Record<string, { label: string; value: string }> = {
  countryOfBirth: { label: 'Sri Lanka', value: 'LK' },
  currentNationality: { label: en['volunteer.enum.nationality.sriLankan'], value: 'Sri Lankan' },
  employmentStatus: { label: en['volunteer.enum.employment.STUDENT'], value: 'STUDENT' },
  highestEducation: { label: en['volunteer.enum.education.GCE_AL'], value: 'GCE_AL' },
};
/** Radio answers: the first radio is "yes"; → moves to "no" and selects it. */
const answers: Record<string, 'yes' | 'no'> = {
  drivingLiscence: 'yes',
  emergencyWill: 'yes',
  emergencyPast: 'no',
  specialCondition: 'no',
  disabled: 'no',
  convicted: 'no',
  abuse: 'no',
};
/** The next place select waits for the one before it. */
const placeChain: Record<string, string> = {
  contributeDistrict: 'contributeDivisionalSecretariat',
  contributeDivisionalSecretariat: 'contributegnDivision',
};

/** The fields the bio walk acted on, for the failure message. */
const trail: string[] = [];

/** Walks the whole bio form with Tab and fills every required answer from the keyboard, then saves with Enter. */
const fillBioByKeyboard = async (page: Page, nic: string) => {
  const texts = bioTexts(nic);
  const done = new Set<string>();
  const ticked = new Map<string, number>();
  for (let presses = 0; presses < 400; presses++) {
    const f = await press(page, 'Tab');
    if (f.testId === 'bio-save') {
      await page.keyboard.press('Enter');
      return;
    }
    if (f.tag === 'button' && f.text === en['volunteer.bio.sameAddress']) {
      await page.keyboard.press('Enter');
      continue;
    }
    if (!f.name || done.has(f.name)) continue;
    trail.push(`${f.name}:${f.type || f.tag}`);
    if (f.tag === 'input' && (f.type === 'text' || f.type === 'number' || f.type === 'tel' || f.type === 'email') && f.value === '' && texts[f.name]) {
      await page.keyboard.type(texts[f.name]);
      done.add(f.name);
    } else if (f.tag === 'select' && f.value === '') {
      const choice = typedChoices[f.name];
      await ready(page, `select[name="${f.name}"]`);
      if (choice) {
        await page.keyboard.type(choice.label);
        await expect.poll(() => page.locator(`select[name="${f.name}"]`).inputValue()).toBe(choice.value);
      } else {
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.locator(`select[name="${f.name}"]`).inputValue()).not.toBe('');
      }
      if (placeChain[f.name]) await ready(page, `select[name="${placeChain[f.name]}"]`);
      done.add(f.name);
    } else if (f.type === 'radio' && answers[f.name]) {
      await page.keyboard.press(answers[f.name] === 'yes' ? 'Space' : 'ArrowRight');
      done.add(f.name);
    } else if (f.type === 'checkbox' && f.name !== 'terms' && !f.checked) {
      // One ticked box is enough for every list of the bio but the skills to gain (at least three).
      await page.keyboard.press('Space');
      ticked.set(f.name, (ticked.get(f.name) ?? 0) + 1);
      if ((ticked.get(f.name) ?? 0) >= (f.name === 'skillsToObtain' ? 3 : 1)) done.add(f.name);
    }
  }
  throw new Error('never reached the Save button of the bio');
};

suite('keyboard-only journey', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('registers, verifies, logs in, fills the bio and saves with the keyboard alone; focus is always visible', async () => {
    const volunteer = { email: `kbd-${unique()}@example.lk`, password: 'Volunteer#2026', nic: nic1995(), phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
    const page = await browser.fresh({ language: 'en' });
    await page.goto(`${BASE}/`);
    await page.locator('main h1').waitFor();

    // The first Tab reaches the skip link, shown on focus.
    const skip = await press(page, 'Tab');
    expect(skip.text).toBe(en['a11y.skipToContent']);
    expect(skip.inMain).toBe(false);

    // The language switch in the top bar; <html lang> follows the interface language.
    await tabTo(page, byName('language'), 'the language switch');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('si');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ta');
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Back to the skip link: Enter puts the focus on the main content, and the next Tab stays in it.
    await tabTo(page, byText(en['a11y.skipToContent']), 'the skip link', 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect((await press(page, 'Tab')).inMain).toBe(true);

    // Registration: an empty submit puts the focus on the first invalid field, which carries its error.
    await tabTo(page, byText(en['landing.registerVolunteer']), 'Register as a Volunteer');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/register' && url.search.includes('volunteer'));
    await tabTo(page, byName('firstName'), 'the first name');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((f) => f.name)).toBe('firstName');
    const firstName = page.locator('input[name="firstName"]');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(translateMessage('v.required', 'en'));
    await screenshot(page, 'keyboard-register-errors');

    await page.keyboard.type('Dilani');
    await press(page, 'Tab');
    await page.keyboard.type('Herath');
    await tabTo(page, byName('nic'), 'the NIC');
    await page.keyboard.type(volunteer.nic);
    await tabTo(page, byName('email'), 'the e-mail');
    await page.keyboard.type(volunteer.email);
    await tabTo(page, byName('password'), 'the password');
    await page.keyboard.type(volunteer.password);
    await tabTo(page, byName('retypePassword'), 'the repeated password');
    await page.keyboard.type(volunteer.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('register-success').waitFor({ timeout: 30_000 });

    // The mailed link, then the mobile number: send the code, type it, Enter.
    await page.goto(`${BASE}${await mailedPath(volunteer.email, 'verifyEmail')}`);
    await page.getByTestId('verify-success').waitFor();
    await tabTo(page, byText(en['verify.phone']), 'Verify mobile number');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/verifyMobile/'));
    await tabTo(page, byName('phoneNumber'), 'the mobile number');
    await page.keyboard.type(volunteer.phone);
    await page.keyboard.press('Enter');
    await page.getByTestId('phone-code-sent').waitFor();
    const [, code] = await awaitOutbox(volunteer.phone, /\b(\d{6})\b/, 'sms');
    await expect.poll(() => focused(page).then((f) => f.name)).toBe('phoneToken');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByTestId('phone-success').waitFor();

    // Log in.
    await tabTo(page, byText(en['verify.login']), 'Log in');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');
    await tabTo(page, byName('email'), 'the login e-mail');
    await page.keyboard.type(volunteer.email);
    await tabTo(page, byName('password'), 'the login password');
    await page.keyboard.type(volunteer.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/volunteerHome');

    // The bio.
    await page.getByTestId('profile-incomplete').waitFor();
    await tabTo(page, byText(en['home.viewProfile']), 'View profile');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/profile');
    await page.locator('form.bio-form[data-editing="true"]').waitFor();

    // The crop dialog traps the focus and gives it back to the button that opened it.
    await tabTo(page, byTestId('picture-open'), 'Change picture');
    await page.keyboard.press('Enter');
    await page.getByTestId('profile-picture-dialog').waitFor();
    await expect.poll(() => focused(page).then((f) => f.inDialog)).toBe(true);
    for (let i = 0; i < 12; i++) expect((await press(page, 'Tab')).inDialog).toBe(true);
    for (let i = 0; i < 4; i++) expect((await press(page, 'Shift+Tab')).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-picture-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('picture-open');

    await fillBioByKeyboard(page, volunteer.nic);
    const outcome = page.getByTestId('bio-edit').or(page.getByTestId('bio-invalid')).or(page.getByTestId('bio-error'));
    await outcome.first().waitFor({ timeout: 30_000 });
    if (!(await page.getByTestId('bio-edit').isVisible())) {
      const errors = await page.locator('.bio-form .bp6-form-group.bp6-intent-danger').allInnerTexts();
      throw new Error(`bio not saved: ${await outcome.first().innerText()} | ${errors.join(' | ')} | focus on ${(await focused(page)).name} | filled ${trail.join(' ')}`);
    }
    expect(await page.getByTestId('bio-status').getAttribute('data-status')).toBe('REFEREE_INCOMPLETE');
    // The confirmation toast is read out through the polite live region.
    await expect.poll(() => page.locator('#nvp-live-status').textContent()).toBe(en['volunteer.bio.saved']);
    await screenshot(page, 'keyboard-bio-saved');
  }, 240_000);
});
