import { openPersonal, verificationMail, type MailReaction } from '../mail-reactions';

/** The SMS with the phone code, in the three languages (the recipient's language is not known yet). */
export const phoneCodeSms = (to: string, code: string) => ({
  channel: 'sms' as const,
  to,
  text: [
    `NVP verification code: ${code} (valid for 10 minutes)`,
    `NVP තහවුරු කිරීමේ කේතය: ${code} (මිනිත්තු 10ක් වලංගුයි)`,
    `NVP சரிபார்ப்புக் குறியீடு: ${code} (10 நிமிடங்கள் செல்லுபடியாகும்)`,
  ].join('\n'),
});

/** The referee's invitation: who asks, and the one-time review link, in the three languages. */
export const refereeMail = (to: string, refereeName: string, volunteerName: string, link: string) => ({
  to,
  subject: 'Referee request | යොමුකරු ඉල්ලීම | பரிந்துரையாளர் கோரிக்கை',
  text: [
    `Dear ${refereeName},`,
    `${volunteerName} has named you as a referee on the National Volunteering Platform. Please tell us about them by opening this link (it works once):`,
    link,
    '',
    `${volunteerName} ජාතික ස්වේච්ඡා වේදිකාවේ ඔබව යොමුකරුවෙකු ලෙස නම් කර ඇත. ඉහත සබැඳිය විවෘත කර (එක් වරක් පමණක් වලංගුයි) ඔවුන් ගැන අපට දන්වන්න.`,
    '',
    `${volunteerName} தேசிய தன்னார்வத் தளத்தில் உங்களைப் பரிந்துரையாளராகக் குறிப்பிட்டுள்ளார். மேலே உள்ள இணைப்பைத் திறந்து (ஒரு முறை மட்டுமே செல்லுபடியாகும்) அவரைப் பற்றி எங்களுக்குத் தெரிவிக்கவும்.`,
  ].join('\n'),
});

export const volunteerMails: Record<string, MailReaction> = {
  async VolunteerRegistered(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; emailSecret: string }>(vault, event);
    return p && verificationMail(p.email, `${publicUrl}/verifyEmail/${encodeURIComponent(p.emailSecret)}`);
  },
  async VolunteerPhoneCodeSent(event, { vault }) {
    const p = await openPersonal<{ phoneNumber: string; code: string }>(vault, event);
    return p && phoneCodeSms(p.phoneNumber, p.code);
  },
  async RefereeAdded(event, { vault, publicUrl }) {
    const p = await openPersonal<{ name: string; email: string; secret: string; volunteerName: string }>(vault, event);
    return p && refereeMail(p.email, p.name, p.volunteerName, `${publicUrl}/refereeFeedback/${encodeURIComponent(p.secret)}`);
  },
};
