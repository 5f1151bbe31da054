import { Fragment, useEffect, useState } from 'react';
import { Button, Callout, Card, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner, Tab, Tabs, type Intent } from '@blueprintjs/core';
import type { ComplaintState } from '@nvp/events/browser';
import { api } from '../../api';
import { useT, type MessageId } from '../../i18n';
import { useFormat } from '../../i18n/format';
import './complaint.css';
import { ScrollTable } from '../../components/ScrollTable';
import { useGet } from '../../hooks';
import { useGetPage } from '../../paging';

interface Complaint {
  id: string;
  state: ComplaintState;
  title: string | null;
  description: string | null;
  registrationNo: string | null;
  userType: 'VOLUNTEER' | 'VIO';
  userName: string | null;
  userRegistrationNo: string | null;
  user: { email: string | null };
  createdAt: string;
  actionTaken: string | null;
  erased: boolean;
}

type Column = 'userRegistrationNo' | 'userName' | 'title';
const columns: { key: Column; label: MessageId }[] = [
  { key: 'userRegistrationNo', label: 'complaint.list.registrationNo' },
  { key: 'userName', label: 'complaint.list.name' },
  { key: 'title', label: 'complaint.list.complaintTitle' },
];
/** Spec §9: tables page 5/10/25, default 5; spec §8: the result alert stays 3 s. */
const PAGE_SIZES = [5, 10, 25];
const RESULT_MS = 3000;

const Details = ({ complaint, onResolved }: { complaint: Complaint; onResolved: (intent: Intent, text: string) => void }) => {
  const { t } = useT();
  const format = useFormat();
  const [action, setAction] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `action-${complaint.id}`;
  const resolve = async () => {
    setBusy(true);
    try {
      await api(`/api/complaint/resolve/${complaint.id}`, { method: 'POST', body: { resolve: action } });
      onResolved('success', t('complaint.list.resolved'));
    } catch {
      onResolved('danger', t('complaint.list.resolveFailed'));
      setBusy(false);
    }
  };
  const erased = t('complaint.list.erased');
  return (
    <div className="complaint-details" data-testid="complaint-details">
      <dl className="detail-list">
        <dt>{t('complaint.list.email')}</dt>
        <dd>{complaint.user.email ?? erased}</dd>
        <dt>{t('complaint.list.userType')}</dt>
        <dd>{t(`complaint.list.${complaint.userType}`)}</dd>
        <dt>{t('complaint.list.state')}</dt>
        <dd>{t(`complaint.list.${complaint.state}`)}</dd>
        <dt>{t('complaint.list.description')}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{complaint.description ?? erased}</dd>
        {complaint.registrationNo ? (
          <>
            <dt>{t('complaint.list.aboutRegistrationNo')}</dt>
            <dd>{complaint.registrationNo}</dd>
          </>
        ) : null}
        <dt>{t('complaint.list.createdDate')}</dt>
        <dd>{format.dayOf(complaint.createdAt)}</dd>
        <dt>{t('complaint.list.time')}</dt>
        <dd>{format.time(complaint.createdAt)}</dd>
        {complaint.state === 'RESOLVED' ? (
          <>
            <dt>{t('complaint.list.actionTaken')}</dt>
            <dd data-testid="complaint-action">{complaint.actionTaken ?? erased}</dd>
          </>
        ) : null}
      </dl>
      {complaint.state === 'ONGOING' ? (
        <div className="resolve-row">
          <FormGroup label={t('complaint.list.actionTaken')} labelFor={id} style={{ flex: 1 }}>
            <InputGroup id={id} name="resolve" value={action} onChange={(e) => setAction(e.target.value)} fill />
          </FormGroup>
          <Button intent="primary" icon="tick" text={t('complaint.list.resolve')} disabled={busy || !action.trim()} loading={busy} onClick={resolve} data-testid="complaint-resolve" />
        </div>
      ) : null}
    </div>
  );
};

/**
 * /complaintList (admins, spec §2): tabs ONGOING and RESOLVED; columns Registration Number, Name, Complaint
 * Title, sortable; a row expands to its details and, while ongoing, the action taken and RESOLVE; 5/10/25 rows.
 * The server filters by tab, sorts and pages (issue 24).
 */
export const ComplaintList = () => {
  const { t } = useT();
  const [tab, setTab] = useState<ComplaintState>('ONGOING');
  const [sort, setSort] = useState<{ column: Column; ascending: boolean } | null>(null);
  const [pageSize, setPageSize] = useState(5);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [result, setResult] = useState<{ intent: Intent; text: string } | null>(null);
  // Issue 24: the server filters by tab, sorts and pages; the tabs' figures come from the count route.
  const query = new URLSearchParams({ state: tab });
  if (sort) {
    query.set('sort', sort.column);
    query.set('order', sort.ascending ? 'asc' : 'desc');
  }
  const { load, reload: reloadPage } = useGetPage<Complaint>(`/api/complaint?${query}`, page, pageSize, t('error.generic'));
  const counts = useGet<{ ongoing: number; resolved: number }>('/api/complaint/count', t('error.generic'));
  const reload = () => {
    reloadPage();
    counts.reload();
  };

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const rows = load.state === 'ok' ? load.data.rows : [];
  const pages = load.state === 'ok' ? load.data.pages : 1;
  // A resolve can empty the last page: go back to the new last one.
  useEffect(() => {
    if (load.state === 'ok' && page > load.data.pages) setPage(load.data.pages);
  }, [load, page]);

  const sortBy = (column: Column) => {
    setSort((s) => (s?.column === column ? { column, ascending: !s.ascending } : { column, ascending: true }));
    setPage(1);
  };

  // The list is the active tab's panel, so each tab's aria-controls names an element that exists.
  const panel =
    load.state === 'loading' ? (
      <NonIdealState icon={<Spinner />} title={t('common.loading')} />
    ) : load.state === 'error' ? (
      <NonIdealState icon="error" title={load.message} action={<Button icon="refresh" text={t('common.refresh')} onClick={reload} />} />
    ) : rows.length === 0 ? (
      <NonIdealState icon="issue" title={t('complaint.list.empty')} />
    ) : (
      <>
        <ScrollTable label={t('complaint.list.title')} style={{ width: '100%' }} data-testid="complaint-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('complaint.list.details')}</span>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={sort?.column === c.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                  <Button
                    variant="minimal"
                    size="small"
                    text={t(c.label)}
                    endIcon={sort?.column === c.key ? (sort.ascending ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'}
                    aria-label={t('complaint.list.sortBy', { column: t(c.label) })}
                    onClick={() => sortBy(c.key)}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <Fragment key={c.id}>
                <tr data-testid="complaint-row" data-title={c.title ?? ''}>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon={open === c.id ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={open === c.id}
                      aria-label={t('complaint.list.showDetails', { title: c.title ?? '' })}
                      onClick={() => setOpen(open === c.id ? null : c.id)}
                    />
                  </td>
                  <td>{c.userRegistrationNo ?? '—'}</td>
                  <td>{c.userName ?? '—'}</td>
                  <td>{c.title ?? t('complaint.list.erased')}</td>
                </tr>
                {open === c.id ? (
                  <tr>
                    <td colSpan={4}>
                      <Details
                        complaint={c}
                        onResolved={(intent, text) => {
                          setResult({ intent, text });
                          if (intent === 'success') {
                            setOpen(null);
                            reload();
                          }
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </ScrollTable>
        <div className="complaint-table-footer">
          <label htmlFor="complaint-page-size">{t('complaint.list.rowsPerPage')}</label>
          <HTMLSelect id="complaint-page-size" value={pageSize} onChange={(e) => (setPageSize(Number(e.currentTarget.value)), setPage(1))} options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))} />
          <span>{t('complaint.list.page', { page, pages })}</span>
          <Button icon="chevron-left" variant="minimal" aria-label={t('content.previous')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)} />
          <Button icon="chevron-right" variant="minimal" aria-label={t('content.next')} disabled={page >= pages} onClick={() => setPage((p) => p + 1)} />
        </div>
      </>
    );

  return (
    <div className="page page-medium">
      <H2>{t('complaint.list.title')}</H2>
      {result ? (
        <Callout intent={result.intent} role="alert" className="form-callout" data-testid="complaint-result">
          {result.text}
        </Callout>
      ) : null}
      <Card elevation={1}>
        <Tabs
          id="complaint-tabs"
          selectedTabId={tab}
          renderActiveTabPanelOnly
          onChange={(id) => {
            setTab(id as ComplaintState);
            setPage(1);
            setOpen(null);
          }}
        >
          {(['ONGOING', 'RESOLVED'] as const).map((state) => (
            <Tab key={state} id={state} panel={panel} title={t(`complaint.list.${state}`)} tagContent={counts.load.state === 'ok' ? counts.load.data[state === 'ONGOING' ? 'ongoing' : 'resolved'] : undefined} />
          ))}
        </Tabs>
      </Card>
    </div>
  );
};
