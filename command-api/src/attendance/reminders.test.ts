import { describe, expect, it } from 'vitest';
import { colomboHour, reminderDay } from './reminders';

describe('when reminders are due', () => {
  it('reads the hour and tomorrow in Colombo (UTC+05:30), not in UTC', () => {
    // 12:29 UTC is 17:59 in Colombo: not yet 18; 12:30 UTC is 18:00.
    expect(colomboHour(new Date('2026-11-28T12:29:00Z'))).toBe(17);
    expect(colomboHour(new Date('2026-11-28T12:30:00Z'))).toBe(18);
    expect(reminderDay(new Date('2026-11-28T12:30:00Z'))).toBe('2026-11-29');
    // 19:00 UTC is already 00:30 the next day in Colombo: its tomorrow is the day after.
    expect(reminderDay(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-30');
    expect(colomboHour(new Date('2026-11-28T19:00:00Z'))).toBe(0);
  });
});
