import type { volunteerEn } from './volunteer';
import type { vioEn } from './vio';
import type { accountEn } from './account';
import type { referenceEn } from './reference';
import type { securityEn } from './security';
import type { contentEn } from './content';
import type { complaintEn } from './complaint';
import type { opportunityEn } from './opportunity';
import type { applicationEn } from './application';
import type { a11yEn } from './a11y';
import type { reportingEn } from './reporting';
import type { emergencyEn } from './emergency';
import type { auditEn } from './audit';
import type { organisationEn } from './organisation';
import type { streamEn } from './stream';
import type { projectionEn } from './projections';
import type { findableEn } from './findable';
import type { attendanceEn } from './attendance';
import type { calendarEn } from './calendar';
import type { matchingEn } from './matching';
import type { certificateEn } from './certificate';

/**
 * Each area keeps its own messages files so slices can grow without touching one shared catalogue: English in
 * `<area>.ts` (the keys), Sinhala and Tamil beside it in `<area>.si.ts` and `<area>.ta.ts`.
 */
type Areas = typeof volunteerEn | typeof vioEn | typeof accountEn | typeof referenceEn | typeof securityEn | typeof contentEn | typeof complaintEn | typeof opportunityEn | typeof applicationEn | typeof a11yEn | typeof reportingEn | typeof emergencyEn | typeof auditEn | typeof organisationEn | typeof streamEn | typeof projectionEn | typeof findableEn | typeof attendanceEn | typeof calendarEn | typeof matchingEn | typeof certificateEn;
type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type AreaMessageId = KeysOf<Areas>;
