import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Callout, Card, NonIdealState } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { bit, hasBit } from '@nvp/events/browser';
import { api, ApiError } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import type { Opportunity } from '../../components/opportunity/types';
import { usePageHead } from '../../head/usePageHead';
import { useLoad } from '../../hooks';
import { useT } from '../../i18n';
import { useSession, type Session } from '../../session/SessionContext';
import { describe, OpportunityFacts, OpportunityHeader } from './OpportunityFacts';

// The volunteer's part (applied chip, Apply, the Select Days dialog): its own chunk, fetched for a signed-in volunteer only.
const VolunteerApply = lazy(() => import('./VolunteerApply').then((m) => ({ default: m.VolunteerApply })));

const NOT_FOUND = 'notFound' as const;

/** A fully registered volunteer holding the apply permission (the same test as before the page was public). */
const mayApply = (session: Session) => hasBit(session.access, bit.VOLUNTEER_PERMISSION) && session.status === 'FULLY_REGISTERED';

/**
 * A visitor's Apply: why and how to log in or register, coming back here afterwards (`next`, which Login and
 * Register check with ../returnTo.ts; built here by hand so the public chunk does not carry that module).
 */
const LoginToApply = ({ back }: { back: string }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} id="apply-login" data-testid="apply-login" className="banner">
      <Callout intent="primary" icon="log-in" title={t('findable.apply.title')}>
        <p>{t('findable.apply.text')}</p>
        <div className="button-row">
          <Button intent="primary" icon="log-in" text={t('findable.apply.login')} onClick={() => navigate(`/login?${new URLSearchParams({ next: back })}`)} data-testid="apply-login-button" />
          <Button icon="new-person" text={t('findable.apply.register')} onClick={() => navigate(`/register?${new URLSearchParams({ registerAs: 'volunteer', next: back })}`)} data-testid="apply-register-button" />
        </div>
      </Callout>
    </div>
  );
};

/**
 * /viewOpportunity/:id, public (issue 25): anyone reads an approved or completed opportunity (the API leaves out
 * the supervisor's contact for a visitor). A visitor's Apply explains how to log in or register and come back; a
 * signed-in volunteer gets the volunteer's part (Apply and the Select Days dialog, or the applied chip) as before;
 * a volunteer who may not apply yet is told what is missing; other signed-in users (VIO, admin, emergency) read
 * it without Apply. Not found, or no longer public: says so, with the way to the open ones.
 */
export const OpportunityPage = () => {
  const { t, language } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const [asked, setAsked] = useState(false);
  const { load } = useLoad<Opportunity | typeof NOT_FOUND>(
    `/api/opportunity/get/${encodeURIComponent(id)}`,
    (path, signal) =>
      api<Opportunity>(path, { signal }).catch((error) => {
        if (error instanceof ApiError && error.status === 404) return NOT_FOUND;
        throw error;
      }),
    t('error.generic'),
    { answerable: true },
  );
  const o = load.state === 'ok' && load.data !== NOT_FOUND ? load.data : undefined;
  const notFound = load.state === 'ok' && load.data === NOT_FOUND;
  usePageHead(o?.title ?? t(notFound ? 'findable.opportunity.notFoundTitle' : 'findable.opportunity.title'), o ? describe(o, language) : undefined);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  if (!o)
    return (
      <div className="page page-narrow" data-testid="opportunity-not-found">
        <NonIdealState
          icon="search"
          title={t('findable.opportunity.notFoundTitle')}
          description={<p>{t('findable.opportunity.notFound')}</p>}
          action={<Button intent="primary" icon="search" text={t('findable.opportunity.browse')} onClick={() => navigate('/volunteer-opportunities')} />}
        />
      </div>
    );

  const volunteer = session?.type === 'VOLUNTEER' ? session : undefined;
  const action = !session ? (
    o.status === 'APPROVED' ? (
      <Button intent="primary" icon="calendar" text={t('application.apply')} onClick={() => setAsked(true)} aria-expanded={asked} aria-controls={asked ? 'apply-login' : undefined} data-testid="apply" />
    ) : null
  ) : volunteer ? (
    <Suspense fallback={null}>
      <VolunteerApply o={o} canApply={mayApply(volunteer)} />
    </Suspense>
  ) : null;
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <OpportunityHeader o={o} actions={action} />
        {!session && asked ? <LoginToApply back={`/viewOpportunity/${o.id}`} /> : null}
        {volunteer && !mayApply(volunteer) && o.status === 'APPROVED' ? (
          <Callout intent="primary" icon="info-sign" className="banner" data-testid="apply-not-yet">
            <p>{t('findable.apply.notYet')}</p>
            <Button icon="home" text={t('findable.apply.toHome')} onClick={() => navigate('/volunteerHome')} />
          </Callout>
        ) : null}
        <OpportunityFacts o={o} />
      </Card>
    </div>
  );
};
