import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema } from '@nvp/events/browser';
import { api, errorText } from '../api';
import { TextField, useSchemaForm, useSubmission } from '../components/form';
import { useT } from '../i18n';
import { useSession } from '../session/SessionContext';
import { homeOf } from '../session/token';
import { showToast } from '../toaster';
import { translateAccountMessage } from './account/reasons';

export const Login = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const { signIn, notice, clearNotice } = useSession();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      clearNotice();
      const { token } = await api<{ token: string; position?: string }>('/api/authenticate/login', { method: 'POST', body: data });
      const session = signIn(token);
      if (!session) throw new Error('unreadable token');
      navigate(homeOf(session.type), { replace: true });
    },
    // A suspended or terminated account is told why (in the interface language), else the server's text or 'Error'.
    (error) => translateAccountMessage(errorText(error, t('error.login')), t),
    { keepBusy: true, onFailure: (message) => showToast(message, 'danger', 'login-failed') },
  );

  return (
    <div className="page auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{t('login.title')}</H2>
        <p className="muted">{t('login.subtitle')}</p>
        {notice ? (
          <Callout intent="warning" icon="warning-sign" className="form-callout" data-testid="session-notice">
            {translateAccountMessage(notice, t)}
          </Callout>
        ) : null}
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="login-error">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField
            type="email"
            autoComplete="username"
            leftIcon="envelope"
            label={t('login.email')}
            {...form.bind('email', v)}
          />
          <TextField
            type="password"
            autoComplete="current-password"
            leftIcon="lock"
            label={t('login.password')}
            {...form.bind('password', v)}
          />
          <div className="form-row-end">
            <Link to="/forgetPassword">{t('login.forgot')}</Link>
          </div>
          <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('login.submit')} />
        </form>
        <div className="auth-alt">
          <span className="muted">{t('login.noAccount')}</span>
          <Button variant="outlined" icon="new-person" text={t('login.register')} onClick={() => navigate('/register')} />
        </div>
      </Card>
    </div>
  );
};
