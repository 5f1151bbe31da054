import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { emergencyRegistrationForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';

/** /emergency/verify/:token — the emergency user's mailed link: set the password, then log in. */
export const EmergencyVerify = () => {
  const { t, v } = useT();
  const { token = '' } = useParams();
  const { load } = useGet<{ name: string; email: string }>(`/api/emergency-login/verify/${encodeURIComponent(token)}`, 'Invalid !!!');
  const [values, setValues] = useState({ password: '', repeatPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ busy: boolean; done: boolean; failure?: string }>({ busy: false, done: false });
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emergencyRegistrationForm.safeParse(values);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    if (!parsed.success) return;
    setState({ busy: true, done: false });
    try {
      await api('/api/emergency-login/register', { method: 'POST', body: { token, password: parsed.data.password } });
      setState({ busy: false, done: true });
    } catch (error) {
      setState({ busy: false, done: false, failure: errorText(error) });
    }
  };
  return (
    <div className="page page-narrow">
      <H2>{t('emergency.verify.title')}</H2>
      <Card elevation={1}>
        <p>
          {load.data.name} — {load.data.email}
        </p>
        {state.done ? (
          <Callout intent="success" role="alert" data-testid="emg-verify-done">
            {t('emergency.verify.done')} <Link to="/login">{t('emergency.verify.submit')}</Link>
          </Callout>
        ) : (
          <form onSubmit={submit} noValidate>
            {state.failure ? <Callout intent="danger" role="alert">{state.failure}</Callout> : null}
            {(['password', 'repeatPassword'] as const).map((name) => (
              <TextField key={name} name={name} type="password" autoComplete="new-password" label={t(`emergency.${name}`)} value={values[name]} error={errors[name] && v(errors[name])} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
            ))}
            <Button type="submit" intent="primary" text={t('emergency.verify.submit')} loading={state.busy} data-testid="emg-verify-submit" />
          </form>
        )}
      </Card>
    </div>
  );
};

/** /emergency/reply/:key?answer=YES|NO — the call-out mail's links: the volunteer confirms the answer with one click. */
export const EmergencyReply = () => {
  const { t } = useT();
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const [state, setState] = useState<{ busy: boolean; done: boolean; failure?: string }>({ busy: false, done: false });
  const answer = async (value: 'YES' | 'NO') => {
    setState({ busy: true, done: false });
    try {
      await api('/api/emergency-login/reply', { method: 'POST', body: { key, answer: value } });
      setState({ busy: false, done: true });
    } catch (error) {
      setState({ busy: false, done: false, failure: errorText(error) });
    }
  };
  const suggested = search.get('answer');
  return (
    <div className="page page-narrow">
      <H2>{t('emergency.reply.title')}</H2>
      <Card elevation={1}>
        {state.done ? (
          <Callout intent="success" role="alert">{t('emergency.reply.done')}</Callout>
        ) : (
          <>
            {state.failure ? <Callout intent="danger" role="alert">{state.failure}</Callout> : null}
            <Button intent={suggested === 'NO' ? 'none' : 'success'} text={t('emergency.reply.yes')} loading={state.busy} onClick={() => answer('YES')} />{' '}
            <Button intent={suggested === 'NO' ? 'danger' : 'none'} text={t('emergency.reply.no')} loading={state.busy} onClick={() => answer('NO')} />
          </>
        )}
      </Card>
    </div>
  );
};
