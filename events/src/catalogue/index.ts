import { createCatalogue } from './define';
import { identityEvents } from './identity';
import { volunteerEvents } from './volunteer';
import { vioEvents } from './vio';
import { adminEvents } from './admin';
import { accountEvents } from './account';
import { contentEvents } from './content';
import { opportunityEvents } from './opportunity';
import { applicationEvents } from './application';
import { complaintEvents } from './complaint';
import { emergencyEvents } from './emergency';
import { organisationEvents } from './organisation';

export * from './define';
export * from './common';
export * from './identity';
export * from './volunteer';
export * from './vio';
export * from './admin';
export * from './account';
export * from './content';
export * from './opportunity';
export * from './application';
export * from './complaint';
export * from './emergency';
export * from './organisation';

export const catalogue = createCatalogue([...identityEvents, ...volunteerEvents, ...vioEvents, ...adminEvents, ...accountEvents, ...contentEvents, ...opportunityEvents, ...applicationEvents, ...complaintEvents, ...emergencyEvents, ...organisationEvents]);
