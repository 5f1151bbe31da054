import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret of a volunteer's calendar feed address (issue 29): `/api/calendar/<token>.ics`. Signed by the platform
 * (HMAC-SHA256 under a key derived from the JWT secret, as the check-in codes are), so nothing secret is stored: the
 * token names the volunteer and the generation of their address, and the `calendar-<volunteerId>` stream counts the
 * generations (CalendarFeedRenewed). A renewal makes every older token fail the generation check at once.
 *
 * Layout (37 bytes, 50 URL-safe characters): version (1) · volunteer id (16) · generation (4) · MAC (16).
 */
const VERSION = 1;
const BODY_BYTES = 1 + 16 + 4;
const MAC_BYTES = 16;

export interface CalendarFeedToken {
  volunteerId: string;
  generation: number;
}

const macOf = (secret: string, body: Buffer) => createHmac('sha256', `${secret}:calendar-feed`).update(body).digest().subarray(0, MAC_BYTES);

/** The token of `volunteerId`'s feed address at `generation`. */
export const signCalendarFeedToken = (secret: string, { volunteerId, generation }: CalendarFeedToken) => {
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  Buffer.from(volunteerId.replace(/-/g, ''), 'hex').copy(body, 1);
  body.writeUInt32BE(generation, 17);
  return Buffer.concat([body, macOf(secret, body)]).toString('base64url');
};

const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** What a token says, or undefined when the platform did not sign it (forged, altered, truncated, garbled). */
export const readCalendarFeedToken = (secret: string, text: unknown): CalendarFeedToken | undefined => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{50}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== BODY_BYTES + MAC_BYTES || bytes.readUInt8(0) !== VERSION) return undefined;
  const body = bytes.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(BODY_BYTES), macOf(secret, body))) return undefined;
  return { volunteerId: uuidOf(body.subarray(1, 17).toString('hex')), generation: body.readUInt32BE(17) };
};

/** The address path of a token (the API's public route). */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;
