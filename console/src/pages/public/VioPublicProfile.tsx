import { Card, H2, H3, NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { vioProfileLayouts, type VioType } from '@nvp/events/browser';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar } from '../../components/ProfilePicture';
import { RegistrationChip } from '../../components/RegistrationChip';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { publicSubRecordKeys, abbreviate } from '../../components/vio/public-view';
import { SdgTiles } from '../../components/opportunity/Sdg';
import '../vio/vio.css';
import { usePageHead } from '../../head/usePageHead';

interface PublicView {
  id: string;
  name: string;
  type: VioType;
  registrationNo: string;
  imageURL: string | null;
  principalVioName: string | null;
  stats: Record<'organizationalVolunteers' | 'mobilizedVolunteers' | 'completedOpportunities' | 'volunteerHours' | 'valueOfContribution', number>;
  sdgHours: Record<string, number>;
  [subRecord: string]: unknown;
}

const statOrder = ['organizationalVolunteers', 'mobilizedVolunteers', 'completedOpportunities', 'volunteerHours', 'valueOfContribution'] as const;

/** A website as a link target: the form allows it without http(s). */
const href = (website: string) => (/^https?:\/\//.test(website) ? website : `https://${website}`);

/** /vio/:vioId and /profile/vio/:vioId: an approved organisation's public profile (spec §2). */
export const VioPublicProfile = () => {
  const { t } = useT();
  const format = useFormat();
  const { vioId = '' } = useParams();
  const { load } = useGet<PublicView>(`/api/vio/public-view/${encodeURIComponent(vioId)}`, t('error.generic'));
  const name = load.state === 'ok' ? load.data.name : '';
  usePageHead(name || t('findable.vioProfile.title'), name ? { id: 'vioProfile', values: { name } } : undefined);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const vio = load.data;
  // Spec §8: without a recognised sub-record the page says 'Something went wrong!'.
  const key = publicSubRecordKeys.find((k) => vio[k] && typeof vio[k] === 'object');
  if (!key || !vio.type || !(vio.type in vioProfileLayouts))
    return (
      <div className="page page-narrow">
        <NonIdealState icon="error" title={t('error.generic')} data-testid="vio-public-error" />
      </div>
    );
  const record = vio[key] as Record<string, string | null>;
  const c = vioProfileLayouts[vio.type].contacts;
  const address = [record.addressLine1, record.addressLine2].filter(Boolean).join(', ');
  const website = record[c.website];
  const statText = (name: (typeof statOrder)[number]) => {
    const value = vio.stats?.[name] ?? 0;
    if (name === 'volunteerHours') return t('vio.public.hours', { hours: abbreviate(value) });
    if (name === 'valueOfContribution') return t('vio.public.amount', { amount: format.amount(value) });
    return abbreviate(value);
  };

  return (
    <div className="page page-medium" data-testid="vio-public-profile">
      <Card elevation={1} className="vio-head">
        <div className="vio-head-picture">
          <Avatar imageURL={vio.imageURL} name={vio.name} />
        </div>
        <div className="vio-head-text">
          <H2 data-testid="vio-public-name">{vio.name}</H2>
          <div className="vio-tags">
            <RegistrationChip registrationNo={vio.registrationNo} />
            <span className="muted" data-testid="vio-public-type">
              {t(`vioType.${vio.type}`)}
            </span>
          </div>
          {vio.principalVioName ? (
            <div data-testid="vio-public-principal">
              <span className="muted">{t('vio.field.parentVio')}: </span>
              {vio.principalVioName}
            </div>
          ) : null}
          <dl className="details" data-testid="vio-public-contact">
            <dt>{t('vio.profile.section.address')}</dt>
            <dd>{address || '—'}</dd>
            <dt>{t('vio.field.mobile')}</dt>
            <dd>{record[c.mobile] || '—'}</dd>
            <dt>{t('vio.field.email')}</dt>
            <dd>{record[c.email] ? <a href={`mailto:${record[c.email]}`}>{record[c.email]}</a> : '—'}</dd>
            <dt>{t('vio.public.website')}</dt>
            <dd>
              {website ? (
                <a href={href(website)} target="_blank" rel="noopener noreferrer">
                  {website}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </dl>
        </div>
      </Card>

      <div className="vio-stats">
        {statOrder.map((name) => (
          <Card key={name} className="vio-stat" data-testid={`vio-stat-${name}`}>
            <span className="vio-stat-value">{statText(name)}</span>
            <span className="muted">{t(`vio.public.stats.${name}` as MessageId)}</span>
          </Card>
        ))}
      </div>

      <H3 className="section-title">{t('vio.public.goals')}</H3>
      <SdgTiles testId="vio-goals" figure={(goal) => t('vio.public.hours', { hours: abbreviate(vio.sdgHours?.[String(goal)] ?? 0) })} />
    </div>
  );
};
