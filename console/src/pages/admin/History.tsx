import { useState } from 'react';
import { Button, ButtonGroup, Callout, Card, H2, H3, ProgressBar, SegmentedControl, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { historyKinds, type Language } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { formatters } from '../../i18n/format';
import { PageError, PageSpinner } from '../../components/PageState';
import { compareStates, historyCsv, historyPath, walkHistory, HISTORY_EXPORT_PAGE_SIZE, HISTORY_PAGE_SIZE, type HistoryEvent, type SubjectHistoryAnswer } from './history-model';
import './history.css';
import { ScrollTable } from '../../components/ScrollTable';
import { downloadCsv, downloadFile } from '../../components/csv';
import { useDistricts, useVolunteerFormData } from '../../reference/hooks';
import { coreFunctionsOf, useCreateVoFormData } from '../../components/opportunity/form-data';
import { actorName, ERASED_LABEL, roleName, storyLine, subjectNoun, type StoryLine, type StoryReference } from './history-story';
import { readableRows } from './history-values';


/** An instant in the interface language, Colombo time, to the second. */
const when = (iso: string, language: Language) => formatters(language).dateTime(iso, { seconds: true });

const kindLabel = (kind: string): MessageId | undefined => ((historyKinds as readonly string[]).includes(kind) ? (`audit.kind.${kind}` as MessageId) : undefined);

/** Who did it: the name (or "an erased volunteer") and the role in words; the system when no one is recorded. */
const Actor = ({ event }: { event: HistoryEvent }) => {
  const { t } = useT();
  const name = actorName(event.actor, t);
  if (!name) return <span className="muted">{t('audit.bySystem')}</span>;
  return <span>{t('audit.by', { name, role: roleName(event.actor.role, t) })}</span>;
};

/** The reference lists the story names ids with (each loaded once a session, shared with the forms). */
const useStoryReference = (): StoryReference => {
  const volunteerForm = useVolunteerFormData().data;
  const opportunityForm = useCreateVoFormData().data;
  const districts = useDistricts().data;
  return {
    languages: volunteerForm?.languages,
    countries: volunteerForm?.country_of_birth,
    expertise: volunteerForm?.ares_of_expertise,
    volunteeringAreas: volunteerForm?.preferred_areas_of_volunteering,
    skills: volunteerForm?.skills,
    categories: opportunityForm?.categories_VO,
    coreFunctions: opportunityForm ? coreFunctionsOf(opportunityForm) : undefined,
    requiredSkills: opportunityForm?.required_skills,
    degrees: opportunityForm?.degrees,
    districts,
  };
};

/** One event in words: the sentence, its reference details, when and by whom. */
const StoryEvent = ({ line, event }: { line: StoryLine; event: HistoryEvent }) => {
  const { language } = useT();
  return (
    <>
      <p className="history-sentence" data-testid="history-sentence">
        {line.sentence}
      </p>
      {line.details.length ? (
        <dl className="history-details" data-testid="history-details">
          {line.details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="muted">
        <time dateTime={event.occurredAt}>{when(event.occurredAt, language)}</time> · <Actor event={event} />
      </div>
    </>
  );
};

/**
 * /admin/history/:kind/:id (issue 13, auditors): the subject's timeline, the state as of a chosen event beside
 * the state now with the differences marked (a tag and a marker, not colour alone), exports, and the views.
 * Every load and every chosen moment is recorded by the server as a view. The timeline comes a page at a time,
 * newest first (issue 24: a volunteer with many applications has hundreds of events); the exports walk every page.
 */
export const History = () => {
  const { t, language } = useT();
  const { kind = '', id = '' } = useParams();
  const { load } = useGet<SubjectHistoryAnswer>(historyPath(kind, id, { pageSize: HISTORY_PAGE_SIZE }), t('error.generic'));
  const [selected, setSelected] = useState<{ position: string; answer?: SubjectHistoryAnswer; error?: string } | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  /** Older pages asked with "Show older events", and the cursor after them. */
  const [older, setOlder] = useState<{ events: HistoryEvent[]; labels?: Record<string, string>; next: string | null; loading?: boolean; error?: string } | null>(null);
  const [exporting, setExporting] = useState<{ done: number; total: number; error?: string } | null>(null);
  /** Issue 27: the timeline in words by default; the events as recorded (type, moment, stream, data) one click away. */
  const [view, setView] = useState<'story' | 'raw'>('story');
  const reference = useStoryReference();

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const history = selected?.answer ?? load.data;
  const events = [...load.data.events, ...(older?.events ?? [])];
  const next = older ? older.next : (load.data.next ?? null);
  const total = load.data.total ?? events.length;
  const label = kindLabel(kind);
  // Names of the ids in the events (and of the subject), from every answer so far; the subject by name, never its id.
  const labels = { ...load.data.labels, ...older?.labels, ...selected?.answer?.labels };
  const subjectLabel = labels[load.data.id ?? id.toLowerCase()];
  const subjectName = subjectLabel === ERASED_LABEL ? t(`audit.erased.${subjectNoun[kind] ?? 'account'}` as MessageId) : (subjectLabel ?? id);
  const subject = t('audit.subject', { kind: label ? t(label) : kind, id: subjectName });
  const tell = (event: HistoryEvent) => storyLine(event, { labels, say: t, language, reference, day: formatters(language).day, subject: { id: load.data.id ?? id, kind } });

  const choose = async (position: string) => {
    setSelected({ position });
    try {
      // The state as of the event: one event of timeline is enough (the page shown stays as it is).
      const answer = await api<SubjectHistoryAnswer>(historyPath(kind, id, { pageSize: 1, at: position }));
      setSelected({ position, answer });
    } catch (error) {
      setSelected({ position, error: errorText(error, t('error.generic')) });
    }
  };

  const showOlder = async () => {
    if (!next) return;
    setOlder({ ...older, events: older?.events ?? [], next, loading: true });
    try {
      const page = await api<SubjectHistoryAnswer>(historyPath(kind, id, { pageSize: HISTORY_PAGE_SIZE, before: next }));
      setOlder({ events: [...(older?.events ?? []), ...page.events], labels: { ...older?.labels, ...page.labels }, next: page.next ?? null });
    } catch (error) {
      setOlder({ ...older, events: older?.events ?? [], next, error: errorText(error, t('error.generic')) });
    }
  };

  /** Every page, then the file: the CSV is the timeline in log order; the JSON the answer with every event. */
  const exportAll = async (format: 'csv' | 'json') => {
    setExporting({ done: 0, total });
    try {
      const { events: all, last } = await walkHistory(
        (before) => api<SubjectHistoryAnswer>(historyPath(kind, id, { pageSize: HISTORY_EXPORT_PAGE_SIZE, before, at: selected?.answer?.at })),
        (done, of) => setExporting({ done, total: of }),
      );
      if (format === 'csv') downloadCsv(`history-${kind}-${id}.csv`, historyCsv(all));
      else {
        const { next: _next, total: _total, ...answer } = last;
        downloadFile(`history-${kind}-${id}.json`, JSON.stringify({ ...answer, events: all }, null, 2), 'application/json');
      }
      setExporting(null);
    } catch (error) {
      setExporting((e) => ({ done: e?.done ?? 0, total, error: errorText(error, t('error.generic')) }));
    }
  };

  const rows = selected?.answer?.stateAt ? compareStates(selected.answer.stateAt, selected.answer.state) : [];
  // Issue 27: in the story view the values read in words (names, labels, dates); the raw view keeps them as stored.
  const shownRows = readableRows(rows, { labels, say: t, language, reference, dateTime: (iso) => when(iso, language), day: formatters(language).day, subject: { id: load.data.id ?? id, kind } });
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
          <Button icon="th" text={t('audit.exportCsv')} disabled={Boolean(exporting && !exporting.error)} onClick={() => void exportAll('csv')} data-testid="history-export-csv" />
          <Button icon="code" text={t('audit.exportJson')} disabled={Boolean(exporting && !exporting.error)} onClick={() => void exportAll('json')} data-testid="history-export-json" />
        </ButtonGroup>
      </div>
      {exporting && !exporting.error ? (
        <div data-testid="history-exporting" role="status">
          <p className="muted">{t('audit.exporting', { done: exporting.done, total: exporting.total })}</p>
          <ProgressBar value={exporting.total ? exporting.done / exporting.total : undefined} stripes={false} />
        </div>
      ) : null}
      {exporting?.error ? (
        <Callout intent="danger" role="alert">
          {exporting.error}
        </Callout>
      ) : null}

      <div className="history-grid">
        <Card elevation={1} className="history-timeline-card">
          <div className="history-timeline-head">
            <H3>{t('audit.timeline')}</H3>
            <SegmentedControl
              small
              aria-label={t('audit.view.label')}
              value={view}
              onValueChange={(value) => setView(value === 'raw' ? 'raw' : 'story')}
              options={[
                { value: 'story', label: t('audit.view.story') },
                { value: 'raw', label: t('audit.view.raw') },
              ]}
              data-testid="history-view"
            />
          </div>
          <p className="muted">
            {t(view === 'story' ? 'audit.storyHelp' : 'audit.timelineHelp')}{' '}
            <span data-testid="history-count">{events.length < total ? t('audit.shownOf', { shown: events.length, total }) : t('audit.events', { count: total })}</span>
          </p>
          <ol className="history-timeline" data-testid="history-timeline" data-view={view}>
            {events.map((event) => {
              const isSelected = selected?.position === event.position;
              return (
                <li key={event.position} className={isSelected ? 'history-event is-selected' : 'history-event'} data-testid="history-event" data-type={event.type}>
                  {isSelected ? (
                    <Tag intent="primary" minimal>
                      {t('audit.selected')}
                    </Tag>
                  ) : null}
                  {view === 'story' ? (
                    <StoryEvent line={tell(event)} event={event} />
                  ) : (
                    <>
                      <div className="history-event-head">
                        <strong>{event.type}</strong>
                      </div>
                      <div className="muted">
                        <time dateTime={event.occurredAt}>{when(event.occurredAt, language)}</time> · <Actor event={event} />
                      </div>
                      <div className="muted history-position">
                        {t('audit.moment')} {event.position} · {event.streamId}
                      </div>
                    </>
                  )}
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
          {next ? (
            <Button icon="chevron-down" text={t('audit.older')} loading={older?.loading} onClick={() => void showOlder()} data-testid="history-older" />
          ) : null}
          {older?.error ? (
            <Callout intent="danger" role="alert">
              {older.error}
            </Callout>
          ) : null}
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
                  {selectedEvent ? `${view === 'story' ? tell(selectedEvent).sentence : selectedEvent.type} · ${when(selectedEvent.occurredAt, language)} — ` : ''}
                  {t('audit.changedCount', { count: changed })}
                </p>
                <Switch checked={onlyChanged} label={t('audit.onlyChanged')} onChange={(e) => setOnlyChanged(e.currentTarget.checked)} data-testid="history-only-changed" />
                <ScrollTable label={t('audit.compare')} compact striped className="history-compare" data-testid="history-compare" data-view={view}>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.key')}</th>
                      <th scope="col">{t('audit.then')}</th>
                      <th scope="col">{t('audit.now')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shownRows.filter((row) => row.changed || !onlyChanged).map((row) => (
                      <tr key={row.key} className={row.changed ? 'history-changed' : undefined} data-testid={row.changed ? 'history-changed-row' : 'history-row'} data-key={row.key}>
                        <th scope="row">
                          {row.changed ? (
                            <Tag intent="warning" minimal className="history-changed-tag">
                              <span aria-hidden="true">Δ </span>
                              {t('audit.changed')}
                            </Tag>
                          ) : null}{' '}
                          {view === 'story' && row.label ? (
                            <>
                              <span className="history-field">{row.label}</span>
                              <span className="history-path muted" title={t('audit.value.path', { path: row.key })}>
                                <code>{row.key}</code>
                              </span>
                            </>
                          ) : (
                            <code>{row.key}</code>
                          )}
                        </th>
                        <td>{view === 'story' ? row.thenText : (row.then ?? '—')}</td>
                        <td>{view === 'story' ? row.nowText : (row.now ?? '—')}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              </>
            ) : null}
          </Card>

          {selectedEvent && view === 'raw' ? (
            <Card elevation={1}>
              <H3>{t('audit.eventData')}</H3>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must take keyboard focus to scroll (axe: scrollable-region-focusable) */}
              <pre className="history-data" data-testid="history-event-data" tabIndex={0}>
                {JSON.stringify(selectedEvent.data, null, 2)}
              </pre>
            </Card>
          ) : null}

          <Card elevation={1}>
            <H3>{t('audit.views')}</H3>
            <p className="muted">{t('audit.viewsHelp')}</p>
            <ul className="history-views" data-testid="history-views">
              {history.views.map((v, i) => (
                <li key={`${v.viewedAt}-${i}`}>
                  {t('audit.viewedBy', { name: actorName({ id: v.auditorId, role: 'ADMIN', name: v.auditorName }, t) ?? '', time: when(v.viewedAt, language) })}
                  {v.at ? ` — ${t('audit.viewedAt', { position: v.at })}` : ''}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
};
