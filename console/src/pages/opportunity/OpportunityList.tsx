import { useEffect, useRef, useState } from 'react';
import { useSearchParamsHere } from '../../hooks';
import { Button, Card, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { OPPORTUNITY_LIMITS, opportunityCategories } from '@nvp/events/browser';
import { apiWithHeaders } from '../../api';
import { answerFor, forgetAnswer } from '../../answers';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard';
import type { Opportunity } from '../../components/opportunity/types';
import { Pager } from '../../components/Pager';
import { useT, type MessageId } from '../../i18n';
import '../../components/opportunity/opportunity.css';
import { useDebounced } from '../../components/useDebounced';
import { usePageHead } from '../../head/usePageHead';
import { useFilteredPage } from '../../filtered-page';
import { placeName, sortedByName, useDistricts } from '../../reference/hooks';
import { apiQuery, filtersOf, isFiltered, NO_FILTERS, withFilters, type ListFilters } from './list-filters';

/** Spec §9: the opportunity grid shows 12 per page. */
export const GRID_PAGE_SIZE = OPPORTUNITY_LIMITS.gridPageSize;

type ListMode = 'public' | 'volunteer' | 'adminReview' | 'adminApproved';

/** Every category id, for reading an address's `category`. */
const CATEGORY_IDS = opportunityCategories.map((c) => c.id);

/** `filters`: the public route's type, district and category selects, and its search of titles and descriptions (issue 27). */
const modeOf: Record<ListMode, { title: MessageId; path: (filters: ListFilters) => string; link: (id: string) => string; filters: boolean }> = {
  public: {
    title: 'opportunity.list.title',
    path: (filters) => `/api/opportunity/getOpportunities?${apiQuery(filters)}`,
    link: (id) => `/viewOpportunity/${id}`,
    filters: true,
  },
  volunteer: {
    title: 'opportunity.list.title',
    path: (filters) => `/api/opportunity/getOpportunities?${apiQuery(filters)}`,
    link: (id) => `/viewOpportunity/${id}`,
    filters: true,
  },
  adminReview: {
    title: 'opportunity.list.adminTitle',
    path: (filters) => `/api/opportunity/list/CREATED?${new URLSearchParams({ searchValue: filters.search.trim() })}`,
    link: (id) => `/admin/viewOpportunity/${id}`,
    filters: false,
  },
  adminApproved: {
    title: 'opportunity.list.adminApprovedTitle',
    path: (filters) => `/api/opportunity/list/APPROVED?${new URLSearchParams({ searchValue: filters.search.trim() })}`,
    link: (id) => `/admin/volunteerOpportunity/${id}`,
    filters: false,
  },
};

/** The district and category selects, in the interface language (districts from the reference data, by census code). */
const PlaceAndCategory = ({ filters, onChange }: { filters: ListFilters; onChange: (change: Partial<ListFilters>) => void }) => {
  const { t, language } = useT();
  const districts = useDistricts().data ?? [];
  return (
    <>
      <FormGroup label={t('opportunity.list.district')} labelFor="opportunity-district">
        <HTMLSelect
          id="opportunity-district"
          name="district"
          value={filters.district}
          onChange={(e) => onChange({ district: e.currentTarget.value })}
          options={[
            { value: '', label: t('opportunity.list.allDistricts') },
            ...sortedByName(districts, (d) => placeName(d, language), language).map((d) => ({ value: d.code, label: placeName(d, language) })),
          ]}
        />
      </FormGroup>
      <FormGroup label={t('opportunity.list.category')} labelFor="opportunity-category">
        <HTMLSelect
          id="opportunity-category"
          name="category"
          value={filters.category}
          onChange={(e) => onChange({ category: e.currentTarget.value })}
          options={[
            { value: '', label: t('opportunity.list.allCategories') },
            ...sortedByName(opportunityCategories, (c) => placeName(c, language), language).map((c) => ({ value: String(c.id), label: placeName(c, language) })),
          ]}
        />
      </FormGroup>
    </>
  );
};


/**
 * The opportunity grid (spec §2): cards of at least 300px, 12 per page, and a case-insensitive search; the public and
 * volunteer lists also filter by type (All, Online, Regular), district and category, search the descriptions in the
 * three languages too, and say how many match (issue 27). The search and filters are kept in the address (shared
 * links, reloads). Every list asks the server, which searches and pages (issue 24: the admin lists too, the approved
 * opportunities grow with the country).
 */
const OpportunityGrid = ({ mode }: { mode: ListMode }) => {
  const { t } = useT();
  const config = modeOf[mode];
  usePageHead(t(config.title), mode === 'public' || mode === 'volunteer' ? { id: 'opportunities' } : undefined);
  const [params, setParams] = useSearchParamsHere();
  const filters = filtersOf(params, { categories: CATEGORY_IDS });
  const change = (next: Partial<ListFilters>) => setParams((current) => withFilters(current, next), { replace: true });
  // The box holds what is typed; once typing pauses the text goes into the address, and the list follows the address.
  const [search, setSearch] = useState(filters.search);
  const typed = useDebounced(search, 250);
  const written = useRef(filters.search);
  const seenTyped = useRef(typed);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only when the typing paused on a new text: setParams changes with every address, and an older text must not
    // be written back over "remove filters" or a link.
    if (typed === seenTyped.current) return;
    seenTyped.current = typed;
    if (typed.trim() === written.current.trim()) return;
    written.current = typed;
    setParams((current) => withFilters(current, { search: typed }), { replace: true });
  }, [typed, setParams]);
  // The address changed otherwise (remove filters, back, a link): the box shows its search.
  useEffect(() => {
    if (filters.search.trim() === written.current.trim()) return;
    written.current = filters.search;
    setSearch(filters.search);
  }, [filters.search]);
  const removeFilters = () => {
    written.current = '';
    setSearch('');
    change(NO_FILTERS);
    searchBox.current?.focus();
  };
  const [page, setPage] = useFilteredPage(filters.search.trim(), filters.type, filters.district, filters.category);
  const path = `${config.path(filters)}&${new URLSearchParams({ page: String(page), pageSize: String(GRID_PAGE_SIZE) })}`;
  // The first page as the server rendered it with the page (answers.ts), when it did: no request at first.
  const [answer] = useState(() => answerFor(path));
  const [items, setItems] = useState<Opportunity[] | undefined>(() => (answer ? (Array.isArray(answer.body) ? (answer.body as Opportunity[]) : []) : undefined));
  const [total, setTotal] = useState(() => Number(answer?.headers['x-total-count'] ?? 0) || (items?.length ?? 0));
  const answered = useRef(Boolean(answer));

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      forgetAnswer(path);
      return;
    }
    const controller = new AbortController();
    setItems(undefined);
    // Spec §8: a failed list load is silent (an empty list).
    apiWithHeaders<Opportunity[]>(path, { signal: controller.signal })
      .then(({ data, headers }) => {
        const list = Array.isArray(data) ? data : [];
        setItems(list);
        setTotal(Number(headers.get('x-total-count') ?? 0) || list.length);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setItems([]);
        setTotal(0);
      });
    return () => controller.abort();
  }, [path]);

  const rows = items ?? [];
  const pages = Math.max(1, Math.ceil(total / GRID_PAGE_SIZE));

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t(config.title)}</H2>
      </div>
      <div className={config.filters ? 'filter-bar list-filters' : 'filter-bar'}>
        <FormGroup label={t(config.filters ? 'opportunity.list.searchEverywhere' : 'opportunity.list.search')} labelFor="opportunity-search">
          <InputGroup id="opportunity-search" name="search" type="search" leftIcon="search" inputRef={searchBox} value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
        {config.filters ? (
          <>
            <FormGroup label={t('opportunity.list.type')} labelFor="opportunity-type">
              <HTMLSelect
                id="opportunity-type"
                name="type"
                value={filters.type}
                onChange={(e) => change({ type: e.currentTarget.value as ListFilters['type'] })}
                options={[
                  { value: 'ALL', label: t('opportunity.list.typeAll') },
                  { value: 'ONLINE', label: t('opportunity.type.ONLINE') },
                  { value: 'REGULAR', label: t('opportunity.type.REGULAR') },
                ]}
              />
            </FormGroup>
            <PlaceAndCategory filters={filters} onChange={change} />
          </>
        ) : null}
      </div>
      {config.filters ? (
        <div className="list-summary">
          {/* Read out when the count changes; empty (but keeping its line) while a page loads. */}
          <p className="list-count" role="status" data-testid="list-count">
            {items === undefined ? '' : t('opportunity.list.count', { count: total })}
          </p>
          {isFiltered(filters) || search.trim() ? <Button variant="minimal" icon="filter-remove" text={t('opportunity.list.removeFilters')} onClick={removeFilters} data-testid="remove-filters" /> : null}
        </div>
      ) : null}
      {items === undefined ? (
        <Spinner aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Card className="carousel-empty">
          <NonIdealState icon="inbox" title={t('opportunity.noResults')} />
        </Card>
      ) : (
        <div className="opportunity-grid" data-testid="opportunity-grid">
          {rows.map((o) => (
            <OpportunityCard key={o.id} o={o} to={config.link(o.id)} />
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
};

export const PublicOpportunities = () => <OpportunityGrid mode="public" />;
export const VolunteerOpportunities = () => <OpportunityGrid mode="volunteer" />;
export const AdminOpportunitiesToApprove = () => <OpportunityGrid mode="adminReview" />;
export const AdminApprovedOpportunities = () => <OpportunityGrid mode="adminApproved" />;
