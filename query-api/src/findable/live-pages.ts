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
 * Public pages whose content is data (the opportunity list, an opportunity, the news, an organisation, a volunteer),
 * rendered per request with it (issue 25): the console's server build renders the page once to learn which GET
 * calls it makes (`wanted`), the query-api answers them through its own routes (`answersFor`, app.inject: the same
 * answers, caching and rules as an anonymous visitor's calls), and the page is rendered again with those answers
 * (`render`), which go with the HTML so the browser hydrates the same page. The renderer holds per-render state
 * (answers, head claims): renders run one at a time (callers cache both). No console build (a query-api without
 * it): nothing is wanted or rendered, and the caller sends the shell.
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

  /**
   * The API's answers to a page's calls, as an anonymous visitor's calls would get them: a GET path, or `POST <path>`
   * for a read asked by POST without a body (the landing's figures). `complete` when the page asked at least one and
   * every one was answered 200 (otherwise the page would be rendered waiting, or with an error the browser may not see).
   */
  const answersFor = async (calls: string[]) => {
    const answers: Record<string, Answer> = {};
    let asked = 0;
    for (const call of calls) {
      const [method, url] = call.startsWith('POST ') ? (['POST', call.slice(5)] as const) : (['GET', call] as const);
      // Only this API's reads: a page's other fetches (none today) are left to the browser.
      if (!url.startsWith('/api/')) continue;
      asked += 1;
      const reply = await app.inject({ method, url });
      if (reply.statusCode !== 200) continue;
      const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => reply.headers[name] !== undefined).map((name) => [name, String(reply.headers[name])]));
      answers[call] = { body: reply.json(), headers };
    }
    return { answers, complete: asked > 0 && Object.keys(answers).length === asked };
  };

  /** The calls the page at `pagePath` makes in its first render (rendered once without answers); [] without a console build. */
  const wanted = async (pagePath: string, language: Language): Promise<string[]> => {
    const ssr = await load();
    return ssr ? oneAtATime(() => ssr.wantedAnswers(pagePath, language)) : [];
  };

  /** The page at `pagePath` (a route `pattern` of LIVE_PAGES) rendered with `answers` in `language`; undefined without a console build. */
  const render = async (pagePath: string, pattern: string, language: Language, answers: Record<string, Answer>): Promise<PrerenderedHtml | undefined> => {
    const ssr = await load();
    if (!ssr) return undefined;
    const styles = await stylesheetsOf(pattern);
    return oneAtATime(async () => {
      const page = await ssr.prerender(pagePath, language, styles, answers);
      // The CSP refuses style attributes in HTML and hydration would not put them back: such a page is not sent.
      const styled = /<[a-z][^>]*\sstyle="[^"]*"/i.exec(page.html);
      if (styled) throw new Error(`${pagePath} rendered with an inline style, which the CSP refuses (use a class): ${styled[0].slice(0, 200)}`);
      return page;
    });
  };
  return { wanted, answersFor, render };
};
