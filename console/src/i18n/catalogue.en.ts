import { en as core } from './en';
import { volunteerEn } from './areas/volunteer';
import { vioEn } from './areas/vio';
import { accountEn } from './areas/account';
import { referenceEn } from './areas/reference';
import { securityEn } from './areas/security';
import { contentEn } from './areas/content';
import { complaintEn } from './areas/complaint';
import { opportunityEn } from './areas/opportunity';
import { applicationEn } from './areas/application';
import { a11yEn } from './areas/a11y';
import { reportingEn } from './areas/reporting';
import { emergencyEn } from './areas/emergency';
import { auditEn } from './areas/audit';
import { organisationEn } from './areas/organisation';
import { streamEn } from './areas/stream';
import { projectionEn } from './areas/projections';
import { findableEn } from './areas/findable';
import { attendanceEn } from './areas/attendance';
import { calendarEn } from './areas/calendar';
import { matchingEn } from './areas/matching';
import { certificateEn } from './areas/certificate';
import type { Catalogue } from './message-id';

/** Every message in English: the core catalogue plus each area's file. A chunk of its own, fetched when English is shown. */
export const catalogue: Catalogue = { ...core, ...volunteerEn, ...vioEn, ...accountEn, ...referenceEn, ...securityEn, ...contentEn, ...complaintEn, ...opportunityEn, ...applicationEn, ...a11yEn, ...reportingEn, ...emergencyEn, ...auditEn, ...organisationEn, ...streamEn, ...projectionEn, ...findableEn, ...attendanceEn, ...calendarEn, ...matchingEn, ...certificateEn };
