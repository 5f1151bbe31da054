import { useEffect, useState } from 'react';
import { Button, Callout, Card, H2, H3, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { Alert } from '../../components/Dialog';
import { api, errorText } from '../../api';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { ScrollTable } from '../../components/ScrollTable';
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
  rebuild: RebuildJob | null;
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

/** /admin/projections (core admins): each read model's position and lag, a verification against the log, and a blue/green rebuild with its progress. */
export const AdminProjections = () => {
  const { t } = useT();
  const { load, reload } = useGet<{ models: ModelRow[] }>('/api/admin/projections', t('error.generic'));
  const [verifying, setVerifying] = useState<string | null>(null);
  const [results, setResults] = useState<Verified[] | null>(null);
  const [message, setMessage] = useState<{ intent: 'danger' | 'success'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);

  // The last answer stays on screen while the next poll loads.
  const [models, setModels] = useState<ModelRow[]>([]);
  useEffect(() => {
    if (load.state === 'ok') setModels(load.data.models);
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
