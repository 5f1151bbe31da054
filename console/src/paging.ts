import { apiWithHeaders, type RequestOptions } from './api';
import { useLoad } from './hooks';

/**
 * Issue 23: the server pages every list (at most 100 rows a page; `x-total-count` is the list's total). Screens
 * whose tables sort and page in the browser load every page of their list with these; lists that can grow to
 * national size page on the server instead (the VIO list, the public opportunity grid, the sub-VIO table).
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

/** Every page body of a paged list, in order: the first, then as many more as its total calls for. */
export async function apiPages<B>(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<B[]> {
  const first = await apiWithHeaders<B>(pagePath(path, 1), options);
  const total = Number(first.headers.get('x-total-count'));
  const size = Number(first.headers.get('x-page-size')) || SERVER_PAGE_SIZE;
  const pages = Number.isFinite(total) && total > 0 ? Math.min(MAX_PAGES, Math.ceil(total / size)) : 1;
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

/** Like useGet, over every page of a paged list; `merge` joins the page bodies (default: the rows one after another). */
export const useGetAll = <B, R = B extends (infer T)[] ? T[] : B>(path: string, fallbackError: string, merge?: (pages: B[]) => R) =>
  useLoad<R>(path, async (p, signal) => {
    const pages = await apiPages<B>(p, { signal });
    return merge ? merge(pages) : (pages.flat() as R);
  }, fallbackError);
