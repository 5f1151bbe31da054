import { adminsWith, viosIn, volunteersIn, type Role } from './roles';

/** Reports (issue 12): own reports for approved volunteers and organisations; any report for admins with VIEW_REPORTS. */
const reportAdmins = adminsWith('VIEW_REPORTS');
const adminReportNames = [
  'dailySummary',
  'dailyVolRegistrations',
  'dailyVioRegistrations',
  'dailyVoRegistrations',
  'dailyPendingRegistrations',
  'dailyVolMobiRegistrations',
  'onlinedailyVolRegistrations',
  'onlinedailyVioRegistrations',
  'onlinedailyVoRegistrations',
  'onlinedailyPendingRegistrations',
  'onlinedailyVolMobiRegistrations',
];

export const reportingRows: Record<string, Role[]> = {
  'POST /api/report/self/volunteerReport': [...volunteersIn('FULLY_REGISTERED'), ...reportAdmins],
  // TRANSFERRED sub-VIOs keep the approved bit.
  'POST /api/report/self/vioReport': [...viosIn('APPROVED', 'TRANSFERRED'), ...reportAdmins],
  'POST /api/report/self/adminReport': reportAdmins,
  'GET /api/report/dashboard': reportAdmins,
  ...Object.fromEntries(adminReportNames.map((name) => [`POST /api/report/admin/${name}`, reportAdmins])),
};
