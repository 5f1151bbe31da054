import { createTransport } from 'nodemailer';
import { failedAt, type Mailer } from './ports';

export interface SmtpMailerOptions {
  /** e.g. `smtp://user:pass@mail.example.lk:587` or `smtps://…:465`; nodemailer's URL form. */
  url: string;
  /** The From header, e.g. `National Volunteering Platform <no-reply@volunteer.gov.lk>`. */
  from: string;
}

/** Mail through an SMTP relay. `send` resolves once the server accepted the message for every recipient. */
export const createSmtpMailer = ({ url, from }: SmtpMailerOptions): Mailer & { close(): void } => {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      try {
        const info = await transport.sendMail({ from, to, subject, text, ...(html !== undefined ? { html } : {}) });
        const rejected = (info.rejected ?? []).map(String);
        if (rejected.length > 0) throw new Error(`SMTP server rejected ${rejected.join(', ')}`);
      } catch (error) {
        throw failedAt('smtp', error);
      }
    },
    close() {
      transport.close();
    },
  };
};
