import { useId, useLayoutEffect, useRef, useState } from 'react';
import { HTMLTable, type HTMLTableProps } from '@blueprintjs/core';

/**
 * Every table of the console (WCAG 1.4.10 reflow): on a narrow screen a table wider than the page scrolls
 * sideways inside its own region instead of widening the whole page and cutting off its last columns.
 * The region is named by the table's caption (`label`, shown to screen readers only), and it becomes a tab stop
 * only while it really scrolls, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1) without an
 * extra stop on a desktop where the table fits.
 */
export const ScrollTable = ({ label, children, ...table }: HTMLTableProps & { label: string }) => {
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    // The region narrows with the window and the table widens with its rows: watch both.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named region (the caption names it); a <section> would be the same landmark
    <div ref={region} className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={scrolls ? 0 : undefined}>
      <HTMLTable {...table}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        {children}
      </HTMLTable>
    </div>
  );
};
