import type { MailReaction } from '../mail-reactions';
import type { Sealed } from '@nvp/events';

interface Resolution {
  actionTaken: string;
  email: string;
  title: string;
  userName: string;
}

/**
 * The complainant is told by e-mail that the complaint was resolved, with the action taken (issue 11). The
 * recipient's language is not recorded, so the mail speaks all three, English first. An erased complainant's
 * resolution carries nothing sealed: no mail.
 */
export const complaintMails: Record<string, MailReaction> = {
  async ComplaintResolved(event, { vault, publicUrl }) {
    const sealed = (event.data as { personal?: Sealed }).personal;
    const p = sealed && (await vault.open<Resolution>(sealed));
    if (!p) return undefined;
    return {
      to: p.email,
      subject: 'Your complaint was resolved | ඔබගේ පැමිණිල්ල විසඳා ඇත | உங்கள் முறைப்பாடு தீர்க்கப்பட்டது',
      text: [
        `Dear ${p.userName},`,
        '',
        `Your complaint "${p.title}" to the National Volunteering Platform has been resolved.`,
        'Action taken:',
        p.actionTaken,
        '',
        `ඔබගේ පැමිණිල්ල "${p.title}" විසඳා ඇත. ගත් ක්‍රියාමාර්ගය ඉහත දැක්වේ.`,
        `உங்கள் முறைப்பாடு "${p.title}" தீர்க்கப்பட்டது. எடுக்கப்பட்ட நடவடிக்கை மேலே உள்ளது.`,
        '',
        publicUrl,
      ].join('\n'),
    };
  },
};
