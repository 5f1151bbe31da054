import { idOf, isSealed, type RecordedEvent, type Sealed, type Vault } from '@nvp/events';
import type { Mailer, SmsSender } from './notifications/ports';
import type { SinkProjection } from './runner/projection';

export interface OutgoingMail {
  channel?: 'email';
  to: string;
  subject: string;
  text: string;
}
export interface OutgoingSms {
  channel: 'sms';
  to: string;
  text: string;
}
/** What a reaction asks to send: a mail (the default channel) or an SMS. */
export type OutgoingMessage = OutgoingMail | OutgoingSms;

/** Kept for the mail-only callers. */
export type MailPort = Mailer;

/** A reaction turns one event into at most one message; each slice owns its reactions. */
export type MailReaction = (event: RecordedEvent, deps: { vault: Vault; publicUrl: string }) => Promise<OutgoingMessage | undefined>;

/** Whom an event's message is about: the owner of its sealed part, else the aggregate of its stream. */
const aboutOf = (event: RecordedEvent) => {
  const personal = (event.data as { personal?: unknown } | null)?.personal;
  return isSealed(personal) ? personal.subject : idOf(event.streamId);
};

/**
 * Sends the mails and SMS events ask for, each through its channel's port. At least once: a crash between
 * sending and the checkpoint can repeat a message, never lose one. (The name stays 'mail': it is the
 * checkpoint's name.) Each message names the subject it is about; on PersonalDataErased `forget` deletes
 * the kept copies (the development outbox). A replay after the erasure sends nothing: the sealed parts no
 * longer open.
 */
export const mailSink = (
  reactions: Record<string, MailReaction>,
  deps: { vault: Vault; publicUrl: string; mailer: Mailer; sms?: SmsSender; forget?: (subjectId: string) => Promise<void> },
): SinkProjection => ({
  kind: 'sink',
  name: 'mail',
  delivery: 'each',
  readModel: false,
  eventTypes: [...Object.keys(reactions), ...(deps.forget && !reactions.PersonalDataErased ? ['PersonalDataErased'] : [])],
  async handle(events) {
    for (const e of events) {
      if (e.type === 'PersonalDataErased' && deps.forget) await deps.forget((e.data as { subjectId: string }).subjectId);
      const message = await reactions[e.type]?.(e, deps);
      if (!message) continue;
      const about = aboutOf(e);
      if (message.channel === 'sms') {
        if (!deps.sms) throw new Error(`No SMS port for ${e.type}`);
        await deps.sms.send({ to: message.to, text: message.text, about });
      } else {
        await deps.mailer.send({ to: message.to, subject: message.subject, text: message.text, about });
      }
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
