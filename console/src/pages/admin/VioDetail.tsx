import { Button, Card, H2 } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar } from '../../components/ProfilePicture';
import { RegistrationChip } from '../../components/RegistrationChip';
import { SuspensionPanel } from '../../components/SuspensionPanel';
import { HistoryLink } from '../../components/HistoryLink';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useDayOf, NotSubmitted, ProfileDetails, StandingTag, StatusTag, type VioView } from '../../components/vio/shared';
import '../vio/vio.css';

/** /admin/vio/:vioId: one organisation's account and profile, with the suspension controls. */
export const VioDetail = () => {
  const { t } = useT();
  const dayOf = useDayOf();
  const navigate = useNavigate();
  const { vioId = '' } = useParams();
  const { load } = useGet<VioView>(`/api/admin/vio/${encodeURIComponent(vioId)}`, t('error.generic'));
  const back = () => navigate('/admin/VIOlist');

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} action={<Button icon="arrow-left" text={t('vio.detail.back')} onClick={back} />} />;
  const vio = load.data;
  return (
    <div className="page page-medium" data-testid="vio-detail">
      <div className="page-header">
        <Button icon="arrow-left" variant="minimal" text={t('vio.detail.back')} onClick={back} />
        <HistoryLink kind="vio" id={vio.id} />
      </div>
      <Card elevation={1} className="vio-head">
        <div className="vio-head-picture">
          <Avatar imageURL={vio.imageURL} name={vio.name} size={120} />
        </div>
        <div className="vio-head-text">
          <H2 data-testid="vio-detail-name">{vio.name}</H2>
          <div className="vio-tags">
            <RegistrationChip registrationNo={vio.registrationNo} />
            <span className="muted">{t(`vioType.${vio.type}`)}</span>
            <StatusTag status={vio.status} />
            {vio.standing ? <StandingTag standing={vio.standing} /> : null}
          </div>
          <dl className="details">
            <dt>{t('vio.field.email')}</dt>
            <dd>{vio.email ?? '—'}</dd>
            {vio.parentVio ? (
              <>
                <dt>{t('vio.field.parentVio')}</dt>
                <dd>{vio.parentVio.name}</dd>
              </>
            ) : null}
            <dt>{t('vio.field.registeredAt')}</dt>
            <dd>{dayOf(vio.registeredAt)}</dd>
            <dt>{t('vio.field.submittedAt')}</dt>
            <dd>{dayOf(vio.profileSubmittedAt)}</dd>
            <dt>{t('vio.field.reviewedAt')}</dt>
            <dd>{dayOf(vio.reviewedAt)}</dd>
          </dl>
        </div>
      </Card>
      <Card elevation={0} className="vio-section">
        {vio.profile ? <ProfileDetails type={vio.type} profile={vio.profile} /> : <NotSubmitted />}
      </Card>
      <SuspensionPanel subjectId={vio.id} kind="vio" onTerminated={back} />
    </div>
  );
};
