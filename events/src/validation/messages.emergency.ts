/** Validation messages of the emergency forms, keyed 'v.emergency.*' (spec §5 wording, typos kept). */
export const emergencyValidationMessages = {
  'v.emergency.name': { en: 'Please enter a name', si: 'කරුණාකර නමක් ඇතුළත් කරන්න', ta: 'பெயரை உள்ளிடவும்' },
  'v.emergency.email': {
    en: 'Please enter a valid email address',
    si: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න',
    ta: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  },
  'v.emergency.phone': { en: 'Phone number is not valid', si: 'දුරකථන අංකය වලංගු නැත', ta: 'தொலைபேசி எண் செல்லுபடியற்றது' },
  'v.emergency.futureStart': { en: 'Start date must be a future date', si: 'ආරම්භක දිනය අනාගත දිනයක් විය යුතුය', ta: 'தொடக்கத் தேதி எதிர்காலத் தேதியாக இருக்க வேண்டும்' },
  'v.emergency.endBeforeStart': { en: 'End date cannot be before the start date', si: 'අවසන් දිනය ආරම්භක දිනයට පෙර විය නොහැක', ta: 'முடிவுத் தேதி தொடக்கத் தேதிக்கு முன் இருக்கக்கூடாது' },
  'v.emergency.max1500': { en: 'Maximum 1500 characters are allowd', si: 'උපරිම අක්ෂර 1500ක් පමණක් ඉඩ දෙනු ලැබේ', ta: 'அதிகபட்சம் 1500 எழுத்துகள் மட்டுமே அனுமதிக்கப்படும்' },
  'v.emergency.max50': { en: 'Maximum 50 characters are allowd', si: 'උපරිම අක්ෂර 50ක් පමණක් ඉඩ දෙනු ලැබේ', ta: 'அதிகபட்சம் 50 எழுத்துகள் மட்டுமே அனுமதிக்கப்படும்' },
  'v.emergency.volunteers': { en: 'At least 1 volunteer', si: 'අවම වශයෙන් ස්වේච්ඡා සේවකයෙකු 1ක්', ta: 'குறைந்தது 1 தன்னார்வலர்' },
  'v.emergency.sdg': { en: 'Choose at least one SDG', si: 'අවම වශයෙන් එක් SDG එකක් තෝරන්න', ta: 'குறைந்தது ஒரு SDG ஐத் தேர்ந்தெடுக்கவும்' },
  'v.emergency.registrationNo': { en: 'Registration number is required', si: 'ලියාපදිංචි අංකය අවශ්‍යයි', ta: 'பதிவு எண் தேவை' },
  'v.emergency.volunteerIds': { en: 'Choose at least one volunteer', si: 'අවම වශයෙන් එක් ස්වේච්ඡා සේවකයෙකු තෝරන්න', ta: 'குறைந்தது ஒரு தன்னார்வலரைத் தேர்ந்தெடுக்கவும்' },
  'v.emergency.feedbackIncomplete': { en: 'Please Fill the all components', si: 'කරුණාකර සියලු කොටස් පුරවන්න', ta: 'அனைத்து பகுதிகளையும் நிரப்பவும்' },
} as const;
