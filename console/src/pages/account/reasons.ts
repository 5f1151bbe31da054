import { serverText } from '../../api';
import type { MessageId } from '../../i18n';

/**
 * The server answers account refusals in English (the spec's wording); the console shows them in the
 * interface language; the others through the server catalogue (serverText), unknown texts unchanged.
 */
const fixed: Record<string, MessageId> = {
  'This account has been terminated': 'account.login.terminated',
  'Your password was changed, please log in again': 'account.login.passwordChanged',
  'Your session has expired, please log in again': 'account.login.sessionExpired',
  'You have logged out, please log in again': 'account.login.signedOut',
  'Password is incorrect': 'account.settings.incorrect',
  'Incorrect password': 'account.settings.incorrectPassword',
  'This password reset link is not valid': 'account.reset.invalid',
  'This password reset link has expired': 'account.reset.expired',
  'This password reset link has already been used': 'account.reset.used',
};

export const translateAccountMessage = (
  message: string,
  t: (id: MessageId, values?: Record<string, string>) => string,
  /** A 'YYYY-MM-DD' day in the interface language (the server writes dd/MM/yyyy). */
  day: (day: string) => string = (d) => d.split('-').reverse().join('/'),
): string => {
  const suspended = /^Your account is suspended until (\d{2})\/(\d{2})\/(\d{4})$/.exec(message);
  if (suspended) return t('account.login.suspendedUntil', { date: day(`${suspended[3]}-${suspended[2]}-${suspended[1]}`) });
  const key = fixed[message];
  return key ? t(key) : serverText(message);
};
