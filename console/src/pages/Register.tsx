import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Card, H2, H3, HTMLSelect, Icon, SegmentedControl } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import { vioRegistrationForm, vioTypes, volunteerRegistrationForm } from '@nvp/events/browser';
import { api, errorText } from '../api';
import { TextField, useSchemaForm, FormGroup } from '../components/form';
import { UntilHydrated } from '../components/UntilHydrated';
import { useT } from '../i18n';
import { usePageHead } from '../head/usePageHead';
import { loginPath, rememberNext, safeNext } from './returnTo';

type Kind = 'volunteer' | 'vio';
type FieldExtra = { type?: string; autoComplete?: string };
type CredentialField = (name: 'email' | 'password' | 'retypePassword', label: ReactNode, extra?: FieldExtra) => ReactNode;

/** E-mail and the password twice: the same in both registration forms. */
const CredentialFields = ({ field }: { field: CredentialField }) => {
  const { t } = useT();
  return (
    <>
      {field('email', t('register.email'), { type: 'email', autoComplete: 'email' })}
      <div className="form-two-columns">
        {field('password', t('register.password'), { type: 'password', autoComplete: 'new-password' })}
        {field('retypePassword', t('register.retypePassword'), { type: 'password', autoComplete: 'new-password' })}
      </div>
    </>
  );
};
type Outcome = { ok: true } | { ok: false; message: string } | null;

const Result = ({ outcome, successText }: { outcome: Outcome; successText: string }) =>
  outcome === null ? null : outcome.ok ? (
    <Callout intent="success" icon="tick-circle" className="form-callout" data-testid="register-success">
      {successText}
    </Callout>
  ) : (
    <Callout intent="danger" icon="error" className="form-callout" data-testid="register-error">
      {outcome.message}
    </Callout>
  );

const FormFooter = ({ busy, locked, next }: { busy: boolean; locked: boolean; next?: string }) => {
  const { t } = useT();
  return (
    <>
      <Button type="submit" intent="primary" fill size="large" loading={busy} disabled={locked} text={t('register.submit')} />
      <div className="auth-alt">
        <span className="muted">{t('register.haveAccount')}</span>
        <Link to={loginPath(next)}>{t('register.login')}</Link>
      </div>
    </>
  );
};

const useSubmit = (send: () => Promise<unknown> | undefined) => {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome?.ok) return;
    const request = send();
    if (!request) return;
    setBusy(true);
    setOutcome(null);
    try {
      await request;
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, locked: busy || outcome?.ok === true, submit };
};

const volunteerSchema = volunteerRegistrationForm();

const VolunteerForm = ({ next }: { next?: string }) => {
  const { t, v } = useT();
  const form = useSchemaForm(volunteerSchema, { firstName: '', lastName: '', nic: '', email: '', password: '', retypePassword: '' });
  const { busy, outcome, locked, submit } = useSubmit(() => {
    const data = form.validate();
    if (!data) return undefined;
    const { email, nic, firstName, lastName, password } = data;
    // The mailed link leads to logging in: the page to come back to is kept for it (returnTo.ts).
    return api('/api/volunteer/register/email', { method: 'POST', body: { email, nic, firstName, lastName, password } }).then(() => rememberNext(next));
  });
  const field = (name: keyof typeof form.values, label: ReactNode, extra: FieldExtra = {}) => (
    <TextField {...form.bind(name, v)} label={label} disabled={locked} {...extra} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <UntilHydrated>
        <Result outcome={outcome} successText={t('register.success')} />
        <div className="form-two-columns">
          {field('firstName', t('register.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('register.lastName'), { autoComplete: 'family-name' })}
        </div>
        {field('nic', t('register.nic'))}
        <CredentialFields field={field} />
        <FormFooter busy={busy} locked={locked} next={next} />
      </UntilHydrated>
    </form>
  );
};

/** The console sends the description equal to the name (spec §3 Registration). */
const withDescription = (values: { name: string }) => ({ ...values, description: values.name });

const VioForm = () => {
  const { t, v } = useT();
  const form = useSchemaForm(vioRegistrationForm, { name: '', email: '', password: '', retypePassword: '', type: '' }, withDescription);
  const { busy, outcome, locked, submit } = useSubmit(() => {
    const data = form.validate();
    if (!data) return undefined;
    const { name, email, password, type } = data;
    return api('/api/vio/registration/register', { method: 'POST', body: { name, email, password, type, description: name } });
  });
  const field = (name: 'name' | 'email' | 'password' | 'retypePassword', label: ReactNode, extra: FieldExtra = {}) => (
    <TextField {...form.bind(name, v)} label={label} disabled={locked} {...extra} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <UntilHydrated>
        <Result outcome={outcome} successText={t('register.success')} />
        {field('name', t('register.vioName'), { autoComplete: 'organization' })}
        <FormGroup
          label={t('register.vioType')}
          labelFor="field-type"
          intent={form.errors.type ? 'danger' : 'none'}
          helperText={form.errors.type && v(form.errors.type)}
        >
          <HTMLSelect
            id="field-type"
            name="type"
            fill
            value={form.values.type}
            disabled={locked}
            onChange={form.set('type')}
            options={[{ value: '', label: t('register.selectType'), disabled: true }, ...vioTypes.map((type) => ({ value: type, label: t(`vioType.${type}`) }))]}
          />
        </FormGroup>
        <CredentialFields field={field} />
        <FormFooter busy={busy} locked={locked} />
      </UntilHydrated>
    </form>
  );
};

export const Register = () => {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const registerAs = params.get('registerAs');
  const kind: Kind | undefined = registerAs === 'vio' || registerAs === 'volunteer' ? registerAs : undefined;
  // A visitor sent here by a public opportunity's Apply goes back there after verifying and logging in.
  const next = safeNext(params.get('next'));
  const choose = (chosen: Kind) => setParams({ registerAs: chosen, ...(next ? { next } : {}) }, { replace: kind !== undefined });
  usePageHead(t('register.title'), { id: 'register' });

  return (
    <div className="page auth-page">
      <Card className="auth-card auth-card-wide" elevation={2}>
        <H2>{t('register.title')}</H2>
        {kind ? (
          <>
            <SegmentedControl
              className="register-switch"
              fill
              intent="primary"
              value={kind}
              onValueChange={(value) => choose(value as Kind)}
              options={[
                { value: 'volunteer', label: t('register.asVolunteer'), icon: 'person' },
                { value: 'vio', label: t('register.asVio'), icon: 'office' },
              ]}
            />
            {kind === 'volunteer' ? <VolunteerForm key="volunteer" next={next} /> : <VioForm key="vio" />}
          </>
        ) : (
          <>
            <p className="muted">{t('register.choose')}</p>
            <div className="choice-grid">
              {(['volunteer', 'vio'] as const).map((option) => (
                <Card key={option} interactive className="choice-card" onClick={() => choose(option)} role="button" tabIndex={0}
                  onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && choose(option)}>
                  <Icon icon={option === 'volunteer' ? 'person' : 'office'} size={36} className="choice-icon" />
                  <H3 className="choice-title">{t(option === 'volunteer' ? 'register.asVolunteer' : 'register.asVio')}</H3>
                  <p className="muted">{t(option === 'volunteer' ? 'register.volunteerBlurb' : 'register.vioBlurb')}</p>
                </Card>
              ))}
            </div>
            <div className="auth-alt">
              <span className="muted">{t('register.haveAccount')}</span>
              <Link to={loginPath(next)}>{t('register.login')}</Link>
            </div>
          </>
        )}
      </Card>
    </div>
  );
};
