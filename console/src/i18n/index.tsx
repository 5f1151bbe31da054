import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { translateMessage, type Language } from '@nvp/events/browser';
import { en as coreEn, type MessageId as CoreMessageId } from './en';
import { si as coreSi } from './si';
import { ta as coreTa } from './ta';
import { areas, type AreaMessageId } from './areas';
import { setTooManyAttemptsText } from '../api';

export type MessageId = CoreMessageId | AreaMessageId;
const merged = (language: Language, core: Record<string, string>) => Object.assign({}, core, ...areas.map((a) => a[language] as Record<string, string>));
const en = merged('en', coreEn);
const si = merged('si', coreSi);
const ta = merged('ta', coreTa);
/** Every message by language: the core catalogue plus each area's file. */
export const catalogues: Record<Language, Record<string, string>> = { en, si, ta };
export const languages: readonly Language[] = ['en', 'si', 'ta'];
const STORAGE_KEY = 'language';

const initialLanguage = (): Language => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (languages as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
};

/** Browsers without Sinhala/Tamil number data fall back to English formatting: not worth a console error. */
const onIntlError = (error: { code?: string }) => {
  if (error.code === 'MISSING_DATA') return;
  if (import.meta.env.DEV) console.error(error);
};

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}
const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => undefined });

export const LanguageProvider = ({ children }: { children: ReactNode }) => {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguageState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    // A 429 names the wait in whole minutes (at least one), in the interface language.
    setTooManyAttemptsText((seconds) => catalogues[language]['security.tooManyAttempts'].replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60)))));
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  // English is the fallback for any message a catalogue might lack.
  const messages = useMemo(() => ({ ...en, ...catalogues[language] }), [language]);
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

