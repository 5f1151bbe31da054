import { ORG_INVITATION_WAIT_DAYS } from '@nvp/events';
import { openPersonal, type MailReaction } from '../mail-reactions';

/** Organisation mails, in the three languages: the sub-VIO's invitation, and a VIO's invitations to volunteers. */
export const organisationMails: Record<string, MailReaction> = {
  async SubVioCreated(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string; secret: string; name?: string; principalName?: string }>(vault, event);
    if (!p) return undefined;
    return {
      to: p.email,
      subject: 'Your sub-VIO account on the National Volunteering Platform | උප සංවිධාන ගිණුම | துணை நிறுவனக் கணக்கு',
      text: [
        `${p.principalName ?? 'An organisation'} created the sub-VIO account "${p.name ?? ''}" for you on the National Volunteering Platform. Open this link within 7 days to set your password, then log in and complete your profile:`,
        `${publicUrl}/subvio/verify/${encodeURIComponent(p.secret)}`,
        '',
        'ජාතික ස්වේච්ඡා වේදිකාවේ ඔබ සඳහා උප සංවිධාන ගිණුමක් සාදා ඇත. ඔබගේ මුරපදය සැකසීමට දින 7ක් ඇතුළත ඉහත සබැඳිය විවෘත කරන්න.',
        '',
        'தேசிய தன்னார்வத் தளத்தில் உங்களுக்காக துணை நிறுவனக் கணக்கு உருவாக்கப்பட்டுள்ளது. உங்கள் கடவுச்சொல்லை அமைக்க 7 நாட்களுக்குள் மேலே உள்ள இணைப்பைத் திறக்கவும்.',
      ].join('\n'),
    };
  },
  async MembershipInvited(event, { vault, publicUrl }) {
    const p = await openPersonal<{ email: string }>(vault, event);
    const vioName = (event.data as { vioName: string }).vioName;
    if (!p) return undefined;
    return {
      to: p.email,
      subject: `${vioName} invites you to join | සංවිධානයට එක්වීමට ආරාධනාවක් | நிறுவனத்தில் சேர அழைப்பு`,
      text: [
        `${vioName} invites you to join it as an organisation volunteer. Accept or decline the invitation on the Organisations page:`,
        `${publicUrl}/org-vios`,
        '',
        `${vioName} ඔබට සංවිධාන ස්වේච්ඡා සේවකයෙකු ලෙස එක්වීමට ආරාධනා කරයි. ඉහත පිටුවෙන් ආරාධනාව පිළිගන්න හෝ ප්‍රතික්ෂේප කරන්න.`,
        '',
        `${vioName} உங்களை நிறுவனத் தன்னார்வலராகச் சேர அழைக்கிறது. மேலே உள்ள பக்கத்தில் அழைப்பை ஏற்கவும் அல்லது மறுக்கவும்.`,
      ].join('\n'),
    };
  },
  async OrgVolunteerRegistrationInvited(event, { vault, publicUrl }) {
    // notify false: the address is another kind of account's (it could not register with it); nothing is sent.
    if ((event.data as { notify?: boolean }).notify === false) return undefined;
    const p = await openPersonal<{ email: string }>(vault, event);
    const vioName = (event.data as { vioName: string }).vioName;
    if (!p) return undefined;
    const days = ORG_INVITATION_WAIT_DAYS;
    return {
      to: p.email,
      subject: `${vioName} invites you to volunteer | ස්වේච්ඡා සේවයට ආරාධනාවක් | தன்னார்வத்திற்கு அழைப்பு`,
      text: [
        `${vioName} invites you to volunteer with it on the National Volunteering Platform. Register here with this email address; once you have verified it, you find the invitation of ${vioName} on the Organisations page. The invitation waits ${days} days:`,
        `${publicUrl}/register`,
        '',
        `${vioName} ජාතික ස්වේච්ඡා වේදිකාවේ ස්වේච්ඡා සේවයට ඔබට ආරාධනා කරයි. මෙම විද්‍යුත් තැපැල් ලිපිනයෙන් ලියාපදිංචි වී එය තහවුරු කළ පසු, ආරාධනාව සංවිධාන පිටුවේ හමු වේ. මෙම ආරාධනාව දින ${days}ක් වලංගු වේ.`,
        '',
        `${vioName} தேசிய தன்னார்வத் தளத்தில் தன்னார்வத்திற்கு உங்களை அழைக்கிறது. இந்த மின்னஞ்சல் முகவரியுடன் பதிவுசெய்து அதை உறுதிப்படுத்திய பின் நிறுவனங்கள் பக்கத்தில் அழைப்பைக் காண்பீர்கள். இந்த அழைப்பு ${days} நாட்களுக்குச் செல்லுபடியாகும்.`,
      ].join('\n'),
    };
  },
};
