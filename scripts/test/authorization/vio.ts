import type { Role } from './roles';

/** Who may call each route of the vio slice (see roles.ts for the caller names). */
export const vioRows: Record<string, Role[]> = {};
