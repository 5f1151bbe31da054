import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Card, DialogBody, DialogFooter, H2, H4, type Intent } from '@blueprintjs/core';
import { Dialog } from '../../components/Dialog';
import { bit, changePasswordForm, hasBit, terminateAccountRequest } from '@nvp/events/browser';
import { api, ApiError } from '../../api';
import { TextField, useSchemaForm } from '../../components/form';
import { useT, type MessageId } from '../../i18n';
import { useSession } from '../../session/SessionContext';

/** Spec §4/§9: after a password change or a termination the user is signed out 1 s later. */
const LOGOUT_DELAY_MS = 1000;

/** Spec §8: a client error means the password was wrong; anything else (server error, no answer = 408) is 'Something wrong'. */
const outcomeOf = (error: unknown, wrongPassword: MessageId): MessageId => {
  const status = error instanceof ApiError ? error.status : 500;
  return status >= 400 && status < 500 && status !== 408 ? wrongPassword : 'account.settings.wrong';
};

type Result = { intent: Intent; id: MessageId } | null;

/** /settings (every signed-in user): reset the password; volunteers, VIOs and emergency users may also close their account. */
export const Settings = () => {
  const { t } = useT();
  const { session } = useSession();
  const isAdmin = !!session && hasBit(session.access, bit.ADMIN);
  return (
    <div className="page page-narrow">
      <H2>{t('account.settings.title')}</H2>
      <ChangePassword />
      {isAdmin ? (
        <Callout intent="primary" className="form-callout">
          {t('account.settings.adminNote')}
        </Callout>
      ) : (
        <CloseAccount />
      )}
    </div>
  );
};

/** Signs out after the delay; the timer is dropped if the page goes away first. */
const useDelayedSignOut = () => {
  const { signOut } = useSession();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string) => {
    timer.current = window.setTimeout(() => signOut({ to }), LOGOUT_DELAY_MS);
  };
};

const ChangePassword = () => {
  const { t, v } = useT();
  const { session } = useSession();
  const signOutLater = useDelayedSignOut();
  const form = useSchemaForm(changePasswordForm, { currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data || !session) return;
    setBusy(true);
    setResult(null);
    try {
      await api('/api/user/changePassword', {
        method: 'POST',
        body: { id: session.id, oldPassword: data.currentPassword, newPassword1: data.newPassword, newPassword2: data.newPasswordConfirm },
      });
      setResult({ intent: 'success', id: 'account.settings.changed' });
      signOutLater('/login');
    } catch (error) {
      setResult({ intent: 'danger', id: outcomeOf(error, 'account.settings.incorrect') });
      setBusy(false);
    }
  };

  return (
    <Card elevation={1} className="settings-section">
      <H4>{t('account.settings.resetTitle')}</H4>
      {result ? (
        <Callout intent={result.intent} className="form-callout" data-testid="change-password-result" role="alert">
          {t(result.id)}
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField {...form.bind('currentPassword', v)} label={t('account.settings.currentPassword')} type="password" autoComplete="current-password" leftIcon="lock" />
        <TextField {...form.bind('newPassword', v)} label={t('account.settings.newPassword')} type="password" autoComplete="new-password" leftIcon="key" />
        <TextField {...form.bind('newPasswordConfirm', v)} label={t('account.settings.confirmPassword')} type="password" autoComplete="new-password" leftIcon="key" />
        <Button type="submit" intent="primary" loading={busy} disabled={result?.intent === 'success'} text={t('account.settings.change')} data-testid="change-password-submit" />
      </form>
    </Card>
  );
};

const CloseAccount = () => {
  const { t, v } = useT();
  const signOutLater = useDelayedSignOut();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(terminateAccountRequest, { password: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setResult(null);
    try {
      await api('/api/user/terminate/', { method: 'POST', body: data });
      setResult({ intent: 'success', id: 'account.settings.removed' });
      signOutLater('/');
    } catch (error) {
      setResult({ intent: 'danger', id: outcomeOf(error, 'account.settings.incorrectPassword') });
      setBusy(false);
    }
  };

  return (
    <Card elevation={1} className="settings-section" style={{ marginTop: 16 }}>
      <H4>{t('account.settings.terminateTitle')}</H4>
      <p className="muted">{t('account.settings.terminateText')}</p>
      <Button intent="danger" icon="trash" text={t('account.settings.terminateButton')} onClick={() => setOpen(true)} data-testid="terminate-account" />
      <Dialog isOpen={open} onClose={() => !busy && setOpen(false)} title={t('account.settings.terminateDialog')} icon="warning-sign">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <p>{t('account.settings.terminatePrompt')}</p>
            {result ? (
              <Callout intent={result.intent} className="form-callout" data-testid="terminate-result" role="alert">
                {t(result.id)}
              </Callout>
            ) : null}
            <TextField {...form.bind('password', v)} label={t('account.settings.password')} type="password" autoComplete="current-password" leftIcon="lock" />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('account.cancel')} onClick={() => setOpen(false)} disabled={busy} />
                <Button type="submit" intent="danger" loading={busy} disabled={result?.intent === 'success'} text={t('account.settings.confirmDelete')} data-testid="terminate-confirm" />
              </>
            }
          />
        </form>
      </Dialog>
    </Card>
  );
};
