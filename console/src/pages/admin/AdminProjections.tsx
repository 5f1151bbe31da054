import { useEffect, useState } from 'react';
import { Button, Callout, Card, H2, H3, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { Alert } from '../../components/Dialog';
import { api, errorText } from '../../api';
import { useGet } from '../../hooks';
import type { Language } from '@nvp/events/browser';
import { useT } from '../../i18n';
import { formatters } from '../../i18n/format';
import { ScrollTable } from '../../components/ScrollTable';
import { showToast } from '../../toaster';
import { shownPosition } from './projection-position';

interface RebuildJob {
  name: string;
  state: 'rebuilding' | 'verifying' | 'done' | 'failed';
  done: number;
  total: number;
  startedAt: string;
  equal?: boolean;
  error?: string;
}
interface ModelRow {
  name: string;
  position: string | null;
  lagEvents: number | null;
  lagSeconds: number | null;
  running: boolean;
  error: string | null;
  /** Events parked for this read model. */
  parked: number;
  rebuild: RebuildJob | null;
}
/** An event a read model could not apply, set aside for it after its retries (GET /api/admin/projections). */
interface ParkedEvent {
  id: string;
  model: string;
  eventId: string;
  eventType: string;
  position: string;
  error: string;
  attempts: number;
  firstAttemptAt: string;
  lastAttemptAt: string;
}
interface RetryOutcome {
  model: string;
  applied: boolean;
  error?: string;
  rebuildAdvised?: boolean;
}
interface Verified {
  name: string;
  equal: boolean;
  liveHash: string;
  rebuiltHash: string;
  events: number;
}

const POLL_MS = 1000;
const busy = (job: RebuildJob | null) => job?.state === 'rebuilding' || job?.state === 'verifying';

const PositionText = ({ position }: { position: string | null }) => {
  const shown = shownPosition(position);
  return <code title={shown.title}>{shown.text}</code>;
};

const when = (iso: string, language: Language) => formatters(language).dateTime(iso, { seconds: true });

/**
 * /admin/projections (core admins): each read model's position, lag and parked events, a verification against the
 * log, a blue/green rebuild with its progress, and the parked events with a retry for each (after a fix).
 */
export const AdminProjections = () => {
  const { t, language } = useT();
  const { load, reload } = useGet<{ models: ModelRow[]; parked?: ParkedEvent[] }>('/api/admin/projections', t('error.generic'));
  const [verifying, setVerifying] = useState<string | null>(null);
  const [results, setResults] = useState<Verified[] | null>(null);
  const [message, setMessage] = useState<{ intent: 'danger' | 'success'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);

  // The last answer stays on screen while the next poll loads.
  const [models, setModels] = useState<ModelRow[]>([]);
  const [parked, setParked] = useState<ParkedEvent[]>([]);
  const [retrying, setRetrying] = useState<string>();
  useEffect(() => {
    if (load.state !== 'ok') return;
    setModels(load.data.models);
    setParked(load.data.parked ?? []);
  }, [load]);
  const anyBusy = models.some((m) => busy(m.rebuild));
  // While a rebuild runs, its progress is polled.
  useEffect(() => {
    if (!anyBusy || load.state === 'loading') return;
    const timer = window.setTimeout(reload, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [anyBusy, load, reload]);

  const verify = async (name?: string) => {
    setVerifying(name ?? '*');
    setMessage(null);
    try {
      const answer = await api<{ models: Verified[] }>(`/api/admin/projections/verify${name ? `?name=${encodeURIComponent(name)}` : ''}`);
      setResults(answer.models);
    } catch (error) {
      setMessage({ intent: 'danger', text: errorText(error, t('error.generic')) });
    } finally {
      setVerifying(null);
    }
  };

  const rebuild = async () => {
    const name = confirm;
    setConfirm(null);
    if (!name) return;
    setMessage(null);
    try {
      // The answer is the new job: shown at once, then its progress polled.
      const job = await api<RebuildJob>('/api/admin/projections/rebuild', { method: 'POST', body: { name } });
      setModels((all) => all.map((m) => (m.name === name ? { ...m, rebuild: job } : m)));
    } catch (error) {
      setMessage({ intent: 'danger', text: errorText(error, t('error.generic')) });
    }
    reload();
  };

  /** Applies the parked event once more (after a fix): applied, it leaves the list; failing, its new error shows. */
  const retry = async (p: ParkedEvent) => {
    setRetrying(p.id);
    try {
      const outcome = await api<RetryOutcome>(`/api/admin/projections/parked/${encodeURIComponent(p.id)}/retry`, { method: 'POST', body: {} });
      if (!outcome.applied) showToast(t('projections.parked.stillFailing', { error: outcome.error ?? '' }), 'warning');
      else if (outcome.rebuildAdvised) showToast(t('projections.parked.appliedRebuild', { name: outcome.model }), 'warning');
      else showToast(t('projections.parked.applied'), 'success');
    } catch (error) {
      showToast(errorText(error, t('error.generic')), 'danger');
    } finally {
      setRetrying(undefined);
      reload();
    }
  };

  const jobText = (job: RebuildJob) =>
    job.state === 'rebuilding'
      ? t('projections.rebuildProgress', { name: job.name, done: job.done, total: job.total })
      : job.state === 'verifying'
        ? t('projections.rebuildVerifying', { name: job.name })
        : job.state === 'done'
          ? t('projections.rebuildDone', { name: job.name })
          : t('projections.rebuildFailed', { name: job.name, error: job.error ?? '' });

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('projections.title')}</H2>
        <Button icon="endorsed" intent="primary" text={t('projections.verifyAll')} loading={verifying === '*'} disabled={verifying !== null} onClick={() => verify()} data-testid="verify-all" />
      </div>
      <p className="muted">{t('projections.subtitle')}</p>
      {message ? (
        <Callout intent={message.intent} className="form-callout" role="alert">
          {message.text}
        </Callout>
      ) : null}
      {verifying ? (
        <Callout intent="primary" icon={<Spinner size={16} />} className="form-callout" role="status">
          {t('projections.verifying')}
        </Callout>
      ) : null}
      <Card elevation={1}>
        {load.state === 'loading' && !models.length ? (
          <NonIdealState icon={<Spinner />} title={t('common.loading')} />
        ) : load.state === 'error' && !models.length ? (
          <NonIdealState icon="error" title={load.message} action={<Button icon="refresh" text={t('common.refresh')} onClick={reload} />} />
        ) : (
          <ScrollTable label={t('projections.title')} striped style={{ width: '100%' }} data-testid="projection-table">
            <thead>
              <tr>
                <th>{t('projections.name')}</th>
                <th>{t('projections.position')}</th>
                <th>{t('projections.lag')}</th>
                <th>{t('projections.parked')}</th>
                <th>{t('projections.state')}</th>
                <th>{t('projections.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {models.map((m) => (
                <tr key={m.name} data-testid="projection-row" data-name={m.name}>
                  <td>
                    <code>{m.name}</code>
                  </td>
                  <td>
                    <PositionText position={m.position} />
                  </td>
                  <td>{m.lagEvents === null ? '—' : t('projections.lagValue', { events: m.lagEvents, seconds: Math.round(m.lagSeconds ?? 0) })}</td>
                  <td data-testid="parked-count">
                    {m.parked ? (
                      <Tag intent="warning" minimal>
                        {m.parked}
                      </Tag>
                    ) : (
                      0
                    )}
                  </td>
                  <td>
                    <Tag intent={m.error ? 'danger' : m.running ? 'success' : 'warning'} round>
                      {m.error ?? t(m.running ? 'projections.running' : 'projections.stopped')}
                    </Tag>
                    {m.rebuild ? (
                      <div role="status" data-testid="rebuild-status" data-started={m.rebuild.startedAt} data-state={m.rebuild.state} style={{ marginTop: 6 }}>
                        {busy(m.rebuild) ? (
                          <ProgressBar
                            intent="primary"
                            value={m.rebuild.state === 'verifying' ? undefined : m.rebuild.total ? m.rebuild.done / m.rebuild.total : 0}
                            aria-label={jobText(m.rebuild)}
                          />
                        ) : null}
                        <small className={m.rebuild.state === 'failed' ? undefined : 'muted'}>{jobText(m.rebuild)}</small>
                        {m.rebuild.state === 'done' && m.rebuild.equal !== undefined ? (
                          <Tag minimal intent={m.rebuild.equal ? 'success' : 'danger'} style={{ marginLeft: 6 }}>
                            {t(m.rebuild.equal ? 'projections.equal' : 'projections.different')}
                          </Tag>
                        ) : null}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <div className="tag-list">
                      <Button size="small" icon="endorsed" text={t('projections.verify')} aria-label={`${t('projections.verify')} ${m.name}`} loading={verifying === m.name} disabled={verifying !== null || busy(m.rebuild)} onClick={() => verify(m.name)} data-testid="verify" />
                      <Button size="small" icon="refresh" text={t('projections.rebuild')} aria-label={`${t('projections.rebuild')} ${m.name}`} disabled={verifying !== null || busy(m.rebuild)} onClick={() => setConfirm(m.name)} data-testid="rebuild" />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <H3 style={{ marginTop: 16 }}>{t('projections.parked.title')}</H3>
      <p className="muted">{t('projections.parked.subtitle')}</p>
      {parked.length === 0 ? (
        load.state === 'ok' ? <NonIdealState icon="tick-circle" title={t('projections.parked.none')} /> : null
      ) : (
        <Card elevation={1} data-testid="parked-events">
          <ScrollTable label={t('projections.parked.title')} className="data-table" striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">{t('projections.name')}</th>
                <th scope="col">{t('projections.parked.event')}</th>
                <th scope="col">{t('projections.position')}</th>
                <th scope="col">{t('projections.parked.error')}</th>
                <th scope="col">{t('projections.parked.attempts')}</th>
                <th scope="col">{t('projections.parked.first')}</th>
                <th scope="col">{t('projections.parked.last')}</th>
                <th scope="col">{t('projections.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {parked.map((p) => (
                <tr key={p.id} data-testid="parked-event" data-model={p.model}>
                  <td>
                    <code>{p.model}</code>
                  </td>
                  <td>
                    {p.eventType}
                    <div className="muted">
                      <code>{p.eventId}</code>
                    </div>
                  </td>
                  <td>
                    <PositionText position={p.position} />
                  </td>
                  <td>{p.error}</td>
                  <td>{p.attempts}</td>
                  <td>{when(p.firstAttemptAt, language)}</td>
                  <td>{when(p.lastAttemptAt, language)}</td>
                  <td>
                    <Button
                      size="small"
                      icon="redo"
                      text={t('projections.parked.retry')}
                      aria-label={t('projections.parked.retryLabel', { type: p.eventType, name: p.model })}
                      loading={retrying === p.id}
                      disabled={retrying !== undefined || busy(models.find((m) => m.name === p.model)?.rebuild ?? null)}
                      onClick={() => retry(p)}
                      data-testid="parked-retry"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </Card>
      )}
      {results ? (
        <Card elevation={1} style={{ marginTop: 16 }} data-testid="verify-results">
          <H3>{t('projections.results')}</H3>
          <ScrollTable label={t('projections.results')} striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('projections.name')}</th>
                <th>{t('projections.state')}</th>
                <th>{t('projections.liveHash')}</th>
                <th>{t('projections.rebuiltHash')}</th>
                <th>{t('projections.events')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.name} data-testid="verify-result" data-name={r.name} data-equal={String(r.equal)}>
                  <td>
                    <code>{r.name}</code>
                  </td>
                  <td>
                    <Tag intent={r.equal ? 'success' : 'danger'} round>
                      {t(r.equal ? 'projections.equal' : 'projections.different')}
                    </Tag>
                  </td>
                  <td>
                    <code title={r.liveHash}>{r.liveHash.slice(0, 16)}</code>
                  </td>
                  <td>
                    <code title={r.rebuiltHash}>{r.rebuiltHash.slice(0, 16)}</code>
                  </td>
                  <td>{r.events}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </Card>
      ) : null}
      <Alert isOpen={confirm !== null} intent="primary" icon="refresh" confirmButtonText={t('projections.rebuild')} cancelButtonText={t('account.cancel')} onConfirm={rebuild} onCancel={() => setConfirm(null)}>
        <p>{confirm ? t('projections.rebuildConfirm', { name: confirm }) : null}</p>
      </Alert>
    </div>
  );
};
