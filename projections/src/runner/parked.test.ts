/**
 * No event stops a read model for good (issue 23): an event the volunteers read model cannot apply (U+0000 in a
 * name, which PostgreSQL refuses in text) is written straight into the store, bypassing validation, as older code
 * or another adapter could have. The runner retries, parks it for that model and goes on; a rebuild and a
 * verification leave it out the same way; a retry after a fix applies it; a failure of the database parks nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, createVault, type EventStore, type Vault } from '@nvp/events';
import { createTestDatabase, newEvent, testMasterKey } from '@nvp/events/testing';
import { volunteersProjection } from '../volunteer/volunteers.projection';
import { createProjectionRunner } from './runner';
import { liveTable, type PostgresProjection } from './projection';
import { rebuildProjection } from './rebuild';
import { exclusively, verifyProjection } from './verify';
import { createParkedEvents, ParkedRetryBusy } from './parked-retry';
import { isTransientFailure, listParkedEvents } from './parked';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore;
let vault: Vault;
beforeAll(async () => {
  db = await createTestDatabase('parked');
  store = createPostgresEventStore({ pool: db.pool, pollMs: 20 });
  vault = await createVault(db.pool, testMasterKey());
});
afterAll(async () => db?.close());

const quick = { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 40 };
let nic = 0;
/** A volunteer's registration as the write side seals it, but with whatever first name we like (no validation). */
const register = async (firstName: string) => {
  const id = randomUUID();
  const personal = await vault.seal(id, { firstName, lastName: 'Perera', nic: `1990${String(++nic).padStart(8, '0')}`, email: `${id}@example.lk` });
  await store.append(`volunteer-${id}`, [newEvent('VolunteerRegistered', { volunteerId: id, registrationNo: `V-${id.slice(0, 8)}`, personal })], { expected: 'no_stream' });
  return id;
};
const verifyEmail = (id: string) => store.append(`volunteer-${id}`, [newEvent('VolunteerEmailVerified', { volunteerId: id })], { expected: 'any' });
const volunteer = async (id: string) => (await db.pool.query(`SELECT first_name, status FROM ${liveTable('volunteers')} WHERE id = $1`, [id])).rows[0];
const parkedRows = async (model: string) => (await db.pool.query(`SELECT * FROM projection_parked_events WHERE model = $1`, [model])).rows;
const settle = async (runner: ReturnType<typeof createProjectionRunner>) => expect(await runner.waitFor(await store.barrier(), 20_000)).toBe(true);

/** The fix: the read model's vault drops U+0000 from what it opens (as a corrected handler would). */
const fixedVolunteers = (): PostgresProjection => {
  const strip = (value: unknown): unknown =>
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)])) : value;
  return volunteersProjection({ ...vault, open: async (sealed) => strip(await vault.open(sealed)) as never });
};

describe('a read model that meets an event it cannot apply', () => {
  let before: string, poison: string, after: string, notices: string[];

  it('retries, parks it for that model, applies every later event and keeps running', async () => {
    before = await register('Amali');
    poison = await register('A\u0000');
    after = await register('Chathura');
    await verifyEmail(before);
    await verifyEmail(after);
    notices = [];
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [volunteersProjection(vault)], projectionRetry: quick, idleCheckpointMs: 10, onNotice: (m) => notices.push(m) });
    await runner.start();
    await settle(runner);
    // Events appended after the park are applied too.
    const later = await register('Dilani');
    await verifyEmail(later);
    await verifyEmail(poison);
    await settle(runner);

    expect(await volunteer(before)).toEqual({ first_name: 'Amali', status: 'MOBILE_UNVERIFIED' });
    expect(await volunteer(after)).toEqual({ first_name: 'Chathura', status: 'MOBILE_UNVERIFIED' });
    expect(await volunteer(later)).toEqual({ first_name: 'Dilani', status: 'MOBILE_UNVERIFIED' });
    expect(await volunteer(poison)).toBeUndefined();
    const [row] = await parkedRows('volunteers');
    expect(row).toMatchObject({ event_type: 'VolunteerRegistered', stream_id: `volunteer-${poison}`, attempts: quick.maxAttempts });
    expect(row.error).toMatch(/0x00|null character|U\+0000|invalid byte sequence/i);
    expect(row.last_attempt_at.getTime()).toBeGreaterThanOrEqual(row.first_attempt_at.getTime());
    expect(notices.some((n) => n.includes(`VolunteerRegistered ${row.event_id}`) && n.includes('parked'))).toBe(true);

    const [lag] = await runner.lag();
    expect(lag).toMatchObject({ name: 'volunteers', running: true, parked: 1, events: 0 });
    expect(lag.error).toBeUndefined();
    await runner.stop();
  });

  it('a rebuild leaves the parked event out instead of failing, and the live and rebuilt tables compare equal', async () => {
    const projection = volunteersProjection(vault);
    const live = (await db.pool.query(`SELECT * FROM ${liveTable('volunteers')} ORDER BY id`)).rows;
    const [parked] = await parkedRows('volunteers');
    expect(await verifyProjection(store, db.pool, projection)).toMatchObject({ equal: true, parked: 1, failing: [] });
    await rebuildProjection(store, db.pool, projection);
    expect((await db.pool.query(`SELECT * FROM ${liveTable('volunteers')} ORDER BY id`)).rows).toEqual(live);
    // Left out, not tried again: the same row.
    expect(await parkedRows('volunteers')).toEqual([parked]);
    expect(await verifyProjection(store, db.pool, projection)).toMatchObject({ equal: true, parked: 1 });
  });

  it('a rebuild parks an event that fails in it the same way, and the model goes on after it', async () => {
    // As if the row had never been written (another database, an older version): the rebuild meets the event afresh.
    await db.pool.query(`DELETE FROM projection_parked_events WHERE model = 'volunteers'`);
    await rebuildProjection(store, db.pool, volunteersProjection(vault));
    const rows = await parkedRows('volunteers');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stream_id: `volunteer-${poison}`, event_type: 'VolunteerRegistered' });
    expect(await volunteer(after)).toEqual({ first_name: 'Chathura', status: 'MOBILE_UNVERIFIED' });
    expect(await verifyProjection(store, db.pool, volunteersProjection(vault))).toMatchObject({ equal: true, parked: 1 });
  });

  it('a retry before the fix records the new failure and keeps it parked; after the fix it applies it and the row goes', async () => {
    const [row] = await parkedRows('volunteers');
    const unfixed = createParkedEvents({ store, pool: db.pool, projections: [volunteersProjection(vault)] });
    expect(await unfixed.retry(randomUUID())).toBeUndefined();
    expect(await unfixed.retry('not-a-uuid')).toBeUndefined();
    // Not while the model is being rebuilt or verified (they hold its lock and leave parked events out).
    await expect(exclusively(db.pool, 'volunteers', () => unfixed.retry(row.id))).rejects.toThrow(ParkedRetryBusy);
    const again = await unfixed.retry(row.id);
    expect(again).toMatchObject({ id: row.id, model: 'volunteers', applied: false });
    expect(again!.error).toMatch(/0x00|null character|invalid byte sequence/i);
    expect((await parkedRows('volunteers'))[0].attempts).toBe(row.attempts + 1);

    const applied: string[] = [];
    const fixed = createParkedEvents({ store, pool: db.pool, projections: [fixedVolunteers()], onApplied: (m) => applied.push(m) });
    // Its VolunteerEmailVerified came later in the log and was applied before it: a rebuild puts them in order.
    expect(await fixed.retry(row.id)).toMatchObject({ id: row.id, applied: true, rebuildAdvised: true });
    expect(applied).toEqual(['volunteers']);
    expect(await parkedRows('volunteers')).toEqual([]);
    expect(await listParkedEvents(db.pool)).toEqual([]);
    expect(await volunteer(poison)).toEqual({ first_name: 'A', status: 'EMAIL_UNVERIFIED' });
    // Out of order until rebuilt: the verification says so, the rebuild (now that nothing is parked) repairs it.
    expect((await verifyProjection(store, db.pool, fixedVolunteers())).equal).toBe(false);
    await rebuildProjection(store, db.pool, fixedVolunteers());
    expect(await volunteer(poison)).toEqual({ first_name: 'A', status: 'MOBILE_UNVERIFIED' });
    expect(await verifyProjection(store, db.pool, fixedVolunteers())).toMatchObject({ equal: true, parked: 0 });
  });
});

describe('a failure that is not the event’s own', () => {
  it('the database connection lost while applying a batch parks nothing: the batch is applied once it passes', async () => {
    let kills = 5; // more than the policy's attempts: the event-by-event try meets it too
    const flaky: PostgresProjection = {
      kind: 'postgres',
      name: 'flaky',
      eventTypes: ['Flaked'],
      tables: { flaky: (t) => `CREATE TABLE ${t} (stream_id text PRIMARY KEY, n int NOT NULL)` },
      async handle(events, { client, table }) {
        for (const e of events) {
          // The server ends this connection in the middle of the batch, as a restart or a network cut would.
          if ((e.data as { cut?: boolean }).cut && kills-- > 0) await client.query('SELECT pg_terminate_backend(pg_backend_pid())');
          await client.query(`INSERT INTO ${table('flaky')} AS f VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = f.n + 1`, [e.streamId]);
        }
      },
    };
    for (let i = 0; i < 6; i++) await store.append(`flaky-${i % 3}`, [newEvent('Flaked', { cut: i === 2 })], { expected: 'any' });
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [flaky], projectionRetry: quick, idleCheckpointMs: 10 });
    await runner.start();
    await settle(runner);
    await runner.stop();
    expect(kills).toBeLessThan(0);
    expect(await parkedRows('flaky')).toEqual([]);
    expect((await db.pool.query(`SELECT stream_id, n FROM ${liveTable('flaky')} ORDER BY stream_id`)).rows).toEqual([0, 1, 2].map((i) => ({ stream_id: `flaky-${i}`, n: 2 })));
  });

  it('a lock held elsewhere (the transaction itself survives) parks nothing either: the batch is applied once the lock goes', async () => {
    await db.pool.query('CREATE TABLE gate (id int PRIMARY KEY); INSERT INTO gate VALUES (1)');
    const gated: PostgresProjection = {
      kind: 'postgres',
      name: 'gated',
      eventTypes: ['Gated'],
      tables: { gated: (t) => `CREATE TABLE ${t} (stream_id text PRIMARY KEY, n int NOT NULL)` },
      async handle(events, { client, table }) {
        for (const e of events) {
          if ((e.data as { gate?: boolean }).gate) {
            await client.query(`SET LOCAL lock_timeout = '20ms'`);
            await client.query('SELECT id FROM gate WHERE id = 1 FOR UPDATE');
          }
          await client.query(`INSERT INTO ${table('gated')} AS g VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = g.n + 1`, [e.streamId]);
        }
      },
    };
    for (let i = 0; i < 4; i++) await store.append(`gated-${i % 2}`, [newEvent('Gated', { gate: i === 1 })], { expected: 'any' });
    // Taken after the appends: an older open transaction would hide them from every reader of the log.
    const holder = await db.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM gate WHERE id = 1 FOR UPDATE');
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [gated], projectionRetry: quick, idleCheckpointMs: 10 });
    try {
      await runner.start();
      // Wait until it has been through the event-by-event try and beyond, still retrying.
      let lag = (await runner.lag())[0];
      for (let i = 0; i < 400 && !/attempt ([4-9]|\d\d)/.test(lag.error ?? ''); i++) {
        await new Promise((r) => setTimeout(r, 10));
        lag = (await runner.lag())[0];
      }
      expect(lag).toMatchObject({ running: true, parked: 0 });
      expect(lag.error).toMatch(/retrying \(attempt \d+\).*lock/i);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    await settle(runner);
    expect((await runner.lag())[0].error).toBeUndefined();
    await runner.stop();
    expect(await parkedRows('gated')).toEqual([]);
    expect((await db.pool.query(`SELECT stream_id, n FROM ${liveTable('gated')} ORDER BY stream_id`)).rows).toEqual([0, 1].map((i) => ({ stream_id: `gated-${i}`, n: 2 })));
  });

  it('tells the database’s failures from the event’s', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code });
    expect(isTransientFailure(pgError('57P01'))).toBe(true); // terminated by the administrator
    expect(isTransientFailure(pgError('08006'))).toBe(true); // connection failure
    expect(isTransientFailure(pgError('40P01'))).toBe(true); // deadlock
    expect(isTransientFailure(pgError('42P01'))).toBe(true); // a table missing: the schema, not the event
    expect(isTransientFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isTransientFailure(pgError('22021'))).toBe(false); // U+0000 in text
    expect(isTransientFailure(pgError('23505'))).toBe(false); // a duplicate key
    expect(isTransientFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
