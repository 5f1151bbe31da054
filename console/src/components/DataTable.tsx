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
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string>;
  testId?: string;
  /** What the table lists: its caption for screen readers and the name of its scrolling region. */
  caption: string;
}) => {
  const { t } = useT();
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sort.dir;
    });
  }, [rows, columns, sort]);
  const { rows: shown, pages, page: current } = paged(sorted, page, size);
  if (rows.length === 0) return <NonIdealState icon="inbox" title={t('opportunity.noResults')} />;
  return (
    <div data-testid={testId}>
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
