import { useCallback, useEffect, useState } from 'react';
import { firstIssues } from './form';

/** A zod-like schema: only `safeParse` is used. */
interface Parser<Out> {
  safeParse: (input: unknown) => { success: true; data: Out } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Form state for forms with more than text inputs (lists of ids, radios, checkboxes), validated with a
 * shared schema like `useSchemaForm`: errors (message keys) appear after the first submit attempt and
 * then follow the input.
 */
export const useFormState = <F extends Record<string, unknown>, Out>(schema: Parser<Out>, initial: F | (() => F)) => {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const check = useCallback(
    (next: F) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : firstIssues(result.error.issues));
      return result;
    },
    [schema],
  );

  // After the first attempt the errors follow every change.
  useEffect(() => {
    if (attempted) check(values);
  }, [attempted, check, values]);

  const setValue = <K extends keyof F>(field: K, value: F[K]) => setValues((current) => ({ ...current, [field]: value }));
  /** Several fields at once (e.g. district, DS and GN division together). */
  const setFields = (changes: Partial<F>) => setValues((current) => ({ ...current, ...changes }));

  /**
   * Validates everything; returns the parsed data or undefined. `using`: another schema for this one check (the
   * opportunity form's "Save as draft" asks the draft's rules; the form then passes that schema too, so the errors
   * keep following it).
   */
  const validate = <O = Out,>(using?: Parser<O>): O | undefined => {
    setAttempted(true);
    const result = (using ?? (schema as unknown as Parser<O>)).safeParse(values);
    setErrors(result.success ? {} : firstIssues(result.error.issues));
    return result.success ? result.data : undefined;
  };

  /** Replaces all values and forgets earlier errors (e.g. Cancel restores the saved bio). */
  const reset = (next: F) => {
    setValues(next);
    setErrors({});
    setAttempted(false);
  };

  return { values, errors, setValue, setFields, validate, reset };
};
