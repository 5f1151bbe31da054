import { useEffect, useState, type ReactNode } from 'react';
import { Button, Callout, Card, H2, H3, Tag } from '@blueprintjs/core';
import { Disclosure } from '../../components/Disclosure';
import { HistoryLink } from '../../components/HistoryLink';
import { useNavigate, useParams } from 'react-router-dom';
import { bit, hasBit, type Language } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { coreFunctionsOf, namesOf, useCreateVoFormData } from '../../components/opportunity/form-data';
import { hoursText, StatusTag, useOpportunityText } from '../../components/opportunity/labels';
import { useCategoryName } from '../../components/opportunity/OpportunityCard';
import { SdgChips } from '../../components/opportunity/Sdg';
import { SelectDaysDialog } from '../../components/opportunity/SelectDaysDialog';
import type { Opportunity } from '../../components/opportunity/types';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';
import { displayDay, useLocationNames } from '../../components/volunteer/shared';
import '../../components/opportunity/opportunity.css';

/** The description in the interface language, English when that one is empty (spec §1). */
export const describe = (o: Pick<Opportunity, 'descriptionEnglish' | 'descriptionSinhala' | 'descriptionTamil'>, language: Language) =>
  (language === 'si' ? o.descriptionSinhala : language === 'ta' ? o.descriptionTamil : o.descriptionEnglish) || o.descriptionEnglish || '';

const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="opportunity-detail-grid">
    {rows.map(([label, value]) => (
      <div key={label} style={{ display: 'contents' }}>
        <dt>{label}</dt>
        <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
      </div>
    ))}
  </dl>
);

/** The body of an opportunity page (spec §2 "Opportunity details"), shared by the volunteer, admin and VIO pages. */
export const OpportunityFacts = ({ o }: { o: Opportunity }) => {
  const { t, language } = useT();
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
            [t('opportunity.field.period'), `${displayDay(o.startDate)} – ${displayDay(o.endDate)}`],
            [t('opportunity.field.days'), list((o.days ?? []).map(text.weekday))],
            [t('opportunity.field.time'), list((o.time ?? []).map(text.dayTime))],
            [t('opportunity.field.isFullTime'), o.isFullTime ? t('opportunity.fullTime') : t('opportunity.partTime')],
            [t('opportunity.field.workingHourCount'), t('opportunity.perDay', { hours: hoursText(o.workingHourCount) })],
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

/** Whether the signed-in volunteer has applied to the opportunity (their applications, any status). */
const useApplied = (opportunityId: string) => {
  const [applied, setApplied] = useState<boolean | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    api<{ opportunity: { id: string } }[]>(`/api/opportunity/userOpportunities?${new URLSearchParams({ type: 'ALL', opportunityId })}`, { signal: controller.signal })
      .then((items) => setApplied(Array.isArray(items) && items.some((item) => item.opportunity?.id === opportunityId)))
      .catch(() => {
        if (!controller.signal.aborted) setApplied(false);
      });
    return () => controller.abort();
  }, [opportunityId]);
  return applied;
};

/**
 * /viewOpportunity/:id for volunteers: the opportunity and, for a fully registered volunteer with the apply
 * permission, "Apply" opening the Select Days dialog; once applied an "applied" chip replaces the button.
 */
export const VolunteerOpportunityView = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load } = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const applied = useApplied(id);
  if (load.state === 'loading' || applied === undefined) return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = { ...load.data, applied: load.data.applied || applied };
  const canApply = session !== null && hasBit(session.access, bit.VOLUNTEER_PERMISSION) && session?.status === 'FULLY_REGISTERED';
  const apply = async (dates: string[]) => {
    setBusy(true);
    try {
      await api('/api/opportunity/apply', { method: 'POST', body: { opportunityId: o.id, dates } });
      showToast(t('application.applied'), 'success');
      // Spec §4: a successful application goes to My Opportunities.
      navigate('/opportunities/myOpportunities');
    } catch (error) {
      showToast(errorText(error), 'danger');
      setBusy(false);
    }
  };
  const action = o.applied ? (
    <Tag size="large" intent="success" round icon="tick" data-testid="applied-chip">
      {t('opportunity.applied')}
    </Tag>
  ) : canApply && o.status === 'APPROVED' ? (
    <Button intent="primary" icon="calendar" text={t('application.apply')} onClick={() => setOpen(true)} data-testid="apply" />
  ) : null;
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <OpportunityHeader o={o} actions={action} />
        <OpportunityFacts o={o} />
      </Card>
      {open ? (
        <SelectDaysDialog
          isOpen
          busy={busy}
          rules={{ startDate: o.startDate, endDate: o.endDate, days: o.days ?? [] }}
          onCancel={() => setOpen(false)}
          onConfirm={apply}
        />
      ) : null}
    </div>
  );
};

/**
 * /admin/viewOpportunity/:id: an admin with APPROVE_OPPORTUNITIES approves or rejects an opportunity that is
 * neither APPROVED nor REJECTED (spec §4); the page reloads after.
 */
export const AdminOpportunityView = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { load, reload } = useGet<Opportunity>(`/api/opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  const [busy, setBusy] = useState(false);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  const reviewable = o.status !== 'APPROVED' && o.status !== 'REJECTED' && o.status !== 'COMPLETED';
  const review = async (approve: boolean) => {
    setBusy(true);
    try {
      await api('/api/admin/opportunity/review', { method: 'POST', body: { id: o.id, approve } });
      showToast(t(approve ? 'opportunity.review.approved' : 'opportunity.review.rejected'), approve ? 'success' : 'warning');
      reload();
    } catch (error) {
      showToast(errorText(error, t(approve ? 'opportunity.review.approveFailed' : 'opportunity.review.rejectFailed')), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <OpportunityHeader
          o={o}
          actions={
            reviewable ? (
              <>
                <Button intent="success" icon="tick" text={t('opportunity.review.approve')} loading={busy} onClick={() => review(true)} data-testid="opportunity-approve" />
                <Button intent="danger" icon="cross" text={t('opportunity.review.reject')} loading={busy} onClick={() => review(false)} data-testid="opportunity-reject" />
                <HistoryLink kind="opportunity" id={o.id} />
              </>
            ) : o.status === 'APPROVED' ? (
              <>
                <Button icon="people" text={t('opportunity.review.applicants')} onClick={() => navigate(`/admin/volunteerOpportunity/${o.id}`)} />
                <HistoryLink kind="opportunity" id={o.id} />
              </>
            ) : (
              <HistoryLink kind="opportunity" id={o.id} />
            )
          }
        />
        {o.status === 'CREATED' ? (
          <Callout intent="warning" icon="time" className="banner">
            {t('opportunity.review.awaiting')}
          </Callout>
        ) : null}
        <OpportunityFacts o={o} />
      </Card>
    </div>
  );
};
