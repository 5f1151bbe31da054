import { describe, expect, it } from 'vitest';
import {
  catalogue,
  isPersonalVioField,
  segmentOfVioType,
  splitVioProfile,
  translateMessage,
  vioContactsOf,
  vioProfileFieldNames,
  vioProfileLayouts,
  vioProfileSchemas,
  vioTypeOfSegment,
  vioTypes,
  vioVerifyRequest,
  type VioType,
} from '@nvp/events';
import { validVioProfile } from './profile-fixtures';

// Placeholders: the schema checks only that a location is given; the route checks it against the reference data.
const location = { district: 'D1', divisionalSecretariat: 'DS1', gnDivision: 'GN1' };

/** The English message of the first issue, as the API would answer. */
const messageOf = (type: VioType, overrides: Record<string, unknown>) => {
  const result = vioProfileSchemas[type].safeParse({ ...validVioProfile(type, location), ...overrides });
  return result.success ? 'valid' : translateMessage(result.error.issues[0].message, 'en');
};

describe('VIO profile forms (spec §5 "Organisation profile forms")', () => {
  it.each(vioTypes)('%s: the complete form is valid', (type) => {
    expect(messageOf(type, {})).toBe('valid');
  });

  it('maps the URL type segments, spelt as the spec gives them, to the six types', () => {
    expect(vioTypeOfSegment('private-acedemia')).toBe('PRIVATEACADEMIA');
    expect(vioTypeOfSegment('state-institute')).toBe('STATEINSTITUTE');
    expect(vioTypeOfSegment('state-acedemia')).toBe('STATEACADEMIA');
    expect(vioTypeOfSegment('private-organization')).toBe('PRIVATEORGANIZATION');
    expect(vioTypeOfSegment('non-profit')).toBe('NONPROFIT');
    expect(vioTypeOfSegment('school')).toBe('SCHOOL');
    expect(vioTypeOfSegment('private-academia')).toBeUndefined();
    expect(vioTypeOfSegment('toString')).toBeUndefined();
    for (const type of vioTypes) expect(vioTypeOfSegment(segmentOfVioType[type])).toBe(type);
  });

  it('uses the field names of each variant', () => {
    expect(vioProfileFieldNames('PRIVATEORGANIZATION')).toEqual(
      expect.arrayContaining(['instituteType', 'registrationId', 'registrationDate', 'numberOfEmployees', 'organizationLandline', 'organizationWebSite']),
    );
    expect(vioProfileFieldNames('PRIVATEACADEMIA')).toEqual(expect.arrayContaining(['organizationType', 'registrationId', 'registrationDate', 'numberOfEmployees']));
    expect(vioProfileFieldNames('STATEINSTITUTE')).toEqual(expect.arrayContaining(['releventDepartment', 'releventMinistry', 'instituteLandline', 'instituteEmail']));
    expect(vioProfileFieldNames('STATEINSTITUTE')).not.toContain('instituteType');
    expect(vioProfileFieldNames('STATEACADEMIA')).toEqual(expect.arrayContaining(['instituteType', 'intituteLandline', 'instituteMobile']));
    expect(vioProfileFieldNames('STATEACADEMIA')).not.toContain('instituteLandline');
    expect(vioProfileFieldNames('NONPROFIT')).toContain('organizationType');
    expect(vioProfileFieldNames('SCHOOL')).not.toContain('numberOfEmployees');
    for (const type of vioTypes) {
      expect(vioProfileFieldNames(type)).toEqual(expect.arrayContaining(['operationCommencedDate', 'addressLine1', 'addressLine2', 'district', 'divisionalSecretariat', 'gnDivision']));
      expect(vioProfileFieldNames(type)).toEqual(expect.arrayContaining(['managerName', 'managerWebSite', 'coordinatorName', 'coordinatorEmail']));
    }
  });

  it.each([
    ['NONPROFIT', { organizationType: '' }, 'Required'],
    ['NONPROFIT', { organizationType: 'Bank' }, 'Required'],
    ['PRIVATEORGANIZATION', { instituteType: 'Trust' }, 'Required'],
    ['PRIVATEORGANIZATION', { registrationId: '' }, 'Required'],
    ['PRIVATEORGANIZATION', { registrationDate: undefined }, 'Required'],
    ['PRIVATEORGANIZATION', { numberOfEmployees: '100' }, 'Required'],
    ['STATEINSTITUTE', { releventMinistry: ' ' }, 'Required'],
    ['STATEACADEMIA', { operationCommencedDate: '' }, 'Required'],
    ['STATEACADEMIA', { operationCommencedDate: '2020-02-30' }, 'Invalid date'],
    ['SCHOOL', { addressLine2: '' }, 'Required'],
    ['SCHOOL', { gnDivision: '' }, 'Required'],
    ['SCHOOL', { organizationLandline: '' }, 'Required'],
    ['SCHOOL', { organizationLandline: '011234567' }, 'Invalid landline number'],
    ['SCHOOL', { organizationMobile: '07712345678' }, 'Invalid mobile phone number'],
    ['SCHOOL', { organizationFax: '01123' }, 'Invalid fax number'],
    ['SCHOOL', { organizationEmail: 'office-at-example.lk' }, 'Invalid email address'],
    ['SCHOOL', { organizationWebSite: 'not a url' }, 'Invalid url'],
    ['SCHOOL', { organizationWebSite: 'https://Example.LK' }, 'Invalid url'],
    ['SCHOOL', { organizationWebSite: 'ftp://example.lk' }, 'Invalid url'],
    ['STATEACADEMIA', { intituteLandline: 'abc' }, 'Invalid landline number'],
    ['STATEINSTITUTE', { instituteFax: '12' }, 'Invalid fax number'],
    ['NONPROFIT', { managerName: '' }, 'Required'],
    ['NONPROFIT', { managerDesignation: 'x'.repeat(256) }, 'Max length 255 characters'],
    ['NONPROFIT', { managerMobile: '12345' }, 'Invalid mobile phone number'],
    ['NONPROFIT', { managerLandline: '' }, 'Required'],
    ['NONPROFIT', { managerFax: '0112' }, 'Invalid fax number'],
    ['NONPROFIT', { managerEmail: 'nope' }, 'Invalid email address'],
    ['NONPROFIT', { managerWebSite: 'http://localhost' }, 'Invalid url'],
    ['NONPROFIT', { coordinatorEmail: '' }, 'Required'],
    ['NONPROFIT', { coordinatorLandline: '011-2345678' }, 'Invalid landline number'],
    ['NONPROFIT', { coordinatorFax: 'fax' }, 'Invalid fax number'],
  ] as const)('%s %o → "%s"', (type, overrides, message) => {
    expect(messageOf(type, overrides)).toBe(message);
  });

  it('accepts websites with or without http(s) and with a path, and leaves optional fields empty', () => {
    for (const website of ['example.lk', 'www.example.lk', 'http://example.lk', 'https://sub.example.lk/about-us', '']) {
      expect(messageOf('SCHOOL', { organizationWebSite: website }), website).toBe('valid');
    }
    const parsed = vioProfileSchemas.NONPROFIT.parse({ ...validVioProfile('NONPROFIT', location), organizationFax: undefined, registrationId: undefined });
    expect(parsed.organizationFax).toBe('');
    expect(parsed.registrationId).toBe('');
  });

  it('requires the operation start date on state and academic forms only', () => {
    for (const type of ['STATEINSTITUTE', 'STATEACADEMIA', 'PRIVATEACADEMIA'] as const) expect(messageOf(type, { operationCommencedDate: '' })).toBe('Required');
    for (const type of ['PRIVATEORGANIZATION', 'NONPROFIT', 'SCHOOL'] as const) expect(messageOf(type, { operationCommencedDate: '' })).toBe('valid');
  });

  it('drops unknown fields and lower-cases e-mails', () => {
    const parsed = vioProfileSchemas.SCHOOL.parse({ ...validVioProfile('SCHOOL', location), status: 'APPROVED', imageURL: 'x', organizationEmail: 'Office@Example.LK' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('imageURL');
    expect(parsed.organizationEmail).toBe('office@example.lk');
  });

  it('seals addresses, contacts and people; keeps kind, registration, dates and location public', () => {
    const { profile, personal } = splitVioProfile(validVioProfile('PRIVATEORGANIZATION', location));
    expect(Object.keys(profile).sort()).toEqual(
      ['district', 'divisionalSecretariat', 'gnDivision', 'instituteType', 'numberOfEmployees', 'operationCommencedDate', 'registrationDate', 'registrationId'].sort(),
    );
    expect(personal).toMatchObject({ addressLine1: expect.any(String), organizationEmail: 'office@example.lk', managerName: 'Anoma Perera', coordinatorName: 'Ruwan Silva' });
    expect(isPersonalVioField('intituteLandline')).toBe(true);
    expect(isPersonalVioField('organizationType')).toBe(false);
  });

  it('the catalogue refuses a profile event carrying a personal field in clear', () => {
    const sealed = { $sealed: 'v1', subject: 's', iv: 'i', data: 'd', tag: 't' };
    const base = { vioId: '7d1e2f3a-0000-4000-8000-000000000002', type: 'SCHOOL', personal: sealed };
    expect(() => catalogue.validate('VioProfileCompleted', { ...base, profile: { organizationType: 'Private School', district: 'D1' } })).not.toThrow();
    for (const field of ['managerName', 'addressLine1', 'organizationEmail', 'intituteLandline', 'coordinatorMobile']) {
      expect(() => catalogue.validate('VioProfileUpdated', { ...base, profile: { [field]: 'in clear' } }), field).toThrow();
    }
  });

  it('reads the contacts of either naming', () => {
    expect(vioContactsOf('STATEACADEMIA', validVioProfile('STATEACADEMIA', location))).toMatchObject({ landline: '0112345678', email: 'office@example.lk' });
    expect(vioContactsOf('SCHOOL', validVioProfile('SCHOOL', location))).toMatchObject({ mobile: '0771234567', website: 'https://www.example.lk' });
    expect(Object.keys(vioProfileLayouts)).toHaveLength(6);
  });

  it('checks the approval request', () => {
    expect(vioVerifyRequest.safeParse({ id: 'x', approve: true }).success).toBe(true);
    const missing = vioVerifyRequest.safeParse({ id: 'x' });
    expect(missing.success || translateMessage(missing.error.issues[0].message)).toBe('Required');
  });
});
