import { adminPermissions, volunteerStatuses, vioStatuses, type AdminPermission, type Principal } from '@nvp/events';

/** Every kind of caller the authorization matrix tries, by name. */
export type Role = string;

export const principals: Record<Role, Principal | undefined> = {
  anonymous: undefined,
  ...Object.fromEntries(volunteerStatuses.filter((s) => s !== 'SUSPENDED').map((s) => [`volunteer:${s}`, { type: 'VOLUNTEER', status: s } as Principal])),
  // A volunteer whose bio is done and whose referee is added but not yet approved.
  'volunteer:REFEREE_ADDED': { type: 'VOLUNTEER', status: 'REFEREE_INCOMPLETE', refereeAdded: true },
  'volunteer:suspended': { type: 'VOLUNTEER', status: 'FULLY_REGISTERED', suspended: true },
  ...Object.fromEntries(vioStatuses.map((s) => [`vio:${s}`, { type: 'VIO', status: s } as Principal])),
  ...Object.fromEntries(adminPermissions.map((p) => [`admin:${p}`, { type: 'ADMIN', core: false, permissions: [p] } as Principal])),
  'admin:core': { type: 'ADMIN', core: true, permissions: [] },
  'emergency:verified': { type: 'EMERGENCY_LOGIN', verified: true },
};

export const roles = Object.keys(principals);
export const everyone = roles;
/** Every logged-in, not suspended caller. */
export const anyUser = roles.filter((r) => r !== 'anonymous' && r !== 'volunteer:suspended');
export const admins = roles.filter((r) => r.startsWith('admin:'));
export const coreAdmin = ['admin:core'];
/** Admins holding a permission (core admins hold them all). */
export const adminsWith = (...permissions: AdminPermission[]) => ['admin:core', ...permissions.map((p) => `admin:${p}`)];
export const vios = roles.filter((r) => r.startsWith('vio:'));
export const viosIn = (...statuses: string[]) => statuses.map((s) => `vio:${s}`);
export const volunteers = roles.filter((r) => r.startsWith('volunteer:') && r !== 'volunteer:suspended');
export const volunteersIn = (...statuses: string[]) => statuses.map((s) => `volunteer:${s}`);
export const emergency = ['emergency:verified'];
