import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type IcalEvent } from './ical';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
const sinhala = 'ශ්‍රී ලංකා ජාතික ස්වේච්ඡා වේදිකාව - කොළඹ දිස්ත්‍රික්කයේ ප්‍රජා සේවා වැඩසටහන';
const tamil = 'இலங்கை தேசிய தன்னார்வத் தொண்டர் தளம் - யாழ்ப்பாணம் மாவட்டத்தில் சமூக சேவை';

const event = (over: Partial<IcalEvent> = {}): IcalEvent => ({
  uid: 'a1b2-20261201@nvp',
  sequence: 0,
  stamp: new Date('2026-11-28T04:00:00Z'),
  status: 'CONFIRMED',
  summary: 'Beach clean-up',
  start: { at: new Date('2026-12-01T02:30:00Z') },
  end: { at: new Date('2026-12-01T08:30:00Z') },
  ...over,
});

/** Reads the text as calendar apps do (ical.js, Mozilla's parser): every VEVENT by UID. */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
};

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and every kind of line break in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  it('folds at 75 octets, continuations starting with a space, never inside a Sinhala or Tamil character', () => {
    for (const text of [`SUMMARY:${sinhala}`, `DESCRIPTION:${tamil} ${tamil}`, `LOCATION:${'x'.repeat(200)}`, `SUMMARY:${'😀'.repeat(40)}`]) {
      const folded = foldLine(text);
      const lines = folded.split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const [i, line] of lines.entries()) {
        expect(octets(line), line).toBeLessThanOrEqual(75);
        if (i > 0) expect(line.startsWith(' ')).toBe(true);
        // A split inside a UTF-8 sequence would leave a replacement character or a lone surrogate.
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
        expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      }
      // Unfolding gives back the line.
      expect(folded.replace(/\r\n /g, '')).toBe(text);
    }
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    // Exactly 75 octets stays one line; 76 folds.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes a calendar ical.js reads back: CRLF, PRODID, every event with its UID, SEQUENCE, STATUS, times and the text unharmed', () => {
    const text = writeCalendar({
      prodId: '-//Test//Calendar//EN',
      name: 'My volunteering',
      refreshMinutes: 60,
      events: [
        event({
          summary: `${sinhala}; with, commas\\ and a backslash`,
          location: `${tamil}, Jaffna`,
          description: 'First line\nSecond line',
          contact: 'Helping Hands, 0112345678, info@example.org',
          url: 'https://example.org/viewOpportunity/x',
        }),
        event({ uid: 'a1b2-20261202@nvp', sequence: 3, status: 'CANCELLED', start: { date: '2026-12-02' }, end: { date: '2026-12-03' } }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break is CRLF, and no line is longer than 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Test//Calendar//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My volunteering');
    expect(events.map((e) => e.uid)).toEqual(['a1b2-20261201@nvp', 'a1b2-20261202@nvp']);
    const [first, second] = events;
    expect(first.summary).toBe(`${sinhala}; with, commas\\ and a backslash`);
    expect(first.location).toBe(`${tamil}, Jaffna`);
    expect(first.description).toBe('First line\nSecond line');
    expect(first.component.getFirstPropertyValue('contact')).toBe('Helping Hands, 0112345678, info@example.org');
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(first.sequence).toBe(0);
    expect(first.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(second.sequence).toBe(3);
    expect(second.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe('2026-12-02');
    expect(String(second.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-28T04:00:00Z');
  });

  it('an empty calendar is still a valid one', () => {
    const { calendar, events } = parse(writeCalendar({ prodId: '-//Test//Calendar//EN', events: [] }));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
  });
});
