import type { ReactNode } from 'react';
import { H2, H3, Tag } from '@blueprintjs/core';
import type { Language } from '@nvp/events/browser';
import { Disclosure } from '../../components/Disclosure';
import { coreFunctionsOf, namesOf, useCreateVoFormData } from '../../components/opportunity/form-data';
import { StatusTag, useOpportunityText } from '../../components/opportunity/labels';
import { useCategoryName } from '../../components/opportunity/OpportunityCard';
import { SdgChips } from '../../components/opportunity/Sdg';
import type { Opportunity } from '../../components/opportunity/types';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useLocationNames } from '../../components/volunteer/shared';
import '../../components/opportunity/opportunity.css';

// The opportunity's body and header, shared by the public page (public chunk) and the admin and VIO pages.

/** The description in the interface language, English when that one is empty (spec §1). */
export const describe = (o: Pick<Opportunity, 'descriptionEnglish' | 'descriptionSinhala' | 'descriptionTamil'>, language: Language) =>
  (language === 'si' ? o.descriptionSinhala : language === 'ta' ? o.descriptionTamil : o.descriptionEnglish) || o.descriptionEnglish || '';

const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="opportunity-detail-grid">
    {rows.map(([label, value]) => (
      <div key={label} className="detail-row">
        <dt>{label}</dt>
        <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
      </div>
    ))}
  </dl>
);

/** The body of an opportunity page (spec §2 "Opportunity details"), shared by the volunteer, admin and VIO pages. */
export const OpportunityFacts = ({ o }: { o: Opportunity }) => {
  const { t, language } = useT();
  const format = useFormat();
  const text = useOpportunityText();
  const { data } = useCreateVoFormData();
  const category = useCategoryName();
  const place = useLocationNames(o);
  const list = (values: string[]) => (values.length ? values.join(', ') : '—');
  const others = (['en', 'si', 'ta'] as const).filter((l) => l !== language);
  const descriptionOf = (l: Language) => (l === 'si' ? o.descriptionSinhala : l === 'ta' ? o.descriptionTamil : o.descriptionEnglish) ?? '';
  return (
    <>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.description')}</H3>
        <p className="pre-wrap" data-testid="opportunity-description" lang={o.descriptionSinhala && language === 'si' ? 'si' : undefined}>
          {describe(o, language)}
        </p>
        {others.map((l) =>
          descriptionOf(l) ? (
            <Disclosure key={l} label={t('opportunity.section.descriptionIn', { language: t(`lang.${l}`) })} lang={l}>
              <p className="pre-wrap">{descriptionOf(l)}</p>
            </Disclosure>
          ) : null,
        )}
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.overview')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.type'), text.type(o.type)],
            [t('opportunity.field.category'), category(o.category)],
            [t('opportunity.field.noOfVolunteers'), String(o.noOfVolunteers)],
            [t('opportunity.field.designation'), o.designation ?? ''],
            [t('opportunity.field.coreFunctions'), list(namesOf(coreFunctionsOf(data), o.coreFunctions, language))],
            [t('opportunity.field.vio'), o.Vio?.name ?? ''],
          ]}
        />
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.requirements')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.requiredSkills'), list(namesOf(data?.required_skills, o.requiredSkills, language))],
            [t('opportunity.field.degreeLevelRequired'), namesOf(data?.degrees, o.degreeLevelRequired ? [o.degreeLevelRequired] : [], language)[0] ?? ''],
            [t('opportunity.field.subjectAreaRequired'), list(namesOf(data?.areas, o.subjectAreaRequired, language))],
            [t('opportunity.field.language'), text.language(o.language)],
          ]}
        />
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.duration')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.period'), `${format.day(o.startDate)} – ${format.day(o.endDate)}`],
            [t('opportunity.field.days'), list((o.days ?? []).map(text.weekday))],
            [t('opportunity.field.time'), list((o.time ?? []).map(text.dayTime))],
            [t('opportunity.field.isFullTime'), o.isFullTime ? t('opportunity.fullTime') : t('opportunity.partTime')],
            [t('opportunity.field.workingHourCount'), t('opportunity.perDay', { hours: text.hours(o.workingHourCount) })],
          ]}
        />
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.supervisor')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.supervisorName'), [o.supervisorTitle, o.supervisorName].filter(Boolean).join(' ')],
            [t('opportunity.field.supervisorLandline'), o.supervisorLandline ?? ''],
            [t('opportunity.field.supervisorMobile'), o.supervisorMobile ?? ''],
            [t('opportunity.field.supervisorFax'), o.supervisorFax ?? ''],
            [t('opportunity.field.supervisorEmail'), o.supervisorEmail ?? ''],
          ]}
        />
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.location')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.location'), o.location],
            [t('reference.district'), place.district],
            [t('reference.divisionalSecretariat'), place.divisionalSecretariat],
            [t('reference.gnDivision'), place.gnDivision],
          ]}
        />
      </section>
      <section className="opportunity-section">
        <H3>{t('opportunity.section.trainingExpenses')}</H3>
        <Facts
          rows={[
            [t('opportunity.field.isTrainingProvided'), text.yesNo(o.isTrainingProvided)],
            [t('opportunity.field.trainingDetails'), o.trainingDetails ?? ''],
            [t('opportunity.field.isExpenseCovered'), text.yesNo(o.isExpenseCovered)],
            [t('opportunity.field.coveredExpenseDetails'), o.coveredExpenseDetails ?? ''],
            [t('opportunity.field.specialRequirnments'), o.specialRequirnments ?? ''],
          ]}
        />
      </section>
    </>
  );
};

export const OpportunityHeader = ({ o, actions }: { o: Opportunity; actions?: ReactNode }) => {
  const { t } = useT();
  return (
  <div className="page-header">
    <div>
      <H2 data-testid="opportunity-title">{o.title}</H2>
      <div className="tag-list">
        <StatusTag status={o.status} />
        {o.isShared ? (
          <Tag minimal icon="share">
            {t('opportunity.shared')}
          </Tag>
        ) : null}
      </div>
      <SdgChips goals={o.sdgNumbers} />
    </div>
    {actions ? <div className="button-row">{actions}</div> : null}
  </div>
  );
};

