import { Children, cloneElement, isValidElement, useCallback, useId, useState, type ChangeEvent, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { FormGroup as BlueprintFormGroup, HTMLSelect, InputGroup, type FormGroupProps, type InputGroupProps } from '@blueprintjs/core';

/**
 * Blueprint's FormGroup with its helper/error text tied to the control (use this one, never Blueprint's):
 * the text gets an id, the child whose `id` is `labelFor` gets `aria-describedby` to it and `aria-invalid`
 * while the intent is danger, so a screen reader reads the error with the field. Without `labelFor` (a group
 * of checkboxes or radios) the group itself is a labelled, described `role="group"`.
 */
export const FormGroup = ({ labelFor, label, helperText, intent, children, ...rest }: FormGroupProps) => {
  const generated = useId();
  const base = labelFor ?? `group${generated.replace(/:/g, '')}`;
  const helpId = `${base}-help`;
  const invalid = intent === 'danger';
  const help = helperText ? <span id={helpId}>{helperText}</span> : undefined;
  if (!labelFor) {
    const labelId = `${base}-label`;
    return (
      <BlueprintFormGroup
        {...rest}
        intent={intent}
        role="group"
        aria-invalid={invalid || undefined}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={help ? helpId : undefined}
        label={label ? <span id={labelId}>{label}</span> : undefined}
        helperText={help}
      >
        {children}
      </BlueprintFormGroup>
    );
  }
  const tie = (child: ReactNode) =>
    isValidElement<{ id?: string }>(child) && child.props.id === labelFor
      ? cloneElement(child as ReactElement<Record<string, unknown>>, { 'aria-describedby': help ? helpId : undefined, 'aria-invalid': invalid || undefined })
      : child;
  return (
    <BlueprintFormGroup {...rest} intent={intent} labelFor={labelFor} label={label} helperText={help}>
      {Children.map(children, tie)}
    </BlueprintFormGroup>
  );
};

/** A zod-like schema: only `safeParse` is used. */
interface Parser<Out> {
  safeParse: (input: unknown) => { success: true; data: Out } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The first issue (a message key such as 'v.required') per top-level field. */
export const firstIssues = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

/**
 * Form state validated with a shared schema. Errors appear after the first submit attempt and then
 * follow the input as the user types.
 */
export const useSchemaForm = <F extends Record<string, string>, Out>(schema: Parser<Out>, initial: F, prepare: (values: F) => unknown = (v) => v) => {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const check = useCallback(
    (next: F) => {
      const result = schema.safeParse(prepare(next));
      const found = result.success ? {} : firstIssues(result.error.issues);
      setErrors(found);
      return result;
    },
    [schema, prepare],
  );

  const set = (field: keyof F) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) check(next);
  };

  /** Validates everything; returns the parsed data or undefined. */
  const validate = (): Out | undefined => {
    setAttempted(true);
    const result = check(values);
    if (!result.success) focusFirstInvalid();
    return result.success ? result.data : undefined;
  };

  /** Props tying a TextField to one field, its error translated. */
  const bind = (field: keyof F & string, translate: (key: string) => string) => ({
    name: field,
    value: values[field],
    error: errors[field] && translate(errors[field]),
    onChange: set(field),
  });

  return { values, errors, set, validate, bind };
};

/**
 * After a refused submit, moves focus to the first field marked invalid (once the errors have rendered), so a
 * screen reader reads its label and its error and a keyboard user is where the fixing starts.
 */
export const focusFirstInvalid = (scope?: Element) => {
  window.setTimeout(() => {
    const from = scope ?? document.activeElement ?? undefined;
    const root = from?.closest('form') ?? document;
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea, button') ? invalid : invalid?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    target?.focus();
  }, 0);
};

interface SubmissionOptions {
  /** Leave `busy` set after a successful action: the page navigates away (or remounts the form), so the button keeps its spinner until then. */
  keepBusy?: boolean;
  /** Called after a failure's text is set, e.g. to repeat it in a toast. */
  onFailure?: (text: string, error: unknown) => void;
}

/**
 * The submit handler the console's forms used to write out by hand, once: stop the browser's own submit,
 * validate (undefined stops here; the form shows its field errors), mark the form busy and drop the last
 * failure, run `action`, and if it throws show `failureText(error)` and free the form again. Work that must
 * start with the call (e.g. clearing another notice) goes at the top of `action`. `onSubmit` also serves
 * buttons outside a form (the event is optional).
 */
export const useSubmission = <Data,>(
  validate: () => Data | undefined,
  // biome-ignore lint/suspicious/noConfusingVoidType: an action may be async or not, and its value is ignored
  action: (data: Data) => Promise<unknown> | void,
  failureText: (error: unknown) => string,
  { keepBusy = false, onFailure }: SubmissionOptions = {},
) => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const scope = event?.currentTarget instanceof Element ? event.currentTarget : undefined;
    const data = validate();
    if (data === undefined) {
      focusFirstInvalid(scope);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await action(data);
      if (!keepBusy) setBusy(false);
    } catch (error) {
      const text = failureText(error);
      setFailure(text);
      onFailure?.(text, error);
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, onSubmit };
};

interface FieldProps extends Omit<InputGroupProps, 'name' | 'onChange' | 'value'> {
  name: string;
  label: ReactNode;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled input with its (translated) error under it. */
export const TextField = ({ name, label, value, error, onChange, ...rest }: FieldProps) => (
  <FormGroup label={label} labelFor={`field-${name}`} intent={error ? 'danger' : 'none'} helperText={error}>
    <InputGroup id={`field-${name}`} name={name} value={value} onChange={onChange} intent={error ? 'danger' : 'none'} fill {...rest} />
  </FormGroup>
);

/** A labelled native select (tests pick options by `name`) with its (translated) error under it. */
export const SelectField = ({ name, label, value, error, options, onChange }: {
  name: string;
  label: ReactNode;
  value: string;
  error?: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => (
  <FormGroup label={label} labelFor={`field-${name}`} intent={error ? 'danger' : 'none'} helperText={error}>
    <HTMLSelect id={`field-${name}`} name={name} fill value={value} onChange={(event) => onChange(event.currentTarget.value)} options={options} />
  </FormGroup>
);
