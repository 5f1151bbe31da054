import { bioSections, lkAdmin, refereeRatingNames, type BioSectionId, type VolunteerBioRequest } from '@nvp/events';

/** A real place from the reference data (tests never type place names by hand). */
export const knownPlace = () => {
  const district = lkAdmin.districts()[0];
  const divisionalSecretariat = lkAdmin.divisionalSecretariats(district.name)[0];
  const gnDivision = lkAdmin.gnDivisions(divisionalSecretariat.name, district.name)[0];
  return { district: district.name, divisionalSecretariat: divisionalSecretariat.name, gnDivision: gnDivision.name };
};

/** A complete, valid bio as the API takes it. */
export const validBio = (overrides: Partial<Record<keyof VolunteerBioRequest, unknown>> = {}) => {
  const place = knownPlace();
  return {
    title: 'Ms',
    nameInNic: 'Kamala Nirmali Silva',
    nic: '199512345678',
    visaIssuedDate: '',
    visaExpiryDate: '',
    dateOfBirth: '1995-04-12',
    countryOfBirth: 'LK',
    currentNationality: 'Sri Lankan',
    countries: [],
    gender: 'Female',
    civilStatus: 'Single',
    familyCount: 4,
    permanentDoorNo: '12',
    permanentStreet: 'Temple Road',
    permanentArea: 'North',
    residentialDoorNo: '12',
    residentialStreet: 'Temple Road',
    residentialArea: 'North',
    contributeDistrict: place.district,
    contributeDivisionalSecretariat: place.divisionalSecretariat,
    contributegnDivision: place.gnDivision,
    contactResidence: '0112345678',
    contactAlternate: '',
    contactOffice: '0112345679',
    contactFax: '',
    firstLanguage: 1,
    otherLanguages: [3],
    preferredLanguage: 1,
    writingPerformance: 'GOOD',
    readingPerformance: 'GOOD',
    speakingPerformance: 'EXCELLENT',
    highestEducation: 'DEGREE',
    degreeTitle: 'BSc in Chemistry',
    degreeInstitute: 'National Science University',
    employmentStatus: 'EMPLOYED',
    employmentSector: 'PRIVATE',
    employmentTitle: 'Laboratory Analyst',
    employmentArea: [2],
    communicationSkill: 'HIGH',
    computerLiteracySkill: 'ADEQUATE',
    socialMediaInteractionSkill: 'MODERATE',
    otherSkills: 'Photography',
    areasOfVolunteering: [1, 11],
    specialSkills: [8],
    skillsToObtain: [1, 4],
    specialCondition: 'no',
    disabled: 'no',
    convicted: 'no',
    abuse: 'no',
    drivingLiscence: 'yes',
    emergencyWill: 'yes',
    emergencyPast: 'yes',
    specialConditionDetails: '',
    convictionDetails: '',
    emergencyPastDescription: 'Flood relief in 2016',
    ...overrides,
  };
};

/** A draft of the bio (POST /api/volunteer/bio/draft): these sections of `validBio(overrides)`, each under its id. */
export const validBioDraft = (sections: BioSectionId[], overrides: Partial<Record<keyof VolunteerBioRequest, unknown>> = {}) => {
  const bio: Record<string, unknown> = validBio(overrides);
  return Object.fromEntries(sections.map((id) => [id, Object.fromEntries(bioSections[id].map((field) => [field, bio[field]]))]));
};

export const validReferee = (overrides: Record<string, string> = {}) => ({
  name: 'Nimal Perera',
  no: '45/2',
  street: 'Lake Road',
  city: knownPlace().divisionalSecretariat,
  state: knownPlace().district,
  phone: '011 234 5678',
  mobile: '077 123 4567',
  email: 'nimal.referee@example.lk',
  ...overrides,
});

export const validReview = (overrides: Record<string, unknown> = {}) => ({
  durationYears: '2',
  durationMonths: 6,
  relation: 'EMPLOYER',
  accurate: true,
  ...Object.fromEntries(refereeRatingNames.map((name, i) => [name, (i % 2) + 4])),
  otherInformation: 'Reliable and kind.',
  consent: true,
  ...overrides,
});
