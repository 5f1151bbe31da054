import { z } from 'zod';
import { defineEvent } from './define';
import { sealedSchema } from './common';
import { formalOpportunitySchema, nonFormalOpportunitySchema, opportunityDraftSchema, opportunityKinds } from '../validation/opportunity';

/**
 * The `opportunity` slice: one stream per opportunity, `opportunity-<id>`, formal and non-formal alike (their
 * event types differ). Public fields are in clear; the supervisor (contact person: name, title, phones, e-mail)
 * is sealed with the OWNING VIO's subject key (`personal`), so erasing the VIO shreds it.
 * Sharing lives in the opportunity's stream too (requests are about the opportunity).
 */

const ids = { opportunityId: z.string().uuid(), vioId: z.string().uuid() };

export const OpportunityCreated = defineEvent(
  'opportunity',
  'OpportunityCreated',
  z.object({ ...ids, opportunity: formalOpportunitySchema, personal: sealedSchema }),
  'An approved VIO posted a formal opportunity; status CREATED (awaiting admin review). `vioId` owns it. ' +
    'Sealed: { supervisorName, supervisorTitle, supervisorLandline, supervisorMobile, supervisorFax, supervisorEmail }.',
);
export const OpportunityUpdated = defineEvent(
  'opportunity',
  'OpportunityUpdated',
  z.object({ ...ids, opportunity: formalOpportunitySchema, personal: sealedSchema, reviewAgain: z.boolean() }),
  'The owning VIO edited the opportunity (every field again, same shape as OpportunityCreated). `reviewAgain` true: it was ' +
    'APPROVED and goes back to CREATED for a new admin review; false: it was CREATED and stays so.',
);
export const OpportunityApproved = defineEvent(
  'opportunity',
  'OpportunityApproved',
  z.object({ ...ids, adminId: z.string().uuid() }),
  'An admin (APPROVE_OPPORTUNITIES) approved it; status APPROVED: public, volunteers may apply.',
);
export const OpportunityRejected = defineEvent(
  'opportunity',
  'OpportunityRejected',
  z.object({ ...ids, adminId: z.string().uuid() }),
  'An admin (APPROVE_OPPORTUNITIES) rejected it; status REJECTED (final; the VIO may post a new one).',
);
export const OpportunityCompleted = defineEvent(
  'opportunity',
  'OpportunityCompleted',
  z.object({ ...ids, completedBy: z.string().uuid() }),
  'The owning VIO completed an APPROVED opportunity; status COMPLETED: no more applications or reviews.',
);
export const OpportunityDeleted = defineEvent(
  'opportunity',
  'OpportunityDeleted',
  z.object({ ...ids, deletedBy: z.string().uuid() }),
  'The owning VIO deleted a CREATED or APPROVED opportunity; it disappears from every list.',
);

export const OpportunityShareRequested = defineEvent(
  'opportunity',
  'OpportunityShareRequested',
  z.object({ opportunityId: z.string().uuid(), primaryVioId: z.string().uuid(), secondaryVioId: z.string().uuid() }),
  'The owning (primary) VIO asked another approved VIO (secondary) to share the opportunity; the request is open.',
);
export const OpportunityShareAccepted = defineEvent(
  'opportunity',
  'OpportunityShareAccepted',
  z.object({ opportunityId: z.string().uuid(), primaryVioId: z.string().uuid(), secondaryVioId: z.string().uuid() }),
  'The secondary VIO accepted: the opportunity is shared (isShared). The secondary VIO co-manages its volunteers ' +
    '(reviews applicants, agreements, hours, feedback); editing, deleting, completing and sharing stay with the owner.',
);
export const OpportunityShareRejected = defineEvent(
  'opportunity',
  'OpportunityShareRejected',
  z.object({ opportunityId: z.string().uuid(), primaryVioId: z.string().uuid(), secondaryVioId: z.string().uuid() }),
  'The secondary VIO rejected the request; the request is closed.',
);

export const NonFormalOpportunityCreated = defineEvent(
  'opportunity',
  'NonFormalOpportunityCreated',
  z.object({ ...ids, opportunity: nonFormalOpportunitySchema, personal: sealedSchema }),
  'An approved VIO reported a non-formal opportunity (work already done); status CREATED. Sealed: the supervisor, as for formal ones.',
);
export const NonFormalOpportunityUpdated = defineEvent(
  'opportunity',
  'NonFormalOpportunityUpdated',
  z.object({ ...ids, opportunity: nonFormalOpportunitySchema, personal: sealedSchema, reviewAgain: z.boolean() }),
  'The owning VIO edited a CREATED or REJECTED non-formal opportunity; `reviewAgain` true: it was REJECTED and is CREATED again.',
);
export const NonFormalOpportunityApproved = defineEvent(
  'opportunity',
  'NonFormalOpportunityApproved',
  z.object({ ...ids, adminId: z.string().uuid() }),
  'An admin (APPROVE_OPPORTUNITIES) approved it (from CREATED, or reversing a rejection); status APPROVED.',
);
export const NonFormalOpportunityRejected = defineEvent(
  'opportunity',
  'NonFormalOpportunityRejected',
  z.object({ ...ids, adminId: z.string().uuid() }),
  'An admin (APPROVE_OPPORTUNITIES) rejected it (from CREATED, or reversing an approval); status REJECTED.',
);

/**
 * Issue 27: an unfinished opportunity, seen only by its VIO. The stream starts with a draft (or holds none); its
 * submission is the ordinary OpportunityCreated / NonFormalOpportunityCreated in the same stream, so every reader of
 * opportunities (lists, applications, reports, integration events) knows only submitted ones.
 */
export const OpportunityDraftSaved = defineEvent(
  'opportunity',
  'OpportunityDraftSaved',
  z.object({ ...ids, kind: z.enum(opportunityKinds), draft: opportunityDraftSchema, personal: sealedSchema }),
  'An approved VIO saved an unfinished opportunity (new, or the same draft again: every filled field again, no patches); status DRAFT, ' +
    'visible only to that VIO. `kind` FORMAL or NONFORMAL; `draft` holds only the filled public fields. Sealed with the VIO\'s key: the ' +
    'supervisor fields filled so far (as in OpportunityCreated).',
);
export const OpportunityDraftDeleted = defineEvent(
  'opportunity',
  'OpportunityDraftDeleted',
  z.object({ ...ids, deletedBy: z.string().uuid() }),
  'The owning VIO deleted its draft before submitting it; the stream ends here.',
);

export const opportunityEvents = [
  OpportunityCreated,
  OpportunityUpdated,
  OpportunityApproved,
  OpportunityRejected,
  OpportunityCompleted,
  OpportunityDeleted,
  OpportunityShareRequested,
  OpportunityShareAccepted,
  OpportunityShareRejected,
  NonFormalOpportunityCreated,
  NonFormalOpportunityUpdated,
  NonFormalOpportunityApproved,
  NonFormalOpportunityRejected,
  OpportunityDraftSaved,
  OpportunityDraftDeleted,
] as const;
