import { si as core } from './si';
import { volunteerSi } from './areas/volunteer.si';
import { vioSi } from './areas/vio.si';
import { accountSi } from './areas/account.si';
import { referenceSi } from './areas/reference.si';
import { securitySi } from './areas/security.si';
import { contentSi } from './areas/content.si';
import { complaintSi } from './areas/complaint.si';
import { opportunitySi } from './areas/opportunity.si';
import { applicationSi } from './areas/application.si';
import { a11ySi } from './areas/a11y.si';
import { reportingSi } from './areas/reporting.si';
import { emergencySi } from './areas/emergency.si';
import { auditSi } from './areas/audit.si';
import { organisationSi } from './areas/organisation.si';
import { streamSi } from './areas/stream.si';
import { projectionSi } from './areas/projections.si';
import { findableSi } from './areas/findable.si';
import { attendanceSi } from './areas/attendance.si';
import { calendarSi } from './areas/calendar.si';
import { matchingSi } from './areas/matching.si';
import { certificateSi } from './areas/certificate.si';
import type { Catalogue } from './message-id';

/** Every message in Sinhala: the core catalogue plus each area's file. A chunk of its own, fetched when Sinhala is shown. */
export const catalogue: Catalogue = { ...core, ...volunteerSi, ...vioSi, ...accountSi, ...referenceSi, ...securitySi, ...contentSi, ...complaintSi, ...opportunitySi, ...applicationSi, ...a11ySi, ...reportingSi, ...emergencySi, ...auditSi, ...organisationSi, ...streamSi, ...projectionSi, ...findableSi, ...attendanceSi, ...calendarSi, ...matchingSi, ...certificateSi };
