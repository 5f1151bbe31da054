import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { resetPasswordForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, useSchemaForm } from '../../components/form';
import { useT } from '../../i18n';
import { translateAccountMessage } from './reasons';

/** /forgetPassword/:token: choose a new password with the mailed link; SUCCESS or FAILED (with the reason). */
export const ResetPassword = () => {
  const { t, v } = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordForm, { password1: '', password2: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (result?.ok) return;
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setResult(null);
    try {
      await api('/api/user/forgetPassword', { method: 'PUT', body: { token, password1: data.password1, password2: data.password2 } });
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, message: translateAccountMessage(errorText(error, t('error.generic')), t) });
    } finally {
      setBusy(false);
    }
  };

  const done = result?.ok === true;
  return (
    <div className="page auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{t('account.reset.title')}</H2>
        {result ? (
          <Callout
            intent={result.ok ? 'success' : 'danger'}
            title={t(result.ok ? 'account.forgot.SUCCESS' : 'account.forgot.FAILED')}
            className="form-callout"
            data-testid="reset-result"
            data-status={result.ok ? 'SUCCESS' : 'FAILED'}
            role="alert"
          >
            {result.ok ? t('account.reset.success') : result.message}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField {...form.bind('password1', v)} label={t('account.reset.password1')} type="password" autoComplete="new-password" leftIcon="key" disabled={done} />
          <TextField {...form.bind('password2', v)} label={t('account.reset.password2')} type="password" autoComplete="new-password" leftIcon="key" disabled={done} />
          {done ? (
            <Button intent="primary" fill size="large" icon="log-in" text={t('account.reset.login')} onClick={() => navigate('/login')} />
          ) : (
            <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('account.reset.submit')} />
          )}
        </form>
        {result && !result.ok ? (
          <div className="auth-alt">
            <Link to="/forgetPassword">{t('account.reset.requestAgain')}</Link>
          </div>
        ) : null}
      </Card>
    </div>
  );
};
