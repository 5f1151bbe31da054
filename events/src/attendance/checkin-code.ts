import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sriLankanToday } from '../validation/application';

/**
 * The check-in code a volunteer shows on their phone on an engagement day (issue 28), scanned by the organisation's
 * coordinator. Signed by the platform (HMAC-SHA256 under a key derived from the JWT secret, as the call-out's reply
 * links are), so nothing is stored when one is issued; it names the application, the day, its expiry and a one-time
 * id, and the attendance stream records the id when it is used, so each code is used once.
 *
 * Layout (47 bytes, 63 URL-safe characters: a small QR code a phone camera reads at arm's length):
 *   version (1) · application id (16) · day (2: days since 1970-01-01) · expiry (4: Unix seconds) · code id (8) · MAC (16)
 */
export const CHECKIN_CODE_MINUTES = 10;
const VERSION = 1;
const BODY_BYTES = 1 + 16 + 2 + 4 + 8;
const MAC_BYTES = 16;
const DAY_MS = 86_400_000;

export interface CheckinCode {
  applicationId: string;
  /** The engagement day it is for (Sri Lankan date, YYYY-MM-DD). */
  date: string;
  expiresAt: Date;
  /** 16 hex characters, unique per code. */
  codeId: string;
}

const keyOf = (secret: string) => `${secret}:checkin-code`;
const macOf = (secret: string, body: Buffer) => createHmac('sha256', keyOf(secret)).update(body).digest().subarray(0, MAC_BYTES);

/** The signed code for `code` (its fields as the platform chose them). */
export const signCheckinCode = (secret: string, code: CheckinCode) => {
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  Buffer.from(code.applicationId.replace(/-/g, ''), 'hex').copy(body, 1);
  body.writeUInt16BE(Math.round(Date.parse(`${code.date}T00:00:00Z`) / DAY_MS), 17);
  body.writeUInt32BE(Math.floor(code.expiresAt.getTime() / 1000), 19);
  Buffer.from(code.codeId, 'hex').copy(body, 23);
  return Buffer.concat([body, macOf(secret, body)]).toString('base64url');
};

/** A new code for today's engagement day of `applicationId`, valid CHECKIN_CODE_MINUTES from `now`. */
export const issueCheckinCode = (secret: string, applicationId: string, now: Date) => {
  const fields: CheckinCode = {
    applicationId,
    date: sriLankanToday(now),
    // Whole seconds, as the code carries them.
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + CHECKIN_CODE_MINUTES * 60_000),
    codeId: randomBytes(8).toString('hex'),
  };
  return { ...fields, code: signCheckinCode(secret, fields) };
};

const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** What a scanned code says, or undefined when the platform did not sign it (forged, altered, garbled, truncated). */
export const readCheckinCode = (secret: string, text: unknown): CheckinCode | undefined => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(text.trim())) return undefined;
  const bytes = Buffer.from(text.trim(), 'base64url');
  if (bytes.length !== BODY_BYTES + MAC_BYTES || bytes.readUInt8(0) !== VERSION) return undefined;
  const body = bytes.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(BODY_BYTES), macOf(secret, body))) return undefined;
  return {
    applicationId: uuidOf(body.subarray(1, 17).toString('hex')),
    date: new Date(body.readUInt16BE(17) * DAY_MS).toISOString().slice(0, 10),
    expiresAt: new Date(body.readUInt32BE(19) * 1000),
    codeId: body.subarray(23, 31).toString('hex'),
  };
};

export type CheckinCodeProblem = 'FORGED' | 'OTHER_DAY' | 'EXPIRED' | 'USED';

/**
 * Why a scanned code cannot check a volunteer in or out on `date` at `now`, or undefined when it can: not signed by
 * the platform, for another day, expired, or already used (its id among `used`).
 */
export const checkinCodeProblem = (code: CheckinCode | undefined, date: string, now: Date, used: readonly string[]): CheckinCodeProblem | undefined => {
  if (!code) return 'FORGED';
  if (code.date !== date) return 'OTHER_DAY';
  if (now.getTime() > code.expiresAt.getTime()) return 'EXPIRED';
  if (used.includes(code.codeId)) return 'USED';
  return undefined;
};
