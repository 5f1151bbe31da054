import { volunteerMessages } from './volunteer';
import { vioMessages } from './vio';
import { accountMessages } from './account';
import { referenceMessages } from './reference';
import { securityMessages } from './security';
import { contentMessages } from './content';
import { complaintMessages } from './complaint';
import { opportunityMessages } from './opportunity';
import { applicationMessages } from './application';
import { a11yMessages } from './a11y';
import { reportingMessages } from './reporting';
import { emergencyMessages } from './emergency';
import { auditMessages } from './audit';
import { organisationMessages } from './organisation';
import { streamMessages } from './stream';
import { projectionMessages } from './projections';

/** Each area keeps its own messages file so slices can grow without touching one shared catalogue. */
export const areas = [volunteerMessages, vioMessages, accountMessages, referenceMessages, securityMessages, contentMessages, complaintMessages, opportunityMessages, applicationMessages, a11yMessages, reportingMessages, emergencyMessages, auditMessages, organisationMessages, streamMessages, projectionMessages] as const;

type Area = (typeof areas)[number];
export type AreaMessageId = Area extends infer A ? (A extends { en: infer E } ? keyof E & string : never) : never;
