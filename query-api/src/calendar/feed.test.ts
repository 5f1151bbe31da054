import { describe, expect, it } from 'vitest';
import { feedEventOf, hoursOfDay, publicContactOf, type FeedRow } from './feed';

const row = (over: Partial<FeedRow> = {}): FeedRow => ({
  application_id: '5f0c3c8e-1a1b-4c2d-8e3f-0a1b2c3d4e5f',
  date: '2026-12-01',
  opportunity_id: '6a1d4d9f-2b2c-4d3e-9f40-1b2c3d4e5f60',
  confirmed: true,
  sequence: 2,
  changed_at: '2026-11-28T04:00:00Z',
  title: 'Beach clean-up',
  data: { time: ['Afternoon', 'Morning'], workingHourCount: 6, location: 'Beach', gnDivision: 'GN', divisionalSecretariat: 'DS', district: 'Colombo' },
  vio_name: 'Coast Care',
  vio_type: 'NONPROFIT',
  vio_contact: { organizationLandline: '0112345678', organizationEmail: 'info@coast.lk', managerEmail: 'boss@coast.lk' },
  ...over,
});

describe('what the feed says of an engagement day', () => {
  it('starts at the earliest time of day chosen and lasts the working hours, ending by 22:00; no time of day is all day', () => {
    expect(hoursOfDay(['Afternoon', 'Morning'], 6)).toEqual([8, 14]);
    expect(hoursOfDay(['Evening'], 8)).toEqual([17, 22]);
    expect(hoursOfDay(['Afternoon'], 0)).toEqual([13, 19]);
    expect(hoursOfDay([], 6)).toBeUndefined();
    expect(hoursOfDay(['Night'], 6)).toBeUndefined();
  });

  it('an event in Sri Lankan hours as UTC, the place from location to district, the public contact only', () => {
    const e = feedEventOf(row(), { baseUrl: 'https://nvp.example', language: 'en' });
    expect(e).toMatchObject({
      uid: '5f0c3c8e-1a1b-4c2d-8e3f-0a1b2c3d4e5f-20261201@nvp',
      sequence: 2,
      status: 'CONFIRMED',
      start: { at: new Date('2026-12-01T02:30:00Z') },
      end: { at: new Date('2026-12-01T08:30:00Z') },
      location: 'Beach, GN, DS, Colombo',
      contact: 'Coast Care, 0112345678, info@coast.lk',
      url: 'https://nvp.example/viewOpportunity/6a1d4d9f-2b2c-4d3e-9f40-1b2c3d4e5f60',
    });
    expect(e.description).toBe('Organisation: Coast Care, 0112345678, info@coast.lk\nAfternoon, Morning · 6 hours a day\nhttps://nvp.example/viewOpportunity/6a1d4d9f-2b2c-4d3e-9f40-1b2c3d4e5f60');
    expect(feedEventOf(row(), { baseUrl: 'https://nvp.example', language: 'si' }).description).toContain('දිනකට පැය 6');
  });

  it('a cancelled day, an all-day one, and an organisation that is not public (its contacts withheld, its name kept)', () => {
    const e = feedEventOf(row({ confirmed: false, data: { workingHourCount: 6 }, vio_type: null, vio_contact: null }), { baseUrl: 'https://nvp.example', language: 'ta' });
    expect(e).toMatchObject({ status: 'CANCELLED', start: { date: '2026-12-01' }, end: { date: '2026-12-02' }, location: undefined, contact: 'Coast Care' });
    expect(publicContactOf({ vio_name: 'X', vio_type: 'NONPROFIT', vio_contact: { managerEmail: 'boss@x.lk' } })).toBe('X');
  });
});
