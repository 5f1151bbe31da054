import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { catalogues } from './catalogues';

/** The 429 text names the wait as the language counts it (issue 26: plurals as ICU messages), as i18n/index.tsx formats it. */
const wait = (language: 'en' | 'si' | 'ta', minutes: number) =>
  createIntl({ locale: language, messages: catalogues[language] }).formatMessage({ id: 'security.tooManyAttempts' }, { minutes });

describe('the wait after too many attempts', () => {
  it('is one minute or several in English and Tamil, and a number of minutes in Sinhala', () => {
    expect(wait('en', 1)).toBe('Too many attempts, please try again in 1 minute');
    expect(wait('en', 15)).toBe('Too many attempts, please try again in 15 minutes');
    expect(wait('ta', 1)).toContain('1 நிமிடத்தில்');
    expect(wait('ta', 15)).toContain('15 நிமிடங்களில்');
    expect(wait('si', 15)).toContain('මිනිත්තු 15 කින්');
  });
});
