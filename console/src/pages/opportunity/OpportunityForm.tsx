import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, Card, Checkbox, Classes, H2, H3, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSearchParamsHere } from '../../hooks';
import {
  formalOpportunityRequest,
  nonFormalOpportunityRequest,
  opportunityDraftRequest,
  opportunityLanguages,
  opportunityTimes,
  OPPORTUNITY_LIMITS,
  weekdays,
} from '@nvp/events/browser';
import { FormGroup, focusFirstInvalid } from '../../components/form';
import { api, errorText } from '../../api';
import { LocationFields } from '../../components/LocationFields';
import { PageError, PageSpinner } from '../../components/PageState';
import { coreFunctionsOf, formItemName, useCreateVoFormData } from '../../components/opportunity/form-data';
import { useOpportunityText } from '../../components/opportunity/labels';
import { isoDay } from '../../components/opportunity/SelectDaysDialog';
import type { FormItem } from '../../components/opportunity/types';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';
import { useFormState } from '../../components/form-state';
import { counterText, emptyValues, requiredFields, plusRequiredDetails, checkingRequiredDetails, type Kind, type Values } from './form-fields';
import '../../components/opportunity/opportunity.css';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** A stored opportunity as form values (numbers and booleans as the strings the inputs hold). */
const valuesOf = (kind: Kind, o: Record<string, unknown>): Values => {
  const empty = emptyValues(kind);
  const out: Values = {};
  for (const [name, initial] of Object.entries(empty)) out[name] = Array.isArray(initial) ? list(o[name]) : text(o[name]);
  return out;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="opportunity-section">
    <H3>{title}</H3>
    {children}
  </section>
);

/**
 * Create and edit a formal opportunity (/createVO, /VO/:id, /vo/:id) or a non-formal one (/createNonFormalVO,
 * /NonFormalVO/:id). The rules are the shared zod schemas of @nvp/events (the API checks the same); errors show
 * after the first Save and then follow the input. A new opportunity may be saved as a draft (issue 27) and
 * continued later (/createVO?draft=<id>, /createNonFormalVO?draft=<id>).
 */
const OpportunityFormPage = ({ kind, id, draftId }: { kind: Kind; id?: string; draftId?: string }) => {
  const { t } = useT();
  const loads = id ?? draftId;
  const [initial, setInitial] = useState<{ values: Values; startDate?: string; status?: string } | { error: string } | undefined>(loads ? undefined : { values: emptyValues(kind) });
  useEffect(() => {
    if (!loads) return;
    const controller = new AbortController();
    const path = draftId
      ? `/api/vio/opportunity/draft/${encodeURIComponent(draftId)}`
      : kind === 'formal'
        ? `/api/opportunity/get/${encodeURIComponent(loads)}`
        : `/api/nonformal-opportunity/get/${encodeURIComponent(loads)}`;
    api<Record<string, unknown>>(path, { signal: controller.signal })
      .then((o) => setInitial({ values: valuesOf(kind, o), startDate: text(o.startDate), status: text(o.status) }))
      .catch((error) => {
        if (!controller.signal.aborted) setInitial({ error: errorText(error, t('error.generic')) });
      });
    return () => controller.abort();
  }, [loads, draftId, kind, t]);
  if (!initial) return <PageSpinner />;
  if ('error' in initial) return <PageError message={initial.error} />;
  return (
    <OpportunityFormBody
      kind={kind}
      id={id}
      draftId={draftId}
      initial={initial.values}
      keepStartDate={draftId ? undefined : initial.startDate}
      status={draftId ? undefined : initial.status}
    />
  );
};

const OpportunityFormBody = ({
  kind,
  id,
  draftId: savedDraftId,
  initial,
  keepStartDate,
  status,
}: {
  kind: Kind;
  id?: string;
  draftId?: string;
  initial: Values;
  keepStartDate?: string;
  status?: string;
}) => {
  const { t, v, language } = useT();
  const navigate = useNavigate();
  const labels = useOpportunityText();
  const { data } = useCreateVoFormData();
  const schema = useMemo(() => {
    const clock = { today: isoDay(new Date()), keepStartDate };
    return checkingRequiredDetails<Record<string, unknown>>(kind === 'formal' ? formalOpportunityRequest(clock) : nonFormalOpportunityRequest(clock));
  }, [kind, keepStartDate]);
  // Issue 27: a new opportunity (or a draft) may be saved unfinished: only the title, each filled field by its own rule.
  const draftSchema = useMemo(
    () => opportunityDraftRequest(kind === 'formal' ? 'FORMAL' : 'NONFORMAL', { today: isoDay(new Date()) }) as { safeParse: (input: unknown) => ReturnType<typeof schema.safeParse> },
    [kind],
  );
  const canDraft = !id;
  const [draftId, setDraftId] = useState(savedDraftId);
  /** Which rules the errors follow: the last button pressed (Save as draft, or Submit). */
  const [mode, setMode] = useState<'submit' | 'draft'>('submit');
  const [draftBusy, setDraftBusy] = useState(false);
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null);
  const draftNotice = useRef<HTMLDivElement>(null);
  const [, setSearchParams] = useSearchParamsHere();
  const form = useFormState<Values, Record<string, unknown>>(mode === 'draft' ? draftSchema : schema, initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const { values, errors } = form;
  const err = (name: string) => (errors[name] ? v(errors[name]) : undefined);
  const str = (name: string) => (values[name] as string) ?? '';
  // The marks follow the shared schema (and the answers: training details once training is "Yes").
  const schemaRequired = useMemo(() => requiredFields(schema, emptyValues(kind)), [schema, kind]);
  const required = useMemo(() => plusRequiredDetails(schemaRequired, values), [schemaRequired, values]);
  const mark = (name: string) => (required.has(name) ? t('opportunity.form.required') : undefined);
  const invalidCount = Object.keys(errors).length;

  const field = (name: string, label: MessageId, props: { type?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {}) => (
    <FormGroup label={t(label)} labelFor={`field-${name}`} labelInfo={mark(name)} intent={err(name) ? 'danger' : 'none'} helperText={err(name)}>
      <InputGroup
        id={`field-${name}`}
        name={name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        aria-required={required.has(name) || undefined}
        value={str(name)}
        intent={err(name) ? 'danger' : 'none'}
        onChange={(e) => form.setValue(name, name === 'noOfVolunteers' ? e.target.value.replace(/\D/g, '') : e.target.value)}
        fill
      />
    </FormGroup>
  );
  /** A text area with its counter: a minimum reads "at least 350, 71 so far", a maximum "71 of 160", no limit a plain count. */
  const textArea = (name: string, label: MessageId, limits: { min?: number; max?: number } = {}) => {
    const counter = counterText(str(name).length, limits);
    return (
      <FormGroup
        label={t(label)}
        labelFor={`field-${name}`}
        labelInfo={mark(name)}
        intent={err(name) ? 'danger' : 'none'}
        helperText={
          <>
            {err(name) ? <span>{err(name)} · </span> : null}
            <span data-testid={`counter-${name}`}>{t(counter.id, counter.params)}</span>
          </>
        }
      >
        <TextArea
          id={`field-${name}`}
          name={name}
          value={str(name)}
          fill
          rows={limits.max && limits.max <= 160 ? 2 : 5}
          aria-required={required.has(name) || undefined}
          intent={err(name) ? 'danger' : 'none'}
          onChange={(e) => form.setValue(name, e.target.value)}
        />
      </FormGroup>
    );
  };
  const select = (name: string, label: MessageId, options: { value: string; label: string }[]) => (
    <FormGroup label={t(label)} labelFor={`field-${name}`} labelInfo={mark(name)} intent={err(name) ? 'danger' : 'none'} helperText={err(name)}>
      <HTMLSelect
        id={`field-${name}`}
        name={name}
        value={str(name)}
        fill
        aria-required={required.has(name) || undefined}
        onChange={(e) => form.setValue(name, e.currentTarget.value)}
        options={[{ value: '', label: t('opportunity.form.choose') }, ...options]}
      />
    </FormGroup>
  );
  const yesNo = (name: string, label: MessageId, yes: MessageId = 'opportunity.yes', no: MessageId = 'opportunity.no') =>
    select(name, label, [
      { value: 'true', label: t(yes) },
      { value: 'false', label: t(no) },
    ]);
  const checkboxes = (name: string, label: MessageId, options: { value: string; label: string }[]) => {
    const chosen = (values[name] as string[]) ?? [];
    return (
      // aria-invalid lets a refused save move the focus to the group's first box (focusFirstInvalid).
      <fieldset className="fieldset" data-field={name} aria-invalid={err(name) ? true : undefined} aria-describedby={err(name) ? `field-${name}-error` : undefined}>
        <legend>
          {t(label)}
          {mark(name) ? <span className={Classes.TEXT_MUTED}> {mark(name)}</span> : null}
        </legend>
        <div className="checkbox-grid">
          {options.map((o) => (
            <Checkbox
              key={o.value}
              name={name}
              value={o.value}
              label={o.label}
              checked={chosen.includes(o.value)}
              onChange={() => form.setValue(name, chosen.includes(o.value) ? chosen.filter((x) => x !== o.value) : [...chosen, o.value])}
            />
          ))}
        </div>
        {err(name) ? (
          <p className="field-error" id={`field-${name}-error`}>
            {err(name)}
          </p>
        ) : null}
      </fieldset>
    );
  };
  const items = (l: FormItem[] | undefined) => (l ?? []).map((item) => ({ value: String(item.id), label: formItemName(item, language) }));

  /** Saves what is filled in as a draft (new, or the same draft again); stays on the form. */
  const saveDraft = async () => {
    setMode('draft');
    setAttempted(true);
    const parsed = form.validate(draftSchema);
    if (!parsed) {
      focusFirstInvalid(formElement.current ?? undefined);
      return;
    }
    setDraftBusy(true);
    setFailure(null);
    try {
      const answer = await api<{ id: string }>('/api/vio/opportunity/draft', {
        method: 'POST',
        body: { ...parsed, id: draftId, kind: kind === 'formal' ? 'FORMAL' : 'NONFORMAL' },
      });
      setDraftId(answer.id);
      // The address names the draft, so a reload (or a bookmark) comes back to it.
      setSearchParams({ draft: answer.id }, { replace: true });
      setDraftSavedAt(Date.now());
      showToast(t('opportunity.draft.saved'), 'success');
      window.setTimeout(() => draftNotice.current?.focus(), 0);
    } catch (error) {
      const message = errorText(error);
      setFailure(message);
      showToast(message, 'danger');
    } finally {
      setDraftBusy(false);
    }
  };

  const save = async () => {
    setMode('submit');
    setAttempted(true);
    setDraftSavedAt(null);
    const parsed = form.validate(schema);
    if (!parsed) {
      focusFirstInvalid(formElement.current ?? undefined);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (draftId) {
        // Submitting a draft: the whole form's rules; it then awaits review like a new opportunity.
        await api<{ id: string }>(`/api/vio/opportunity/draft/${encodeURIComponent(draftId)}/submit`, { method: 'POST', body: parsed });
        showToast(t('opportunity.created'), 'success');
        void navigate(kind === 'formal' ? `/volunteerOpportunity/${draftId}` : '/nonFormalVOList');
        return;
      }
      if (kind === 'formal') {
        if (id) await api(`/api/opportunity/update/${encodeURIComponent(id)}`, { method: 'PUT', body: parsed });
        else {
          const answer = await api<{ id: string }>('/api/vio/create-opportunity', { method: 'POST', body: parsed });
          showToast(t('opportunity.created'), 'success');
          void navigate(`/volunteerOpportunity/${answer.id}`);
          return;
        }
        showToast(t('opportunity.updated'), 'success');
        void navigate(`/volunteerOpportunity/${id}`);
      } else {
        if (id) await api(`/api/nonformal-opportunity/vio/${encodeURIComponent(id)}`, { method: 'PUT', body: parsed });
        else await api<{ id: string }>('/api/nonformal-opportunity/vio/create', { method: 'POST', body: parsed });
        showToast(t(id ? 'opportunity.updated' : 'opportunity.created'), 'success');
        void navigate('/nonFormalVOList');
      }
    } catch (error) {
      const message = errorText(error);
      setFailure(message);
      showToast(message, 'danger');
      setBusy(false);
    }
  };
  const title: MessageId = kind === 'formal' ? (id ? 'opportunity.form.editTitle' : 'opportunity.form.createTitle') : id ? 'opportunity.form.editNonFormalTitle' : 'opportunity.form.createNonFormalTitle';

  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <H2>{t(title)}</H2>
        {draftId ? (
          <Tag intent="warning" round icon="edit" data-testid="draft-tag" className="draft-tag">
            {t('opportunity.draft.tag')}
          </Tag>
        ) : null}
        {kind === 'nonFormal' ? <p className="muted">{t('opportunity.form.nonFormalIntro')}</p> : null}
        {canDraft ? (
          <Callout intent="primary" icon="info-sign" className="banner" data-testid={draftId ? 'draft-banner' : 'draft-hint'}>
            {t(draftId ? 'opportunity.draft.banner' : 'opportunity.draft.hint')}
          </Callout>
        ) : null}
        {/* Decision of the opportunity slice: a changed APPROVED (or REJECTED non-formal) opportunity goes back to the admins. */}
        {(kind === 'formal' && status === 'APPROVED') || (kind === 'nonFormal' && status === 'REJECTED') ? (
          <Callout intent="warning" icon="warning-sign" className="banner" data-testid="review-again">
            {t('opportunity.form.reviewAgain')}
          </Callout>
        ) : null}
        {/* After a refused save: how many fields need attention, above the form (the focus goes to the first of them). */}
        {attempted && invalidCount > 0 ? (
          <Callout intent="danger" className="banner" data-testid="opportunity-form-errors" data-count={invalidCount}>
            <strong data-testid="opportunity-form-attention">{t('opportunity.form.attention', { count: invalidCount })}</strong> {t('opportunity.form.fixErrors')}
          </Callout>
        ) : null}
        <form
          ref={formElement}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          data-testid="opportunity-form"
        >
          <Section title={t('opportunity.section.overview')}>
            <div className="form-grid">
              {field('title', 'opportunity.field.title')}
              {select('category', 'opportunity.field.category', items(data?.categories_VO))}
              {kind === 'formal'
                ? select('type', 'opportunity.field.type', [
                    { value: 'REGULAR', label: labels.type('REGULAR') },
                    { value: 'ONLINE', label: labels.type('ONLINE') },
                  ])
                : null}
              {field('noOfVolunteers', 'opportunity.field.noOfVolunteers', { inputMode: 'numeric' })}
              {field('designation', 'opportunity.field.designation')}
              {kind === 'nonFormal' ? field('averageVolunteerHours', 'opportunity.field.averageVolunteerHours', { inputMode: 'numeric' }) : null}
            </div>
            {checkboxes('sdgNumbers', 'opportunity.field.sdgNumbers', items(data?.sdg_numbers))}
            {checkboxes('coreFunctions', 'opportunity.field.coreFunctions', items(coreFunctionsOf(data)))}
          </Section>

          <Section title={t('opportunity.section.description')}>
            {kind === 'formal' ? (
              <>
                {textArea('descriptionEnglish', 'opportunity.field.descriptionEnglish', { min: OPPORTUNITY_LIMITS.descriptionMin })}
                {textArea('descriptionSinhala', 'opportunity.field.descriptionSinhala', { min: OPPORTUNITY_LIMITS.descriptionMin })}
                {textArea('descriptionTamil', 'opportunity.field.descriptionTamil', { min: OPPORTUNITY_LIMITS.descriptionMin })}
                {textArea('descriptionSMSEnglish', 'opportunity.field.descriptionSMSEnglish', { max: OPPORTUNITY_LIMITS.smsMax })}
                {textArea('descriptionSMSSinhala', 'opportunity.field.descriptionSMSSinhala', { max: OPPORTUNITY_LIMITS.smsMax })}
                {textArea('descriptionSMSTamil', 'opportunity.field.descriptionSMSTamil', { max: OPPORTUNITY_LIMITS.smsMax })}
              </>
            ) : (
              textArea('description', 'opportunity.field.description', { min: OPPORTUNITY_LIMITS.descriptionMin })
            )}
          </Section>

          <Section title={t('opportunity.section.requirements')}>
            {checkboxes('requiredSkills', 'opportunity.field.requiredSkills', items(data?.required_skills))}
            <div className="form-grid">
              {select('degreeLevelRequired', 'opportunity.field.degreeLevelRequired', items(data?.degrees))}
              {select(
                'language',
                'opportunity.field.language',
                opportunityLanguages.map((l) => ({ value: l, label: labels.language(l) })),
              )}
            </div>
            {checkboxes('subjectAreaRequired', 'opportunity.field.subjectAreaRequired', items(data?.areas))}
          </Section>

          <Section title={t('opportunity.section.duration')}>
            <div className="form-grid">
              {field('startDate', 'opportunity.field.startDate', { type: 'date' })}
              {field('endDate', 'opportunity.field.endDate', { type: 'date' })}
              {yesNo('isFullTime', 'opportunity.field.isFullTime', 'opportunity.fullTime', 'opportunity.partTime')}
              {field('workingHourCount', 'opportunity.field.workingHourCount', { inputMode: 'numeric' })}
            </div>
            {kind === 'formal' ? checkboxes('days', 'opportunity.field.days', weekdays.map((d) => ({ value: d, label: labels.weekday(d) }))) : null}
            {checkboxes('time', 'opportunity.field.time', opportunityTimes.map((d) => ({ value: d, label: labels.dayTime(d) })))}
          </Section>

          <Section title={t('opportunity.section.supervisor')}>
            <div className="form-grid">
              {field('supervisorTitle', 'opportunity.field.supervisorTitle')}
              {field('supervisorName', 'opportunity.field.supervisorName')}
              {field('supervisorLandline', 'opportunity.field.supervisorLandline', { inputMode: 'tel' })}
              {field('supervisorMobile', 'opportunity.field.supervisorMobile', { inputMode: 'tel' })}
              {field('supervisorFax', 'opportunity.field.supervisorFax', { inputMode: 'tel' })}
              {field('supervisorEmail', 'opportunity.field.supervisorEmail', { type: 'email' })}
            </div>
          </Section>

          <Section title={t('opportunity.section.location')}>
            <div className="form-grid">
              <LocationFields
                value={{ district: str('district'), divisionalSecretariat: str('divisionalSecretariat'), gnDivision: str('gnDivision') }}
                onChange={(next) => form.setFields({ ...next })}
                errors={{ district: err('district'), divisionalSecretariat: err('divisionalSecretariat'), gnDivision: err('gnDivision') }}
                labels={{
                  district: [t('reference.district'), mark('district')].filter(Boolean).join(' '),
                  divisionalSecretariat: [t('reference.divisionalSecretariat'), mark('divisionalSecretariat')].filter(Boolean).join(' '),
                  gnDivision: [t('reference.gnDivision'), mark('gnDivision')].filter(Boolean).join(' '),
                }}
                required={{ district: required.has('district'), divisionalSecretariat: required.has('divisionalSecretariat'), gnDivision: required.has('gnDivision') }}
              />
              {field('location', 'opportunity.field.location')}
            </div>
          </Section>

          <Section title={t('opportunity.section.trainingExpenses')}>
            <div className="form-grid">
              {yesNo('isTrainingProvided', 'opportunity.field.isTrainingProvided')}
              {yesNo('isExpenseCovered', 'opportunity.field.isExpenseCovered')}
            </div>
            {str('isTrainingProvided') === 'true' ? textArea('trainingDetails', 'opportunity.field.trainingDetails') : null}
            {str('isExpenseCovered') === 'true' ? textArea('coveredExpenseDetails', 'opportunity.field.coveredExpenseDetails') : null}
            {textArea('specialRequirnments', 'opportunity.field.specialRequirnments')}
          </Section>

          {failure ? (
            <Callout intent="danger" className="banner" data-testid="opportunity-form-failure">
              {failure}
            </Callout>
          ) : null}
          {draftSavedAt !== null ? (
            // Focused after a draft is saved (the toast alone is missed on a phone); the live region announces it too.
            <Callout intent="success" icon="tick" className="banner" data-testid="draft-saved">
              <div ref={draftNotice} tabIndex={-1} role="status">
                {t('opportunity.draft.saved')}
              </div>
            </Callout>
          ) : null}
          <div className="form-row-end button-row">
            <Button text={t('opportunity.cancel')} onClick={() => navigate(-1)} />
            {canDraft ? (
              <Button icon="document" text={t('opportunity.draft.save')} loading={draftBusy} disabled={busy} onClick={() => void saveDraft()} data-testid="opportunity-save-draft" />
            ) : null}
            <Button
              type="submit"
              intent="primary"
              icon={canDraft ? 'send-message' : 'floppy-disk'}
              text={t(canDraft ? 'opportunity.draft.submit' : 'opportunity.form.save')}
              loading={busy}
              disabled={draftBusy}
              data-testid="opportunity-save"
            />
          </div>
        </form>
      </Card>
    </div>
  );
};

/** The draft named in the address when the page opened (`?draft=<id>`): a later save's new address does not reload the form. */
const useDraftParam = () => {
  const [params] = useSearchParams();
  const [draftId] = useState(() => params.get('draft') || undefined);
  return draftId;
};
export const CreateOpportunity = () => {
  const draftId = useDraftParam();
  return <OpportunityFormPage key={draftId ?? 'new'} kind="formal" draftId={draftId} />;
};
export const EditOpportunity = () => {
  const { id = '' } = useParams();
  return <OpportunityFormPage key={id} kind="formal" id={id} />;
};
export const CreateNonFormalOpportunity = () => {
  const draftId = useDraftParam();
  return <OpportunityFormPage key={draftId ?? 'new'} kind="nonFormal" draftId={draftId} />;
};
export const EditNonFormalOpportunity = ({ id }: { id: string }) => <OpportunityFormPage key={id} kind="nonFormal" id={id} />;
