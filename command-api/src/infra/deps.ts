import type { EventStore, PlatformConfig, Pool, Vault } from '@nvp/events';
import { createCommandHandler } from './command-handler';
import { createReservations } from './reservations';
import { createAttemptLimits } from './rate-limits';

export interface CommandApiDeps {
  config: PlatformConfig;
  store: EventStore;
  vault: Vault;
  jwtSecret: string;
  now?: () => Date;
  /** The shared PostgreSQL, for attempt counters (rate limits). Absent: no limits (a test mounting the API alone). */
  pool?: Pool;
}

/** What every slice's routes use: the handler, reservations and a clock. Built once per app. */
export const createSliceContext = (deps: CommandApiDeps) => ({
  ...deps,
  now: deps.now ?? (() => new Date()),
  commands: createCommandHandler(deps.store),
  reservations: createReservations(deps.store, deps.vault),
  limits: createAttemptLimits(deps),
});
export type SliceContext = ReturnType<typeof createSliceContext>;
