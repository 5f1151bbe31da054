import { describe, expect, it } from 'vitest';
import { apiQuery, filtersOf, isFiltered, NO_FILTERS, withFilters } from './list-filters';

const known = { categories: [1, 2, 3, 11], districts: ['11', '12', '52'] };
const params = (text: string) => new URLSearchParams(text);

describe('the opportunity list filters in the address', () => {
  it('reads search, type, district and category from the address', () => {
    expect(filtersOf(params('search=கடற்கரை&type=online&district=52&category=3'), known)).toEqual({ search: 'கடற்கரை', type: 'ONLINE', district: '52', category: '3' });
    expect(filtersOf(params(''), known)).toEqual(NO_FILTERS);
  });

  it('drops what it does not know: a type, a category id, a district that is not a census code or not one of the districts', () => {
    expect(filtersOf(params('type=HYBRID&category=12&district=Colombo'), known)).toEqual(NO_FILTERS);
    expect(filtersOf(params('district=99'), known).district).toBe('');
    // Before the districts have loaded, a census code is kept (the server refuses an unknown one).
    expect(filtersOf(params('district=99'), { categories: known.categories }).district).toBe('99');
    expect(filtersOf(params(`search=${'x'.repeat(150)}`), known).search).toHaveLength(100);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const next = withFilters(params('lang=ta&search=old'), { search: '  beach ', type: 'ALL', district: '11', category: '' });
    expect(next.toString()).toBe('lang=ta&search=beach&district=11');
    expect(withFilters(next, { search: '', district: '' }).toString()).toBe('lang=ta');
    // Unchanged keys are left as they are.
    expect(withFilters(params('category=3&type=REGULAR'), { district: '52' }).toString()).toBe('category=3&type=REGULAR&district=52');
  });

  it('round-trips: the filters written are the filters read', () => {
    const filters = { search: 'මුහුදු', type: 'REGULAR' as const, district: '12', category: '11' };
    expect(filtersOf(withFilters(params(''), filters), known)).toEqual(filters);
  });

  it('says whether the list is narrowed', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, type: 'ONLINE' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, district: '11' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, category: '2' })).toBe(true);
  });

  it('asks the list route with the unfiltered call unchanged, and the filters only when chosen', () => {
    // The call the server answers together with the page's HTML (query-api/src/findable): must not change.
    expect(apiQuery(NO_FILTERS)).toBe('searchValue=&type=ALL');
    expect(apiQuery({ search: ' beach ', type: 'ONLINE', district: '11', category: '3' })).toBe('searchValue=beach&type=ONLINE&district=11&category=3');
  });
});
