import { useEffect, useState } from 'react';
import { Button, Callout, Card, Checkbox, H2, H3, NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { api, ApiError, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet, useNavigateHere } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import '../../components/opportunity/opportunity.css';

/** GET /api/agreement/fetch/volunteer|vio (spec §3 Agreement). */
interface AgreementView {
  volunteer?: { id?: string; firstName?: string | null; lastName?: string | null; name?: string | null } | null;
  vio?: { id?: string; name?: string | null } | null;
  opportunity?: { id?: string; title?: string | null } | null;
  alreadySubmitted: boolean;
  /** The agreement opens once the organisation approved the application. */
  open?: boolean;
}

type Side = 'volunteer' | 'vio';
const points: Record<Side, MessageId[]> = {
  volunteer: ['application.agreement.volunteer1', 'application.agreement.volunteer2', 'application.agreement.volunteer3'],
  vio: ['application.agreement.vio1', 'application.agreement.vio2', 'application.agreement.vio3'],
};

/** The thank-you page of an agreement or feedback already given. */
export const ThankYou = ({ message, testId, icon = 'endorsed' }: { message: string; testId: string; icon?: 'endorsed' | 'time' }) => (
  <div className="page page-narrow" data-testid={testId}>
    <NonIdealState icon={icon} title={message} />
  </div>
);

/**
 * /volunteerAgreement/:opId/:volunteerId/:vioId and /vioAgreement/…: the agreement of one volunteer on one
 * opportunity. The signing side ticks each of its three points (confirm is enabled only when all are ticked)
 * and reads the other side's points. On success the spec's message, then after 1 s the opportunity page.
 */
const AgreementPage = ({ side }: { side: Side }) => {
  const { t } = useT();
  // The page moves on by itself a second after its message: not once the user has gone elsewhere.
  const navigate = useNavigateHere();
  const { opId = '', volunteerId = '', vioId = '' } = useParams();
  const query = new URLSearchParams({ volunteerId, opportunityId: opId, vioId }).toString();
  const { load } = useGet<AgreementView>(`/api/agreement/fetch/${side}?${query}`, t('error.generic'));
  const [ticked, setTicked] = useState<boolean[]>([false, false, false]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  useEffect(() => {
    if (notice?.intent !== 'success') return;
    // Spec §4: after the success message, go to the opportunity page after 1 s.
    const timer = setTimeout(() => navigate(side === 'volunteer' ? `/viewOpportunity/${opId}` : `/volunteerOpportunity/${opId}`), 1000);
    return () => clearTimeout(timer);
  }, [notice, navigate, side, opId]);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  if (load.data.alreadySubmitted && notice?.intent !== 'success') return <ThankYou message={t('application.agreement.already')} testId="agreement-already" />;
  const view = load.data;
  if (view.open === false && notice?.intent !== 'success') return <ThankYou message={t('application.agreement.notOpen')} testId="agreement-not-open" icon="time" />;
  const other: Side = side === 'volunteer' ? 'vio' : 'volunteer';
  const volunteerName = view.volunteer?.name ?? `${view.volunteer?.firstName ?? ''} ${view.volunteer?.lastName ?? ''}`.trim();

  const confirm = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await api(`/api/agreement/confirm/${side}`, { method: 'POST', body: { volunteerId, opportunityId: opId, vioId, agreement1: true, agreement2: true, agreement3: true } });
      setNotice({ intent: 'success', text: t('application.agreement.success') });
    } catch (error) {
      // Spec §8: 500 'Something went wrong!', else the server's message.
      setNotice({ intent: 'danger', text: error instanceof ApiError && error.status >= 500 ? t('error.generic') : errorText(error) });
      setBusy(false);
    }
  };

  return (
    <div className="page page-medium">
      <Card elevation={1} data-testid="agreement">
        <H2>{t('application.agreement.title', { title: view.opportunity?.title ?? '' })}</H2>
        <p className="muted">
          {t('application.agreement.between', { volunteer: volunteerName || '—', vio: view.vio?.name ?? '—' })}
        </p>
        <p>{t('application.agreement.text')}</p>
        <fieldset className="fieldset">
          <legend>{t(side === 'volunteer' ? 'application.agreement.volunteerPoints' : 'application.agreement.vioPoints')}</legend>
          {points[side].map((key, i) => (
            <Checkbox
              key={key}
              name={`agreement${i + 1}`}
              checked={ticked[i]}
              disabled={busy || notice?.intent === 'success'}
              label={t(key)}
              onChange={() => setTicked((list) => list.map((v, j) => (j === i ? !v : v)))}
            />
          ))}
        </fieldset>
        <H3>{t(other === 'volunteer' ? 'application.agreement.volunteerPoints' : 'application.agreement.vioPoints')}</H3>
        <ul>
          {points[other].map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        {notice ? (
          <Callout intent={notice.intent} className="banner" data-testid="agreement-notice">
            {notice.text}
          </Callout>
        ) : null}
        <div className="form-row-end">
          <Button
            intent="primary"
            icon="endorsed"
            text={t('application.agreement.confirm')}
            disabled={!ticked.every(Boolean) || notice?.intent === 'success'}
            loading={busy}
            onClick={confirm}
            data-testid="agreement-confirm"
          />
        </div>
      </Card>
    </div>
  );
};

export const VolunteerAgreement = () => <AgreementPage side="volunteer" />;
export const VioAgreement = () => <AgreementPage side="vio" />;
