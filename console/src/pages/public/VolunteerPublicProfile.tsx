import { Card, H2, H3, Tag } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { Avatar } from '../../components/ProfilePicture';
import { SdgTiles } from '../../components/opportunity/Sdg';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useEnumText } from '../../components/volunteer/labels';
import { PageError, PageSpinner } from '../../components/PageState';
import { abbreviate, useLocationNames } from '../../components/volunteer/shared';
import '../volunteer/volunteer.css';
import { useNoIndex, usePageHead } from '../../head/usePageHead';

/** GET /api/volunteer/get/:id; contact fields come only for admins and the volunteer. */
export interface PublicVolunteer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  type: string;
  registrationNo: string;
  highestEducation: string | null;
  contributeDistrict: string | null;
  imageURL?: string | null;
  completed: number;
  hours: number;
  value: number;
  /** Hours by goal number 1-17. */
  sdgs: Record<string, number>;
  email?: string | null;
  phoneNumber?: string | null;
  dateOfBirth?: string | null;
  permanentDoorNo?: string | null;
  permanentStreet?: string | null;
  permanentArea?: string | null;
}


/** /volunteer/:volunteerId and /profile/volunteer/:volunteerId: the public volunteer profile. */
export const VolunteerPublicProfile = () => {
  const { t } = useT();
  const { volunteerId = '' } = useParams();
  const { load } = useGet<PublicVolunteer>(`/api/volunteer/get/${encodeURIComponent(volunteerId)}`, t('error.generic'));
  const name = load.state === 'ok' ? `${load.data.firstName ?? ''} ${load.data.lastName ?? ''}`.trim() : '';
  usePageHead(name || t('findable.volunteerProfile.title'), name ? { id: 'volunteerProfile', values: { name } } : undefined);
  useNoIndex();
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  return <PublicView v={load.data} />;
};

const PublicView = ({ v }: { v: PublicVolunteer }) => {
  const { t } = useT();
  const format = useFormat();
  const { label } = useEnumText();
  const { district } = useLocationNames({ district: v.contributeDistrict });
  const name = `${v.firstName ?? ''} ${v.lastName ?? ''}`.trim();
  const address = [v.permanentDoorNo, v.permanentStreet, v.permanentArea].filter(Boolean).join(', ');
  const stats = [
    { key: 'completed', label: t('volunteer.public.completed'), value: String(v.completed ?? 0) },
    { key: 'hours', label: t('volunteer.public.hours'), value: t('vio.public.hours', { hours: abbreviate(v.hours ?? 0) }) },
    { key: 'value', label: t('volunteer.public.value'), value: t('vio.public.amount', { amount: abbreviate(v.value ?? 0, true) }) },
  ];

  return (
    <div className="page page-medium card-stack">
      <Card elevation={1} className="bio-head" data-testid="public-volunteer">
        <Avatar imageURL={v.imageURL} size={160} name={name} />
        <div className="public-head">
          <H2 data-testid="public-volunteer-name">{name}</H2>
          <div className="tag-list">
            <Tag round intent="primary">
              {t('volunteer.public.type')}
            </Tag>
            <Tag round minimal icon="id-number" data-testid="public-registration-no">
              {v.registrationNo}
            </Tag>
          </div>
          <dl className="details public-details">
            <dt>{t('volunteer.bio.highestEducation')}</dt>
            <dd>{label('education', v.highestEducation)}</dd>
            <dt>{t('volunteer.public.district')}</dt>
            <dd>{district || '—'}</dd>
            {address ? (
              <>
                <dt>{t('volunteer.bio.permanentAddress')}</dt>
                <dd>{address}</dd>
              </>
            ) : null}
            {v.phoneNumber ? (
              <>
                <dt>{t('volunteer.phoneNumber')}</dt>
                <dd>{v.phoneNumber}</dd>
              </>
            ) : null}
            {v.email ? (
              <>
                <dt>{t('volunteer.email')}</dt>
                <dd>{v.email}</dd>
              </>
            ) : null}
            {v.dateOfBirth ? (
              <>
                <dt>{t('volunteer.bio.dateOfBirth')}</dt>
                <dd>{format.day(v.dateOfBirth)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </Card>

      <div className="stat-cards">
        {stats.map((stat) => (
          <Card key={stat.key} elevation={1} className="profile-stat-card" data-testid={`stat-${stat.key}`}>
            <div className="profile-stat-value">{stat.value}</div>
            <div className="stat-label">{stat.label}</div>
          </Card>
        ))}
      </div>

      <H3 className="section-title">{t('volunteer.public.sdgs')}</H3>
      <SdgTiles testId="sdg-tiles" tileClassName="sdg-tile" figure={(goal) => t('vio.public.hours', { hours: abbreviate(v.sdgs?.[String(goal)] ?? 0) })} />
    </div>
  );
};
