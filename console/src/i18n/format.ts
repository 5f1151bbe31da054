import { useMemo } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { Language } from '@nvp/events/browser';

/**
 * Dates, times and numbers in the interface language (issue 26), through react-intl's formatters.
 * English is en-GB, not en-LK: ICU 78 (Node 20, Chromium 156) formats en-LK as US English ("11/27/2026, 5:10 AM"),
 * while Sri Lanka writes the day before the month, as spec §9's dd/MM/yyyy does, and the platform a 24-hour clock.
 * Sinhala si-LK and Tamil ta-LK as CLDR has them. Times are Colombo's, as the platform's days are (colomboDate).
 */
export const TIME_ZONE = 'Asia/Colombo';
export const localeOf: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

export interface Formatters {
  readonly locale: string;
  /** A calendar day 'YYYY-MM-DD' as stored (no time zone), numeric: 27/11/2026, 2026-11-27, 27/11/2026. Else as given. */
  day: (day: string | null | undefined) => string;
  /** The Colombo calendar day of an instant, numeric as `day`. */
  dayOf: (iso: string | Date) => string;
  /** A calendar day in full, with its weekday (a calendar cell's name). */
  fullDay: (day: string | Date) => string;
  /** A calendar day as month and day, short (a chart's axis): 5 Nov, ඉල් 5, நவ. 5. */
  monthDay: (day: string | Date) => string;
  /** A month and its year (a calendar's heading); `month` is any day in it: 'YYYY-MM-DD', or a Date read in UTC. */
  monthYear: (month: string | Date) => string;
  /** An instant in Colombo: date with short month and time (seconds when asked). Unparseable text is shown as given. */
  dateTime: (iso: string | Date, options?: { seconds?: boolean }) => string;
  /** An instant's Colombo time of day, hours and minutes. */
  time: (iso: string | Date) => string;
  /** A number, grouped, with at most `maximumFractionDigits` (2) and at least `minimumFractionDigits` (0) decimals. */
  number: (n: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => string;
  /** An amount's figure: grouped, exactly 2 decimals (spec §9); the catalogue's message adds LKR / රු. / ரூ.. */
  amount: (n: number) => string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
/** A 'YYYY-MM-DD' day is formatted at UTC noon in UTC, so no time zone moves it to another day. */
const dayDate = (day: string | Date) => {
  if (typeof day !== 'string') return day;
  const match = DAY.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : new Date(day);
};
const valid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * Sinhala from CLDR 48 (ICU 78), for browsers whose ICU has no Sinhala dates: Chromium's icudtl.dat holds
 * Sinhala plural rules but no Sinhala DateTimeFormat, and answers si-LK in US English. Patterns: short y-MM-dd,
 * medium y MMM d, full y MMMM d, EEEE, MMM d, time HH.mm(.ss), date-time "{date}, {time}", month y MMMM.
 * format.test.ts checks it against Node's own si-LK (Node is built with full ICU).
 */
export const SINHALA_CLDR = '48.0';
const sinhalaMonths = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'];
const sinhalaWeekdays = ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'];
const numericParts = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return { year, month, day, hour: part('hour'), minute: part('minute'), second: part('second'), monthIndex: Number(month) - 1, weekday: new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay() };
};
const sinhalaFallback = {
  day: (date: Date) => {
    const p = numericParts(date, 'UTC');
    return `${p.year}-${p.month}-${p.day}`;
  },
  fullDay: (date: Date) => {
    const p = numericParts(date, 'UTC');
    return `${p.year} ${sinhalaMonths[p.monthIndex]} ${Number(p.day)}, ${sinhalaWeekdays[p.weekday]}`;
  },
  monthDay: (date: Date) => {
    const p = numericParts(date, 'UTC');
    return `${sinhalaMonths[p.monthIndex]} ${Number(p.day)}`;
  },
  monthYear: (date: Date) => {
    const p = numericParts(date, 'UTC');
    return `${p.year} ${sinhalaMonths[p.monthIndex]}`;
  },
  time: (date: Date, seconds = false) => {
    const p = numericParts(date, TIME_ZONE);
    return seconds ? `${p.hour}.${p.minute}.${p.second}` : `${p.hour}.${p.minute}`;
  },
  dateTime: (date: Date, seconds = false) => {
    const p = numericParts(date, TIME_ZONE);
    return `${p.year} ${sinhalaMonths[p.monthIndex]} ${Number(p.day)}, ${sinhalaFallback.time(date, seconds)}`;
  },
};

/** Whether this JavaScript engine's ICU formats dates in `locale` (not silently in another one). */
export const hasDateData = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;

/** Missing locale data is handled here (the Sinhala fallback; numbers fall back to the same digits). */
const quiet = () => undefined;
const cache = createIntlCache();

/** The formatters of one language; `nativeDates: false` forces the Sinhala fallback (tests). */
export const createFormatters = (language: Language, { nativeDates = hasDateData(localeOf[language]) } = {}): Formatters => {
  const locale = localeOf[language];
  const intl: IntlShape = createIntl({ locale, defaultLocale: 'en-GB', timeZone: TIME_ZONE, messages: {}, onError: quiet }, cache);
  const fallback = language === 'si' && !nativeDates ? sinhalaFallback : undefined;
  const inUtc = { timeZone: 'UTC' } as const;
  const numeric = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  // Sri Lanka groups numbers in thousands in every language (its Tamil press and the Central Bank's Tamil reports
  // write 1,234,567), where CLDR's ta-LK groups in lakhs (12,34,567): Tamil numbers are written with en-GB's
  // grouping, which has the same digits and separators.
  const numbers = language === 'ta' ? createIntl({ locale: 'en-GB', timeZone: TIME_ZONE, messages: {}, onError: quiet }, cache) : intl;
  const number: Formatters['number'] = (n, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = {}) =>
    numbers.formatNumber(n, { minimumFractionDigits, maximumFractionDigits });
  const formatters: Formatters = {
    locale,
    day: (day) => {
      if (!day || !DAY.test(day)) return day ?? '';
      const date = dayDate(day);
      return fallback ? fallback.day(date) : intl.formatDate(date, { ...numeric, ...inUtc });
    },
    dayOf: (iso) => {
      const date = asDate(iso);
      if (!valid(date)) return String(iso);
      return fallback ? fallback.day(dayDate(colomboDay(date))) : intl.formatDate(date, numeric);
    },
    fullDay: (day) => {
      const date = dayDate(day);
      return fallback ? fallback.fullDay(date) : intl.formatDate(date, { dateStyle: 'full', ...inUtc });
    },
    monthDay: (day) => {
      const date = dayDate(day);
      return fallback ? fallback.monthDay(date) : intl.formatDate(date, { month: 'short', day: 'numeric', ...inUtc });
    },
    monthYear: (month) => {
      const date = dayDate(month);
      return fallback ? fallback.monthYear(date) : intl.formatDate(date, { month: 'long', year: 'numeric', ...inUtc });
    },
    dateTime: (iso, { seconds = false } = {}) => {
      const date = asDate(iso);
      if (!valid(date)) return String(iso);
      return fallback ? fallback.dateTime(date, seconds) : intl.formatDate(date, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' });
    },
    time: (iso) => {
      const date = asDate(iso);
      if (!valid(date)) return String(iso);
      return fallback ? fallback.time(date) : intl.formatTime(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    },
    number,
    amount: (n) => number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return formatters;
};

/** 'YYYY-MM-DD' of an instant in Colombo. */
const colomboDay = (date: Date) => {
  const p = numericParts(date, TIME_ZONE);
  return `${p.year}-${p.month}-${p.day}`;
};

const made = new Map<Language, Formatters>();
/** One language's formatters, made once. */
export const formatters = (language: Language): Formatters => {
  let found = made.get(language);
  if (!found) made.set(language, (found = createFormatters(language)));
  return found;
};

/** The language of an IntlProvider locale ('si', 'si-LK', …); this module imports nothing of ./index, so it may import this one. */
export const languageOfLocale = (locale: string): Language => {
  const language = locale.slice(0, 2);
  return language === 'si' || language === 'ta' ? language : 'en';
};

/** The interface language's formatters (the language of the IntlProvider around the caller). */
export const useFormat = (): Formatters => {
  const language = languageOfLocale(useIntl().locale);
  return useMemo(() => formatters(language), [language]);
};
