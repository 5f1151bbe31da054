import { openPersonal, verificationMail, type MailReaction } from '../mail-reactions';

export const vioMails: Record<string, MailReaction> = {
  async VioRegistered(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; emailSecret: string }>(vault, event);
    return p && verificationMail(p.email, `${publicUrl}/verifyVioEmail/${encodeURIComponent(p.emailSecret)}`);
  },
};
