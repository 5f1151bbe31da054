import { useEffect, useState } from 'react';
import { Button, Card, FormGroup, H3, H4, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { StatusTag, useOpportunityText } from './labels';
import { OpportunityCard } from './OpportunityCard';
import type { Opportunity } from './types';
import { Pager } from '../Pager';
import { useT, type MessageId } from '../../i18n/index';
import { useFormat } from '../../i18n/format';
import './opportunity.css';

/** GET /api/vio/opportunity-stat. */
interface VioStat {
  total: number;
  onGoing: number;
  completed: number;
  pending: number;
}
const counters: { key: keyof VioStat; label: MessageId; icon: IconName; className: string }[] = [
  { key: 'total', label: 'vioHome.total', icon: 'layers', className: 'counter-total' },
  { key: 'onGoing', label: 'vioHome.ongoing', icon: 'play', className: 'counter-ongoing' },
  { key: 'completed', label: 'vioHome.completed', icon: 'tick-circle', className: 'counter-completed' },
  { key: 'pending', label: 'vioHome.pending', icon: 'time', className: 'counter-pending' },
];

/** The VIO home's four counters (total, ongoing, completed, pending); placeholders while loading. */
export const VioCounters = () => {
  const { t } = useT();
  const [stat, setStat] = useState<VioStat | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    api<VioStat>('/api/vio/opportunity-stat', { signal: controller.signal })
      .then(setStat)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="counters">
      {counters.map((c) => (
        <Card key={c.label} className={`counter ${c.className}${stat ? '' : ' bp6-skeleton'}`} data-testid={c.label}>
          <span className="counter-value" data-testid={`counter-${c.key}`}>
            {stat?.[c.key] ?? 0}
          </span>
          <span className="counter-label">{t(c.label)}</span>
        </Card>
      ))}
    </div>
  );
};

/** Spec §9: the VIO home pages by 10. */
const VIO_PAGE_SIZE = 10;

/**
 * The VIO home's opportunity search: title query and status, 10 per page, asked of the server
 * (POST /api/vio/opportunity/search: query, status, pageNumber, pageSize → count, rows). Each card shows
 * title, dates, status and type and opens the opportunity page.
 */
export const VioOpportunitySearch = () => {
  const { t } = useT();
  const format = useFormat();
  const text = useOpportunityText();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('ALL');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ count: number; rows: Opportunity[] } | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ count: number; rows: Opportunity[] }>('/api/vio/opportunity/search', {
        method: 'POST',
        body: { query: query.trim(), status, pageNumber: page, pageSize: VIO_PAGE_SIZE },
        signal: controller.signal,
      })
        .then(setResult)
        .catch(() => {
          if (!controller.signal.aborted) setResult({ count: 0, rows: [] });
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, status, page]);
  const pages = Math.max(1, Math.ceil((result?.count ?? 0) / VIO_PAGE_SIZE));
  return (
    <section className="carousel">
      <div className="section-header">
        <H3>{t('vioHome.opportunities')}</H3>
        <div className="filter-bar">
          <FormGroup label={t('vioHome.searchPlaceholder')} labelFor="vio-search">
            <InputGroup id="vio-search" name="search" leftIcon="search" type="search" value={query} onChange={(e) => { setQuery(e.target.value); setPage(1); }} />
          </FormGroup>
          <FormGroup label={t('application.applicant.status')} labelFor="vio-status">
            <HTMLSelect
              id="vio-status"
              name="status"
              value={status}
              onChange={(e) => { setStatus(e.currentTarget.value); setPage(1); }}
              options={[{ value: 'ALL', label: t('opportunity.list.typeAll') }, ...(['CREATED', 'APPROVED', 'REJECTED', 'COMPLETED'] as const).map((s) => ({ value: s, label: text.status(s) }))]}
            />
          </FormGroup>
        </div>
      </div>
      {result === undefined ? (
        <Spinner aria-label={t('common.loading')} />
      ) : result.rows.length === 0 ? (
        <Card className="carousel-empty">
          <NonIdealState icon="inbox" title={t('opportunity.noResults')} />
        </Card>
      ) : (
        <div className="opportunity-grid" data-testid="vio-opportunities">
          {result.rows.map((o) => (
            <Card key={o.id} elevation={1} className="opportunity-card" data-testid="vio-opportunity" data-opportunity-id={o.id}>
              <div className="opportunity-card-head">
                <span className="muted">{text.type(o.type)}</span>
                <StatusTag status={o.status} />
              </div>
              <H4 className="opportunity-card-title">
                <Link to={`/volunteerOpportunity/${o.id}`}>{o.title}</Link>
              </H4>
              <span className="muted">
                {format.day(o.startDate)} – {format.day(o.endDate)}
              </span>
            </Card>
          ))}
        </div>
      )}
      <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} />
    </section>
  );
};

/** Visible cards per slide (spec §2): 3 at width ≥ 1280, 2 at ≥ 600, else 1. */
const measureCardsPerSlide = () => (typeof window === 'undefined' ? 3 : window.innerWidth >= 1280 ? 3 : window.innerWidth >= 600 ? 2 : 1);
const useCardsPerSlide = () => {
  const [count, setCount] = useState(measureCardsPerSlide);
  useEffect(() => {
    const onResize = () => setCount(measureCardsPerSlide());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return count;
};

const Carousel = ({ title, items }: { title: MessageId; items: Opportunity[] | undefined }) => {
  const { t } = useT();
  const perSlide = useCardsPerSlide();
  const [start, setStart] = useState(0);
  const list = items ?? [];
  const first = Math.min(start, Math.max(0, list.length - perSlide));
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t(title)}>
      <div className="section-header">
        <H3>{t(title)}</H3>
        {list.length > perSlide ? (
          <div className="button-row">
            <Button icon="chevron-left" aria-label={t('pager.previous')} disabled={first === 0} onClick={() => setStart(Math.max(0, first - perSlide))} />
            <Button icon="chevron-right" aria-label={t('pager.next')} disabled={first + perSlide >= list.length} onClick={() => setStart(first + perSlide)} />
          </div>
        ) : null}
      </div>
      {items === undefined ? (
        // As tall as a row of cards, so the carousel below does not move when they come.
        <div className="carousel-loading">
          <Spinner aria-label={t('common.loading')} />
        </div>
      ) : list.length === 0 ? (
        <Card className="carousel-empty">
          <NonIdealState icon="inbox" title={t('common.noItems')} />
        </Card>
      ) : (
        <div className="carousel-slide" style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}>
          {list.slice(first, first + perSlide).map((o) => (
            <OpportunityCard key={o.id} o={o} coreFunctionCount={3} level={4} />
          ))}
        </div>
      )}
    </section>
  );
};

/** The volunteer home's online and regular carousels (GET /api/opportunity/getHomeOpportunities, limit 30). */
export const HomeCarousels = () => {
  const [data, setData] = useState<{ onlineOpportunities: Opportunity[]; regularOpportunities: Opportunity[] } | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    api<{ onlineOpportunities: Opportunity[]; regularOpportunities: Opportunity[] }>('/api/opportunity/getHomeOpportunities?limit=30', { signal: controller.signal })
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setData({ onlineOpportunities: [], regularOpportunities: [] });
      });
    return () => controller.abort();
  }, []);
  return (
    <>
      <Carousel title="home.onlineOpportunities" items={data?.onlineOpportunities} />
      <Carousel title="home.regularOpportunities" items={data?.regularOpportunities} />
    </>
  );
};
