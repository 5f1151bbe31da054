/**
 * Messages of security hardening, keyed 'security.*': the answer to too many attempts (HTTP 429, the API
 * says it in English), the development outbox where it is not available, and the core admins' outbox.
 */
export const securityEn = {
  'security.tooManyAttempts': 'Too many attempts, please try again in {minutes, plural, one {# minute} other {# minutes}}',
  'security.outboxUnavailable': 'The outbox is available only in development',
  'security.adminOutbox.title': 'Undelivered mail and SMS',
  'security.adminOutbox.subtitle': 'Kept instead of sent because no mail relay or SMS gateway is configured. Latest first.',
  'security.adminOutbox.none': 'Mail and SMS are delivered: nothing is kept here',
} as const satisfies Record<string, string>;
