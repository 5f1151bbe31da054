import { apiWithHeaders, type RequestOptions } from './api';
import { useRef } from 'react';
import { answerFor } from './answers';
import { useLoad, type Answered, type Load } from './hooks';

/**
 * Issue 23: the server pages every list (at most 100 rows a page; `x-total-count` is the list's total). Screens
 * whose lists stay small (admins, news, a VIO's sub-VIOs) load every page with apiAll/useGetAll and sort in the
 * browser; lists that grow with the country page on the server with useGetPage (issue 24: the volunteer, complaint
 * and non-formal approval lists, a VIO's volunteers, a call-out's volunteers; also the VIO list, the public grid).
 */
export const SERVER_PAGE_SIZE = 100;
/** The most pages one screen loads (10,000 rows); past that the screen shows the first ones. */
const MAX_PAGES = 100;
/** Pages asked for at the same time. */
const PARALLEL = 4;

/** `path` with `page` and `pageSize` set (other query values kept). */
export const pagePath = (path: string, page: number, size = SERVER_PAGE_SIZE) => {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  params.set('pageSize', String(size));
  return `${pathname}?${params}`;
};

/** How many pages a list has, from its first page's headers (`header` reads one: x-total-count, x-page-size). */
const pagesOf = (header: (name: string) => string | null | undefined) => {
  const total = Number(header('x-total-count'));
  const size = Number(header('x-page-size')) || SERVER_PAGE_SIZE;
  return Number.isFinite(total) && total > 0 ? Math.min(MAX_PAGES, Math.ceil(total / size)) : 1;
};

/** Every page body of a paged list, in order: the first, then as many more as its total calls for. */
export async function apiPages<B>(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<B[]> {
  const first = await apiWithHeaders<B>(pagePath(path, 1), options);
  const pages = pagesOf((name) => first.headers.get(name));
  const rest: B[] = new Array(Math.max(0, pages - 1));
  for (let from = 2; from <= pages; from += PARALLEL) {
    const batch = [];
    for (let page = from; page < from + PARALLEL && page <= pages; page++) batch.push(apiWithHeaders<B>(pagePath(path, page), options).then((r) => (rest[page - 2] = r.data)));
    await Promise.all(batch);
  }
  return [first.data, ...rest];
}

/** Every row of a paged list whose body is the rows. */
export const apiAll = async <T,>(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<T[]> => (await apiPages<T[]>(path, options)).flat();

/**
 * The list from the server's answer for its first page (a page rendered with its data, answers.ts), when that page
 * is the whole list; a longer list is asked for in the browser as before (the server's page shows it loading).
 */
const wholeListAnswered = <B, R>(path: string, join: (pages: B[]) => R): Answered<R> | undefined => {
  const key = pagePath(path, 1);
  const answer = answerFor(key);
  if (!answer) return undefined;
  return pagesOf((name) => answer.headers[name]) === 1 ? { data: join([answer.body as B]), key } : undefined;
};

/** Like useGet, over every page of a paged list; `merge` joins the page bodies (default: the rows one after another). */
export const useGetAll = <B, R = B extends (infer T)[] ? T[] : B>(path: string, fallbackError: string, merge?: (pages: B[]) => R) => {
  const join = (pages: B[]) => (merge ? merge(pages) : (pages.flat() as R));
  return useLoad<R>(path, async (p, signal) => join(await apiPages<B>(p, { signal })), fallbackError, { answer: (p) => wholeListAnswered(p, join) });
};

/** One page of a server-paged list: its rows, the list's total and its pages. */
export interface ServerPage<T> {
  rows: T[];
  /** Past 10,000 rows the server estimates the total (`x-total-estimated`): show it as "about". */
  total: number;
  estimated: boolean;
  pages: number;
}

/** Page `page` (from 1) of `size` rows of a paged list whose body is the rows. */
export const apiPage = async <T,>(path: string, page: number, size: number, options: Pick<RequestOptions, 'signal'> = {}): Promise<ServerPage<T>> => {
  const { data, headers } = await apiWithHeaders<T[]>(pagePath(path, page, size), options);
  const rows = Array.isArray(data) ? data : [];
  const counted = Number(headers.get('x-total-count'));
  const total = Number.isFinite(counted) && headers.has('x-total-count') ? counted : rows.length;
  const used = Number(headers.get('x-page-size')) || size;
  return { rows, total, estimated: headers.get('x-total-estimated') === 'true', pages: Math.max(1, Math.ceil(total / used)) };
};

/**
 * Like useGet, for one page of a server-paged list (issue 24); a new page, size or filter in `path` loads again.
 * With `keepPrevious`, the page shown last stays (`stale` true) until the one asked for arrives, so a table does not
 * blink on every page, size or sort; `stale` is known in the same render as the ask, so controls can wait.
 */
export const useGetPage = <T,>(path: string, page: number, size: number, fallbackError: string, options: { keepPrevious?: boolean } = {}) => {
  const key = pagePath(path, page, size);
  // The path the load keys on carries the page; apiPage sets the same values again. Each answer remembers its path.
  const { load, reload } = useLoad<ServerPage<T> & { path: string }>(key, async (p, signal) => ({ ...(await apiPage<T>(p, page, size, { signal })), path: p }), fallbackError);
  const last = useRef<ServerPage<T> | null>(null);
  if (load.state === 'ok') last.current = load.data;
  const fresh = load.state === 'ok' && load.data.path === key;
  if (!options.keepPrevious || fresh || load.state === 'error' || !last.current) return { load: load as Load<ServerPage<T>>, reload, stale: false };
  return { load: { state: 'ok', data: last.current } as Load<ServerPage<T>>, reload, stale: true };
};
