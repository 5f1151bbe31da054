import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema } from '@nvp/events/browser';
import { api, errorText } from '../api';
import { TextField, useSchemaForm, useSubmission } from '../components/form';
import { UntilHydrated } from '../components/UntilHydrated';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useSession } from '../session/SessionContext';
import { homeOf } from '../session/token';
import { showToast } from '../toaster';
import { translateAccountMessage } from './account/reasons';
import { usePageHead } from '../head/usePageHead';
import { forgetNext, registerPath, safeNext } from './returnTo';

export const Login = () => {
  const { t, v } = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { signIn, notice, clearNotice } = useSession();
  // Where the visitor came from (e.g. a public opportunity's Apply): only a path of this site (returnTo.ts).
  const next = safeNext(useSearchParams()[0].get('next'));
  usePageHead(t('login.title'), { id: 'login' });
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      clearNotice();
      const { token } = await api<{ token: string; position?: string }>('/api/authenticate/login', { method: 'POST', body: data });
      const session = signIn(token);
      if (!session) throw new Error('unreadable token');
      forgetNext();
      void navigate(next ?? homeOf(session), { replace: true });
    },
    // A suspended or terminated account is told why (in the interface language), else the server's text or 'Error'.
    (error) => translateAccountMessage(errorText(error, t('error.login')), t, format.day),
    { keepBusy: true, onFailure: (message) => showToast(message, 'danger', 'login-failed') },
  );

  return (
    <div className="page auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{t('login.title')}</H2>
        <p className="muted">{t('login.subtitle')}</p>
        {next ? (
          <Callout intent="primary" icon="arrow-left" className="form-callout" data-testid="login-returning">
            {t('findable.login.returning')}
          </Callout>
        ) : null}
        {notice ? (
          <Callout intent="warning" icon="warning-sign" className="form-callout" data-testid="session-notice">
            {translateAccountMessage(notice, t, format.day)}
          </Callout>
        ) : null}
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="login-error">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <UntilHydrated>
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
          </UntilHydrated>
        </form>
        <div className="auth-alt">
          <span className="muted">{t('login.noAccount')}</span>
          <Button variant="outlined" icon="new-person" text={t('login.register')} onClick={() => navigate(next ? registerPath(next) : '/register')} />
        </div>
      </Card>
    </div>
  );
};
