import {
  expertiseAreaIds,
  isCountryId,
  languageIds,
  lkAdmin,
  skillIds,
  translateMessage,
  volunteerBioProfileFields,
  volunteeringAreaIds,
  type VolunteerBioProfile,
  type VolunteerBioRequest,
} from '@nvp/events';
import { badRequest } from '@nvp/http-kit/errors';

/**
 * What the shared schema cannot know in the browser: that the place names, countries and list ids exist in
 * the reference data. Answers with the first problem, like the schema does. A draft's sections (bio/draft) are
 * checked by the same function: a value it does not hold is not checked (each check's fields are in one section).
 */
export const checkBioReferences = (bio: Partial<VolunteerBioRequest>) => {
  const refuse = (key: string, field: string) => {
    throw badRequest(translateMessage(key, 'en'), field);
  };
  const has = (field: keyof VolunteerBioRequest) => bio[field] !== undefined;
  if (has('contributeDistrict') || has('contributeDivisionalSecretariat') || has('contributegnDivision')) {
    const location = { district: bio.contributeDistrict ?? '', divisionalSecretariat: bio.contributeDivisionalSecretariat ?? '', gnDivision: bio.contributegnDivision ?? '' };
    if (!lkAdmin.isKnownLocation(location)) refuse('v.volunteer.location', 'contributegnDivision');
  }
  if (has('countryOfBirth') && !isCountryId(bio.countryOfBirth!)) refuse('v.volunteer.unknownChoice', 'countryOfBirth');
  if (!(bio.countries ?? []).every(isCountryId)) refuse('v.volunteer.unknownChoice', 'countries');
  const known = (field: keyof VolunteerBioRequest, set: ReadonlySet<number>) => {
    const value = bio[field] as number | number[] | undefined;
    const ids = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (!ids.every((id) => set.has(id))) refuse('v.volunteer.unknownChoice', field);
  };
  for (const field of ['firstLanguage', 'preferredLanguage', 'otherLanguages'] as const) known(field, languageIds);
  known('employmentArea', expertiseAreaIds);
  known('areasOfVolunteering', volunteeringAreaIds);
  for (const field of ['specialSkills', 'skillsToObtain'] as const) known(field, skillIds);
};

export type VolunteerBioPersonal = Omit<VolunteerBioRequest, keyof VolunteerBioProfile>;

/** The event's two halves: the non-identifying profile in clear, everything else to be sealed. */
export const splitBio = (bio: VolunteerBioRequest): { profile: VolunteerBioProfile; personal: VolunteerBioPersonal } => {
  const profile: Record<string, unknown> = {};
  const personal: Record<string, unknown> = { ...bio };
  for (const field of volunteerBioProfileFields) {
    profile[field] = bio[field];
    delete personal[field];
  }
  return { profile: profile as VolunteerBioProfile, personal: personal as VolunteerBioPersonal };
};
