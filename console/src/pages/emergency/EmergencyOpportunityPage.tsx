import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, H2, H3, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { LocationFields } from '../../components/LocationFields';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionContext';
import type { EmergencyOpportunity } from './EmergencyHome';
import { PAGE_SIZES, Pager, useResult, type PagingControls } from './shared';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetPage } from '../../paging';


interface VolunteerRow {
  id: string;
  name: string | null;
  registrationNo: string;
  contributeDistrict: string | null;
  contributeDivisionalSecretariat: string | null;
  contributegnDivision: string | null;
  status: 'NEW' | 'INVITED' | 'ACCEPTED' | 'DECLINED' | 'COMPLETED';
}

const emptyPlace = { district: '', divisionalSecretariat: '', gnDivision: '' };
type SortKey = 'registrationNo' | 'name' | 'contributeDistrict' | 'contributeDivisionalSecretariat' | 'contributegnDivision' | 'status';

/** A server-paged table's page (from 0, as the pager counts) and size; a new filter or sort goes back to the first page. */
const useServerPaging = (reset: string) => {
  const [size, setSize] = useState(PAGE_SIZES[0]);
  // The page belongs to the filter and sort it was chosen under (no second request for the old page).
  const [chosen, setChosen] = useState({ reset, page: 0 });
  const page = chosen.reset === reset ? chosen.page : 0;
  return { size, setSize: (n: number) => (setSize(n), setChosen({ reset, page: 0 })), page, setPage: (p: number) => setChosen({ reset, page: p }) };
};

/** /emg-VolunteerOpportunity/:id — spec §2: the opportunity, its volunteers, and the standby pool to invite. */
export const EmergencyOpportunityPage = () => {
  const { t } = useT();
  const format = useFormat();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load, reload } = useGet<EmergencyOpportunity & { callOut: { invited: number; sent: number } }>(`/api/emergency-login/opportunity/${id}`, 'Error');
  const [place, setPlace] = useState(emptyPlace);
  const [registrationNo, setRegistrationNo] = useState('');
  const [searched, setSearched] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'registrationNo', asc: true });
  // Issue 24: a call-out can reach 50,000 volunteers; each table asks the server for its own page, filtered and sorted there.
  const filters = Object.entries({ ...place, registrationNo: searched }).filter(([, value]) => value);
  const listPath = (group: 'called' | 'pool', extra: Record<string, string> = {}) =>
    `/api/emergency-login/opportunity/list-volunteers/${id}?${new URLSearchParams([...filters, ['group', group], ['sort', sort.key], ['order', sort.asc ? 'asc' : 'desc'], ...Object.entries(extra)])}`;
  const reset = `${new URLSearchParams(filters)}|${sort.key}|${sort.asc}`;
  const mainPaging = useServerPaging(reset);
  const poolPaging = useServerPaging(reset);
  const main = useGetPage<VolunteerRow>(listPath('called'), mainPaging.page + 1, mainPaging.size, 'Error');
  const pool = useGetPage<VolunteerRow>(listPath('pool'), poolPaging.page + 1, poolPaging.size, 'Error');
  // The 'add volunteer' choice: the invited ones of the filter, the first 100 (a registration number narrows it).
  const invited = useGetPage<VolunteerRow>(listPath('called', { status: 'INVITED' }), 1, 100, 'Error');
  const [selected, setSelected] = useState<string[]>([]);
  // Whether the selection is the whole pool of the filter ('select all'); a change by hand makes it a choice again.
  const [wholePool, setWholePool] = useState(false);
  const [selecting, setSelecting] = useState(false);
  // 'Select all' can hold 50,000 ids: each row looks itself up in a set, not the list.
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [addNo, setAddNo] = useState('');
  const { setResult, view } = useResult();
  // A selection belongs to the filter it was made under.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reset` (the filter and sort) is the trigger: a new one clears the selection
  useEffect(() => {
    setSelected([]);
    setWholePool(false);
  }, [reset]);

  // While the call-out's messages are going out, the progress line refreshes itself.
  const sending = load.state === 'ok' && load.data.callOut.sent < load.data.callOut.invited;
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(reload, 2000);
    return () => window.clearInterval(timer);
  }, [sending, reload]);
  const mainRows = main.load.state === 'ok' ? main.load.data.rows : [];
  const poolRows = pool.load.state === 'ok' ? pool.load.data.rows : [];
  const poolTotal = pool.load.state === 'ok' ? pool.load.data.total : 0;
  const invitedOnes = invited.load.state === 'ok' ? invited.load.data.rows : [];
  const pagingOf = (paging: ReturnType<typeof useServerPaging>, list: typeof main): PagingControls => {
    const pages = list.load.state === 'ok' ? list.load.data.pages : 1;
    return { ...paging, page: Math.min(paging.page, pages - 1), pages };
  };
  const reloadLists = () => {
    main.reload();
    pool.reload();
    invited.reload();
  };
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  const open = o.status === 'OPEN';

  const act = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body: unknown, success: string, after?: () => void) => {
    try {
      await api(path, { method, body });
      setResult({ intent: 'success', text: success });
      if (after) after();
      else {
        reload();
        reloadLists();
      }
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error) });
    }
  };
  const byNo = (path: string, method: 'POST' | 'PUT' | 'DELETE', r: { registrationNo: string }, success: string) =>
    act(`/api/emergency-login/opportunity/${path}`, method, { emergencyOppId: id, registrationNo: r.registrationNo }, success);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(registrationNo.trim());
  };
  const placeCells = (r: VolunteerRow) => (
    <>
      <td>{r.registrationNo}</td>
      <td>{r.name}</td>
      <td>{r.contributeDistrict}</td>
      <td>{r.contributeDivisionalSecretariat}</td>
      <td>{r.contributegnDivision}</td>
      <td>
        <Tag minimal>{r.status}</Tag>
      </td>
    </>
  );
  const column = (key: SortKey, label: string) => (
    <th aria-sort={sort.key === key ? (sort.asc ? 'ascending' : 'descending') : 'none'}>
      <Button minimal small text={label} rightIcon={sort.key === key ? (sort.asc ? 'caret-up' : 'caret-down') : 'double-caret-vertical'}
        aria-label={t('emergency.sortBy', { column: label })} onClick={() => setSort({ key, asc: sort.key === key ? !sort.asc : true })} />
    </th>
  );
  const head = (first?: JSX.Element) => (
    <thead>
      <tr>
        {first}
        {column('registrationNo', t('emergency.registrationNo'))}
        {column('name', t('emergency.name'))}
        {column('contributeDistrict', t('emergency.district'))}
        {column('contributeDivisionalSecretariat', t('emergency.ds'))}
        {column('contributegnDivision', t('emergency.gn'))}
        {column('status', t('emergency.status'))}
        <th>{t('emergency.actions')}</th>
      </tr>
    </thead>
  );
  const allSelected = wholePool && selected.length > 0;
  // 'Select all' means the whole pool of the filter, not the page: its ids come in one call (at most what one call-out takes).
  const selectAll = async () => {
    if (allSelected) {
      setSelected([]);
      setWholePool(false);
      return;
    }
    setSelecting(true);
    try {
      const { ids } = await api<{ ids: string[] }>(`/api/emergency-login/opportunity/pool-ids/${id}?${new URLSearchParams(filters)}`);
      setSelected(ids);
      setWholePool(true);
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error) });
    } finally {
      setSelecting(false);
    }
  };

  return (
    <div className="page">
      <div className="page-header">
        <H2>{o.title}</H2>
        <Tag large intent={open ? 'success' : 'none'}>{o.status}</Tag>
      </div>
      {view}
      <Card elevation={1}>
        <p>{o.descriptionEnglish}</p>
        <p>
          <strong>SMS:</strong> {o.descriptionSMSEnglish}
        </p>
        <p>
          {o.location}, {o.district} · {format.day(o.startDate)} – {format.day(o.endDate)}
        </p>
        <p data-testid="emg-callout">{t('emergency.callOut', { sent: o.callOut.sent, invited: o.callOut.invited })}</p>
        <Button intent="success" icon="tick" text={t('emergency.opportunity.complete')} disabled={!open} onClick={() => act(`/api/emergency-login/opportunity/complete/${id}`, 'POST', {}, t('emergency.completed'))} />{' '}
        <Button intent="danger" icon="trash" text={t('emergency.opportunity.delete')} disabled={!open}
          onClick={() => act(`/api/emergency-login/opportunity/${id}`, 'DELETE', undefined, t('emergency.deleted'), () => navigate('/emguserHome'))} />
      </Card>

      <Card elevation={1}>
        <label htmlFor="emg-add">{t('emergency.addVolunteer')}</label>
        <div className="emg-row">
          <HTMLSelect id="emg-add" name="addVolunteer" value={addNo} onChange={(e) => setAddNo(e.currentTarget.value)}
            options={[{ value: '', label: '—' }, ...invitedOnes.map((r) => ({ value: r.registrationNo, label: `${r.registrationNo} ${r.name ?? ''}` }))]} />
          <Button intent="primary" text={t('emergency.add')} disabled={!addNo || !open} onClick={() => byNo('add-volunteer', 'PUT', { registrationNo: addNo }, t('emergency.added')).then(() => setAddNo(''))} />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself; a <search> wrapper would add an element for the same landmark */}
        <form onSubmit={search} role="search" className="emg-row">
          <InputGroup name="registrationNo" aria-label={t('emergency.registrationNo')} placeholder={t('emergency.registrationNo')} value={registrationNo} onChange={(e) => setRegistrationNo(e.target.value)} />
          <Button type="submit" icon="search" aria-label={t('emergency.registrationNo')} />
        </form>
        <LocationFields value={place} onChange={setPlace} />
        <Button icon="filter-remove" text={t('emergency.removeFilter')} disabled={!place.district && !searched} onClick={() => { setPlace(emptyPlace); setSearched(''); setRegistrationNo(''); }} />
      </Card>

      <H3>{t('emergency.volunteers')}</H3>
      <ScrollTable label={t('emergency.volunteers')} striped className="emg-table" data-testid="emg-main">
        {head()}
        <tbody>
          {mainRows.map((r) => (
            <tr key={r.id} data-registration={r.registrationNo}>
              {placeCells(r)}
              <td className="row-actions">
                {r.status === 'INVITED' || r.status === 'DECLINED' ? (
                  <Button small text={t('emergency.add')} disabled={!open} onClick={() => byNo('add-volunteer', 'PUT', r, t('emergency.added'))} />
                ) : null}
                {r.status === 'ACCEPTED' || r.status === 'DECLINED' ? (
                  <Button small text={t('emergency.remove')} disabled={!open} onClick={() => byNo('remove-volunteer', 'DELETE', r, t('emergency.removed'))} />
                ) : null}
                <Button small intent="success" text={t('emergency.opportunity.complete')} disabled={!open || r.status !== 'ACCEPTED'} onClick={() => byNo('complete-volunteer', 'POST', r, t('emergency.completed'))} />
                {r.status === 'COMPLETED' && session ? (
                  <Link to={`/emergencyVolunteerFeedback/${id}/${r.id}/${session.id}`}>{t('emergency.feedback')}</Link>
                ) : null}{' '}
                <Link to={`/volunteer/${r.id}`}>{t('emergency.showMore')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager paging={pagingOf(mainPaging, main)} label={t('emergency.volunteers')} />

      <H3>{t('emergency.pool')}</H3>
      <div className="emg-row">
        <Checkbox label={t('emergency.selectAll')} checked={allSelected} disabled={!open || selecting || poolTotal === 0} onChange={selectAll} data-testid="emg-select-all" />
        <span data-testid="emg-selected">{t('emergency.selected', { count: selected.length })}</span>
        <Button intent="primary" icon="send-message" text={t('emergency.invite')} disabled={!open || selected.length === 0} data-testid="emg-invite"
          onClick={() => act('/api/emergency-login/opportunity/invite-volunteers', 'PUT', { emergencyOppId: id, volunteers: selected }, t('emergency.invited'), () => {
            setSelected([]);
            setWholePool(false);
            reload();
            reloadLists();
          })} />
      </div>
      <ScrollTable label={t('emergency.pool')} striped className="emg-table" data-testid="emg-pool">
        {head(<th aria-label={t('emergency.invite')} />)}
        <tbody>
          {poolRows.map((r) => (
            <tr key={r.id} data-registration={r.registrationNo}>
              <td>
                <Checkbox aria-label={t('emergency.select', { name: r.registrationNo })} checked={selectedSet.has(r.id)} disabled={!open}
                  onChange={() => {
                    setSelected(selectedSet.has(r.id) ? selected.filter((s) => s !== r.id) : [...selected, r.id]);
                    setWholePool(false);
                  }} />
              </td>
              {placeCells(r)}
              <td className="row-actions">
                <Link to={`/volunteer/${r.id}`}>{t('emergency.showMore')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager paging={pagingOf(poolPaging, pool)} label={t('emergency.pool')} />
    </div>
  );
};
