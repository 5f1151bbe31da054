import { createHash } from 'node:crypto';
import { z } from 'zod';
import { catalogue, type AccountTerminated } from '../catalogue';
import type { RecordedEvent } from '../envelope';
import { formatPosition } from '../envelope';

/**
 * Integration events: the public contract of the Kafka topic for data teams. The internal catalogue is free
 * to change; these types change only by a new version (`….v2`) published next to the old one. Payloads carry
 * ids, codes, districts, statuses, counts and dates only: no names, e-mails, phones, NICs, free text or
 * sealed blobs, so a consumer never holds personal data and an erasure needs nothing from them but to act on
 * `nvp.account.personal-data-erased.v1` for whatever they joined themselves.
 */
export interface IntegrationEventType<S extends z.ZodType = z.ZodType> {
  /** The CloudEvents `type`, e.g. `nvp.volunteer.registered.v1`. */
  type: string;
  version: number;
  description: string;
  /** The payload field that names the subject: the Kafka key. */
  key: string;
  schema: S;
}

const uuid = z.uuid();
const day = z.string().describe('A date (YYYY-MM-DD) or an ISO 8601 timestamp, as entered');
const district = z.string().describe('District name as in the reference data (lk-admin)');
const code = z.number().int().describe('A code of the reference data (forms.json)');

const define = <S extends z.ZodObject>(type: string, key: string & keyof z.infer<S>, description: string, schema: S): IntegrationEventType<S> => {
  const version = Number(/\.v(\d+)$/.exec(type)?.[1]);
  if (!version) throw new Error(`Integration event type ${type} must end with .v<version>`);
  return { type, version, key, description, schema };
};

const volunteerOnly = z.strictObject({ volunteerId: uuid });
const vioOnly = z.strictObject({ vioId: uuid });
const vioWithType = z.strictObject({ vioId: uuid, vioType: z.string().describe('VIO kind (the registration form type)') });
const accountOnly = z.strictObject({ subjectId: uuid });
const opportunityIds = z.strictObject({ opportunityId: uuid, vioId: uuid, kind: z.enum(['FORMAL', 'NON_FORMAL']) });
const opportunityFacts = z.strictObject({
  opportunityId: uuid,
  vioId: uuid,
  kind: z.enum(['FORMAL', 'NON_FORMAL']),
  category: code,
  noOfVolunteers: z.number().int(),
  coreFunctions: z.array(code),
  sdgNumbers: z.array(code),
  requiredSkills: z.array(code),
  district,
  divisionalSecretariat: z.string(),
  gnDivision: z.string(),
  isFullTime: z.boolean(),
  workingHourCount: z.number().int(),
  startDate: day,
  endDate: day,
  reviewAgain: z.boolean().optional().describe('Updates only: the change sends the opportunity back to review'),
});
const share = z.strictObject({ opportunityId: uuid, primaryVioId: uuid, secondaryVioId: uuid });
const applicationIds = z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid });
const waitlistIds = z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid });
const attendance = z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid, date: day });
const emergencyOpportunityOnly = z.strictObject({ opportunityId: uuid });
const emergencyVolunteer = z.strictObject({ opportunityId: uuid, volunteerId: uuid });
const membershipStates = ['requested', 'invited', 'joined', 'rejected', 'declined', 'cancelled', 'resigned', 'removed'] as const;
const membership = z.strictObject({
  volunteerId: uuid,
  vioId: uuid,
  state: z.enum(membershipStates).describe("The membership's state after the event (one membership per VIO and volunteer)"),
});
const subVioAssignment = z.strictObject({ volunteerId: uuid, vioId: uuid.describe('The principal VIO'), subVioId: uuid });
const subVio = z.strictObject({ vioId: uuid.describe('The sub-VIO'), parentVioId: uuid.describe('Its principal VIO') });

/** Every public type, by name. Adding one is a contract change: regenerate docs/asyncapi.yaml. */
export const integrationEvents = [
  define('nvp.volunteer.registered.v1', 'volunteerId', 'A volunteer registered (status EMAIL_UNVERIFIED).', z.strictObject({ volunteerId: uuid, registrationNo: z.string() })),
  define('nvp.volunteer.email-verified.v1', 'volunteerId', 'The volunteer verified their e-mail address (status MOBILE_UNVERIFIED).', volunteerOnly),
  define('nvp.volunteer.mobile-verified.v1', 'volunteerId', 'The volunteer verified their mobile number.', volunteerOnly),
  define(
    'nvp.volunteer.profile-submitted.v1',
    'volunteerId',
    'The volunteer submitted their profile (bio): the district they contribute in and the areas they volunteer for.',
    z.strictObject({ volunteerId: uuid, contributeDistrict: district, areasOfVolunteering: z.array(code), preferredLanguage: code }),
  ),
  define('nvp.volunteer.referee-reviewed.v1', 'volunteerId', 'A referee answered for the volunteer (the answers stay internal).', z.strictObject({ volunteerId: uuid, refereeId: uuid })),
  define('nvp.volunteer.approved.v1', 'volunteerId', 'An administrator approved the volunteer.', volunteerOnly),
  define('nvp.volunteer.rejected.v1', 'volunteerId', 'An administrator rejected the volunteer.', volunteerOnly),
  define('nvp.vio.registered.v1', 'vioId', 'An organisation (VIO) registered.', z.strictObject({ vioId: uuid, registrationNo: z.string(), vioType: z.string() })),
  define('nvp.vio.email-verified.v1', 'vioId', 'The VIO verified its e-mail address.', vioOnly),
  define('nvp.vio.profile-completed.v1', 'vioId', 'The VIO completed its profile.', vioWithType),
  define('nvp.vio.profile-updated.v1', 'vioId', 'The VIO changed its profile.', vioWithType),
  define('nvp.vio.approved.v1', 'vioId', 'An administrator approved the VIO.', vioOnly),
  define('nvp.vio.rejected.v1', 'vioId', 'An administrator rejected the VIO.', vioOnly),
  define('nvp.account.suspended.v1', 'subjectId', 'An account (volunteer, VIO or admin) was suspended until a date.', z.strictObject({ subjectId: uuid, until: day })),
  define('nvp.account.unsuspended.v1', 'subjectId', 'A suspension was lifted.', accountOnly),
  define(
    'nvp.account.terminated.v1',
    'subjectId',
    'An account was terminated, by its owner or by someone with authority over it (an administrator, or the principal VIO of a sub-VIO).',
    z.strictObject({
      subjectId: uuid,
      by: z
        .enum(['self', 'admin'])
        .describe(
          "'self': the owner closed it; 'admin': an administrator did, or (a sub-VIO) its principal VIO deleted it, in which case an nvp.vio.sub-vio-deleted.v1 with the same key comes just before",
        ),
    }),
  ),
  define(
    'nvp.account.personal-data-erased.v1',
    'subjectId',
    "The subject's personal data was erased: delete or anonymise whatever you joined to this id from other sources.",
    accountOnly,
  ),
  define('nvp.opportunity.created.v1', 'opportunityId', 'A VIO posted an opportunity (formal or non-formal); it awaits review.', opportunityFacts),
  define('nvp.opportunity.updated.v1', 'opportunityId', 'A VIO changed an opportunity.', opportunityFacts),
  define('nvp.opportunity.approved.v1', 'opportunityId', 'An administrator approved the opportunity: it is public.', opportunityIds),
  define('nvp.opportunity.rejected.v1', 'opportunityId', 'An administrator rejected the opportunity.', opportunityIds),
  define('nvp.opportunity.completed.v1', 'opportunityId', 'The opportunity was completed.', opportunityIds),
  define('nvp.opportunity.deleted.v1', 'opportunityId', 'The opportunity was deleted.', opportunityIds),
  define('nvp.opportunity.share-requested.v1', 'opportunityId', 'The owning VIO asked another VIO to share the opportunity.', share),
  define('nvp.opportunity.share-accepted.v1', 'opportunityId', 'The other VIO accepted the share.', share),
  define('nvp.opportunity.share-rejected.v1', 'opportunityId', 'The other VIO declined the share.', share),
  define(
    'nvp.application.submitted.v1',
    'applicationId',
    'A volunteer applied for an opportunity, for the given dates.',
    z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid, dates: z.array(day), contributeDistrict: district.nullable() }),
  ),
  define('nvp.application.selected.v1', 'applicationId', 'An administrator shortlisted the application.', applicationIds),
  define('nvp.application.rejected-by-admin.v1', 'applicationId', 'An administrator rejected the application.', applicationIds),
  define('nvp.application.approved.v1', 'applicationId', 'The VIO approved the volunteer.', applicationIds),
  define('nvp.application.rejected-by-vio.v1', 'applicationId', 'The VIO did not take the volunteer.', applicationIds),
  define(
    'nvp.application.withdrawn.v1',
    'applicationId',
    'The volunteer withdrew the application before its first day; an approved one gave its place back.',
    z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid, previousStatus: z.enum(['PENDING', 'SELECTED', 'APPROVED']) }),
  ),
  define('nvp.application.waitlisted.v1', 'applicationId', 'The application came when every place was taken: it joined the end of the waitlist.', waitlistIds),
  define('nvp.application.waitlist-offered.v1', 'applicationId', 'A freed place was offered to the first waiting application until expiresAt.', waitlistIds.extend({ expiresAt: day })),
  define('nvp.application.waitlist-offer-accepted.v1', 'applicationId', 'The volunteer accepted the offered place in time; the application holds it.', waitlistIds),
  define(
    'nvp.application.waitlist-offer-lapsed.v1',
    'applicationId',
    'The volunteer declined the offered place or let it expire; it went to the next.',
    waitlistIds.extend({ reason: z.enum(['DECLINED', 'EXPIRED']) }),
  ),
  define(
    'nvp.application.waitlist-left.v1',
    'applicationId',
    'A waiting application left the list: withdrawn, or rejected by a review.',
    waitlistIds.extend({ reason: z.enum(['WITHDRAWN', 'REJECTED']) }),
  ),
  define(
    'nvp.application.agreement-confirmed.v1',
    'applicationId',
    'One party confirmed the volunteer agreement.',
    z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid, party: z.enum(['VOLUNTEER', 'VIO']) }),
  ),
  define(
    'nvp.application.volunteer-feedback-submitted.v1',
    'applicationId',
    "The volunteer's feedback on the placement: satisfaction (1-5), whether they recommend it, hours contributed.",
    z.strictObject({
      applicationId: uuid,
      opportunityId: uuid,
      volunteerId: uuid,
      vioId: uuid,
      satisfied: z.number().int(),
      recommend: z.boolean(),
      contributionHours: z.number(),
      date: day,
    }),
  ),
  define(
    'nvp.application.vio-feedback-submitted.v1',
    'applicationId',
    "The VIO's feedback on the placement: the hours it counts (its ratings of the person stay internal).",
    z.strictObject({ applicationId: uuid, opportunityId: uuid, volunteerId: uuid, vioId: uuid, hours: z.number(), date: day }),
  ),
  define(
    'nvp.attendance.checked-in.v1',
    'applicationId',
    'On an engagement day the VIO checked the volunteer in (CODE: their signed code scanned; NAME: ticked by name).',
    attendance.extend({ at: z.string().describe('ISO 8601 moment'), method: z.enum(['CODE', 'NAME']) }),
  ),
  define(
    'nvp.attendance.checked-out.v1',
    'applicationId',
    'The VIO checked the volunteer out the same day; the hours between check-in and check-out are proposed when it confirms hours.',
    attendance.extend({ at: z.string().describe('ISO 8601 moment'), method: z.enum(['CODE', 'NAME']) }),
  ),
  define('nvp.attendance.no-show.v1', 'applicationId', 'The volunteer was approved for the day but never checked in.', attendance),
  define('nvp.attendance.reminder-sent.v1', 'applicationId', 'The day before an engagement day the volunteer was reminded and asked to answer YES or NO.', attendance),
  define(
    'nvp.attendance.engagement-confirmed.v1',
    'applicationId',
    'The volunteer answered YES to the reminder: they will come (a later answer before the day replaces it).',
    attendance.extend({ channel: z.enum(['sms', 'email']) }),
  ),
  define(
    'nvp.attendance.engagement-declined.v1',
    'applicationId',
    "The volunteer answered NO to the reminder: they cannot come (on the application's last day its place goes to the waitlist).",
    attendance.extend({ channel: z.enum(['sms', 'email']) }),
  ),
  define(
    'nvp.matching.mail-preference-set.v1',
    'volunteerId',
    'The volunteer switched the weekly mail of opportunities matched to them on (weekly: true) or off (issue 29).',
    z.strictObject({ volunteerId: uuid, weekly: z.boolean(), at: day }),
  ),
  define(
    'nvp.matching.digest-sent.v1',
    'volunteerId',
    'The weekly job mailed a volunteer the opportunities newly matched to them, best first (ids only; the ranking and its reasons stay internal).',
    z.strictObject({ volunteerId: uuid, opportunityIds: z.array(uuid), at: day }),
  ),
  define(
    'nvp.certificate.issued.v1',
    'volunteerId',
    "A certificate of confirmed hours was issued: ENGAGEMENT for one completed engagement, ANNUAL for a past year (issue 29). certificateRef is a one-way digest of the certificate's id (the id itself opens the public verification, which names the person, so it stays internal).",
    z.strictObject({
      certificateRef: z.string().describe("SHA-256 of the certificate's id, hex: matches its revocation"),
      volunteerId: uuid,
      kind: z.enum(['ENGAGEMENT', 'ANNUAL']),
      applicationId: uuid.optional(),
      opportunityId: uuid.optional(),
      vioId: uuid.optional(),
      year: z.number().int().optional(),
      hours: z.number(),
      from: day,
      to: day,
    }),
  ),
  define(
    'nvp.certificate.revoked.v1',
    'volunteerId',
    'A certificate stopped being valid: its confirmed hours changed (a new one is issued beside it).',
    z.strictObject({ certificateRef: z.string().describe("SHA-256 of the certificate's id, hex"), volunteerId: uuid, reason: z.enum(['HOURS_CORRECTED']) }),
  ),
  define('nvp.complaint.submitted.v1', 'complaintId', 'A complaint was filed (its text stays internal).', z.strictObject({ complaintId: uuid, userType: z.string() })),
  define('nvp.complaint.resolved.v1', 'complaintId', 'An administrator resolved the complaint.', z.strictObject({ complaintId: uuid })),
  define(
    'nvp.emergency.opportunity-created.v1',
    'opportunityId',
    'An emergency opportunity was opened (texts and supervisor contacts stay internal).',
    z.strictObject({
      opportunityId: uuid,
      ownerId: uuid,
      category: z.array(z.string()),
      coreFunctions: z.array(z.string()),
      noOfVolunteers: z.number().int(),
      sdgNumbers: z.array(code),
      district,
      divisionalSecretariat: z.string(),
      gnDivision: z.string(),
      startDate: day,
      endDate: day,
    }),
  ),
  define('nvp.emergency.opportunity-completed.v1', 'opportunityId', 'The emergency opportunity was completed.', emergencyOpportunityOnly),
  define('nvp.emergency.opportunity-deleted.v1', 'opportunityId', 'The emergency opportunity was deleted.', emergencyOpportunityOnly),
  define(
    'nvp.emergency.volunteers-invited.v1',
    'opportunityId',
    'Standby volunteers were called out.',
    z.strictObject({ opportunityId: uuid, volunteerIds: z.array(uuid), count: z.number().int() }),
  ),
  define(
    'nvp.emergency.volunteer-replied.v1',
    'opportunityId',
    'A called-out volunteer answered, by SMS or link.',
    z.strictObject({ opportunityId: uuid, volunteerId: uuid, answer: z.string(), channel: z.string() }),
  ),
  define('nvp.emergency.volunteer-added.v1', 'opportunityId', 'A volunteer was added to the emergency team.', emergencyVolunteer),
  define('nvp.emergency.volunteer-removed.v1', 'opportunityId', 'A volunteer was removed from the emergency team.', emergencyVolunteer),
  define('nvp.emergency.volunteer-completed.v1', 'opportunityId', "A volunteer's mobilisation was completed.", emergencyVolunteer),
  define(
    'nvp.emergency.feedback-submitted.v1',
    'opportunityId',
    'Feedback after a mobilisation: who it is about and the hours contributed (its text stays internal).',
    z.strictObject({ opportunityId: uuid, volunteerId: uuid, about: z.string(), contributionHours: z.number() }),
  ),
  define('nvp.membership.requested.v1', 'volunteerId', 'The volunteer asked to join the VIO.', membership),
  define('nvp.membership.invited.v1', 'volunteerId', 'The VIO invited a registered volunteer to join (the e-mail and the VIO name stay internal).', membership),
  define(
    'nvp.membership.accepted.v1',
    'volunteerId',
    "The volunteer joined the VIO: the VIO accepted a request ('vio') or the volunteer accepted an invitation ('volunteer').",
    z.strictObject({ ...membership.shape, by: z.enum(['vio', 'volunteer']) }),
  ),
  define('nvp.membership.rejected.v1', 'volunteerId', 'The VIO refused the request: the volunteer can not ask this VIO again.', membership),
  define('nvp.membership.declined.v1', 'volunteerId', 'The volunteer refused the invitation (they may ask later).', membership),
  define('nvp.membership.cancelled.v1', 'volunteerId', 'The volunteer withdrew their request.', membership),
  define('nvp.membership.resigned.v1', 'volunteerId', "The volunteer left the VIO; their sub-VIO assignments end with it.", membership),
  define('nvp.membership.removed.v1', 'volunteerId', 'The VIO removed the member (they can not ask again); their sub-VIO assignments end with it.', membership),
  define('nvp.membership.sub-vio-assigned.v1', 'volunteerId', 'The principal VIO assigned one of its members to one of its sub-VIOs.', subVioAssignment),
  define('nvp.membership.sub-vio-unassigned.v1', 'volunteerId', "The principal VIO took a member's assignment to a sub-VIO back.", subVioAssignment),
  define(
    'nvp.vio.sub-vio-created.v1',
    'vioId',
    'An approved VIO created a sub-VIO under itself (published after the sub-VIO\'s nvp.vio.registered.v1; its e-mail, leader and link stay internal).',
    subVio,
  ),
  define('nvp.vio.sub-vio-deleted.v1', 'vioId', 'The principal deleted its sub-VIO (an nvp.account.terminated.v1 follows); its member assignments end.', subVio),
  define(
    'nvp.vio.sub-vio-transferred.v1',
    'vioId',
    "An administrator moved the sub-VIO under another approved principal (status TRANSFERRED); its assignments of the old principal's members end.",
    z.strictObject({ vioId: uuid.describe('The sub-VIO'), fromParentVioId: uuid, toParentVioId: uuid }),
  ),
] as const;

export type IntegrationEventName = (typeof integrationEvents)[number]['type'];
const byName = new Map<string, IntegrationEventType>(integrationEvents.map((e) => [e.type, e]));
if (byName.size !== integrationEvents.length) throw new Error('Integration event types must be unique');
export const integrationEvent = (type: string) => byName.get(type);

type Data = Record<string, any>;
/** An internal type either becomes one public type through `map`, or is deliberately left off the stream. */
export type IntegrationMapping = { to: IntegrationEventName; map: (data: Data) => Data } | { excluded: string };

const pick =
  (...fields: string[]) =>
  (d: Data) =>
    Object.fromEntries(fields.filter((f) => d[f] !== undefined).map((f) => [f, d[f]]));
const as = (to: IntegrationEventName, map: (data: Data) => Data): IntegrationMapping => ({ to, map });
/** A certificate's id as a one-way reference (the id itself is a capability: it opens the public verification). */
const certificateRef = (id: string) => createHash('sha256').update(id).digest('hex');
const excluded = (reason: string): IntegrationMapping => ({ excluded: reason });

const RESERVATION = 'reservation/counter stream: an internal uniqueness or numbering device, no fact of the domain';
const STAFF = 'staff account administration (admins, emergency-login users): internal, and about named staff';
const SECURITY = 'security internals (secrets, codes, password changes)';
const membershipOf = (state: (typeof membershipStates)[number]) => (d: Data) => ({ volunteerId: d.volunteerId, vioId: d.vioId, state });
/**
 * Who terminated an account, in the public words. A sub-VIO deleted by its principal is 'admin' (the authority
 * over that account), not a new value: a new enum value is a breaking change for consumers that validate or
 * switch exhaustively (docs/stream.md, Versioning), and nvp.vio.sub-vio-deleted.v1 already says who it was.
 * Typed by the internal enum: a new internal value fails the type check until it is decided here.
 */
const terminatedBy: Record<z.infer<typeof AccountTerminated.schema>['by'], 'self' | 'admin'> = { self: 'self', admin: 'admin', principal: 'admin' };
const CONTENT = 'public website content (news, stories, partners, documents, images): free text served by the content API';

const opportunity = (kind: 'FORMAL' | 'NON_FORMAL') => (d: Data) => ({
  opportunityId: d.opportunityId,
  vioId: d.vioId,
  kind,
  category: d.opportunity.category,
  noOfVolunteers: d.opportunity.noOfVolunteers,
  coreFunctions: d.opportunity.coreFunctions,
  sdgNumbers: d.opportunity.sdgNumbers,
  requiredSkills: d.opportunity.requiredSkills,
  district: d.opportunity.district,
  divisionalSecretariat: d.opportunity.divisionalSecretariat,
  gnDivision: d.opportunity.gnDivision,
  isFullTime: d.opportunity.isFullTime,
  workingHourCount: d.opportunity.workingHourCount,
  startDate: d.opportunity.startDate,
  endDate: d.opportunity.endDate,
  ...(d.reviewAgain === undefined ? {} : { reviewAgain: d.reviewAgain }),
});
const opportunityIdsOf = (kind: 'FORMAL' | 'NON_FORMAL') => (d: Data) => ({ opportunityId: d.opportunityId, vioId: d.vioId, kind });
const applicationIdsOf = pick('applicationId', 'opportunityId', 'volunteerId', 'vioId');

/**
 * Internal type → integration event, explicitly, for every type of the catalogue (a test fails on a type
 * that is neither mapped nor excluded, so a new internal event is a decision, not an accident).
 */
export const integrationMappings: Record<string, IntegrationMapping> = {
  UniqueValueClaimed: excluded(RESERVATION),
  UniqueValueReleased: excluded(RESERVATION),
  RegistrationNumberIssued: excluded(RESERVATION),
  VolunteerRegistered: as('nvp.volunteer.registered.v1', pick('volunteerId', 'registrationNo')),
  VolunteerEmailVerified: as('nvp.volunteer.email-verified.v1', pick('volunteerId')),
  VolunteerPhoneCodeSent: excluded(SECURITY),
  VolunteerPhoneCodeRejected: excluded(SECURITY),
  VolunteerPhoneVerified: as('nvp.volunteer.mobile-verified.v1', pick('volunteerId')),
  VolunteerBioSubmitted: as('nvp.volunteer.profile-submitted.v1', (d) => ({
    volunteerId: d.volunteerId,
    contributeDistrict: d.profile.contributeDistrict,
    areasOfVolunteering: d.profile.areasOfVolunteering,
    preferredLanguage: d.profile.preferredLanguage,
  })),
  VolunteerBioDraftSaved: excluded('an unfinished bio, wholly sealed: its full save is published as nvp.volunteer.profile-submitted.v1'),
  RefereeAdded: excluded('about a third person (the referee): the review, when it comes, is published'),
  RefereeReviewed: as('nvp.volunteer.referee-reviewed.v1', pick('volunteerId', 'refereeId')),
  VolunteerApproved: as('nvp.volunteer.approved.v1', pick('volunteerId')),
  VolunteerRejected: as('nvp.volunteer.rejected.v1', pick('volunteerId')),
  VioRegistered: as('nvp.vio.registered.v1', (d) => ({ vioId: d.vioId, registrationNo: d.registrationNo, vioType: d.type })),
  VioEmailVerified: as('nvp.vio.email-verified.v1', pick('vioId')),
  VioProfileCompleted: as('nvp.vio.profile-completed.v1', (d) => ({ vioId: d.vioId, vioType: d.type })),
  VioProfileUpdated: as('nvp.vio.profile-updated.v1', (d) => ({ vioId: d.vioId, vioType: d.type })),
  VioApproved: as('nvp.vio.approved.v1', pick('vioId')),
  VioRejected: as('nvp.vio.rejected.v1', pick('vioId')),
  AdminInvited: excluded(STAFF),
  AdminRegistered: excluded(STAFF),
  AdminDetailsUpdated: excluded(STAFF),
  PasswordChanged: excluded(SECURITY),
  PasswordResetRequested: excluded(SECURITY),
  SignedOut: excluded(SECURITY),
  ProfileImageChanged: excluded("a person's picture"),
  AccountSuspended: as('nvp.account.suspended.v1', pick('subjectId', 'until')),
  AccountUnsuspended: as('nvp.account.unsuspended.v1', pick('subjectId')),
  AccountTerminated: as('nvp.account.terminated.v1', (d) => ({ subjectId: d.subjectId, by: terminatedBy[d.by as keyof typeof terminatedBy] })),
  PersonalDataErased: as('nvp.account.personal-data-erased.v1', pick('subjectId')),
  ImageUploaded: excluded(CONTENT),
  ImageDiscarded: excluded(CONTENT),
  NewsPublished: excluded(CONTENT),
  NewsEdited: excluded(CONTENT),
  NewsArchived: excluded(CONTENT),
  NewsActivated: excluded(CONTENT),
  StoryAdded: excluded(CONTENT),
  StoryUpdated: excluded(CONTENT),
  StoryDeleted: excluded(CONTENT),
  PartnerAdded: excluded(CONTENT),
  PartnerUpdated: excluded(CONTENT),
  PartnerDeleted: excluded(CONTENT),
  DocumentPublished: excluded(CONTENT),
  OpportunityCreated: as('nvp.opportunity.created.v1', opportunity('FORMAL')),
  OpportunityUpdated: as('nvp.opportunity.updated.v1', opportunity('FORMAL')),
  OpportunityApproved: as('nvp.opportunity.approved.v1', opportunityIdsOf('FORMAL')),
  OpportunityRejected: as('nvp.opportunity.rejected.v1', opportunityIdsOf('FORMAL')),
  OpportunityCompleted: as('nvp.opportunity.completed.v1', opportunityIdsOf('FORMAL')),
  OpportunityDeleted: as('nvp.opportunity.deleted.v1', opportunityIdsOf('FORMAL')),
  OpportunityShareRequested: as('nvp.opportunity.share-requested.v1', pick('opportunityId', 'primaryVioId', 'secondaryVioId')),
  OpportunityShareAccepted: as('nvp.opportunity.share-accepted.v1', pick('opportunityId', 'primaryVioId', 'secondaryVioId')),
  OpportunityShareRejected: as('nvp.opportunity.share-rejected.v1', pick('opportunityId', 'primaryVioId', 'secondaryVioId')),
  NonFormalOpportunityCreated: as('nvp.opportunity.created.v1', opportunity('NON_FORMAL')),
  NonFormalOpportunityUpdated: as('nvp.opportunity.updated.v1', opportunity('NON_FORMAL')),
  NonFormalOpportunityApproved: as('nvp.opportunity.approved.v1', opportunityIdsOf('NON_FORMAL')),
  NonFormalOpportunityRejected: as('nvp.opportunity.rejected.v1', opportunityIdsOf('NON_FORMAL')),
  // Issue 27: a draft is the VIO's unfinished work, seen by no one else; its submission is nvp.opportunity.created.v1.
  OpportunityDraftSaved: excluded('an unfinished opportunity seen only by its VIO: published as nvp.opportunity.created.v1 when it is submitted'),
  OpportunityDraftDeleted: excluded('a draft deleted before it was ever submitted: nothing was published about it'),
  ApplicationSubmitted: as('nvp.application.submitted.v1', (d) => ({ ...applicationIdsOf(d), dates: d.dates, contributeDistrict: d.applicant?.contributeDistrict ?? null })),
  ApplicationSelected: as('nvp.application.selected.v1', applicationIdsOf),
  ApplicationRejectedByAdmin: as('nvp.application.rejected-by-admin.v1', applicationIdsOf),
  ApplicationApproved: as('nvp.application.approved.v1', applicationIdsOf),
  ApplicationRejectedByVio: as('nvp.application.rejected-by-vio.v1', applicationIdsOf),
  AgreementConfirmed: as('nvp.application.agreement-confirmed.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'party')),
  VolunteerFeedbackSubmitted: as(
    'nvp.application.volunteer-feedback-submitted.v1',
    pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'satisfied', 'recommend', 'contributionHours', 'date'),
  ),
  VioFeedbackSubmitted: as('nvp.application.vio-feedback-submitted.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'hours', 'date')),
  ApplicationWithdrawn: as('nvp.application.withdrawn.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'previousStatus')),
  ApplicationPlaceTaken: excluded(`${RESERVATION} (the places of an opportunity)`),
  ApplicationPlaceReleased: excluded(`${RESERVATION} (the places of an opportunity)`),
  ApplicationWaitlisted: as('nvp.application.waitlisted.v1', pick('applicationId', 'opportunityId', 'volunteerId')),
  WaitlistPlaceOffered: as('nvp.application.waitlist-offered.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'expiresAt')),
  WaitlistOfferAccepted: as('nvp.application.waitlist-offer-accepted.v1', pick('applicationId', 'opportunityId', 'volunteerId')),
  WaitlistOfferLapsed: as('nvp.application.waitlist-offer-lapsed.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'reason')),
  WaitlistLeft: as('nvp.application.waitlist-left.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'reason')),
  ComplaintSubmitted: as('nvp.complaint.submitted.v1', pick('complaintId', 'userType')),
  ComplaintResolved: as('nvp.complaint.resolved.v1', pick('complaintId')),
  EmergencyUserInvited: excluded(STAFF),
  EmergencyUserRegistered: excluded(STAFF),
  EmergencyUserTerminated: excluded(STAFF),
  EmergencyUserActivated: excluded(STAFF),
  EmergencyOpportunityCreated: as(
    'nvp.emergency.opportunity-created.v1',
    pick('opportunityId', 'ownerId', 'category', 'coreFunctions', 'noOfVolunteers', 'sdgNumbers', 'district', 'divisionalSecretariat', 'gnDivision', 'startDate', 'endDate'),
  ),
  EmergencyOpportunityCompleted: as('nvp.emergency.opportunity-completed.v1', pick('opportunityId')),
  EmergencyOpportunityDeleted: as('nvp.emergency.opportunity-deleted.v1', pick('opportunityId')),
  EmergencyVolunteersInvited: as('nvp.emergency.volunteers-invited.v1', (d) => ({
    opportunityId: d.opportunityId,
    volunteerIds: d.volunteers.map((v: { volunteerId: string }) => v.volunteerId),
    count: d.volunteers.length,
  })),
  EmergencyVolunteerReplied: as('nvp.emergency.volunteer-replied.v1', pick('opportunityId', 'volunteerId', 'answer', 'channel')),
  EmergencyVolunteerAdded: as('nvp.emergency.volunteer-added.v1', pick('opportunityId', 'volunteerId')),
  EmergencyVolunteerRemoved: as('nvp.emergency.volunteer-removed.v1', pick('opportunityId', 'volunteerId')),
  EmergencyVolunteerCompleted: as('nvp.emergency.volunteer-completed.v1', pick('opportunityId', 'volunteerId')),
  EmergencyFeedbackSubmitted: as('nvp.emergency.feedback-submitted.v1', pick('opportunityId', 'volunteerId', 'about', 'contributionHours')),
  SubjectHistoryViewed: excluded('audit trail of staff reading histories (which auditor looked at whom): internal oversight, about named staff'),
  MembershipRequested: as('nvp.membership.requested.v1', membershipOf('requested')),
  MembershipInvited: as('nvp.membership.invited.v1', membershipOf('invited')),
  MembershipAccepted: as('nvp.membership.accepted.v1', (d) => ({ ...membershipOf('joined')(d), by: d.by })),
  MembershipRejected: as('nvp.membership.rejected.v1', membershipOf('rejected')),
  MembershipDeclined: as('nvp.membership.declined.v1', membershipOf('declined')),
  MembershipCancelled: as('nvp.membership.cancelled.v1', membershipOf('cancelled')),
  MembershipResigned: as('nvp.membership.resigned.v1', membershipOf('resigned')),
  MembershipRemoved: as('nvp.membership.removed.v1', membershipOf('removed')),
  MemberAssignedToSubVio: as('nvp.membership.sub-vio-assigned.v1', pick('volunteerId', 'vioId', 'subVioId')),
  MemberUnassignedFromSubVio: as('nvp.membership.sub-vio-unassigned.v1', pick('volunteerId', 'vioId', 'subVioId')),
  OrgVolunteerRegistrationInvited: excluded('an invitation to register sent to an e-mail with no account: about a person outside the platform, nothing but the sealed address'),
  OrgVolunteerInvitationExpired: excluded('bookkeeping of an invitation to a bare e-mail that nobody took up: no volunteer, no membership'),
  OrgVolunteerInvitationHandedOver: excluded(
    'bookkeeping of an invitation to a bare e-mail once its volunteer registered: when it becomes an invitation, nvp.membership.invited.v1 is published',
  ),
  SubVioCreated: as('nvp.vio.sub-vio-created.v1', pick('vioId', 'parentVioId')),
  SubVioPasswordSet: excluded(SECURITY),
  SubVioDeleted: as('nvp.vio.sub-vio-deleted.v1', pick('vioId', 'parentVioId')),
  SubVioTransferred: as('nvp.vio.sub-vio-transferred.v1', pick('vioId', 'fromParentVioId', 'toParentVioId')),
  // Who recorded it and which code was scanned stay internal (staff accounts, one-time code ids).
  AttendanceCheckedIn: as('nvp.attendance.checked-in.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date', 'at', 'method')),
  AttendanceCheckedOut: as('nvp.attendance.checked-out.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date', 'at', 'method')),
  AttendanceNoShow: as('nvp.attendance.no-show.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date')),
  EngagementReminderSent: as('nvp.attendance.reminder-sent.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date')),
  EngagementConfirmed: as('nvp.attendance.engagement-confirmed.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date', 'channel')),
  EngagementDeclined: as('nvp.attendance.engagement-declined.v1', pick('applicationId', 'opportunityId', 'volunteerId', 'vioId', 'date', 'channel')),
  // Issue 29: the generation of a secret address (the feed's key), no fact of volunteering.
  CalendarFeedRenewed: excluded(SECURITY),
  MatchMailPreferenceSet: as('nvp.matching.mail-preference-set.v1', pick('volunteerId', 'weekly', 'at')),
  MatchDigestSent: as('nvp.matching.digest-sent.v1', pick('volunteerId', 'opportunityIds', 'at')),
  // Issue 29: the certificate's id is a capability (it opens the public verification, which names the person): a digest instead.
  CertificateIssued: as('nvp.certificate.issued.v1', (d) => ({
    certificateRef: certificateRef(d.certificateId),
    ...pick('volunteerId', 'kind', 'applicationId', 'opportunityId', 'vioId', 'year', 'hours')(d),
    from: d.period.from,
    to: d.period.to,
  })),
  CertificateRevoked: as('nvp.certificate.revoked.v1', (d) => ({ certificateRef: certificateRef(d.certificateId), ...pick('volunteerId', 'reason')(d) })),
};

/** The CloudEvents attributes of one message (Kafka binary mode: each becomes a `ce_…` header). */
export interface IntegrationEnvelope {
  specversion: '1.0';
  /** The internal event id: stable across re-publication, so consumers deduplicate by it. */
  id: string;
  source: string;
  type: IntegrationEventName;
  subject: string;
  /** When it happened (the command's time), ISO 8601. */
  time: string;
  datacontenttype: 'application/json';
  dataschema: string;
  /** Extension: the schema version of `type` (also its `.vN` suffix). */
  schemaversion: string;
  /** Extension: the event's position in the log ("commit/prepare"), increasing; for resuming and ordering checks. */
  position: string;
}

export const INTEGRATION_SOURCE = 'urn:nvp:platform';
export const dataSchemaOf = (type: string) => `urn:nvp:schema:${type}`;

export type IntegrationMessage = { envelope: IntegrationEnvelope; data: Data } | { excluded: string };

/**
 * Errors marked `permanent` fail the same way on every attempt for the same event: retrying cannot help, so
 * delivery dead-letters the event at once (projections/src/runner/sink-delivery.ts honours the marker) and
 * the stream goes on. A fix plus a core admin's retry publishes it later.
 */
export class UnmappedEventError extends Error {
  readonly name = 'UnmappedEventError';
  readonly permanent = true;
  constructor(readonly eventType: string) {
    super(`No integration mapping for ${eventType}: map it or exclude it in events/src/integration`);
  }
}

/** One line per zod issue, its path and message only: no input values (they could be anything). */
const describeFailure = (error: unknown) =>
  error instanceof z.ZodError
    ? error.issues.map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`).join('; ')
    : error instanceof Error
      ? `${error.name}: ${error.message.split('\n')[0]}`
      : String(error);

/** The event can not become its public form: the upcaster or the mapping threw, or the public schema refused the payload. */
export class IntegrationMappingError extends Error {
  readonly name = 'IntegrationMappingError';
  readonly permanent = true;
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly publicType: string,
    cause: unknown,
  ) {
    super(`Cannot map ${eventType} ${eventId} to ${publicType}: ${describeFailure(cause)}`, { cause });
  }
}

/**
 * An internal event as its integration event, or why it is not published. The data is upcast to the
 * type's current version first, and the payload is checked against the public schema (strict objects:
 * a field the contract does not name can never slip out). Throws a permanent error when that can not be done.
 */
export const toIntegrationEvent = (event: Pick<RecordedEvent, 'id' | 'type' | 'version' | 'data' | 'metadata' | 'position' | 'recordedAt'>): IntegrationMessage => {
  const mapping = integrationMappings[event.type];
  if (!mapping) throw new UnmappedEventError(event.type);
  if ('excluded' in mapping) return { excluded: mapping.excluded };
  const definition = integrationEvent(mapping.to)!;
  let data: Data;
  try {
    data = definition.schema.parse(mapping.map(catalogue.upcast(event.type, event.version, event.data) as Data)) as Data;
  } catch (error) {
    throw new IntegrationMappingError(event.id, event.type, mapping.to, error);
  }
  return {
    envelope: {
      specversion: '1.0',
      id: event.id,
      source: INTEGRATION_SOURCE,
      type: mapping.to,
      subject: String(data[definition.key]),
      time: event.metadata?.occurredAt ?? event.recordedAt.toISOString(),
      datacontenttype: 'application/json',
      dataschema: dataSchemaOf(mapping.to),
      schemaversion: String(definition.version),
      position: formatPosition(event.position),
    },
    data,
  };
};

/** The payload's JSON Schema (draft 2020-12), as published in docs/asyncapi.yaml and docs/schemas/. */
export const integrationJsonSchema = (definition: IntegrationEventType) => ({
  $id: dataSchemaOf(definition.type),
  title: definition.type,
  description: definition.description,
  ...(z.toJSONSchema(definition.schema) as Record<string, unknown>),
});
