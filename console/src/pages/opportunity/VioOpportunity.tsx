import { useState } from 'react';
import { Alert, Button, Card, Classes } from '@blueprintjs/core';
import { Disclosure } from '../../components/Disclosure';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { sriLankanToday } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import type { Opportunity } from '../../components/opportunity/types';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';
import { Applicants } from '../../components/application/Applicants';
import { OpportunityWaitlist } from '../../components/application/Waitlist';
import { OpportunityFacts, OpportunityHeader } from './OpportunityFacts';

/**
 * /volunteerOpportunity/:id and /vio/volunteerOpportunity/:id: the VIO's own opportunity with Edit and Delete
 * (CREATED or APPROVED), Complete (APPROVED), Share (CREATED or APPROVED and not yet shared) — spec §4 — and its
 * applicant table. A VIO the opportunity was shared with reviews its applicants but may not change it.
 */
export const VioOpportunityPage = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load, reload } = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  const [confirm, setConfirm] = useState<'delete' | 'complete' | null>(null);
  const [busy, setBusy] = useState(false);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  const owner = o.vioId === session?.id;
  const editable = owner && (o.status === 'CREATED' || o.status === 'APPROVED');

  const run = async () => {
    const action = confirm;
    setBusy(true);
    try {
      if (action === 'delete') {
        await api(`/api/opportunity/delete/${encodeURIComponent(o.id)}`, { method: 'DELETE' });
        showToast(t('opportunity.deleted'), 'success');
        void navigate('/vioHome');
        return;
      }
      await api(`/api/opportunity/complete/${encodeURIComponent(o.id)}`, { method: 'PUT', body: {} });
      showToast(t('opportunity.completed'), 'success');
      setConfirm(null);
      reload();
    } catch (error) {
      showToast(errorText(error, t('opportunity.actionError')), 'danger');
      setConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <Card elevation={1}>
        <OpportunityHeader
          o={o}
          actions={
            owner ? (
              <>
                <Button icon="edit" text={t('opportunity.edit')} disabled={!editable} onClick={() => navigate(`/VO/${o.id}`)} data-testid="opportunity-edit" />
                <Button
                  icon="share"
                  text={t('opportunity.share')}
                  disabled={o.isShared || !editable}
                  onClick={() => navigate(`/share-opportunity/${o.id}`)}
                  data-testid="opportunity-share"
                />
                <Button
                  icon="tick-circle"
                  intent="primary"
                  text={t('opportunity.complete')}
                  disabled={o.status !== 'APPROVED'}
                  onClick={() => setConfirm('complete')}
                  data-testid="opportunity-complete"
                />
                <Button icon="trash" intent="danger" text={t('opportunity.delete')} disabled={!editable} onClick={() => setConfirm('delete')} data-testid="opportunity-delete" />
              </>
            ) : null
          }
        />
        <OpportunityFacts o={o} />
      </Card>
      <Card elevation={1} className="opportunity-section">
        {o.status === 'APPROVED' || o.status === 'COMPLETED' ? (
          // Today's attendance of the approved volunteers, with the code scanner (issue 28).
          <div className="button-row">
            <Link to={`/vio/attendance/${encodeURIComponent(o.id)}/${sriLankanToday(new Date())}`} className={Classes.BUTTON} data-testid="opportunity-attendance">
              {t('attendance.vio.link')}
            </Link>
          </div>
        ) : null}
        <Applicants opportunityId={o.id} reviewer="vio" completed={o.status === 'COMPLETED'} vioId={session?.id} />
        {o.status === 'APPROVED' ? <OpportunityWaitlist opportunityId={o.id} /> : null}
      </Card>
      <Alert
        isOpen={confirm !== null}
        intent={confirm === 'delete' ? 'danger' : 'primary'}
        icon={confirm === 'delete' ? 'trash' : 'tick-circle'}
        confirmButtonText={t(confirm === 'delete' ? 'opportunity.delete' : 'opportunity.complete')}
        cancelButtonText={t('opportunity.cancel')}
        loading={busy}
        onConfirm={run}
        onCancel={() => setConfirm(null)}
      >
        <p>{t(confirm === 'delete' ? 'opportunity.confirmDelete' : 'opportunity.confirmComplete')}</p>
      </Alert>
    </div>
  );
};

/** /admin/volunteerOpportunity/:id: an approved opportunity and its applicants for the admin's first review stage. */
export const AdminApplicantsPage = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const { load } = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  return (
    <div className="page">
      <Card elevation={1}>
        <OpportunityHeader o={o} />
        <Disclosure label={t('opportunity.showDetails')}>
          <OpportunityFacts o={o} />
        </Disclosure>
      </Card>
      <Card elevation={1} className="opportunity-section">
        <Applicants opportunityId={o.id} reviewer="admin" completed={o.status === 'COMPLETED'} />
      </Card>
    </div>
  );
};
