/** Stream naming: one stream per aggregate, `<slice>-<id>`. */
export const streams = {
  volunteer: (id: string) => `volunteer-${id}`,
  vio: (id: string) => `vio-${id}`,
  admin: (id: string) => `admin-${id}`,
  /** Formal and non-formal opportunities (sharing requests included). */
  opportunity: (id: string) => `opportunity-${id}`,
  /** One per volunteer × opportunity (the application slice). */
  application: (id: string) => `application-${id}`,
  /** An emergency-login user (its account events too). */
  emergency: (id: string) => `emergency-${id}`,
  emergencyOpportunity: (id: string) => `emergencyOpportunity-${id}`,
  unique: (kind: string, blindIndex: string) => `unique-${kind}-${blindIndex}`,
  counter: (name: string) => `counter-${name}`,
  /** Every image a user uploaded (ImageUploaded), so erasure can delete the files. */
  uploads: (ownerId: string) => `uploads-${ownerId}`,
  /** The places (noOfVolunteers) of one opportunity, held by approved applications. */
  applicationRoster: (opportunityId: string) => `application-roster-${opportunityId}`,
  /** Who opened the history of one subject, and when (issue 13, the auditors). */
  audit: (subjectId: string) => `audit-${subjectId}`,
  /** One per (VIO, volunteer) pair: membership both ways and the member's sub-VIO assignments. */
  membership: (vioId: string, volunteerId: string) => `membership-${vioId}-${volunteerId}`,
  /** Invitations waiting for an address with no volunteer account; `key` is the address's blind index ('org-invite'). */
  orgInvite: (key: string) => `orgInvite-${key}`,
  /** What happened on the engagement days of one application: check-ins, check-outs, no-shows (issue 28). */
  attendance: (applicationId: string) => `attendance-${applicationId}`,
  /** The certificates issued to one volunteer and their revocations (issue 29). */
  certificate: (volunteerId: string) => `certificate-${volunteerId}`,
  /** The generations of one volunteer's calendar feed address (issue 29). */
  calendar: (volunteerId: string) => `calendar-${volunteerId}`,
  /** One volunteer's weekly mail of matched opportunities: the opt-in and each digest sent (issue 29). */
  matching: (volunteerId: string) => `matching-${volunteerId}`,
} as const;

export const sliceOf = (streamId: string) => streamId.slice(0, streamId.indexOf('-'));
export const idOf = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);
