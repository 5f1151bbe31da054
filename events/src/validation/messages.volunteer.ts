import { NIC_FORMATS } from './nic';

/** Validation messages of the volunteer forms, keyed 'v.volunteer.*' (or a spec wording shared only by these forms). */
export const volunteerValidationMessages = {
  // Volunteer bio (spec §5). The English texts are the spec's wording, typos included where the spec keeps them.
  'v.volunteer.nic': {
    en: `NIC is not valid. ${NIC_FORMATS.en}`,
    si: `ජා.හැ.අ. අංකය වලංගු නැත. ${NIC_FORMATS.si}`,
    ta: `தே.அ.அ. எண் செல்லுபடியற்றது. ${NIC_FORMATS.ta}`,
  },
  'v.volunteer.phone': { en: 'Phone number is not valid', si: 'දුරකථන අංකය වලංගු නැත', ta: 'தொலைபேசி எண் செல்லுபடியற்றது' },
  'v.volunteer.number': { en: 'Should be a number', si: 'අංකයක් විය යුතුය', ta: 'எண்ணாக இருக்க வேண்டும்' },
  'v.volunteer.positive': { en: 'Should be greater than 0', si: '0 ට වඩා වැඩි විය යුතුය', ta: '0 ஐ விட அதிகமாக இருக்க வேண்டும்' },
  'v.volunteer.countriesTwo': {
    en: 'Two countries must be selected',
    si: 'රටවල් දෙකක් තෝරාගත යුතුය',
    ta: 'இரண்டு நாடுகள் தேர்ந்தெடுக்கப்பட வேண்டும்',
  },
  'v.volunteer.countriesOnlyTwo': {
    en: 'Only two counties must be selected',
    si: 'රටවල් දෙකක් පමණක් තෝරාගත යුතුය',
    ta: 'இரண்டு நாடுகள் மட்டுமே தேர்ந்தெடுக்கப்பட வேண்டும்',
  },
  'v.volunteer.countriesOnlyOne': {
    en: 'Only onle country must be selected',
    si: 'එක් රටක් පමණක් තෝරාගත යුතුය',
    ta: 'ஒரு நாடு மட்டுமே தேர்ந்தெடுக்கப்பட வேண்டும்',
  },
  'v.volunteer.max255': { en: 'Max length 255 characters', si: 'උපරිම දිග අක්ෂර 255', ta: 'அதிகபட்ச நீளம் 255 எழுத்துகள்' },
  'v.volunteer.max65536': { en: 'Max length 65536 characters', si: 'උපරිම දිග අක්ෂර 65536', ta: 'அதிகபட்ச நீளம் 65536 எழுத்துகள்' },
  'v.volunteer.skillsToObtain': { en: 'At least 3 is required', si: 'අවම වශයෙන් 3ක් අවශ්‍යයි', ta: 'குறைந்தது 3 தேவை' },
  // Not in the spec (it is silent on the format of dates): dates travel as YYYY-MM-DD.
  'v.volunteer.date': { en: 'Date is not valid', si: 'දිනය වලංගු නැත', ta: 'தேதி செல்லுபடியற்றது' },
  'v.volunteer.visaExpiry': {
    en: 'The visa expiry date must be after the issued date',
    si: 'වීසා කල් ඉකුත් වන දිනය නිකුත් කළ දිනයට පසුව විය යුතුය',
    ta: 'விசா காலாவதி தேதி வழங்கப்பட்ட தேதிக்குப் பின்னர் இருக்க வேண்டும்',
  },
  'v.volunteer.unknownChoice': { en: 'Please choose from the list', si: 'කරුණාකර ලැයිස්තුවෙන් තෝරන්න', ta: 'பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்' },
  // A draft of the bio (POST /api/volunteer/bio/draft) with no section in it.
  'v.volunteer.draftEmpty': {
    en: 'Please send at least one section of the profile',
    si: 'කරුණාකර පැතිකඩෙහි අවම වශයෙන් එක් කොටසක් එවන්න',
    ta: 'சுயவிவரத்தின் குறைந்தது ஒரு பகுதியையாவது அனுப்பவும்',
  },
  // Checked on the server against the reference data (the console offers only known places).
  'v.volunteer.location': {
    en: 'Please choose the district, divisional secretariat and GN division from the lists',
    si: 'කරුණාකර දිස්ත්‍රික්කය, ප්‍රාදේශීය ලේකම් කොට්ඨාසය සහ ග්‍රාම නිලධාරී වසම ලැයිස්තුවෙන් තෝරන්න',
    ta: 'மாவட்டம், பிரதேச செயலகம் மற்றும் கிராம அலுவலர் பிரிவை பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்',
  },

  // Referee add form (spec §5): messages and the helper texts under the fields.
  'v.volunteer.refereeMobile': { en: 'mobile number is not valid', si: 'ජංගම දුරකථන අංකය වලංගු නැත', ta: 'கைபேசி எண் செல்லுபடியற்றது' },
  'v.volunteer.refereeEmail': { en: 'Email is not valid', si: 'විද්‍යුත් තැපැල් ලිපිනය වලංගු නැත', ta: 'மின்னஞ்சல் முகவரி செல்லுபடியற்றது' },
  'v.volunteer.refereeHint.name': { en: 'Please enter the Referee Name', si: 'කරුණාකර යොමුකරුගේ නම ඇතුළත් කරන්න', ta: 'பரிந்துரையாளரின் பெயரை உள்ளிடவும்' },
  'v.volunteer.refereeHint.no': { en: 'Please enter the number', si: 'කරුණාකර අංකය ඇතුළත් කරන්න', ta: 'எண்ணை உள்ளிடவும்' },
  'v.volunteer.refereeHint.street': { en: 'Please enter the street', si: 'කරුණාකර වීථිය ඇතුළත් කරන්න', ta: 'தெருவை உள்ளிடவும்' },
  'v.volunteer.refereeHint.city': { en: 'Please enter the City', si: 'කරුණාකර නගරය ඇතුළත් කරන්න', ta: 'நகரத்தை உள்ளிடவும்' },
  'v.volunteer.refereeHint.state': { en: 'Please enter the State', si: 'කරුණාකර පළාත ඇතුළත් කරන්න', ta: 'மாகாணத்தை உள்ளிடவும்' },
  'v.volunteer.refereeHint.phone': {
    en: 'Please enter a Valid Phone number',
    si: 'කරුණාකර වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න',
    ta: 'சரியான தொலைபேசி எண்ணை உள்ளிடவும்',
  },
  'v.volunteer.refereeHint.mobile': {
    en: 'Please enter a Valid Mobile number',
    si: 'කරුණාකර වලංගු ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න',
    ta: 'சரியான கைபேசி எண்ணை உள்ளிடவும்',
  },
  'v.volunteer.refereeHint.email': {
    en: 'Please enter a Valid Email Address',
    si: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න',
    ta: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  },

  // Referee feedback form (spec §2 /refereeFeedback, §9 durations). The spec gives no texts for these rules.
  'v.volunteer.rating': { en: 'Please give a rating from 1 to 5', si: 'කරුණාකර 1 සිට 5 දක්වා ශ්‍රේණියක් දෙන්න', ta: '1 முதல் 5 வரை மதிப்பீடு வழங்கவும்' },
  'v.volunteer.durationMonths': {
    en: 'Months must be between 0 and 11',
    si: 'මාස ගණන 0 ත් 11 ත් අතර විය යුතුය',
    ta: 'மாதங்கள் 0 முதல் 11 வரை இருக்க வேண்டும்',
  },
  'v.volunteer.consent': {
    en: 'Please give your consent to submit',
    si: 'ඉදිරිපත් කිරීමට කරුණාකර ඔබගේ එකඟතාවය දෙන්න',
    ta: 'சமர்ப்பிக்க உங்கள் ஒப்புதலை வழங்கவும்',
  },

  // Phone verification (spec §5): the code has exactly 6 characters; the spec gives no text for it.
  'v.volunteer.smsCode': { en: 'The code has 6 characters', si: 'කේතයේ අක්ෂර 6ක් ඇත', ta: 'குறியீட்டில் 6 எழுத்துகள் உள்ளன' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
