import { Button, Callout, Card, H2, H3, InputGroup, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RegistrationChip } from '../../components/RegistrationChip';
import { useT, type MessageId } from '../../i18n';
import { useSession, type Session } from '../../session/SessionContext';
import { PROFILE_INCOMPLETE_KEY } from '../VerifyEmail';

const counters: { label: MessageId; icon: IconName; className: string }[] = [
  { label: 'vioHome.total', icon: 'layers', className: 'counter-total' },
  { label: 'vioHome.ongoing', icon: 'play', className: 'counter-ongoing' },
  { label: 'vioHome.completed', icon: 'tick-circle', className: 'counter-completed' },
  { label: 'vioHome.pending', icon: 'time', className: 'counter-pending' },
];

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
  const [search, setSearch] = useState('');
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
      <div className="counters">
        {counters.map((c) => (
          <Card key={c.label} className={`counter ${c.className}`} data-testid={c.label}>
            <span className="counter-value">0</span>
            <span className="counter-label">{t(c.label)}</span>
          </Card>
        ))}
      </div>
      <section className="carousel">
        <div className="section-header">
          <H3>{t('vioHome.opportunities')}</H3>
          <InputGroup
            name="search"
            leftIcon="search"
            type="search"
            placeholder={t('vioHome.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Card className="carousel-empty">
          <NonIdealState icon="inbox" title={t('common.noItems')} />
        </Card>
      </section>
    </div>
  );
};
