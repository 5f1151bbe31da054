import { HTMLSelect } from '@blueprintjs/core';
import { FormGroup } from './form';
import { useT } from '../i18n';
import { placeName, sortedByName, useDistricts, useDivisionalSecretariats, useGnDivisions, type Loaded, type Place } from '../reference/hooks';

export interface Location {
  district: string;
  divisionalSecretariat: string;
  gnDivision: string;
}
export type LocationKey = keyof Location;

export interface LocationFieldsProps {
  /** English names ('' when not chosen). */
  value: Location;
  onChange: (next: Location) => void;
  disabled?: boolean;
  /** Already translated messages. */
  errors?: Partial<Record<LocationKey, string>>;
  /** The HTML name attributes; default 'district', 'divisionalSecretariat', 'gnDivision'. */
  names?: Record<LocationKey, string>;
  /** Labels; default the translated 'District', 'Divisional Secretariat', 'GN Division'. */
  labels?: Partial<Record<LocationKey, string>>;
  /** Which selects must be chosen (aria-required; the label carries the visible mark). */
  required?: Partial<Record<LocationKey, boolean>>;
}

const DEFAULT_NAMES: Record<LocationKey, string> = { district: 'district', divisionalSecretariat: 'divisionalSecretariat', gnDivision: 'gnDivision' };

interface PlaceSelectProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  list: Loaded<Place[]>;
  disabled: boolean;
  error?: string;
  required?: boolean;
  onChange: (englishName: string) => void;
}

/** One labelled select of places: option value = English name, text = name in the interface language. */
const PlaceSelect = ({ name, label, placeholder, value, list, disabled, error, required, onChange }: PlaceSelectProps) => {
  const { t, language } = useT();
  const places = sortedByName(list.data ?? [], (p) => placeName(p, language), language);
  // A saved value the list does not (yet) hold stays visible rather than silently blank.
  const unlisted = value && !places.some((p) => p.name === value);
  const helper = error ?? (list.error ? t('reference.loadFailed') : undefined);
  const id = `field-${name}`;
  return (
    <FormGroup label={label} labelFor={id} intent={helper ? 'danger' : 'none'} helperText={helper}>
      <HTMLSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        fill
        onChange={(event) => onChange(event.currentTarget.value)}
        data-loading={list.loading ? 'true' : undefined}
      >
        <option value="">{list.loading ? t('common.loading') : placeholder}</option>
        {unlisted && <option value={value}>{value}</option>}
        {places.map((place) => (
          <option key={place.code} value={place.name}>
            {placeName(place, language)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
};

/**
 * District → divisional secretariat → GN division, each list loaded for the choice above it. Choosing a
 * district clears the DS and GN division; choosing a DS clears the GN division.
 */
export const LocationFields = ({ value, onChange, disabled = false, errors = {}, names = DEFAULT_NAMES, labels = {}, required = {} }: LocationFieldsProps) => {
  const { t } = useT();
  const districts = useDistricts();
  const divisionalSecretariats = useDivisionalSecretariats(value.district || undefined);
  const gnDivisions = useGnDivisions(value.divisionalSecretariat || undefined, value.district || undefined);
  return (
    <>
      <PlaceSelect
        name={names.district}
        label={labels.district ?? t('reference.district')}
        placeholder={t('reference.chooseDistrict')}
        value={value.district}
        list={districts}
        disabled={disabled}
        error={errors.district}
        required={required.district}
        onChange={(district) => onChange({ district, divisionalSecretariat: '', gnDivision: '' })}
      />
      <PlaceSelect
        name={names.divisionalSecretariat}
        label={labels.divisionalSecretariat ?? t('reference.divisionalSecretariat')}
        placeholder={t('reference.chooseDivisionalSecretariat')}
        value={value.divisionalSecretariat}
        list={divisionalSecretariats}
        disabled={disabled || !value.district}
        error={errors.divisionalSecretariat}
        required={required.divisionalSecretariat}
        onChange={(divisionalSecretariat) => onChange({ ...value, divisionalSecretariat, gnDivision: '' })}
      />
      <PlaceSelect
        name={names.gnDivision}
        label={labels.gnDivision ?? t('reference.gnDivision')}
        placeholder={t('reference.chooseGnDivision')}
        value={value.gnDivision}
        list={gnDivisions}
        disabled={disabled || !value.divisionalSecretariat}
        error={errors.gnDivision}
        required={required.gnDivision}
        onChange={(gnDivision) => onChange({ ...value, gnDivision })}
      />
    </>
  );
};
