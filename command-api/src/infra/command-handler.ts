import { randomUUID } from 'node:crypto';
import {
  catalogue,
  WrongExpectedVersionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@nvp/events';
import type { Decider } from './decider';
import { DomainError } from './errors';

export interface CommandContext {
  actorId?: string;
  actorRole?: string;
  correlationId?: string;
  causationId?: string;
  now: Date;
}

export interface Handled<State> {
  events: NewEvent[];
  state: State;
  result?: AppendResult;
}

/** How many times a command is decided again on a fresh state when another writer got to its stream first. */
const CONFLICT_ATTEMPTS = 6;
export const CONCURRENT_CHANGE = 'This was changed by someone else at the same moment. Please try again.';

/**
 * Load the stream, fold it, decide, append at the revision read; on a concurrent write, decide again on the fresh
 * state, a few times with a short random pause (replies to one call-out all write its stream: with one retry, 16 at
 * once answered 500s), and answer 409 if the stream is still contended. Events are validated against the catalogue
 * before they reach the log.
 */
export const createCommandHandler = (store: EventStore) => {
  const metadataOf = (ctx: CommandContext): EventMetadata => ({
    actorId: ctx.actorId,
    actorRole: ctx.actorRole,
    correlationId: ctx.correlationId ?? randomUUID(),
    causationId: ctx.causationId,
    occurredAt: ctx.now.toISOString(),
  });

  const loadState = async <C, E extends { type: string; data: unknown }, S>(streamId: string, decider: Decider<C, E, S>) => {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState;
    for (const e of recorded) {
      state = decider.evolve(state, { type: e.type, data: catalogue.upcast(e.type, e.version, e.data) } as E);
    }
    const revision = recorded.length ? recorded[recorded.length - 1].streamRevision : undefined;
    return { state, revision };
  };

  const handle = async <C, E extends { type: string; data: unknown }, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    ctx: CommandContext,
    attempt = 0,
  ): Promise<Handled<S>> => {
    const { state, revision } = await loadState(streamId, decider);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: [], state };
    const metadata = metadataOf(ctx);
    const events: NewEvent[] = decided.map((e) => {
      const { version, data } = catalogue.validate(e.type, e.data);
      return { id: randomUUID(), type: e.type, version, data, metadata };
    });
    try {
      const result = await store.append(streamId, events, { expected: revision ?? 'no_stream' });
      return { events, result, state: decided.reduce(decider.evolve, state) };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt + 1 >= CONFLICT_ATTEMPTS) throw new DomainError(CONCURRENT_CHANGE, 409);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));
      return handle(streamId, decider, command, ctx, attempt + 1);
    }
  };

  return { handle, loadState, metadataOf };
};
export type CommandHandler = ReturnType<typeof createCommandHandler>;
