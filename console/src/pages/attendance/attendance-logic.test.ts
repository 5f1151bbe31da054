import { describe, expect, it } from 'vitest';
import { attendanceStates, canCheckIn, canCheckOut, createScanGuard, minutesLeft, refreshDelay, stateIntent, stateKey } from './attendance-logic';
import { attendanceEn } from '../../i18n/areas/attendance';

const at = (iso: string) => Date.parse(iso);

describe('refreshDelay: the next code is fetched before the one shown expires', () => {
  it('given a 10-minute code just issued, when it is shown, then the next is fetched one minute before it expires', () => {
    expect(refreshDelay('2026-11-28T10:10:00.000Z', at('2026-11-28T10:00:00.000Z'), 600)).toBe(9 * 60_000);
  });
  it('given a short-lived code, then a fifth of its life is kept as margin, at least five seconds', () => {
    expect(refreshDelay('2026-11-28T10:01:00.000Z', at('2026-11-28T10:00:00.000Z'), 60)).toBe(48_000);
    expect(refreshDelay('2026-11-28T10:00:10.000Z', at('2026-11-28T10:00:00.000Z'), 10)).toBe(5_000);
  });
  it('given a code already past its margin or an unreadable expiry, then the next is fetched at once (after one second)', () => {
    expect(refreshDelay('2026-11-28T10:00:30.000Z', at('2026-11-28T10:00:00.000Z'), 600)).toBe(1_000);
    expect(refreshDelay('not a date', at('2026-11-28T10:00:00.000Z'), 600)).toBe(1_000);
  });
});

describe('minutesLeft', () => {
  it('rounds up to whole minutes and never goes below zero', () => {
    expect(minutesLeft('2026-11-28T10:10:00.000Z', at('2026-11-28T10:00:00.000Z'))).toBe(10);
    expect(minutesLeft('2026-11-28T10:10:00.000Z', at('2026-11-28T10:09:01.000Z'))).toBe(1);
    expect(minutesLeft('2026-11-28T10:10:00.000Z', at('2026-11-28T10:11:00.000Z'))).toBe(0);
  });
});

describe('the scan guard', () => {
  it('given a code held in front of the camera, when it is read again and again, then it is sent once', () => {
    const guard = createScanGuard(4_000);
    const sent = [0, 200, 400, 3_000, 6_000, 9_000].filter((t) => guard.shouldSend('CHECKIN:abc', t));
    expect(sent).toEqual([0]);
  });
  it('given a code taken away for longer than the quiet time, when it is shown again, then it is sent again', () => {
    const guard = createScanGuard(4_000);
    expect(guard.shouldSend('CHECKIN:abc', 0)).toBe(true);
    expect(guard.shouldSend('CHECKIN:abc', 4_001)).toBe(true);
  });
  it('given another code or the other mode, then each is sent on its own', () => {
    const guard = createScanGuard(4_000);
    expect(guard.shouldSend('CHECKIN:abc', 0)).toBe(true);
    expect(guard.shouldSend('CHECKIN:def', 100)).toBe(true);
    expect(guard.shouldSend('CHECKOUT:abc', 200)).toBe(true);
    expect(guard.shouldSend('CHECKIN:abc', 300)).toBe(false);
  });
});

describe('state chips and the actions a row offers', () => {
  it('every state has a chip text in the messages and a colour', () => {
    for (const state of attendanceStates) {
      expect(attendanceEn[stateKey(state)]).toBeTruthy();
      expect(stateIntent[state]).toBeTruthy();
    }
    expect(stateIntent.CHECKED_IN).toBe('success');
    expect(stateIntent.NO_SHOW).toBe('danger');
  });
  it('an unknown state reads as Expected', () => {
    expect(stateKey('SOMETHING_NEW')).toBe('attendance.state.EXPECTED');
  });
  it('check in until checked in; check out only while checked in', () => {
    expect(['EXPECTED', 'CONFIRMED', 'DECLINED', 'NO_SHOW'].every(canCheckIn)).toBe(true);
    expect(canCheckIn('CHECKED_IN') || canCheckIn('CHECKED_OUT')).toBe(false);
    expect(canCheckOut('CHECKED_IN')).toBe(true);
    expect(['EXPECTED', 'CONFIRMED', 'DECLINED', 'NO_SHOW', 'CHECKED_OUT'].some(canCheckOut)).toBe(false);
  });
});
