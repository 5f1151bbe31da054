import { useState } from 'react';
import { Button, ButtonGroup, Callout, Card, H2, H3, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { historyKinds } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { PageError, PageSpinner } from '../../components/PageState';
import { compareStates, historyCsv, type HistoryEvent, type SubjectHistoryAnswer } from './history-model';
import './history.css';
import { ScrollTable } from '../../components/ScrollTable';
import { downloadCsv, downloadFile } from '../../components/csv';


const when = (iso: string, language: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(language === 'en' ? 'en-GB' : language);
};

const kindLabel = (kind: string): MessageId | undefined => ((historyKinds as readonly string[]).includes(kind) ? (`audit.kind.${kind}` as MessageId) : undefined);

const Actor = ({ event }: { event: HistoryEvent }) => {
  const { t } = useT();
  if (!event.actor.id) return <span className="muted">{t('audit.bySystem')}</span>;
  return <span>{t('audit.by', { name: event.actor.name ?? t('audit.unknownName'), role: event.actor.role ?? '—' })}</span>;
};

/**
 * /admin/history/:kind/:id (issue 13, auditors): the subject's timeline, the state as of a chosen event beside
 * the state now with the differences marked (a tag and a marker, not colour alone), exports, and the views.
 * Every load and every chosen moment is recorded by the server as a view.
 */
export const History = () => {
  const { t, language } = useT();
  const { kind = '', id = '' } = useParams();
  const { load } = useGet<SubjectHistoryAnswer>(`/api/admin/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, t('error.generic'));
  const [selected, setSelected] = useState<{ position: string; answer?: SubjectHistoryAnswer; error?: string } | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const history = selected?.answer ?? load.data;
  const events = load.data.events;
  const label = kindLabel(kind);
  const subject = t('audit.subject', { kind: label ? t(label) : kind, id });

  const choose = async (position: string) => {
    setSelected({ position });
    try {
      const answer = await api<SubjectHistoryAnswer>(`/api/admin/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}?at=${encodeURIComponent(position)}`);
      setSelected({ position, answer });
    } catch (error) {
      setSelected({ position, error: errorText(error, t('error.generic')) });
    }
  };

  const rows = selected?.answer?.stateAt ? compareStates(selected.answer.stateAt, selected.answer.state) : [];
  const changed = rows.filter((r) => r.changed).length;
  const selectedEvent = selected && events.find((e) => e.position === selected.position);

  return (
    <div className="page card-stack history-page">
      <div className="page-header">
        <div>
          <H2>{t('audit.title')}</H2>
          <p className="muted" data-testid="history-subject">
            {subject}
          </p>
        </div>
        <ButtonGroup>
          <Button icon="th" text={t('audit.exportCsv')} onClick={() => downloadCsv(`history-${kind}-${id}.csv`, historyCsv(events))} data-testid="history-export-csv" />
          <Button
            icon="code"
            text={t('audit.exportJson')}
            onClick={() => downloadFile(`history-${kind}-${id}.json`, JSON.stringify(history, null, 2), 'application/json')}
            data-testid="history-export-json"
          />
        </ButtonGroup>
      </div>

      <div className="history-grid">
        <Card elevation={1} className="history-timeline-card">
          <H3>{t('audit.timeline')}</H3>
          <p className="muted">
            {t('audit.timelineHelp')} {t('audit.events', { count: events.length })}
          </p>
          <ol className="history-timeline" data-testid="history-timeline">
            {events.map((event) => {
              const isSelected = selected?.position === event.position;
              return (
                <li key={event.position} className={isSelected ? 'history-event is-selected' : 'history-event'} data-testid="history-event" data-type={event.type}>
                  <div className="history-event-head">
                    <strong>{event.type}</strong>
                    {isSelected ? (
                      <Tag intent="primary" minimal>
                        {t('audit.selected')}
                      </Tag>
                    ) : null}
                  </div>
                  <div className="muted">
                    <time dateTime={event.occurredAt}>{when(event.occurredAt, language)}</time> · <Actor event={event} />
                  </div>
                  <div className="muted history-position">
                    {t('audit.moment')} {event.position} · {event.streamId}
                  </div>
                  <Button
                    small
                    icon="time"
                    text={t('audit.showState')}
                    aria-pressed={isSelected}
                    onClick={() => void choose(event.position)}
                    data-testid="history-choose"
                  />
                </li>
              );
            })}
          </ol>
        </Card>

        <div className="card-stack">
          <Card elevation={1}>
            <H3>{t('audit.compare')}</H3>
            {!selected ? <p className="muted">{t('audit.compareHelp')}</p> : null}
            {selected && !selected.answer && !selected.error ? <Spinner size={24} aria-label={t('audit.loadingState')} /> : null}
            {selected?.error ? (
              <Callout intent="danger" role="alert">
                {selected.error}
              </Callout>
            ) : null}
            {selected?.answer ? (
              <>
                <p data-testid="history-diff-count">
                  {selectedEvent ? `${selectedEvent.type} · ${when(selectedEvent.occurredAt, language)} — ` : ''}
                  {t('audit.changedCount', { count: changed })}
                </p>
                <Switch checked={onlyChanged} label={t('audit.onlyChanged')} onChange={(e) => setOnlyChanged(e.currentTarget.checked)} data-testid="history-only-changed" />
                <ScrollTable label={t('audit.compare')} compact striped className="history-compare" data-testid="history-compare">
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.key')}</th>
                      <th scope="col">{t('audit.then')}</th>
                      <th scope="col">{t('audit.now')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.filter((row) => row.changed || !onlyChanged).map((row) => (
                      <tr key={row.key} className={row.changed ? 'history-changed' : undefined} data-testid={row.changed ? 'history-changed-row' : 'history-row'} data-key={row.key}>
                        <th scope="row">
                          {row.changed ? (
                            <Tag intent="warning" minimal className="history-changed-tag">
                              <span aria-hidden="true">Δ </span>
                              {t('audit.changed')}
                            </Tag>
                          ) : null}{' '}
                          <code>{row.key}</code>
                        </th>
                        <td>{row.then ?? '—'}</td>
                        <td>{row.now ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              </>
            ) : null}
          </Card>

          {selectedEvent ? (
            <Card elevation={1}>
              <H3>{t('audit.eventData')}</H3>
              <pre className="history-data" data-testid="history-event-data" tabIndex={0}>
                {JSON.stringify(selectedEvent.data, null, 2)}
              </pre>
            </Card>
          ) : null}

          <Card elevation={1}>
            <H3>{t('audit.views')}</H3>
            <p className="muted">{t('audit.viewsHelp')}</p>
            <ul className="history-views" data-testid="history-views">
              {history.views.map((view, i) => (
                <li key={`${view.viewedAt}-${i}`}>
                  {t('audit.viewedBy', { name: view.auditorName ?? view.auditorId, time: when(view.viewedAt, language) })}
                  {view.at ? ` — ${t('audit.viewedAt', { position: view.at })}` : ''}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
};
