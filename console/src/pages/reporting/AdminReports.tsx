import { Button, FormGroup, H2, H3, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { useT, type MessageId } from '../../i18n';
import { reportingEn } from '../../i18n/areas/reporting';
import { useFormat } from '../../i18n/format';
import { AttendanceView } from './Attendance';
import { selfPeriodOf, type ReportAttendance } from './attendance-shape';
import { ChartSlot, DataTable, DayLine, DistrictMap, Figure, PrintButton, ReportFooter, SplitView, fromRecord, useReportNames, type Split } from './parts';

const regular = ['dailySummary', 'dailyVolRegistrations', 'dailyVioRegistrations', 'dailyVoRegistrations', 'dailyPendingRegistrations', 'dailyVolMobiRegistrations'];
const online = regular.filter((r) => r !== 'dailySummary').map((r) => `online${r}`);
/** Spec §2's report name in the interface language; the online reports share their regular twin's name. */
const useReportName = () => {
  const { t } = useT();
  return (name: string) => t(`report.name.${name.replace(/^online/, '')}` as MessageId);
};
/** The spec's field name in the interface language (the name itself when there is no label). */
const useFieldLabel = () => {
  const { t } = useT();
  return (name: string) => (`report.field.${name}` in reportingEn ? t(`report.field.${name}` as MessageId) : name);
};
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** /report and /admin/reports: the index of Regular and Online reports. */
export const AdminReportIndex = () => {
  const { t } = useT();
  const labelOf = useReportName();
  return (
    <div className="report-page">
      <H2>{t('report.adminTitle')}</H2>
      <H3>{t('report.regular')}</H3>
      <ul className="report-index">
        {regular.map((r) => (
          <li key={r}>
            <Link to={`/admin/report/${r}`}>{labelOf(r)}</Link>
          </li>
        ))}
        <li>
          <Link to="/admin/report/attendance">{labelOf('attendance')}</Link>
        </li>
      </ul>
      <H3>{t('report.online')}</H3>
      <ul className="report-index">
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

/** /admin/report/:report — a regular or online report, or (issue 28) the platform's attendance. */
export const AdminReport = () => {
  const { report = 'dailySummary' } = useParams();
  return report === 'attendance' ? <AdminAttendanceReport /> : <RegularReport report={report} />;
};

/** The report's type (daily, quarterly, annually) and day, and its Show button. */
const PeriodChoice = ({ type, setType, date, setDate, onShow }: { type: string; setType: (type: string) => void; date: string; setDate: (date: string) => void; onShow: () => void }) => {
  const { t } = useT();
  return (
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
      <Button intent="primary" text={t('report.show')} onClick={onShow} />
    </div>
  );
};

/** Period selector (none for pending reports), figures and splits. */
const RegularReport = ({ report }: { report: string }) => {
  const { t } = useT();
  const labelOf = useReportName();
  const pending = report.endsWith('PendingRegistrations');
  const [type, setType] = useState('DAILY');
  const [date, setDate] = useState(today());
  const [data, setData] = useState<ReportBody | 'loading' | undefined>('loading');
  const [error, setError] = useState<string>();
  const [district, setDistrict] = useState('');
  const load = (only = district) => {
    setData('loading');
    setError(undefined);
    const scope = only ? { district: only } : {};
    api<ReportBody>(`/api/report/admin/${report}`, { method: 'POST', body: pending ? scope : { type, date, ...scope } })
      .then(setData)
      .catch((e) => {
        setData(undefined);
        setError(errorText(e));
      });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a report loads when it is opened; a new type or date waits for the Show button
  useEffect(() => load(), [report]);
  const filter = (name: string) => {
    setDistrict(name);
    load(name);
  };
  return (
    <div className="report-page" data-testid="admin-report">
      <H2>
        {report.startsWith('online') ? t('report.online') : t('report.regular')}: {labelOf(report)}
      </H2>
      {!pending && <PeriodChoice type={type} setType={setType} date={date} setDate={setDate} onShow={() => load()} />}
      <PrintButton />
      <DistrictPanel body={pending ? {} : { type, date }} district={district} onDistrict={filter} />
      {error && <p role="alert">{error}</p>}
      {data === 'loading' && <p>{t('report.loading')}</p>}
      {data && data !== 'loading' && <ReportBodyView data={data} />}
    </div>
  );
};

/**
 * /admin/report/attendance (issue 28): the platform's attendance and no-shows on the engagement days of the period,
 * by opportunity and by district (/api/report/self/adminReport, all organisations together).
 */
const AdminAttendanceReport = () => {
  const { t } = useT();
  const labelOf = useReportName();
  const format = useFormat();
  const [type, setType] = useState('DAILY');
  const [date, setDate] = useState(today());
  const [data, setData] = useState<{ period?: { from: string; to: string }; attendance?: ReportAttendance; dataAsOf?: string | null } | 'loading' | undefined>('loading');
  const [error, setError] = useState<string>();
  const load = () => {
    setData('loading');
    setError(undefined);
    api<{ attendance?: ReportAttendance }>('/api/report/self/adminReport', { method: 'POST', body: selfPeriodOf(type, date) })
      .then(setData)
      .catch((e) => {
        setData(undefined);
        setError(errorText(e));
      });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the report loads when it is opened; a new type or date waits for the Show button
  useEffect(() => load(), []);
  const period = data && data !== 'loading' ? data.period : undefined;
  return (
    <div className="report-page" data-testid="admin-report">
      <H2>
        {t('report.regular')}: {labelOf('attendance')}
      </H2>
      <PeriodChoice type={type} setType={setType} date={date} setDate={setDate} onShow={load} />
      <PrintButton />
      {error && <p role="alert">{error}</p>}
      {data === 'loading' && <p>{t('report.loading')}</p>}
      {data && data !== 'loading' && (
        <>
          {period && <p>{period.from === period.to ? format.day(period.from) : `${format.day(period.from)} – ${format.day(period.to)}`}</p>}
          <AttendanceView attendance={data.attendance} />
          <ReportFooter asOf={data.dataAsOf} />
        </>
      )}
    </div>
  );
};

const hidden = new Set(['report', 'type', 'period', 'dataAsOf', 'rateLkr']);
const ReportBodyView = ({ data }: { data: ReportBody }) => {
  const label = useFieldLabel();
  const names = useReportNames();
  const format = useFormat();
  const isDistrict = (k: string) => /district/i.test(k);
  const entries = Object.entries(data).filter(([k]) => !hidden.has(k));
  const numbers = entries.filter(([, v]) => typeof v === 'number') as [string, number][];
  const splits = entries.filter(([, v]) => isSplit(v)) as [string, Split][];
  const groups = entries.filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v)) as [string, Record<string, Split>][];
  const period = data.period as { from: string; to: string } | undefined;
  return (
    <>
      {period && <p>{period.from === period.to ? format.day(period.from) : `${format.day(period.from)} – ${format.day(period.to)}`}</p>}
      <div className="report-figures">
        {numbers.map(([k, v]) => (
          <Figure key={k} label={label(k)} value={v} />
        ))}
      </div>
      {splits.map(([k, v]) => (
        <SplitView key={k} title={label(k)} rows={v} file={k} nameOf={isDistrict(k) ? names.district : undefined} kind={isDistrict(k) ? 'bar' : undefined} />
      ))}
      {groups.map(([k, group]) =>
        Object.entries(group).map(([sub, rows]) => <SplitView key={`${k}-${sub}`} title={`${label(k)} · ${sub}`} rows={isSplit(rows) ? rows : fromRecord(rows as never)} file={`${k}-${sub}`} nameOf={isDistrict(k) ? names.district : undefined} kind={isDistrict(k) ? 'bar' : undefined} />),
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
  numComplaintsOngoing: number;
  numComplaintsResolved: number;
  pending: Record<string, number>;
  volunteerHours: { value: number; total: number; sdgs: Record<string, number> };
  dataAsOf?: string | null;
}

/** /admin/dashboard 'NVS Administrator Dashboard'. */
export const AdminDashboard = () => {
  const { t } = useT();
  const format = useFormat();
  const label = useFieldLabel();
  const names = useReportNames();
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
            <Figure label={label('numComplaintsOngoing')} value={data.numComplaintsOngoing} />
            <Figure label={label('numComplaintsResolved')} value={data.numComplaintsResolved} />
            {Object.entries(data.pending).map(([k, v]) => (
              <Figure key={k} label={label(k)} value={v} />
            ))}
            <Figure label={t('report.hours')} value={data.volunteerHours.total} />
            <Figure label={t('report.value')} value={t('report.amount', { value: format.amount(data.volunteerHours.value) })} />
          </div>
          <RegistrationsByDay days={data.numVolunteersRegisteredByDay} />
          <SplitView title={t('report.sdgs')} rows={fromRecord(data.volunteerHours.sdgs)} file="sdgs" nameOf={names.sdg} kind="bar" />
          <ReportFooter asOf={data.dataAsOf} />
        </>
      )}
    </div>
  );
};

/** The dashboard's registrations of the last 30 days: a line, its table (and CSV) beside it; 'No data' when all zero. */
const RegistrationsByDay = ({ days }: { days: { date: string; value: number }[] }) => {
  const { t } = useT();
  const title = t('report.registeredByDay');
  if (!days.some((d) => d.value > 0)) return <p className="report-nodata">{t('report.noData', { name: title })}</p>;
  return (
    <section className="report-split">
      <h3>{title}</h3>
      <ChartSlot>
        <DayLine points={days} label={title} />
      </ChartSlot>
      <DataTable label={title} header={[t('report.date'), t('report.count')]} rows={days.map((d) => [d.date, d.value])} file="registrations-by-day" />
    </section>
  );
};

/**
 * The district map (beyond the spec): coloured by confirmed hours or by mobilised volunteers in the report's
 * period (both where the work was), over the whole country whatever the filter; clicking a district, or
 * choosing it in the select (the keyboard way), filters the report to it.
 */
const DistrictPanel = ({ body, district, onDistrict }: { body: Record<string, string>; district: string; onDistrict: (name: string) => void }) => {
  const { t, language } = useT();
  const names = useReportNames();
  const [by, setBy] = useState<'hours' | 'volunteers'>('hours');
  const [figures, setFigures] = useState<{ hoursByDistrict: Split; volunteersByDistrict: Split }>();
  // The figures follow the body's content, not its identity (a new object each render).
  const key = JSON.stringify(body);
  useEffect(() => {
    let live = true;
    api<{ hoursByDistrict: Split; volunteersByDistrict: Split }>('/api/report/admin/dailySummary', { method: 'POST', body: JSON.parse(key) }).then(
      (r) => live && setFigures(r),
      () => live && setFigures(undefined),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const { codeNames, values, codeOf } = useMemo(() => {
    const codeOf = new Map(names.districts.map((d) => [d.name, d.code]));
    const codeNames = Object.fromEntries(names.districts.map((d) => [d.code, names.district(d.name)]));
    const split = (by === 'hours' ? figures?.hoursByDistrict : figures?.volunteersByDistrict) ?? [];
    const values = Object.fromEntries(split.filter((r) => codeOf.has(r.name)).map((r) => [codeOf.get(r.name)!, r.value]));
    return { codeNames, values, codeOf };
  }, [names, figures, by]);
  const nameOfCode = (code: string) => names.districts.find((d) => d.code === code)?.name ?? '';
  const what = by === 'hours' ? t('report.mapHours') : t('report.mapVolunteers');
  const sorted = [...names.districts].sort((a, b) => names.district(a.name).localeCompare(names.district(b.name), language));
  return (
    <section className="report-map no-print" data-testid="district-map">
      <H3>{t('report.map')}</H3>
      <FormGroup label={t('report.district')} labelFor="report-district" inline>
        <HTMLSelect
          id="report-district"
          value={district}
          onChange={(e) => onDistrict(e.target.value)}
          options={[{ value: '', label: t('report.allDistricts') }, ...sorted.map((d) => ({ value: d.name, label: names.district(d.name) }))]}
        />
      </FormGroup>
      <RadioGroup inline label={t('report.mapBy')} selectedValue={by} onChange={(e) => setBy(e.currentTarget.value as typeof by)}>
        <Radio value="hours" label={t('report.mapHours')} />
        <Radio value="volunteers" label={t('report.mapVolunteers')} />
      </RadioGroup>
      {figures && names.districts.length > 0 && (
        <ChartSlot>
          <DistrictMap
            values={values}
            names={codeNames}
            label={t('report.mapAlt', { what })}
            selected={codeOf.get(district)}
            onSelect={(code) => {
              const name = nameOfCode(code);
              onDistrict(name === district ? '' : name);
            }}
          />
        </ChartSlot>
      )}
    </section>
  );
};
