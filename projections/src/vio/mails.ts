import { openPersonal, verificationMail, type MailReaction } from '../mail-reactions';

export const vioMails: Record<string, MailReaction> = {
  async VioRegistered(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; emailSecret?: string }>(vault, event);
    // A sub-VIO has no verification link: its invitation (SubVioCreated) verifies the address.
    return p?.emailSecret ? verificationMail(p.email, `${publicUrl}/verifyVioEmail/${encodeURIComponent(p.emailSecret)}`) : undefined;
  },
};
