import { Button, Card, H2, H4, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { bit, hasBit } from '@nvp/events/browser';
import { ProfileIncompleteBanner } from '../components/ProfileIncompleteBanner';
import { RegistrationChip } from '../components/RegistrationChip';
import { useT, type MessageId } from '../i18n';
import { useSession } from '../session/SessionContext';

const Carousel = ({ title }: { title: MessageId }) => {
  const { t } = useT();
  return (
    <section className="carousel">
      <H4>{t(title)}</H4>
      <Card className="carousel-empty">
        <NonIdealState icon="inbox" title={t('common.noItems')} />
      </Card>
    </section>
  );
};

export const VolunteerHome = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  if (!session) return null;
  const permitted = hasBit(session.access, bit.VOLUNTEER_PERMISSION);
  return (
    <div className="page">
      <ProfileIncompleteBanner profilePath="/profile" />
      <div className="page-header">
        <div>
          <H2>{t('home.welcome', { name: session.name || session.email })}</H2>
          <RegistrationChip registrationNo={session.registrationNo} />
        </div>
        {permitted ? (
          <div className="button-row">
            <Button icon="briefcase" text={t('home.viewMyActivities')} onClick={() => navigate('/opportunities/myOpportunities')} />
            <Button intent="primary" icon="search" text={t('home.viewAllOpportunities')} onClick={() => navigate('/viewAllOpportunities')} />
          </div>
        ) : null}
      </div>
      <Carousel title="home.onlineOpportunities" />
      <Carousel title="home.regularOpportunities" />
    </div>
  );
};
