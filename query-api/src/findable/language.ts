/** The interface languages, as the console names them (`?lang=`). */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What a page says about the platform in each language: the console's `app.name` and `findable.site.description`
 * (copied: the read side imports no console code; the console's head module writes the same texts after it starts).
 */
export const siteText: Record<Language, { name: string; description: string; locale: string }> = {
  en: {
    name: 'National Volunteering Platform',
    description: 'Find volunteer opportunities across Sri Lanka, register as a volunteer or as an organisation, and see the hours volunteers give.',
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
};

/** The language a page was asked in: exactly `?lang=en|si|ta`, else none (the page's x-default URL, in English). */
export const askedLanguage = (query: unknown): Language | undefined => {
  const lang = (query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : undefined;
};

/**
 * The URLs of one page in every language (hreflang): `?lang=` on the same path, and the bare path as x-default
 * (the console then picks the visitor's own language). The canonical URL of a page is the one in the language it
 * is shown in, as the console's head module writes it (console/src/head/head.ts), so the HTML and the rendered page agree.
 */
export const languageUrls = (base: string, path: string) => ({
  ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, `${base}${path}?lang=${lang}`])) as Record<Language, string>),
  'x-default': `${base}${path}`,
});
