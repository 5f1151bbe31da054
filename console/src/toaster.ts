import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** One app-wide toaster; the spec allows at most 3 toasts at once. */
const getToaster = () => (toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 }));

export const showToast = (message: string, intent: Intent = 'none', key?: string) => {
  void getToaster().then((t) => t.show({ message, intent, timeout: 3000 }, key));
};
