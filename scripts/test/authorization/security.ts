import { coreAdmin, type Role } from './roles';

/** Security hardening: mail and SMS kept instead of delivered are for core admins only (they carry reset links). */
export const securityRows: Record<string, Role[]> = {
  'GET /api/admin/outbox': coreAdmin,
  // Verified rebuilds: read-model lag, verification and blue/green rebuild.
  'GET /api/admin/projections': coreAdmin,
  'GET /api/admin/projections/verify': coreAdmin,
  'POST /api/admin/projections/rebuild': coreAdmin,
  // Parked events (issue 23): a core admin applies one again after a fix.
  'POST /api/admin/projections/parked/:id/retry': coreAdmin,
};
