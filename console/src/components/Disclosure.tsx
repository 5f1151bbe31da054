import { useId, useState, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';

/**
 * Show/hide a block behind a labelled button (aria-expanded, aria-controls). Used instead of <details>, whose
 * summary line stays an 18 px target in Chromium whatever the CSS says (WCAG 2.2 target-size wants 24 px).
 */
export const Disclosure = ({ label, children, lang }: { label: string; children: ReactNode; lang?: string }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="disclosure">
      <Button variant="minimal" icon={open ? 'caret-down' : 'caret-right'} aria-expanded={open} aria-controls={id} text={label} onClick={() => setOpen((o) => !o)} />
      <div id={id} hidden={!open} lang={lang}>
        {children}
      </div>
    </div>
  );
};
