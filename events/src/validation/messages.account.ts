/** Validation messages of the account forms, keyed 'v.account.*' (spec §5 wording; English is what the API answers). */
export const accountValidationMessages = {
  // Settings: change password, delete dialog; forgot and reset password (spec §5 writes these in lower case).
  'v.account.required': { en: 'required', si: 'අවශ්‍යයි', ta: 'தேவை' },
  'v.account.passwordsMatch': { en: 'passwords must match', si: 'මුරපද දෙක සමාන විය යුතුය', ta: 'கடவுச்சொற்கள் பொருந்த வேண்டும்' },
  'v.account.invalidEmail': { en: 'invalid email address', si: 'වලංගු නොවන විද්‍යුත් තැපැල් ලිපිනයකි', ta: 'தவறான மின்னஞ்சல் முகவரி' },
  // Invite admin.
  'v.account.inviteEmail': {
    en: 'Please enter a valid email address',
    si: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න',
    ta: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  },
  'v.account.permissionRequired': {
    en: 'Please select at least one permission',
    si: 'කරුණාකර අවම වශයෙන් එක් අවසරයක් තෝරන්න',
    ta: 'குறைந்தது ஒரு அனுமதியைத் தேர்ந்தெடுக்கவும்',
  },
  // Admin change password and admin registration.
  'v.account.currentPasswordRequired': {
    en: 'Current Password is required',
    si: 'වත්මන් මුරපදය අවශ්‍යයි',
    ta: 'தற்போதைய கடவுச்சொல் தேவை',
  },
  'v.account.passwordRequired': { en: 'You must specify a password', si: 'ඔබ මුරපදයක් ලබා දිය යුතුය', ta: 'நீங்கள் ஒரு கடவுச்சொல்லைக் குறிப்பிட வேண்டும்' },
  'v.account.passwordMin8': {
    en: 'Password must have at least 8 characters',
    si: 'මුරපදයේ අවම වශයෙන් අක්ෂර 8ක් තිබිය යුතුය',
    ta: 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்',
  },
  'v.account.passwordsDoNotMatch': { en: 'The passwords do not match', si: 'මුරපද නොගැළපේ', ta: 'கடவுச்சொற்கள் பொருந்தவில்லை' },
  'v.account.nameRequired': { en: 'Name is required', si: 'නම අවශ්‍යයි', ta: 'பெயர் தேவை' },
  'v.account.emailEmpty': { en: 'Email is empty!', si: 'විද්‍යුත් තැපෑල හිස්ය!', ta: 'மின்னஞ்சல் காலியாக உள்ளது!' },
  // Admin profile.
  'v.account.validName': { en: 'Please enter a valid name', si: 'කරුණාකර වලංගු නමක් ඇතුළත් කරන්න', ta: 'சரியான பெயரை உள்ளிடவும்' },
  'v.account.bioRequired': { en: 'Please enter a bio', si: 'කරුණාකර ඔබ ගැන කෙටි විස්තරයක් ඇතුළත් කරන්න', ta: 'உங்களைப் பற்றிய சுருக்கத்தை உள்ளிடவும்' },
  'v.account.bioMax': { en: 'Must be at most 2000 characters', si: 'උපරිම අක්ෂර 2000ක් විය යුතුය', ta: 'அதிகபட்சம் 2000 எழுத்துகள் இருக்க வேண்டும்' },
  // Suspension date (today or later).
  'v.account.selectDay': { en: 'Please select a day.', si: 'කරුණාකර දිනයක් තෝරන්න.', ta: 'தயவுசெய்து ஒரு நாளைத் தேர்ந்தெடுக்கவும்.' },
  'v.account.dayNotPast': {
    en: 'The suspension must end today or later',
    si: 'අත්හිටුවීම අද හෝ ඊට පසු දිනයක අවසන් විය යුතුය',
    ta: 'இடைநீக்கம் இன்று அல்லது அதற்குப் பிறகு முடிவடைய வேண்டும்',
  },
  'v.account.userId': { en: 'User not found', si: 'පරිශීලකයා හමු නොවීය', ta: 'பயனர் கண்டுபிடிக்கப்படவில்லை' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
