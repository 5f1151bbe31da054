import { useEffect, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Card, H2, H3, Spinner } from '@blueprintjs/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { DataTable, useServerTable, type Column } from '../../components/DataTable';
import { HistoryLink } from '../../components/HistoryLink';
import { PageError, PageSpinner } from '../../components/PageState';
import { Avatar } from '../../components/ProfilePicture';
import { namesOf, useCreateVoFormData } from '../../components/opportunity/form-data';
import { StatusTag, useOpportunityText } from '../../components/opportunity/labels';
import { useCategoryName } from '../../components/opportunity/OpportunityCard';
import { SdgChips } from '../../components/opportunity/Sdg';
import type { NonFormalOpportunity } from '../../components/opportunity/types';
import { useGet } from '../../hooks';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionContext';
import { showToast } from '../../toaster';
import { useLocationNames } from '../../components/volunteer/shared';
import { EditNonFormalOpportunity } from './OpportunityForm';
import '../../components/opportunity/opportunity.css';
import { useGetAll, useGetPage } from '../../paging';

type Row = Pick<NonFormalOpportunity, 'id' | 'title' | 'status' | 'supervisorName' | 'supervisorEmail' | 'cardImage'> & { Vio?: { name: string } | null };

const asRows = (data: Row[] | { rows?: Row[]; opportunities?: Row[] } | undefined): Row[] => (Array.isArray(data) ? data : (data?.rows ?? data?.opportunities ?? []));

/** Spec §2 non-formal table: avatar, supervisor name, supervisor e-mail, title (link), status; sortable; 5/10/25. */
const useColumns = (link: (id: string) => string, extra: Column<Row>[] = []): Column<Row>[] => {
  const { t } = useT();
  return [
    { key: 'avatar', header: t('opportunity.nonFormal.image'), cell: (row) => <Avatar imageURL={row.cardImage} size={36} name={row.title} /> },
    { key: 'supervisorName', header: t('opportunity.field.supervisorName'), cell: (row) => row.supervisorName ?? '—', sortValue: (row) => row.supervisorName ?? '' },
    { key: 'supervisorEmail', header: t('opportunity.field.supervisorEmail'), cell: (row) => row.supervisorEmail ?? '—', sortValue: (row) => row.supervisorEmail ?? '' },
    { key: 'title', header: t('opportunity.field.title'), cell: (row) => <Link to={link(row.id)}>{row.title}</Link>, sortValue: (row) => row.title },
    { key: 'status', header: t('application.applicant.status'), cell: (row) => <StatusTag status={row.status} />, sortValue: (row) => row.status },
    ...extra,
  ];
};

/** /nonFormalVOList: the VIO's non-formal opportunities. */
export const NonFormalList = () => {
  const { t } = useT();
  const navigate = useNavigate();
  const { session } = useSession();
  const { load } = useGetAll<Row[]>(`/api/nonformal-opportunity/vio/list?${new URLSearchParams({ userID: session?.id ?? '' })}`, t('error.generic'));
  const columns = useColumns((id) => `/NonFormalVO/${id}`);
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('menu.nonFormalVOList')}</H2>
        <Button intent="primary" icon="add" text={t('menu.createNonFormalVO')} onClick={() => navigate('/createNonFormalVO')} />
      </div>
      <Card elevation={1}>
        {load.state === 'loading' ? (
          <Spinner aria-label={t('common.loading')} />
        ) : load.state === 'error' ? (
          <PageError message={load.message} />
        ) : (
          <DataTable rows={asRows(load.data)} columns={columns} rowKey={(r) => r.id} rowProps={(r) => ({ 'data-testid': 'nonformal-row', 'data-id': r.id })} testId="nonformal-table" caption={t('menu.nonFormalVOList')} />
        )}
      </Card>
    </div>
  );
};

/** The facts of a non-formal opportunity (spec §2 /admin/NonFormalVO/:id lists them). */
const NonFormalFacts = ({ o }: { o: NonFormalOpportunity }) => {
  const { t, language } = useT();
  const format = useFormat();
  const text = useOpportunityText();
  const { data } = useCreateVoFormData();
  const category = useCategoryName();
  const place = useLocationNames(o);
  const rows: [string, ReactNode][] = [
    [t('opportunity.field.category'), category(o.category)],
    [t('opportunity.field.noOfVolunteers'), String(o.noOfVolunteers)],
    [t('opportunity.field.supervisorName'), [o.supervisorTitle, o.supervisorName].filter(Boolean).join(' ')],
    [t('opportunity.field.supervisorEmail'), o.supervisorEmail ?? ''],
    [t('opportunity.field.supervisorMobile'), o.supervisorMobile ?? ''],
    [t('opportunity.field.supervisorLandline'), o.supervisorLandline ?? ''],
    [t('opportunity.field.location'), [o.location, place.gnDivision, place.divisionalSecretariat, place.district].filter(Boolean).join(', ')],
    [t('opportunity.field.designation'), o.designation ?? ''],
    [t('opportunity.field.language'), text.language(o.language)],
    [t('opportunity.section.description'), o.description],
    [t('opportunity.field.requiredSkills'), namesOf(data?.required_skills, o.requiredSkills, language).join(', ')],
    [t('opportunity.field.period'), `${format.day(o.startDate)} – ${format.day(o.endDate)}`],
    [t('opportunity.field.isFullTime'), o.isFullTime ? t('opportunity.fullTime') : t('opportunity.partTime')],
    [t('opportunity.field.workingHourCount'), t('opportunity.perDay', { hours: text.hours(o.workingHourCount) })],
    [t('opportunity.field.time'), (o.time ?? []).map(text.dayTime).join(', ')],
    [t('opportunity.field.trainingDetails'), o.isTrainingProvided ? (o.trainingDetails ?? '') : text.yesNo(false)],
    [t('opportunity.field.coveredExpenseDetails'), o.isExpenseCovered ? (o.coveredExpenseDetails ?? '') : text.yesNo(false)],
    [t('opportunity.field.specialRequirnments'), o.specialRequirnments ?? ''],
    [t('opportunity.field.averageVolunteerHours'), text.hours(o.averageVolunteerHours)],
  ];
  return (
    <dl className="opportunity-detail-grid opportunity-section">
      {rows.map(([label, value]) => (
        <div key={label} className="detail-row">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
};

const NonFormalHead = ({ o, actions }: { o: NonFormalOpportunity; actions?: ReactNode }) => (
  <div className="page-header">
    <div>
      <H2 data-testid="opportunity-title">{o.title}</H2>
      <StatusTag status={o.status} />
      <SdgChips goals={o.sdgNumbers} />
    </div>
    {actions ? <div className="button-row">{actions}</div> : null}
  </div>
);

/** /NonFormalVO/:id: the VIO's non-formal opportunity, editable while it is not approved (an edit of a rejected one goes back to review). */
export const NonFormalView = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const { load } = useGet<NonFormalOpportunity>(`/api/nonformal-opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  if (editing) return <EditNonFormalOpportunity id={id} />;
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <NonFormalHead
          o={o}
          actions={<Button icon="edit" text={t('opportunity.edit')} disabled={o.status === 'APPROVED' || o.status === 'COMPLETED'} onClick={() => setEditing(true)} data-testid="nonformal-edit" />}
        />
        <NonFormalFacts o={o} />
      </Card>
    </div>
  );
};

/**
 * Approve and reject of a non-formal opportunity: PUT /api/nonformal-opportunity/admin/approve/{id}/{flag}.
 * We follow the reading in which a decision can be revisited (spec §4): Approve is hidden for APPROVED and
 * Reject for REJECTED, so an approved one can still be rejected and a rejected one approved.
 */
const ReviewButtons = ({ o, onDone }: { o: Pick<NonFormalOpportunity, 'id' | 'status'>; onDone: () => void }) => {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const review = async (approve: boolean) => {
    setBusy(true);
    try {
      await api(`/api/nonformal-opportunity/admin/approve/${encodeURIComponent(o.id)}/${approve}`, { method: 'PUT', body: {} });
      showToast(t(approve ? 'opportunity.review.approved' : 'opportunity.review.rejected'), approve ? 'success' : 'warning');
      onDone();
    } catch (error) {
      showToast(errorText(error, t(approve ? 'opportunity.review.approveFailed' : 'opportunity.review.rejectFailed')), 'danger');
    } finally {
      setBusy(false);
    }
  };
  if (o.status === 'COMPLETED') return null;
  return (
    <ButtonGroup>
      {o.status !== 'APPROVED' ? <Button intent="success" icon="tick" text={t('opportunity.review.approveUpper')} loading={busy} onClick={() => review(true)} data-testid="nonformal-approve" /> : null}
      {o.status !== 'REJECTED' ? <Button intent="danger" icon="cross" text={t('opportunity.review.rejectUpper')} loading={busy} onClick={() => review(false)} data-testid="nonformal-reject" /> : null}
    </ButtonGroup>
  );
};

/** /admin/NonFormalVOApproval: every non-formal opportunity with its review buttons, sorted and paged on the server (issue 24). */
export const AdminNonFormalApproval = () => {
  const { t } = useT();
  const table = useServerTable('/api/nonformal-opportunity/admin/list');
  // The last page stays while the next one loads (no blink on a page, size or sort).
  const { load, reload, stale } = useGetPage<Row>(table.path, table.page, table.size, t('error.generic'), { keepPrevious: true });
  // Rows deleted meanwhile can leave the page asked for past the end: go back to the new last page.
  useEffect(() => {
    if (load.state === 'ok' && !stale && table.page > load.data.pages) table.setPage(load.data.pages);
  }, [load, stale, table.page, table.setPage]);
  const columns = useColumns(
    (id) => `/admin/NonFormalVO/${id}`,
    [{ key: 'actions', header: t('application.applicant.actions'), cell: (row) => <ReviewButtons o={row} onDone={reload} /> }],
  );
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t('menu.nonFormalApproval')}</H2>
      </div>
      <Card elevation={1}>
        {load.state === 'loading' ? (
          <Spinner aria-label={t('common.loading')} />
        ) : load.state === 'error' ? (
          <PageError message={load.message} />
        ) : (
          <DataTable
            rows={load.data.rows}
            columns={columns}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ 'data-testid': 'nonformal-row', 'data-id': r.id, 'data-status': r.status })}
            testId="nonformal-table"
            caption={t('menu.nonFormalApproval')}
            server={table.paging(load.data.pages, stale)}
          />
        )}
      </Card>
    </div>
  );
};

/** /admin/NonFormalVO/:id: the details and APPROVE / REJECT. */
export const AdminNonFormalView = () => {
  const { t } = useT();
  const { id = '' } = useParams();
  const { load, reload } = useGet<NonFormalOpportunity>(`/api/nonformal-opportunity/get/${encodeURIComponent(id)}`, t('error.generic'));
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError message={load.message} />;
  const o = load.data;
  return (
    <div className="page page-medium">
      <Card elevation={1}>
        <NonFormalHead
          o={o}
          actions={
            <>
              <ReviewButtons o={o} onDone={reload} />
              <HistoryLink kind="opportunity" id={o.id} />
            </>
          }
        />
        {o.Vio?.name ? (
          <H3>
            {t('opportunity.field.vio')}: {o.Vio.name}
          </H3>
        ) : null}
        <NonFormalFacts o={o} />
      </Card>
    </div>
  );
};
