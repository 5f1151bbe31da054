import { useEffect, useRef, useState } from 'react';
import { Card, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { OPPORTUNITY_LIMITS } from '@nvp/events/browser';
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

/** Spec §9: the opportunity grid shows 12 per page. */
export const GRID_PAGE_SIZE = OPPORTUNITY_LIMITS.gridPageSize;

type ListMode = 'public' | 'volunteer' | 'adminReview' | 'adminApproved';

const modeOf: Record<ListMode, { title: MessageId; path: (search: string, type: string) => string; link: (id: string) => string; typeFilter: boolean }> = {
  public: {
    title: 'opportunity.list.title',
    path: (search, type) => `/api/opportunity/getOpportunities?${new URLSearchParams({ searchValue: search, type })}`,
    link: (id) => `/viewOpportunity/${id}`,
    typeFilter: true,
  },
  volunteer: {
    title: 'opportunity.list.title',
    path: (search, type) => `/api/opportunity/getOpportunities?${new URLSearchParams({ searchValue: search, type })}`,
    link: (id) => `/viewOpportunity/${id}`,
    typeFilter: true,
  },
  adminReview: {
    title: 'opportunity.list.adminTitle',
    path: (search) => `/api/opportunity/list/CREATED?${new URLSearchParams({ searchValue: search })}`,
    link: (id) => `/admin/viewOpportunity/${id}`,
    typeFilter: false,
  },
  adminApproved: {
    title: 'opportunity.list.adminApprovedTitle',
    path: (search) => `/api/opportunity/list/APPROVED?${new URLSearchParams({ searchValue: search })}`,
    link: (id) => `/admin/volunteerOpportunity/${id}`,
    typeFilter: false,
  },
};


/**
 * The opportunity grid (spec §2): cards of at least 300px, 12 per page, a type filter (All, Online, Regular)
 * and a case-insensitive title search. Every list asks the server, which searches and pages (issue 24: the admin
 * lists too, the approved opportunities grow with the country).
 */
const OpportunityGrid = ({ mode }: { mode: ListMode }) => {
  const { t } = useT();
  const config = modeOf[mode];
  usePageHead(t(config.title), mode === 'public' || mode === 'volunteer' ? { id: 'opportunities' } : undefined);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('ALL');
  const query = useDebounced(search.trim(), 250);
  const [page, setPage] = useFilteredPage(query, type);
  const path = `${config.path(query, type)}&${new URLSearchParams({ page: String(page), pageSize: String(GRID_PAGE_SIZE) })}`;
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
        if (!controller.signal.aborted) setItems([]);
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
      <div className="filter-bar">
        <FormGroup label={t('opportunity.list.search')} labelFor="opportunity-search">
          <InputGroup id="opportunity-search" name="search" type="search" leftIcon="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
        {config.typeFilter ? (
          <FormGroup label={t('opportunity.list.type')} labelFor="opportunity-type">
            <HTMLSelect
              id="opportunity-type"
              name="type"
              value={type}
              onChange={(e) => setType(e.currentTarget.value)}
              options={[
                { value: 'ALL', label: t('opportunity.list.typeAll') },
                { value: 'ONLINE', label: t('opportunity.type.ONLINE') },
                { value: 'REGULAR', label: t('opportunity.type.REGULAR') },
              ]}
            />
          </FormGroup>
        ) : null}
      </div>
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
