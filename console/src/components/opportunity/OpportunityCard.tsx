import { Card, H3, H4, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useLocationNames } from '../volunteer/shared';
import { coreFunctionsOf, formItemName, namesOf, useCreateVoFormData } from './form-data';
import { hoursPerWeek, useOpportunityText } from './labels';
import { SdgChips } from './Sdg';
import type { Opportunity } from './types';

/** The category name (categories_VO) in the interface language. */
export const useCategoryName = () => {
  const { language } = useT();
  const { data } = useCreateVoFormData();
  return (id: number | null | undefined) => {
    const item = data?.categories_VO.find((c) => String(c.id) === String(id));
    return item ? formItemName(item, language) : id == null ? '—' : String(id);
  };
};

/**
 * An opportunity card (spec §2): title linking to /viewOpportunity/{id}, category, VIO name, hours per week,
 * the first core functions, district and the first SDG.
 */
export const OpportunityCard = ({ o, coreFunctionCount = 2, to, level = 3 }: { o: Opportunity; coreFunctionCount?: number; to?: string; level?: 3 | 4 }) => {
  const { t, language } = useT();
  const text = useOpportunityText();
  const { data } = useCreateVoFormData();
  const category = useCategoryName();
  const { district } = useLocationNames({ district: o.district });
  const Heading = level === 3 ? H3 : H4;
  const functions = namesOf(coreFunctionsOf(data), (o.coreFunctions ?? []).slice(0, coreFunctionCount), language);
  return (
    <Card elevation={1} className="opportunity-card" data-testid="opportunity-card" data-opportunity-id={o.id}>
      <div className="opportunity-card-head">
        <Tag minimal round>{text.type(o.type)}</Tag>
        {o.applied ? (
          <Tag intent="success" round icon="tick" data-testid="applied-chip">
            {t('opportunity.applied')}
          </Tag>
        ) : null}
      </div>
      <Heading className="opportunity-card-title">
        <Link to={to ?? `/viewOpportunity/${o.id}`}>{o.title}</Link>
      </Heading>
      <div className="muted">{category(o.category)}</div>
      <dl className="opportunity-card-facts">
        <dt>
          <Icon icon="office" aria-hidden /> <span className="visually-hidden">{t('opportunity.field.vio')}</span>
        </dt>
        <dd data-testid="card-vio">{o.Vio?.name ?? '—'}</dd>
        <dt>
          <Icon icon="time" aria-hidden /> <span className="visually-hidden">{t('opportunity.card.hoursPerWeek')}</span>
        </dt>
        <dd>{t('opportunity.card.perWeek', { hours: text.hours(hoursPerWeek(o)) })}</dd>
        <dt>
          <Icon icon="map-marker" aria-hidden /> <span className="visually-hidden">{t('reference.district')}</span>
        </dt>
        <dd>{district || o.district || '—'}</dd>
      </dl>
      {functions.length ? (
        <div className="tag-list">
          {functions.map((name) => (
            <Tag key={name} minimal>
              {name}
            </Tag>
          ))}
        </div>
      ) : null}
      <SdgChips goals={o.sdgNumbers} limit={1} />
    </Card>
  );
};
