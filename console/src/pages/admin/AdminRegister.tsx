import { useEffect, useState } from 'react';
import { Button, Callout, Card, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { adminRegistrationForm } from '@nvp/events/browser';
import { api, ApiError } from '../../api';
import { TextField, useSchemaForm, useSubmission } from '../../components/form';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';

const INVALID = 'Invalid !!!';

/**
 * /admin/verify/:token: the invitee registers. The link is checked first (GET /api/admin/verify/:token gives
 * the e-mail, shown disabled); name and password twice, then 'Registerer succesfully!' and home.
 */
export const AdminRegister = () => {
  const { t } = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<{ state: 'checking' } | { state: 'ready'; email: string } | { state: 'invalid' }>({ state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    api<{ email: string }>(`/api/admin/verify/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then(({ email }) => setInvitation({ state: 'ready', email }))
      .catch(() => {
        if (!controller.signal.aborted) setInvitation({ state: 'invalid' });
      });
    return () => controller.abort();
  }, [token]);

  if (invitation.state === 'checking')
    return (
      <div className="page page-narrow">
        <NonIdealState icon={<Spinner />} title={t('account.adminRegister.checking')} />
      </div>
    );
  if (invitation.state === 'invalid')
    return (
      <div className="page page-narrow">
        <Card elevation={2} className="verify-card">
          <NonIdealState
            icon="error"
            title={<span data-testid="admin-register-invalid">{t('account.adminRegister.invalid')}</span>}
            action={<Button icon="home" text={t('menu.home')} onClick={() => navigate('/')} />}
          />
        </Card>
      </div>
    );
  return <RegistrationForm token={token} email={invitation.email} />;
};

const RegistrationForm = ({ token, email }: { token: string; email: string }) => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(adminRegistrationForm, { name: '', email, password: '', repeatPassword: '' });
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      await api('/api/admin/register', { method: 'POST', body: { token, name: data.name, password: data.password } });
      showToast(t('account.adminRegister.success'), 'success');
      void navigate('/');
    },
    (error) => {
      const invalid = error instanceof ApiError && error.serverMessage === INVALID;
      return invalid ? t('account.adminRegister.invalid') : t('account.adminRegister.error');
    },
    { keepBusy: true },
  );

  return (
    <div className="page auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{t('account.adminRegister.title')}</H2>
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="admin-register-error">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField {...form.bind('name', v)} label={t('account.adminRegister.name')} autoComplete="name" leftIcon="person" />
          <TextField {...form.bind('email', v)} label={t('account.adminRegister.email')} type="email" leftIcon="envelope" disabled />
          <TextField {...form.bind('password', v)} label={t('account.adminRegister.password')} type="password" autoComplete="new-password" leftIcon="lock" />
          <TextField {...form.bind('repeatPassword', v)} label={t('account.adminRegister.repeat')} type="password" autoComplete="new-password" leftIcon="lock" />
          <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('account.adminRegister.submit')} />
        </form>
      </Card>
    </div>
  );
};
