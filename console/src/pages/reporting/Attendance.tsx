import { useT } from '../../i18n';
import { anyAttendance, districtRows, opportunityRows, type ReportAttendance } from './attendance-shape';
import { ChartSlot, DataTable, Figure, GroupedBars, useReportNames } from './parts';

/**
 * Issue 28: attendance on the engagement days of the report's period — check-ins ("attended") and no-shows, and the
 * day-before reminders' answers (confirmed, declined, no answer) — in all, by opportunity (a table) and by the opportunity's district (bars and their table, the chart's text
 * alternative). The organisation's report (its own opportunities) and the platform's (admins).
 */
export const AttendanceView = ({ attendance }: { attendance: ReportAttendance | undefined }) => {
  const { t, language } = useT();
  const names = useReportNames();
  const title = t('report.attendance');
  if (!anyAttendance(attendance))
    return (
      <section className="report-split" data-testid="report-attendance">
        <h3>{title}</h3>
        <p className="report-nodata">{t('report.attendanceNone')}</p>
      </section>
    );
  const header = [t('report.attended'), t('report.noShows'), t('report.confirmed'), t('report.declined'), t('report.noAnswer')];
  const byOpportunity = t('report.attendanceByOpportunity');
  const byDistrict = t('report.attendanceByDistrict');
  const districts = districtRows(attendance, names.district);
  return (
    <section className="report-split" data-testid="report-attendance">
      <h3>{title}</h3>
      <div className="report-figures">
        <Figure label={t('report.attended')} value={attendance.numAttended} />
        <Figure label={t('report.noShows')} value={attendance.numNoShows} />
        <Figure label={t('report.reminded')} value={attendance.numReminded} />
        <Figure label={t('report.confirmed')} value={attendance.numConfirmed} />
        <Figure label={t('report.declined')} value={attendance.numDeclined} />
      </div>
      <h4>{byOpportunity}</h4>
      <DataTable label={byOpportunity} header={[t('report.opportunity'), ...header]} rows={opportunityRows(attendance, t('report.unknownOpportunity'), language)} file="attendance-by-opportunity" />
      <h4>{byDistrict}</h4>
      <div className="report-split-body">
        {districts.length > 1 && (
          <ChartSlot>
            <GroupedBars
              names={districts.map((d) => d[0])}
              series={[
                { name: header[0], values: districts.map((d) => d[1]) },
                { name: header[1], values: districts.map((d) => d[2]) },
              ]}
              label={byDistrict}
            />
          </ChartSlot>
        )}
        <div>
          <DataTable label={byDistrict} header={[t('report.district'), ...header]} rows={districts} file="attendance-by-district" />
        </div>
      </div>
    </section>
  );
};
