import { useState } from 'react';
import { Pager, pageItems } from '../../components/Pager';
import { Button, Card, H2, HTMLSelect, Icon, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { rules, type AccessRule } from '@nvp/events/browser';
import { useT } from '../../i18n';
import { PageError, PageSpinner } from '../../components/PageState';
import { RefereeStatusTag, useStatusText, volunteerStatusOrder } from '../../components/volunteer/shared';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetPage } from '../../paging';
import { useDebounced } from '../../components/useDebounced';
import { useFilteredPage } from '../../filtered-page';

/** A row of GET /api/volunteer/listAdmin. */
export interface AdminVolunteerRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  type: 'VOLUNTEER';
  registerStatus: string;
  /** 'Verified' when FULLY_REGISTERED, else the register status. */
  status: string;
  registrationNo: string;
  refereeStatus: string | null;
  standing?: 'FUNCTIONING' | 'SUSPENDED' | 'TERMINATED';
  erased?: boolean;
  awaitingApproval?: boolean;
}

/**
 * Who may open the volunteer list and details: admins holding a volunteer-related permission (the same
 * rule as GET /api/volunteer/listAdmin; only admins hold these bits, a core admin holds them all).
 */
export const volunteerViewerRule: AccessRule = rules.volunteerViewer;

export const ALL = 'ALL';
export const AWAITING_APPROVAL = 'AWAITING_APPROVAL';
/** Spec §9: admin profile lists show 5 per page (issue 24: for every filter, a page at a time from the server). */
export const PAGE_SIZE = 5;

const awaiting = (row: AdminVolunteerRow) => row.awaitingApproval ?? (row.registerStatus === 'REFEREE_INCOMPLETE' && row.refereeStatus === 'REVIEWED');

export { pageItems };

/**
 * /admin/volunteerList: every volunteer, filtered by status and searched (name, e-mail or registration number) on the
 * server, 5 a page; rows open /admin/volunteer/:id. A new filter or search is page 1.
 */
export const VolunteerList = () => {
  const { t } = useT();
  const { volunteerStatus } = useStatusText();
  const [filter, setFilter] = useState(ALL);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useFilteredPage(query);
  const { load, reload } = useGetPage<AdminVolunteerRow>(
    `/api/volunteer/listAdmin?${new URLSearchParams({ status: filter, ...(query ? { searchValue: query } : {}) })}`,
    page,
    PAGE_SIZE,
    t('error.generic'),
  );
  const list = load.state === 'ok' ? load.data : null;

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('volunteer.list.title')}</H2>
        <Button icon="refresh" text={t('common.refresh')} onClick={reload} />
      </div>
      <Card elevation={1}>
        <div className="list-toolbar">
          <label htmlFor="volunteer-status-filter">{t('volunteer.list.filter')}</label>
          <HTMLSelect
            id="volunteer-status-filter"
            name="status"
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value);
              setPage(1);
            }}
            options={[
              { value: ALL, label: t('volunteer.list.all') },
              { value: AWAITING_APPROVAL, label: t('volunteer.list.awaiting') },
              ...volunteerStatusOrder.map((status) => ({ value: status, label: volunteerStatus(status) })),
            ]}
          />
          <label htmlFor="volunteer-search">{t('volunteer.list.search')}</label>
          <InputGroup
            id="volunteer-search"
            name="searchValue"
            type="search"
            leftIcon="search"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {list ? (
            <span className="muted" data-testid="volunteer-count" data-estimated={list.estimated}>
              {t(list.estimated ? 'volunteer.list.countAbout' : 'volunteer.list.count', { count: list.total })}
            </span>
          ) : null}
        </div>
        {load.state === 'loading' ? (
          <PageSpinner />
        ) : load.state === 'error' ? (
          <PageError message={load.message} />
        ) : load.data.rows.length === 0 ? (
          <div data-testid="volunteer-list-empty">
            <NonIdealState icon={query ? 'search' : 'people'} title={t(query ? 'volunteer.list.noMatch' : 'volunteer.list.empty')} />
          </div>
        ) : (
          <ScrollTable label={t('volunteer.list.title')} className="list-table" striped interactive data-testid="volunteer-table">
            <thead>
              <tr>
                <th>{t('volunteer.registrationNo')}</th>
                <th>{t('volunteer.list.name')}</th>
                <th>{t('volunteer.email')}</th>
                <th>{t('volunteer.registerStatus')}</th>
                <th>{t('volunteer.list.refereeStatus')}</th>
                <th aria-label={t('volunteer.list.open')} />
              </tr>
            </thead>
            <tbody>
              {load.data.rows.map((row) => (
                <tr key={row.id} data-testid={`volunteer-row-${row.registrationNo}`} data-email={row.email ?? ''}>
                  <td>{row.registrationNo}</td>
                  <td>
                    <Link to={`/admin/volunteer/${row.id}`}>{row.erased ? t('volunteer.erased') : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()}</Link>
                  </td>
                  <td>{row.email ?? '—'}</td>
                  <td>
                    {row.status === 'Verified' ? (
                      <Tag intent="success" round icon="endorsed" data-testid="verified-badge">
                        {t('volunteer.list.verified')}
                      </Tag>
                    ) : (
                      <span>{volunteerStatus(row.registerStatus)}</span>
                    )}
                    {awaiting(row) ? (
                      <Tag intent="warning" minimal round className="awaiting-tag">
                        {t('volunteer.list.awaitingShort')}
                      </Tag>
                    ) : null}
                    {row.standing && row.standing !== 'FUNCTIONING' ? (
                      <Tag intent="danger" minimal round>
                        {t(row.standing === 'SUSPENDED' ? 'volunteer.standing.SUSPENDED' : 'volunteer.standing.TERMINATED')}
                      </Tag>
                    ) : null}
                  </td>
                  <td>{row.refereeStatus ? <RefereeStatusTag status={row.refereeStatus} /> : <span className="muted">{t('volunteer.list.noReferee')}</span>}</td>
                  <td>
                    <Link to={`/admin/volunteer/${row.id}`} aria-label={t('volunteer.list.open')}>
                      <Icon icon="chevron-right" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        {list ? <Pager page={Math.min(page, list.pages)} pages={list.pages} onPage={setPage} /> : null}
      </Card>
    </div>
  );
};
