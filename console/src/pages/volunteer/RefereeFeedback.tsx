import { useEffect, useState } from 'react';
import { Button, Callout, Card, Checkbox, H2, H4, NonIdealState, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { refereeDurationYears, refereeRatingNames, refereeRelations, refereeReviewForm, type RefereeRatingName } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { SelectField, useSubmission, FormGroup } from '../../components/form';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';
import { useFormState } from '../../components/form-state';
import { PageSpinner } from '../../components/PageState';
import { refereeRatingLabel } from '../../components/volunteer/shared';

interface RefereeLink {
  volunteer: { firstName: string; lastName: string; registrationNo: string | null };
  refereeName: string;
  alreadyReviewed: boolean;
}

type ReviewValues = {
  durationYears: string;
  durationMonths: string;
  relation: string;
  accurate: string;
  otherInformation: string;
  consent: boolean;
} & Record<RefereeRatingName, string>;

/** Spec §2: years 0 and months 0, relation EMPLOYEE by default; the ratings and the yes/no are the referee's to give. */
const initialReview = (): ReviewValues => ({
  durationYears: '0',
  durationMonths: '0',
  relation: 'EMPLOYEE',
  accurate: '',
  otherInformation: '',
  consent: false,
  ...(Object.fromEntries(refereeRatingNames.map((name) => [name, ''])) as Record<RefereeRatingName, string>),
});

const relationLabel: Record<(typeof refereeRelations)[number], MessageId> = {
  EMPLOYER: 'volunteer.feedback.relation.EMPLOYER',
  EMPLOYEE: 'volunteer.feedback.relation.EMPLOYEE',
  FRIEND: 'volunteer.feedback.relation.FRIEND',
  RELATIVE: 'volunteer.feedback.relation.RELATIVE',
  FAMILY_MEMBER: 'volunteer.feedback.relation.FAMILY_MEMBER',
  STUDENT: 'volunteer.feedback.relation.STUDENT',
};
const months = Array.from({ length: 12 }, (_, i) => String(i));

type Load = { phase: 'loading' } | { phase: 'ok'; link: RefereeLink } | { phase: 'error'; message: string };

/** /refereeFeedback/:token (public): the referee rates the volunteer; Submit only after consent. */
export const RefereeFeedback = () => {
  const { t, v } = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const form = useFormState(refereeReviewForm, initialReview);
  const { busy, failure, onSubmit: submit } = useSubmission(
    form.validate,
    async (data) => {
      await api('/api/referee/review', { method: 'POST', body: { ...data, refereeToken: token } });
      showToast(t('volunteer.feedback.success'), 'success', 'referee-reviewed');
      void navigate('/');
    },
    (error) => errorText(error, t('error.generic')),
    { keepBusy: true },
  );

  useEffect(() => {
    const controller = new AbortController();
    api<RefereeLink>(`/api/referee/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((link) => setLoad({ phase: 'ok', link }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ phase: 'error', message: errorText(error, t('error.generic')) });
      });
    return () => controller.abort();
  }, [token, t]);

  if (load.phase === 'loading') return <PageSpinner />;
  if (load.phase === 'error' || load.link.alreadyReviewed)
    return (
      <div className="page page-narrow">
        <NonIdealState
          icon={load.phase === 'error' ? 'error' : 'endorsed'}
          title={load.phase === 'error' ? t('volunteer.feedback.invalidTitle') : t('volunteer.feedback.doneTitle')}
          description={<p data-testid="feedback-error">{load.phase === 'error' ? load.message : t('volunteer.feedback.alreadyReviewed')}</p>}
          action={<Button icon="home" text={t('menu.home')} onClick={() => navigate('/')} />}
        />
      </div>
    );

  const { volunteer, refereeName } = load.link;
  const error = (field: string) => (form.errors[field] ? v(form.errors[field]) : undefined);

  return (
    <div className="page page-medium card-stack">
      <H2>{t('volunteer.feedback.title')}</H2>
      <p className="muted">{t('volunteer.feedback.greeting', { name: refereeName })}</p>
      <Card elevation={1} className="profile-card" data-testid="feedback-volunteer">
        <dl className="details">
          <dt>{t('volunteer.feedback.volunteerName')}</dt>
          <dd data-testid="feedback-volunteer-name">
            {volunteer.firstName} {volunteer.lastName}
          </dd>
          <dt>{t('volunteer.registrationNo')}</dt>
          <dd>{volunteer.registrationNo ?? '—'}</dd>
        </dl>
      </Card>

      <form onSubmit={submit} noValidate className="bio-form">
        <Card elevation={1} className="profile-card">
          <H4>{t('volunteer.feedback.knownFor')}</H4>
          <div className="form-two-columns">
            <SelectField
              name="durationYears"
              label={t('volunteer.feedback.years')}
              value={form.values.durationYears}
              error={error('durationYears')}
              options={refereeDurationYears.map((y) => ({ value: y, label: y }))}
              onChange={(value) => form.setValue('durationYears', value)}
            />
            <SelectField
              name="durationMonths"
              label={t('volunteer.feedback.months')}
              value={form.values.durationMonths}
              error={error('durationMonths')}
              options={months.map((m) => ({ value: m, label: m }))}
              onChange={(value) => form.setValue('durationMonths', value)}
            />
          </div>
          <SelectField
            name="relation"
            label={t('volunteer.feedback.relation')}
            value={form.values.relation}
            error={error('relation')}
            options={refereeRelations.map((r) => ({ value: r, label: t(relationLabel[r]) }))}
            onChange={(value) => form.setValue('relation', value)}
          />
          <FormGroup label={t('volunteer.feedback.accurate')} intent={error('accurate') ? 'danger' : 'none'} helperText={error('accurate')}>
            <RadioGroup name="accurate" inline selectedValue={form.values.accurate} onChange={(event) => form.setValue('accurate', event.currentTarget.value)}>
              <Radio value="yes" label={t('volunteer.yes')} />
              <Radio value="no" label={t('volunteer.no')} />
            </RadioGroup>
          </FormGroup>
        </Card>

        <Card elevation={1} className="profile-card">
          <H4>{t('volunteer.feedback.ratings')}</H4>
          <p className="muted">{t('volunteer.feedback.ratingScale')}</p>
          <div className="referee-rating-grid">
            {refereeRatingNames.map((name) => (
              <FormGroup key={name} label={t(refereeRatingLabel[name])} intent={error(name) ? 'danger' : 'none'} helperText={error(name)} className="rating-row">
                <RadioGroup name={name} inline selectedValue={form.values[name]} onChange={(event) => form.setValue(name, event.currentTarget.value)}>
                  {['1', '2', '3', '4', '5'].map((n) => (
                    <Radio key={n} value={n} label={n} />
                  ))}
                </RadioGroup>
              </FormGroup>
            ))}
          </div>
          <FormGroup label={t('volunteer.feedback.otherInformation')} labelFor="field-otherInformation" labelInfo={t('volunteer.optional')} intent={error('otherInformation') ? 'danger' : 'none'} helperText={error('otherInformation')}>
            <TextArea
              id="field-otherInformation"
              name="otherInformation"
              fill
              rows={4}
              value={form.values.otherInformation}
              onChange={(event) => form.setValue('otherInformation', event.currentTarget.value)}
            />
          </FormGroup>
        </Card>

        {failure ? (
          <Callout intent="danger" icon="error" className="form-callout" data-testid="feedback-submit-error">
            {failure}
          </Callout>
        ) : null}
        <Card elevation={1} className="profile-card">
          <Checkbox
            name="consent"
            checked={form.values.consent}
            onChange={(event) => form.setValue('consent', event.currentTarget.checked)}
            label={t('volunteer.feedback.consent')}
          />
          {Object.keys(form.errors).length > 0 ? (
            <Callout intent="warning" className="form-callout" data-testid="feedback-incomplete">
              {t('volunteer.feedback.incomplete')}
            </Callout>
          ) : null}
          <div className="form-actions">
            <Button type="submit" intent="primary" icon="tick" loading={busy} disabled={!form.values.consent} text={t('common.submit')} data-testid="feedback-submit" />
          </div>
        </Card>
      </form>
    </div>
  );
};
