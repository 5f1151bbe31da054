import { useEffect } from 'react';
import { useT } from '../i18n';

/** Blueprint's own close buttons (Dialog, Drawer, Toast), whose aria-label is a fixed English "Close". */
const BLUEPRINT_CLOSE = '.bp6-dialog-close-button, .bp6-toast .bp6-button-group > .bp6-button[aria-label]';

/**
 * Names Blueprint's close buttons in the interface language as they appear, so a screen reader never says
 * "Close" to someone using the console in Sinhala or Tamil. Mounted once by the Shell; covers every dialog,
 * drawer and toast, present and future.
 */
export const CloseLabels = () => {
  const { t } = useT();
  useEffect(() => {
    const label = t('a11y.close');
    const apply = () => {
      for (const button of document.querySelectorAll(BLUEPRINT_CLOSE)) if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);
  return null;
};
