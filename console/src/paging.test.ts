import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAll, apiPage, pagePath } from './paging';

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

describe('one page of a server-paged list (issue 24)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [0, 5, 1, [], 1],
    [12, 5, 3, [10, 11], 3],
    [12, 5, 4, [], 3],
  ])('given a list of %i rows, when page size %i page %i is asked, then its rows and the pages', async (total, size, page, rows, pages) => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    const fetch = serverOf(total);
    vi.stubGlobal('fetch', fetch);
    expect(await apiPage<number>('/api/volunteer/listAdmin?status=ALL', page, size)).toEqual({ rows, total, estimated: false, pages });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(`/api/volunteer/listAdmin?status=ALL&page=${page}&pageSize=${size}`);
  });

  it('given an estimated total, then it says so, and the pages follow the size the server used', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', async () => new Response('[1,2]', { status: 200, headers: { 'x-total-count': '300123', 'x-page-size': '100', 'x-total-estimated': 'true' } }));
    expect(await apiPage<number>('/api/volunteer/listAdmin', 1, 500)).toEqual({ rows: [1, 2], total: 300_123, estimated: true, pages: 3002 });
  });
});
