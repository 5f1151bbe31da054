import { useEffect, useRef, useState } from 'react';
import { Button, Callout, Card, DialogBody, DialogFooter, H5, InputGroup, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { Alert, Dialog } from './Dialog';
import { FormGroup } from './form';
import { bit, colomboDate, hasBit, suspensionDayProblem, toSpecDate } from '@nvp/events/browser';
import { api } from '../api';
import { useGet } from '../hooks';
import { useT, type MessageId } from '../i18n';
import { useFormat } from '../i18n/format';
import { useSession } from '../session/SessionContext';

export type Standing = 'FUNCTIONING' | 'SUSPENDED' | 'TERMINATED';

/** GET /api/admin/user/standing/:id */
export interface StandingView {
  id: string;
  kind: string;
  standing: Standing;
  suspendedUntil: string | null;
}

export interface SuspensionPanelProps {
  subjectId: string;
  kind: 'volunteer' | 'vio';
  /** Called once the termination alert has been shown (go back to the list). */
  onTerminated: () => void;
}

/** Spec §9: admin action alerts stay 6 s on the volunteer view and 1 s on the VIO view. */
export const ALERT_MS: Record<SuspensionPanelProps['kind'], number> = { volunteer: 6000, vio: 1000 };

const standingIntent: Record<Standing, Intent> = { FUNCTIONING: 'success', SUSPENDED: 'warning', TERMINATED: 'danger' };

/**
 * Suspend (until a day, inclusive, Sri Lankan time), unsuspend or terminate a volunteer or VIO account, on
 * the admin's profile views. Rendered for any admin; the server checks the same rule.
 */
export const SuspensionPanel = ({ subjectId, kind, onTerminated }: SuspensionPanelProps) => {
  const { t, v } = useT();
  const format = useFormat();
  const { session } = useSession();
  const isAdmin = !!session && hasBit(session.access, bit.ADMIN);
  const { load, reload } = useGet<StandingView>(`/api/admin/user/standing/${encodeURIComponent(subjectId)}`, t('account.suspension.failed'));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [day, setDay] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ intent: Intent; text: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const afterAlert = useRef<(() => void) | undefined>(undefined);

  // Leaving early (the page hid the panel of a terminated account): still go where the termination leads.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      afterAlert.current?.();
    },
    [],
  );

  if (!isAdmin) return null;

  const today = colomboDate();
  const dayProblem = suspensionDayProblem(day || undefined, today);

  const show = (intent: Intent, id: MessageId, then?: () => void) => {
    window.clearTimeout(timer.current);
    setAlert({ intent, text: t(id) });
    afterAlert.current = then;
    timer.current = window.setTimeout(() => {
      const next = afterAlert.current;
      afterAlert.current = undefined;
      setAlert(null);
      next?.();
    }, ALERT_MS[kind]);
  };

  const run = async (request: () => Promise<unknown>, success: MessageId, failure: MessageId, then?: () => void) => {
    setBusy(true);
    try {
      await request();
      show('success', success, then);
      reload();
    } catch {
      show('danger', failure);
    } finally {
      setBusy(false);
    }
  };

  const suspend = () => {
    if (dayProblem) return;
    setDialogOpen(false);
    void run(
      () => api('/api/admin/user/suspend', { method: 'PUT', body: { id: subjectId, date: toSpecDate(day), suspend: true } }),
      'account.suspension.suspended',
      'account.suspension.failed',
    );
  };
  const unsuspend = () =>
    void run(() => api('/api/admin/user/suspend', { method: 'PUT', body: { id: subjectId, suspend: false } }), 'account.suspension.unsuspended', 'account.suspension.failed');
  const terminate = () => {
    setConfirmOpen(false);
    void run(
      () => api(`/api/admin/user/terminate/${encodeURIComponent(subjectId)}`, { method: 'DELETE' }),
      kind === 'vio' ? 'account.suspension.terminatedVio' : 'account.suspension.terminatedVolunteer',
      kind === 'vio' ? 'account.suspension.terminateFailedVio' : 'account.suspension.failed',
      onTerminated,
    );
  };

  const view = load.state === 'ok' ? load.data : undefined;
  const standing = view?.standing;
  const terminated = standing === 'TERMINATED';

  return (
    <Card elevation={1} className="suspension-panel" data-testid="suspension-panel">
      <div className="page-header">
        <H5>{t('account.suspension.title')}</H5>
        {load.state === 'loading' ? <Spinner size={16} /> : null}
        {standing ? (
          <Tag large intent={standingIntent[standing]} data-testid="standing" data-standing={standing}>
            {t(`account.suspension.${standing}`)}
          </Tag>
        ) : null}
      </div>
      {standing === 'SUSPENDED' && view?.suspendedUntil ? (
        <p className="muted" data-testid="suspended-until">
          {t('account.suspension.until', { date: format.day(view.suspendedUntil) })}
        </p>
      ) : null}
      {load.state === 'error' ? (
        <Callout intent="danger" className="form-callout">
          {load.message}
        </Callout>
      ) : null}
      {alert ? (
        <Callout intent={alert.intent} className="form-callout" data-testid="suspension-alert" role="alert">
          {alert.text}
        </Callout>
      ) : null}
      <div className="button-row">
        <Button
          icon="pause"
          intent="warning"
          text={t('account.suspension.suspend')}
          data-testid="suspend-button"
          disabled={busy || !view || terminated}
          onClick={() => {
            setDay('');
            setDialogOpen(true);
          }}
        />
        <Button
          icon="play"
          intent="success"
          text={t('account.suspension.unsuspend')}
          data-testid="unsuspend-button"
          disabled={busy || standing !== 'SUSPENDED'}
          onClick={unsuspend}
        />
        <Button
          icon="trash"
          intent="danger"
          text={t('account.suspension.terminate')}
          data-testid="terminate-button"
          disabled={busy || !view || terminated}
          onClick={() => setConfirmOpen(true)}
        />
      </div>

      <Dialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} title={t('account.suspension.dialogTitle')} icon="pause">
        <DialogBody>
          <FormGroup
            label={t('account.suspension.dayLabel')}
            labelFor="field-suspensionDay"
            intent={day && dayProblem ? 'danger' : 'none'}
            helperText={<span data-testid="select-day-prompt">{dayProblem ? v(dayProblem) : format.day(day)}</span>}
          >
            <InputGroup id="field-suspensionDay" name="suspensionDay" type="date" min={today} value={day} onChange={(event) => setDay(event.target.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.cancel')} onClick={() => setDialogOpen(false)} />
              <Button intent="primary" text={t('account.ok')} data-testid="suspension-ok" disabled={!!dayProblem} onClick={suspend} />
            </>
          }
        />
      </Dialog>

      <Alert
        isOpen={confirmOpen}
        intent="danger"
        icon="trash"
        confirmButtonText={t('account.suspension.terminate')}
        cancelButtonText={t('account.cancel')}
        onConfirm={terminate}
        onCancel={() => setConfirmOpen(false)}
      >
        <H5>{t('account.suspension.confirmTitle')}</H5>
        <p>{t('account.suspension.confirmBody')}</p>
      </Alert>
    </Card>
  );
};
