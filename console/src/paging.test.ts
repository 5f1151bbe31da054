import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAll, pagePath } from './paging';

/** A paged list of `total` numbers answered like the server: `page`/`pageSize` (at most 100), total in x-total-count. */
const serverOf = (total: number) =>
  vi.fn(async (input: string) => {
    const url = new URL(input, 'http://console.test');
    const size = Math.min(100, Number(url.searchParams.get('pageSize')));
    const page = Number(url.searchParams.get('page'));
    const rows = Array.from({ length: total }, (_, i) => i).slice((page - 1) * size, page * size);
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'x-total-count': String(total), 'x-page-size': String(size) } });
  });

describe('loading every page of a server-paged list (issue 23)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets page and pageSize and keeps the other query values', () => {
    expect(pagePath('/api/complaint', 3)).toBe('/api/complaint?page=3&pageSize=100');
    expect(pagePath('/api/org/volunteer/list/all?searchValue=a%20b&page=9', 1, 10)).toBe('/api/org/volunteer/list/all?searchValue=a+b&page=1&pageSize=10');
  });

  it.each([0, 1, 100, 101, 250])('given a list of %i rows, then every row once, in order', async (total) => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetch = serverOf(total);
    vi.stubGlobal('fetch', fetch);
    expect(await apiAll<number>('/api/complaint')).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(fetch).toHaveBeenCalledTimes(Math.max(1, Math.ceil(total / 100)));
  });
});
