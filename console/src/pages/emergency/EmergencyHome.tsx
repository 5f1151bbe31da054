import { useMemo, useState, type FormEvent } from 'react';
import { Button, Card, H2, H4, InputGroup, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { PageError, PageSpinner } from '../../components/PageState';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { Pager, usePaging } from './shared';
import { useGetAll } from '../../paging';

export interface EmergencyOpportunity {
  id: string;
  title: string;
  location: string;
  district: string;
  startDate: string;
  endDate: string;
  status: string;
  descriptionEnglish: string;
  descriptionSinhala: string;
  descriptionTamil: string;
  descriptionSMSEnglish: string;
}

/** /emguserHome: the user's emergency opportunities, title search (case-insensitive, Enter submits, back to page 1), 10 per page. */
export const EmergencyHome = () => {
  const { t } = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { load } = useGetAll<{ emergencyOpportunities: EmergencyOpportunity[]; name: string }>('/api/emergency-login/opportunity/list', 'Error', (pages) => ({
    name: pages[0].name,
    emergencyOpportunities: pages.flatMap((p) => p.emergencyOpportunities),
  }));
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const rows = useMemo(() => (load.state === 'ok' ? load.data.emergencyOpportunities.filter((o) => o.title.toLowerCase().includes(query.toLowerCase())) : []), [load, query]);
  const paging = usePaging(rows, 10);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
    paging.setPage(0);
  };
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('emergency.home.title')}</H2>
        <Button intent="primary" icon="add" text={t('emergency.create.title')} onClick={() => navigate('/createEmergencyVO')} />
      </div>
      <p>{t('emergency.home.welcome', { name: load.data.name })}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself; a <search> wrapper would add an element for the same landmark */}
      <form onSubmit={search} role="search">
        <InputGroup type="search" leftIcon="search" aria-label={t('emergency.search')} placeholder={t('emergency.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
      </form>
      {rows.length === 0 ? <p className="muted">{t('emergency.home.empty')}</p> : null}
      <div className="emg-cards">
        {paging.visible.map((o) => (
          <Card key={o.id} elevation={1} className="emg-card">
            <H4>
              <Link to={`/emg-VolunteerOpportunity/${o.id}`}>{o.title}</Link>
            </H4>
            <Tag minimal intent={o.status === 'OPEN' ? 'success' : 'none'}>{o.status}</Tag>
            <p>
              {o.location}, {o.district} · {format.day(o.startDate)} – {format.day(o.endDate)}
            </p>
          </Card>
        ))}
      </div>
      {rows.length > 10 ? <Pager paging={paging} sizes={null} label={t('emergency.home.title')} /> : null}
    </div>
  );
};
