import { Button, ButtonGroup } from '@blueprintjs/core';
import { useT } from '../i18n';

/**
 * Spec §9 "paging shows 2 boundary pages": the first two and last two pages, the current page and its
 * neighbours; null marks an ellipsis, which never hides a single page (that page is shown instead).
 */
export const pageItems = (page: number, count: number): (number | null)[] => {
  const shown = new Set<number>();
  for (let p = 1; p <= count; p++) if (p <= 2 || p > count - 2 || Math.abs(p - page) <= 1) shown.add(p);
  for (let p = 2; p < count; p++) if (!shown.has(p) && shown.has(p - 1) && shown.has(p + 1)) shown.add(p);
  const items: (number | null)[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push(null);
    items.push(p);
    previous = p;
  }
  return items;
};

/** Page buttons (previous, pages, next) in a labelled nav; nothing for a single page. */
export const Pager = ({ page, pages, onPage, testId = 'pager' }: { page: number; pages: number; onPage: (page: number) => void; testId?: string }) => {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="pager" data-testid={testId}>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageItems(page, pages).map((item, i) =>
          item === null ? (
            <span key={`gap-${i}`} className="muted pager-gap" aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={item}
              text={String(item)}
              active={item === page}
              intent={item === page ? 'primary' : 'none'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: item })}
              onClick={() => onPage(item)}
            />
          ),
        )}
        <Button icon="chevron-right" aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </ButtonGroup>
    </nav>
  );
};

/** The items of one page (1-based) and the number of pages. */
export const paged = <T,>(items: readonly T[], page: number, size: number) => {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: items.slice((current - 1) * size, current * size), pages, page: current };
};
