// Reports and the dashboard, for admins, VIOs and volunteers: one chunk (ECharts and the district map load
// later still, when a chart draws: pages/reporting/parts.tsx).
export { AdminDashboard, AdminReport, AdminReportIndex } from '../pages/reporting/AdminReports';
export { VioReports, VolunteerReports } from '../pages/reporting/SelfReport';
