import { z } from 'zod';

/**
 * Issue 23: every list is paged on the server. One schema for every list route's paging values, whatever the
 * spec calls them (`page`/`pageSize`, `pageNumber`/`pageSize`, Spring-style `page`/`size` from 0, `limit`/`offset`).
 *
 * - A page holds at most PAGE_SIZE_MAX rows (a list may declare a smaller or, for the development outbox, a
 *   larger maximum); a larger ask is clamped to it, never refused, so callers written against the old unpaged
 *   lists keep working.
 * - A value that is not a whole number (text, negative, fractional, `1e3`, a repeated parameter) or larger than
 *   PAGING_NUMBER_MAX is refused: 400 `{ message, field }` with the field's name.
 * - A page past the end is an empty page (the route answers 200 with no rows and the total).
 */
export const PAGE_SIZE_MAX = 100;
/** The largest page number, page size or offset a caller may send (above it the value is refused, not clamped). */
export const PAGING_NUMBER_MAX = 1_000_000_000;

export interface PagingStyle<P extends string = 'page', S extends string = 'pageSize'> {
  /** The page number's name: 'page' (default) or the spec's 'pageNumber'. */
  page?: P;
  /** The page size's name: 'pageSize' (default), 'size' or 'limit'. */
  size?: S;
  /** The first page's number: 1 (default) or 0 (the sub-VIO assignment table, Spring style). */
  firstPage?: 0 | 1;
  /** Rows when the caller names no size (default PAGE_SIZE_MAX). */
  defaultSize?: number;
  /** The most rows a page holds; a larger ask is clamped to it (default PAGE_SIZE_MAX). */
  maxSize?: number;
  /** Also accept an offset under this name (limit/offset style); it wins over the page number. */
  offset?: string;
}

/** One page of a list: the SQL's LIMIT and OFFSET, and the page's number as the caller counts. */
export interface Page {
  page: number;
  size: number;
  offset: number;
}

const WHOLE = /^\d{1,10}$/;

/**
 * A whole number from `min` to PAGING_NUMBER_MAX, from a query string (digits only) or a JSON number;
 * undefined when absent or empty. Issues are 'custom' with our key, so the 400 says exactly this.
 */
const wholeNumber = (min: 0 | 1, message: string) =>
  z.unknown().optional().transform((value, ctx): number | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && WHOLE.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < min) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (n > PAGING_NUMBER_MAX) {
      ctx.addIssue({ code: 'custom', message: 'v.paging.tooLarge' });
      return z.NEVER;
    }
    return n;
  });

/** The paging fields of a request schema (to `.extend` a body or query schema that has other fields too). */
export const pagingFields = <P extends string = 'page', S extends string = 'pageSize'>(style: PagingStyle<P, S> = {}) => {
  const pageKey = (style.page ?? 'page') as P;
  const sizeKey = (style.size ?? 'pageSize') as S;
  const first = style.firstPage ?? 1;
  const max = style.maxSize ?? PAGE_SIZE_MAX;
  const fallback = Math.min(style.defaultSize ?? PAGE_SIZE_MAX, max);
  const page = wholeNumber(first, first === 0 ? 'v.paging.page0' : 'v.paging.page').transform((n) => n ?? first);
  const size = wholeNumber(1, 'v.paging.size').transform((n) => Math.min(n ?? fallback, max));
  return { [pageKey]: page, [sizeKey]: size } as Record<P | S, typeof page>;
};

/**
 * A list route's paging query: parses `{ page, pageSize }` (or the style's names) out of a query or body,
 * other keys ignored, into a Page. Use with the APIs' `parse` so a refusal is 400 `{ message, field }`.
 */
export const pagingQuery = <P extends string = 'page', S extends string = 'pageSize'>(style: PagingStyle<P, S> = {}): z.ZodType<Page, unknown> => {
  const pageKey = style.page ?? 'page';
  const sizeKey = style.size ?? 'pageSize';
  const first = style.firstPage ?? 1;
  const offsetField = style.offset ? { [style.offset]: wholeNumber(0, 'v.paging.offset') } : {};
  return z.object({ ...pagingFields(style), ...offsetField }).transform((v): Page => {
    const values = v as Record<string, number | undefined>;
    const size = values[sizeKey] as number;
    const offset = style.offset && values[style.offset] !== undefined ? (values[style.offset] as number) : ((values[pageKey] as number) - first) * size;
    return { page: Math.floor(offset / size) + first, size, offset };
  });
};

/** The page of a route that lists with the default names (page from 1, pageSize up to PAGE_SIZE_MAX). */
export const defaultPaging = pagingQuery();
