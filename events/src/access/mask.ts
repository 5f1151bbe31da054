import { adminPermissions, type AdminPermission, type UserType, type VioStatus, type VolunteerStatus } from './permissions';

/**
 * The access mask of spec §6 (21 positions) plus AUDIT at position 21 (issue 13) and MANAGE_EMERGENCY at 22 (issue 23), so 23 positions. The server computes it from type, status and permissions and
 * puts it in the token; console menus and guards and the server's route checks read the same bits.
 * Position i is bit i of the number; as a string, position 0 is the first character.
 */
export const bit = {
  ADMIN: 0,
  CORE_ADMIN: 1,
  VIO: 2,
  VIO_EMAIL_VERIFIED: 3,
  VIO_PROFILE_COMPLETED: 4,
  VIO_APPROVED: 5,
  VOLUNTEER: 6,
  VOLUNTEER_EMAIL_VERIFIED: 7,
  VOLUNTEER_MOBILE_VERIFIED: 8,
  VOLUNTEER_BIO_COMPLETED: 9,
  VOLUNTEER_REFEREE_ADDED: 10,
  VOLUNTEER_PERMISSION: 11,
  EMERGENCY_LOGIN: 12,
  EMERGENCY_VERIFIED: 13,
  VIEW_PROFILE_STATUS: 14,
  CHECK_REFEREES: 15,
  VERIFY_VIOS: 16,
  APPROVE_OPPORTUNITIES: 17,
  CONFIRM_VOLUNTEERS: 18,
  VIEW_REPORTS: 19,
  SUSPENDED: 20,
  /** Issue 13: after the spec's 21 positions, so every earlier position keeps its meaning. */
  AUDIT: 21,
  /** Issue 23: emergency users are managed only by admins holding it. */
  MANAGE_EMERGENCY: 22,
} as const;
export type Bit = (typeof bit)[keyof typeof bit];
export const ACCESS_POSITIONS = 23;

export type Principal =
  | { type: 'VOLUNTEER'; status: VolunteerStatus; refereeAdded?: boolean; suspended?: boolean }
  | { type: 'VIO'; status: VioStatus; suspended?: boolean }
  | { type: 'ADMIN'; core: boolean; permissions: readonly AdminPermission[]; suspended?: boolean }
  | { type: 'EMERGENCY_LOGIN'; verified: boolean; suspended?: boolean };

const volunteerOrder: VolunteerStatus[] = ['EMAIL_UNVERIFIED', 'MOBILE_UNVERIFIED', 'BIO_INCOMPLETE', 'REFEREE_INCOMPLETE'];

export const computeAccess = (p: Principal): number => {
  const on: number[] = [];
  switch (p.type) {
    case 'ADMIN':
      on.push(bit.ADMIN);
      if (p.core) on.push(bit.CORE_ADMIN, ...adminPermissions.map((perm) => bit[perm]));
      else on.push(...p.permissions.map((perm) => bit[perm]));
      break;
    case 'VIO': {
      on.push(bit.VIO);
      const rank = ['REGISTERED', 'EMAILVERYFIED', 'PROFILECOMPLETED', 'APPROVED'].indexOf(p.status);
      if (rank >= 1 || p.status === 'REJECTED' || p.status === 'TRANSFERRED') on.push(bit.VIO_EMAIL_VERIFIED);
      if (rank >= 2 || p.status === 'REJECTED' || p.status === 'TRANSFERRED') on.push(bit.VIO_PROFILE_COMPLETED);
      if (p.status === 'APPROVED' || p.status === 'TRANSFERRED') on.push(bit.VIO_APPROVED);
      break;
    }
    case 'VOLUNTEER': {
      on.push(bit.VOLUNTEER);
      const done = p.status === 'FULLY_REGISTERED' || p.status === 'REFEREE_FAILED' || p.status === 'SUSPENDED';
      const rank = done ? volunteerOrder.length : volunteerOrder.indexOf(p.status);
      if (rank >= 1) on.push(bit.VOLUNTEER_EMAIL_VERIFIED);
      if (rank >= 2) on.push(bit.VOLUNTEER_MOBILE_VERIFIED);
      if (rank >= 3) on.push(bit.VOLUNTEER_BIO_COMPLETED);
      // A referee is added during REFEREE_INCOMPLETE (the status stays until an admin approves).
      if (rank >= 4 || (rank === 3 && p.refereeAdded)) on.push(bit.VOLUNTEER_REFEREE_ADDED);
      if (p.status === 'FULLY_REGISTERED') on.push(bit.VOLUNTEER_PERMISSION);
      break;
    }
    case 'EMERGENCY_LOGIN':
      on.push(bit.EMERGENCY_LOGIN);
      if (p.verified) on.push(bit.EMERGENCY_VERIFIED);
      break;
  }
  if (p.suspended) on.push(bit.SUSPENDED);
  return on.reduce((mask, b) => mask | (1 << b), 0);
};

export const hasBit = (access: number, b: Bit) => ((access >>> b) & 1) === 1;

/** "010000…": position 0 first, as spec §4 reads the mask. */
export const accessString = (access: number) =>
  Array.from({ length: ACCESS_POSITIONS }, (_, i) => (hasBit(access, i as Bit) ? '1' : '0')).join('');

/** Guard rules of spec §6: all listed bits, any of them, none of them, or everyone. */
export type AccessRule = { all: readonly Bit[] } | { any: readonly Bit[] } | { none: readonly Bit[] } | 'everyone';

export const allows = (rule: AccessRule, access: number | undefined): boolean => {
  if (rule === 'everyone') return true;
  if (access === undefined) return false;
  if (hasBit(access, bit.SUSPENDED)) return false;
  if ('all' in rule) return rule.all.every((b) => hasBit(access, b));
  if ('any' in rule) return rule.any.some((b) => hasBit(access, b));
  return rule.none.every((b) => !hasBit(access, b));
};

export const typeOfAccess = (access: number): UserType | undefined =>
  hasBit(access, bit.ADMIN) ? 'ADMIN' : hasBit(access, bit.VIO) ? 'VIO' : hasBit(access, bit.VOLUNTEER) ? 'VOLUNTEER' : hasBit(access, bit.EMERGENCY_LOGIN) ? 'EMERGENCY_LOGIN' : undefined;
