import { useEffect, useState } from 'react';
import { Card, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../components/opportunity/labels';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard';
import type { Opportunity } from '../../components/opportunity/types';
import { Pager } from '../../components/Pager';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionContext';
import '../../components/opportunity/opportunity.css';
import { apiWithHeaders } from '../../api';
import { pagePath } from '../../paging';
import { useFilteredPage } from '../../filtered-page';

/** Cards a page; the server pages (a volunteer of many years has hundreds of applications). */
const PAGE_SIZE = 12;

/** An item of GET /api/opportunity/userOpportunities: the application and its opportunity. */
export interface UserOpportunity {
  id?: string;
  applicationId?: string;
  status: string;
  dates?: string[];
  joiningDates?: string[];
  opportunity: Opportunity;
}

/**
 * /opportunities/myOpportunities: the volunteer's applications, filter Pending (awaiting review) or Approved
 * (default Pending, spec §3) plus a title search, both sent to the server. An approved application links to
 * its agreement and its feedback about the VIO.
 */
export const MyOpportunities = () => {
  const { t } = useT();
  const format = useFormat();
  const { session } = useSession();
  const [type, setType] = useState<'PENDING' | 'APPROVED'>('PENDING');
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<UserOpportunity[] | undefined>();
  const [total, setTotal] = useState(0);
  // A new filter or search starts again at page 1.
  const [page, setPage] = useFilteredPage(type, search);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setItems(undefined);
      const path = pagePath(`/api/opportunity/userOpportunities?${new URLSearchParams({ searchValue: search.trim(), type })}`, page, PAGE_SIZE);
      apiWithHeaders<UserOpportunity[]>(path, { signal: controller.signal })
        .then(({ data, headers }) => {
          setItems(Array.isArray(data) ? data : []);
          setTotal(Number(headers.get('x-total-count')) || 0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setItems([]);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [type, search, page]);
  const rows = items ?? [];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pages);
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('menu.myOpportunities')}</H2>
      </div>
      <div className="filter-bar">
        <FormGroup label={t('application.my.filter')} labelFor="my-type">
          <HTMLSelect
            id="my-type"
            name="type"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as 'PENDING' | 'APPROVED')}
            options={[
              { value: 'PENDING', label: t('application.my.pending') },
              { value: 'APPROVED', label: t('application.my.approved') },
            ]}
          />
        </FormGroup>
        <FormGroup label={t('opportunity.list.search')} labelFor="my-search">
          <InputGroup id="my-search" name="search" type="search" leftIcon="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
      </div>
      {items === undefined ? (
        <Spinner aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Card className="carousel-empty">
          <NonIdealState icon="inbox" title={t('opportunity.noResults')} />
        </Card>
      ) : (
        <div className="opportunity-grid">
          {rows.map((item) => {
            const o = item.opportunity;
            const dates = item.dates ?? item.joiningDates ?? [];
            return (
              <div key={item.applicationId ?? item.id ?? o.id} className="my-opportunity" data-testid="my-opportunity" data-opportunity-id={o.id}>
                <OpportunityCard o={{ ...o, applied: false }} />
                <Card className="my-opportunity-foot">
                  <div className="tag-list">
                    <StatusTag status={item.status} testId="application-status" />
                  </div>
                  {dates.length ? <p className="muted">{t('application.my.days', { days: dates.map(format.day).join(', ') })}</p> : null}
                  {item.status === 'APPROVED' && session ? (
                    <div className="button-row">
                      <Link to={`/volunteerAgreement/${o.id}/${session.id}/${o.vioId}`} data-testid="my-agreement">
                        {t('application.agreement.link')}
                      </Link>
                      <Link to={`/vioFeedback/${o.id}/${session.id}/${o.vioId}`} data-testid="my-feedback">
                        {t('application.feedback.vioLink')}
                      </Link>
                    </div>
                  ) : null}
                </Card>
              </div>
            );
          })}
        </div>
      )}
      <Pager page={current} pages={pages} onPage={setPage} />
    </div>
  );
};
