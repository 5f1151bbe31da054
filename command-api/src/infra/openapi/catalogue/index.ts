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
import { organisationDocs } from './organisation';

/**
 * Every API route of both services, `"<METHOD> <path>"` → what it reads and answers, one file per slice.
 * A new route needs one line in its slice's file (the completeness test names any route without one).
 */
const parts = [accountDocs, adminDocs, volunteerDocs, vioDocs, opportunityDocs, applicationDocs, contentDocs, complaintDocs, emergencyDocs, platformDocs, organisationDocs];

export const catalogue: Record<string, RouteDoc & { tag: string }> = {};
for (const part of parts) {
  for (const [route, doc] of Object.entries(part)) {
    if (route in catalogue) throw new Error(`OpenAPI catalogue: ${route} is documented twice`);
    catalogue[route] = doc;
  }
}

/** What each tag (slice) is about, shown above its operations. */
export const tagDescriptions: Record<string, string> = {
  account: 'Password changes, resets and closing an account (every kind of user).',
  admin: "Administrators, their invitations and permissions; suspending and terminating users; auditors' subject histories; sink delivery and dead letters; read models: lag, verification and rebuilds.",
  application: 'Applications to opportunities, the two-stage review, agreements and feedback.',
  auth: 'Signing in: the token every other call carries.',
  complaint: 'Complaints and their resolution.',
  content: 'News, success stories, partners, pictures, public documents and Sri Lankan reference data.',
  emergency: 'Emergency users, emergency opportunities, call-outs by SMS and mail, and their answers.',
  opportunity: 'Formal and non-formal opportunities, their review, and sharing between organisations.',
  organisation: "Organisation membership (a volunteer's requests, a VIO's invitations and members) and the assignment of members to sub-VIOs.",
  platform: 'Health and development helpers.',
  reporting: 'Landing figures, own reports and the admin reports.',
  vio: 'Volunteer-involving organisations: registration, profile forms and approval; sub-VIOs, their activation, deletion and transfer.',
  volunteer: 'Volunteer onboarding (e-mail, phone, bio, referee), referee reviews and approval.',
};
