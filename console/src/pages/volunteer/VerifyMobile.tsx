import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { phoneNumberForm, smsCodeForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField, useSchemaForm } from '../../components/form';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { forgetPendingCode, forgetPhoneProof, pendingCodeFor, phoneProofFor, rememberPendingCode } from './phoneProof';
import { loginPath, rememberedNext } from '../returnTo';
import './volunteer.css';

type Step = 'phone' | 'code' | 'verifying' | 'done';

/**
 * /verifyMobile/:email (spec §2): step 1 the phone number and 'Send code', step 2 the 6-digit code from
 * the SMS with 'Resend code'; a loader while verifying, then success (offer Log in) or the server's
 * message, else 'Something went wrong!'. Every call carries proof of the account: the session token (sent by
 * `api`) or the mailed verification key kept by /verifyEmail (header `tokenKey`); without either the page asks
 * the volunteer to log in instead of offering a form the server would refuse.
 * A code sent and not yet entered survives a reload of the tab (phoneProof.ts): the page comes back at the code
 * step for the same number, without sending another code; 'Resend code' stays there.
 */
export const VerifyMobile = () => {
  const { t, v } = useT();
  const { email = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  // Read once, before the first render: the code step must not flash the number step first.
  const [pending] = useState(() => pendingCodeFor(email));
  const phoneForm = useSchemaForm(phoneNumberForm, { phoneNumber: pending?.phoneNumber ?? '' });
  const codeForm = useSchemaForm(smsCodeForm, { phoneToken: '' });
  const [step, setStep] = useState<Step>(pending?.live ? 'code' : 'phone');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(pending?.live ? t('volunteer.phone.codeSent') : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string>('');
  const [proofKey] = useState(() => phoneProofFor(email));
  const proof = proofKey ? { tokenKey: proofKey } : undefined;

  const sendCode = async () => {
    const data = phoneForm.validate();
    if (!data) return;
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await api('/api/volunteer/register/phone', { method: 'POST', body: { emailToken: email, phoneNumber: data.phoneNumber }, headers: proof });
      rememberPendingCode(email, data.phoneNumber);
      // The server answers in English (the spec's wording); successes are shown in the interface language.
      setNotice(t('volunteer.phone.codeSent'));
      setStep('code');
    } catch (error) {
      setFailure(errorText(error, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    const data = codeForm.validate();
    if (!data) return;
    setStep('verifying');
    setFailure(null);
    try {
      await api('/api/volunteer/verify/phone', { method: 'POST', body: { emailToken: email, phoneToken: data.phoneToken }, headers: proof });
      forgetPhoneProof();
      forgetPendingCode();
      setSuccess(t('volunteer.phone.verified'));
      setStep('done');
    } catch (error) {
      setFailure(errorText(error, t('error.generic')));
      setStep('code');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'phone' ? sendCode() : verify());
  };

  if (step === 'verifying')
    return (
      <div className="page page-narrow">
        <Card elevation={2} className="verify-card">
          <NonIdealState icon={<Spinner size={48} />} title={t('volunteer.phone.verifying')} />
        </Card>
      </div>
    );

  if (step === 'done')
    return (
      <div className="page page-narrow">
        <Card elevation={2} className="verify-card">
          <NonIdealState
            icon="endorsed"
            title={t('volunteer.phone.verifiedTitle')}
            description={<p data-testid="phone-success">{success}</p>}
            action={
              session ? (
                <Button intent="primary" icon="person" text={t('volunteer.phone.toProfile')} onClick={() => navigate('/profile')} />
              ) : (
                <Button intent="primary" icon="log-in" text={t('verify.login')} onClick={() => navigate(loginPath(rememberedNext()))} />
              )
            }
          />
        </Card>
      </div>
    );

  // A VIO's or an admin's session proves no volunteer account.
  if (session?.type !== 'VOLUNTEER' && !proofKey)
    return (
      <div className="page page-narrow">
        <Card elevation={2} className="auth-card-wide phone-card">
          <H2>{t('volunteer.phone.title')}</H2>
          <Callout intent="primary" icon="lock" className="form-callout" data-testid="phone-need-proof">
            {t('volunteer.phone.needProof')}
          </Callout>
          <Button intent="primary" icon="log-in" text={t('verify.login')} onClick={() => navigate(loginPath(rememberedNext()))} />
        </Card>
      </div>
    );

  return (
    <div className="page page-narrow">
      <Card elevation={2} className="auth-card-wide phone-card">
        <H2>{t('volunteer.phone.title')}</H2>
        <p className="muted">{t('volunteer.phone.intro', { email })}</p>
        {notice ? (
          <Callout intent="primary" icon="mobile-phone" className="form-callout" data-testid="phone-code-sent">
            {notice}
          </Callout>
        ) : null}
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="phone-error">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            {...phoneForm.bind('phoneNumber', v)}
            label={t('volunteer.phone.number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={10}
            leftIcon="phone"
            placeholder="07XXXXXXXX"
            disabled={busy || step !== 'phone'}
          />
          {step === 'code' ? (
            <TextField
              {...codeForm.bind('phoneToken', v)}
              label={t('volunteer.phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              leftIcon="key"
              disabled={busy}
              autoFocus
            />
          ) : null}
          {step === 'phone' ? (
            <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('volunteer.phone.send')} />
          ) : (
            <>
              <Button type="submit" intent="primary" fill size="large" loading={busy} text={t('volunteer.phone.verify')} />
              <div className="auth-alt">
                <span className="muted">{t('volunteer.phone.noCode')}</span>
                <Button variant="minimal" intent="primary" icon="repeat" disabled={busy} text={t('volunteer.phone.resend')} onClick={() => void sendCode()} />
                <Button
                  variant="minimal"
                  icon="edit"
                  disabled={busy}
                  text={t('volunteer.phone.changeNumber')}
                  onClick={() => {
                    forgetPendingCode();
                    setStep('phone');
                    setNotice(null);
                    setFailure(null);
                  }}
                />
              </div>
            </>
          )}
        </form>
      </Card>
    </div>
  );
};
