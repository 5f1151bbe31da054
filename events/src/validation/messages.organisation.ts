/** Validation messages of the organisation forms, keyed 'v.org.*' (spec §5 wording). */
export const organisationValidationMessages = {
  'v.org.subVioName': { en: 'Name is required', si: 'නම අවශ්‍යයි', ta: 'பெயர் தேவை' },
  'v.org.subVioDescription': { en: 'Description is required', si: 'විස්තරය අවශ්‍යයි', ta: 'விளக்கம் தேவை' },
  'v.org.email': { en: 'Enter a valid email', si: 'වලංගු විද්‍යුත් තැපෑලක් ඇතුළත් කරන්න', ta: 'சரியான மின்னஞ்சலை உள்ளிடவும்' },
  'v.org.max1500': { en: 'Maximum 1500 characters are allowd', si: 'උපරිම අක්ෂර 1500ක් පමණක් ඉඩ දෙනු ලැබේ', ta: 'அதிகபட்சம் 1500 எழுத்துகள் மட்டுமே அனுமதிக்கப்படும்' },
  'v.org.vioId': { en: 'Choose an organisation', si: 'සංවිධානයක් තෝරන්න', ta: 'ஒரு நிறுவனத்தைத் தேர்ந்தெடுக்கவும்' },
  'v.org.volunteerId': { en: 'Choose a volunteer', si: 'ස්වේච්ඡා සේවකයෙකු තෝරන්න', ta: 'ஒரு தன்னார்வலரைத் தேர்ந்தெடுக்கவும்' },
  'v.org.subVioId': { en: 'Choose a sub-VIO', si: 'උප සංවිධානයක් තෝරන්න', ta: 'ஒரு துணை நிறுவனத்தைத் தேர்ந்தெடுக்கவும்' },
  /** 429 of POST /api/organizationVolunteers/add (issue 23): the VIO's invitations of the day are used up. */
  'v.org.invitationLimit': {
    en: 'Your organisation has added as many volunteers by e-mail as it may in one day. Please try again tomorrow.',
    si: 'ඔබේ සංවිධානයට එක් දිනකදී විද්‍යුත් තැපෑලෙන් එක් කළ හැකි උපරිම ස්වේච්ඡා සේවක සංඛ්‍යාව එක් කර ඇත. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
    ta: 'உங்கள் நிறுவனம் ஒரு நாளில் மின்னஞ்சல் மூலம் சேர்க்கக்கூடிய அதிகபட்ச தன்னார்வலர்களைச் சேர்த்துவிட்டது. தயவுசெய்து நாளை மீண்டும் முயற்சிக்கவும்.',
  },
} as const;
