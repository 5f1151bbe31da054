import { useEffect, useState } from 'react';
import { Button, Card, Classes, FormGroup, H2, H5, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../components/opportunity/labels';
import { OpportunityCard } from '../../components/opportunity/OpportunityCard';
import type { Opportunity } from '../../components/opportunity/types';
import { Pager } from '../../components/Pager';
import { useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionContext';
import '../../components/opportunity/opportunity.css';
import { api, apiWithHeaders, errorText } from '../../api';
import { Alert } from '../../components/Dialog';
import { showToast } from '../../toaster';
import { pagePath } from '../../paging';
import { useFilteredPage } from '../../filtered-page';
import { sriLankanToday } from '@nvp/events/browser';
import { WaitlistStatus, type WaitlistPlace } from '../../components/application/Waitlist';
import { AddToCalendarButton, CalendarCard } from '../../components/calendar/Calendar';

/** Cards a page; the server pages (a volunteer of many years has hundreds of applications). */
const PAGE_SIZE = 12;

/** Where an application stands in the secretariat's review, then the organisation's (from the server). */
export interface Reviews {
  secretariat: 'WAITING' | 'SELECTED' | 'NOT_SELECTED';
  organisation: 'NOT_YET' | 'WAITING' | 'APPROVED' | 'NOT_TAKEN';
}

/** An item of GET /api/opportunity/userOpportunities: the application and its opportunity. */
export interface UserOpportunity {
  id?: string;
  applicationId?: string;
  status: string;
  reviews?: Reviews;
  /** The server's word that it can still be withdrawn (before its first day); the command decides. */
  withdrawable?: boolean;
  /** On the waitlist (issue 28): its number, and the place offered with its end. */
  waitlist?: WaitlistPlace | null;
  dates?: string[];
  joiningDates?: string[];
  opportunity: Opportunity;
}

const filters = ['ALL', 'PENDING', 'APPROVED', 'WITHDRAWN'] as const;
type Filter = (typeof filters)[number];
const filterLabel: Record<Filter, MessageId> = {
  ALL: 'application.my.all',
  PENDING: 'application.my.pending',
  APPROVED: 'application.my.approved',
  WITHDRAWN: 'application.my.withdrawn',
};

/** The plain sentence for where an application stands: the secretariat's review first, then the organisation's. */
const stageText = (item: UserOpportunity): MessageId => {
  if (item.status === 'WITHDRAWN') return 'application.my.stage.withdrawn';
  const reviews = item.reviews;
  if (!reviews || reviews.secretariat === 'WAITING') return 'application.my.stage.waitingSecretariat';
  if (reviews.secretariat === 'NOT_SELECTED') return 'application.my.stage.notSelected';
  if (reviews.organisation === 'APPROVED') return 'application.my.stage.approved';
  if (reviews.organisation === 'NOT_TAKEN') return 'application.my.stage.notTaken';
  return 'application.my.stage.waitingOrganisation';
};

/**
 * /opportunities/myOpportunities: the volunteer's applications, filter All (the default: issue 27, a first-time
 * user sees every application, a selected one too), Pending (awaiting a review), Approved or Withdrawn, plus a
 * title search, both sent to the server. Each says in plain words where it stands in the two reviews; one that
 * can still be withdrawn has a Withdraw button (with a confirmation). An approved application links to its
 * agreement and its feedback about the VIO, and offers "Add to calendar" (its days as a .ics file); below the list,
 * the Calendar card gives the address of the volunteer's calendar feed (issue 29).
 */
export const MyOpportunities = () => {
  const { t } = useT();
  const format = useFormat();
  const { session } = useSession();
  const [type, setType] = useState<Filter>('ALL');
  const [withdrawing, setWithdrawing] = useState<UserOpportunity | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped after a withdrawal to load the list again.
  const [generation, setGeneration] = useState(0);
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<UserOpportunity[] | undefined>();
  const [total, setTotal] = useState(0);
  // A new filter or search starts again at page 1.
  const [page, setPage] = useFilteredPage(type, search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger after a withdrawal
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
  }, [type, search, page, generation]);
  const withdraw = async () => {
    const item = withdrawing;
    if (!item) return;
    setBusy(true);
    try {
      await api('/api/opportunity/withdraw', { method: 'POST', body: { applicationId: item.applicationId ?? item.id } });
      showToast(t('application.withdraw.done'), 'success');
      setGeneration((g) => g + 1);
    } catch (error) {
      showToast(errorText(error, t('application.withdraw.error')), 'danger');
    } finally {
      setBusy(false);
      setWithdrawing(null);
    }
  };
  const rows = items ?? [];
  // Sri Lanka's date: an approved application with a day today offers its check-in code (issue 28).
  const today = sriLankanToday(new Date());
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
            onChange={(e) => setType(e.currentTarget.value as Filter)}
            options={filters.map((f) => ({ value: f, label: t(filterLabel[f]) }))}
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
                  <p data-testid="application-stage" data-stage={stageText(item)}>
                    {t(stageText(item), { days: dates.map(format.day).join(', ') })}
                  </p>
                  {dates.length && stageText(item) !== 'application.my.stage.approved' ? (
                    <p className="muted">{t('application.my.days', { days: dates.map(format.day).join(', ') })}</p>
                  ) : null}
                  {item.waitlist && item.status !== 'WITHDRAWN' ? (
                    <WaitlistStatus applicationId={item.applicationId ?? item.id ?? ''} waitlist={item.waitlist} onAnswered={() => setGeneration((g) => g + 1)} />
                  ) : null}
                  {item.withdrawable ? (
                    <div className="button-row">
                      <Button size="small" intent="danger" variant="outlined" icon="undo" text={t('application.withdraw.button')} onClick={() => setWithdrawing(item)} data-testid="my-withdraw" />
                    </div>
                  ) : null}
                  {item.status === 'APPROVED' && dates.includes(today) ? (
                    <div className="button-row">
                      <Link to={`/checkin/${encodeURIComponent(item.applicationId ?? item.id ?? '')}`} state={{ title: o.title }} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} data-testid="my-checkin">
                        {t('attendance.code.link')}
                      </Link>
                    </div>
                  ) : null}
                  {item.status === 'APPROVED' ? (
                    <div className="button-row">
                      <AddToCalendarButton applicationId={item.applicationId ?? item.id ?? ''} title={o.title} />
                    </div>
                  ) : null}
                  {item.status === 'APPROVED' && session ? (
                    <div className="button-row">
                      <Link to={`/volunteerAgreement/${o.id}/${session.id}/${o.vioId}`} data-testid="my-agreement">
                        {t('application.agreement.link')}
                      </Link>
                      <Link to={`/vioFeedback/${o.id}/${session.id}/${o.vioId}`} data-testid="my-feedback">
                        {t('application.feedback.vioLink')}
                      </Link>
                      {/* Issue 29: a completed engagement's certificate, once the organisation confirmed its hours. */}
                      {o.status === 'COMPLETED' ? (
                        <Link to="/certificates" data-testid="my-certificates">
                          {t('certificate.menu')}
                        </Link>
                      ) : null}
                    </div>
                  ) : null}
                </Card>
              </div>
            );
          })}
        </div>
      )}
      <Pager page={current} pages={pages} onPage={setPage} />
      <CalendarCard />
      <Alert
        isOpen={withdrawing !== null}
        intent="danger"
        icon="undo"
        loading={busy}
        confirmButtonText={t('application.withdraw.confirm')}
        cancelButtonText={t('application.withdraw.cancel')}
        onConfirm={withdraw}
        onCancel={() => setWithdrawing(null)}
      >
        <H5>{t('application.withdraw.confirmTitle')}</H5>
        <p>{t('application.withdraw.confirmBody', { title: withdrawing?.opportunity.title ?? '' })}</p>
      </Alert>
    </div>
  );
};
