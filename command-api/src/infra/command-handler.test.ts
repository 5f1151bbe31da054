import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, WrongExpectedVersionError, type EventStore } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { CONCURRENT_CHANGE, createCommandHandler } from './command-handler';
import type { Decider } from './decider';
import { DomainError } from '@nvp/http-kit/errors';

/** A counter anyone may bump: every command decides one event on whatever state it finds. */
const counter: Decider<{ type: 'Bump' }, { type: 'EmergencyOpportunityCompleted'; data: { opportunityId: string } }, number> = {
  initialState: 0,
  decide: () => [{ type: 'EmergencyOpportunityCompleted', data: { opportunityId: '00000000-0000-4000-8000-000000000001' } }],
  evolve: (n) => n + 1,
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase('command_handler');
  store = createPostgresEventStore({ pool: db.pool });
});
afterAll(async () => db?.close());

describe('the command handler under contention', () => {

  it('decides again on the fresh state when another process wrote the stream first, so 12 processes at once all land', async () => {
    // A handler each: as many command-api processes, none of which waits for another.
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => createCommandHandler(store).handle('contended-1', counter, { type: 'Bump' }, { now: new Date() })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await store.readStream('contended-1')).toHaveLength(12);
  });

  it('runs the commands of one stream in one process one after another, each on the state the one before left, so they do not lose to each other', async () => {
    let conflicts = 0;
    let reads = 0;
    const counting: EventStore = {
      ...store,
      readStream: (stream, options) => {
        if (stream === 'quiet-1') reads++;
        return store.readStream(stream, options);
      },
      append: (stream, events, options) =>
        store.append(stream, events, options).catch((error) => {
          if (error instanceof WrongExpectedVersionError) conflicts++;
          throw error;
        }),
    };
    const handler = createCommandHandler(counting);
    const other = handler.handle('quiet-2', counter, { type: 'Bump' }, { now: new Date() });
    const results = await Promise.all(Array.from({ length: 10 }, () => handler.handle('quiet-1', counter, { type: 'Bump' }, { now: new Date() })));
    await other;
    expect(conflicts).toBe(0);
    // Each saw the one before it: the states it returned count 1 to 10.
    expect(results.map((r) => r.state).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Waiting commands are decided on one load and appended together: 10 reads of the stream at most, fewer here.
    expect(reads).toBeLessThan(10);
    // A failing command does not hold up the next one.
    const failing = { ...counter, decide: () => { throw new DomainError('no', 400); } };
    await expect(handler.handle('quiet-1', failing, { type: 'Bump' }, { now: new Date() })).rejects.toThrow('no');
    expect((await handler.handle('quiet-1', counter, { type: 'Bump' }, { now: new Date() })).state).toBe(11);
    // Decided together, one refused alone: the others land.
    const mixed = await Promise.allSettled([
      handler.handle('quiet-1', counter, { type: 'Bump' }, { now: new Date() }),
      handler.handle('quiet-1', counter, { type: 'Bump' }, { now: new Date() }),
      handler.handle('quiet-1', failing, { type: 'Bump' }, { now: new Date() }),
      handler.handle('quiet-1', counter, { type: 'Bump' }, { now: new Date() }),
    ]);
    expect(mixed.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await store.readStream('quiet-1')).toHaveLength(14);
  });

  it('keeps the folded state of a stream it wrote: the next command reads only newer events, another process\'s included, and a failed append leaves nothing behind', async () => {
    const reads: { stream: string; from?: bigint; events: number }[] = [];
    const readCounting = (inner: EventStore): EventStore => ({
      ...inner,
      readStream: async (stream, options) => {
        const events = await inner.readStream(stream, options);
        if (stream === 'long-1') reads.push({ stream, from: options?.fromRevision, events: events.length });
        return events;
      },
    });
    let failNext = false;
    const handler = createCommandHandler({
      ...readCounting(store),
      append: async (stream, events, options) => {
        if (failNext) {
          failNext = false;
          throw new Error('the database went away');
        }
        return store.append(stream, events, options);
      },
    });
    const bump = () => handler.handle('long-1', counter, { type: 'Bump' }, { now: new Date() });
    // Given a stream of 100 events written elsewhere, when this process decides on it twice,
    await createCommandHandler(store).handle('long-1', { ...counter, decide: () => Array.from({ length: 100 }, () => counter.decide({ type: 'Bump' }, 0)[0]) }, { type: 'Bump' }, { now: new Date() });
    expect((await bump()).state).toBe(101);
    expect((await bump()).state).toBe(102);
    // then the second read only what came after the first one's append.
    expect(reads.slice(-2)).toEqual([
      { stream: 'long-1', from: undefined, events: 100 },
      { stream: 'long-1', from: 101n, events: 0 },
    ]);
    // Another process appends: folded on, not lost.
    await createCommandHandler(store).handle('long-1', counter, { type: 'Bump' }, { now: new Date() });
    expect((await bump()).state).toBe(104);
    expect(reads.at(-1)).toEqual({ stream: 'long-1', from: 102n, events: 1 });
    // An append that fails: its event is in no kept state; the next command reads the stream whole and counts right.
    failNext = true;
    await expect(bump()).rejects.toThrow('the database went away');
    expect((await bump()).state).toBe(105);
    expect(reads.at(-1)).toEqual({ stream: 'long-1', from: undefined, events: 104 });
    expect(await store.readStream('long-1')).toHaveLength(105);
  });

  it('answers 409 (try again) rather than failing when the stream stays contended', async () => {
    const alwaysTaken: EventStore = {
      ...createPostgresEventStore({ pool: db.pool }),
      append: async (stream) => {
        throw new WrongExpectedVersionError(stream, 'no_stream', 0n);
      },
    };
    const refusal = await createCommandHandler(alwaysTaken).handle('contended-2', counter, { type: 'Bump' }, { now: new Date() }).catch((e) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 409, message: CONCURRENT_CHANGE });
  });
});

describe('folding many streams at once (loadStates)', () => {

  it('given streams with 3, 1 and no events, when folded together in one read, then each has the state loadState gives it', async () => {
    const handler = createCommandHandler(store);
    for (const [stream, bumps] of [['many-a', 3], ['many-b', 1]] as const) {
      for (let i = 0; i < bumps; i++) await handler.handle(stream, counter, { type: 'Bump' }, { now: new Date() });
    }
    let reads = 0;
    const counting: EventStore = { ...store, readStreams: (ids) => (reads++, store.readStreams(ids)) };
    const states = await createCommandHandler(counting).loadStates(['many-a', 'many-b', 'many-none'], counter);
    expect(reads).toBe(1);
    expect(Object.fromEntries(states)).toEqual({ 'many-a': 3, 'many-b': 1, 'many-none': 0 });
    for (const stream of ['many-a', 'many-b', 'many-none']) expect((await handler.loadState(stream, counter)).state).toBe(states.get(stream));
  });
});
