import { useEffect, useRef, useState } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api, errorText, serverText } from '../api';
import { useT } from '../i18n';
import { decodeJwt } from '../session/token';
import { rememberPhoneProof } from './volunteer/phoneProof';
import { loginPath, rememberedNext } from './returnTo';

export const PROFILE_INCOMPLETE_KEY = 'profileIncomplete';

type State = { phase: 'loading' } | { phase: 'done'; message: string; email?: string } | { phase: 'failed'; message: string };

/** /verifyEmail/:secretKey (volunteer) and /verifyVioEmail/:secretKey (VIO): loader, then success or error. */
export const VerifyEmail = () => {
  const { t } = useT();
  const { secretKey = '' } = useParams();
  const navigate = useNavigate();
  const isVio = useLocation().pathname.startsWith('/verifyVioEmail');
  const [state, setState] = useState<State>({ phase: 'loading' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // The secret is single-use: send it once even when effects run twice.
    if (sent.current === secretKey) return;
    sent.current = secretKey;
    const path = isVio ? '/api/vio/email-verification' : '/api/volunteer/verify/email';
    api<{ message?: string; email?: string }>(path, { method: 'POST', body: { emailToken: secretKey }, headers: { tokenKey: secretKey } })
      .then((response) => {
        localStorage.setItem(PROFILE_INCOMPLETE_KEY, 'true');
        const email = response?.email ?? decodeJwt<{ email?: string }>(secretKey)?.email;
        // The mailed key is the proof phone verification asks for when the volunteer is not logged in.
        if (!isVio && email) rememberPhoneProof(email, secretKey);
        setState({ phase: 'done', message: response?.message ?? t('verify.successTitle'), email });
      })
      .catch((error) => setState({ phase: 'failed', message: errorText(error, t('error.generic')) }));
  }, [secretKey, isVio, t]);

  return (
    <div className="page page-narrow">
      <Card elevation={2} className="verify-card">
        {state.phase === 'loading' ? (
          <NonIdealState icon={<Spinner size={48} />} title={t('verify.loading')} />
        ) : state.phase === 'done' ? (
          <NonIdealState
            icon="endorsed"
            title={t('verify.successTitle')}
            description={<p data-testid="verify-success">{serverText(state.message)}</p>}
            action={
              <div className="button-row">
                <Button intent="primary" icon="log-in" text={t('verify.login')} onClick={() => navigate(loginPath(rememberedNext()))} />
                {!isVio && state.email ? (
                  <Button icon="mobile-phone" text={t('verify.phone')} onClick={() => navigate(`/verifyMobile/${encodeURIComponent(state.email ?? '')}`)} />
                ) : null}
              </div>
            }
          />
        ) : (
          <NonIdealState
            icon="error"
            title={t('verify.errorTitle')}
            description={<p data-testid="verify-error">{state.message}</p>}
            action={<Button icon="home" text={t('menu.home')} onClick={() => navigate('/')} />}
          />
        )}
      </Card>
    </div>
  );
};
