import { performance } from 'node:perf_hooks';
import { catalogue, streams, type EventMetadata, type EventStore, type ExpectedState, type NewEvent, type Vault } from '@nvp/events';
import type { Decider } from '../../command-api/src/infra/decider';
import type { Random } from './random';

/** Who acts and when: the metadata every command's events carry (as contextOf gives the routes). */
export interface Act {
  at: Date;
  actorId?: string;
  actorRole?: 'VOLUNTEER' | 'VIO' | 'ADMIN' | 'EMERGENCY_LOGIN';
}

/** An event as the command handler builds it: validated against the catalogue, with an id from the seed. */
export const newEvent = (rng: Random, type: string, data: unknown, metadata: EventMetadata): NewEvent => {
  const { version, data: valid } = catalogue.validate(type, data);
  return { id: rng.uuid(), type, version, data: valid, metadata };
};

/**
 * One aggregate driven through its slice's pure decider, as createCommandHandler does (decide, validate, evolve),
 * but without reading the store: the generator is the only writer, so it keeps the state in hand. `take` hands
 * the events decided since the last take, with the expectation to append them at.
 */
export const createAggregate = <C, E extends { type: string; data: unknown }, S>(
  stream: string,
  decider: Decider<C, E, S>,
  rng: Random,
  /** Events already in the stream (another slice's decider acting on it later, as the account slice does). */
  history: readonly E[] = [],
) => {
  let state = history.reduce(decider.evolve, decider.initialState);
  let pending: NewEvent[] = [];
  let committed = history.length;
  return {
    stream,
    get state() {
      return state;
    },
    run(command: C, act: Act) {
      const decided = decider.decide(command, state);
      const metadata: EventMetadata = { actorId: act.actorId, actorRole: act.actorRole, correlationId: rng.uuid(), occurredAt: act.at.toISOString() };
      for (const e of decided) {
        pending.push(newEvent(rng, e.type, e.data, metadata));
        state = decider.evolve(state, e);
      }
      return decided;
    },
    take() {
      const events = pending;
      const expected: ExpectedState = committed === 0 ? 'no_stream' : BigInt(committed - 1);
      committed += events.length;
      pending = [];
      return { stream, events, expected };
    },
  };
};

export interface Append {
  stream: string;
  events: NewEvent[];
  expected: ExpectedState;
}

/**
 * A reservation claim exactly as createReservations().claim appends it on a fresh value (`unique-<kind>-<blind
 * index of the trimmed, lower-cased value>`, expected no_stream), so a later real registration with the same
 * e-mail or NIC finds it taken.
 */
export const claimOf = (vault: Vault, rng: Random, kind: string, value: string, owner: string, at: Date): Append => ({
  stream: streams.unique(kind, vault.blindIndex(kind, value.trim().toLowerCase())),
  events: [newEvent(rng, 'UniqueValueClaimed', { kind, owner }, { occurredAt: at.toISOString() })],
  expected: 'no_stream',
});

/** Registration numbers as reservations.nextNumber issues them: one event per number on the counter stream. */
export const numbersOf = (rng: Random, counter: string, owners: { owner: string; at: Date }[]): Append => ({
  stream: streams.counter(counter),
  events: owners.map(({ owner, at }) => newEvent(rng, 'RegistrationNumberIssued', { owner }, { occurredAt: at.toISOString() })),
  expected: 'any',
});

/**
 * Appends with bounded concurrency (different streams are independent); `flush` waits for all, so what comes after
 * a flush lies after it in the log. Counts events for the events/s figure. With `importBatch` (a PostgreSQL log:
 * `importLog`), appends are gathered and written a few hundred streams per transaction, in the order given.
 */
export const createWriter = (store: EventStore, concurrency = 8, importBatch?: (appends: Append[]) => Promise<void>) => {
  const inflight = new Set<Promise<void>>();
  let failure: Error | undefined;
  let events = 0;
  let appends = 0;
  const started = performance.now();
  const dispatch = async (what: string, count: number, streamCount: number, write: () => Promise<unknown>) => {
    while (inflight.size >= concurrency) await Promise.race(inflight);
    if (failure) throw failure;
    const p: Promise<void> = write()
      .then(() => {
        events += count;
        appends += streamCount;
      })
      .catch((error: Error) => {
        failure ??= new Error(`append to ${what} failed: ${error.message}`, { cause: error });
      })
      .finally(() => inflight.delete(p));
    inflight.add(p);
  };
  let gathered: Append[] = [];
  let gatheredEvents = 0;
  const sendGathered = async () => {
    if (!gathered.length || !importBatch) return;
    const batch = gathered;
    const count = gatheredEvents;
    gathered = [];
    gatheredEvents = 0;
    await dispatch(`${batch.length} streams from ${batch[0].stream}`, count, batch.length, () => importBatch(batch));
  };
  const append = async (a: Append) => {
    if (!a.events.length) return;
    if (!importBatch) return dispatch(a.stream, a.events.length, 1, () => store.append(a.stream, a.events, { expected: a.expected }));
    gathered.push(a);
    gatheredEvents += a.events.length;
    if (gathered.length >= 400 || gatheredEvents >= 2000) await sendGathered();
  };
  return {
    append,
    async appendAll(batches: Append[]) {
      for (const b of batches) await append(b);
    },
    async flush() {
      await sendGathered();
      await Promise.all(inflight);
      if (failure) throw failure;
    },
    stats: () => {
      const seconds = (performance.now() - started) / 1000;
      return { events, appends, seconds, perSecond: seconds > 0 ? events / seconds : 0 };
    },
  };
};
export type Writer = ReturnType<typeof createWriter>;
