import { opportunityTimes, vioProfileLayouts, type VioType } from '@nvp/events';
import type { IcalEvent } from './ical';

/**
 * What the calendar feed says of each engagement day (issue 29), from the calendar read model's rows joined with the
 * opportunity and its organisation. Pure: rows in, iCalendar events out.
 */

/** The feed's own few words, in the language the console asked for when it showed the address (`?lang=`). */
export const feedLanguages = ['en', 'si', 'ta'] as const;
export type FeedLanguage = (typeof feedLanguages)[number];
const words: Record<FeedLanguage, { calendar: string; organisation: string; hoursADay: (n: number) => string; times: Record<string, string> }> = {
  en: {
    calendar: 'My volunteering (National Volunteering Platform)',
    organisation: 'Organisation',
    hoursADay: (n) => `${n} hours a day`,
    times: { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
  },
  si: {
    calendar: 'මගේ ස්වේච්ඡා සේවය (ජාතික ස්වේච්ඡා සේවා වේදිකාව)',
    organisation: 'ආයතනය',
    hoursADay: (n) => `දිනකට පැය ${n}`,
    times: { Morning: 'උදෑසන', Afternoon: 'දහවල්', Evening: 'සවස' },
  },
  ta: {
    calendar: 'எனது தன்னார்வப் பணி (தேசிய தன்னார்வத் தளம்)',
    organisation: 'நிறுவனம்',
    hoursADay: (n) => `நாளுக்கு ${n} மணி`,
    times: { Morning: 'காலை', Afternoon: 'மதியம்', Evening: 'மாலை' },
  },
};
export const calendarNameOf = (language: FeedLanguage) => words[language].calendar;

/**
 * When a time of day starts, Sri Lankan time (hours): the opportunity says only Morning, Afternoon or Evening. A day
 * starts at its earliest chosen part and lasts the opportunity's working hours a day, ending by 22:00 at the latest;
 * an opportunity with no time of day is an all-day event.
 */
export const TIME_OF_DAY_STARTS: Record<(typeof opportunityTimes)[number], number> = { Morning: 8, Afternoon: 13, Evening: 17 };
const LATEST_END = 22;
/** Sri Lanka is UTC+05:30 all year (no daylight saving since 2006). */
const COLOMBO_OFFSET_MINUTES = 330;

const colombo = (date: string, hours: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hours * 60 - COLOMBO_OFFSET_MINUTES) * 60_000);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The hours of one engagement day: [start, end] in Sri Lankan hours, or undefined for an all-day event. */
export const hoursOfDay = (times: readonly string[], workingHours: number): [number, number] | undefined => {
  const starts = times.filter((t): t is keyof typeof TIME_OF_DAY_STARTS => t in TIME_OF_DAY_STARTS).map((t) => TIME_OF_DAY_STARTS[t]);
  if (!starts.length) return undefined;
  const start = Math.min(...starts);
  const hours = Number.isFinite(workingHours) && workingHours > 0 ? workingHours : 6;
  return [start, Math.max(start + 1, Math.min(start + hours, LATEST_END))];
};

export interface FeedRow {
  application_id: string;
  date: string;
  opportunity_id: string;
  confirmed: boolean;
  sequence: number;
  changed_at: Date | string;
  title: string;
  data: Record<string, any>;
  vio_name: string;
  /** The organisation's type and opened contact, null when it is not public (not approved, terminated, erased). */
  vio_type: string | null;
  vio_contact: Record<string, any> | null;
}

/** The organisation's public contact, as its public profile shows it: name, phones, e-mail, website. */
export const publicContactOf = (row: Pick<FeedRow, 'vio_name' | 'vio_type' | 'vio_contact'>) => {
  const layout = row.vio_type ? vioProfileLayouts[row.vio_type as VioType] : undefined;
  const contact = layout && row.vio_contact ? row.vio_contact : {};
  const fields = layout ? [layout.contacts.landline, layout.contacts.mobile, layout.contacts.email, layout.contacts.website] : [];
  const parts = fields.map((f) => contact[f]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return [row.vio_name, ...parts].join(', ');
};

/** One engagement day as a calendar event; its UID is the application and the day, stable through every change. */
export const feedEventOf = (row: FeedRow, { baseUrl, language }: { baseUrl: string; language: FeedLanguage }): IcalEvent => {
  const w = words[language];
  const data = row.data ?? {};
  const times: string[] = Array.isArray(data.time) ? data.time : [];
  const hours = hoursOfDay(times, Number(data.workingHourCount));
  const place = [data.location, data.gnDivision, data.divisionalSecretariat, data.district].filter((v) => typeof v === 'string' && v.trim() !== '');
  const contact = publicContactOf(row);
  const url = `${baseUrl}/viewOpportunity/${row.opportunity_id}`;
  return {
    uid: `${row.application_id}-${row.date.replace(/-/g, '')}@nvp`,
    sequence: row.sequence,
    stamp: new Date(row.changed_at),
    status: row.confirmed ? 'CONFIRMED' : 'CANCELLED',
    summary: row.title,
    start: hours ? { at: colombo(row.date, hours[0]) } : { date: row.date },
    end: hours ? { at: colombo(row.date, hours[1]) } : { date: nextDay(row.date) },
    location: place.join(', ') || undefined,
    description: [
      `${w.organisation}: ${contact}`,
      [times.map((t) => w.times[t] ?? t).join(', '), Number(data.workingHourCount) > 0 ? w.hoursADay(Number(data.workingHourCount)) : '']
        .filter(Boolean)
        .join(' · '),
      url,
    ]
      .filter(Boolean)
      .join('\n'),
    contact,
    url,
  };
};
