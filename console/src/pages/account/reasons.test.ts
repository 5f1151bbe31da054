import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_MESSAGE, SESSION_EXPIRED, SIGNED_OUT_MESSAGE, TERMINATED_MESSAGE } from '@nvp/http-kit';
import { catalogues } from '../../i18n/catalogues';
import { translateAccountMessage } from './reasons';
import { createFormatters } from '../../i18n/format';

describe('why a session ended, in the interface language', () => {
  it.each([SESSION_EXPIRED, SIGNED_OUT_MESSAGE, PASSWORD_CHANGED_MESSAGE, TERMINATED_MESSAGE])('translates the server\'s "%s"', (message) => {
    for (const language of ['si', 'ta'] as const) {
      const shown = translateAccountMessage(message, (id) => catalogues[language][id]!);
      expect(shown).not.toBe(message);
      expect(shown.length).toBeGreaterThan(10);
    }
    expect(translateAccountMessage(message, (id) => catalogues.en[id]!)).toBe(message);
  });

  it("shows a suspension's last day in the interface language's form", () => {
    const message = 'Your account is suspended until 05/03/2027';
    const shown = (language: 'en' | 'si' | 'ta') =>
      translateAccountMessage(message, (id, values) => catalogues[language][id]!.replace('{date}', values?.date ?? ''), createFormatters(language, { nativeDates: false }).day);
    expect(shown('en')).toBe(message);
    expect(shown('si')).toContain('2027-03-05');
    expect(shown('ta')).toContain('05/03/2027');
    expect(translateAccountMessage(message, (id, values) => catalogues.en[id]!.replace('{date}', values?.date ?? ''))).toBe(message);
  });
});
