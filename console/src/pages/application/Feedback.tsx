import { useEffect, useState } from 'react';
import { Button, Callout, Card, FormGroup, H2, H3, HTMLSelect, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { informationMethods, RATING_MAX, vioFeedbackForm, volunteerEvaluationCriteria, volunteerFeedbackForm, volunteerFeedbackRatingNames } from '@nvp/events/browser';
import { api, ApiError, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { isoDay } from '../../components/opportunity/SelectDaysDialog';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';
import { ThankYou } from './Agreement';
import '../../components/opportunity/opportunity.css';


interface FeedbackView {
  volunteer?: { id?: string; firstName?: string | null; lastName?: string | null; name?: string | null } | null;
  vio?: { id?: string; name?: string | null } | null;
  opportunity?: { id?: string; title?: string | null } | null;
  alreadySubmitted: boolean;
  /** Feedback opens for an approved volunteer once the opportunity is completed. */
  open?: boolean;
  /** Hours the volunteer claimed (shown to the VIO beside its own confirmation). */
  claimedHours?: number | null;
  applicationId?: string;
}

/** GET /api/vio/attendance/hours/:applicationId (issue 28): the hours the check-ins and check-outs add up to. */
interface AttendanceHours {
  proposedHours: number | null;
}

/** One rated item: a fieldset of 1..5 radios, so the legend names the group for screen readers. */
const Rating = ({ name, label, value, onChange }: { name: string; label: string; value: number; onChange: (v: number) => void }) => (
  <fieldset className="rating-row" data-rating={name}>
    <legend>{label}</legend>
    {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
      <Radio key={n} inline name={name} value={String(n)} label={String(n)} checked={value === n} onChange={() => onChange(n)} />
    ))}
  </fieldset>
);

type Side = 'volunteer' | 'vio';

/**
 * /vioFeedback/:opportunityId/:volunteerId/:vioId (the volunteer about the VIO: satisfaction 1–4, how they
 * heard of it, recommend, their hours, 17 ratings) and /volunteerFeedback/… (the VIO about the volunteer: 14
 * criteria and the hours it confirms — the hours that count). Every rating at least 1 and the choices set,
 * else 'Please Fill the all components'; success → the home page; already given → the thank-you page.
 */
const FeedbackPage = ({ side }: { side: Side }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const { opportunityId = '', volunteerId = '', vioId = '' } = useParams();
  const query = new URLSearchParams({ volunteerId, opportunityId, vioId }).toString();
  const { load } = useGet<FeedbackView>(`/api/feedback/fetch/${side}?${query}`, t('error.generic'));
  const names: readonly string[] = side === 'volunteer' ? volunteerFeedbackRatingNames : volunteerEvaluationCriteria;
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [satisfied, setSatisfied] = useState(0);
  const [informationMethod, setInformationMethod] = useState('');
  const [otherMethodDescription, setOtherMethodDescription] = useState('');
  const [recommend, setRecommend] = useState<'' | 'yes' | 'no'>('');
  const [hours, setHours] = useState('0');
  const [review, setReview] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The VIO's form starts from the hours attendance recorded (issue 28); the VIO may change them, both are kept.
  const [proposed, setProposed] = useState<number | null>(null);
  const attendanceFor = side === 'vio' && load.state === 'ok' && load.data.open !== false && !load.data.alreadySubmitted ? load.data.applicationId : undefined;
  useEffect(() => {
    if (!attendanceFor) return;
    const controller = new AbortController();
    api<AttendanceHours>(`/api/vio/attendance/hours/${encodeURIComponent(attendanceFor)}`, { signal: controller.signal })
      .then(({ proposedHours }) => {
        if (typeof proposedHours !== 'number') return;
        setProposed(proposedHours);
        setHours((typed) => (typed === '0' || typed === '' ? String(proposedHours) : typed));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [attendanceFor]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  if (load.data.alreadySubmitted) return <ThankYou message={t('application.feedback.already')} testId="feedback-already" />;
  const view = load.data;
  if (view.open === false) return <ThankYou message={t('application.feedback.notOpen')} testId="feedback-not-open" icon="time" />;
  const volunteerName = view.volunteer?.name ?? `${view.volunteer?.firstName ?? ''} ${view.volunteer?.lastName ?? ''}`.trim();

  /** The shared form rules (@nvp/events); any gap answers the spec's 'Please Fill the all components'. */
  const submit = async () => {
    const common = { ...ratings, review, recommend: recommend === '' ? undefined : recommend === 'yes', date: isoDay(new Date()) };
    const parsed =
      side === 'volunteer'
        ? volunteerFeedbackForm.safeParse({ ...common, satisfied: satisfied || undefined, informationMethod: informationMethod || undefined, otherMethodDescription, contributionHours: hours })
        : vioFeedbackForm.safeParse({ ...common, hours });
    if (!parsed.success) {
      setFailure(t('application.feedback.incomplete'));
      return;
    }
    setBusy(true);
    setFailure(null);
    const feedback = parsed.data;
    try {
      await api(`/api/feedback/submit/${side}`, { method: 'POST', body: { vio: vioId, volunteer: volunteerId, opportunity: opportunityId, feedback } });
      showToast(t('application.feedback.success'), 'success');
      void navigate(side === 'volunteer' ? '/volunteerHome' : '/vioHome');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status >= 500 ? t('error.generic') : errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="page page-medium">
      <Card elevation={1} data-testid="feedback">
        <H2>{t(side === 'volunteer' ? 'application.feedback.vioTitle' : 'application.feedback.volunteerTitle', { name: side === 'volunteer' ? (view.vio?.name ?? '') : volunteerName })}</H2>
        <p className="muted">{t('application.feedback.opportunity', { title: view.opportunity?.title ?? '' })}</p>

        {side === 'volunteer' ? (
          <>
            <fieldset className="rating-row">
              <legend>{t('application.feedback.satisfied')}</legend>
              {[1, 2, 3, 4].map((n) => (
                <Radio key={n} name="satisfied" value={String(n)} label={t(`application.feedback.satisfied.${n}` as MessageId)} checked={satisfied === n} onChange={() => setSatisfied(n)} />
              ))}
            </fieldset>
            <FormGroup label={t('application.feedback.informationMethod')} labelFor="field-informationMethod">
              <HTMLSelect
                id="field-informationMethod"
                name="informationMethod"
                value={informationMethod}
                onChange={(e) => setInformationMethod(e.currentTarget.value)}
                options={[{ value: '', label: t('application.feedback.choose') }, ...informationMethods.map((m) => ({ value: m, label: t(`application.feedback.method.${m}`) }))]}
              />
            </FormGroup>
            {informationMethod === 'OTHER' ? (
              <FormGroup label={t('application.feedback.otherMethodDescription')} labelFor="field-otherMethodDescription">
                <InputGroup id="field-otherMethodDescription" name="otherMethodDescription" value={otherMethodDescription} onChange={(e) => setOtherMethodDescription(e.target.value)} />
              </FormGroup>
            ) : null}
          </>
        ) : null}

        <H3>{t(side === 'volunteer' ? 'application.feedback.ratingsVio' : 'application.feedback.ratingsVolunteer')}</H3>
        <p className="muted">{t('application.feedback.scale')}</p>
        <div className="feedback-rating-list">
          {names.map((name) => (
            <Rating
              key={name}
              name={name}
              label={t(`application.rating.${name}` as MessageId)}
              value={ratings[name] ?? 0}
              onChange={(v) => setRatings((r) => ({ ...r, [name]: v }))}
            />
          ))}
        </div>

        <fieldset className="rating-row">
          <legend>{t(side === 'volunteer' ? 'application.feedback.recommendVio' : 'application.feedback.recommendVolunteer')}</legend>
          <Radio inline name="recommend" value="yes" label={t('opportunity.yes')} checked={recommend === 'yes'} onChange={() => setRecommend('yes')} />
          <Radio inline name="recommend" value="no" label={t('opportunity.no')} checked={recommend === 'no'} onChange={() => setRecommend('no')} />
        </fieldset>

        <FormGroup
          label={t(side === 'volunteer' ? 'application.feedback.hoursClaimed' : 'application.feedback.hoursConfirmed')}
          labelFor="field-contributionHours"
          helperText={
            side === 'vio' && (view.claimedHours != null || proposed !== null) ? (
              <>
                {proposed !== null ? <span data-testid="feedback-proposed-hours">{t('attendance.hours.proposed', { hours: proposed })} </span> : null}
                {view.claimedHours != null ? t('application.feedback.volunteerClaimed', { hours: view.claimedHours }) : null}
              </>
            ) : undefined
          }
        >
          <InputGroup
            id="field-contributionHours"
            name="contributionHours"
            type="number"
            min={0}
            step="0.5"
            inputMode="decimal"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            fill
          />
        </FormGroup>
        <FormGroup label={t('application.feedback.review')} labelFor="field-review">
          <TextArea id="field-review" name="review" fill value={review} onChange={(e) => setReview(e.target.value)} />
        </FormGroup>
        {failure ? (
          <Callout intent="danger" className="banner" data-testid="feedback-error">
            {failure}
          </Callout>
        ) : null}
        <div className="form-row-end">
          <Button intent="primary" icon="send-message" text={t('common.submit')} loading={busy} onClick={submit} data-testid="feedback-submit" />
        </div>
      </Card>
    </div>
  );
};

export const VolunteerFeedbackAboutVio = () => <FeedbackPage side="volunteer" />;
export const VioFeedbackAboutVolunteer = () => <FeedbackPage side="vio" />;
