import { useState } from 'react';
import { Button, Card, FormGroup, H2, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { api, ApiError, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import type { Opportunity, SharedRequest } from '../../components/opportunity/types';
import { Pager } from '../../components/Pager';
import { useDebounced } from '../../components/useDebounced';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';
import '../../components/opportunity/opportunity.css';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll, useGetPage } from '../../paging';
import { useFilteredPage } from '../../filtered-page';

/** GET /api/sharedOpportunity/candidates/{id}: approved VIOs other than the owner, with any request already sent. */
interface VioRow {
  id: string;
  name: string;
  email: string;
  requestStatus: 'REQUESTED' | 'ACCEPTED' | 'REJECTED' | null;
}

/** Spec §8: a network failure (no answer) reads 'Connection error'. */
const failureText = (error: unknown, fallback: string, connection: string) => (error instanceof ApiError && error.status === 408 ? connection : errorText(error, fallback));

/**
 * /share-opportunity/:opportunityId: the owning VIO picks another approved VIO (never itself), filtered by
 * name (case-insensitive) or e-mail on the server, 10 a page, and sends a request; a sent request disables that VIO's button.
 */
export const ShareOpportunity = () => {
  const { t } = useT();
  const { opportunityId = '' } = useParams();
  const { session } = useSession();
  const opportunity = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(opportunityId)}`, t('error.generic'));
  const [filter, setFilter] = useState('');
  const [sent, setSent] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  // Issue 24: every approved VIO (10,000 at national size) is a candidate; the server searches and pages them.
  const search = useDebounced(filter.trim());
  const [page, setPage] = useFilteredPage(search);
  const candidates = useGetPage<VioRow>(`/api/sharedOpportunity/candidates/${encodeURIComponent(opportunityId)}?${new URLSearchParams({ searchValue: search })}`, page, 10, t('error.generic'));
  const rows = candidates.load.state === 'ok' ? candidates.load.data.rows : [];
  const pages = candidates.load.state === 'ok' ? candidates.load.data.pages : 1;

  if (opportunity.load.state === 'loading') return <PageSpinner />;
  if (opportunity.load.state === 'error') return <PageError message={opportunity.load.message} />;
  const o = opportunity.load.data;

  const request = async (vio: VioRow) => {
    setBusy(vio.id);
    try {
      await api('/api/sharedOpportunity/request', { method: 'POST', body: { opportunityId: o.id, primaryVio: session?.id, secondaryVio: vio.id } });
      setSent((s) => new Set(s).add(vio.id));
      showToast(t('opportunity.share.sent'), 'success');
    } catch (error) {
      showToast(failureText(error, t('error.generic'), t('opportunity.share.connection')), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <H2>{t('opportunity.share.title', { title: o.title })}</H2>
        <FormGroup label={t('opportunity.share.filter')} labelFor="share-filter">
          <InputGroup id="share-filter" name="filter" type="search" leftIcon="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </FormGroup>
        {candidates.load.state === 'loading' ? (
          <Spinner aria-label={t('common.loading')} />
        ) : candidates.load.state === 'error' ? (
          <PageError message={candidates.load.message} />
        ) : rows.length === 0 ? (
          <NonIdealState icon="inbox" title={t('opportunity.noResults')} />
        ) : (
          <ScrollTable label={t('opportunity.share.title', { title: o.title })} className="data-table" striped>
            <thead>
              <tr>
                <th scope="col">{t('opportunity.share.vioName')}</th>
                <th scope="col">{t('opportunity.share.vioEmail')}</th>
                <th scope="col">{t('application.applicant.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((vio) => (
                <tr key={vio.id} data-testid="share-vio" data-vio-id={vio.id}>
                  <td>{vio.name}</td>
                  <td>{vio.email}</td>
                  <td>
                    <Button size="small" intent="primary" icon="share" text={t('opportunity.share.request')} disabled={sent.has(vio.id) || vio.requestStatus === 'REQUESTED' || vio.requestStatus === 'ACCEPTED' || o.isShared} loading={busy === vio.id} onClick={() => request(vio)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} />
      </Card>
    </div>
  );
};

/**
 * /accept-shared-opportunities: requests other VIOs sent to this one; Accept or Reject, both disabled once
 * either was pressed (or the request was already answered).
 */
export const AcceptSharedOpportunities = () => {
  const { t } = useT();
  const { session } = useSession();
  const { load } = useGetAll<SharedRequest[]>(`/api/sharedOpportunity/getRequests?${new URLSearchParams({ vioId: session?.id ?? '' })}`, t('error.generic'));
  const [answered, setAnswered] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const requests = load.data;

  const answer = async (r: SharedRequest, accepted: boolean) => {
    setBusy(r.id);
    try {
      await api('/api/sharedOpportunity/Accept', { method: 'POST', body: { opportunityId: r.Opportunity.id, vioId: session?.id, Accepted: accepted } });
      setAnswered((a) => ({ ...a, [r.id]: accepted }));
      showToast(t(accepted ? 'opportunity.share.accepted' : 'opportunity.share.rejected'), 'success');
    } catch (error) {
      showToast(failureText(error, t(accepted ? 'opportunity.share.acceptFailed' : 'opportunity.share.rejectFailed'), t('opportunity.share.connection')), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <H2>{t('opportunity.share.inbox')}</H2>
        {requests.length === 0 ? (
          <NonIdealState icon="inbox" title={t('opportunity.noResults')} />
        ) : (
          <ScrollTable label={t('opportunity.share.inbox')} className="data-table" striped>
            <thead>
              <tr>
                <th scope="col">{t('opportunity.field.title')}</th>
                <th scope="col">{t('opportunity.field.vio')}</th>
                <th scope="col">{t('application.applicant.status')}</th>
                <th scope="col">{t('application.applicant.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => {
                const done = r.id in answered || (r.status !== undefined && r.status !== 'REQUESTED' && r.status !== 'PENDING') || (r.Accepted !== undefined && r.Accepted !== null);
                const state = r.id in answered ? (answered[r.id] ? 'ACCEPTED' : 'REJECTED') : (r.status ?? (r.Accepted === true ? 'ACCEPTED' : r.Accepted === false ? 'REJECTED' : 'REQUESTED'));
                return (
                  <tr key={r.id} data-testid="share-request" data-opportunity-id={r.Opportunity.id} data-status={state}>
                    <td>{r.Opportunity.title}</td>
                    <td>{r.Opportunity.Vio?.name ?? '—'}</td>
                    <td>{t(`opportunity.share.state.${state === 'ACCEPTED' || state === 'REJECTED' ? state : 'REQUESTED'}`)}</td>
                    <td className="button-row">
                      <Button size="small" intent="success" text={t('opportunity.share.accept')} disabled={done} loading={busy === r.id} onClick={() => answer(r, true)} data-testid="share-accept" />
                      <Button size="small" intent="danger" text={t('opportunity.share.reject')} disabled={done || busy === r.id} onClick={() => answer(r, false)} data-testid="share-reject" />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        )}
      </Card>
    </div>
  );
};
