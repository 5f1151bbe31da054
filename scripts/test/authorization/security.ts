import { coreAdmin, type Role } from './roles';

/** Security hardening: mail and SMS kept instead of delivered are for core admins only (they carry reset links). */
export const securityRows: Record<string, Role[]> = {
  'GET /api/admin/outbox': coreAdmin,
};
