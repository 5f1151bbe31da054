import { useMemo, useState, type ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useT } from '../i18n';
import { Pager, paged } from './Pager';
import { ScrollTable } from './ScrollTable';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** A sortable column sorts by this text or number. */
  sortValue?: (row: T) => string | number;
}

/** Spec §9: tables page by 5, 10 or 25 rows, 5 by default. */
export const PAGE_SIZES = [5, 10, 25] as const;

export type Sort = { key: string; dir: 1 | -1 };

/**
 * Issue 24: a table over a list that grows with the country sorts and pages on the server. The caller holds the
 * page, size and sort (useServerTable) and gives the one page of rows; the table only shows them and asks for others.
 */
export interface ServerPaging {
  page: number;
  pages: number;
  size: number;
  sort: Sort | null;
  /** The rows shown are the last page while the one asked for loads (the table says it is busy). */
  loading?: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onSort: (sort: Sort) => void;
}

/** The page, size and sort of a server-paged table, and its path with `sort` and `order` (asc, desc) set; any change of size or sort goes to page 1. */
export const useServerTable = (path: string) => {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [sort, setSort] = useState<Sort | null>(null);
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (sort) {
    params.set('sort', sort.key);
    params.set('order', sort.dir === 1 ? 'asc' : 'desc');
  }
  const paging = (pages: number, loading = false): ServerPaging => ({
    page: Math.min(page, Math.max(1, pages)),
    pages,
    size,
    sort,
    loading,
    onPage: setPage,
    onSize: (n) => (setSize(n), setPage(1)),
    onSort: (s) => (setSort(s), setPage(1)),
  });
  return { path: `${pathname}?${params}`, page, size, setPage, paging };
};

/**
 * A table with sortable headers (buttons, so keyboard users can sort; aria-sort tells the order) and 5/10/25
 * rows per page. `rowProps` marks rows for tests (data-*).
 */
export const DataTable = <T,>({
  rows,
  columns,
  rowKey,
  rowProps,
  testId,
  caption,
  server,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string>;
  testId?: string;
  /** What the table lists: its caption for screen readers and the name of its scrolling region. */
  caption: string;
  /** The rows are one page the server sorted; the table asks it for others (issue 24). */
  server?: ServerPaging;
}) => {
  const { t } = useT();
  const [localSort, setLocalSort] = useState<Sort | null>(null);
  const [localSize, setLocalSize] = useState<number>(PAGE_SIZES[0]);
  const [localPage, setLocalPage] = useState(1);
  const sort = server ? server.sort : localSort;
  const size = server ? server.size : localSize;
  const setSort = (next: (s: Sort | null) => Sort) => (server ? server.onSort(next(server.sort)) : setLocalSort(next));
  const setSize = server ? server.onSize : setLocalSize;
  const setPage = server ? server.onPage : setLocalPage;
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (server || !column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sort.dir;
    });
  }, [rows, columns, sort, server]);
  const local = paged(sorted, localPage, size);
  const { rows: shown, pages, page: current } = server ? { rows, pages: server.pages, page: server.page } : local;
  if (rows.length === 0 && current <= 1) return <NonIdealState icon="inbox" title={t('opportunity.noResults')} />;
  return (
    <div data-testid={testId} aria-busy={server?.loading || undefined}>
      <ScrollTable label={caption} className="data-table" striped interactive>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}>
                {c.sortValue ? (
                  <Button
                    variant="minimal"
                    size="small"
                    text={c.header}
                    endIcon={sort?.key === c.key ? (sort.dir === 1 ? 'chevron-up' : 'chevron-down') : 'double-caret-vertical'}
                    onClick={() => setSort((s) => (s?.key === c.key ? { key: c.key, dir: s.dir === 1 ? -1 : 1 } : { key: c.key, dir: 1 }))}
                  />
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} {...(rowProps?.(row) ?? {})}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <div className="table-footer">
        <FormGroup inline label={t('table.rowsPerPage')} labelFor={`${testId ?? 'table'}-size`}>
          <HTMLSelect
            id={`${testId ?? 'table'}-size`}
            value={size}
            onChange={(e) => {
              setSize(Number(e.currentTarget.value));
              setPage(1);
            }}
            options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
          />
        </FormGroup>
        <Pager page={current} pages={pages} onPage={setPage} />
      </div>
    </div>
  );
};
