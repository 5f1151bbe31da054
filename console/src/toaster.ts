import { createElement } from 'react';
import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** One app-wide toaster; the spec allows at most 3 toasts at once. */
const getToaster = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 }));

const STATUS_ID = 'nvp-live-status';
const ALERT_ID = 'nvp-live-alert';

/**
 * Two visually hidden live regions, present from the start (a region created together with its text is often
 * not read): `status` (polite) for confirmations, `alert` (assertive) for failures and warnings. main.tsx
 * mounts them before the first render.
 */
export const mountLiveRegions = () => {
  for (const [id, role, live] of [
    [STATUS_ID, 'status', 'polite'],
    [ALERT_ID, 'alert', 'assertive'],
  ] as const) {
    if (document.getElementById(id)) continue;
    const region = document.createElement('div');
    region.id = id;
    region.className = 'visually-hidden';
    region.setAttribute('role', role);
    region.setAttribute('aria-live', live);
    region.setAttribute('aria-atomic', 'true');
    document.body.appendChild(region);
  }
};

/** Reads `message` to screen-reader users (empty first, so the same text twice is read twice). */
export const announce = (message: string, assertive = false) => {
  const region = document.getElementById(assertive ? ALERT_ID : STATUS_ID);
  if (!region) return;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 60);
};

/**
 * A toast that screen readers hear once, through the live regions above (the toast's own text is hidden from
 * them so it is not read twice). Its close button is named in the interface language by components/CloseLabels.
 */
export const showToast = (message: string, intent: Intent = 'none', key?: string) => {
  announce(message, intent === 'danger' || intent === 'warning');
  void getToaster().then((t) =>
    t.show(
      {
        message: createElement('span', { 'aria-hidden': true, 'data-toast-text': true }, message),
        intent,
        timeout: 3000,
      },
      key,
    ),
  );
};
