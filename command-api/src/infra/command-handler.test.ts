import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, ensureEventStoreSchema, WrongExpectedVersionError, type EventStore } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { CONCURRENT_CHANGE, createCommandHandler } from './command-handler';
import type { Decider } from './decider';
import { DomainError } from './errors';

/** A counter anyone may bump: every command decides one event on whatever state it finds. */
const counter: Decider<{ type: 'Bump' }, { type: 'EmergencyOpportunityCompleted'; data: { opportunityId: string } }, number> = {
  initialState: 0,
  decide: () => [{ type: 'EmergencyOpportunityCompleted', data: { opportunityId: '00000000-0000-4000-8000-000000000001' } }],
  evolve: (n) => n + 1,
};

describe('the command handler under contention', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: EventStore;
  beforeAll(async () => {
    db = await createTestDatabase('command_handler');
    await ensureEventStoreSchema(db.pool);
    store = createPostgresEventStore({ pool: db.pool });
  });
  afterAll(async () => db?.close());

  it('decides again on the fresh state when others wrote the stream first, so 12 writers at once all land', async () => {
    const handler = createCommandHandler(store);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => handler.handle('contended-1', counter, { type: 'Bump' }, { now: new Date() })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await store.readStream('contended-1')).toHaveLength(12);
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
