import { useState } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { HistoryLink } from '../../components/HistoryLink';
import { api, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import type { Opportunity } from '../../components/opportunity/types';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';
import { OpportunityFacts, OpportunityHeader } from './OpportunityFacts';

/**
 * /admin/viewOpportunity/:id: an admin with APPROVE_OPPORTUNITIES approves or rejects an opportunity that is
 * neither APPROVED nor REJECTED (spec §4); the page reloads after.
 */
export const AdminOpportunityView = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { load, reload } = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  const [busy, setBusy] = useState(false);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  const reviewable = o.status !== 'APPROVED' && o.status !== 'REJECTED' && o.status !== 'COMPLETED';
  const review = async (approve: boolean) => {
    setBusy(true);
    try {
      await api('/api/admin/opportunity/review', { method: 'POST', body: { id: o.id, approve } });
      showToast(t(approve ? 'opportunity.review.approved' : 'opportunity.review.rejected'), approve ? 'success' : 'warning');
      reload();
    } catch (error) {
      showToast(errorText(error, t(approve ? 'opportunity.review.approveFailed' : 'opportunity.review.rejectFailed')), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <OpportunityHeader
          o={o}
          actions={
            reviewable ? (
              <>
                <Button intent="success" icon="tick" text={t('opportunity.review.approve')} loading={busy} onClick={() => review(true)} data-testid="opportunity-approve" />
                <Button intent="danger" icon="cross" text={t('opportunity.review.reject')} loading={busy} onClick={() => review(false)} data-testid="opportunity-reject" />
                <HistoryLink kind="opportunity" id={o.id} />
              </>
            ) : o.status === 'APPROVED' ? (
              <>
                <Button icon="people" text={t('opportunity.review.applicants')} onClick={() => navigate(`/admin/volunteerOpportunity/${o.id}`)} />
                <HistoryLink kind="opportunity" id={o.id} />
              </>
            ) : (
              <HistoryLink kind="opportunity" id={o.id} />
            )
          }
        />
        {o.status === 'CREATED' ? (
          <Callout intent="warning" icon="time" className="banner">
            {t('opportunity.review.awaiting')}
          </Callout>
        ) : null}
        <OpportunityFacts o={o} />
      </Card>
    </div>
  );
};
