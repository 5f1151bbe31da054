import type { ReactElement } from 'react';
import { Alert as BlueprintAlert, Dialog as BlueprintDialog, type AlertProps, type DialogProps } from '@blueprintjs/core';

/**
 * Where the focus goes once a dialog has opened. Blueprint traps the focus (enforceFocus) and gives it back on
 * close (shouldReturnFocusOnClose) by default, but parks it on an empty element outside the role="dialog"
 * box, so a screen reader does not say which dialog opened. This moves it to the first field of the dialog,
 * or else to the dialog itself, which is then read with its title.
 */
const focusInside = (node: HTMLElement) => {
  const dialog = node.matches('[role="dialog"], [role="alertdialog"]') ? node : node.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog || dialog.contains(document.activeElement)) return;
  const field = dialog.querySelector<HTMLElement>('input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled)');
  if (field) return field.focus();
  dialog.tabIndex = -1;
  dialog.focus();
};

/**
 * The console's dialogs and confirmations: Blueprint's, always trapping and returning the focus (a Dialog
 * cannot switch that off here; an Alert always does both) and focusing inside the box once opened. Use
 * these, not Blueprint's.
 */
export const Dialog = ({ onOpened, ...props }: DialogProps): ReactElement => (
  <BlueprintDialog
    {...props}
    enforceFocus
    shouldReturnFocusOnClose
    onOpened={(node) => {
      focusInside(node);
      onOpened?.(node);
    }}
  />
);

export const Alert = ({ onOpened, ...props }: AlertProps): ReactElement => (
  <BlueprintAlert
    {...props}
    onOpened={(node) => {
      focusInside(node);
      onOpened?.(node);
    }}
  />
);
