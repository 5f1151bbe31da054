import { vioProfileLayouts, type VioProfileValues, type VioType } from '@nvp/events';

/** A complete, valid profile form of each type (for tests); `location` is a real district/DS/GN from the reference data. */
export const validVioProfile = (
  type: VioType,
  location: { district: string; divisionalSecretariat: string; gnDivision: string },
  overrides: Record<string, string> = {},
): VioProfileValues => {
  const layout = vioProfileLayouts[type];
  const values: VioProfileValues = {};
  if (layout.typeField) values[layout.typeField.name] = layout.typeField.choices[0];
  if (layout.registrationId) values.registrationId = 'PV 12345';
  if (layout.registrationDate) values.registrationDate = '2015-03-01';
  if (layout.numberOfEmployees) values.numberOfEmployees = '21-50';
  if (layout.stateBody) {
    values.releventDepartment = 'Department of Social Services';
    values.releventMinistry = 'Ministry of Social Empowerment';
  }
  values.operationCommencedDate = '2010-01-15';
  Object.assign(values, { addressLine1: 'No. 12, Temple Road', addressLine2: 'Second Lane' }, location);
  const c = layout.contacts;
  Object.assign(values, {
    [c.landline]: '0112345678',
    [c.mobile]: '0771234567',
    [c.fax]: '',
    [c.email]: 'office@example.lk',
    [c.website]: 'https://www.example.lk',
    managerName: 'Anoma Perera',
    managerDesignation: 'Director',
    managerMobile: '0772345678',
    managerLandline: '0112345679',
    managerFax: '',
    managerEmail: 'director@example.lk',
    managerWebSite: '',
    coordinatorName: 'Ruwan Silva',
    coordinatorDesignation: 'Volunteer Coordinator',
    coordinatorMobile: '0773456789',
    coordinatorLandline: '0112345680',
    coordinatorFax: '0112345681',
    coordinatorEmail: 'coordinator@example.lk',
  });
  return { ...values, ...overrides };
};
