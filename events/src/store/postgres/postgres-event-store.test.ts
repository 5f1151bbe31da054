import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '../../envelope';
import { createTestDatabase } from '../../testing';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore, ensureEventStoreSchema } from './postgres-event-store';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase('es_contract');
  await ensureEventStoreSchema(db.pool);
  return { store: createPostgresEventStore({ pool: db.pool }), close: db.close };
});

describe('PostgreSQL event store: recordedAt', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('es_recorded_at');
    await ensureEventStoreSchema(db.pool);
  });
  afterAll(() => db?.close());

  it('is the stored timestamp truncated to the millisecond, as pg parses a timestamptz, from readAll and readStream alike', async () => {
    const store = createPostgresEventStore({ pool: db.pool });
    const streamId = `stamp-${randomUUID()}`;
    await store.append(streamId, [{ id: randomUUID(), type: 'Stamped', version: 1, data: {}, metadata: { occurredAt: new Date().toISOString() } }], { expected: 'no_stream' });
    // Microseconds that a float of milliseconds would round the wrong way (…999.9996 ms) and whole milliseconds.
    // readAll shows an event once every older transaction of the cluster has ended (tests run in parallel).
    const readBack = async () => (await store.readAll(START, { filter: { streamPrefixes: [streamId] } })).events[0];
    await expect.poll(readBack, { timeout: 15_000 }).toBeDefined();
    const stamps = ['2026-11-26 10:48:12.123999+00', '2026-11-26 10:48:12.123+00', '1999-12-31 23:59:59.999999+05:30'];
    for (const stamp of stamps) {
      await db.pool.query('UPDATE es.events SET recorded_at = $1 WHERE stream_id = $2', [stamp, streamId]);
      const { rows } = await db.pool.query<{ recorded_at: Date }>('SELECT recorded_at FROM es.events WHERE stream_id = $1', [streamId]);
      const [fromStream] = await store.readStream(streamId);
      const fromAll = (await readBack())!;
      expect(fromStream.recordedAt.getTime()).toBe(rows[0].recorded_at.getTime());
      expect(fromAll.recordedAt.getTime()).toBe(rows[0].recorded_at.getTime());
    }
  });
});
