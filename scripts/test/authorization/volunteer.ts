import type { Role } from './roles';

/** Who may call each route of the volunteer slice (see roles.ts for the caller names). */
export const volunteerRows: Record<string, Role[]> = {};
