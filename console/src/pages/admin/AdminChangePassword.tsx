import { useState } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { adminChangePasswordForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, useSchemaForm, useSubmission } from '../../components/form';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';

/**
 * /admin/changepw: old, new and repeated password. The server ends older sessions and answers with a new
 * token, which replaces the stored one, so the admin stays signed in. The form starts empty again after a change.
 */
export const AdminChangePassword = () => {
  const { t } = useT();
  const { signIn } = useSession();
  const [generation, setGeneration] = useState(0);
  const changed = (token: string) => {
    signIn(token);
    showToast(t('account.adminPassword.changed'), 'success', 'admin-password');
    setGeneration((g) => g + 1);
  };
  return (
    <div className="page page-narrow">
      <H2>{t('account.adminPassword.title')}</H2>
      {generation > 0 ? (
        <Callout intent="success" icon="tick-circle" className="form-callout" data-testid="admin-password-changed">
          {t('account.adminPassword.changed')}
        </Callout>
      ) : null}
      <ChangePasswordForm key={generation} onChanged={changed} />
    </div>
  );
};

const ChangePasswordForm = ({ onChanged }: { onChanged: (token: string) => void }) => {
  const { t, v } = useT();
  const form = useSchemaForm(adminChangePasswordForm, { oldPassword: '', newPassword: '', repeatPassword: '' });
  // A change remounts the form (new key), so it stays busy until then.
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      const { token } = await api<{ token: string }>('/api/admin/change-password', { method: 'POST', body: { oldPassword: data.oldPassword, newPassword: data.newPassword } });
      onChanged(token);
    },
    (error) => errorText(error, ''),
    { keepBusy: true, onFailure: () => showToast(t('account.adminPassword.failed'), 'danger', 'admin-password') },
  );

  return (
    <Card elevation={1}>
      {failure !== null ? (
        <Callout intent="danger" icon="error" className="form-callout" data-testid="admin-password-error">
          {t('account.adminPassword.inline')}
          {failure ? <div>{failure}</div> : null}
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField {...form.bind('oldPassword', v)} label={t('account.adminPassword.old')} type="password" autoComplete="current-password" leftIcon="lock" />
        <TextField {...form.bind('newPassword', v)} label={t('account.adminPassword.new')} type="password" autoComplete="new-password" leftIcon="key" />
        <TextField {...form.bind('repeatPassword', v)} label={t('account.adminPassword.repeat')} type="password" autoComplete="new-password" leftIcon="key" />
        <Button type="submit" intent="primary" loading={busy} text={t('account.adminPassword.submit')} data-testid="admin-password-submit" />
      </form>
    </Card>
  );
};
