import { useCallback, useEffect, useState } from 'react';
import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import { api, ApiError, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { announce } from '../../toaster';
import { minutesLeft, refreshDelay } from './attendance-logic';
import { QrCode } from './QrCode';
import './attendance.css';

/** GET /api/volunteer/checkin-code/:applicationId (issue 28); `title` when the server names the opportunity. */
export interface CheckinCodeAnswer {
  code: string;
  date: string;
  expiresAt: string;
  validForSeconds: number;
  title?: string | null;
}

type CodeLoad = { state: 'loading' } | { state: 'ok'; data: CheckinCodeAnswer } | { state: 'closed'; message: string } | { state: 'error'; message: string };

/** What My Opportunities passes along with the link (the opportunity's title). */
interface LinkState {
  title?: string | null;
}

/**
 * /checkin/:applicationId: the volunteer's check-in code for today, a QR code as large as the phone allows, with the
 * opportunity, the date and how long it stays valid. A fresh code is fetched by itself before this one expires, and
 * at a tap (a code is used once: checking out needs a new one). On a day that is not one of the application's days
 * the server's refusal is shown as a plain state, in the interface language.
 */
export const CheckinCode = () => {
  const { t } = useT();
  const format = useFormat();
  const { applicationId = '' } = useParams();
  const linkState = (useLocation().state ?? {}) as LinkState;
  const [load, setLoad] = useState<CodeLoad>({ state: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  // Bumped to fetch a new code (by the timer or the button).
  const [generation, setGeneration] = useState(0);
  const [asked, setAsked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger of a new code
  useEffect(() => {
    const controller = new AbortController();
    api<CheckinCodeAnswer>(`/api/volunteer/checkin-code/${encodeURIComponent(applicationId)}`, { signal: controller.signal })
      .then((data) => {
        setLoad({ state: 'ok', data });
        setNow(Date.now());
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 400) setLoad({ state: 'closed', message: errorText(error) });
        else setLoad({ state: 'error', message: errorText(error, t('error.generic')) });
      });
    return () => controller.abort();
  }, [applicationId, generation, t]);

  // The next code before this one expires; the minutes left counted down meanwhile.
  const code = load.state === 'ok' ? load.data : undefined;
  useEffect(() => {
    if (!code) return;
    const next = window.setTimeout(() => setGeneration((g) => g + 1), refreshDelay(code.expiresAt, Date.now(), code.validForSeconds));
    const tick = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => {
      window.clearTimeout(next);
      window.clearInterval(tick);
    };
  }, [code]);
  // A phone put away and taken out again (for the check-out, hours later) shows a fresh code at once: timers of a
  // hidden page may not have run. While the code is shown, the screen is kept awake where the browser allows it.
  const shown = load.state === 'ok';
  useEffect(() => {
    if (!shown) return;
    let lock: { release: () => Promise<void> } | undefined;
    const keepAwake = () => {
      const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> } }).wakeLock;
      wakeLock
        ?.request('screen')
        .then((l) => {
          lock = l;
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setGeneration((g) => g + 1);
      keepAwake();
    };
    keepAwake();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [shown]);
  // The volunteer asked for a new code: say so once it is there.
  useEffect(() => {
    if (asked && code) {
      announce(t('attendance.code.refreshed'));
      setAsked(false);
    }
  }, [asked, code, t]);
  const refresh = useCallback(() => {
    setAsked(true);
    setGeneration((g) => g + 1);
  }, []);

  const back = (
    <Link to="/opportunities/myOpportunities" data-testid="checkin-back">
      {t('attendance.code.back')}
    </Link>
  );
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} action={back} />;
  if (load.state === 'closed')
    return (
      <div className="page page-narrow" data-testid="checkin-closed">
        <NonIdealState icon="calendar" title={t('attendance.code.closedTitle')} description={<p data-testid="checkin-closed-message">{load.message}</p>} action={back} />
      </div>
    );
  const data = load.data;
  const title = data.title ?? linkState.title;
  const day = format.fullDay(data.date);
  return (
    <div className="page page-narrow checkin-page">
      <Card elevation={1} className="checkin-card" data-testid="checkin-code">
        <H2>{t('attendance.code.title')}</H2>
        {title ? <p className="checkin-fact">{t('attendance.code.opportunity', { title })}</p> : null}
        <p className="checkin-fact" data-testid="checkin-date" data-date={data.date}>
          {t('attendance.code.date', { day })}
        </p>
        <p>{t('attendance.code.intro')}</p>
        <div className="checkin-qr">
          <QrCode text={data.code} label={t('attendance.code.qrLabel', { day })} testId="checkin-qr" />
        </div>
        <p className="checkin-valid" data-testid="checkin-valid">
          {t('attendance.code.valid', { minutes: minutesLeft(data.expiresAt, now) })}
        </p>
        <p className="muted">{t('attendance.code.oneTime')}</p>
        <div className="button-row">
          <Button icon="refresh" text={t('attendance.code.refresh')} onClick={refresh} data-testid="checkin-refresh" />
          {back}
        </div>
      </Card>
    </div>
  );
};
