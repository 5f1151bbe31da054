import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H2, HTMLSelect, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { feedbackRatings, feedbackSchema, informationMethods } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet, useNavigateHere } from '../../hooks';
import { useT } from '../../i18n';

interface Fetched {
  volunteer: { name: string | null; registrationNo: string };
  emergencyLogin: { name: string | null };
  opportunity: { title: string };
  alreadySubmitted: boolean;
}

/**
 * /emergencyVolunteerFeedback/… (the emergency user about the volunteer) and /emergencyLoginFeedback/… (the
 * volunteer about the mobilisation): the same form and rules as the VIO feedback (spec §5).
 */
const EmergencyFeedback = ({ about }: { about: 'volunteer' | 'emergencyLogin' }) => {
  const { t, v } = useT();
  // The page moves on by itself a second after its message: not once the user has gone elsewhere.
  const navigate = useNavigateHere();
  const { opportunityId = '', volunteerId = '', emergencyLoginId = '' } = useParams();
  const query = `volunteerId=${volunteerId}&opportunityId=${opportunityId}&emergencyLoginId=${emergencyLoginId}`;
  const { load } = useGet<Fetched>(`/api/emergency-login/feedback/fetch/${about}?${query}`, 'Error');
  const [values, setValues] = useState({ review: '', satisfied: '', informationMethod: '', otherMethodDescription: '', recommend: '', contributionHours: '0' });
  const [ratings, setRatings] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ busy: boolean; done: boolean; failure?: string }>({ busy: false, done: false });
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  if (load.data.alreadySubmitted || state.done)
    return (
      <div className="page page-narrow">
        <Callout intent="success" role="alert" data-testid="emg-feedback-done">
          {t(state.done ? 'emergency.feedback.thanks' : 'emergency.feedback.already')}
        </Callout>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const feedback = { ...values, recommend: values.recommend === '' ? undefined : values.recommend === 'yes', ratings, date: new Date().toISOString().slice(0, 10) };
    const parsed = feedbackSchema.safeParse(feedback);
    if (!parsed.success) return setState({ busy: false, done: false, failure: v(parsed.error.issues[0]?.message ?? 'v.required') });
    setState({ busy: true, done: false });
    try {
      await api(`/api/emergency-login/feedback/submit/${about}`, { method: 'POST', body: { volunteerId, opportunityId, emergencyLoginId, feedback: parsed.data } });
      setState({ busy: false, done: true });
      window.setTimeout(() => navigate(about === 'volunteer' ? `/emg-VolunteerOpportunity/${opportunityId}` : '/volunteerHome'), 1000);
    } catch (error) {
      setState({ busy: false, done: false, failure: errorText(error) });
    }
  };
  const d = load.data;
  const scale = (n: number) => [{ value: '', label: '—' }, ...Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))];
  return (
    <div className="page page-narrow">
      <H2>{t('emergency.feedback.title', { title: d.opportunity.title })}</H2>
      <p>
        {about === 'volunteer'
          ? t('emergency.feedback.about', { name: d.volunteer.name ?? '', registrationNo: d.volunteer.registrationNo })
          : t('emergency.feedback.aboutEmergency', { name: d.emergencyLogin.name ?? '' })}
      </p>
      <Card elevation={1}>
        {state.failure ? <Callout intent="danger" role="alert">{state.failure}</Callout> : null}
        <form onSubmit={submit} noValidate>
          <FormGroup label={t('emergency.feedback.review')} labelFor="field-review">
            <TextArea id="field-review" name="review" fill value={values.review} onChange={(e) => setValues({ ...values, review: e.target.value })} />
          </FormGroup>
          <FormGroup label={t('emergency.feedback.satisfied')} labelFor="field-satisfied">
            <HTMLSelect id="field-satisfied" name="satisfied" value={values.satisfied} options={scale(4)} onChange={(e) => setValues({ ...values, satisfied: e.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={t('emergency.feedback.informationMethod')} labelFor="field-informationMethod">
            <HTMLSelect id="field-informationMethod" name="informationMethod" value={values.informationMethod}
              options={[{ value: '', label: '—' }, ...informationMethods.map((m) => ({ value: m, label: m }))]} onChange={(e) => setValues({ ...values, informationMethod: e.currentTarget.value })} />
          </FormGroup>
          {values.informationMethod === 'OTHER' ? (
            <TextField name="otherMethodDescription" label={t('emergency.feedback.other')} value={values.otherMethodDescription} onChange={(e) => setValues({ ...values, otherMethodDescription: e.target.value })} />
          ) : null}
          <RadioGroup label={t('emergency.feedback.recommend')} name="recommend" inline selectedValue={values.recommend} onChange={(e) => setValues({ ...values, recommend: e.currentTarget.value })}>
            <Radio label={t('emergency.yes')} value="yes" />
            <Radio label={t('emergency.no')} value="no" />
          </RadioGroup>
          <TextField name="contributionHours" type="number" label={t('emergency.feedback.hours')} value={values.contributionHours} onChange={(e) => setValues({ ...values, contributionHours: e.target.value })} />
          <fieldset className="emg-ratings">
            <legend>{t('emergency.feedback.ratings')}</legend>
            {feedbackRatings.map((r) => (
              <FormGroup key={r} inline label={r} labelFor={`field-${r}`}>
                <HTMLSelect id={`field-${r}`} name={r} value={ratings[r] ?? ''} options={scale(5)} onChange={(e) => setRatings({ ...ratings, [r]: e.currentTarget.value })} />
              </FormGroup>
            ))}
          </fieldset>
          <Button type="submit" intent="primary" text={t('emergency.feedback.submit')} loading={state.busy} data-testid="emg-feedback-submit" />
        </form>
      </Card>
    </div>
  );
};

export const EmergencyVolunteerFeedback = () => <EmergencyFeedback about="volunteer" />;
export const EmergencyLoginFeedback = () => <EmergencyFeedback about="emergencyLogin" />;
