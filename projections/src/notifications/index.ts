import { deliveryWarnings, type PlatformConfig, type Pool } from '@nvp/events';
import { createHttpSmsSender } from './http-sms';
import { createOutboxMailer, createOutboxSms, deleteOutboxAbout } from './outbox';
import type { Mailer, SmsSender } from './ports';
import { createSmtpMailer } from './smtp';

export * from './ports';
export * from './outbox';
export * from './smtp';
export * from './http-sms';

export interface Notifiers {
  mailer: Mailer;
  sms: SmsSender;
  /** Which adapter each channel uses, for the start-up log and the admin console. */
  describe: { email: 'smtp' | 'outbox'; sms: 'http' | 'outbox' };
  /** Erasure: deletes whatever copies of messages about the subject were kept (the outbox); sent mail is gone. */
  forget(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Mail goes through SMTP when `SMTP_URL` is set, SMS through the HTTP gateway when `SMS_GATEWAY_URL`
 * is set; otherwise each channel writes to the outbox table (the embedded default), which the migrations
 * make (events/src/migrations).
 */
export const createNotifiers = async (
  config: Pick<PlatformConfig, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'> & Partial<Pick<PlatformConfig, 'devOutbox'>>,
  pool: Pool,
  warn: (message: string) => void = (message) => console.warn(`WARNING ${message}`),
): Promise<Notifiers> => {
  // Loud on purpose: in production an unset SMTP_URL means nobody receives their links.
  for (const warning of deliveryWarnings({ ...config, devOutbox: config.devOutbox ?? false })) warn(warning);
  const smtp = config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : undefined;
  const sms = config.smsGatewayUrl ? createHttpSmsSender({ url: config.smsGatewayUrl, token: config.smsGatewayToken }) : undefined;
  return {
    mailer: smtp ?? createOutboxMailer(pool),
    sms: sms ?? createOutboxSms(pool),
    describe: { email: smtp ? 'smtp' : 'outbox', sms: sms ? 'http' : 'outbox' },
    async forget(subjectId) {
      if (!smtp || !sms) await deleteOutboxAbout(pool, subjectId);
    },
    async close() {
      smtp?.close();
    },
  };
};
