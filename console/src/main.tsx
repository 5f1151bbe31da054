import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
void Promise.all([loadCatalogue(language), loadIcons(), preloadPage(location.pathname), Promise.race([fontsLoaded, atMost(1500)])]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App language={language} />
    </StrictMode>,
  ),
);
