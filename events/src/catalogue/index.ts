import { createCatalogue } from './define';
import { identityEvents } from './identity';
import { volunteerEvents } from './volunteer';
import { vioEvents } from './vio';
import { adminEvents } from './admin';
import { accountEvents } from './account';
import { opportunityEvents } from './opportunity';
import { applicationEvents } from './application';

export * from './define';
export * from './common';
export * from './identity';
export * from './volunteer';
export * from './vio';
export * from './admin';
export * from './account';
export * from './opportunity';
export * from './application';

export const catalogue = createCatalogue([...identityEvents, ...volunteerEvents, ...vioEvents, ...adminEvents, ...accountEvents, ...opportunityEvents, ...applicationEvents]);
