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

describe('PostgreSQL event store: appends announced to other processes (LISTEN/NOTIFY)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('es_notify');
  });
  afterAll(() => db?.close());
  const event = (type: string) => ({ id: randomUUID(), type, version: 1, data: {}, metadata: { occurredAt: new Date().toISOString() } });

  it("given a subscription whose poll is a minute away, when another store on the database appends, then the subscription has the event long before it would have polled", async () => {
    // Two stores on one pool are two processes as far as the in-process signal goes: only the notification links them.
    const reader = createPostgresEventStore({ pool: db.pool, pollMs: 60_000 });
    const writer = createPostgresEventStore({ pool: db.pool, pollMs: 60_000 });
    const streamId = `notify-${randomUUID()}`;
    const seen: string[] = [];
    let caughtUp!: () => void;
    const arrived = new Promise<void>((resolve) => (caughtUp = resolve));
    const subscription = reader.subscribeAll({ from: await reader.headPosition(), filter: { streamPrefixes: [streamId] } }, async (batch) => {
      seen.push(...batch.map((e) => e.type));
      if (seen.includes('Second')) caughtUp();
    });
    try {
      // The listener connects asynchronously: an append before it listens is found only by the poll, so wait for it.
      await expect.poll(async () => (await db.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN nvp_es_appended' AND datname = current_database()`)).rows[0].n).toBe(1);
      await writer.append(streamId, [event('First')], { expected: 'no_stream' });
      await writer.append(streamId, [event('Second')], { expected: 0n });
      // Bounded well inside the 60 s poll: only a notification can have woken the reader in time.
      const gaveUp = new Promise<'gave up'>((resolve) => setTimeout(() => resolve('gave up'), 20_000).unref());
      expect(await Promise.race([arrived.then(() => 'arrived'), gaveUp])).toBe('arrived');
      expect(seen).toEqual(['First', 'Second']);
    } finally {
      await subscription.stop();
      await reader.close();
      await writer.close();
    }
  });

  it('given a conflicting append, then nothing is announced: the append that failed wrote nothing to wake anyone for', async () => {
    const streamId = `notify-conflict-${randomUUID()}`;
    const store = createPostgresEventStore({ pool: db.pool });
    await store.append(streamId, [event('First')], { expected: 'no_stream' });
    const client = await db.pool.connect();
    try {
      await client.query('LISTEN nvp_es_appended');
      const heard: string[] = [];
      client.on('notification', (message) => heard.push(message.payload ?? ''));
      await expect(store.append(streamId, [event('Again')], { expected: 'no_stream' })).rejects.toThrow(/expected no_stream/);
      const ok = await store.append(streamId, [event('Next')], { expected: 0n });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      // Only the append that committed: its position, as commit:prepare.
      expect(heard).toEqual([`${ok.position.commit}:${ok.position.prepare}`]);
    } finally {
      await client.query('UNLISTEN *');
      client.release();
      await store.close();
    }
  });
});
