import { Button, FormGroup, H2, HTMLSelect, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from '../../api';
import { useT } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { useFormat } from '../../i18n/format';
import { AttendanceView } from './Attendance';
import type { ReportAttendance } from './attendance-shape';
import { Figure, PrintButton, ReportFooter, SplitView, fromRecord, useReportNames, type Split } from './parts';

interface SelfReportData {
  completed: number;
  pending: number;
  volunteers?: number;
  volunteerHours: { total: number; values: number; sectors: Split; sdgs: Record<string, number>; coreFunctions: Split };
  gender?: Split;
  /** Issue 28: the volunteer's days checked in; the organisation's attendance and no-shows. */
  daysAttended?: number;
  attendance?: ReportAttendance;
  dataAsOf?: string | null;
}
type Kind = 'volunteerReport' | 'vioReport';
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const thisYear = () => Number(today().slice(0, 4));
/** Ten years around the current year (spec §9). */
const years = () => Array.from({ length: 10 }, (_, i) => thisYear() - 5 + i);

/** The volunteer's or the organisation's own report: Daily (range), Quarterly, Annually (spec §2). */
const SelfReport = ({ kind }: { kind: Kind }) => {
  const { t } = useT();
  const format = useFormat();
  const { session } = useSession();
  const names = useReportNames();
  const [tab, setTab] = useState<'range' | 'quarterly' | 'annually'>('range');
  const [start, setStart] = useState(today());
  const [end, setEnd] = useState(today());
  const [year, setYear] = useState(thisYear());
  const [quarter, setQuarter] = useState(Math.floor((Number(today().slice(5, 7)) - 1) / 3) + 1);
  const [data, setData] = useState<SelfReportData | 'loading' | undefined>('loading');
  const [error, setError] = useState<string>();
  const body = tab === 'range' ? { type: 'range', startDate: start, endDate: end } : tab === 'quarterly' ? { type: 'quarterly', year, quarter } : { type: 'annually', year };
  // The request follows the body's content, not its identity (a new object each render).
  const bodyKey = JSON.stringify(body);
  const load = useCallback(() => {
    setData('loading');
    setError(undefined);
    api<SelfReportData>(`/api/report/self/${kind}`, { method: 'POST', body: JSON.parse(bodyKey) })
      .then(setData)
      .catch((e) => {
        // Spec §8: a failed report load clears the report.
        setData(undefined);
        setError(errorText(e));
      });
  }, [kind, bodyKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab loads when it is chosen; new dates wait for the Show button
  useEffect(load, [tab]);
  const title = t(kind === 'volunteerReport' ? 'report.volunteerTitle' : 'report.vioTitle');
  return (
    <div className="report-page" data-testid="self-report">
      <H2>{title}</H2>
      {session && (
        <p>
          {session.name} {session.registrationNo ? `· ${session.registrationNo}` : ''}
        </p>
      )}
      <div className="no-print">
        {/* Each tab's period fields are its panel (a tab must control a panel that exists). */}
        <Tabs id="report-period" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)}>
          <Tab
            id="range"
            title={t('report.daily')}
            panel={
              <>
                <FormGroup label={t('report.startDate')} labelFor="report-start" inline>
                  <InputGroup id="report-start" type="date" value={start} onChange={(e) => setStart(e.target.value)} />
                </FormGroup>
                <FormGroup label={t('report.endDate')} labelFor="report-end" inline>
                  <InputGroup id="report-end" type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
                </FormGroup>
              </>
            }
          />
          <Tab id="quarterly" title={t('report.quarterly')} panel={<YearQuarter year={year} setYear={setYear} quarter={quarter} setQuarter={setQuarter} />} />
          <Tab id="annually" title={t('report.annually')} panel={<YearQuarter year={year} setYear={setYear} />} />
        </Tabs>
        <Button intent="primary" text={t('report.show')} onClick={load} /> <PrintButton />
      </div>
      {error && <p role="alert">{error}</p>}
      {data === 'loading' && <p>{t('report.loading')}</p>}
      {data && data !== 'loading' && (
        <>
          <div className="report-figures">
            <Figure label={t('report.completed')} value={data.completed} />
            <Figure label={t('report.pending')} value={data.pending} />
            {data.volunteers !== undefined && <Figure label={t('report.volunteers')} value={data.volunteers} />}
            <Figure label={t('report.hours')} value={data.volunteerHours.total} />
            <Figure label={t('report.value')} value={t('report.amount', { value: format.amount(data.volunteerHours.values) })} />
            {kind === 'volunteerReport' && <Figure label={t('report.daysAttended')} value={data.daysAttended ?? 0} />}
          </div>
          <SplitView title={t('report.sectors')} rows={data.volunteerHours.sectors} file="sectors" nameOf={names.category} />
          <SplitView title={t('report.sdgs')} rows={fromRecord(data.volunteerHours.sdgs)} file="sdgs" nameOf={names.sdg} kind="bar" />
          {kind === 'volunteerReport' ? (
            <SplitView title={t('report.coreFunctions')} rows={data.volunteerHours.coreFunctions} file="core-functions" nameOf={names.coreFunction} kind="bar" />
          ) : (
            <SplitView title={t('report.gender')} rows={data.gender} file="gender" />
          )}
          {kind === 'vioReport' && <AttendanceView attendance={data.attendance} />}
          <ReportFooter asOf={data.dataAsOf} />
        </>
      )}
    </div>
  );
};

/** The year (ten around this one, spec §9) and, for the quarterly report, the quarter. */
const YearQuarter = ({ year, setYear, quarter, setQuarter }: { year: number; setYear: (y: number) => void; quarter?: number; setQuarter?: (q: number) => void }) => {
  const { t } = useT();
  return (
    <>
      <FormGroup label={t('report.year')} labelFor={setQuarter ? 'report-year' : 'report-year-annual'} inline>
        <HTMLSelect id={setQuarter ? 'report-year' : 'report-year-annual'} value={year} onChange={(e) => setYear(Number(e.target.value))} options={years()} />
      </FormGroup>
      {setQuarter && (
        <FormGroup label={t('report.quarter')} labelFor="report-quarter" inline>
          <HTMLSelect id="report-quarter" value={quarter} onChange={(e) => setQuarter(Number(e.target.value))} options={[1, 2, 3, 4]} />
        </FormGroup>
      )}
    </>
  );
};

export const VolunteerReports = () => <SelfReport kind="volunteerReport" />;
export const VioReports = () => <SelfReport kind="vioReport" />;
