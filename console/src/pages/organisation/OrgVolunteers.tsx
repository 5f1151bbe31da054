import { useEffect, useState, type FormEvent } from 'react';
import { ORG_INVITATION_WAIT_DAYS } from '@nvp/events/browser';
import { Button, Card, H2, H3, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { api, ApiError, errorText } from '../../api';
import { Alert } from '../../components/Dialog';
import { FormGroup, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar } from '../../components/ProfilePicture';
import { useT } from '../../i18n';
import { showToast } from '../../toaster';
import { ListTools, MembershipTag, runAction, vioActions, type ListType } from './shared';
import { useDebounced } from '../../components/useDebounced';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetPage } from '../../paging';
import { Pager } from '../../components/Pager';
import { useFilteredPage } from '../../filtered-page';

/** Issue 24: both lists page on the server, the members table by 10, the cards by 12 (three rows of four). */
const TABLE_PAGE_SIZE = 10;
const CARD_PAGE_SIZE = 12;

/**
 * GET /api/organizationVolunteers/viewAll: the VIO's members (joined) and its open invitations. An invitation is
 * only what the VIO typed (issue 23): no volunteer id, name or picture until the person accepts.
 */
interface MemberRow {
  volunteerId: string | null;
  invitationId?: string | null;
  volunteerName: string | null;
  email: string | null;
  state: string;
  imageURL: string | null;
}


/** Remove with a confirmation; both VIO pages use it. */
const useRemoval = (after: () => void) => {
  const { t } = useT();
  const [target, setTarget] = useState<{ volunteerId: string; name: string } | null>(null);
  const dialog = (
    <Alert
      isOpen={!!target}
      intent="danger"
      icon="trash"
      confirmButtonText={t('org.volunteers.remove')}
      cancelButtonText={t('org.cancel')}
      onCancel={() => setTarget(null)}
      onConfirm={async () => {
        const volunteerId = target!.volunteerId;
        setTarget(null);
        await runAction(() => api(`/api/organizationVolunteers/remove?volunteerId=${encodeURIComponent(volunteerId)}`, { method: 'DELETE' }), t('org.volunteers.removed'), t('error.generic'), after);
      }}
    >
      <p>{t('org.volunteers.removeConfirm', { name: target?.name ?? '' })}</p>
    </Alert>
  );
  return { ask: setTarget, dialog };
};

/**
 * /viewOrganizationalVolunteers: add a volunteer by e-mail (spec §5: no client check; the server answers the same
 * whatever the address) and the list of members and invitations with a name search.
 */
export const OrganisationalVolunteers = () => {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useFilteredPage(query);
  const { load, reload } = useGetPage<MemberRow>(`/api/organizationVolunteers/viewAll?${new URLSearchParams({ searchValue: query })}`, page, TABLE_PAGE_SIZE, t('error.generic'));
  const removal = useRemoval(reload);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: no client check; the server answers a malformed address with its message.
    setBusy(true);
    try {
      await api('/api/organizationVolunteers/add', { method: 'POST', body: { email: email.trim() } });
      showToast(t('org.volunteers.added'), 'success');
      setEmail('');
      reload();
    } catch (error) {
      // 429: the VIO's invitations of the day (or this address's) are used up.
      showToast(error instanceof ApiError && error.status === 429 ? t('org.volunteers.tooMany') : errorText(error), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('org.volunteers.title')}</H2>
        <Link to="/org-volunteers">{t('org.volunteers.requestsLink')}</Link>
      </div>
      <Card elevation={1}>
        <H3>{t('org.volunteers.addTitle')}</H3>
        <p className="muted">{t('org.volunteers.addText', { days: ORG_INVITATION_WAIT_DAYS })}</p>
        <p className="muted">{t('org.volunteers.privacyNote')}</p>
        <form onSubmit={add} noValidate className="org-tools">
          <TextField name="email" type="email" autoComplete="off" label={t('org.email')} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" intent="primary" icon="new-person" text={t('org.volunteers.add')} loading={busy} data-testid="org-volunteer-add" />
        </form>
      </Card>
      <div className="org-tools">
        <FormGroup label={t('org.volunteers.search')} labelFor="org-members-search">
          <InputGroup id="org-members-search" type="search" leftIcon="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
      </div>
      {load.state === 'loading' ? (
        <PageSpinner />
      ) : load.state === 'error' ? (
        <PageError message={load.message} />
      ) : load.data.rows.length === 0 ? (
        <NonIdealState icon="people" title={t('org.empty')} data-testid="org-members-empty" />
      ) : (
        <>
          <ScrollTable label={t('org.volunteers.title')} striped className="org-table" data-testid="org-members">
            <thead>
              <tr>
                <th>{t('org.name')}</th>
                <th>{t('org.email')}</th>
                <th>{t('org.state')}</th>
                <th>{t('org.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.rows.map((row) => (
                <tr key={row.volunteerId ?? row.invitationId ?? ''} data-volunteer-id={row.volunteerId ?? undefined} data-invitation-id={row.invitationId ?? undefined}>
                  <td>{row.volunteerId ? <Link to={`/volunteer/${row.volunteerId}`}>{row.volunteerName ?? '—'}</Link> : '—'}</td>
                  <td>{row.email ?? '—'}</td>
                  <td>
                    <MembershipTag state={row.state} />
                  </td>
                  <td>
                    {row.state === 'joined' && row.volunteerId ? (
                      <Button size="small" intent="danger" icon="trash" text={t('org.volunteers.remove')} data-testid="org-member-remove" onClick={() => removal.ask({ volunteerId: row.volunteerId!, name: row.volunteerName ?? row.email ?? '' })} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager page={Math.min(page, load.data.pages)} pages={load.data.pages} onPage={setPage} testId="org-members-pager" />
        </>
      )}
      {removal.dialog}
    </div>
  );
};

/** GET /api/org/volunteer/list/{type}: the membership as the VIO sees it (requested, joined…) and, in `all`, its invitations (only the typed address). */
interface VolunteerRow {
  volunteerId: string | null;
  invitationId?: string | null;
  email?: string | null;
  name: string | null;
  state: string;
  imageURL: string | null;
  district: string | null;
}

/** /org-volunteers: volunteer cards (4 per row on large screens), filter all/requested/joined, name search; accept/reject requests, remove members. */
export const OrgVolunteers = () => {
  const { t } = useT();
  const [type, setType] = useState<ListType>('all');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  // Issue 24: the server searches and pages (a VIO's volunteers can be thousands); a new filter or search is page 1.
  const query = useDebounced(search.trim());
  const [page, setPage] = useFilteredPage(type, query);
  const { load, reload } = useGetPage<VolunteerRow>(`/api/org/volunteer/list/${type}?${new URLSearchParams({ searchValue: query })}`, page, CARD_PAGE_SIZE, t('error.generic'));
  const removal = useRemoval(reload);
  const rows = load.state === 'ok' ? load.data.rows : [];
  const pages = load.state === 'ok' ? load.data.pages : 1;
  // Accepting or removing can empty the last page: go back to the new last one.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages, setPage]);

  const review = async (row: VolunteerRow, accept: boolean) => {
    if (!row.volunteerId) return;
    setBusy(row.volunteerId);
    await runAction(() => api('/api/org/volunteer/review', { method: 'POST', body: { volunteerId: row.volunteerId, accept } }), t(accept ? 'org.volunteers.accepted' : 'org.volunteers.rejected'), t('error.generic'), reload);
    setBusy(null);
  };

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('org.volunteers.cardsTitle')}</H2>
        <Link to="/viewOrganizationalVolunteers">{t('org.volunteers.addLink')}</Link>
      </div>
      <ListTools id="org-volunteers" searchLabel={t('org.volunteers.search')} type={type} onType={setType} search={search} onSearch={setSearch} />
      {load.state === 'loading' ? (
        <PageSpinner />
      ) : load.state === 'error' ? (
        <PageError message={load.message} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="people" title={t('org.empty')} data-testid="org-volunteers-empty" />
      ) : (
        <ul className="org-cards" data-testid="org-volunteers">
          {rows.map((row) => (
            <li key={row.volunteerId ?? row.invitationId ?? ''}>
              <Card elevation={1} className="org-card" data-volunteer-id={row.volunteerId ?? undefined} data-invitation-id={row.invitationId ?? undefined} data-name={row.name ?? ''}>
                <div className="org-card-head">
                  <Avatar imageURL={row.imageURL} size={48} name={row.name ?? row.email ?? undefined} />
                  <H3>{row.volunteerId ? <Link to={`/volunteer/${row.volunteerId}`}>{row.name ?? '—'}</Link> : (row.email ?? '—')}</H3>
                </div>
                {row.district ? <div className="muted">{row.district}</div> : null}
                <div>
                  <MembershipTag state={row.state} />
                </div>
                <div className="org-card-actions">
                  {vioActions(row.state).includes('accept') ? (
                    <Button intent="success" icon="tick" text={t('org.volunteers.accept')} loading={busy === row.volunteerId} data-testid="org-volunteer-accept" onClick={() => review(row, true)} />
                  ) : null}
                  {vioActions(row.state).includes('reject') ? (
                    <Button intent="danger" icon="cross" text={t('org.volunteers.reject')} disabled={busy === row.volunteerId} data-testid="org-volunteer-reject" onClick={() => review(row, false)} />
                  ) : null}
                  {vioActions(row.state).includes('remove') && row.volunteerId ? (
                    <Button intent="danger" icon="trash" text={t('org.volunteers.remove')} data-testid="org-volunteer-remove" onClick={() => removal.ask({ volunteerId: row.volunteerId!, name: row.name ?? '' })} />
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ok' ? <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} testId="org-volunteers-pager" /> : null}
      {removal.dialog}
    </div>
  );
};
