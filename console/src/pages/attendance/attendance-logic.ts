/**
 * The pure rules of the attendance pages (issue 28): when the volunteer's page fetches its next check-in code, how
 * long the code shown is still good for, which states a volunteer's row shows and what it allows, and the scanner's
 * guard that sends a code the camera keeps seeing once.
 */

/** A volunteer's state on an engagement day, as GET /api/vio/attendance/:opportunityId/:date answers it. */
export const attendanceStates = ['EXPECTED', 'CONFIRMED', 'DECLINED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const;
export type AttendanceState = (typeof attendanceStates)[number];

/** The colour of a state's chip (Blueprint intents): who came green, who will not come or did not red. */
export const stateIntent: Record<AttendanceState, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  EXPECTED: 'none',
  CONFIRMED: 'primary',
  DECLINED: 'warning',
  CHECKED_IN: 'success',
  CHECKED_OUT: 'success',
  NO_SHOW: 'danger',
};

/** The chip's text key; a state the console does not know yet reads as Expected rather than failing. */
export const stateKey = (state: string): `attendance.state.${AttendanceState}` =>
  `attendance.state.${(attendanceStates as readonly string[]).includes(state) ? (state as AttendanceState) : 'EXPECTED'}`;

/** Check in is offered until the volunteer is checked in; check out only while checked in. */
export const canCheckIn = (state: string) => state !== 'CHECKED_IN' && state !== 'CHECKED_OUT';
export const canCheckOut = (state: string) => state === 'CHECKED_IN';

/** The earliest and latest a code is fetched again before it expires. */
const MIN_MARGIN_MS = 5_000;
const MAX_MARGIN_MS = 60_000;
/** Never fetch more often than this, whatever the server's clock says. */
const MIN_DELAY_MS = 1_000;

/**
 * Milliseconds until the page fetches a fresh code: a fifth of the code's life before it expires (one minute at
 * most, five seconds at least), so the volunteer never holds up a code that stops working in the coordinator's
 * hands. A code already (nearly) expired is replaced at once.
 */
export const refreshDelay = (expiresAt: string, now: number, validForSeconds: number) => {
  const margin = Math.min(MAX_MARGIN_MS, Math.max(MIN_MARGIN_MS, (validForSeconds * 1000) / 5));
  const delay = Date.parse(expiresAt) - margin - now;
  return Number.isFinite(delay) ? Math.max(MIN_DELAY_MS, delay) : MIN_DELAY_MS;
};

/** Whole minutes the code shown is still good for (rounded up; never below zero). */
export const minutesLeft = (expiresAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));

/**
 * A camera reads the same code many times a second while it is held up. The guard lets a code (with what it
 * records: check in or out) through once and holds back every sighting after it while the code stays in view;
 * only a code unseen for `quietMs` is sent again (the coordinator scanning it a second time, on purpose).
 */
export const createScanGuard = (quietMs = 4_000) => {
  const lastSeen = new Map<string, number>();
  return {
    shouldSend(key: string, now: number) {
      const seen = lastSeen.get(key);
      lastSeen.set(key, now);
      for (const [other, at] of lastSeen) if (now - at > quietMs * 10) lastSeen.delete(other);
      return seen === undefined || now - seen > quietMs;
    },
  };
};
