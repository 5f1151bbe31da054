import { useEffect } from 'react';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { bit, hasBit } from '@nvp/events/browser';
import { RegistrationChip } from '../../components/RegistrationChip';
import { useT } from '../../i18n';
import { HomeCarousels } from '../../components/opportunity/HomeSections';
import { useSession, type Session } from '../../session/SessionContext';
import { PROFILE_INCOMPLETE_KEY } from '../VerifyEmail';
import { bioIncomplete } from '../../components/volunteer/shared';
import { usePageHead } from '../../head/usePageHead';
import { ForYou } from '../matching/ForYou';


/**
 * The spec's banner ('Compete your volunteer profile…' with View profile) follows the status in the token:
 * shown until the bio is saved. The locally stored flag of the e-mail verification is cleared once the
 * status says the bio is complete, so it cannot outlive the reason for it.
 */
const IncompleteProfileBanner = ({ session }: { session: Session }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const incomplete = bioIncomplete(session.status);
  useEffect(() => {
    if (!incomplete) localStorage.removeItem(PROFILE_INCOMPLETE_KEY);
  }, [incomplete]);
  if (!incomplete) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="banner" data-testid="profile-incomplete">
      <div className="banner-row">
        <span>{t('home.incompleteProfile')}</span>
        <Button intent="warning" icon="person" text={t('home.viewProfile')} onClick={() => navigate('/profile')} />
      </div>
    </Callout>
  );
};

/** The next onboarding step for the status (phone, referee, waiting for approval). */
const NextStep = ({ session }: { session: Session }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const step = (() => {
    switch (session.status) {
      case 'EMAIL_UNVERIFIED':
        return { text: t('volunteer.home.verifyEmail'), button: undefined, to: '', intent: 'primary' as const };
      case 'MOBILE_UNVERIFIED':
        return { text: t('volunteer.home.verifyPhone'), button: t('volunteer.home.verifyPhoneButton'), to: `/verifyMobile/${encodeURIComponent(session.email)}`, intent: 'primary' as const };
      case 'REFEREE_INCOMPLETE':
        return session.isRefereeFilled
          ? { text: t('volunteer.home.awaitingApproval'), button: t('volunteer.home.viewReferee'), to: '/viewReferee', intent: 'none' as const }
          : { text: t('volunteer.home.addReferee'), button: t('volunteer.home.addRefereeButton'), to: '/referee', intent: 'primary' as const };
      case 'REFEREE_FAILED':
        return { text: t('volunteer.home.refereeFailed'), button: t('volunteer.home.viewReferee'), to: '/viewReferee', intent: 'danger' as const };
      default:
        return undefined;
    }
  })();
  if (!step) return null;
  return (
    <Callout intent={step.intent} icon="info-sign" className="banner" data-testid="next-step">
      <div className="banner-row">
        <span>{step.text}</span>
        {step.button ? <Button intent={step.intent} text={step.button} onClick={() => navigate(step.to)} /> : null}
      </div>
    </Callout>
  );
};

export const VolunteerHome = () => {
  const { t } = useT();
  usePageHead(t('menu.volunteerHome'), { id: 'volunteerHome' });
  const navigate = useNavigate();
  const { session } = useSession();
  if (!session) return null;
  const permitted = hasBit(session.access, bit.VOLUNTEER_PERMISSION);
  return (
    <div className="page">
      <IncompleteProfileBanner session={session} />
      <NextStep session={session} />
      <div className="page-header">
        <div>
          <H2>{t('home.welcome', { name: session.name || session.email })}</H2>
          <RegistrationChip registrationNo={session.registrationNo} />
        </div>
        {permitted ? (
          <div className="button-row">
            <Button icon="briefcase" text={t('home.viewMyActivities')} onClick={() => navigate('/opportunities/myOpportunities')} />
            <Button icon="badge" text={t('certificate.menu')} onClick={() => navigate('/certificates')} data-testid="home-certificates" />
            <Button intent="primary" icon="search" text={t('home.viewAllOpportunities')} onClick={() => navigate('/viewAllOpportunities')} />
          </div>
        ) : null}
      </div>
      {/* Issue 29: the opportunities matched to them first, then the national carousels. */}
      <ForYou />
      <HomeCarousels />
    </div>
  );
};
