import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Callout, Card, FormGroup, H2, H3, InputGroup, NonIdealState, Radio, Tag } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { showToast } from '../../toaster';
import { attendanceStates, canCheckIn, canCheckOut, createScanGuard, stateIntent, stateKey, type AttendanceState } from './attendance-logic';
import { Scanner } from './Scanner';
import './attendance.css';

/** A volunteer expected on the day, as GET /api/vio/attendance/:opportunityId/:date lists them. */
export interface AttendanceRow {
  applicationId: string;
  volunteerId: string;
  /** Null for an erased volunteer (the day's record stays). */
  name: string | null;
  registrationNo?: string | null;
  state: AttendanceState;
  checkedInAt?: string | null;
  checkedOutAt?: string | null;
}

export interface AttendanceDayView {
  opportunityId: string;
  title: string;
  date: string;
  volunteers: AttendanceRow[];
  counts: Partial<Record<AttendanceState, number>>;
}

/** POST /api/vio/attendance/checkin and /checkout answer. */
interface AttendanceAnswer {
  message: string;
  state: 'CHECKED_IN' | 'CHECKED_OUT';
  applicationId: string;
  volunteerId: string;
  at: string;
}

type Mode = 'CHECKIN' | 'CHECKOUT';
type Outcome = { intent: 'success' | 'danger'; text: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /vio/attendance/:opportunityId/:date: the coordinator's day, made for a phone held in one hand. Counts by state at
 * the top, then "Scan codes" (the camera; a Check in / Check out switch says what a scanned code records; a code the
 * camera keeps seeing is sent once), then every expected volunteer with a chip for their state, their times and
 * Check in / Check out by name, for when a code cannot be scanned. Each result is a toast (heard through the live
 * regions) and stays written under the scanner; server messages in the interface language.
 */
export const AttendanceDay = () => {
  const { opportunityId = '', date = '' } = useParams();
  // Another day (the date chooser) starts afresh: its own list, no result or scanner left from the day before.
  return <Day key={`${opportunityId}/${date}`} opportunityId={opportunityId} date={date} />;
};

const Day = ({ opportunityId, date }: { opportunityId: string; date: string }) => {
  const { t } = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const [view, setView] = useState<AttendanceDayView | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [mode, setMode] = useState<Mode>('CHECKIN');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const guard = useRef(createScanGuard());

  // The list is read again after every record, keeping the one shown meanwhile (the camera stays on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger of a new read
  useEffect(() => {
    const controller = new AbortController();
    api<AttendanceDayView>(`/api/vio/attendance/${encodeURIComponent(opportunityId)}/${encodeURIComponent(date)}`, { signal: controller.signal })
      .then((data) => {
        setView(data);
        setFailure(undefined);
      })
      .catch((error) => {
        if (!controller.signal.aborted) setFailure(errorText(error, t('error.generic')));
      });
    return () => controller.abort();
  }, [opportunityId, date, generation, t]);

  const viewRef = useRef(view);
  viewRef.current = view;
  const record = useCallback(
    async (what: Mode, body: { code: string } | { volunteerId: string }) => {
      const key = 'code' in body ? body.code : body.volunteerId;
      setBusy(key);
      try {
        const answer = await api<AttendanceAnswer>(`/api/vio/attendance/${what === 'CHECKIN' ? 'checkin' : 'checkout'}`, { method: 'POST', body: { opportunityId, date, ...body } });
        const name = viewRef.current?.volunteers.find((v) => v.volunteerId === answer.volunteerId || v.applicationId === answer.applicationId)?.name ?? t('attendance.vio.erased');
        const text = t(answer.state === 'CHECKED_OUT' ? 'attendance.vio.checkedOut' : 'attendance.vio.checkedIn', { name, time: format.time(answer.at) });
        setOutcome({ intent: 'success', text });
        showToast(text, 'success');
        setGeneration((g) => g + 1);
      } catch (error) {
        const text = errorText(error, t('attendance.vio.failed'));
        setOutcome({ intent: 'danger', text });
        showToast(text, 'danger');
      } finally {
        setBusy(undefined);
      }
    },
    [opportunityId, date, t, format],
  );
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const onCode = useCallback(
    (text: string) => {
      const what = modeRef.current;
      if (guard.current.shouldSend(`${what}:${text}`, Date.now())) void record(what, { code: text });
    },
    [record],
  );

  if (!view && failure) return <PageError message={failure} />;
  if (!view) return <PageSpinner />;
  const day = DAY.test(view.date) ? format.fullDay(view.date) : view.date;
  return (
    <div className="page page-medium" data-testid="attendance-day">
      <div className="page-header">
        <div>
          <H2>{t('attendance.vio.title')}</H2>
          <p className="checkin-fact">{t('attendance.vio.subtitle', { title: view.title, day })}</p>
          <Link to={`/volunteerOpportunity/${encodeURIComponent(opportunityId)}`}>{t('attendance.vio.back')}</Link>
        </div>
      </div>
      <div className="attendance-toolbar">
        <FormGroup label={t('attendance.vio.date')} labelFor="attendance-date">
          <InputGroup
            id="attendance-date"
            name="date"
            type="date"
            value={date}
            onChange={(e) => {
              const next = e.target.value;
              if (DAY.test(next)) void navigate(`/vio/attendance/${encodeURIComponent(opportunityId)}/${next}`);
            }}
          />
        </FormGroup>
        <Button
          icon={scanning ? 'cross' : 'camera'}
          intent={scanning ? 'none' : 'primary'}
          size="large"
          text={t(scanning ? 'attendance.vio.stopScan' : 'attendance.vio.scan')}
          aria-expanded={scanning}
          aria-controls="attendance-scanner"
          onClick={() => setScanning((s) => !s)}
          data-testid="attendance-scan"
        />
      </div>
      {failure ? (
        <Callout intent="danger" className="banner">
          {failure}
        </Callout>
      ) : null}
      <ul className="attendance-counts" aria-label={t('attendance.vio.counts')} data-testid="attendance-counts">
        {attendanceStates.map((state) => (
          <li key={state} className="attendance-count" data-state={state} data-count={view.counts[state] ?? 0}>
            <Tag round minimal intent={stateIntent[state]}>
              <span className="attendance-count-number">{format.number(view.counts[state] ?? 0)}</span> {t(stateKey(state))}
            </Tag>
          </li>
        ))}
      </ul>
      <div id="attendance-scanner">
        {scanning ? (
          <Card className="attendance-scanner">
            <fieldset className="attendance-mode">
              <legend>{t('attendance.vio.mode')}</legend>
              <Radio inline name="scanMode" value="CHECKIN" label={t('attendance.vio.checkIn')} checked={mode === 'CHECKIN'} onChange={() => setMode('CHECKIN')} />
              <Radio inline name="scanMode" value="CHECKOUT" label={t('attendance.vio.checkOut')} checked={mode === 'CHECKOUT'} onChange={() => setMode('CHECKOUT')} />
            </fieldset>
            <Scanner onCode={onCode} />
          </Card>
        ) : null}
      </div>
      {outcome ? (
        <Callout intent={outcome.intent} className="attendance-result" title={t('attendance.vio.lastResult')} data-testid="attendance-result" data-intent={outcome.intent}>
          {outcome.text}
        </Callout>
      ) : null}
      <Card className="opportunity-section">
        <H3>{t('attendance.vio.list')}</H3>
        {view.volunteers.length === 0 ? (
          <NonIdealState icon="people" title={t('attendance.vio.none')} />
        ) : (
          <ul className="attendance-list">
            {view.volunteers.map(({ name: known, ...v }) => ({ ...v, name: known ?? t('attendance.vio.erased') })).map((v) => (
              <li key={v.applicationId} className="attendance-row" data-testid="attendance-row" data-volunteer-id={v.volunteerId} data-state={v.state}>
                <div className="attendance-person">
                  <div className="attendance-name">{v.name}</div>
                  {v.registrationNo ? <div className="muted">{t('attendance.vio.registration', { number: v.registrationNo })}</div> : null}
                  <div className="attendance-times">
                    <Tag round intent={stateIntent[v.state] ?? 'none'} data-testid="attendance-state">
                      {t(stateKey(v.state))}
                    </Tag>
                    {v.checkedInAt ? <span data-testid="attendance-in">{t('attendance.vio.in', { time: format.time(v.checkedInAt) })}</span> : null}
                    {v.checkedOutAt ? <span data-testid="attendance-out">{t('attendance.vio.out', { time: format.time(v.checkedOutAt) })}</span> : null}
                  </div>
                </div>
                <div className="attendance-actions">
                  {canCheckIn(v.state) ? (
                    <Button
                      icon="log-in"
                      intent="success"
                      text={t('attendance.vio.checkIn')}
                      aria-label={t('attendance.vio.checkInName', { name: v.name })}
                      loading={busy === v.volunteerId}
                      onClick={() => void record('CHECKIN', { volunteerId: v.volunteerId })}
                      data-testid="attendance-checkin"
                    />
                  ) : null}
                  {canCheckOut(v.state) ? (
                    <Button
                      icon="log-out"
                      text={t('attendance.vio.checkOut')}
                      aria-label={t('attendance.vio.checkOutName', { name: v.name })}
                      loading={busy === v.volunteerId}
                      onClick={() => void record('CHECKOUT', { volunteerId: v.volunteerId })}
                      data-testid="attendance-checkout"
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
};
