import type { Role } from './roles';

/** Who may call each route of the account slice (see roles.ts for the caller names). */
export const accountRows: Record<string, Role[]> = {};
