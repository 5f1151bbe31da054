import { useEffect, useState } from 'react';
import { Button, Callout, Card, Collapse, H2, H4, NonIdealState, Spinner, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { useT } from '../../i18n';
import { useDayOf, ProfileDetails, StatusTag, type VioView } from '../../components/vio/shared';
import '../vio/vio.css';
import { useGetAll } from '../../paging';

/** Spec §8: the approval alert hides after 3 s. */
const ALERT_MS = 3000;

const PendingVio = ({ vio, busy, onReview }: { vio: VioView; busy: boolean; onReview: (approve: boolean) => void }) => {
  const { t } = useT();
  const dayOf = useDayOf();
  const [open, setOpen] = useState(false);
  return (
    <Card elevation={1} className="vio-approval-card" data-testid="vio-pending" data-vio-id={vio.id}>
      <div className="vio-approval-head">
        <div>
          <H4>
            <Link to={`/admin/vio/${vio.id}`}>{vio.name}</Link>
          </H4>
          <div className="vio-tags">
            <span className="muted">{vio.registrationNo}</span>
            <span className="muted">{t(`vioType.${vio.type}`)}</span>
            <StatusTag status={vio.status} />
          </div>
          <div className="muted">
            {vio.email ?? '—'} · {t('vio.field.submittedAt')}: {dayOf(vio.profileSubmittedAt)}
          </div>
          {vio.parentVio ? (
            <div className="muted" data-testid="vio-pending-parent">
              {t('org.subvio.of', { name: vio.parentVio.name })}
            </div>
          ) : null}
        </div>
        <div className="button-row">
          <Button intent="success" icon="tick" text={t('vio.approval.approve')} disabled={busy} onClick={() => onReview(true)} data-testid="vio-approve" />
          <Button intent="danger" icon="cross" text={t('vio.approval.reject')} disabled={busy} onClick={() => onReview(false)} data-testid="vio-reject" />
        </div>
      </div>
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-up' : 'chevron-down'}
        text={t(open ? 'vio.approval.hideDetails' : 'vio.approval.showDetails')}
        onClick={() => setOpen(!open)}
        data-testid="vio-toggle-details"
      />
      <Collapse isOpen={open}>{vio.profile ? <ProfileDetails type={vio.type} profile={vio.profile} /> : null}</Collapse>
    </Card>
  );
};

/** /admin/VIOApproval: organisations with a completed profile; Approve or Reject removes one from the list. */
export const VioApproval = () => {
  const { t } = useT();
  const { load } = useGetAll<VioView[]>('/api/admin/vio/pending', t('error.generic'));
  const [decided, setDecided] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ intent: Intent; text: string } | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(() => setAlert(null), ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const review = async (vio: VioView, approve: boolean) => {
    setBusy(vio.id);
    try {
      await api('/api/admin/vio/verify', { method: 'POST', body: { id: vio.id, approve } });
      setDecided((previous) => new Set(previous).add(vio.id));
      setAlert({ intent: 'success', text: t(approve ? 'vio.approval.approved' : 'vio.approval.rejected') });
    } catch {
      setAlert({ intent: 'danger', text: t(approve ? 'vio.approval.approveFailed' : 'vio.approval.rejectFailed') });
    } finally {
      setBusy(null);
    }
  };

  const pending = load.state === 'ok' ? load.data.filter((vio) => !decided.has(vio.id)) : [];
  return (
    <div className="page page-medium">
      <div className="page-header">
        <div>
          <H2>{t('vio.approval.title')}</H2>
          <p className="muted">{t('vio.approval.intro')}</p>
        </div>
      </div>
      {alert ? (
        <Callout intent={alert.intent} className="vio-alert" data-testid="vio-approval-alert">
          {alert.text}
        </Callout>
      ) : null}
      {load.state === 'loading' ? (
        <NonIdealState icon={<Spinner />} title={t('common.loading')} />
      ) : load.state === 'error' ? (
        <NonIdealState icon="error" title={load.message} />
      ) : pending.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t('vio.approval.empty')} data-testid="vio-approval-empty" />
      ) : (
        pending.map((vio) => <PendingVio key={vio.id} vio={vio} busy={busy !== null} onReview={(approve) => review(vio, approve)} />)
      )}
    </div>
  );
};
