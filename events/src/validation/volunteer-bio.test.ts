import { describe, expect, it } from 'vitest';
import { lkAdmin } from '../reference';
import { translateMessage } from './messages';
import {
  bioListFields,
  bioScalarFields,
  bioSectionIds,
  bioSections,
  emptyVolunteerBioForm,
  volunteerBioDraftRequest,
  volunteerBioForm,
  volunteerBioSectionForms,
  volunteerBioFormValues,
  volunteerBioRequest,
  type VolunteerBioFormValues,
} from './volunteer-bio';

// A real place, taken from the reference data (never typed by hand).
/** The spec's 'NIC is not valid', then the accepted formats (issue 27). */
const INVALID_NIC = 'NIC is not valid. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)';
const district = lkAdmin.districts()[0];
const ds = lkAdmin.divisionalSecretariats(district.name)[0];
const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];

/** A complete, valid bio as the console's form holds it. */
const form = (overrides: Partial<VolunteerBioFormValues> = {}): VolunteerBioFormValues => ({
  ...emptyVolunteerBioForm(),
  title: 'Ms',
  nameInNic: 'Kamala Nirmali Silva',
  nic: '199512345678',
  dateOfBirth: '1995-04-12',
  countryOfBirth: 'LK',
  currentNationality: 'Sri Lankan',
  gender: 'Female',
  civilStatus: 'Single',
  familyCount: '4',
  permanentDoorNo: '12',
  permanentStreet: 'Temple Road',
  permanentArea: 'North',
  residentialDoorNo: '12',
  residentialStreet: 'Temple Road',
  residentialArea: 'North',
  contributeDistrict: district.name,
  contributeDivisionalSecretariat: ds.name,
  contributegnDivision: gn.name,
  contactResidence: '0112345678',
  contactOffice: '0112345679',
  firstLanguage: '1',
  otherLanguages: ['3'],
  preferredLanguage: '1',
  writingPerformance: 'GOOD',
  readingPerformance: 'GOOD',
  speakingPerformance: 'EXCELLENT',
  highestEducation: 'GCE_AL',
  employmentStatus: 'STUDENT',
  employmentArea: ['2'],
  communicationSkill: 'HIGH',
  computerLiteracySkill: 'ADEQUATE',
  socialMediaInteractionSkill: 'MODERATE',
  areasOfVolunteering: ['1', '11'],
  specialSkills: ['8'],
  skillsToObtain: ['1', '4'],
  specialCondition: 'no',
  disabled: 'no',
  convicted: 'no',
  abuse: 'no',
  drivingLiscence: 'yes',
  emergencyWill: 'yes',
  emergencyPast: 'no',
  ...overrides,
});

/** The English text of the first problem with `field`, or undefined when the field is fine. */
const problem = (values: unknown, field: string, schema: typeof volunteerBioForm | typeof volunteerBioRequest = volunteerBioForm) => {
  const result = schema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
  return issue && translateMessage(issue.message, 'en');
};

describe('volunteer bio form', () => {
  it('accepts a complete bio and turns it into the request shape', () => {
    const parsed = volunteerBioForm.parse(form());
    expect(parsed).toMatchObject({ familyCount: 4, firstLanguage: 1, otherLanguages: [3], areasOfVolunteering: [1, 11], countries: [], contactAlternate: '' });
    // …which the API accepts as it is.
    expect(volunteerBioRequest.parse(parsed)).toEqual(parsed);
  });

  it.each([
    'title',
    'nameInNic',
    'nic',
    'permanentDoorNo',
    'permanentStreet',
    'permanentArea',
    'residentialDoorNo',
    'residentialStreet',
    'residentialArea',
    'contributeDistrict',
    'contributeDivisionalSecretariat',
    'contributegnDivision',
    'contactResidence',
    'contactOffice',
    'countryOfBirth',
    'currentNationality',
    'gender',
    'civilStatus',
    'firstLanguage',
    'preferredLanguage',
    'writingPerformance',
    'readingPerformance',
    'speakingPerformance',
    'highestEducation',
    'employmentStatus',
    'communicationSkill',
    'computerLiteracySkill',
    'socialMediaInteractionSkill',
    'specialCondition',
    'disabled',
    'convicted',
    'abuse',
    'drivingLiscence',
    'emergencyWill',
    'emergencyPast',
    'familyCount',
  ])('requires %s', (field) => expect(problem(form({ [field]: '' }), field)).toBe('Required'));

  it.each(['otherLanguages', 'employmentArea', 'areasOfVolunteering', 'specialSkills'])('requires at least one of %s', (field) =>
    expect(problem(form({ [field]: [] }), field)).toBe('Required'),
  );

  it.each([
    ['199512345678', undefined],
    ['951234567V', undefined],
    ['951234567x', undefined],
    ['95123456V', INVALID_NIC],
    ['1995123456789', INVALID_NIC],
    ['19951234567A', INVALID_NIC],
  ])('NIC %s → %s', (nic, message) => expect(problem(form({ nic }), 'nic')).toBe(message));

  it('stores an old NIC in capitals', () => expect(volunteerBioForm.parse(form({ nic: '951234567v' })).nic).toBe('951234567V'));

  it.each(['contactResidence', 'contactOffice', 'contactAlternate', 'contactFax'])('%s must have exactly 10 digits', (field) => {
    expect(problem(form({ [field]: '077123456' }), field)).toBe('Phone number is not valid');
    expect(problem(form({ [field]: '07712345678' }), field)).toBe('Phone number is not valid');
    expect(problem(form({ [field]: '077-123456' }), field)).toBe('Phone number is not valid');
    expect(problem(form({ [field]: '0771234567' }), field)).toBeUndefined();
  });

  it('alternate and fax numbers are optional', () => {
    expect(problem(form({ contactAlternate: '', contactFax: '' }), 'contactAlternate')).toBeUndefined();
    expect(problem(form({ contactAlternate: '', contactFax: '' }), 'contactFax')).toBeUndefined();
  });

  it('familyCount is a number greater than 0', () => {
    expect(problem(form({ familyCount: 'four' }), 'familyCount')).toBe('Should be a number');
    expect(problem(form({ familyCount: '0' }), 'familyCount')).toBe('Should be greater than 0');
    expect(problem(form({ familyCount: '-2' }), 'familyCount')).toBe('Should be greater than 0');
    expect(problem({ ...volunteerBioForm.parse(form()), familyCount: 'x' }, 'familyCount', volunteerBioRequest)).toBe('Should be a number');
  });

  it('dual nationality needs exactly two countries', () => {
    expect(problem(form({ currentNationality: 'Dual', countries: ['LK'] }), 'countries')).toBe('Two countries must be selected');
    expect(problem(form({ currentNationality: 'Dual', countries: ['LK', 'IN', 'GB'] }), 'countries')).toBe('Only two counties must be selected');
    expect(problem(form({ currentNationality: 'Dual', countries: ['LK', 'GB'] }), 'countries')).toBeUndefined();
  });

  it('foreign nationality needs exactly one country', () => {
    expect(problem(form({ currentNationality: 'Foreign', countries: [] }), 'countries')).toBe('Required');
    expect(problem(form({ currentNationality: 'Foreign', countries: ['IN', 'GB'] }), 'countries')).toBe('Only onle country must be selected');
    expect(problem(form({ currentNationality: 'Foreign', countries: ['in'] }), 'countries')).toBeUndefined();
  });

  it('a Sri Lankan lists no countries and no visa: leftovers are dropped', () => {
    const parsed = volunteerBioForm.parse(form({ currentNationality: 'Sri Lankan', countries: ['IN'], visaIssuedDate: '2020-01-01' }));
    expect([parsed.countries, parsed.visaIssuedDate]).toEqual([[], '']);
  });

  it('visa dates are real dates, the expiry after the issue', () => {
    const foreign = { currentNationality: 'Foreign', countries: ['IN'] };
    expect(problem(form({ ...foreign, visaIssuedDate: '2024-02-30' }), 'visaIssuedDate')).toBe('Date is not valid');
    expect(problem(form({ ...foreign, visaIssuedDate: '2024-03-01', visaExpiryDate: '2024-01-01' }), 'visaExpiryDate')).toBe(
      'The visa expiry date must be after the issued date',
    );
    expect(volunteerBioForm.parse(form({ ...foreign, visaIssuedDate: '2024-03-01', visaExpiryDate: '2025-03-01' })).visaExpiryDate).toBe('2025-03-01');
  });

  it('dateOfBirth is optional but must be a date', () => {
    expect(problem(form({ dateOfBirth: '' }), 'dateOfBirth')).toBeUndefined();
    expect(problem(form({ dateOfBirth: '12/04/1995' }), 'dateOfBirth')).toBe('Date is not valid');
  });

  it.each(['PHD', 'MSC', 'DEGREE'])('%s asks for the degree title and institute (max 255)', (highestEducation) => {
    expect(problem(form({ highestEducation }), 'degreeTitle')).toBe('Required');
    expect(problem(form({ highestEducation }), 'degreeInstitute')).toBe('Required');
    expect(problem(form({ highestEducation, degreeTitle: 'x'.repeat(256), degreeInstitute: 'U' }), 'degreeTitle')).toBe('Max length 255 characters');
    expect(problem(form({ highestEducation, degreeTitle: 'BSc', degreeInstitute: 'y'.repeat(256) }), 'degreeInstitute')).toBe('Max length 255 characters');
  });

  it('other education levels need no degree, and drop one typed earlier', () => {
    expect(volunteerBioForm.parse(form({ highestEducation: 'DIPLOMA', degreeTitle: 'BSc' })).degreeTitle).toBe('');
  });

  it('EMPLOYED asks for the sector and the job title (max 255)', () => {
    expect(problem(form({ employmentStatus: 'EMPLOYED' }), 'employmentSector')).toBe('Required');
    expect(problem(form({ employmentStatus: 'EMPLOYED' }), 'employmentTitle')).toBe('Required');
    expect(problem(form({ employmentStatus: 'EMPLOYED', employmentSector: 'BANK' }), 'employmentSector')).toBe('Required');
    expect(problem(form({ employmentStatus: 'EMPLOYED', employmentSector: 'NGO', employmentTitle: 'z'.repeat(256) }), 'employmentTitle')).toBe(
      'Max length 255 characters',
    );
    expect(volunteerBioForm.parse(form({ employmentStatus: 'EMPLOYED', employmentSector: 'NGO', employmentTitle: 'Officer' })).employmentSector).toBe('NGO');
    expect(volunteerBioForm.parse(form({ employmentStatus: 'STUDENT', employmentSector: 'NGO' })).employmentSector).toBe('');
  });

  it('skillsToObtain: the message says 3, two are enough', () => {
    expect(problem(form({ skillsToObtain: ['1'] }), 'skillsToObtain')).toBe('At least 3 is required');
    expect(problem(form({ skillsToObtain: ['1', '2'] }), 'skillsToObtain')).toBeUndefined();
  });

  it.each([
    ['specialCondition', 'specialConditionDetails'],
    ['convicted', 'convictionDetails'],
    ['emergencyPast', 'emergencyPastDescription'],
  ])('"yes" to %s asks for %s (max 65536)', (question, detail) => {
    expect(problem(form({ [question]: 'yes' }), detail)).toBe('Required');
    expect(problem(form({ [question]: 'yes', [detail]: 'd'.repeat(65537) }), detail)).toBe('Max length 65536 characters');
    expect(problem(form({ [question]: 'yes', [detail]: 'Some details' }), detail)).toBeUndefined();
    expect((volunteerBioForm.parse(form({ [question]: 'no', [detail]: 'stale' })) as Record<string, unknown>)[detail]).toBe('');
  });

  it('otherSkills is optional, at most 65536 characters', () => {
    expect(problem(form({ otherSkills: 'o'.repeat(65537) }), 'otherSkills')).toBe('Max length 65536 characters');
  });

  it('list ids must be ids', () => expect(problem(form({ specialSkills: ['guitar'] }), 'specialSkills')).toBe('Please choose from the list'));

  it('shows every problem at once, conditional ones included', () => {
    const result = volunteerBioForm.safeParse(form({ familyCount: 'x', highestEducation: 'PHD', currentNationality: 'Dual' }));
    const fields = result.success ? [] : result.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['familyCount', 'degreeTitle', 'countries']));
  });

  it('the API may leave optional fields out and familyCount defaults to 1', () => {
    const { familyCount: _, contactAlternate: __, degreeTitle: ___, ...rest } = volunteerBioForm.parse(form());
    const parsed = volunteerBioRequest.parse(rest);
    expect([parsed.familyCount, parsed.contactAlternate, parsed.degreeTitle]).toEqual([1, '', '']);
  });

  it('the API wants numbers for ids', () => {
    const request = { ...volunteerBioForm.parse(form()), firstLanguage: '1' };
    expect(problem(request, 'firstLanguage', volunteerBioRequest)).toBe('Required');
  });

  it('the weekdays and the mode (issue 29) are optional: untold they are left out, told they are kept in the week\'s order', () => {
    const untold = volunteerBioForm.parse(form());
    expect([untold.availableDays, untold.volunteeringMode]).toEqual([undefined, undefined]);
    expect(volunteerBioRequest.parse({ ...untold, availableDays: null, volunteeringMode: null })).toEqual(untold);
    const told = volunteerBioForm.parse(form({ availableDays: ['Saturday', 'Monday', 'Saturday'], volunteeringMode: 'ONLINE' }));
    expect([told.availableDays, told.volunteeringMode]).toEqual([['Monday', 'Saturday'], 'ONLINE']);
    expect(volunteerBioRequest.parse(told)).toEqual(told);
    expect(volunteerBioForm.parse(volunteerBioFormValues(told))).toEqual(told);
    expect(volunteerBioSectionForms.volunteering.parse({ ...form(), availableDays: ['Sunday'] }).availableDays).toEqual(['Sunday']);
  });

  it('refuses a weekday or a mode that is not one', () => {
    expect(problem(form({ availableDays: ['Saturday', 'saturday'] }), 'availableDays')).toBe('Please choose from the list');
    expect(problem(form({ volunteeringMode: 'BY_POST' }), 'volunteeringMode')).toBe('Please choose from the list');
    expect(problem({ ...volunteerBioForm.parse(form()), availableDays: [6] }, 'availableDays', volunteerBioRequest)).toBe('Please choose from the list');
    expect(problem({ ...volunteerBioForm.parse(form()), availableDays: 'Saturday' }, 'availableDays', volunteerBioRequest)).toBeDefined();
  });

  it('a stored bio becomes form values again (round trip)', () => {
    const parsed = volunteerBioForm.parse(form({ highestEducation: 'MSC', degreeTitle: 'MSc', degreeInstitute: 'UoM' }));
    expect(volunteerBioForm.parse(volunteerBioFormValues(parsed))).toEqual(parsed);
    expect(volunteerBioFormValues(null)).toEqual(emptyVolunteerBioForm());
    expect(emptyVolunteerBioForm().familyCount).toBe('1');
  });
});

describe('the bio by sections (the phone steps, saved as a draft)', () => {
  const sectionOf = (values: VolunteerBioFormValues, section: keyof typeof bioSections) =>
    Object.fromEntries(bioSections[section].map((field) => [field, values[field]]));

  it('puts every field of the bio in exactly one section', () => {
    const fields = bioSectionIds.flatMap((id) => [...bioSections[id]]);
    expect([...fields].sort()).toEqual([...bioScalarFields, ...bioListFields].sort());
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('parses each section of a complete bio to that part of the whole bio', () => {
    const whole = volunteerBioForm.parse(form({ highestEducation: 'DEGREE', degreeTitle: 'BSc', degreeInstitute: 'Colombo' }));
    for (const id of bioSectionIds) {
      const part = volunteerBioSectionForms[id].parse(sectionOf(form({ highestEducation: 'DEGREE', degreeTitle: 'BSc', degreeInstitute: 'Colombo' }), id));
      expect(part).toEqual(Object.fromEntries(bioSections[id].map((field) => [field, (whole as Record<string, unknown>)[field]])));
    }
  });

  it.each([
    ['general', { currentNationality: 'Dual', countries: ['IN'] }, 'countries', 'Two countries must be selected'],
    ['general', { nic: '12' }, 'nic', INVALID_NIC],
    ['contact', { contactResidence: '011' }, 'contactResidence', 'Phone number is not valid'],
    ['education', { highestEducation: 'PHD', degreeTitle: '' }, 'degreeTitle', 'Required'],
    ['employment', { employmentStatus: 'EMPLOYED', employmentSector: '' }, 'employmentSector', 'Required'],
    ['skills', { skillsToObtain: ['1'] }, 'skillsToObtain', 'At least 3 is required'],
    ['volunteering', { convicted: 'yes', convictionDetails: '' }, 'convictionDetails', 'Required'],
  ] as const)('checks the %s section by the bio\'s own rules (%o)', (section, overrides, field, message) => {
    const result = volunteerBioSectionForms[section].safeParse(sectionOf(form(overrides as Partial<VolunteerBioFormValues>), section));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue && translateMessage(issue.message, 'en')).toBe(message);
  });

  it('drops the answers of a section that no longer apply, and touches no other field', () => {
    const education = volunteerBioSectionForms.education.parse({ highestEducation: 'GCE_AL', degreeTitle: 'BSc', degreeInstitute: 'Colombo' });
    expect(education).toEqual({ highestEducation: 'GCE_AL', degreeTitle: '', degreeInstitute: '' });
    expect(volunteerBioSectionForms.languages.parse(sectionOf(form(), 'languages'))).not.toHaveProperty('countries');
  });

  it('takes a draft of some sections, and refuses an empty draft or a section with a bad value', () => {
    const whole = volunteerBioForm.parse(form());
    const contact = Object.fromEntries(bioSections.contact.map((field) => [field, whole[field]]));
    expect(volunteerBioDraftRequest.parse({ contact })).toEqual({ contact });
    const empty = volunteerBioDraftRequest.safeParse({});
    expect(empty.success).toBe(false);
    expect(translateMessage(empty.error!.issues[0].message, 'en')).toBe('Please send at least one section of the profile');
    const bad = volunteerBioDraftRequest.safeParse({ contact: { ...contact, contactOffice: '12' } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['contact', 'contactOffice'] });
    // A section is whole: a missing required field of it is refused too.
    expect(volunteerBioDraftRequest.safeParse({ education: {} }).success).toBe(false);
  });
});
