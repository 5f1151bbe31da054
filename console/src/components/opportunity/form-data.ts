import type { Language } from '@nvp/events/browser';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import type { CreateVoFormData, FormItem } from './types';

/** The English name of an item of GET /api/formData/createVO, whatever its list calls it (sdg_number, opport, area…). */
const englishName = (item: FormItem): string => {
  for (const key of ['name', 'opport', 'sdg_number', 'area', 'skill', 'degree', 'function', 'coreFunction', 'title']) {
    const value = item[key];
    if (typeof value === 'string' && value) return value;
  }
  return String(item.id);
};

/** An item's name in the interface language, English when a translation is missing. */
export const formItemName = (item: FormItem, language: Language) =>
  (language === 'si' ? item.sinhala_name : language === 'ta' ? item.tamil_name : undefined) || englishName(item);

let cached: Promise<CreateVoFormData> | undefined;

/** GET /api/formData/createVO (no token), once per session; a failure is forgotten so the next mount retries. */
export const useCreateVoFormData = () => {
  const [state, setState] = useState<{ data?: CreateVoFormData; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    cached ??= api<CreateVoFormData>('/api/formData/createVO').catch((error) => {
      cached = undefined;
      throw error;
    });
    cached.then(
      (data) => current && setState({ data }),
      (error) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
};

/** The core-function list (the server may name it core_functions or coreFunctions). */
export const coreFunctionsOf = (data: CreateVoFormData | undefined): FormItem[] => data?.core_functions ?? data?.coreFunctions ?? [];

/** Names of the listed ids, in list order of `ids`. */
export const namesOf = (list: FormItem[] | undefined, ids: readonly (number | string)[] | null | undefined, language: Language) =>
  (ids ?? []).map((id) => {
    const item = list?.find((i) => String(i.id) === String(id));
    return item ? formItemName(item, language) : String(id);
  });
