import { z } from 'zod';

/**
 * Issue 24: the filters a list route reads from its query string, next to its paging (`pagingFields`), so a bad value
 * is 400 `{ message, field }` with the parameter's name, as a bad page is.
 */

/**
 * One of `values` (trimmed; upper-cased when `upper`), or `fallback` when absent or empty; a repeated parameter or anything
 * else is refused with `message`. `values` may be a function, asked at the first parse (reference data read on first use).
 */
export const choice = <V extends string>(values: readonly V[] | (() => readonly V[]), message: string, options: { upper?: boolean } = {}) =>
  z.unknown().optional().transform((value, ctx): V | undefined => {
    if (value === undefined || value === '') return undefined;
    const text = typeof value === 'string' ? (options.upper ? value.trim().toUpperCase() : value.trim()) : undefined;
    if (text === '') return undefined;
    const allowed: readonly string[] = typeof values === 'function' ? values() : values;
    if (text === undefined || !allowed.includes(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return text as V;
  });

/** Free text to search by (trimmed; undefined when empty); a repeated parameter or one longer than `max` is refused with `message`. */
export const searchText = (message: string, max = 100) =>
  z.unknown().optional().transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value.trim() || undefined;
  });

/** `text` for a LIKE pattern, its wildcards (`%`, `_`, `\`) taken literally. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const likeContaining = (text: string) => `%${likeEscaped(text)}%`;
