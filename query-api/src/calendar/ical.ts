/**
 * A small iCalendar writer (RFC 5545) for the volunteer's calendar feed and the one-engagement download (issue 29).
 * Pure: strings in, a string out. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character, so
 * Sinhala and Tamil text survives), TEXT values are escaped, times are UTC (no VTIMEZONE needed: Sri Lanka's offset
 * is fixed, and UTC is what every calendar app reads the same way).
 */

/** A day (all-day event, DATE) or a moment (DATE-TIME, UTC). */
export type IcalTime = { date: string } | { at: Date };

export interface IcalEvent {
  /** Stable across versions of the feed: calendar apps match updates and cancellations by it. */
  uid: string;
  /** Raised whenever the event changes (a cancellation included). */
  sequence: number;
  /** When the event was last revised (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  status: 'CONFIRMED' | 'CANCELLED';
  summary: string;
  start: IcalTime;
  end: IcalTime;
  location?: string;
  description?: string;
  /** Who to ask (CONTACT): the organisation's public contact. */
  contact?: string;
  url?: string;
}

export interface IcalCalendar {
  /** PRODID: who wrote it. */
  prodId: string;
  /** The calendar's name as apps show it (X-WR-CALNAME, NAME). */
  name?: string;
  /** How often a subscribing app should read it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  events: readonly IcalEvent[];
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT (tab aside).
    .split('')
    .filter((c) => c === '\t' || (c >= ' ' && c !== '\u007f'))
    .join('');

const encoder = new TextEncoder();
const LINE_OCTETS = 75;

/**
 * Folds one content line (RFC 5545 §3.1): no line longer than 75 octets, each continuation starting with one space
 * (which counts), a break only between whole characters (code points), never inside a UTF-8 sequence.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const pad = (n: number) => String(n).padStart(2, '0');
/** 20261128T043000Z */
export const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
const timeProperty = (name: string, time: IcalTime) =>
  'date' in time ? `${name};VALUE=DATE:${time.date.replace(/-/g, '')}` : `${name}:${utcStamp(time.at)}`;

const eventLines = (e: IcalEvent) => [
  'BEGIN:VEVENT',
  `UID:${escapeText(e.uid)}`,
  `DTSTAMP:${utcStamp(e.stamp)}`,
  `LAST-MODIFIED:${utcStamp(e.stamp)}`,
  `SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`,
  `STATUS:${e.status}`,
  timeProperty('DTSTART', e.start),
  timeProperty('DTEND', e.end),
  `SUMMARY:${escapeText(e.summary)}`,
  ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
  ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
  ...(e.contact ? [`CONTACT:${escapeText(e.contact)}`] : []),
  // A URI value, not TEXT: not escaped (the platform's own addresses hold no comma or semicolon).
  ...(e.url ? [`URL:${e.url}`] : []),
  // A cancelled event is shown free (or struck out), a confirmed one busy.
  `TRANSP:${e.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
  'END:VEVENT',
];

/** The whole calendar object, CRLF line endings, folded. */
export const writeCalendar = (calendar: IcalCalendar) => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    ...(calendar.name ? [`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(calendar.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`]
      : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
