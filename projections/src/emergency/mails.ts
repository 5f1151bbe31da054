import { openPersonal, type MailReaction } from '../mail-reactions';

/** The emergency user's invitation: the link sets the password (/emergency/verify/…), in the three languages. */
export const emergencyMails: Record<string, MailReaction> = {
  async EmergencyUserInvited(event, { vault, publicUrl }) {
    const p = await openPersonal<{ name: string; email: string; secret: string }>(vault, event);
    if (!p) return undefined;
    return {
      to: p.email,
      subject: 'Emergency login for the National Volunteering Platform | ජාතික ස්වේච්ඡා වේදිකාවේ හදිසි පිවිසුම | தேசிய தன்னார்வத் தளத்தின் அவசர உள்நுழைவு',
      text: [
        `Dear ${p.name}, an emergency-login account was created for you on the National Volunteering Platform. Open this link within 7 days to set your password:`,
        `${publicUrl}/emergency/verify/${encodeURIComponent(p.secret)}`,
        '',
        'ජාතික ස්වේච්ඡා වේදිකාවේ ඔබ සඳහා හදිසි පිවිසුම් ගිණුමක් සාදා ඇත. ඔබගේ මුරපදය සැකසීමට දින 7ක් ඇතුළත ඉහත සබැඳිය විවෘත කරන්න.',
        '',
        'தேசிய தன்னார்வத் தளத்தில் உங்களுக்காக அவசர உள்நுழைவுக் கணக்கு உருவாக்கப்பட்டுள்ளது. உங்கள் கடவுச்சொல்லை அமைக்க 7 நாட்களுக்குள் மேலே உள்ள இணைப்பைத் திறக்கவும்.',
      ].join('\n'),
    };
  },
};
