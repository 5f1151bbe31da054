/**
 * Issue 27: the opportunity list's search and filters live in the page's address (`?search=…&type=…&district=…&category=…`),
 * so a filtered list can be shared and survives a reload. Only values that differ from the default are written: the
 * unfiltered list keeps its plain address (the one the server sends as HTML) and its plain API call.
 */

export const LIST_TYPES = ['ALL', 'ONLINE', 'REGULAR'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export interface ListFilters {
  /** The search text as typed (trimmed when asked for). */
  search: string;
  type: ListType;
  /** A district's census code, or '' for every district. */
  district: string;
  /** A category id, or '' for every category. */
  category: string;
}

export const NO_FILTERS: ListFilters = { search: '', type: 'ALL', district: '', category: '' };

const KEYS = ['search', 'type', 'district', 'category'] as const;

/**
 * The filters an address asks for. An unknown type or category (a hand-edited or an old link) is no filter, as is a
 * district that is not a census code (`districts`, when known, also drops a code that is not one of them).
 */
export const filtersOf = (params: URLSearchParams, known: { categories: readonly number[]; districts?: readonly string[] }): ListFilters => {
  const type = (params.get('type') ?? '').toUpperCase();
  const category = (params.get('category') ?? '').trim();
  const district = (params.get('district') ?? '').trim();
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    type: (LIST_TYPES as readonly string[]).includes(type) ? (type as ListType) : 'ALL',
    category: known.categories.some((id) => String(id) === category) ? category : '',
    district: /^\d{1,3}$/.test(district) && (known.districts === undefined || known.districts.includes(district)) ? district : '',
  };
};

/** The address's parameters with `change` applied: defaults removed, every other parameter (`lang`…) kept. */
export const withFilters = (params: URLSearchParams, change: Partial<ListFilters>): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    if (!(key in change)) continue;
    const value = key === 'search' ? (change[key] ?? '').trim() : (change[key] ?? '');
    if (value === '' || value === NO_FILTERS[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
};

/** Whether any filter or search narrows the list (the "remove filters" action is offered then). */
export const isFiltered = (filters: ListFilters) => KEYS.some((key) => (key === 'search' ? filters.search.trim() : filters[key]) !== NO_FILTERS[key]);

/**
 * The list route's query: `searchValue` and `type` always (the unfiltered call stays the one the server answers with
 * the page's HTML), `district` and `category` only when chosen.
 */
export const apiQuery = (filters: ListFilters) => {
  const query = new URLSearchParams({ searchValue: filters.search.trim(), type: filters.type });
  if (filters.district) query.set('district', filters.district);
  if (filters.category) query.set('category', filters.category);
  return query.toString();
};
