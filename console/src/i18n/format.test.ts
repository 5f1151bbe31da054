import { describe, expect, it } from 'vitest';
import { createFormatters, hasDateData, languageOfLocale, localeOf, SINHALA_CLDR, TIME_ZONE } from './format';

// 23:40 UTC on the 26th is 05:10 on the 27th in Colombo (UTC+05:30).
const instant = '2026-11-26T23:40:29Z';

describe('dates, times and numbers in the interface language', () => {
  const en = createFormatters('en');
  // Sinhala as the browsers without Sinhala date data show it (the fallback); Node's own is compared below.
  const si = createFormatters('si', { nativeDates: false });
  const ta = createFormatters('ta');

  it('English is day-month (en-GB), 24-hour, in Colombo time', () => {
    expect(en.locale).toBe('en-GB');
    expect(en.dateTime(instant)).toBe('27 Nov 2026, 05:10');
    expect(en.dateTime(instant, { seconds: true })).toBe('27 Nov 2026, 05:10:29');
    expect(en.time(instant)).toBe('05:10');
    expect(en.dayOf(instant)).toBe('27/11/2026');
    expect(en.day('1995-03-14')).toBe('14/03/1995');
    expect(en.fullDay('2026-03-05')).toBe('Thursday, 5 March 2026');
    expect(en.monthDay('2026-11-05')).toBe('5 Nov');
    expect(en.monthYear(new Date(Date.UTC(2026, 2, 1)))).toBe('March 2026');
  });

  it('Sinhala is si-LK: year first, Sinhala month names, HH.mm', () => {
    expect(si.locale).toBe('si-LK');
    expect(si.dateTime(instant)).toBe('2026 ඉල් 27, 05.10');
    expect(si.dateTime(instant, { seconds: true })).toBe('2026 ඉල් 27, 05.10.29');
    expect(si.time(instant)).toBe('05.10');
    expect(si.dayOf(instant)).toBe('2026-11-27');
    expect(si.day('1995-03-14')).toBe('1995-03-14');
    expect(si.fullDay('2026-03-05')).toBe('2026 මැදින් 5, බ්‍රහස්පතින්දා');
    expect(si.monthDay('2026-11-05')).toBe('ඉල් 5');
    expect(si.monthYear(new Date(Date.UTC(2026, 2, 1)))).toBe('2026 මැදින්');
  });

  it('Tamil is ta-LK: Tamil month names, 24-hour', () => {
    expect(ta.locale).toBe('ta-LK');
    expect(ta.dateTime(instant)).toBe('27 நவ., 2026, 05:10');
    expect(ta.time(instant)).toBe('05:10');
    expect(ta.dayOf(instant)).toBe('27/11/2026');
    expect(ta.fullDay('2026-03-05')).toBe('வியாழன், 5 மார்ச், 2026');
    expect(ta.monthDay('2026-11-05')).toBe('நவ. 5');
    expect(ta.monthYear(new Date(Date.UTC(2026, 2, 1)))).toBe('மார்ச் 2026');
  });

  it('a stored day is never moved by the time zone; an instant takes its Colombo day', () => {
    for (const f of [en, si, ta]) expect(f.day('2026-01-01')).toMatch(/01.01.2026|2026.01.01/);
    expect(en.dayOf('2026-05-01T18:29:59Z')).toBe('01/05/2026');
    expect(en.dayOf('2026-05-01T18:30:00Z')).toBe('02/05/2026');
    expect(TIME_ZONE).toBe('Asia/Colombo');
  });

  it("the IntlProvider's locale names the language, as 'si' or as 'si-LK'", () => {
    expect(languageOfLocale('si')).toBe('si');
    expect(languageOfLocale('ta-LK')).toBe('ta');
    expect(languageOfLocale('en-GB')).toBe('en');
    expect(languageOfLocale('en')).toBe('en');
  });

  it('text that is no date is shown as given', () => {
    expect(en.day('not a day')).toBe('not a day');
    expect(en.day(null)).toBe('');
    expect(si.dateTime('garbage')).toBe('garbage');
  });

  it('numbers and amounts are grouped in thousands in every language (as Sri Lanka writes them, not in lakhs as CLDR has ta-LK), 2 decimals at most', () => {
    expect(en.number(1234567.891)).toBe('1,234,567.89');
    expect(si.number(1234567.891)).toBe('1,234,567.89');
    expect(ta.number(1234567.891)).toBe('1,234,567.89');
    expect(en.number(3)).toBe('3');
    expect(en.amount(1234.5)).toBe('1,234.50');
    expect(si.amount(0)).toBe('0.00');
    expect(ta.amount(1234567)).toBe('1,234,567.00');
    expect(ta.number(4.5, { minimumFractionDigits: 2 })).toBe('4.50');
  });

  it("the Sinhala fallback (browsers without Sinhala dates, like Chromium) writes what Node's ICU writes", () => {
    const fallback = createFormatters('si', { nativeDates: false });
    const native = createFormatters('si', { nativeDates: true });
    expect(hasDateData(localeOf.si)).toBe(true); // Node is built with full ICU
    // The table is CLDR 48's: on another CLDR the native side may differ, and the table is to be looked at again.
    if (process.versions.cldr !== SINHALA_CLDR) console.warn(`CLDR ${process.versions.cldr}: the Sinhala table is from ${SINHALA_CLDR}`);
    const days = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-0${(m % 7) + 1}`);
    const instants = days.map((d, i) => `${d}T${String(i * 2).padStart(2, '0')}:0${i % 10}:09Z`);
    const sample = (f: typeof fallback) => [
      ...days.flatMap((d) => [f.day(d), f.fullDay(d), f.monthDay(d), f.monthYear(new Date(`${d}T00:00:00Z`))]),
      ...instants.flatMap((i) => [f.dateTime(i), f.dateTime(i, { seconds: true }), f.time(i), f.dayOf(i)]),
    ];
    if (process.versions.cldr === SINHALA_CLDR) expect(sample(fallback)).toEqual(sample(native));
    else expect(sample(fallback).length).toBe(sample(native).length);
  });
});
