import { useEffect, useState } from 'react';
import { Button, Card, H2, H3, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar } from '../../components/ProfilePicture';
import { useT, type MessageId } from '../../i18n';
import { ListTools, MembershipTag, runAction, volunteerAction, type ListType } from './shared';
import { useGetPage } from '../../paging';
import { useDebounced } from '../../components/useDebounced';
import { Pager } from '../../components/Pager';
import { useFilteredPage } from '../../filtered-page';

/** Cards a page: three rows of four. */
const CARD_PAGE_SIZE = 12;

/** GET /api/org/vio/list/{type}: state is this volunteer's membership in the VIO (accept = the VIO invited them). */
interface OrgVioRow {
  vioId: string;
  name: string;
  type: string;
  imageURL: string | null;
  district: string | null;
  state: string;
}

/**
 * /org-vios: the volunteer's organisations, filter all/requested/joined. Spec §4: new gives Request; rejected,
 * resigned and removed show Request disabled; requested gives Cancel request; joined gives Resign; an invitation
 * (accept) gives Accept and Decline.
 */
export const OrgVios = () => {
  const { t } = useT();
  const [type, setType] = useState<ListType>('all');
  const [search, setSearch] = useState('');
  // Issue 24: `all` is every approved VIO (10,000 at national size): the server searches and pages; a new filter or search is page 1.
  const query = useDebounced(search.trim());
  const [page, setPage] = useFilteredPage(type, query);
  const { load, reload } = useGetPage<OrgVioRow>(`/api/org/vio/list/${type}?${new URLSearchParams({ searchValue: query })}`, page, CARD_PAGE_SIZE, t('error.generic'));
  const [busy, setBusy] = useState<string | null>(null);
  const rows = load.state === 'ok' ? load.data.rows : [];
  const pages = load.state === 'ok' ? load.data.pages : 1;
  // Resigning or cancelling can empty the last page of a filter: go back to the new last one.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages, setPage]);

  const act = async (row: OrgVioRow, path: string, body: unknown, success: MessageId) => {
    setBusy(row.vioId);
    await runAction(() => api(path, { method: 'POST', body }), t(success), t('error.generic'), reload);
    setBusy(null);
  };
  const actions = (row: OrgVioRow) => {
    const loading = busy === row.vioId;
    const request = (disabled: boolean) => (
      <Button intent="primary" icon="add" text={t('org.vios.request')} disabled={disabled} loading={loading} data-testid="org-vio-request"
        onClick={() => act(row, '/api/org/vio/request', { vioId: row.vioId, request: true }, 'org.vios.requested')} />
    );
    const action = volunteerAction(row.state);
    switch (action.kind) {
      case 'cancel':
        return <Button icon="undo" text={t('org.vios.cancel')} loading={loading} data-testid="org-vio-cancel" onClick={() => act(row, '/api/org/vio/request', { vioId: row.vioId, request: false }, 'org.vios.cancelled')} />;
      case 'resign':
        return <Button intent="danger" icon="log-out" text={t('org.vios.resign')} loading={loading} data-testid="org-vio-resign" onClick={() => act(row, '/api/org/vio/remove', { vioId: row.vioId }, 'org.vios.resigned')} />;
      case 'answer':
        return (
          <>
            <Button intent="success" icon="tick" text={t('org.vios.accept')} loading={loading} data-testid="org-vio-accept" onClick={() => act(row, '/api/org/vio/request', { vioId: row.vioId, request: true }, 'org.vios.joined')} />
            <Button intent="danger" icon="cross" text={t('org.vios.decline')} disabled={loading} data-testid="org-vio-decline" onClick={() => act(row, '/api/org/vio/request', { vioId: row.vioId, request: false }, 'org.vios.declined')} />
          </>
        );
      case 'request':
        return request(action.disabled);
    }
  };

  return (
    <div className="page">
      <H2>{t('org.vios.title')}</H2>
      <p className="muted">{t('org.vios.text')}</p>
      <ListTools id="org-vios" searchLabel={t('org.vios.search')} type={type} onType={setType} search={search} onSearch={setSearch} />
      {load.state === 'loading' ? (
        <PageSpinner />
      ) : load.state === 'error' ? (
        <PageError message={load.message} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" title={t('org.empty')} data-testid="org-vios-empty" />
      ) : (
        <ul className="org-cards" data-testid="org-vios">
          {rows.map((row) => (
            <li key={row.vioId}>
              <Card elevation={1} className="org-card" data-vio-id={row.vioId} data-name={row.name}>
                <div className="org-card-head">
                  <Avatar imageURL={row.imageURL} size={48} name={row.name} />
                  <H3>
                    <Link to={`/vio/${row.vioId}`}>{row.name}</Link>
                  </H3>
                </div>
                <div className="muted">
                  {t(`vioType.${row.type}` as MessageId)}
                  {row.district ? ` · ${row.district}` : ''}
                </div>
                <div>
                  <MembershipTag state={row.state} />
                </div>
                <div className="org-card-actions">{actions(row)}</div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ok' ? <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} testId="org-vios-pager" /> : null}
    </div>
  );
};
