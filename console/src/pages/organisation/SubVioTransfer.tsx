import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, DialogBody, DialogFooter, H2 } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { subVioTransferForm } from '@nvp/events/browser';
import { api, ApiError } from '../../api';
import { Dialog } from '../../components/Dialog';
import { firstIssues, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';

/** GET /api/admin/vio/{id} (the fields this page needs). */
interface SubVio {
  id: string;
  name: string;
  registrationNo: string | null;
  parentVio: { id: string; name: string } | string | null;
}
/** GET /api/admin/sub-vio/parents. */
interface NewParent {
  id: string;
  email: string | null;
  name: string;
  registrationNo: string;
}

/**
 * /admin/subVioTransfer/:subVioId (spec §2): enter the new principal's registration number ('Required'), the
 * principal is looked up and shown in a confirmation dialog; on agreeing the sub-VIO is transferred and the
 * admin goes to /admin/VIOlist ('successfully Transfered'). A failed look-up says 'Request Failed, Try Again!'
 * (or that no eligible VIO has the number); a failed transfer says 'Transfer Failed!' and stays, so it can be retried.
 */
export const SubVioTransfer = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const { subVioId = '' } = useParams();
  const { load } = useGet<SubVio>(`/api/admin/vio/${encodeURIComponent(subVioId)}`, t('error.generic'));
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [parent, setParent] = useState<NewParent | null>(null);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const sub = load.data;
  const parentVioId = typeof sub.parentVio === 'string' ? sub.parentVio : sub.parentVio?.id ?? '';
  const parentName = typeof sub.parentVio === 'object' && sub.parentVio ? sub.parentVio.name : null;

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = subVioTransferForm.safeParse({ newRegistrationNumber: number });
    setError(parsed.success ? undefined : firstIssues(parsed.error.issues).newRegistrationNumber);
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const query = new URLSearchParams({ parentVioId, newRegistrationNumber: parsed.data.newRegistrationNumber });
      setParent(await api<NewParent>(`/api/admin/sub-vio/parents?${query}`));
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.status === 404 ? t('org.transfer.notFound') : t('org.transfer.requestFailed'));
    } finally {
      setBusy(false);
    }
  };
  const transfer = async () => {
    if (!parent) return;
    setBusy(true);
    try {
      await api('/api/admin/sub-vio/transfer', { method: 'POST', body: { parentVioId, subVioId, newRegistrationNumber: parent.registrationNo } });
      void navigate('/admin/VIOlist', { state: { notice: t('org.transfer.done') } });
    } catch {
      setParent(null);
      setFailure(t('org.transfer.failed'));
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <H2>{t('org.transfer.title')}</H2>
      <Card elevation={1}>
        <p data-testid="transfer-subvio">
          {t('org.transfer.subject', { name: sub.name, registrationNo: sub.registrationNo ?? '—' })}
        </p>
        {parentName ? <p className="muted">{t('org.transfer.current', { name: parentName })}</p> : null}
        {!parentVioId ? (
          <Callout intent="warning">{t('org.transfer.noParent')}</Callout>
        ) : (
          <form onSubmit={lookUp} noValidate>
            {failure ? (
              <Callout intent="danger" role="alert" className="form-callout" data-testid="transfer-failure">
                {failure}
              </Callout>
            ) : null}
            <TextField name="newRegistrationNumber" label={t('org.transfer.number')} value={number} error={error && v(error)} onChange={(e) => setNumber(e.target.value)} />
            <Button type="submit" intent="primary" icon="search" text={t('org.transfer.find')} loading={busy && !parent} data-testid="transfer-find" />
          </form>
        )}
      </Card>
      <Dialog isOpen={!!parent} title={t('org.transfer.confirmTitle')} onClose={() => setParent(null)}>
        <DialogBody>
          <p>{t('org.transfer.confirmText', { name: sub.name })}</p>
          <dl className="org-detail" data-testid="transfer-parent">
            <dt>{t('org.name')}</dt>
            <dd>{parent?.name}</dd>
            <dt>{t('org.transfer.number')}</dt>
            <dd>{parent?.registrationNo}</dd>
            <dt>{t('org.email')}</dt>
            <dd>{parent?.email ?? '—'}</dd>
          </dl>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('org.cancel')} onClick={() => setParent(null)} />
              <Button intent="primary" icon="swap-horizontal" text={t('org.transfer.confirm')} loading={busy} data-testid="transfer-confirm" onClick={transfer} />
            </>
          }
        />
      </Dialog>
    </div>
  );
};
