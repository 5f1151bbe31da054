import { randomUUID } from 'node:crypto';
import {
  catalogue,
  WrongExpectedVersionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@nvp/events';
import type { Decider } from './decider';
import { upcastedData } from './history';
import { DomainError } from '@nvp/http-kit/errors';

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
/** At most this many waiting commands of one stream are decided on one load and appended together. */
const MAX_TOGETHER = 200;
/** The folded states kept between commands: of the streams written last, at most this many. */
const KEEP_FOLDED_STREAMS = 500;
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

  /** The stream folded from its start, or on from a state already folded up to `from.revision` (a fold is enough: no decide). */
  /** One recorded event folded into a state, upcast to the version the decider knows. */
  const evolveWith = <E extends { type: string; data: unknown }, S>(decider: Pick<Decider<unknown, E, S>, 'evolve'>, state: S, e: RecordedEvent) =>
    decider.evolve(state, { type: e.type, data: upcastedData(e) } as E);

  const loadState = async <E extends { type: string; data: unknown }, S>(streamId: string, decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>, from?: { state: S; revision: bigint }) => {
    const recorded = await store.readStream(streamId, from && { fromRevision: from.revision + 1n });
    let state = from ? from.state : decider.initialState;
    for (const e of recorded) state = evolveWith(decider, state, e);
    const revision = recorded.length ? recorded[recorded.length - 1].streamRevision : from?.revision;
    return { state, revision };
  };

  /**
   * Many streams folded at once, one read where the store can (streamId → state; a stream without events is the
   * initial state): a sweep that decides a batch reads what it decides on in one query instead of one per stream.
   */
  const loadStates = async <E extends { type: string; data: unknown }, S>(streamIds: string[], decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>) => {
    const states = new Map<string, S>(streamIds.map((id) => [id, decider.initialState]));
    for (const e of await store.readStreams(streamIds)) states.set(e.streamId, evolveWith(decider, states.get(e.streamId) ?? decider.initialState, e));
    return states;
  };

  type AnyDecider = Decider<any, { type: string; data: unknown }, any>;

  /**
   * Folded states of the streams written last, kept after a successful append (issue 24: every reply to a call-out
   * of 50,000 read and folded the opportunity's stream with its 2 MB invite, ~0.6 s; a stream's cost is in the size
   * of its events as much as in their number, so every stream is kept, the least recently written dropped first).
   * The next command of the stream reads only the events after the kept revision (another process's appends
   * included) and folds them on. A state is taken out while its stream is decided (this process decides one batch
   * of a stream at a time) and put back only after its append succeeded, so a refused or conflicting batch never
   * leaves an unwritten event in it.
   */
  const folded = new Map<string, { decider: AnyDecider; state: unknown; revision: bigint }>();
  const loadForDecision = async (streamId: string, decider: AnyDecider) => {
    const kept = folded.get(streamId);
    folded.delete(streamId);
    return loadState(streamId, decider, kept?.decider === decider ? kept : undefined);
  };
  const keepFolded = (streamId: string, decider: AnyDecider, state: unknown, revision: bigint) => {
    if (folded.size >= KEEP_FOLDED_STREAMS) folded.delete(folded.keys().next().value!);
    folded.set(streamId, { decider, state, revision });
  };
  interface Waiting {
    decider: AnyDecider;
    command: unknown;
    ctx: CommandContext;
    resolve: (handled: Handled<any>) => void;
    reject: (error: unknown) => void;
  }

  /**
   * Several commands of one stream, decided one after another on one load of it and appended together: each sees
   * the state the ones before it left; one that is refused is refused alone. On a concurrent write (another process)
   * all are decided again on the fresh state, a few times with a short random pause, then answered 409.
   */
  const decideTogether = async (streamId: string, decider: AnyDecider, batch: Waiting[]) => {
    for (let tries = 0; ; tries++) {
      const loaded = await loadForDecision(streamId, decider);
      let state = loaded.state;
      const outcomes: ({ waiting: Waiting; events: NewEvent[]; state: unknown } | { waiting: Waiting; error: unknown })[] = [];
      for (const waiting of batch) {
        try {
          const decided = decider.decide(waiting.command, state);
          const metadata = metadataOf(waiting.ctx);
          const events: NewEvent[] = decided.map((e) => {
            const { version, data } = catalogue.validate(e.type, e.data);
            return { id: randomUUID(), type: e.type, version, data, metadata };
          });
          state = decided.reduce(decider.evolve, state);
          outcomes.push({ waiting, events, state });
        } catch (error) {
          outcomes.push({ waiting, error });
        }
      }
      const all = outcomes.flatMap((o) => ('events' in o ? o.events : []));
      let result: AppendResult | undefined;
      try {
        if (all.length) result = await store.append(streamId, all, { expected: loaded.revision ?? 'no_stream' });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          for (const o of outcomes) ('error' in o ? o.waiting.reject(o.error) : o.waiting.reject(error));
          return;
        }
        if (tries + 1 >= CONFLICT_ATTEMPTS) {
          for (const o of outcomes) o.waiting.reject('error' in o ? o.error : new DomainError(CONCURRENT_CHANGE, 409));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (tries + 1)));
        continue;
      }
      const revision = result?.nextRevision ?? loaded.revision;
      if (revision !== undefined) keepFolded(streamId, decider, state, revision);
      for (const o of outcomes) {
        if ('error' in o) o.waiting.reject(o.error);
        else o.waiting.resolve(o.events.length ? { events: o.events, result, state: o.state } : { events: [], state: o.state });
      }
      return;
    }
  };

  // Commands on one stream in this process are not run side by side: run together, they all read the same revision
  // and all but one lose and read it again (the replies to one call-out: 3 a second, most refused). The ones that
  // arrive while a stream is busy are decided together on its next load (the replies: one read of the call-out for
  // many answers). Other processes still conflict; decideTogether's retries take those.
  const waitingBy = new Map<string, Waiting[]>();
  const drain = async (streamId: string) => {
    for (;;) {
      const waiting = waitingBy.get(streamId)!;
      if (!waiting.length) {
        waitingBy.delete(streamId);
        return;
      }
      // The longest run with the first one's decider (another slice's decider may act on the same stream).
      let n = 1;
      while (n < waiting.length && n < MAX_TOGETHER && waiting[n].decider === waiting[0].decider) n++;
      const batch = waiting.splice(0, n);
      // A load that fails (the database) refuses the whole batch; the stream's later commands still run.
      await decideTogether(streamId, batch[0].decider, batch).catch((error) => {
        for (const w of batch) w.reject(error);
      });
    }
  };
  const handle = <C, E extends { type: string; data: unknown }, S>(streamId: string, decider: Decider<C, E, S>, command: C, ctx: CommandContext): Promise<Handled<S>> =>
    new Promise((resolve, reject) => {
      const busy = waitingBy.has(streamId);
      if (!busy) waitingBy.set(streamId, []);
      waitingBy.get(streamId)!.push({ decider: decider as unknown as AnyDecider, command, ctx, resolve, reject });
      if (!busy) void drain(streamId);
    });

  return { handle, loadState, loadStates, metadataOf };
};
export type CommandHandler = ReturnType<typeof createCommandHandler>;
