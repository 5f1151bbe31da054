import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, Card, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { refereeForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { useSchemaForm, useSubmission, FormGroup } from '../../components/form';
import { useT, type MessageId } from '../../i18n';
import { useSession, type Session } from '../../session/SessionContext';
import { PageError, PageSpinner } from '../../components/PageState';
import { bioIncomplete, RefereeStatusTag } from '../../components/volunteer/shared';

export interface RefereeView {
  refereeId: string;
  name: string;
  address: string;
  phone?: string | null;
  mobile: string;
  email: string;
  status: 'PENDING' | 'REVIEWED' | 'FAILED' | string;
}
interface RefereeInformation {
  error?: boolean;
  message?: string;
  referee: RefereeView | null;
  token?: string;
}

/**
 * A volunteer whose referee failed (review not accurate, or rejected by an admin) may add another one,
 * so /referee stays open to them even though a referee was filled before.
 */
const mayAddReferee = (session: Session) => !session.isRefereeFilled || session.status === 'REFEREE_FAILED';

const fields = ['name', 'no', 'street', 'city', 'state', 'phone', 'mobile', 'email'] as const;
type Field = (typeof fields)[number];
/** Labels, and the spec's helper texts (shared with the schema's messages, so translated through v()). */
const fieldText: Record<Field, { label: MessageId; helper: string; type?: string; autoComplete?: string }> = {
  name: { label: 'volunteer.referee.name', helper: 'v.volunteer.refereeHint.name' },
  no: { label: 'volunteer.referee.no', helper: 'v.volunteer.refereeHint.no' },
  street: { label: 'volunteer.referee.street', helper: 'v.volunteer.refereeHint.street' },
  city: { label: 'volunteer.referee.city', helper: 'v.volunteer.refereeHint.city' },
  state: { label: 'volunteer.referee.state', helper: 'v.volunteer.refereeHint.state' },
  phone: { label: 'volunteer.referee.phone', helper: 'v.volunteer.refereeHint.phone', type: 'tel' },
  mobile: { label: 'volunteer.referee.mobile', helper: 'v.volunteer.refereeHint.mobile', type: 'tel' },
  email: { label: 'volunteer.referee.email', helper: 'v.volunteer.refereeHint.email', type: 'email' },
};

/** /referee: the Add Referee form (spec §2, §5 "Referee add form"). */
export const AddReferee = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const { session, signIn } = useSession();
  const addAnother = (useLocation().state as { addAnother?: boolean } | null)?.addAnother === true;
  const form = useSchemaForm(refereeForm, { name: '', no: '', street: '', city: '', state: '', phone: '', mobile: '', email: '' });
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      const { token } = await api<{ message: string; token: string }>('/api/volunteer/referee/information', { method: 'POST', body: data });
      signIn(token);
      void navigate('/viewReferee');
    },
    (error) => errorText(error, t('error.generic')),
    { keepBusy: true },
  );

  if (!session) return null;
  if (!addAnother && !mayAddReferee(session)) return <Navigate to="/viewReferee" replace />;

  return (
    <div className="page page-medium card-stack">
      <div className="page-header">
        <H2>{t('volunteer.referee.addTitle')}</H2>
      </div>
      {bioIncomplete(session.status) ? (
        <Callout intent="warning" icon="warning-sign" className="form-callout" data-testid="referee-bio-first">
          <div className="banner-row">
            <span>{t('volunteer.referee.bioFirst')}</span>
            <Button intent="warning" icon="person" text={t('home.viewProfile')} onClick={() => navigate('/profile')} />
          </div>
        </Callout>
      ) : null}
      <Card elevation={1} className="profile-card">
        <p className="muted">{t('volunteer.referee.intro')}</p>
        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="referee-error">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          <div className="form-two-columns">
            {fields.map((field) => {
              const bound = form.bind(field, v);
              const text = fieldText[field];
              return (
                <FormGroup
                  key={field}
                  label={t(text.label)}
                  labelFor={`field-${field}`}
                  labelInfo={field === 'phone' ? t('volunteer.optional') : undefined}
                  intent={bound.error ? 'danger' : 'none'}
                  helperText={bound.error || v(text.helper)}
                >
                  <InputGroup
                    id={`field-${field}`}
                    name={field}
                    type={text.type}
                    value={bound.value}
                    onChange={bound.onChange}
                    intent={bound.error ? 'danger' : 'none'}
                    disabled={busy}
                    fill
                  />
                </FormGroup>
              );
            })}
          </div>
          <div className="form-actions">
            <Button icon="home" text={t('volunteer.goHome')} onClick={() => navigate('/volunteerHome')} />
            <Button type="submit" intent="primary" icon="add" loading={busy} text={t('volunteer.referee.submit')} />
          </div>
        </form>
      </Card>
    </div>
  );
};

/** /viewReferee: the added referee and its status; Refresh stores the returned token (an approval shows). */
export const ViewReferee = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session, signIn } = useSession();
  const [state, setState] = useState<{ phase: 'loading' } | { phase: 'ok'; referee: RefereeView | null } | { phase: 'error'; message: string }>({ phase: 'loading' });
  const [refreshing, setRefreshing] = useState(false);

  const fetchReferee = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const response = await api<RefereeInformation>('/api/volunteer/referee/information', { signal });
        if (response.token) signIn(response.token);
        setState({ phase: 'ok', referee: response.referee });
      } catch (error) {
        if (!signal?.aborted) setState({ phase: 'error', message: errorText(error, t('error.generic')) });
      }
    },
    [signIn, t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch on arrival only; the token the fetch stores must not trigger another fetch.
  useEffect(() => {
    if (!session?.isRefereeFilled) return;
    const controller = new AbortController();
    void fetchReferee(controller.signal);
    return () => controller.abort();
  }, []);

  if (!session) return null;
  if (!session.isRefereeFilled) return <Navigate to="/referee" replace />;
  if (state.phase === 'loading') return <PageSpinner />;
  if (state.phase === 'error') return <PageError message={state.message} />;
  if (!state.referee) return <Navigate to="/referee" replace />;

  const referee = state.referee;
  const refresh = async () => {
    setRefreshing(true);
    await fetchReferee();
    setRefreshing(false);
  };

  return (
    <div className="page page-medium card-stack">
      <div className="page-header">
        <H2>{t('volunteer.referee.viewTitle')}</H2>
        <div className="button-row">
          <Button icon="refresh" loading={refreshing} text={t('common.refresh')} onClick={refresh} data-testid="referee-refresh" />
          <Button icon="home" text={t('volunteer.goHome')} onClick={() => navigate('/volunteerHome')} />
        </div>
      </div>
      {session.status === 'FULLY_REGISTERED' ? (
        <Callout intent="success" icon="tick-circle" className="form-callout" data-testid="volunteer-approved">
          {t('volunteer.referee.approved')}
        </Callout>
      ) : null}
      <Card elevation={1} className="profile-card" data-testid="referee-view">
        <dl className="details">
          <dt>{t('volunteer.referee.name')}</dt>
          <dd data-testid="referee-name">{referee.name}</dd>
          <dt>{t('volunteer.referee.address')}</dt>
          <dd>{referee.address}</dd>
          <dt>{t('volunteer.referee.email')}</dt>
          <dd>{referee.email}</dd>
          <dt>{t('volunteer.referee.mobile')}</dt>
          <dd>{referee.mobile}</dd>
          {referee.phone ? (
            <>
              <dt>{t('volunteer.referee.phone')}</dt>
              <dd>{referee.phone}</dd>
            </>
          ) : null}
          <dt>{t('volunteer.referee.status')}</dt>
          <dd>
            <RefereeStatusTag status={referee.status} testId="referee-status" />
          </dd>
        </dl>
        {referee.status === 'FAILED' ? (
          <NonIdealState
            className="referee-failed"
            icon="issue"
            description={t('volunteer.referee.failedHelp')}
            action={<Button intent="primary" icon="add" text={t('volunteer.referee.addAnother')} onClick={() => navigate('/referee', { state: { addAnother: true } })} data-testid="referee-add-another" />}
          />
        ) : null}
      </Card>
    </div>
  );
};
