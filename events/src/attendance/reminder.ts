import { createHmac } from 'node:crypto';

/**
 * The engagement reminder's reply links (issue 28), shared by the command side (checking a reply) and the projection
 * side (writing the mail): `<applicationId>.<date>.<hmac>` under a key derived from the JWT secret, as the call-out's
 * links are. Nothing is stored per reminder; the key answers for one application and one day only.
 */
export const engagementReplyKey = (secret: string, applicationId: string, date: string) =>
  `${applicationId}.${date}.${createHmac('sha256', `${secret}:engagement-reply`).update(`${applicationId}.${date}`).digest('base64url')}`;

/** The application and day a key names (unchecked: compare it with engagementReplyKey). Undefined when malformed. */
export const readEngagementReplyKey = (key: unknown): { applicationId: string; date: string } | undefined => {
  if (typeof key !== 'string') return undefined;
  const parts = key.split('.');
  if (parts.length !== 3 || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parts[0]) || !/^\d{4}-\d{2}-\d{2}$/.test(parts[1])) return undefined;
  return { applicationId: parts[0].toLowerCase(), date: parts[1] };
};
