import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, H2, H3, InputGroup, NonIdealState, Switch, TextArea } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createSubVioRequest, subVioRegistrationForm } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { Alert } from '../../components/Dialog';
import { firstIssues, FormGroup, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { Pager } from '../../components/Pager';
import { useGet } from '../../hooks';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';
import { runAction } from './shared';
import { useDebounced } from '../../components/useDebounced';
import { ScrollTable } from '../../components/ScrollTable';
import { useGetAll } from '../../paging';
import { useFilteredPage } from '../../filtered-page';


const statusText = (t: (id: MessageId) => string, status: string) =>
  ['REGISTERED', 'EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED', 'REJECTED', 'TRANSFERRED'].includes(status) ? t(`vio.status.${status}` as MessageId) : status;

type SubVioField = 'name' | 'email' | 'leader' | 'description';

/** /createSubVio: spec §5 Sub-VIO form; success 'Sub VIO created successfully!' then /vioHome (spec §8). */
export const CreateSubVio = () => {
  const { t, v } = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<SubVioField, string>>({ name: '', email: '', leader: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSubVioRequest.safeParse(values);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('/api/vio/createSubVio/', { method: 'POST', body: parsed.data });
      showToast(t('org.subvio.created'), 'success');
      void navigate('/vioHome');
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };
  const set = (name: SubVioField) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const field = (name: Exclude<SubVioField, 'description'>, type = 'text') => (
    <TextField name={name} type={type} label={t(`org.subvio.${name}`)} value={values[name]} error={errors[name] && v(errors[name])} onChange={set(name)} />
  );
  return (
    <div className="page page-narrow">
      <H2>{t('org.subvio.createTitle')}</H2>
      <Card elevation={1}>
        <p className="muted">{t('org.subvio.createText')}</p>
        {failure ? (
          <Callout intent="danger" role="alert" className="form-callout">
            {failure}
          </Callout>
        ) : null}
        <form onSubmit={submit} noValidate>
          {field('name')}
          {field('email', 'email')}
          {field('leader')}
          <FormGroup label={t('org.subvio.description')} labelFor="field-description" intent={errors.description ? 'danger' : 'none'} helperText={errors.description && v(errors.description)}>
            <TextArea id="field-description" name="description" fill rows={4} value={values.description} onChange={set('description')} />
          </FormGroup>
          <Button type="submit" intent="primary" icon="add" text={t('org.subvio.create')} loading={busy} data-testid="subvio-create" />
        </form>
      </Card>
    </div>
  );
};

/** GET /api/subvio/viewSubvios row. */
interface SubVioRow {
  subvioId: string;
  subvioName: string;
  subvioLeader: string | null;
  subvioDescription: string | null;
  email: string | null;
  status: string;
}

/** /viewSubVios: chips (open, delete with a confirmation), search by ID (the server also matches the name). */
export const ViewSubVios = () => {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const { load, reload } = useGetAll<SubVioRow[]>(`/api/subvio/viewSubvios?searchValue=${encodeURIComponent(query)}`, t('error.generic'));
  const [target, setTarget] = useState<SubVioRow | null>(null);

  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('org.subvio.listTitle')}</H2>
        <div className="button-row">
          <Link to="/subVIOList">{t('org.subvio.tableLink')}</Link>
          <Link to="/createSubVio">{t('org.subvio.createTitle')}</Link>
        </div>
      </div>
      <div className="org-tools">
        <FormGroup label={t('org.subvio.searchId')} labelFor="subvio-search">
          <InputGroup id="subvio-search" type="search" leftIcon="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
      </div>
      {load.state === 'loading' ? (
        <PageSpinner />
      ) : load.state === 'error' ? (
        <PageError message={load.message} />
      ) : load.data.length === 0 ? (
        <NonIdealState icon="diagram-tree" title={t('org.empty')} data-testid="subvios-empty" />
      ) : (
        <ul className="org-chips" data-testid="subvios">
          {load.data.map((row) => (
            <li key={row.subvioId} className="org-chip" data-subvio-id={row.subvioId} data-name={row.subvioName}>
              <Link to={`/viewSubVio/${row.subvioId}`} title={statusText(t, row.status)}>
                {row.subvioName}
              </Link>
              <Button minimal size="small" icon="trash" intent="danger" aria-label={t('org.subvio.deleteNamed', { name: row.subvioName })} data-testid="subvio-delete" onClick={() => setTarget(row)} />
            </li>
          ))}
        </ul>
      )}
      <Alert
        isOpen={!!target}
        intent="danger"
        icon="trash"
        confirmButtonText={t('org.subvio.delete')}
        cancelButtonText={t('org.cancel')}
        onCancel={() => setTarget(null)}
        onConfirm={async () => {
          const id = target!.subvioId;
          setTarget(null);
          await runAction(() => api(`/api/subvio/delete?subvioId=${encodeURIComponent(id)}`, { method: 'DELETE' }), t('org.subvio.deleted'), t('error.generic'), reload);
        }}
      >
        <p>{t('org.subvio.deleteConfirm', { name: target?.subvioName ?? '' })}</p>
        <p className="muted">{t('org.subvio.deleteText')}</p>
      </Alert>
    </div>
  );
};

/** GET /api/vio/get-sub-vios row. */
interface SubVioListRow {
  id: string;
  name: string;
  email: string | null;
  type: string | null;
  status: string;
}

/** /subVIOList: the signed-in VIO's sub-VIOs as a table. */
export const SubVioList = () => {
  const { t } = useT();
  const { load } = useGetAll<SubVioListRow[]>('/api/vio/get-sub-vios', t('error.generic'));
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('org.subvio.listTitle')}</H2>
        <Link to="/viewSubVios">{t('org.subvio.chipsLink')}</Link>
      </div>
      {load.data.length === 0 ? (
        <NonIdealState icon="diagram-tree" title={t('org.empty')} />
      ) : (
        <ScrollTable label={t('org.subvio.listTitle')} striped className="org-table" data-testid="subvio-table">
          <thead>
            <tr>
              <th>{t('org.subvio.id')}</th>
              <th>{t('org.name')}</th>
              <th>{t('org.email')}</th>
              <th>{t('org.subvio.type')}</th>
              <th>{t('org.subvio.status')}</th>
            </tr>
          </thead>
          <tbody>
            {load.data.map((row) => (
              <tr key={row.id}>
                <td className="muted">{row.id}</td>
                <td>
                  <Link to={`/viewSubVio/${row.id}`}>{row.name}</Link>
                </td>
                <td>{row.email ?? '—'}</td>
                <td>{row.type ? t(`vioType.${row.type}` as MessageId) : '—'}</td>
                <td>{statusText(t, row.status)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
};

/** GET /api/vio/{id}. */
interface VioDetail {
  id: string;
  name: string;
  email: string | null;
  status: string;
  type: string | null;
  description: string | null;
  registrationNo: string | null;
}
/** GET /api/vio/get-org-volunteers-subvio/{id}. */
interface AssignmentPage {
  content: { volunteerId: string; volunteerFName: string | null; volunteerLName: string | null; email: string | null; assigned: boolean; subVioId: string | null }[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
/** Spec §9: sub-VIO volunteer table 10 per page. */
const ASSIGNMENT_PAGE = 10;

/** /viewSubVio/:subvioId: the sub-VIO's details and the principal's members with an assign toggle; 'Update failed' on failure. */
export const SubVioDetail = () => {
  const { t } = useT();
  const { subvioId = '' } = useParams();
  const [search, setSearch] = useState('');
  const firstName = useDebounced(search.trim());
  const [page, setPage] = useFilteredPage(firstName);
  const detail = useGet<VioDetail>(`/api/vio/${encodeURIComponent(subvioId)}`, t('error.generic'));
  const params = new URLSearchParams({ page: String(page - 1), size: String(ASSIGNMENT_PAGE), firstName });
  const { load, reload } = useGet<AssignmentPage>(`/api/vio/get-org-volunteers-subvio/${encodeURIComponent(subvioId)}?${params}`, t('error.generic'));
  const [busy, setBusy] = useState<string | null>(null);

  if (detail.load.state === 'loading') return <PageSpinner />;
  if (detail.load.state === 'error') return <PageError message={detail.load.message} />;
  const vio = detail.load.data;

  const toggle = async (volunteerId: string, assign: boolean) => {
    setBusy(volunteerId);
    try {
      await api(`/api/org/subvio/${assign ? 'assign' : 'unassign'}`, { method: 'POST', body: { volunteerId, subVioId: subvioId } });
      showToast(t(assign ? 'org.subvio.assignedDone' : 'org.subvio.unassignedDone'), 'success');
      reload();
    } catch {
      showToast(t('org.subvio.updateFailed'), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="page">
      <div className="page-header">
        <H2>{vio.name}</H2>
        <Link to="/viewSubVios">{t('org.subvio.listTitle')}</Link>
      </div>
      <Card elevation={1}>
        <dl className="org-detail" data-testid="subvio-detail">
          <dt>{t('org.email')}</dt>
          <dd>{vio.email ?? '—'}</dd>
          <dt>{t('org.subvio.description')}</dt>
          <dd>{vio.description || '—'}</dd>
          <dt>{t('org.subvio.status')}</dt>
          <dd>{statusText(t, vio.status)}</dd>
        </dl>
      </Card>
      <H3 className="org-section-title">{t('org.subvio.assignTitle')}</H3>
      <div className="org-tools">
        <FormGroup label={t('org.subvio.searchFirstName')} labelFor="subvio-volunteer-search">
          <InputGroup id="subvio-volunteer-search" type="search" leftIcon="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormGroup>
      </div>
      {load.state === 'loading' ? (
        <PageSpinner />
      ) : load.state === 'error' ? (
        <PageError message={load.message} />
      ) : load.data.content.length === 0 ? (
        <NonIdealState icon="people" title={t('org.empty')} data-testid="subvio-volunteers-empty" />
      ) : (
        <>
          <ScrollTable label={t('org.subvio.assignTitle')} striped className="org-table" data-testid="subvio-volunteers">
            <thead>
              <tr>
                <th>{t('org.firstName')}</th>
                <th>{t('org.lastName')}</th>
                <th>{t('org.email')}</th>
                <th>{t('org.subvio.assigned')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.content.map((row) => {
                const name = [row.volunteerFName, row.volunteerLName].filter(Boolean).join(' ');
                return (
                  <tr key={row.volunteerId} data-volunteer-id={row.volunteerId}>
                    <td>{row.volunteerFName ?? '—'}</td>
                    <td>{row.volunteerLName ?? '—'}</td>
                    <td>{row.email ?? '—'}</td>
                    <td>
                      <Switch
                        checked={row.assigned}
                        disabled={busy === row.volunteerId}
                        role="switch"
                        aria-label={t('org.subvio.assignNamed', { name })}
                        data-testid="subvio-assign"
                        onChange={() => toggle(row.volunteerId, !row.assigned)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <Pager page={page} pages={Math.max(1, load.data.totalPages)} onPage={setPage} testId="subvio-pager" />
        </>
      )}
    </div>
  );
};

/**
 * /subvio/verify/:token — the sub-VIO's mailed link: set the password, then log in as a VIO and complete the
 * profile. There is no look-up call: a bad or used link is refused on submit ('This invitation link is not valid').
 */
export const SubVioVerify = () => {
  const { t, v } = useT();
  const { token = '' } = useParams();
  const [values, setValues] = useState({ password: '', repeatPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ busy: boolean; done: boolean; failure?: string }>({ busy: false, done: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = subVioRegistrationForm.safeParse(values);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    if (!parsed.success) return;
    setState({ busy: true, done: false });
    try {
      await api('/api/subvio/register', { method: 'POST', body: { token, password: parsed.data.password } });
      setState({ busy: false, done: true });
    } catch (error) {
      setState({ busy: false, done: false, failure: errorText(error) });
    }
  };
  return (
    <div className="page page-narrow">
      <H2>{t('org.verify.title')}</H2>
      <Card elevation={1}>
        {state.done ? (
          <Callout intent="success" role="alert" data-testid="subvio-verify-done">
            {t('org.verify.done')} <Link to="/login">{t('org.verify.login')}</Link>
          </Callout>
        ) : (
          <form onSubmit={submit} noValidate>
            {state.failure ? (
              <Callout intent="danger" role="alert" className="form-callout" data-testid="subvio-verify-failure">
                {state.failure}
              </Callout>
            ) : null}
            {(['password', 'repeatPassword'] as const).map((name) => (
              <TextField key={name} name={name} type="password" autoComplete="new-password" label={t(`org.verify.${name}`)} value={values[name]} error={errors[name] && v(errors[name])} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
            ))}
            <Button type="submit" intent="primary" text={t('org.verify.submit')} loading={state.busy} data-testid="subvio-verify-submit" />
          </form>
        )}
      </Card>
    </div>
  );
};
