/**
 * The interface languages and what the platform says about itself in each: its name and its description. Written once
 * here for both sides: the console's catalogues (`app.name`) and page descriptions, and the query-api's head of the
 * pages it sends as HTML (query-api/src/findable), which imports no console code.
 */
export const INTERFACE_LANGUAGES = ['en', 'si', 'ta'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const SITE = {
  en: {
    name: 'National Volunteering Platform',
    description: 'Find volunteer opportunities across Sri Lanka, register as a volunteer or as an organisation, and see the hours volunteers give.',
    /** Open Graph's locale. */
    locale: 'en_LK',
  },
  si: {
    name: 'ජාතික ස්වේච්ඡා සේවා වේදිකාව',
    description: 'ශ්‍රී ලංකාව පුරා ස්වේච්ඡා අවස්ථා සොයන්න, ස්වේච්ඡා සේවකයෙකු හෝ සංවිධානයක් ලෙස ලියාපදිංචි වන්න, සහ ස්වේච්ඡා සේවකයන් දෙන පැය බලන්න.',
    locale: 'si_LK',
  },
  ta: {
    name: 'தேசிய தன்னார்வத் தொண்டு தளம்',
    description: 'இலங்கை முழுவதும் தன்னார்வ வாய்ப்புகளைக் கண்டறியுங்கள், தன்னார்வலராக அல்லது நிறுவனமாகப் பதிவு செய்யுங்கள், தன்னார்வலர்கள் வழங்கும் மணிநேரங்களைப் பாருங்கள்.',
    locale: 'ta_LK',
  },
} as const satisfies Record<InterfaceLanguage, { name: string; description: string; locale: string }>;
