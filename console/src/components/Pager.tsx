import { Button, ButtonGroup } from '@blueprintjs/core';
import { useT } from '../i18n';

/**
 * Page buttons: first and last two pages always ("2 boundary pages", spec §9), the current page with its
 * neighbours, ellipses between. Renders nothing for a single page.
 */
export const pageItems = (page: number, pages: number): (number | 'gap')[] => {
  const wanted = new Set<number>();
  for (const p of [1, 2, pages - 1, pages, page - 1, page, page + 1]) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push('gap');
    items.push(p);
  });
  return items;
};

export const Pager = ({ page, pages, onPage, testId = 'pager' }: { page: number; pages: number; onPage: (page: number) => void; testId?: string }) => {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="pager" data-testid={testId}>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <Button key={`gap-${i}`} disabled text="…" aria-hidden />
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
