import type { EventStore, PlatformConfig, Pool, Vault } from '@nvp/events';
import type { ParkedRetryResult } from '@nvp/projections';
import { createCommandHandler, type CommandContext } from './command-handler';
import { createReservations } from './reservations';
import { createAttemptLimits } from '@nvp/http-kit';
import { createSmsReplies } from './sms-replies';
import { createEngagementPorts } from './engagement-ports';

/** What a retry of a parked event answers, as the projections runner defines it; admin/projections.ts serves it. */
export type ParkedRetryOutcome = ParkedRetryResult;

/**
 * The projection code the retry runs, handed in by whoever starts the service (scripts/platform.ts, main.ts): the
 * write side imports no read-model code. Resolves undefined for an unknown id; rejects with the name
 * 'ParkedRetryBusy' while the model is being rebuilt or verified, 'ParkedRetryUnavailable' when the database failed.
 */
export interface ParkedEventRetry {
  retry(id: string): Promise<ParkedRetryOutcome | undefined>;
}

export interface CommandApiDeps {
  config: PlatformConfig;
  store: EventStore;
  vault: Vault;
  jwtSecret: string;
  now?: () => Date;
  /** The shared PostgreSQL, for attempt counters (rate limits). Absent: no limits (a test mounting the API alone). */
  pool?: Pool;
  /** Retries an event a read model parked (admin/projections.ts); absent: that route answers 503. */
  parkedEvents?: ParkedEventRetry;
}

/**
 * What a slice does when a subject is erased, besides what the read models do on PersonalDataErased: the
 * account slice runs every registered step right after it deleted the key, before PersonalDataErased (e.g.
 * the content slice deletes the subject's uploaded files). Steps must be safe to repeat and need no key.
 */
export const createErasureSteps = () => {
  const steps: ((subjectId: string) => Promise<void>)[] = [];
  return {
    register: (step: (subjectId: string) => Promise<void>) => void steps.push(step),
    run: async (subjectId: string) => {
      for (const step of steps) await step(subjectId);
    },
  };
};

/**
 * What a slice does once a volunteer proved an e-mail address: the volunteer slice runs every registered step
 * right after VolunteerEmailVerified (e.g. the organisation slice hands over invitations waiting for that
 * address). Steps must be safe to repeat; a failing step is logged and does not undo the verification.
 */
export const createEmailVerifiedSteps = () => {
  type Step = (verified: { volunteerId: string; email: string }, context: CommandContext) => Promise<void>;
  const steps: Step[] = [];
  return {
    register: (step: Step) => void steps.push(step),
    run: async (verified: { volunteerId: string; email: string }, context: CommandContext) => {
      for (const step of steps) await step(verified, context);
    },
  };
};

/** What every slice's routes use: the handler, reservations and a clock. Built once per app. */
export const createSliceContext = (deps: CommandApiDeps) => ({
  ...deps,
  now: deps.now ?? (() => new Date()),
  commands: createCommandHandler(deps.store),
  reservations: createReservations(deps.store, deps.vault),
  limits: createAttemptLimits(deps),
  erasure: createErasureSteps(),
  emailVerified: createEmailVerifiedSteps(),
  smsReplies: createSmsReplies(),
  engagement: createEngagementPorts(),
});
export type SliceContext = ReturnType<typeof createSliceContext>;
