/**
 * What the privacy policy says the platform stores, as data the tests hold against the code
 * (privacy-policy.test.ts): every sealed part of the event catalogue belongs to one category of the policy's
 * "What we store" (its subsection `store-<category>` in every language), and the bio's fields kept readable for
 * statistics are exactly the ones the catalogue keeps outside the seal. A new sealed field, or a bio field moved
 * out of the seal, fails the test until the policy says where it belongs. Not imported by any page.
 */
export const storedDataCategories = [
  'identity',
  'contact',
  'account',
  'bio',
  'references',
  'organisations',
  'opportunities',
  'applications',
  'hours',
  'complaints',
  'stories',
  'logs',
  'device',
] as const;
export type StoredDataCategory = (typeof storedDataCategories)[number];

/** The sealed parts (`<event type>.<path>`) of the event catalogue, by the category of the policy that describes them. */
export const sealedParts: Record<StoredDataCategory, readonly string[]> = {
  identity: [
    'VolunteerRegistered.personal',
    'AdminInvited.personal',
    'AdminRegistered.personal',
    'AdminDetailsUpdated.personal',
    'EmergencyUserInvited.personal',
    'EmergencyUserRegistered.personal',
  ],
  contact: ['VolunteerPhoneCodeSent.personal', 'VolunteerPhoneVerified.personal'],
  account: ['PasswordChanged.personal', 'PasswordResetRequested.personal', 'SubVioPasswordSet.personal'],
  bio: ['VolunteerBioSubmitted.personal', 'VolunteerBioDraftSaved.personal'],
  references: ['RefereeAdded.personal', 'RefereeReviewed.personal', 'VolunteerRejected.personal'],
  organisations: [
    'VioRegistered.personal',
    'VioProfileCompleted.personal',
    'VioProfileUpdated.personal',
    'SubVioCreated.personal',
    'MembershipInvited.personal',
    'OrgVolunteerRegistrationInvited.personal',
  ],
  opportunities: [
    'OpportunityCreated.personal',
    'OpportunityUpdated.personal',
    'NonFormalOpportunityCreated.personal',
    'NonFormalOpportunityUpdated.personal',
    'OpportunityDraftSaved.personal',
    'EmergencyOpportunityCreated.personal',
  ],
  applications: [
    'ApplicationSubmitted.personal',
    'ApplicationSubmitted.vioContact',
    'ApplicationSelected.notify.volunteer',
    'ApplicationSelected.notify.vio',
    'ApplicationRejectedByAdmin.notify.volunteer',
    'ApplicationRejectedByAdmin.notify.vio',
    'ApplicationApproved.notify.volunteer',
    'ApplicationApproved.notify.vio',
    'ApplicationRejectedByVio.notify.volunteer',
    'ApplicationRejectedByVio.notify.vio',
  ],
  hours: ['VolunteerFeedbackSubmitted.personal', 'VioFeedbackSubmitted.personal', 'EmergencyFeedbackSubmitted.personal'],
  complaints: ['ComplaintSubmitted.personal', 'ComplaintResolved.personal'],
  stories: ['StoryAdded.personal', 'StoryUpdated.personal'],
  // Not in the event log: the services' request logs (./texts: "Logs") and what the browser keeps ("On your device").
  logs: [],
  device: [],
};

/**
 * The bio's answers kept readable (outside the seal) for the statistics, which stay after an erasure: the policy's
 * bio subsection names each of them in every language (`store-bio`, the list after "kept readable").
 */
export const clearBioFields = [
  'gender',
  'civilStatus',
  'familyCount',
  'currentNationality',
  'countries',
  'contributeDistrict',
  'firstLanguage',
  'otherLanguages',
  'preferredLanguage',
  'writingPerformance',
  'readingPerformance',
  'speakingPerformance',
  'highestEducation',
  'employmentStatus',
  'employmentSector',
  'employmentArea',
  'communicationSkill',
  'computerLiteracySkill',
  'socialMediaInteractionSkill',
  'areasOfVolunteering',
  'specialSkills',
  'skillsToObtain',
  'drivingLiscence',
  'emergencyWill',
  'emergencyPast',
  'availableDays',
  'volunteeringMode',
] as const;

/** The admin permissions the policy's "Who sees what" describes, one list item each, in this order. */
export const describedPermissions = [
  'VIEW_PROFILE_STATUS',
  'CHECK_REFEREES',
  'VERIFY_VIOS',
  'APPROVE_OPPORTUNITIES',
  'CONFIRM_VOLUNTEERS',
  'VIEW_REPORTS',
  'AUDIT',
  'MANAGE_EMERGENCY',
] as const;
