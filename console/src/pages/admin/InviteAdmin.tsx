import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Checkbox, H2, type Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { adminPermissions, inviteAdminRequest, type AdminPermission } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, TextField, FormGroup } from '../../components/form';
import { useT } from '../../i18n';

/** Spec §9: the invitation result stays 6 s. */
const RESULT_MS = 6000;

/** /admin/invite (core admins): an e-mail and at least one of the seven permissions (the six of the spec and AUDIT); the invitee gets a link. */
export const InviteAdmin = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<AdminPermission[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ intent: Intent; text: string } | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const check = (next: { email: string; adminPermissions: AdminPermission[] }) => {
    const parsed = inviteAdminRequest.safeParse(next);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    return parsed;
  };
  const toggle = (permission: AdminPermission) => {
    const next = chosen.includes(permission) ? chosen.filter((p) => p !== permission) : [...chosen, permission];
    setChosen(next);
    if (attempted) check({ email, adminPermissions: next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = check({ email, adminPermissions: chosen });
    // Spec §5: the call only goes out with at least one permission.
    if (!parsed.success) return;
    setBusy(true);
    setResult(null);
    try {
      await api('/api/admin/invite', { method: 'POST', body: parsed.data });
      setResult({ intent: 'success', text: t('account.invite.success') });
      setEmail('');
      setChosen([]);
      setAttempted(false);
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error, t('account.invite.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <H2>{t('account.invite.title')}</H2>
        <Button icon="shield" text={t('account.adminList.title')} onClick={() => navigate('/admin/adminlist')} />
      </div>
      <Card elevation={1}>
        <p className="muted">{t('account.invite.text')}</p>
        {result ? (
          <Callout intent={result.intent} className="form-callout" data-testid="invite-result" role="alert">
            {result.text}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <TextField
            name="email"
            type="email"
            leftIcon="envelope"
            label={t('account.invite.email')}
            value={email}
            error={errors.email && v(errors.email)}
            onChange={(e) => {
              setEmail(e.target.value);
              if (attempted) check({ email: e.target.value, adminPermissions: chosen });
            }}
          />
          <FormGroup
            label={t('account.invite.permissions')}
            intent={errors.adminPermissions ? 'danger' : 'none'}
            helperText={errors.adminPermissions && v(errors.adminPermissions)}
          >
            {adminPermissions.map((permission) => (
              <Checkbox
                key={permission}
                name="adminPermissions"
                value={permission}
                label={t(`perm.${permission}`)}
                checked={chosen.includes(permission)}
                onChange={() => toggle(permission)}
              />
            ))}
          </FormGroup>
          <Button type="submit" intent="primary" icon="send-message" text={t('account.invite.submit')} loading={busy} data-testid="invite-submit" />
        </form>
      </Card>
    </div>
  );
};
