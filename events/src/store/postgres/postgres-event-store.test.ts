import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '../../envelope';
import { createTestDatabase } from '../../testing';
import { eventStoreContract } from '../contract';
import { createPostgresEventStore, importLog } from './postgres-event-store';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase('es_contract');
  return { store: createPostgresEventStore({ pool: db.pool }), close: db.close };
});

describe('PostgreSQL event store: recordedAt', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('es_recorded_at');
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

describe('PostgreSQL event store: importLog (the history generator)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('es_import');
  });
  afterAll(() => db?.close());
  const event = (type: string, n: number) => ({ id: randomUUID(), type, version: 1, data: { n, text: "it's \\ \u0dc3" }, metadata: { occurredAt: new Date().toISOString() } });

  it('appends many streams in one go, in order, with revisions as append gives them', async () => {
    const store = createPostgresEventStore({ pool: db.pool });
    const [a, b] = [`imp-a-${randomUUID()}`, `imp-b-${randomUUID()}`];
    await importLog(db.pool, [
      { stream: a, events: [event('One', 1), event('Two', 2)], expected: 'no_stream' },
      { stream: b, events: [event('One', 3)], expected: 'any' },
      { stream: a, events: [event('Three', 4)], expected: 1n },
    ]);
    expect((await store.readStream(a)).map((e) => [e.type, e.streamRevision, (e.data as { n: number }).n])).toEqual([['One', 0n, 1], ['Two', 1n, 2], ['Three', 2n, 4]]);
    expect((await store.readStream(b))[0].data).toEqual({ n: 3, text: "it's \\ \u0dc3" });
    await store.append(a, [event('Four', 5)], { expected: 2n });
  });

  it('writes nothing of a batch whose expectation fails', async () => {
    const store = createPostgresEventStore({ pool: db.pool });
    const [a, b] = [`imp-c-${randomUUID()}`, `imp-d-${randomUUID()}`];
    await store.append(b, [event('Taken', 0)], { expected: 'no_stream' });
    await expect(
      importLog(db.pool, [
        { stream: a, events: [event('One', 1)], expected: 'no_stream' },
        { stream: b, events: [event('Again', 2)], expected: 'no_stream' },
      ]),
    ).rejects.toThrow(/conflict on imp-d/);
    expect(await store.readStream(a)).toEqual([]);
    expect(await store.readStream(b)).toHaveLength(1);
  });
});
