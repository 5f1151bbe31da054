/** Refusals of the text primitive (text.ts), keyed 'v.text.*' (English is what the API answers). */
export const textValidationMessages = {
  'v.text.control': {
    en: 'Must not contain control characters',
    si: 'පාලන අක්ෂර අඩංගු නොවිය යුතුය',
    ta: 'கட்டுப்பாட்டு எழுத்துகள் இருக்கக்கூடாது',
  },
  'v.text.surrogate': {
    en: 'Contains a broken character',
    si: 'බිඳුණු අක්ෂරයක් අඩංගු වේ',
    ta: 'உடைந்த எழுத்து ஒன்று உள்ளது',
  },
  'v.text.singleLine': {
    en: 'Must be on one line (no tabs or line breaks)',
    si: 'එක් පේළියක් විය යුතුය (ටැබ් හෝ නව පේළි නොමැතිව)',
    ta: 'ஒரே வரியில் இருக்க வேண்டும் (தத்தல் அல்லது வரி முறிவு இல்லாமல்)',
  },
  'v.text.bidi': {
    en: 'Must not contain text-direction control characters',
    si: 'පෙළ දිශාව පාලනය කරන අක්ෂර අඩංගු නොවිය යුතුය',
    ta: 'எழுத்தின் திசையை மாற்றும் கட்டுப்பாட்டு எழுத்துகள் இருக்கக்கூடாது',
  },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
