import type { Role } from './roles';

/** Who may call each route of the content slice (see roles.ts for the caller names). */
export const contentRows: Record<string, Role[]> = {};
