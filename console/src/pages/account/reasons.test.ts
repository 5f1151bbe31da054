import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_MESSAGE, SESSION_EXPIRED, SIGNED_OUT_MESSAGE, TERMINATED_MESSAGE } from '@nvp/command-api/auth';
import { catalogues } from '../../i18n/catalogues';
import { translateAccountMessage } from './reasons';

describe('why a session ended, in the interface language', () => {
  it.each([SESSION_EXPIRED, SIGNED_OUT_MESSAGE, PASSWORD_CHANGED_MESSAGE, TERMINATED_MESSAGE])('translates the server\'s "%s"', (message) => {
    for (const language of ['si', 'ta'] as const) {
      const shown = translateAccountMessage(message, (id) => catalogues[language][id]!);
      expect(shown).not.toBe(message);
      expect(shown.length).toBeGreaterThan(10);
    }
    expect(translateAccountMessage(message, (id) => catalogues.en[id]!)).toBe(message);
  });
});
