import { describe, expect, it } from 'vitest';
import { matchingMessages } from '../../i18n/catalogues';
import { missingOf } from './ForYou';

describe('the For you section', () => {
  it('asks only for what the profile can tell (place, skills, areas, days), from x-match-unknown', () => {
    expect(missingOf('place,skills,areas,history,days')).toEqual(['place', 'skills', 'areas', 'days']);
    expect(missingOf('history')).toEqual([]);
    expect(missingOf(null)).toEqual([]);
    expect(missingOf(' skills , bogus')).toEqual(['skills']);
  });

  it('has every text in Sinhala and Tamil, none left in English', () => {
    for (const [key, en] of Object.entries(matchingMessages.en)) {
      for (const language of ['si', 'ta'] as const) {
        const text = (matchingMessages[language] as Record<string, string>)[key];
        expect(text, `${language} ${key}`).toBeTruthy();
        expect(text, `${language} ${key}`).not.toBe(en);
      }
    }
  });
});
