import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-600.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';
import './styles.css';
import { App } from './App';
import { loadIcons } from './icons';
import { mountLiveRegions } from './toaster';

/**
 * Sinhala and Tamil glyphs exist only in the web fonts. Text laid out before they arrive (single-line,
 * ellipsised labels in particular) can stay as empty boxes, so the first render waits for all four faces —
 * briefly: after 1.5 s it renders anyway and the browser swaps the fonts in when they come.
 */
const scriptFonts = ['400 16px "Noto Sans Sinhala"', '600 16px "Noto Sans Sinhala"', '400 16px "Noto Sans Tamil"', '600 16px "Noto Sans Tamil"'];
const fontsLoaded = Promise.all(scriptFonts.map((font) => document.fonts.load(font, 'අஅ'))).catch(() => undefined);
const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

mountLiveRegions();
void Promise.all([loadIcons(), Promise.race([fontsLoaded, atMost(1500)])]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
