import { useEffect, useState } from 'react';
import type { Language } from '@nvp/events/browser';
import { api } from '../api';

/** A district, divisional secretariat or GN division as the data routes return it. */
export interface Place {
  code: string;
  /** English: what forms send and the server checks. */
  name: string;
  sinhala_name: string;
  tamil_name: string;
}

interface Trilingual {
  sinhala_name: string;
  tamil_name: string;
}
export interface CountryItem extends Trilingual {
  /** ISO 3166-1 alpha-2. */
  id: string;
  country: string;
}
export interface VolunteerFormData {
  country_of_birth: CountryItem[];
  languages: (Trilingual & { id: number; language: string })[];
  ares_of_expertise: (Trilingual & { id: number; area: string })[];
  preferred_areas_of_volunteering: (Trilingual & { id: number; area: string })[];
  skills: (Trilingual & { id: number; skill: string })[];
}

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/** The name in the interface language; English when a translation is missing. */
export const placeName = (place: { name: string; sinhala_name?: string; tamil_name?: string }, language: Language) =>
  (language === 'si' ? place.sinhala_name : language === 'ta' ? place.tamil_name : place.name) || place.name;

/** Any reference item ({country|language|area|skill} plus sinhala_name/tamil_name) in the interface language. */
export const itemName = (item: Trilingual & { country?: string; language?: string; area?: string; skill?: string }, language: Language) =>
  placeName({ ...item, name: item.country ?? item.language ?? item.area ?? item.skill ?? '' }, language);

/** Sorts by the shown name in the interface language's collation (lists come sorted by English name). */
export const sortedByName = <T>(items: readonly T[], nameOf: (item: T) => string, language: Language) => {
  const collator = new Intl.Collator(language);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
};

/**
 * Reference data does not change while the console runs: one request per URL for the whole session, shared by
 * every component asking for it. A failed request is forgotten, so the next mount tries again.
 */
const cache = new Map<string, { promise: Promise<unknown>; data?: unknown }>();

const load = (path: string) => {
  let entry = cache.get(path);
  if (!entry) {
    const created: { promise: Promise<unknown>; data?: unknown } = { promise: Promise.resolve() };
    created.promise = api<unknown>(path).then(
      (data) => {
        created.data = data;
        return data;
      },
      (error) => {
        cache.delete(path);
        throw error;
      },
    );
    cache.set(path, created);
    entry = created;
  }
  return entry;
};

/** Loads `path` (nothing while undefined) through the cache. */
const useReference = <T>(path: string | undefined): Loaded<T> => {
  const [state, setState] = useState<Loaded<T> & { path?: string }>(() => {
    const data = path ? (cache.get(path)?.data as T | undefined) : undefined;
    return { data, loading: Boolean(path) && data === undefined, error: undefined, path };
  });
  useEffect(() => {
    if (!path) {
      setState({ data: undefined, loading: false, error: undefined, path });
      return;
    }
    const entry = load(path);
    if (entry.data !== undefined) {
      setState({ data: entry.data as T, loading: false, error: undefined, path });
      return;
    }
    let current = true;
    setState({ data: undefined, loading: true, error: undefined, path });
    entry.promise.then(
      (data) => current && setState({ data: data as T, loading: false, error: undefined, path }),
      (error) => current && setState({ data: undefined, loading: false, error, path }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  // Until the effect runs for a new path, do not show the previous path's list.
  if (state.path !== path) {
    const data = path ? (cache.get(path)?.data as T | undefined) : undefined;
    return { data, loading: Boolean(path) && data === undefined, error: undefined };
  }
  return { data: state.data, loading: state.loading, error: state.error };
};

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();

export const useDistricts = () => useReference<Place[]>('/api/data/districts');

/** DS divisions of a district (English name); nothing while no district is chosen. */
export const useDivisionalSecretariats = (district?: string) =>
  useReference<Place[]>(district ? `/api/data/divsec?${query({ district })}` : undefined);

/** GN divisions of a DS (English name); the district, when known, tells apart DS names that repeat. */
export const useGnDivisions = (divisionalSecretariat?: string, district?: string) =>
  useReference<Place[]>(divisionalSecretariat ? `/api/data/gndivisions?${query({ divsec: divisionalSecretariat, district })}` : undefined);

/** Countries, languages, expertise and volunteering areas and skills of the volunteer profile form. */
export const useVolunteerFormData = () => useReference<VolunteerFormData>('/api/formData/volunteerProfile');
