import { ta as core } from './ta';
import { volunteerTa } from './areas/volunteer.ta';
import { vioTa } from './areas/vio.ta';
import { accountTa } from './areas/account.ta';
import { referenceTa } from './areas/reference.ta';
import { securityTa } from './areas/security.ta';
import { contentTa } from './areas/content.ta';
import { complaintTa } from './areas/complaint.ta';
import { opportunityTa } from './areas/opportunity.ta';
import { applicationTa } from './areas/application.ta';
import { a11yTa } from './areas/a11y.ta';
import { reportingTa } from './areas/reporting.ta';
import { emergencyTa } from './areas/emergency.ta';
import { auditTa } from './areas/audit.ta';
import { organisationTa } from './areas/organisation.ta';
import { streamTa } from './areas/stream.ta';
import { projectionTa } from './areas/projections.ta';
import { findableTa } from './areas/findable.ta';
import { attendanceTa } from './areas/attendance.ta';
import { calendarTa } from './areas/calendar.ta';
import { matchingTa } from './areas/matching.ta';
import { certificateTa } from './areas/certificate.ta';
import type { Catalogue } from './message-id';

/** Every message in Tamil: the core catalogue plus each area's file. A chunk of its own, fetched when Tamil is shown. */
export const catalogue: Catalogue = { ...core, ...volunteerTa, ...vioTa, ...accountTa, ...referenceTa, ...securityTa, ...contentTa, ...complaintTa, ...opportunityTa, ...applicationTa, ...a11yTa, ...reportingTa, ...emergencyTa, ...auditTa, ...organisationTa, ...streamTa, ...projectionTa, ...findableTa, ...attendanceTa, ...calendarTa, ...matchingTa, ...certificateTa };
