import { openPersonal, verificationMail, type MailReaction } from '../mail-reactions';

export const volunteerMails: Record<string, MailReaction> = {
  async VolunteerRegistered(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; emailSecret: string }>(vault, event);
    return p && verificationMail(p.email, `${publicUrl}/verifyEmail/${encodeURIComponent(p.emailSecret)}`);
  },
};
