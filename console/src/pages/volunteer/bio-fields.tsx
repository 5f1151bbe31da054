import { createContext, useContext, type ReactNode } from 'react';
import { Checkbox, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { FormGroup } from '../../components/form';
import type { BioListField, BioScalarField, VolunteerBioFormValues } from '@nvp/events/browser';
import { useT } from '../../i18n';

/** What every bio field needs: the values, translated errors, a setter and whether the form is read-only. */
export interface BioFormBinding {
  values: VolunteerBioFormValues;
  /** The translated error of a field, if any. */
  error: (field: string) => string | undefined;
  set: <K extends keyof VolunteerBioFormValues>(field: K, value: VolunteerBioFormValues[K]) => void;
  setFields: (changes: Partial<VolunteerBioFormValues>) => void;
  readOnly: boolean;
}

const BioFormContext = createContext<BioFormBinding | null>(null);
export const BioFormProvider = BioFormContext.Provider;
export const useBioForm = () => {
  const binding = useContext(BioFormContext);
  if (!binding) throw new Error('bio field outside BioFormProvider');
  return binding;
};

interface FieldProps<F> {
  field: F;
  label: ReactNode;
  optional?: boolean;
  helper?: ReactNode;
}

/** One labelled field; `group` for radios and checkboxes, which the whole FormGroup labels as a group. */
const Group = ({ field, label, optional, helper, children, inline, group }: FieldProps<string> & { children: ReactNode; inline?: boolean; group?: boolean }) => {
  const { t } = useT();
  const { error } = useBioForm();
  const message = error(field);
  return (
    <FormGroup
      label={label}
      labelFor={group ? undefined : `field-${field}`}
      labelInfo={optional ? t('volunteer.optional') : undefined}
      intent={message ? 'danger' : 'none'}
      helperText={message ?? helper}
      inline={inline}
      className={`bio-field bio-field-${field}`}
    >
      {children}
    </FormGroup>
  );
};

/** A text input (or a date input with type="date"). */
export const BioText = ({ field, type, multiline, maxLength, ...rest }: FieldProps<BioScalarField> & { type?: string; multiline?: boolean; maxLength?: number }) => {
  const { values, set, readOnly, error } = useBioForm();
  const danger = error(field) ? 'danger' : 'none';
  return (
    <Group field={field} {...rest}>
      {multiline ? (
        <TextArea
          id={`field-${field}`}
          name={field}
          fill
          rows={3}
          value={values[field]}
          disabled={readOnly}
          intent={danger}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      ) : (
        <InputGroup
          id={`field-${field}`}
          name={field}
          type={type}
          fill
          maxLength={maxLength}
          value={values[field]}
          disabled={readOnly}
          intent={danger}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      )}
    </Group>
  );
};

export interface Option {
  value: string;
  label: string;
}

/** A select with an empty "choose" option first. */
export const BioSelect = ({ field, options, ...rest }: FieldProps<BioScalarField> & { options: Option[] }) => {
  const { t } = useT();
  const { values, set, readOnly } = useBioForm();
  const value = values[field];
  // A saved value the options do not (yet) hold stays visible rather than silently blank.
  const all = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <Group field={field} {...rest}>
      <HTMLSelect
        id={`field-${field}`}
        name={field}
        fill
        value={value}
        disabled={readOnly}
        onChange={(event) => set(field, event.currentTarget.value)}
        options={[{ value: '', label: t('volunteer.choose') }, ...all]}
      />
    </Group>
  );
};

/** One of the seven yes/no questions. */
export const BioYesNo = ({ field, ...rest }: FieldProps<BioScalarField>) => {
  const { t } = useT();
  const { values, set, readOnly } = useBioForm();
  return (
    <Group field={field} group {...rest}>
      <RadioGroup name={field} inline disabled={readOnly} selectedValue={values[field]} onChange={(event) => set(field, event.currentTarget.value)}>
        <Radio value="yes" label={t('volunteer.yes')} />
        <Radio value="no" label={t('volunteer.no')} />
      </RadioGroup>
    </Group>
  );
};

/** One choice of a few as radios (a value of `options`); optional ones may stay unanswered. */
export const BioRadios = ({ field, options, ...rest }: FieldProps<BioScalarField> & { options: Option[] }) => {
  const { values, set, readOnly } = useBioForm();
  return (
    <Group field={field} group {...rest}>
      <RadioGroup name={field} inline disabled={readOnly} selectedValue={values[field]} onChange={(event) => set(field, event.currentTarget.value)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Group>
  );
};

/**
 * A list of ids as checkboxes (name = the field, value = the id), so every choice is visible at once and a
 * test can tick `input[name=field][value=id]`. With `max`, the unticked boxes lock once that many are ticked.
 */
export const BioChecks = ({ field, options, max, ...rest }: FieldProps<BioListField> & { options: Option[]; max?: number }) => {
  const { values, set, readOnly } = useBioForm();
  const chosen = values[field];
  const full = max !== undefined && chosen.length >= max;
  const toggle = (id: string, on: boolean) => set(field, on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
  return (
    <Group field={field} group {...rest}>
      <div className="check-grid" id={`field-${field}`} data-testid={`checks-${field}`}>
        {options.map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <Checkbox
              key={option.value}
              name={field}
              value={option.value}
              label={option.label}
              checked={checked}
              disabled={readOnly || (full && !checked)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
          );
        })}
      </div>
    </Group>
  );
};
