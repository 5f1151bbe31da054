import { describe, expect, it } from 'vitest';
import { formatters } from '../../i18n/format';
import { abbreviate, localisedNews, perSlideFor, type NewsItem } from './shared';

const item: NewsItem = { id: 'n1', title: 'Volunteer week', body: 'Join us.', titleTamil: 'தன்னார்வ வாரம்', date: '2026-11-21T20:30:00.000Z', status: 'ACTIVE' };

describe('public site helpers', () => {
  it('carousels show 3 items from 1280 pixels, 2 from 960, else 1 (spec §2)', () => {
    expect([1920, 1280, 1279, 960, 959, 390].map(perSlideFor)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('news reads in the interface language, each field falling back to English', () => {
    expect(localisedNews(item, 'ta')).toEqual({ title: 'தன்னார்வ வாரம்', body: 'Join us.', titleLang: 'ta', bodyLang: 'en' });
    expect(localisedNews(item, 'si')).toEqual({ title: 'Volunteer week', body: 'Join us.', titleLang: 'en', bodyLang: 'en' });
    expect(localisedNews(item, 'en').title).toBe('Volunteer week');
  });

  it("a news item's day is dd/MM/yyyy on the Sri Lankan calendar day", () => {
    // 20:30 UTC is 02:00 the next day in Colombo.
    expect(formatters('en').dayOf(item.date)).toBe('22/11/2026');
  });

  it('numbers are abbreviated K, Mn, Bn with at most two decimals (spec §9)', () => {
    expect([999, 1000, 1234, 1_500_000, 2_345_678_901].map(abbreviate)).toEqual(['999', '1K', '1.23K', '1.5Mn', '2.35Bn']);
  });
});
