import type { RouteDoc } from '../types';
import { accountDocs } from './account';
import { adminDocs } from './admin';
import { volunteerDocs } from './volunteer';
import { vioDocs } from './vio';
import { opportunityDocs } from './opportunity';
import { applicationDocs } from './application';
import { contentDocs } from './content';
import { complaintDocs } from './complaint';
import { emergencyDocs } from './emergency';
import { platformDocs } from './platform';

/**
 * Every API route of both services, `"<METHOD> <path>"` → what it reads and answers, one file per slice.
 * A new route needs one line in its slice's file (the completeness test names any route without one).
 */
const parts = [accountDocs, adminDocs, volunteerDocs, vioDocs, opportunityDocs, applicationDocs, contentDocs, complaintDocs, emergencyDocs, platformDocs];

export const catalogue: Record<string, RouteDoc & { tag: string }> = {};
for (const part of parts) {
  for (const [route, doc] of Object.entries(part)) {
    if (route in catalogue) throw new Error(`OpenAPI catalogue: ${route} is documented twice`);
    catalogue[route] = doc;
  }
}
