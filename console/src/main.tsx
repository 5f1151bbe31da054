import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-600.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';
import './styles.css';
import type { Language } from '@nvp/events/browser';
import { App } from './App';
import { initialLanguage, loadCatalogue } from './i18n';
import { preloadPage } from './routes';
import { loadIcons } from './icons';
import { mountLiveRegions } from './toaster';
import { restore } from './session/SessionContext';
import { provideAnswers, type Answer } from './answers';

/**
 * Sinhala and Tamil glyphs exist only in the web fonts. Text laid out before they arrive (single-line,
 * ellipsised labels in particular) can stay as empty boxes, so the first render of a Sinhala or Tamil page
 * waits for that script's two faces — briefly: after 1.5 s it renders anyway and the browser swaps them in when
 * they come. An English page waits for none (the language switch's two labels swap in when their fonts arrive).
 */
const scriptFonts: Record<Language, string[]> = {
  en: [],
  si: ['400 16px "Noto Sans Sinhala"', '600 16px "Noto Sans Sinhala"'],
  ta: ['400 16px "Noto Sans Tamil"', '600 16px "Noto Sans Tamil"'],
};
const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const language = initialLanguage();
const fontsLoaded = Promise.all(scriptFonts[language].map((font) => document.fonts.load(font, 'අஅ'))).catch(() => undefined);

mountLiveRegions();
// Everything the first paint needs is fetched at once, and the first render waits for all of it: the language's
// messages, the icons, the fonts and the page's own chunk (else the shell would paint around a loading state, then
// render again when the page arrives: two renders and layouts on a slow phone instead of one).
//
// A public page may arrive prerendered (query-api/src/findable/prerendered.ts writes `data-prerendered="<path>|<lang>"`
// on #root): it is hydrated when it is the page and language shown here and no one is logged in, else rendered
// afresh over it (a visitor who logged in on another visit, a language kept on the device but not yet in the cookie).
const root = document.getElementById('root')!;
const prerendered = root.dataset.prerendered;
const onlyLanguageAsked = [...new URLSearchParams(location.search).keys()].every((key) => key === 'lang');
const hydrate = prerendered === `${location.pathname}|${language}` && onlyLanguageAsked && !restore();
// A page rendered with its data came with the API's answers (a JSON block, not a script): its first render shows them.
const answersBlock = document.getElementById('nvp-answers');
if (hydrate && answersBlock?.textContent) provideAnswers(JSON.parse(answersBlock.textContent) as Record<string, Answer>);
/** Marks the page once the console has committed its first render (hydrated or drawn): the journeys wait for it. */
const Booted = () => {
  useEffect(() => {
    document.documentElement.dataset.boot = hydrate ? 'hydrated' : 'rendered';
  }, []);
  return null;
};
const app = (
  <StrictMode>
    <App language={language} />
    <Booted />
  </StrictMode>
);
// A hydrated page is already laid out in its fonts' fallbacks: it does not wait for the fonts.
const fontsWaited = hydrate ? Promise.resolve() : Promise.race([fontsLoaded, atMost(1500)]);
void Promise.all([loadCatalogue(language), loadIcons(), preloadPage(location.pathname, language), fontsWaited]).then(() => {
  if (hydrate) {
    // A mismatch is a defect (the page is then rendered again in the browser): said in the console, where the journeys look.
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task (a tap
    // meanwhile is not lost: React replays it once the part tapped is hydrated).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
