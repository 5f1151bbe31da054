import { Button, FormGroup, H2, H3, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { useT, type MessageId } from '../../i18n';
import { reportingMessages } from '../../i18n/areas/reporting';
import { Figure, PrintButton, ReportFooter, SplitView, formatLkr, fromRecord, type Split } from './parts';

const regular = ['dailySummary', 'dailyVolRegistrations', 'dailyVioRegistrations', 'dailyVoRegistrations', 'dailyPendingRegistrations', 'dailyVolMobiRegistrations'];
const online = regular.filter((r) => r !== 'dailySummary').map((r) => `online${r}`);
/** Spec §2's report names, as the index lists them (the interface shows them in English, as the spec does). */
const labels: Record<string, string> = {
  dailySummary: 'Summary',
  dailyVolRegistrations: 'Volunteer Registration',
  dailyVioRegistrations: 'VIO Registration',
  dailyVoRegistrations: 'Volunteer Opportunities',
  dailyPendingRegistrations: 'Pending Registrations',
  dailyVolMobiRegistrations: 'Volunteers Mobilized',
};
const labelOf = (name: string) => labels[name.replace(/^online/, '')] ?? name;
/** The spec's field name in the interface language (the name itself when there is no label). */
const useFieldLabel = () => {
  const { t } = useT();
  return (name: string) => (`report.field.${name}` in reportingMessages.en ? t(`report.field.${name}` as MessageId) : name);
};
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** /report and /admin/reports: the index of Regular and Online reports. */
export const AdminReportIndex = () => {
  const { t } = useT();
  return (
    <div className="report-page">
      <H2>{t('report.adminTitle')}</H2>
      <H3>{t('report.regular')}</H3>
      <ul>
        {regular.map((r) => (
          <li key={r}>
            <Link to={`/admin/report/${r}`}>{labelOf(r)}</Link>
          </li>
        ))}
      </ul>
      <H3>{t('report.online')}</H3>
      <ul>
        {online.map((r) => (
          <li key={r}>
            <Link to={`/admin/report/${r}`}>{labelOf(r)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

type ReportBody = Record<string, unknown> & { dataAsOf?: string | null };
const isSplit = (v: unknown): v is Split => Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'name' in x && 'value' in x);

/** /admin/report/:report — period selector (none for pending reports), figures and splits. */
export const AdminReport = () => {
  const { t } = useT();
  const { report = 'dailySummary' } = useParams();
  const pending = report.endsWith('PendingRegistrations');
  const [type, setType] = useState('DAILY');
  const [date, setDate] = useState(today());
  const [data, setData] = useState<ReportBody | 'loading' | undefined>('loading');
  const [error, setError] = useState<string>();
  const load = () => {
    setData('loading');
    setError(undefined);
    api<ReportBody>(`/api/report/admin/${report}`, { method: 'POST', body: pending ? {} : { type, date } })
      .then(setData)
      .catch((e) => {
        setData(undefined);
        setError(errorText(e));
      });
  };
  useEffect(load, [report]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="report-page" data-testid="admin-report">
      <H2>
        {report.startsWith('online') ? t('report.online') : t('report.regular')}: {labelOf(report)}
      </H2>
      {!pending && (
        <div className="no-print">
          <FormGroup label={t('report.type')} labelFor="report-type" inline>
            <HTMLSelect id="report-type" value={type} onChange={(e) => setType(e.target.value)} options={[
              { value: 'DAILY', label: t('report.daily') },
              { value: 'QUARTERLY', label: t('report.quarterly') },
              { value: 'ANNUALLY', label: t('report.annually') },
            ]} />
          </FormGroup>
          <FormGroup label={t('report.date')} labelFor="report-date" inline>
            <InputGroup id="report-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormGroup>
          <Button intent="primary" text={t('report.show')} onClick={load} />
        </div>
      )}
      <PrintButton />
      {error && <p role="alert">{error}</p>}
      {data === 'loading' && <p>{t('report.loading')}</p>}
      {data && data !== 'loading' && <ReportBodyView data={data} />}
    </div>
  );
};

const hidden = new Set(['report', 'type', 'period', 'dataAsOf', 'rateLkr']);
const ReportBodyView = ({ data }: { data: ReportBody }) => {
  const label = useFieldLabel();
  const entries = Object.entries(data).filter(([k]) => !hidden.has(k));
  const numbers = entries.filter(([, v]) => typeof v === 'number') as [string, number][];
  const splits = entries.filter(([, v]) => isSplit(v)) as [string, Split][];
  const groups = entries.filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v)) as [string, Record<string, Split>][];
  const period = data.period as { from: string; to: string } | undefined;
  return (
    <>
      {period && <p>{period.from === period.to ? period.from : `${period.from} – ${period.to}`}</p>}
      <div className="report-figures">
        {numbers.map(([k, v]) => (
          <Figure key={k} label={label(k)} value={v} />
        ))}
      </div>
      {splits.map(([k, v]) => (
        <SplitView key={k} title={label(k)} rows={v} file={k} />
      ))}
      {groups.map(([k, group]) =>
        Object.entries(group).map(([sub, rows]) => <SplitView key={`${k}-${sub}`} title={`${label(k)} · ${sub}`} rows={isSplit(rows) ? rows : fromRecord(rows as never)} file={`${k}-${sub}`} />),
      )}
      <ReportFooter asOf={data.dataAsOf} />
    </>
  );
};

interface Dashboard {
  numVolunteersRegisteredByDay: { date: string; value: number }[];
  numVolunteersRegistered: { today: number; total: number };
  numViosRegistered: { today: number; total: number };
  numVolunteersMobilized: number;
  numEmergencyVolunteer: number;
  numComplaints: number;
  pending: Record<string, number>;
  volunteerHours: { value: number; total: number; sdgs: Record<string, number> };
  dataAsOf?: string | null;
}

/** /admin/dashboard 'NVS Administrator Dashboard'. */
export const AdminDashboard = () => {
  const { t } = useT();
  const label = useFieldLabel();
  const [data, setData] = useState<Dashboard | 'loading' | undefined>('loading');
  const [error, setError] = useState<string>();
  useEffect(() => {
    api<Dashboard>('/api/report/dashboard')
      .then(setData)
      .catch((e) => {
        setData(undefined);
        setError(errorText(e));
      });
  }, []);
  return (
    <div className="report-page" data-testid="dashboard">
      <H2>{t('report.dashboard')}</H2>
      <PrintButton />
      {error && <p role="alert">{error}</p>}
      {data === 'loading' && <p>{t('report.loading')}</p>}
      {data && data !== 'loading' && (
        <>
          <div className="report-figures">
            <Figure label={label('registeredToday')} value={data.numVolunteersRegistered.today} />
            <Figure label={label('registeredTotal')} value={data.numVolunteersRegistered.total} />
            <Figure label={label('viosToday')} value={data.numViosRegistered.today} />
            <Figure label={label('viosTotal')} value={data.numViosRegistered.total} />
            <Figure label={t('report.volunteers')} value={data.numVolunteersMobilized} />
            <Figure label={label('numEmergencyVolunteer')} value={data.numEmergencyVolunteer} />
            <Figure label={label('numComplaints')} value={data.numComplaints} />
            {Object.entries(data.pending).map(([k, v]) => (
              <Figure key={k} label={label(k)} value={v} />
            ))}
            <Figure label={t('report.hours')} value={data.volunteerHours.total} />
            <Figure label={t('report.value')} value={formatLkr(data.volunteerHours.value)} />
          </div>
          <SplitView
            title={t('report.registeredByDay')}
            rows={data.numVolunteersRegisteredByDay.some((d) => d.value > 0) ? data.numVolunteersRegisteredByDay.map((d) => ({ name: d.date, value: d.value })) : []}
            file="registrations-by-day"
          />
          <SplitView title={t('report.sdgs')} rows={fromRecord(data.volunteerHours.sdgs)} file="sdgs" />
          <ReportFooter asOf={data.dataAsOf} />
        </>
      )}
    </div>
  );
};
