import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';

const id = z.string().uuid();

// ---- Emergency users (stream emergency-<userId>) ---------------------------------------------------------

/** Sealed: { name, email, secret } (the secret only for the mail). */
export const EmergencyUserInvited = defineEvent(
  'emergency',
  'EmergencyUserInvited',
  z.object({ userId: id, secretHash: z.string(), expiresAt: z.string(), invitedBy: id, personal: sealedSchema }),
  'An admin created an emergency-login user; the mailed link (/emergency/verify/…) sets the password once, until expiresAt. Inviting again replaces the link.',
);
/** Sealed: { name, email, passwordHash }. */
export const EmergencyUserRegistered = defineEvent(
  'emergency',
  'EmergencyUserRegistered',
  z.object({ userId: id, personal: sealedSchema }),
  'The emergency user chose a password through the mailed link: verified, may log in as EMERGENCY_LOGIN.',
);
export const EmergencyUserTerminated = defineEvent(
  'emergency',
  'EmergencyUserTerminated',
  z.object({ userId: id, adminId: id }),
  'An admin terminated the emergency user: its sessions stop at once and it cannot log in. Unlike AccountTerminated it is reversible (EmergencyUserActivated) and erases nothing.',
);
export const EmergencyUserActivated = defineEvent(
  'emergency',
  'EmergencyUserActivated',
  z.object({ userId: id, adminId: id }),
  'An admin activated a terminated emergency user again.',
);

// ---- Emergency opportunities (stream emergencyOpportunity-<id>) -------------------------------------------

const triple = z.object({ en: z.string(), si: z.string(), ta: z.string() });

/** The opening of an emergency opportunity as far as it is public to the platform (its texts and place). */
const emergencyOpportunityOpening = {
  opportunityId: id,
  ownerId: id,
  title: z.string(),
  category: z.array(z.string()),
  noOfVolunteers: z.number().int(),
  coreFunctions: z.array(z.string()),
  sdgNumbers: z.array(z.number().int()),
  description: triple,
  smsDescription: triple,
  district: z.string(),
  divisionalSecretariat: z.string(),
  gnDivision: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
};
/** The supervisor (contact person): personal data, sealed with the owning emergency user's key from v2 on. */
export const emergencySupervisorFields = ['supervisorName', 'supervisorLandline', 'supervisorMobile', 'supervisorEmail'] as const;
export const emergencySupervisorSchema = z.object({ supervisorName: z.string(), supervisorLandline: z.string(), supervisorMobile: z.string(), supervisorEmail: z.string() });
export type EmergencySupervisor = z.infer<typeof emergencySupervisorSchema>;
/** v1 (before issue 23): the supervisor in clear. */
const emergencyOpportunityCreatedV1 = z.object({ ...emergencyOpportunityOpening, ...emergencySupervisorSchema.shape });

/**
 * Sealed with the owner's (the emergency user's) key: { supervisorName, supervisorLandline, supervisorMobile,
 * supervisorEmail }, like a formal opportunity's supervisor under its VIO's key; erasing the owner shreds them.
 * v1 events (older logs) carry them in clear and stay so (the log is immutable): the upcaster drops them for
 * readers of the current version; the emergency read model reads the stored v1 row tolerantly and nulls
 * the supervisor on the owner's erasure, live and on rebuild.
 */
export const EmergencyOpportunityCreated = defineEvent(
  'emergency',
  'EmergencyOpportunityCreated',
  z.object({ ...emergencyOpportunityOpening, personal: sealedSchema }),
  "An emergency user opened an emergency opportunity (OPEN). Its texts are the organisation's, not personal data; the supervisor is sealed (v2; in clear in v1).",
  {
    1: {
      schema: emergencyOpportunityCreatedV1,
      upcast: (data) => {
        const { supervisorName: _n, supervisorLandline: _l, supervisorMobile: _m, supervisorEmail: _e, ...rest } = data as z.infer<typeof emergencyOpportunityCreatedV1>;
        return rest;
      },
    },
  },
);
export const EmergencyOpportunityCompleted = defineEvent(
  'emergency',
  'EmergencyOpportunityCompleted',
  z.object({ opportunityId: id }),
  'The opportunity is over (COMPLETED); nothing more can be done on it.',
);
export const EmergencyOpportunityDeleted = defineEvent(
  'emergency',
  'EmergencyOpportunityDeleted',
  z.object({ opportunityId: id }),
  'The opportunity was deleted while OPEN (DELETED); it leaves the lists.',
);
export const EmergencyVolunteersInvited = defineEvent(
  'emergency',
  'EmergencyVolunteersInvited',
  z.object({ opportunityId: id, volunteers: z.array(z.object({ volunteerId: id, registrationNo: z.string() })).min(1) }),
  'Standby volunteers were called out (NEW → INVITED): each gets an SMS in their preferred language and a mail, sent from the projection side. One event for any number of volunteers.',
);
export const EmergencyVolunteerReplied = defineEvent(
  'emergency',
  'EmergencyVolunteerReplied',
  z.object({ opportunityId: id, volunteerId: id, answer: z.enum(['YES', 'NO']), channel: z.enum(['sms', 'email']) }),
  'An invited volunteer answered the call-out by SMS or the mailed link: YES makes them ACCEPTED, NO DECLINED.',
);
export const EmergencyVolunteerAdded = defineEvent(
  'emergency',
  'EmergencyVolunteerAdded',
  z.object({ opportunityId: id, volunteerId: id }),
  'The emergency user took an invited volunteer on (ACCEPTED).',
);
export const EmergencyVolunteerRemoved = defineEvent(
  'emergency',
  'EmergencyVolunteerRemoved',
  z.object({ opportunityId: id, volunteerId: id }),
  'The emergency user set an accepted or declined volunteer back to INVITED.',
);
export const EmergencyVolunteerCompleted = defineEvent(
  'emergency',
  'EmergencyVolunteerCompleted',
  z.object({ opportunityId: id, volunteerId: id }),
  "An accepted volunteer's mobilisation is over (COMPLETED): it counts as a mobilisation in the reports.",
);

/** Sealed with the volunteer's key: { feedback } (the ratings and texts); the hours stay clear for the reports. */
export const EmergencyFeedbackSubmitted = defineEvent(
  'emergency',
  'EmergencyFeedbackSubmitted',
  z.object({
    opportunityId: id,
    volunteerId: id,
    emergencyLoginId: id,
    about: z.enum(['volunteer', 'emergencyLogin']),
    contributionHours: z.number().min(0),
    personal: sealedSchema,
  }),
  "Feedback after a completed mobilisation: by the emergency user about the volunteer ('volunteer') or by the volunteer about the mobilisation ('emergencyLogin'); once each. contributionHours are the emergency hours the reports count.",
);

export const emergencyEvents = [
  EmergencyUserInvited,
  EmergencyUserRegistered,
  EmergencyUserTerminated,
  EmergencyUserActivated,
  EmergencyOpportunityCreated,
  EmergencyOpportunityCompleted,
  EmergencyOpportunityDeleted,
  EmergencyVolunteersInvited,
  EmergencyVolunteerReplied,
  EmergencyVolunteerAdded,
  EmergencyVolunteerRemoved,
  EmergencyVolunteerCompleted,
  EmergencyFeedbackSubmitted,
] as const;
