import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, createVault } from '@nvp/events';
import { createTestDatabase, testMasterKey } from '@nvp/events/testing';
import { createReservations, type Reservations } from './reservations';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let reservations: Reservations;
beforeAll(async () => {
  db = await createTestDatabase('reservations');
  const store = createPostgresEventStore({ pool: db.pool });
  reservations = createReservations(store, await createVault(db.pool, testMasterKey()));
  // Owners must exist for a claim not to count as stale.
  for (let i = 0; i < 16; i++) await store.append(`volunteer-${i}`, [{ id: crypto.randomUUID(), type: 'X', version: 1, data: {}, metadata: { occurredAt: new Date().toISOString() } }], { expected: 'no_stream' });
});
afterAll(async () => db?.close());

describe('reservations', () => {
  it('lets exactly one of 16 concurrent claimants have an e-mail, case-insensitively', async () => {
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => reservations.claim('email', i % 2 ? 'Same@Example.lk' : 'same@example.lk', `volunteer-${i}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = `volunteer-${results.indexOf(true)}`;
    expect((await reservations.holder('email', 'same@example.lk')).owner).toBe(winner);
    expect(await reservations.claim('email', 'same@example.lk', winner)).toBe(true); // holding it again is fine
  });

  it('gives a released value to the next claimant, and only the holder can release', async () => {
    expect(await reservations.claim('nic', '199012345678', 'volunteer-1')).toBe(true);
    await reservations.release('nic', '199012345678', 'volunteer-2'); // not the holder: no effect
    expect(await reservations.claim('nic', '199012345678', 'volunteer-2')).toBe(false);
    await reservations.release('nic', '199012345678', 'volunteer-1');
    expect(await reservations.claim('nic', '199012345678', 'volunteer-2')).toBe(true);
  });

  it('takes over a claim whose owner never registered, once it is stale', async () => {
    expect(await reservations.claim('email', 'crashed@example.lk', 'volunteer-ghost')).toBe(true);
    expect(await reservations.claim('email', 'crashed@example.lk', 'volunteer-3')).toBe(false);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await reservations.claim('email', 'crashed@example.lk', 'volunteer-3', later)).toBe(true);
  });

  it('issues gap-free unique numbers under concurrency', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, (_, i) => reservations.nextNumber('test-counter', `volunteer-${i % 16}`)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
