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
 * the reference data. Answers with the first problem, like the schema does.
 */
export const checkBioReferences = (bio: VolunteerBioRequest) => {
  const refuse = (key: string) => {
    throw badRequest(translateMessage(key, 'en'));
  };
  const location = { district: bio.contributeDistrict, divisionalSecretariat: bio.contributeDivisionalSecretariat, gnDivision: bio.contributegnDivision };
  if (!lkAdmin.isKnownLocation(location)) refuse('v.volunteer.location');
  if (!isCountryId(bio.countryOfBirth) || !bio.countries.every(isCountryId)) refuse('v.volunteer.unknownChoice');
  const known = (ids: readonly number[], set: ReadonlySet<number>) => ids.every((id) => set.has(id));
  if (!known([bio.firstLanguage, bio.preferredLanguage, ...bio.otherLanguages], languageIds)) refuse('v.volunteer.unknownChoice');
  if (!known(bio.employmentArea, expertiseAreaIds)) refuse('v.volunteer.unknownChoice');
  if (!known(bio.areasOfVolunteering, volunteeringAreaIds)) refuse('v.volunteer.unknownChoice');
  if (!known([...bio.specialSkills, ...bio.skillsToObtain], skillIds)) refuse('v.volunteer.unknownChoice');
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
