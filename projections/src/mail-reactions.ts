import type { RecordedEvent, Sealed, Vault } from '@nvp/events';
import type { SinkProjection } from './runner/projection';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}
export interface MailPort {
  send(mail: OutgoingMail): Promise<void>;
}

/** A reaction turns one event into at most one mail; each slice owns its reactions. */
export type MailReaction = (event: RecordedEvent, deps: { vault: Vault; publicUrl: string }) => Promise<OutgoingMail | undefined>;

/**
 * Sends the mails events ask for. At least once: a crash between sending and the checkpoint can
 * repeat a mail, never lose one.
 */
export const mailSink = (reactions: Record<string, MailReaction>, deps: { vault: Vault; publicUrl: string; mailer: MailPort }): SinkProjection => ({
  kind: 'sink',
  name: 'mail',
  eventTypes: Object.keys(reactions),
  async handle(events) {
    for (const e of events) {
      const mail = await reactions[e.type]?.(e, deps);
      if (mail) await deps.mailer.send(mail);
    }
  },
});

export const openPersonal = <T>(vault: Vault, event: RecordedEvent) => vault.open<T>((event.data as { personal: Sealed }).personal);

/** Verification mail in the three languages of the platform, the link first. */
export const verificationMail = (to: string, link: string): OutgoingMail => ({
  to,
  subject: 'Verify your email address | ඔබගේ විද්‍යුත් තැපෑල තහවුරු කරන්න | உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்',
  text: [
    `Welcome to the National Volunteering Platform. Please verify your email address by opening this link:`,
    link,
    '',
    `ජාතික ස්වේච්ඡා වේදිකාවට සාදරයෙන් පිළිගනිමු. ඉහත සබැඳිය විවෘත කර ඔබගේ විද්‍යුත් තැපෑල තහවුරු කරන්න.`,
    '',
    `தேசிய தன்னார்வத் தளத்திற்கு வரவேற்கிறோம். மேலே உள்ள இணைப்பைத் திறந்து உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்.`,
  ].join('\n'),
});
