import { bit, type AccessRule } from './mask';

/** Named rules shared by console route guards and server route checks. */
export const rules = {
  everyone: 'everyone',
  anyUser: { any: [bit.ADMIN, bit.VIO, bit.VOLUNTEER, bit.EMERGENCY_LOGIN] },
  volunteer: { all: [bit.VOLUNTEER] },
  /** Completed profile, referee added and approved by an admin. */
  approvedVolunteer: { all: [bit.VOLUNTEER, bit.VOLUNTEER_PERMISSION] },
  vio: { all: [bit.VIO] },
  /** E-mail verified and admin approved. */
  approvedVio: { all: [bit.VIO, bit.VIO_EMAIL_VERIFIED, bit.VIO_APPROVED] },
  emailVerifiedVio: { all: [bit.VIO, bit.VIO_EMAIL_VERIFIED] },
  admin: { all: [bit.ADMIN] },
  coreAdmin: { all: [bit.ADMIN, bit.CORE_ADMIN] },
  /** Admins holding AUDIT (core admins hold it): subjects' histories (issue 13). */
  auditor: { all: [bit.ADMIN, bit.AUDIT] },
  /** Admins holding MANAGE_EMERGENCY (core admins hold it): invite, list, terminate and activate emergency users (issue 23). */
  emergencyManager: { all: [bit.ADMIN, bit.MANAGE_EMERGENCY] },
  emergency: { all: [bit.EMERGENCY_LOGIN] },
  verifiedEmergency: { all: [bit.EMERGENCY_LOGIN, bit.EMERGENCY_VERIFIED] },
  emailVerifiedVolunteerOrVio: { any: [bit.VOLUNTEER_EMAIL_VERIFIED, bit.VIO_EMAIL_VERIFIED] },
  /** Admins who see volunteers' profiles and status: any of the three volunteer permissions (core admins hold them all). */
  volunteerViewer: { any: [bit.VIEW_PROFILE_STATUS, bit.CHECK_REFEREES, bit.CONFIRM_VOLUNTEERS] },
  /** Admins who approve or reject organisations. */
  vioReviewer: { all: [bit.ADMIN, bit.VERIFY_VIOS] },
} as const satisfies Record<string, AccessRule>;
export type RuleName = keyof typeof rules;
