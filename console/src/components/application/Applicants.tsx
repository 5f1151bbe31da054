import { useEffect, useState } from 'react';
import { Button, FormGroup, H3, HTMLSelect, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { api, errorText } from '../../api';
import { DataTable, type Column } from '../DataTable';
import { StatusTag } from '../opportunity/labels';
import { useT } from '../../i18n/index';
import { useFormat } from '../../i18n/format';
import { showToast } from '../../toaster';
import { useEnumText } from '../volunteer/labels';
import { itemName, useVolunteerFormData } from '../../reference/hooks';
import '../opportunity/opportunity.css';
import { apiAll } from '../../paging';

/** An applicant row of GET /api/opportunity/filtered-volunteers/{id} (spec §3 Applicant; `id` is the volunteer). */
export interface Applicant {
  id: string;
  applicationId: string;
  firstName: string | null;
  lastName: string | null;
  contributeDistrict?: string | null;
  dateOfBirth?: string | null;
  status: string;
  volunteerHours?: number | null;
  highestEducation?: string | null;
  joiningDates?: string[] | null;
  preferredLanguage?: string | null;
  phoneNumber?: string | null;
  employmentTitle?: string | null;
}

/** Spec §4: which statuses each reviewer sees and the two buttons that move them. */
export const reviewStages = {
  admin: { statuses: ['PENDING', 'SELECTED', 'ADMIN_REJECTED', 'WITHDRAWN'], accept: 'SELECTED', refuse: 'ADMIN_REJECTED', path: '/api/admin/opportunity/apply/review' },
  vio: { statuses: ['SELECTED', 'APPROVED', 'VIO_REJECTED', 'WITHDRAWN'], accept: 'APPROVED', refuse: 'VIO_REJECTED', path: '/api/vio/opportunity/apply/review' },
} as const;
export type Reviewer = keyof typeof reviewStages;

/**
 * The applicant table of an opportunity for the admin (PENDING → SELECTED / ADMIN_REJECTED) or its VIO
 * (SELECTED → APPROVED / VIO_REJECTED). The status filter (All or one status) goes to the server as the
 * `status` query. Buttons are disabled per spec §4 and all of them once the opportunity is COMPLETED; the
 * list reloads after each review. For the VIO an approved volunteer's row links to the agreement and
 * feedback pages.
 */
export const Applicants = ({ opportunityId, reviewer, completed, vioId }: { opportunityId: string; reviewer: Reviewer; completed: boolean; vioId?: string }) => {
  const { t, language } = useT();
  const format = useFormat();
  const stage = reviewStages[reviewer];
  const [filter, setFilter] = useState('ALL');
  const [rows, setRows] = useState<Applicant[] | undefined>();
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger: a review bumps it to fetch the list again
  useEffect(() => {
    const controller = new AbortController();
    const statuses = filter === 'ALL' ? [...stage.statuses] : [filter];
    const query = new URLSearchParams({ status: statuses.join(',') });
    setRows(undefined);
    apiAll<Applicant>(`/api/opportunity/filtered-volunteers/${encodeURIComponent(opportunityId)}?${query}`, { signal: controller.signal })
      .then(setRows)
      .catch((error) => {
        if (controller.signal.aborted) return;
        showToast(errorText(error), 'danger');
        setRows([]);
      });
    return () => controller.abort();
  }, [opportunityId, filter, stage, generation]);

  const review = async (row: Applicant, approve: boolean) => {
    setBusy(row.applicationId);
    try {
      await api(stage.path, { method: 'POST', body: { applicationId: row.applicationId, approve } });
      showToast(t(approve ? (reviewer === 'admin' ? 'application.review.selected' : 'application.review.approved') : 'application.review.rejected'), 'success');
      setGeneration((g) => g + 1);
    } catch (error) {
      // Spec §8: 'Error' toast on a review failure (the server's message when it sent one).
      showToast(errorText(error, t('application.review.error')), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const { label } = useEnumText();
  const formData = useVolunteerFormData();
  /** The preferred language is an id of the profile's language list: shown by name in the interface language. */
  const languageName = (id: string | null | undefined) => {
    const found = formData.data?.languages.find((l) => String(l.id) === String(id));
    return found ? itemName(found, language) : (id ?? '—');
  };
  const name = (row: Applicant) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || '—';
  const columns: Column<Applicant>[] = [
    {
      key: 'name',
      header: t('application.applicant.name'),
      cell: (row) => <Link to={`/volunteer/${row.id}`}>{name(row)}</Link>,
      sortValue: name,
    },
    { key: 'district', header: t('reference.district'), cell: (row) => row.contributeDistrict ?? '—', sortValue: (row) => row.contributeDistrict ?? '' },
    { key: 'education', header: t('application.applicant.education'), cell: (row) => label('education', row.highestEducation) },
    { key: 'employment', header: t('application.applicant.employment'), cell: (row) => row.employmentTitle ?? '—' },
    { key: 'language', header: t('application.applicant.language'), cell: (row) => languageName(row.preferredLanguage) },
    { key: 'phone', header: t('application.applicant.phone'), cell: (row) => row.phoneNumber ?? '—' },
    {
      key: 'dates',
      header: t('application.applicant.joiningDates'),
      cell: (row) => (row.joiningDates ?? []).map(format.day).join(', ') || '—',
    },
    { key: 'hours', header: t('application.applicant.hours'), cell: (row) => String(row.volunteerHours ?? 0), sortValue: (row) => row.volunteerHours ?? 0 },
    { key: 'status', header: t('application.applicant.status'), cell: (row) => <StatusTag status={row.status} testId="applicant-status" />, sortValue: (row) => row.status },
    {
      key: 'actions',
      header: t('application.applicant.actions'),
      cell: (row) => (
        <div className="button-row">
          <Button
            size="small"
            intent="success"
            text={t(reviewer === 'admin' ? 'application.review.select' : 'application.review.approve')}
            disabled={completed || row.status === stage.accept || row.status === 'WITHDRAWN' || busy !== null}
            loading={busy === row.applicationId}
            onClick={() => review(row, true)}
            data-testid="applicant-accept"
          />
          <Button
            size="small"
            intent="danger"
            text={t(reviewer === 'admin' ? 'application.review.reject' : 'application.review.ignore')}
            disabled={completed || row.status === stage.refuse || row.status === 'WITHDRAWN' || busy !== null}
            onClick={() => review(row, false)}
            data-testid="applicant-refuse"
          />
          {reviewer === 'vio' && row.status === 'APPROVED' && vioId ? (
            <>
              <Link to={`/vioAgreement/${opportunityId}/${row.id}/${vioId}`} data-testid="applicant-agreement">
                {t('application.agreement.link')}
              </Link>
              <Link to={`/volunteerFeedback/${opportunityId}/${row.id}/${vioId}`} data-testid="applicant-feedback">
                {t('application.feedback.link')}
              </Link>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section className="opportunity-section" data-testid="applicants">
      <div className="section-header">
        <H3>{t('application.applicants')}</H3>
        <FormGroup inline label={t('application.applicant.filter')} labelFor="applicant-filter">
          <HTMLSelect
            id="applicant-filter"
            name="applicantStatus"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            options={[{ value: 'ALL', label: t('opportunity.list.typeAll') }, ...stage.statuses.map((s) => ({ value: s, label: t(`opportunity.status.${s}`) }))]}
          />
        </FormGroup>
      </div>
      {rows === undefined ? (
        <Spinner aria-label={t('common.loading')} />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row.applicationId}
          rowProps={(row) => ({ 'data-testid': 'applicant-row', 'data-volunteer-id': row.id, 'data-status': row.status })}
          testId="applicant-table"
          caption={t('application.applicants')}
        />
      )}
    </section>
  );
};
