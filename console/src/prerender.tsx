/**
 * The build's server entry (vite build --ssr, run by console/scripts/prerender.ts): renders a public page as an
 * anonymous visitor sees it before any data has arrived, in one language, so the server can send it as HTML and
 * the browser paints it before the JavaScript has run (issue 25). main.tsx then hydrates it in place.
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Language, PrerenderedHtml } from '@nvp/events/browser';
import { AppIn } from './App';
import { takeServerHead } from './head/usePageHead';
import { provideAnswers, recordWanted, type Answer } from './answers';

export type { PrerenderedHtml };
import { loadCatalogue } from './i18n';
import { loadIcons } from './icons';
import { matchPath } from 'react-router-dom';
import { preloadPage, routes, type AreaPage } from './routes';

const descriptions = {
  en: () => import('./head/descriptions.en').then((m) => m.descriptionsEn),
  si: () => import('./head/descriptions.si').then((m) => m.descriptionsSi),
  ta: () => import('./head/descriptions.ta').then((m) => m.descriptionsTa),
};

/** The source of the lazy chunk a page's route renders (as the build manifest names it), if it has one. */
export const chunkOf = (path: string) => {
  const route = routes.find((r) => matchPath({ path: r.path, caseSensitive: true }, path));
  return (route?.page as Partial<AreaPage> | undefined)?.chunk;
};


const RENDER_LIMIT_MS = 10_000;
/** The page's markup once every lazy part has arrived (a stream, not renderToString, which would render their fallbacks). */
const renderHtml = (path: string, language: Language) =>
  new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    // Bounded: a part that never arrives must not hold the query-api's one-at-a-time renders for ever.
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`rendering ${path} took more than ${RENDER_LIMIT_MS / 1000} s`));
    }, RENDER_LIMIT_MS);
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve(html);
    });
    // biome-ignore lint/correctness/noComponentHookFactories: one router per rendered page (its location is the page's path), made once per render.
    const Router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppIn language={language} Router={Router} />
      </StrictMode>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });

/**
 * Renders one page as an anonymous visitor sees it: at build time with no data (`answers` absent: its loading state),
 * or per request with the API's answers for what it asks (query-api/src/findable/live-pages.ts), which the page
 * shows in its first render. Module state (answers, head claims) is per render: callers render one page at a time.
 */
export const prerender = async (path: string, language: Language, stylesheets: string[] = [], answers?: Record<string, Answer>): Promise<PrerenderedHtml> => {
  const [catalogue] = await Promise.all([loadCatalogue(language), loadIcons(), preloadPage(path, language)]);
  takeServerHead();
  provideAnswers(answers);
  let html: string;
  try {
    html = await renderHtml(path, language);
  } finally {
    provideAnswers(undefined);
  }
  const claim = takeServerHead();
  const { describePage, pageTitle, summary } = await import('./head/head');
  const site = catalogue['app.name'];
  const title = pageTitle(claim?.page, site);
  return {
    path,
    language,
    title,
    shortTitle: claim?.page?.trim() || title,
    description: summary(describePage(await descriptions[language](), claim?.description)),
    html,
    stylesheets,
    ...(claim?.noindex ? { noindex: true } : {}),
  };
};

/** The GET paths a page asks for in its first render (rendered once without answers, the result thrown away). */
export const wantedAnswers = async (path: string, language: Language): Promise<string[]> => {
  await Promise.all([loadCatalogue(language), loadIcons(), preloadPage(path)]);
  provideAnswers(undefined);
  const stop = recordWanted();
  try {
    await renderHtml(path, language);
  } finally {
    takeServerHead();
  }
  return stop();
};
