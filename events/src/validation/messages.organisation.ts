/** Validation messages of the organisation forms, keyed 'v.org.*' (spec §5 wording). */
export const organisationValidationMessages = {
  'v.org.email': { en: 'Enter a valid email', si: 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න', ta: 'சரியான மின்னஞ்சலை உள்ளிடவும்' },
  'v.org.max1500': { en: 'Maximum 1500 characters are allowed', si: 'උපරිම අක්ෂර 1500ක් පමණක් ඉඩ දෙනු ලැබේ', ta: 'அதிகபட்சம் 1500 எழுத்துகள் மட்டுமே அனுமதிக்கப்படும்' },
} as const;
