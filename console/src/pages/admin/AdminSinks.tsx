import { useState } from 'react';
import { Button, Card, H2, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { api, errorText } from '../../api';
import { useGet } from '../../hooks';
import { showToast } from '../../toaster';
import type { Language } from '@nvp/events/browser';
import { useT, type MessageId } from '../../i18n';
import { formatters } from '../../i18n/format';
import { ScrollTable } from '../../components/ScrollTable';

interface SinkState {
  name: string;
  kind: 'mail' | 'kafka' | 'facts' | null;
  state: 'ok' | 'retrying';
  attempts: number;
  lastError: string | null;
  lastErrorAt: string | null;
  nextAttemptAt: string | null;
  channel: string | null;
  deadLetters: number;
}
interface DeadLetter {
  id: string;
  sink: string;
  eventId: string;
  eventType: string;
  error: string;
  attempts: number;
  failedAt: string;
  retryRequestedAt: string | null;
}

/** What a sink delivers (the server says: projections' sinkKind), for the reader who does not know the checkpoint names. */
const kindText: Record<NonNullable<SinkState['kind']>, MessageId> = { mail: 'sinks.kind.mail', kafka: 'sinks.kind.kafka', facts: 'sinks.kind.facts' };

const when = (iso: string | null, language: Language) => (iso ? formatters(language).dateTime(iso, { seconds: true }) : '');

/** /admin/sinks (core admins): each sink's delivery state and the messages set aside (GET /api/admin/sinks). */
export const AdminSinks = () => {
  const { t, language } = useT();
  const { load, reload } = useGet<{ sinks: SinkState[]; deadLetters: DeadLetter[] }>('/api/admin/sinks', t('sinks.unavailable'));
  const [busy, setBusy] = useState<string>();
  /** One more attempt, made by the projections within seconds; the list shows it as requested until then. */
  const retry = async (d: DeadLetter) => {
    setBusy(d.id);
    try {
      await api(`/api/admin/sinks/dead-letters/${encodeURIComponent(d.id)}/retry`, { method: 'POST', body: {} });
      showToast(t('sinks.retry.requested'), 'success');
      reload();
    } catch (error) {
      showToast(errorText(error, t('error.generic')), 'danger');
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <H2>{t('sinks.title')}</H2>
          <p className="muted">{t('sinks.subtitle')}</p>
        </div>
        <Button icon="refresh" text={t('common.refresh')} onClick={reload} />
      </div>
      {load.state === 'loading' ? (
        <NonIdealState icon={<Spinner />} title={t('common.loading')} />
      ) : load.state === 'error' ? (
        <NonIdealState icon="disable" title={t('sinks.unavailable')} description={load.message} />
      ) : (
        <>
          <Card>
            <ScrollTable label={t('sinks.table')} className="data-table" striped>
              <thead>
                <tr>
                  <th scope="col">{t('sinks.name')}</th>
                  <th scope="col">{t('sinks.state')}</th>
                  <th scope="col">{t('sinks.lastError')}</th>
                  <th scope="col">{t('sinks.deadLetterCount')}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.sinks.map((s) => {
                  const kind = s.kind ? kindText[s.kind] : undefined;
                  return (
                    <tr key={s.name} data-testid="sink" data-sink={s.name} data-state={s.state}>
                      <td>
                        <code>{s.name}</code>
                        {kind ? <div className="muted">{t(kind)}</div> : null}
                      </td>
                      <td>
                        <Tag intent={s.state === 'ok' ? 'success' : 'warning'} icon={s.state === 'ok' ? 'tick' : 'refresh'} minimal>
                          {t(s.state === 'ok' ? 'sinks.state.ok' : 'sinks.state.retrying')}
                        </Tag>
                        {s.state === 'retrying' ? <div className="muted">{t('sinks.attempts', { attempts: s.attempts, time: when(s.nextAttemptAt, language) })}</div> : null}
                      </td>
                      <td>
                        {s.lastError ? (
                          <>
                            <div>{s.lastError}</div>
                            <div className="muted">
                              {s.channel ? <code>{s.channel}</code> : null} {when(s.lastErrorAt, language)}
                            </div>
                          </>
                        ) : null}
                      </td>
                      <td>{s.deadLetters}</td>
                    </tr>
                  );
                })}
              </tbody>
            </ScrollTable>
          </Card>
          <H3>{t('sinks.deadLetters')}</H3>
          {load.data.deadLetters.length === 0 ? (
            <NonIdealState icon="inbox" title={t('sinks.deadLetters.none')} />
          ) : (
            <Card>
              <ScrollTable label={t('sinks.deadLetters')} className="data-table" striped>
                <thead>
                  <tr>
                    <th scope="col">{t('sinks.failedAt')}</th>
                    <th scope="col">{t('sinks.name')}</th>
                    <th scope="col">{t('sinks.event')}</th>
                    <th scope="col">{t('sinks.error')}</th>
                    <th scope="col">{t('sinks.retry.column')}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.data.deadLetters.map((d) => (
                    <tr key={d.id} data-testid="dead-letter">
                      <td>{when(d.failedAt, language)}</td>
                      <td>
                        <code>{d.sink}</code>
                      </td>
                      <td>
                        {d.eventType}
                        <div className="muted">
                          <code>{d.eventId}</code>
                        </div>
                      </td>
                      <td>
                        {d.error}
                        <div className="muted">{t('sinks.attemptsMade', { attempts: d.attempts })}</div>
                      </td>
                      <td>
                        {d.retryRequestedAt ? (
                          <Tag icon="time" minimal>
                            {t('sinks.retry.pending')}
                          </Tag>
                        ) : (
                          <Button size="small" icon="redo" text={t('sinks.retry')} aria-label={t('sinks.retry.label', { type: d.eventType, id: d.eventId })} loading={busy === d.id} onClick={() => retry(d)} />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </Card>
          )}
        </>
      )}
    </div>
  );
};
