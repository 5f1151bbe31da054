import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, H2, H3, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { LocationFields } from '../../components/LocationFields';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import type { EmergencyOpportunity } from './EmergencyHome';
import { Pager, usePaging, useResult } from './shared';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll } from '../../paging';

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

/** /emg-VolunteerOpportunity/:id — spec §2: the opportunity, its volunteers, and the standby pool to invite. */
export const EmergencyOpportunityPage = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load, reload } = useGet<EmergencyOpportunity & { callOut: { invited: number; sent: number } }>(`/api/emergency-login/opportunity/${id}`, 'Error');
  const [place, setPlace] = useState(emptyPlace);
  const [registrationNo, setRegistrationNo] = useState('');
  const [searched, setSearched] = useState('');
  const query = new URLSearchParams(Object.entries({ ...place, registrationNo: searched }).filter(([, value]) => value)).toString();
  const volunteers = useGetAll<VolunteerRow[]>(`/api/emergency-login/opportunity/list-volunteers/${id}${query ? `?${query}` : ''}`, 'Error');
  const [selected, setSelected] = useState<string[]>([]);
  const [addNo, setAddNo] = useState('');
  const { setResult, view } = useResult();

  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'registrationNo', asc: true });
  // While the call-out's messages are going out, the progress line refreshes itself.
  const sending = load.state === 'ok' && load.data.callOut.sent < load.data.callOut.invited;
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(reload, 2000);
    return () => window.clearInterval(timer);
  }, [sending, reload]);
  const rows = useMemo(() => {
    const all = volunteers.load.state === 'ok' ? volunteers.load.data : [];
    return [...all].sort((a, b) => (sort.asc ? 1 : -1) * String(a[sort.key] ?? '').localeCompare(String(b[sort.key] ?? ''), undefined, { numeric: true }));
  }, [volunteers.load, sort]);
  const main = useMemo(() => rows.filter((r) => r.status !== 'NEW'), [rows]);
  const pool = useMemo(() => rows.filter((r) => r.status === 'NEW'), [rows]);
  const invitedOnes = main.filter((r) => r.status === 'INVITED');
  const mainPaging = usePaging(main);
  const poolPaging = usePaging(pool);
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
        volunteers.reload();
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
  const allSelected = pool.length > 0 && pool.every((r) => selected.includes(r.id));

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
          {o.location}, {o.district} · {o.startDate} – {o.endDate}
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
          {mainPaging.visible.map((r) => (
            <tr key={r.id} data-registration={r.registrationNo}>
              {placeCells(r)}
              <td>
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
      <Pager paging={mainPaging} label={t('emergency.volunteers')} />

      <H3>{t('emergency.pool')}</H3>
      <div className="emg-row">
        <Checkbox label={t('emergency.selectAll')} checked={allSelected} disabled={!open} onChange={() => setSelected(allSelected ? [] : pool.map((r) => r.id))} />
        <span data-testid="emg-selected">{t('emergency.selected', { count: selected.filter((s) => pool.some((r) => r.id === s)).length })}</span>
        <Button intent="primary" icon="send-message" text={t('emergency.invite')} disabled={!open || selected.length === 0} data-testid="emg-invite"
          onClick={() => act('/api/emergency-login/opportunity/invite-volunteers', 'PUT', { emergencyOppId: id, volunteers: selected.filter((s) => pool.some((r) => r.id === s)) }, t('emergency.invited'), () => {
            setSelected([]);
            reload();
            volunteers.reload();
          })} />
      </div>
      <ScrollTable label={t('emergency.pool')} striped className="emg-table" data-testid="emg-pool">
        {head(<th aria-label={t('emergency.invite')} />)}
        <tbody>
          {poolPaging.visible.map((r) => (
            <tr key={r.id} data-registration={r.registrationNo}>
              <td>
                <Checkbox aria-label={t('emergency.select', { name: r.registrationNo })} checked={selected.includes(r.id)} disabled={!open}
                  onChange={() => setSelected(selected.includes(r.id) ? selected.filter((s) => s !== r.id) : [...selected, r.id])} />
              </td>
              {placeCells(r)}
              <td>
                <Link to={`/volunteer/${r.id}`}>{t('emergency.showMore')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager paging={poolPaging} label={t('emergency.pool')} />
    </div>
  );
};
