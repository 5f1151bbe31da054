import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Card, H2, HTMLSelect, Icon } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { inviteEmergencyUserRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { useT } from '../../i18n';
import { Pager, usePaging, useResult } from './shared';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll } from '../../paging';

/** /admin/createemguser: name and e-mail; success goes to the list (spec §2). */
export const CreateEmergencyUser = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { setResult, view } = useResult(6000);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteEmergencyUserRequest.safeParse(values);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await api('/api/admin/emergency-login/invite', { method: 'POST', body: parsed.data });
      void navigate('/admin/emguserslist', { state: { notice: t('emergency.createUser.success') } });
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error, t('emergency.createUser.failed')) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'name' | 'email', type = 'text') => (
    <TextField name={name} type={type} label={t(`emergency.${name}`)} value={values[name]} error={errors[name] && v(errors[name])} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
  );
  return (
    <div className="page page-narrow">
      <H2>{t('emergency.createUser.title')}</H2>
      <Card elevation={1}>
        <p className="muted">{t('emergency.createUser.text')}</p>
        {view}
        <form onSubmit={submit} noValidate>
          {field('name')}
          {field('email', 'email')}
          <Button type="submit" intent="primary" icon="add" text={t('emergency.create')} loading={busy} data-testid="emg-user-create" />
        </form>
      </Card>
    </div>
  );
};

interface EmergencyUserRow {
  id: string;
  name: string | null;
  email: string | null;
  status: 'CREATED' | 'TERMINATED';
  verified: boolean;
}
type Filter = 'ALL' | 'CREATED' | 'TERMINATED';
type SortKey = 'name' | 'email' | 'status';

/** /admin/emguserslist: Name, Email, Status; filter, sortable, 5/10/25 (all rows when filtered), Verified icon. */
export const EmergencyUserList = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { load, reload } = useGetAll<EmergencyUserRow[]>('/api/admin/emergency-login/list', 'Error');
  const [filter, setFilter] = useState<Filter>('ALL');
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'name', asc: true });
  const { setResult, view } = useResult();
  const rows = useMemo(() => {
    const all = load.state === 'ok' ? load.data : [];
    const filtered = filter === 'ALL' ? all : all.filter((r) => r.status === filter);
    return [...filtered].sort((a, b) => (sort.asc ? 1 : -1) * String(a[sort.key] ?? '').localeCompare(String(b[sort.key] ?? '')));
  }, [load, filter, sort]);
  const paging = usePaging(rows);
  // The creation page hands its success over (spec §2: success goes to this list).
  useEffect(() => {
    if (notice) setResult({ intent: 'success', text: notice });
  }, [notice, setResult]);
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  // Spec §2: all rows are shown when a filter is chosen.
  const shown = filter === 'ALL' ? paging.visible : rows;

  const change = async (row: EmergencyUserRow, terminate: boolean) => {
    try {
      await api('/api/admin/emergency-login/terminate', { method: 'PUT', body: { id: row.id, terminate } });
      setResult({ intent: 'success', text: t(terminate ? 'emergency.terminated' : 'emergency.activated') });
      reload();
    } catch (error) {
      setResult({ intent: 'danger', text: errorText(error, t(terminate ? 'emergency.terminateFailed' : 'emergency.activateFailed')) });
    }
  };
  const header = (key: SortKey, label: string) => (
    <th aria-sort={sort.key === key ? (sort.asc ? 'ascending' : 'descending') : 'none'}>
      <Button minimal small text={label} rightIcon={sort.key === key ? (sort.asc ? 'caret-up' : 'caret-down') : 'double-caret-vertical'} aria-label={t('emergency.sortBy', { column: label })} onClick={() => setSort({ key, asc: sort.key === key ? !sort.asc : true })} />
    </th>
  );
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('emergency.users.title')}</H2>
        <Button icon="add" intent="primary" text={t('emergency.createUser.title')} onClick={() => navigate('/admin/createemguser')} />
      </div>
      {view}
      <label>
        {t('emergency.users.filter')}{' '}
        <HTMLSelect name="filter" value={filter} onChange={(e) => setFilter(e.currentTarget.value as Filter)} options={[
          { value: 'ALL', label: t('emergency.filter.all') },
          { value: 'CREATED', label: t('emergency.filter.created') },
          { value: 'TERMINATED', label: t('emergency.filter.terminated') },
        ]} />
      </label>
      <ScrollTable label={t('emergency.users.title')} striped className="emg-table" data-testid="emg-users">
        <thead>
          <tr>
            {header('name', t('emergency.name'))}
            {header('email', t('emergency.email'))}
            {header('status', t('emergency.status'))}
            <th>{t('emergency.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id} data-email={r.email ?? ''}>
              <td>
                {r.name} {r.verified ? <Icon icon="endorsed" intent="success" title={t('emergency.verified')} aria-label={t('emergency.verified')} /> : null}
              </td>
              <td>{r.email}</td>
              <td>{r.status}</td>
              <td>
                {r.status === 'CREATED' ? (
                  <Button small intent="danger" text={t('emergency.terminate')} onClick={() => change(r, true)} />
                ) : (
                  <Button small intent="success" text={t('emergency.activate')} onClick={() => change(r, false)} />
                )}
              </td>
            </tr>
          ))}
          {shown.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('emergency.empty')}</td>
            </tr>
          ) : null}
        </tbody>
      </ScrollTable>
      {filter === 'ALL' ? <Pager paging={paging} label={t('emergency.users.title')} /> : null}
    </div>
  );
};
