/**
 * Every message the server sends appears in the interface language (issue 27). Once in Sinhala and once in Tamil,
 * a volunteer registers (a bad NIC first: the message names the accepted formats), verifies the e-mail, types a
 * wrong SMS code and logs in with a wrong password; after each step the page must show the server's message in
 * that language, and no English sentence of the server catalogue anywhere on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NIC_FORMATS, translateMessage, type Language } from '@nvp/events/browser';
import { serverMessages, translateServerText } from '@nvp/events/server-messages';
import { WRONG_CODE } from '../../command-api/src/volunteer/decider';
import { catalogues } from '../../console/src/i18n/catalogues';
import { BASE, awaitOutbox, createBrowserSession, fill, mailedPath, nic1995, screenshot, submitLogin, unique } from './support';

if (!BASE) console.warn('[e2e] E2E_BASE_URL is not set: skipping the server messages journey.');
const suite = BASE ? describe : describe.skip;

/** The English sentences the server can send (those with a variable part are left out: they are patterns). */
const englishSentences = Object.values(serverMessages)
  .map((entry) => entry.en)
  .filter((text) => !/\{\w+\}/.test(text));

/** Fails with the English sentences of the server catalogue the page shows (its visible text). */
const expectNoEnglish = async (page: Page, step: string) => {
  const text = await page.locator('body').innerText();
  expect(englishSentences.filter((sentence) => text.includes(sentence)), `English server text on the page after ${step}`).toEqual([]);
};


suite('server messages in the interface language', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it.each(['si', 'ta'] as const)('in %s: registration, e-mail verification, a wrong SMS code, a wrong password', async (language: Exclude<Language, 'en'>) => {
    const texts = catalogues[language];
    const volunteer = {
      email: `msg-${unique()}@example.lk`,
      password: 'Volunteer#2026',
      nic: nic1995(),
      phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    };
    const page = await browser.fresh({ language });

    // Registration: a NIC of 11 digits is refused with the accepted formats, in the interface language.
    await page.goto(`${BASE}/register?registerAs=volunteer`);
    await fill(page, 'firstName', 'Kamala');
    await fill(page, 'lastName', 'Perera');
    await fill(page, 'nic', '12345678901');
    await fill(page, 'email', volunteer.email);
    await fill(page, 'password', volunteer.password);
    await fill(page, 'retypePassword', volunteer.password);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.locator('form').innerText()).toContain(translateMessage('v.nicInvalid', language));
    expect(translateMessage('v.nicInvalid', language)).toContain(NIC_FORMATS[language]);
    await expectNoEnglish(page, 'a bad NIC');

    await fill(page, 'nic', volunteer.nic);
    await page.locator('form button[type="submit"]').click();
    const outcome = page.getByTestId('register-success').or(page.getByTestId('register-error'));
    await outcome.waitFor({ timeout: 30_000 });
    expect((await outcome.textContent())?.trim()).toBe(texts['register.success']);
    await expectNoEnglish(page, 'registering');

    // E-mail verification: the server's "Your email address is verified", in the interface language.
    await page.goto(`${BASE}${await mailedPath(volunteer.email, 'verifyEmail')}`);
    const verified = page.getByTestId('verify-success');
    await expect.poll(async () => (await verified.innerText()).trim()).toBe(translateServerText('Your email address is verified', language));
    await screenshot(page, `server-messages-verified-${language}`);
    await expectNoEnglish(page, 'verifying the e-mail');

    // A wrong SMS code: the server's refusal in the interface language.
    await page.goto(`${BASE}/verifyMobile/${encodeURIComponent(volunteer.email)}`);
    await fill(page, 'phoneNumber', volunteer.phone);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('phone-code-sent').waitFor();
    const [, code] = await awaitOutbox(volunteer.phone, /\b(\d{6})\b/, 'sms');
    await fill(page, 'phoneToken', code!.replace(/.$/, (digit) => String((Number(digit) + 1) % 10)));
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('phone-error').waitFor();
    expect((await page.getByTestId('phone-error').innerText()).trim()).toBe(translateServerText(WRONG_CODE, language));
    expect(translateServerText(WRONG_CODE, language)).not.toBe(WRONG_CODE);
    await screenshot(page, `server-messages-wrong-code-${language}`);
    await expectNoEnglish(page, 'a wrong SMS code');

    // A wrong password: the server's 'Error', in the interface language.
    await submitLogin(page, volunteer.email, 'not-the-password', texts['login.submit']);
    await page.getByTestId('login-error').waitFor();
    expect((await page.getByTestId('login-error').innerText()).trim()).toBe(translateServerText('Error', language));
    await expectNoEnglish(page, 'a wrong password');
  });
});
