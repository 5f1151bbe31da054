import type { VioType } from './vio-types';

/**
 * The vocabulary of a VIO's profile forms (spec §3) without its zod rules: the console's pages that only show labels import these and
 * fetch no zod (issue 25). The rules are in ./vio-profile.ts, which re-exports everything here.
 */

/** The URL segment of PUT /api/vio/profile-complete/{type}, spelt as the spec gives it. */
export const vioTypeBySegment = {
  'private-acedemia': 'PRIVATEACADEMIA',
  'state-institute': 'STATEINSTITUTE',
  'state-acedemia': 'STATEACADEMIA',
  'private-organization': 'PRIVATEORGANIZATION',
  'non-profit': 'NONPROFIT',
  school: 'SCHOOL',
} as const satisfies Record<string, VioType>;
export type VioTypeSegment = keyof typeof vioTypeBySegment;
export const segmentOfVioType = Object.fromEntries(Object.entries(vioTypeBySegment).map(([segment, type]) => [type, segment])) as Record<
  VioType,
  VioTypeSegment
>;
export const vioTypeOfSegment = (segment: string): VioType | undefined =>
  Object.hasOwn(vioTypeBySegment, segment) ? vioTypeBySegment[segment as VioTypeSegment] : undefined;

/** Type choices of spec §3 (the values are stored as written). */
export const vioTypeChoices = {
  PRIVATEORGANIZATION: ['PVT', 'PLC', 'Partnership', 'Sole Proprietorship'],
  STATEACADEMIA: ['State University', 'Semi Government Institute', 'Professional Institute', 'Vocational/Technical Training Centre'],
  PRIVATEACADEMIA: ['Private Institute', 'Private Vocational/Skill Development/Technical Training Institute'],
  NONPROFIT: [
    'NGO',
    'INGO',
    'Civil Society Organizations',
    'Charitable Organizations',
    'Non-Profit Organizations',
    'Volunteer Movements',
    'Youth-led Organizations',
  ],
  SCHOOL: ['State/Government School', 'Private School', 'Semi-Government School', 'International School', 'Religious Educational School/ Institute'],
} as const;

/** Employee bands of spec §9 (private forms). */
export const vioEmployeeBands = ['1-20', '21-50', 'More than 50'] as const;

export interface VioProfileLayout {
  /** The field holding the organisation's kind, with its choices; the state institute form has none. */
  typeField?: { name: 'organizationType' | 'instituteType'; choices: readonly string[] };
  /** registrationId (and for private forms registrationDate): 'required', 'optional' or absent. */
  registrationId?: 'required' | 'optional';
  registrationDate?: boolean;
  numberOfEmployees?: boolean;
  /** releventDepartment and releventMinistry (state institution). */
  stateBody?: boolean;
  operationCommencedDate: 'required' | 'optional';
  /** Field names of the organisation's own contacts: organization* or institute* (one form spells the landline intituteLandline). */
  contacts: { landline: string; mobile: string; fax: string; email: string; website: string };
}

export const organizationContacts = {
  landline: 'organizationLandline',
  mobile: 'organizationMobile',
  fax: 'organizationFax',
  email: 'organizationEmail',
  website: 'organizationWebSite',
};
export const instituteContacts = { landline: 'instituteLandline', mobile: 'instituteMobile', fax: 'instituteFax', email: 'instituteEmail', website: 'instituteWebSite' };

export const vioProfileLayouts: Record<VioType, VioProfileLayout> = {
  PRIVATEORGANIZATION: {
    typeField: { name: 'instituteType', choices: vioTypeChoices.PRIVATEORGANIZATION },
    registrationId: 'required',
    registrationDate: true,
    numberOfEmployees: true,
    operationCommencedDate: 'optional',
    contacts: organizationContacts,
  },
  PRIVATEACADEMIA: {
    typeField: { name: 'organizationType', choices: vioTypeChoices.PRIVATEACADEMIA },
    registrationId: 'required',
    registrationDate: true,
    numberOfEmployees: true,
    operationCommencedDate: 'required',
    contacts: organizationContacts,
  },
  STATEINSTITUTE: { stateBody: true, operationCommencedDate: 'required', contacts: instituteContacts },
  // The one variant whose landline is spelt `intituteLandline` (spec §3); kept on the wire as given.
  STATEACADEMIA: {
    typeField: { name: 'instituteType', choices: vioTypeChoices.STATEACADEMIA },
    operationCommencedDate: 'required',
    contacts: { ...instituteContacts, landline: 'intituteLandline' },
  },
  NONPROFIT: {
    typeField: { name: 'organizationType', choices: vioTypeChoices.NONPROFIT },
    registrationId: 'optional',
    operationCommencedDate: 'optional',
    contacts: organizationContacts,
  },
  SCHOOL: { typeField: { name: 'organizationType', choices: vioTypeChoices.SCHOOL }, operationCommencedDate: 'optional', contacts: organizationContacts },
};

/** The head of the entity (owner/manager) and the coordinator: the same in all six forms. */
export const vioManagerFields = ['managerName', 'managerDesignation', 'managerMobile', 'managerLandline', 'managerFax', 'managerEmail', 'managerWebSite'] as const;
export const vioCoordinatorFields = ['coordinatorName', 'coordinatorDesignation', 'coordinatorMobile', 'coordinatorLandline', 'coordinatorFax', 'coordinatorEmail'] as const;
export const vioAddressFields = ['addressLine1', 'addressLine2'] as const;
export const vioLocationFields = ['district', 'divisionalSecretariat', 'gnDivision'] as const;
