import { adminsWith, type Role } from './roles';

/** Auditors (issue 13): admins holding AUDIT (core admins hold it) read any subject's history. */
export const auditRows: Record<string, Role[]> = {
  'GET /api/admin/history/:kind/:id': adminsWith('AUDIT'),
};
