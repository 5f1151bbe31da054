import { openPersonal, type MailReaction, type OutgoingMail } from '../mail-reactions';

/** A mail in the three languages of the platform (the recipient's language is not known), the link first. */
const trilingual = (to: string, subject: [string, string, string], link: string, text: [string, string, string]): OutgoingMail => ({
  to,
  subject: subject.join(' | '),
  text: [text[0], link, '', text[1], '', text[2]].join('\n'),
});

/** Mails of the account slice: admin invitations and password reset links (opened from sealed parts). */
export const accountMails: Record<string, MailReaction> = {
  async AdminInvited(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; secret: string }>(vault, event);
    return (
      p &&
      trilingual(
        p.email,
        ['Invitation to administer the National Volunteering Platform', 'ජාතික ස්වේච්ඡා වේදිකාව පරිපාලනය කිරීමට ආරාධනාවක්', 'தேசிய தன்னார்வத் தளத்தை நிர்வகிக்க அழைப்பு'],
        `${publicUrl}/admin/verify/${encodeURIComponent(p.secret)}`,
        [
          'You have been invited to become an administrator of the National Volunteering Platform. Open this link within 7 days to register:',
          'ඔබට ජාතික ස්වේච්ඡා වේදිකාවේ පරිපාලකයෙකු වීමට ආරාධනා කර ඇත. ලියාපදිංචි වීමට දින 7ක් ඇතුළත ඉහත සබැඳිය විවෘත කරන්න.',
          'தேசிய தன்னார்வத் தளத்தின் நிர்வாகியாக நீங்கள் அழைக்கப்பட்டுள்ளீர்கள். பதிவுசெய்ய 7 நாட்களுக்குள் மேலே உள்ள இணைப்பைத் திறக்கவும்.',
        ],
      )
    );
  },
  async PasswordResetRequested(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; secret: string }>(vault, event);
    return (
      p &&
      trilingual(
        p.email,
        ['Reset your password', 'ඔබගේ මුරපදය යළි සකසන්න', 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்'],
        `${publicUrl}/forgetPassword/${encodeURIComponent(p.secret)}`,
        [
          'Someone asked to reset the password of your National Volunteering Platform account. Open this link within one hour to choose a new one (it works once). If it was not you, ignore this mail.',
          'ඔබගේ ජාතික ස්වේච්ඡා වේදිකා ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලීමක් ලැබී ඇත. නව මුරපදයක් තෝරා ගැනීමට පැයක් ඇතුළත ඉහත සබැඳිය විවෘත කරන්න (එය එක් වරක් පමණක් ක්‍රියා කරයි). එය ඔබ නොවේ නම්, මෙම තැපෑල නොසලකා හරින්න.',
          'உங்கள் தேசிய தன்னார்வத் தளக் கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்துள்ளது. புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க ஒரு மணி நேரத்திற்குள் மேலே உள்ள இணைப்பைத் திறக்கவும் (அது ஒரு முறை மட்டுமே செயல்படும்). அது நீங்கள் இல்லையெனில், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
        ],
      )
    );
  },
};
