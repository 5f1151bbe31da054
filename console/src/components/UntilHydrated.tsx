import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;
/**
 * False while React renders a prerendered page on the server and hydrates it in the browser, true from then on
 * (and at once on a page rendered in the browser): the server snapshot is used for hydration only.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * A prerendered form's fields and buttons, disabled until the page is hydrated (issue 25): text typed before then
 * would be lost, and the browser's own submit of a form without its script would put the password in the address.
 * A fieldset without border or padding (styles.css), so the form looks as before.
 */
export const UntilHydrated = ({ children }: { children: ReactNode }) => {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
};
