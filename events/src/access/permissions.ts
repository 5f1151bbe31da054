/**
 * The six admin permissions of the spec (§3 Admin), AUDIT (issue 13): reading any subject's history
 * (docs/decisions.md, Auditors), and MANAGE_EMERGENCY (issue 23): inviting, listing, terminating and activating
 * emergency users — an emergency account reads the standby pool, so minting one is not for every admin.
 * Core admins hold them all.
 */
export const adminPermissions = [
  'VIEW_PROFILE_STATUS',
  'CHECK_REFEREES',
  'VERIFY_VIOS',
  'APPROVE_OPPORTUNITIES',
  'CONFIRM_VOLUNTEERS',
  'VIEW_REPORTS',
  'AUDIT',
  'MANAGE_EMERGENCY',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

/** The kinds of subject whose history an admin holding AUDIT may read (GET /api/admin/history/:kind/:id). */
export const historyKinds = ['volunteer', 'vio', 'opportunity', 'emergency-user'] as const;
export type HistoryKind = (typeof historyKinds)[number];

export const userTypes = ['VIO', 'VOLUNTEER', 'ADMIN', 'EMERGENCY_LOGIN'] as const;
export type UserType = (typeof userTypes)[number];
/** Numeric role of spec §6: VIO 0, VOLUNTEER 1, ADMIN 2, EMERGENCY_LOGIN 3. */
export const numericRole = (type: string) => Math.max(0, userTypes.indexOf(type as UserType));

export const volunteerStatuses = [
  'EMAIL_UNVERIFIED',
  'MOBILE_UNVERIFIED',
  'BIO_INCOMPLETE',
  'REFEREE_INCOMPLETE',
  'REFEREE_FAILED',
  'FULLY_REGISTERED',
  'SUSPENDED',
] as const;
export type VolunteerStatus = (typeof volunteerStatuses)[number];

export const vioStatuses = ['REGISTERED', 'EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED', 'REJECTED', 'TRANSFERRED'] as const;
export type VioStatus = (typeof vioStatuses)[number];
