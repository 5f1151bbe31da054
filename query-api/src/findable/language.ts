import { INTERFACE_LANGUAGES, SITE, type InterfaceLanguage } from '@nvp/events';

/** The interface languages, as the console names them (`?lang=`). */
export const LANGUAGES = INTERFACE_LANGUAGES;
export type Language = InterfaceLanguage;

/** What a page says about the platform in each language: the console's `app.name` and its site description. */
export const siteText = SITE;

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
