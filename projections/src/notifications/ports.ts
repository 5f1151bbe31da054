/** Outgoing e-mail: the platform's verification links, approvals and notices. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The subject the message is about (whose event caused it): erasing that subject deletes stored copies. */
  about?: string;
}

export interface Mailer {
  /** Resolves once the message is accepted for delivery (by the SMTP server, or written to the outbox). */
  send(mail: Mail): Promise<void>;
}

/** Outgoing SMS: mobile verification codes and short notices. */
export interface Sms {
  to: string;
  text: string;
  /** As Mail.about. */
  about?: string;
}

export interface SmsSender {
  /** Resolves once the gateway (or the outbox) accepted the message. */
  send(sms: Sms): Promise<void>;
}

/** The outside system a delivery failed at: shown per channel on /api/health (sink-delivery.ts reads it). */
export type DeliveryChannel = 'smtp' | 'sms' | 'kafka';

/** Marks an error with the channel it came from (keeps the error itself: its name and message stay). */
export const failedAt = (channel: DeliveryChannel, error: unknown): unknown => {
  if (error && typeof error === 'object') Object.assign(error, { channel });
  return error;
};
