import './emergency.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Callout, HTMLSelect, type Intent } from '@blueprintjs/core';
import { useT } from '../../i18n';

/** Spec §9: tables 5/10/25 rows, default 5. */
export const PAGE_SIZES = [5, 10, 25];

/** Paging of a client-side list: page size select, previous/next and the page's rows. */
export const usePaging = <T,>(rows: readonly T[], initialSize = 5) => {
  const [size, setSize] = useState(initialSize);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  useEffect(() => {
    if (page >= pages) setPage(pages - 1);
  }, [page, pages]);
  return { size, setSize: (n: number) => (setSize(n), setPage(0)), page, setPage, pages, visible: rows.slice(page * size, page * size + size) };
};

/** What the pager drives: a page from 0, its size, and the number of pages (a client-side list's or the server's). */
export interface PagingControls {
  size: number;
  setSize(size: number): void;
  page: number;
  setPage(page: number): void;
  pages: number;
}

export const Pager = ({ paging, sizes = PAGE_SIZES, label }: { paging: PagingControls; sizes?: number[] | null; label: string }) => {
  const { t } = useT();
  return (
    <nav className="emg-pager" aria-label={label}>
      {sizes ? (
        <label>
          {t('emergency.rowsPerPage')}{' '}
          <HTMLSelect value={paging.size} onChange={(e) => paging.setSize(Number(e.currentTarget.value))} options={sizes.map((n) => ({ value: n, label: String(n) }))} />
        </label>
      ) : null}
      <Button minimal icon="chevron-left" aria-label={t('emergency.previous')} disabled={paging.page === 0} onClick={() => paging.setPage(paging.page - 1)} />
      <span>
        {paging.page + 1} / {paging.pages}
      </span>
      <Button minimal icon="chevron-right" aria-label={t('emergency.next')} disabled={paging.page >= paging.pages - 1} onClick={() => paging.setPage(paging.page + 1)} />
    </nav>
  );
};

/** A result line that clears itself (spec §9: emergency statuses 3 s). */
export const useResult = (ms = 3000) => {
  const [result, setResult] = useState<{ intent: Intent; text: string } | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), ms);
    return () => window.clearTimeout(timer);
  }, [result, ms]);
  const view: ReactNode = result ? (
    <Callout intent={result.intent} className="form-callout" role="alert" data-testid="emg-result">
      {result.text}
    </Callout>
  ) : null;
  return { setResult, view };
};
