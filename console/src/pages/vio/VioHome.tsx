import { Button, Callout, H2 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { RegistrationChip } from '../../components/RegistrationChip';
import { useT } from '../../i18n';
import { VioCounters, VioOpportunitySearch } from '../../components/opportunity/HomeSections';
import { OpportunityDrafts } from '../opportunity/Drafts';
import { useSession, type Session } from '../../session/SessionContext';
import { PROFILE_INCOMPLETE_KEY } from '../VerifyEmail';


/** Before the first submission: the profile is incomplete. */
const profileIncomplete = (status: string | undefined) => status === 'REGISTERED' || status === 'EMAILVERYFIED';

/**
 * The profile-incomplete banner (spec §2) follows the status in the token, so it shows until the profile
 * is submitted and clears the flag stored at e-mail verification once it no longer applies. After the
 * submission the home says where the organisation stands (awaiting approval, rejected).
 */
const ProfileBanner = ({ session }: { session: Session }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const status = session.status ?? '';
  const incomplete = profileIncomplete(status);
  useEffect(() => {
    if (!incomplete) localStorage.removeItem(PROFILE_INCOMPLETE_KEY);
  }, [incomplete]);
  if (incomplete) {
    return (
      <Callout intent="warning" icon="warning-sign" className="banner" data-testid="profile-incomplete">
        <div className="banner-row">
          <span>{t('vio.home.incompleteProfile')}</span>
          <Button intent="warning" icon="office" text={t('home.viewProfile')} onClick={() => navigate('/vioprofile')} />
        </div>
      </Callout>
    );
  }
  if (status !== 'PROFILECOMPLETED' && status !== 'REJECTED') return null;
  return (
    <Callout intent={status === 'REJECTED' ? 'danger' : 'primary'} icon="info-sign" className="banner" data-testid="vio-status-banner">
      <div className="banner-row">
        <span>{t(status === 'REJECTED' ? 'vio.profile.status.REJECTED' : 'vio.profile.status.PROFILECOMPLETED')}</span>
        <Button icon="office" text={t('home.viewProfile')} onClick={() => navigate('/vioprofile')} />
      </div>
    </Callout>
  );
};

export const VioHome = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  if (!session) return null;
  return (
    <div className="page">
      <ProfileBanner session={session} />
      <div className="page-header">
        <div>
          <H2>{t('home.welcome', { name: session.name || session.email })}</H2>
          <RegistrationChip registrationNo={session.registrationNo} />
        </div>
        <Button icon="inbox" text={t('vioHome.shareInbox')} onClick={() => navigate('/accept-shared-opportunities')} />
      </div>
      <VioCounters />
      {/* Issue 27: unfinished opportunities, only the VIO's own (not in the counters: those count submitted ones). */}
      <OpportunityDrafts />
      <VioOpportunitySearch />
    </div>
  );
};
