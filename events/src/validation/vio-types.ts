/**
 * The six kinds of VIO (spec §3), without the registration's zod rules (see ./vio-profile-terms.ts).
 */

export const vioTypes = ['PRIVATEORGANIZATION', 'STATEINSTITUTE', 'STATEACADEMIA', 'PRIVATEACADEMIA', 'NONPROFIT', 'SCHOOL'] as const;
export type VioType = (typeof vioTypes)[number];
