import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from './language';
import type { PageAnswer, PrerenderedHtml } from '@nvp/events';

/** What the console's server build (console/.ssr/prerender.js, src/prerender.tsx) offers. */
interface ConsoleRenderer {
  wantedAnswers(path: string, language: Language): Promise<string[]>;
  prerender(path: string, language: Language, stylesheets: string[], answers: Record<string, Answer>): Promise<PrerenderedHtml>;
}
export type Answer = PageAnswer;
/** The answer headers a page reads (the list's total). */
const KEPT_HEADERS = ['x-total-count', 'x-total-estimated', 'x-page-size'];

/**
 * Public pages whose content is data (the opportunity list, an opportunity), rendered per request with it (issue
 * 25): the console's server build renders the page once to learn which GET calls it makes, the query-api answers
 * them through its own routes (app.inject: the same answers, caching and rules as an anonymous visitor's calls),
 * and the page is rendered again with those answers, which go with the HTML so the browser hydrates the same page.
 * The renderer holds per-render state (answers, head claims): renders run one at a time (callers cache the HTML).
 * No console build (a query-api without it): undefined, and the caller sends the shell.
 */
export const createLivePages = (app: FastifyInstance, consoleDir: string) => {
  const bundle = path.resolve(consoleDir, '..', '.ssr', 'prerender.js');
  let renderer: Promise<ConsoleRenderer | undefined> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(bundle).href).then((m: ConsoleRenderer) => m, () => undefined));
  let stylesheets: Promise<Record<string, string[]>> | undefined;
  const stylesheetsOf = async (pattern: string) =>
    (await (stylesheets ??= readFile(path.join(consoleDir, 'prerendered', 'live-stylesheets.json'), 'utf8').then((text) => JSON.parse(text) as Record<string, string[]>, (): Record<string, string[]> => ({}))))[pattern] ?? [];
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const answersFor = async (urls: string[]) => {
    const answers: Record<string, Answer> = {};
    for (const url of urls) {
      // Only this API's reads: a page's other fetches (none today) are left to the browser.
      if (!url.startsWith('/api/')) continue;
      const reply = await app.inject({ method: 'GET', url });
      if (reply.statusCode !== 200) continue;
      const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => reply.headers[name] !== undefined).map((name) => [name, String(reply.headers[name])]));
      answers[url] = { body: reply.json(), headers };
    }
    return answers;
  };

  /** The page at `pagePath` (a route `pattern` of LIVE_PAGES) rendered with its data in `language`. */
  const render = async (pagePath: string, pattern: string, language: Language): Promise<{ page: PrerenderedHtml; answers: Record<string, Answer> } | undefined> => {
    const ssr = await load();
    if (!ssr) return undefined;
    const styles = await stylesheetsOf(pattern);
    return oneAtATime(async () => {
      const answers = await answersFor(await ssr.wantedAnswers(pagePath, language));
      const page = await ssr.prerender(pagePath, language, styles, answers);
      // The CSP refuses style attributes in HTML and hydration would not put them back: such a page is not sent.
      const styled = /<[a-z][^>]*\sstyle="[^"]*"/i.exec(page.html);
      if (styled) throw new Error(`${pagePath} rendered with an inline style, which the CSP refuses (use a class): ${styled[0].slice(0, 200)}`);
      return { page, answers };
    });
  };
  return { render };
};
