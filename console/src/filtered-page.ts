import { useCallback, useState } from 'react';

/**
 * A list's page (from 1) that belongs to the filter and search it was chosen under: a new filter is page 1 in the
 * same render. An effect resetting the page ran one render late, so the old page number was first asked for under
 * the new filter (a second request, and a page that may not exist).
 */
export const useFilteredPage = (...filter: string[]) => {
  const key = filter.join('\n');
  const [chosen, setChosen] = useState({ key, page: 1 });
  const page = chosen.key === key ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ key, page: next }), [key]);
  return [page, setPage] as const;
};
