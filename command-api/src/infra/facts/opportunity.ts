import type { EventStore } from '@nvp/events';
import { catalogue } from '@nvp/events';

/**
 * What the slices after an approval (application, attendance) need to know about an opportunity, folded from the
 * opportunity's own stream with this small evolve (they never import the opportunity slice's code): status, owner,
 * period, weekdays, places, goals, the organisations it is shared with. Below the slices (infra/facts), so each reads
 * it without importing another slice's files.
 */
export type OpportunityFacts =
  | { exists: false }
  | {
      exists: true;
      id: string;
      formal: boolean;
      status: 'CREATED' | 'APPROVED' | 'REJECTED' | 'COMPLETED' | 'DELETED';
      vioId: string;
      title: string;
      type: string | null;
      startDate: string;
      endDate: string;
      days: string[];
      noOfVolunteers: number;
      sdgNumbers: number[];
      /** Organisations that accepted to share it: they co-manage its volunteers. */
      sharedWith: string[];
    };

interface OpportunityFields {
  title: string;
  type?: string;
  startDate: string;
  endDate: string;
  days?: string[];
  noOfVolunteers: number;
  sdgNumbers: number[];
}

export const evolveOpportunityFacts = (facts: OpportunityFacts, event: { type: string; data: unknown }): OpportunityFacts => {
  const d = event.data as { opportunityId: string; vioId: string; opportunity?: OpportunityFields; reviewAgain?: boolean; secondaryVioId?: string };
  const fields = (o: OpportunityFields) => ({
    title: o.title,
    type: o.type ?? null,
    startDate: o.startDate,
    endDate: o.endDate,
    days: o.days ?? [],
    noOfVolunteers: o.noOfVolunteers,
    sdgNumbers: o.sdgNumbers,
  });
  switch (event.type) {
    case 'OpportunityCreated':
    case 'NonFormalOpportunityCreated':
      return { exists: true, id: d.opportunityId, formal: event.type === 'OpportunityCreated', status: 'CREATED', vioId: d.vioId, sharedWith: [], ...fields(d.opportunity!) };
  }
  if (!facts.exists) return facts;
  switch (event.type) {
    case 'OpportunityUpdated':
    case 'NonFormalOpportunityUpdated':
      return { ...facts, ...fields(d.opportunity!), status: d.reviewAgain ? 'CREATED' : facts.status };
    case 'OpportunityApproved':
    case 'NonFormalOpportunityApproved':
      return { ...facts, status: 'APPROVED' };
    case 'OpportunityRejected':
    case 'NonFormalOpportunityRejected':
      return { ...facts, status: 'REJECTED' };
    case 'OpportunityCompleted':
      return { ...facts, status: 'COMPLETED' };
    case 'OpportunityDeleted':
      return { ...facts, status: 'DELETED' };
    case 'OpportunityShareAccepted':
      return facts.sharedWith.includes(d.secondaryVioId!) ? facts : { ...facts, sharedWith: [...facts.sharedWith, d.secondaryVioId!] };
    default:
      return facts;
  }
};

/** Reads and folds `opportunity-<id>`; a malformed id is simply an opportunity that does not exist. */
export const loadOpportunityFacts = async (store: Pick<EventStore, 'readStream'>, opportunityId: string): Promise<OpportunityFacts> => {
  const recorded = await store.readStream(`opportunity-${opportunityId}`);
  return recorded.reduce<OpportunityFacts>(
    (facts, e) => evolveOpportunityFacts(facts, { type: e.type, data: catalogue.upcast(e.type, e.version, e.data) }),
    { exists: false },
  );
};

/** Which organisations act for an opportunity: the owner, and those it shared it with (see docs/decisions.md). */
export const actsFor = (opportunity: OpportunityFacts, vioId: string) =>
  opportunity.exists && (opportunity.vioId === vioId || opportunity.sharedWith.includes(vioId));
