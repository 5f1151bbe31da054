import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { forgotPasswordRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, useSchemaForm } from '../../components/form';
import { useT } from '../../i18n';
import { translateAccountMessage } from './reasons';

/**
 * /forgetPassword: ask for a reset link. The answer is the same whether or not the e-mail has an account,
 * so the page only says a link is on its way if there is one. Any failure shows the FAILED alert (spec §8).
 */
export const ForgetPassword = () => {
  const { t, v } = useT();
  const form = useSchemaForm(forgotPasswordRequest, { email: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; email: string } | { ok: false; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    setResult(null);
    try {
      await api('/api/user/forgetPassword', { method: 'POST', body: data });
      setResult({ ok: true, email: data.email });
    } catch (error) {
      setResult({ ok: false, message: translateAccountMessage(errorText(error, t('error.generic')), t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{t('account.forgot.title')}</H2>
        <p className="muted">{t('account.forgot.text')}</p>
        {result ? (
          <Callout
            intent={result.ok ? 'success' : 'danger'}
            title={t(result.ok ? 'account.forgot.SUCCESS' : 'account.forgot.FAILED')}
            className="form-callout"
            data-testid="forgot-result"
            data-status={result.ok ? 'SUCCESS' : 'FAILED'}
            role="alert"
          >
            {result.ok ? t('account.forgot.sent', { email: result.email }) : result.message}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField {...form.bind('email', v)} label={t('account.forgot.email')} type="email" autoComplete="email" leftIcon="envelope" />
          <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('account.forgot.submit')} />
        </form>
        <div className="auth-alt">
          <Link to="/login">{t('account.forgot.backToLogin')}</Link>
        </div>
      </Card>
    </div>
  );
};
