/**
 * The vocabulary of the volunteer bio (spec §3) without its zod rules: the console's pages that only show labels import these and
 * fetch no zod (issue 25). The rules are in ./volunteer-bio.ts, which re-exports everything here.
 */

export const volunteerTitles = ['Mr', 'Mrs', 'Ms', 'Rev', 'Dr'] as const;
export const nationalities = ['Sri Lankan', 'Foreign', 'Dual'] as const;
export const genders = ['Female', 'Male', 'Other'] as const;
export const civilStatuses = ['Single', 'Married', 'Widowed', 'Divorced'] as const;
export const performanceLevels = ['POOR', 'BASIC', 'GOOD', 'EXCELLENT'] as const;
export const educationLevels = ['PHD', 'MSC', 'DEGREE', 'DIPLOMA', 'GCE_AL', 'GCE_OL', 'NONE'] as const;
/** Education levels that ask for the degree title and institute. */
export const degreeLevels = ['PHD', 'MSC', 'DEGREE'] as const;
export const employmentStatuses = ['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED', 'HOUSEWIFE', 'STUDENT', 'JOB_SEEKER'] as const;
export const employmentSectors = ['PRIVATE', 'GOVERNMENT', 'NGO', 'ACADEMIA', 'FORCES', 'RETIRED', 'OTHER'] as const;
export const skillLevels = ['NO', 'BASIC', 'MODERATE', 'ADEQUATE', 'HIGH'] as const;
export const yesNo = ['yes', 'no'] as const;
/** How the volunteer can give time (issue 29, optional): the matching leaves out what they cannot take. */
export const volunteeringModes = ['IN_PERSON', 'ONLINE', 'EITHER'] as const;
export type VolunteeringMode = (typeof volunteeringModes)[number];

export type Nationality = (typeof nationalities)[number];
export type YesNo = (typeof yesNo)[number];

/** The seven yes/no questions, and the detail text each "yes" asks for. */
export const yesNoQuestions = ['specialCondition', 'disabled', 'convicted', 'abuse', 'drivingLiscence', 'emergencyWill', 'emergencyPast'] as const;
export const detailOf = {
  specialCondition: 'specialConditionDetails',
  convicted: 'convictionDetails',
  emergencyPast: 'emergencyPastDescription',
} as const;

/**
 * List fields: countries are ISO 3166 alpha-2 codes, availableDays weekday names (opportunity-terms' `weekdays`: the
 * days they can give time, optional), the others numeric ids of the form-data lists.
 */
export const bioListFields = ['countries', 'otherLanguages', 'employmentArea', 'areasOfVolunteering', 'specialSkills', 'skillsToObtain', 'availableDays'] as const;
export const bioScalarFields = [
  'title',
  'nameInNic',
  'nic',
  'visaIssuedDate',
  'visaExpiryDate',
  'dateOfBirth',
  'countryOfBirth',
  'currentNationality',
  'gender',
  'civilStatus',
  'familyCount',
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
  'contactAlternate',
  'contactOffice',
  'contactFax',
  'firstLanguage',
  'preferredLanguage',
  'writingPerformance',
  'readingPerformance',
  'speakingPerformance',
  'highestEducation',
  'degreeTitle',
  'degreeInstitute',
  'employmentStatus',
  'employmentSector',
  'employmentTitle',
  'communicationSkill',
  'computerLiteracySkill',
  'socialMediaInteractionSkill',
  'otherSkills',
  'volunteeringMode',
  ...yesNoQuestions,
  'specialConditionDetails',
  'convictionDetails',
  'emergencyPastDescription',
] as const;
export type BioListField = (typeof bioListFields)[number];
export type BioScalarField = (typeof bioScalarFields)[number];

/** What the console's bio form holds: every scalar a string, every list a list of string ids. */
export type VolunteerBioFormValues = Record<BioScalarField, string> & Record<BioListField, string[]>;

/**
 * The bio's seven sections (spec §2) and their fields, in the form's order: on a phone each section is a step, saved
 * as a draft when it is finished (POST /api/volunteer/bio/draft). Every conditional rule of the bio stays within one
 * section (nationality → countries and visa; education → degree; employment → sector and title; yes → details), so a
 * section is checked on its own by the same rules.
 */
export const bioSections = {
  general: ['title', 'nameInNic', 'nic', 'dateOfBirth', 'gender', 'civilStatus', 'familyCount', 'countryOfBirth', 'currentNationality', 'countries', 'visaIssuedDate', 'visaExpiryDate'],
  contact: [
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
    'contactAlternate',
    'contactFax',
  ],
  languages: ['firstLanguage', 'preferredLanguage', 'otherLanguages', 'writingPerformance', 'readingPerformance', 'speakingPerformance'],
  education: ['highestEducation', 'degreeTitle', 'degreeInstitute'],
  employment: ['employmentStatus', 'employmentSector', 'employmentTitle', 'employmentArea'],
  skills: ['communicationSkill', 'computerLiteracySkill', 'socialMediaInteractionSkill', 'specialSkills', 'skillsToObtain', 'otherSkills', 'drivingLiscence'],
  volunteering: [
    'areasOfVolunteering',
    'availableDays',
    'volunteeringMode',
    'emergencyWill',
    'emergencyPast',
    'emergencyPastDescription',
    'specialCondition',
    'specialConditionDetails',
    'disabled',
    'convicted',
    'convictionDetails',
    'abuse',
  ],
} as const satisfies Record<string, readonly (BioScalarField | BioListField)[]>;
export type BioSectionId = keyof typeof bioSections;
/** The sections in the form's order. */
export const bioSectionIds = Object.keys(bioSections) as BioSectionId[];
export type BioSectionField<S extends BioSectionId> = (typeof bioSections)[S][number];
