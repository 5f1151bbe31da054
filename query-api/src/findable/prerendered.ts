import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_COOKIES, prerenderedFile, type PrerenderedHtml } from '@nvp/events';
import { escapeHtml, headTags, jsonForScript, withHead } from './head';
import { askedLanguage, LANGUAGES, type Language } from './language';

/** What the console's build wrote for one page in one language (console/scripts/prerender.ts). */
export type { PrerenderedHtml };

const cookieValue = (header: string | undefined, name: string) => {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * Which prerendered version a request gets, if any: the language asked in the link (`?lang=`), else the one the
 * console keeps in its cookie, else English (what the console shows on a first visit). None when someone is
 * logged in on the device (the page they see is not the anonymous one) or the address asks anything but the
 * language (a filter, `?next=`): the plain shell then, and the console renders in the browser as before.
 */
export const prerenderedLanguage = (query: unknown, cookieHeader: string | undefined): Language | undefined => {
  if (cookieValue(cookieHeader, PAGE_COOKIES.signedIn)) return undefined;
  const keys = Object.keys((query as Record<string, unknown> | undefined) ?? {});
  if (keys.some((key) => key !== 'lang')) return undefined;
  const kept = cookieValue(cookieHeader, PAGE_COOKIES.language);
  return askedLanguage(query) ?? (LANGUAGES as readonly string[]).find((lang) => lang === kept) as Language | undefined ?? 'en';
};

/**
 * The page's markup in #root (`data-prerendered="<path>|<language>"`: the console hydrates it only when it shows
 * that page in that language), the API answers it was rendered with (a JSON block the console reads, never run), and
 * its own stylesheets in the head (only this site's /assets/ CSS files: nothing else can reach the head from the file).
 */
export const withRoot = (html: string, page: PrerenderedHtml, answers?: Record<string, unknown>) => {
  const links = (page.stylesheets ?? []).filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const styled = links.length ? html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`) : html;
  const data = answers && Object.keys(answers).length ? `<script type="application/json" id="nvp-answers">${jsonForScript(answers)}</script>` : '';
  return styled.replace(/<div id="root"><\/div>/, () => `<div id="root" data-prerendered="${escapeHtml(page.path)}|${page.language}">${page.html}</div>${data}`);
};

/** The app shell with a prerendered page and its head written in for the address it is served at. */
export const withPrerendered = (shell: string, page: PrerenderedHtml, base: string, answers?: Record<string, unknown>) =>
  withRoot(withHead(shell, page.language, headTags(base, { language: page.language, title: page.title, shortTitle: page.shortTitle, description: page.description, path: page.path, noindex: page.noindex })), page, answers);

/** The build's prerendered pages, each read again only when its file changed (a new build): one stat per request. */
export const createPrerenderedPages = (consoleDir: string) => {
  const cached = new Map<string, { mtimeMs: number; size: number; page: PrerenderedHtml }>();
  return async (pagePath: string, language: Language): Promise<PrerenderedHtml | undefined> => {
    const file = path.join(consoleDir, prerenderedFile(pagePath, language));
    try {
      const { mtimeMs, size } = await stat(file);
      const hit = cached.get(file);
      if (hit?.mtimeMs === mtimeMs && hit.size === size) return hit.page;
      const page = JSON.parse(await readFile(file, 'utf8')) as PrerenderedHtml;
      cached.set(file, { mtimeMs, size, page });
      return page;
    } catch {
      return undefined;
    }
  };
};
