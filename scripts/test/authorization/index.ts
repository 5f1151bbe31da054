import type { Role } from './roles';
import { foundationRows } from './foundation';
import { volunteerRows } from './volunteer';
import { vioRows } from './vio';
import { accountRows } from './account';
import { contentRows } from './content';
import { complaintRows } from './complaint';
import { securityRows } from './security';
import { opportunityRows } from './opportunity';
import { applicationRows } from './application';
import { reportingRows } from './reporting';
import { emergencyRows } from './emergency';
import { auditRows } from './audit';
import { organisationRows } from './organisation';
import { docsRows } from './docs';
import { attendanceRows } from './attendance';
import { certificateRows } from './certificate';
import { calendarRows } from './calendar';
import { matchingRows } from './matching';

const parts = [foundationRows, volunteerRows, vioRows, accountRows, contentRows, complaintRows, securityRows, opportunityRows, applicationRows, reportingRows, emergencyRows, auditRows, organisationRows, docsRows, attendanceRows, calendarRows, matchingRows, certificateRows];

/** Who may call each route: one row per registered route, gathered from the slices' files. */
export const matrix: Record<string, Role[]> = {};
for (const part of parts) {
  for (const [route, allowed] of Object.entries(part)) {
    if (route in matrix) throw new Error(`authorization matrix: ${route} has two rows`);
    matrix[route] = allowed;
  }
}
