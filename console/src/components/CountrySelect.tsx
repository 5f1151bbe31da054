import { Classes, HTMLSelect } from '@blueprintjs/core';
import { FormGroup } from './form';
import { SmallCrossIcon } from '@blueprintjs/icons';
import type { Language } from '@nvp/events/browser';
import { useT } from '../i18n';
import { itemName, sortedByName, useVolunteerFormData, type CountryItem } from '../reference/hooks';

export interface CountrySelectProps {
  name: string;
  /** ISO alpha-2 id ('' when none). */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  /** Already translated. */
  error?: string;
  label?: string;
}

export interface CountryMultiSelectProps {
  name: string;
  value: string[];
  onChange: (ids: string[]) => void;
  max?: number;
  disabled?: boolean;
  error?: string;
  label?: string;
}

const SRI_LANKA = 'LK';

/** Sri Lanka first (most answers), then by the name in the interface language. */
const ordered = (countries: CountryItem[], language: Language) => {
  const rest = sortedByName(
    countries.filter((c) => c.id !== SRI_LANKA),
    (c) => itemName(c, language),
    language,
  );
  const sriLanka = countries.find((c) => c.id === SRI_LANKA);
  return sriLanka ? [sriLanka, ...rest] : rest;
};

const useCountries = () => {
  const { t, language } = useT();
  const formData = useVolunteerFormData();
  const countries = ordered(formData.data?.country_of_birth ?? [], language);
  const nameOf = (id: string) => {
    const found = countries.find((c) => c.id === id);
    return found ? itemName(found, language) : id;
  };
  const loadError = formData.error ? t('reference.loadFailed') : undefined;
  return { countries, nameOf, loading: formData.loading, loadError, language };
};

/** One country (e.g. country of birth): an HTML select named `name`, option value = ISO code. */
export const CountrySelect = ({ name, value, onChange, disabled = false, error, label }: CountrySelectProps) => {
  const { t } = useT();
  const { countries, nameOf, loading, loadError, language } = useCountries();
  const helper = error ?? loadError;
  const id = `field-${name}`;
  return (
    <FormGroup label={label ?? t('reference.country')} labelFor={id} intent={helper ? 'danger' : 'none'} helperText={helper}>
      <HTMLSelect id={id} name={name} value={value} disabled={disabled} fill onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{loading ? t('common.loading') : t('reference.chooseCountry')}</option>
        {value && !countries.some((c) => c.id === value) && <option value={value}>{nameOf(value)}</option>}
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {itemName(c, language)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
};

/**
 * Several countries (e.g. nationalities): choosing an option in the select named `name` adds it as a tag;
 * a tag's × removes it. The select is disabled once `max` countries are chosen.
 */
export const CountryMultiSelect = ({ name, value, onChange, max, disabled = false, error, label }: CountryMultiSelectProps) => {
  const { t } = useT();
  const { countries, nameOf, loading, loadError, language } = useCountries();
  const full = max !== undefined && value.length >= max;
  const helper = error ?? loadError ?? (full && max !== undefined ? t('reference.countriesMax', { max }) : undefined);
  const id = `field-${name}`;
  return (
    <FormGroup label={label ?? t('reference.countries')} labelFor={id} intent={error || loadError ? 'danger' : 'none'} helperText={helper}>
      <HTMLSelect
        id={id}
        name={name}
        value=""
        disabled={disabled || full}
        fill
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (chosen && !value.includes(chosen) && !full) onChange([...value, chosen]);
        }}
      >
        <option value="">{loading ? t('common.loading') : t('reference.addCountry')}</option>
        {countries
          .filter((c) => !value.includes(c.id))
          .map((c) => (
            <option key={c.id} value={c.id}>
              {itemName(c, language)}
            </option>
          ))}
      </HTMLSelect>
      {value.length > 0 && (
        <div className="nvp-country-tags" data-testid={`${name}-chosen`} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 6 }}>
          {value.map((countryId) => (
            // Blueprint's own remove button has a fixed English label; this one is translated.
            <span key={countryId} className={`${Classes.TAG} ${Classes.ROUND}`} data-testid={`${name}-tag-${countryId}`} data-value={countryId}>
              <span className={Classes.FILL}>{nameOf(countryId)}</span>
              {!disabled && (
                <button
                  type="button"
                  className={Classes.TAG_REMOVE}
                  aria-label={t('reference.removeCountry', { country: nameOf(countryId) })}
                  onClick={() => onChange(value.filter((v) => v !== countryId))}
                >
                  <SmallCrossIcon />
                </button>
              )}
            </span>
          ))}
        </div>
      )}
    </FormGroup>
  );
};
