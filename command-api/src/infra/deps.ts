import type { EventStore, PlatformConfig, Vault } from '@nvp/events';
import { createCommandHandler } from './command-handler';
import { createReservations } from './reservations';

export interface CommandApiDeps {
  config: PlatformConfig;
  store: EventStore;
  vault: Vault;
  jwtSecret: string;
  now?: () => Date;
}

/** What every slice's routes use: the handler, reservations and a clock. Built once per app. */
export const createSliceContext = (deps: CommandApiDeps) => ({
  ...deps,
  now: deps.now ?? (() => new Date()),
  commands: createCommandHandler(deps.store),
  reservations: createReservations(deps.store, deps.vault),
});
export type SliceContext = ReturnType<typeof createSliceContext>;
