import { Button, Card, H2, H3, InputGroup, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileIncompleteBanner } from '../components/ProfileIncompleteBanner';
import { RegistrationChip } from '../components/RegistrationChip';
import { useT, type MessageId } from '../i18n';
import { useSession } from '../session/SessionContext';

const counters: { label: MessageId; icon: IconName; className: string }[] = [
  { label: 'vioHome.total', icon: 'layers', className: 'counter-total' },
  { label: 'vioHome.ongoing', icon: 'play', className: 'counter-ongoing' },
  { label: 'vioHome.completed', icon: 'tick-circle', className: 'counter-completed' },
  { label: 'vioHome.pending', icon: 'time', className: 'counter-pending' },
];

export const VioHome = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  const [search, setSearch] = useState('');
  if (!session) return null;
  return (
    <div className="page">
      <ProfileIncompleteBanner profilePath="/vioprofile" />
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
