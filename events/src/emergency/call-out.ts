import { createHmac } from 'node:crypto';

/**
 * Pieces of the call-out shared by the command side (checking replies) and the projection side (writing
 * the messages): kept free of any framework so both can import them.
 */

/** A reply key for the mail's links: `<opportunity>.<volunteer>.<hmac>`; nothing is stored per volunteer. */
export const callOutReplyKey = (secret: string, opportunityId: string, volunteerId: string) =>
  `${opportunityId}.${volunteerId}.${createHmac('sha256', `${secret}:emergency-reply`).update(`${opportunityId}.${volunteerId}`).digest('base64url')}`;

/** Gateways send +94 77…, 94 77… or 077…; volunteers' numbers are kept as 10 digits (077…). */
export const normalisePhone = (from: string) => {
  const digits = from.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('94')) return `0${digits.slice(2)}`;
  if (digits.length === 9) return `0${digits}`;
  return digits;
};

/** YES/NO in the three languages (first word, any case); anything else is not an answer. */
export const parseReply = (text: string): 'YES' | 'NO' | undefined => {
  const word = text.trim().split(/\s+/)[0]?.toLowerCase().replace(/[.!]+$/, '') ?? '';
  if (['yes', 'y', 'ow', 'ඔව්', 'ஆம்'].includes(word)) return 'YES';
  if (['no', 'n', 'naha', 'නැහැ', 'නැත', 'இல்லை'].includes(word)) return 'NO';
  return undefined;
};
