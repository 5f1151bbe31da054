import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, IntlProvider, useIntl } from 'react-intl';
import { PAGE_COOKIES, translateMessage, type Language } from '@nvp/events/browser';
import type { Catalogue, MessageId } from './message-id';
import { setServerTextTranslator, setTooManyAttemptsText } from '../api';

export type { Catalogue, MessageId };
export const languages: readonly Language[] = ['en', 'si', 'ta'];
const STORAGE_KEY = 'language';
/** `?lang=si` in a link (the hreflang alternates, the sitemap, a shared link) picks the language and keeps it. */
const URL_PARAMETER = 'lang';

const isLanguage = (value: string | null): value is Language => (languages as readonly (string | null)[]).includes(value);

/**
 * The language is kept on the device (localStorage) and told to the server in a cookie, which picks the same
 * language's prerendered HTML of a public page (query-api/src/findable/prerendered.ts): a page painted by the
 * server in English, then hydrated in Sinhala, would have to be thrown away.
 */
const remember = (language: Language) => {
  localStorage.setItem(STORAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; the server reads this cookie to prerender the page
  document.cookie = `${PAGE_COOKIES.language}=${language}; path=/; max-age=31536000; samesite=lax`;
};

/** The language to show first: the link's `?lang=`, else the one chosen before on this device, else English. */
export const initialLanguage = (): Language => {
  const asked = new URLSearchParams(location.search).get(URL_PARAMETER);
  const stored = localStorage.getItem(STORAGE_KEY);
  const language = isLanguage(asked) ? asked : isLanguage(stored) ? stored : 'en';
  remember(language);
  return language;
};

/**
 * Each language's messages are a chunk of their own (~1/3 of all of them), fetched when the language is
 * shown: a page loads only its own language (issue 25). Fetched once; a failed fetch may be tried again.
 */
const fetchers: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogue.en').then((m) => m.catalogue),
  si: () => import('./catalogue.si').then((m) => m.catalogue),
  ta: () => import('./catalogue.ta').then((m) => m.catalogue),
};
const fetched = new Map<Language, Promise<Catalogue>>();
const ready = new Map<Language, Catalogue>();
export const loadCatalogue = (language: Language): Promise<Catalogue> => {
  let loading = fetched.get(language);
  if (!loading) {
    loading = fetchers[language]().then((catalogue) => {
      ready.set(language, catalogue);
      return catalogue;
    });
    loading.catch(() => fetched.delete(language));
    fetched.set(language, loading);
  }
  return loading;
};

/** Browsers without Sinhala/Tamil number data fall back to English formatting: not worth a console error. */
const onIntlError = (error: { code?: string }) => {
  if (error.code === 'MISSING_DATA') return;
  if (import.meta.env.DEV) console.error(error);
};

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
  /** Changes when the server messages' catalogue has arrived, so a server text shown already is shown again translated. */
  serverTexts: number;
}
const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => undefined, serverTexts: 0 });

/** A link's `?lang=` follows the language chosen on the page, so a reload or a copied link shows that one. */
const followInUrl = (language: Language) => {
  const url = new URL(location.href);
  if (!url.searchParams.has(URL_PARAMETER)) return;
  url.searchParams.set(URL_PARAMETER, language);
  history.replaceState(history.state, '', url);
};

/**
 * Shows `initial`'s messages, which must be loaded (main.tsx awaits loadCatalogue before the first render);
 * a language chosen later is shown once its messages have arrived (the page stays in the current one until then).
 */
export const LanguageProvider = ({ initial, children }: { initial: Language; children: ReactNode }) => {
  const [language, setLanguageState] = useState<Language>(initial);
  const setLanguage = useCallback((next: Language) => {
    remember(next);
    followInUrl(next);
    loadCatalogue(next).then(
      // In a transition, as the catalogue's arrival below: a choice made while a prerendered page is still
      // hydrating must not discard the server's HTML (React error 421).
      () => startTransition(() => setLanguageState(next)),
      (error: unknown) => {
        if (import.meta.env.DEV) console.error(error);
      },
    );
  }, []);
  const messages = ready.get(language);
  if (!messages) throw new Error(`The ${language} messages must be loaded before they are shown`);
  useEffect(() => {
    document.documentElement.lang = language;
    // A 429 names the wait in whole minutes (at least one), in the interface language ("1 minute", "15 minutes").
    const intl = createIntl({ locale: language, defaultLocale: 'en', messages, onError: onIntlError });
    setTooManyAttemptsText((seconds) => intl.formatMessage({ id: 'security.tooManyAttempts' }, { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
  }, [language, messages]);
  // The servers answer in English. Their messages in Sinhala and Tamil are a chunk of their own (all three
  // languages, ~90 KB before compression), fetched after the first paint and only for those languages: a
  // message is shown once the visitor has acted, by which time it has long arrived.
  const [serverTexts, setServerTexts] = useState(0);
  useEffect(() => {
    if (language === 'en') {
      setServerTextTranslator(undefined);
      return;
    }
    let current = true;
    import('@nvp/events/server-messages').then(
      ({ translateServerText }) => {
        if (!current) return;
        setServerTextTranslator((text) => translateServerText(text, language));
        // The chunk can land while a slow phone is still hydrating the page: an urgent context update would make
        // React drop the server's HTML and draw the page again (error 421). A transition waits for hydration.
        startTransition(() => setServerTexts((count) => count + 1));
      },
      (error: unknown) => {
        if (import.meta.env.DEV) console.error(error);
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage, serverTexts }), [language, setLanguage, serverTexts]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
};

export const useLanguage = () => useContext(LanguageContext);

/** `t('key', values)` plus `v(validationKey)` for the shared schema messages in the interface language. */
export const useT = () => {
  const intl = useIntl();
  const { language } = useLanguage();
  return useMemo(
    () => ({
      t: (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
      v: (key: string) => translateMessage(key, language),
      language,
    }),
    [intl, language],
  );
};

