import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing';
import { createPool } from './pool';
import { MIGRATIONS_DIR, MIGRATIONS_TABLE, migrateDatabase } from './migrate';
import { createPostgresEventStore } from '../store/postgres/postgres-event-store';
import { createVault } from '../vault/vault';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type Queryable = TestDatabase['pool'];
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
const emptyDatabase = async (label: string) => {
  const db = await createTestDatabase(label, { migrated: false });
  opened.push(db);
  return db;
};

const DURABLE_TABLES = [
  'es.streams',
  'es.events',
  'public.vault_keys',
  'public.rate_limit_counters',
  'public.projection_checkpoints',
  'public.projection_definitions',
  'public.projection_parked_events',
  'public.sink_dead_letters',
  'public.sink_states',
  'public.outbox',
  'public.emergency_call_out_sent',
  'public.generated_history_load',
];
const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => f.replace(/\.sql$/, ''));

/** Everything a migration could make or change in the two schemas, in a stable order: the schema as data. */
const schemaOf = async (db: Queryable) => {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    columns: await rows(`SELECT table_schema, table_name, ordinal_position, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema IN ('public', 'es') ORDER BY 1, 2, 3`),
    indexes: await rows(`SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname IN ('public', 'es') ORDER BY 1, 2, 3`),
    constraints: await rows(`SELECT n.nspname, c.conrelid::regclass::text AS relation, c.conname, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname IN ('public', 'es') ORDER BY 1, 2, 3`),
    functions: await rows(`SELECT p.proname, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'es' ORDER BY 1`),
    extensions: await rows(`SELECT extname FROM pg_extension ORDER BY 1`),
  };
};
const recorded = async (db: Queryable) => (await db.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).rows.map((r) => r.name);

describe('migrations of the tables not rebuilt from the log', () => {
  it('are numbered files, each number used once, in an order a new file can only extend', () => {
    expect(ALL_MIGRATIONS.length).toBeGreaterThan(0);
    for (const name of ALL_MIGRATIONS) expect(name).toMatch(/^\d{4}_[a-z0-9-]+$/);
    const numbers = ALL_MIGRATIONS.map((n) => n.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of ALL_MIGRATIONS) expect(readFileSync(`${MIGRATIONS_DIR}/${name}.sql`, 'utf8')).toMatch(/^-- Up Migration$/m);
  });

  it('make every durable table in an empty database, and a second run changes nothing', async () => {
    const db = await emptyDatabase('migrate_empty');
    expect(await migrateDatabase(db.pool)).toEqual(ALL_MIGRATIONS);
    const { rows } = await db.pool.query<{ name: string; found: string | null }>('SELECT name, to_regclass(name)::text AS found FROM unnest($1::text[]) AS name', [DURABLE_TABLES]);
    expect(rows.filter((r) => !r.found).map((r) => r.name)).toEqual([]);
    const store = createPostgresEventStore({ pool: db.pool });
    await store.append(`migrated-${randomUUID()}`, [{ id: randomUUID(), type: 'Migrated', version: 1, data: {}, metadata: { occurredAt: new Date().toISOString() } }], { expected: 'no_stream' });
    const before = await schemaOf(db.pool);

    expect(await migrateDatabase(db.pool)).toEqual([]);
    expect(await schemaOf(db.pool)).toEqual(before);
    expect(await recorded(db.pool)).toEqual(ALL_MIGRATIONS);
  });

  it('run by several processes starting at once: every one succeeds and each migration is applied once', async () => {
    const db = await emptyDatabase('migrate_race');
    // One pool per "process" (command-api, query-api, projections), each with its own connections.
    const pools = Array.from({ length: 4 }, () => createPool(db.url, 2));
    opened.push(...pools.map((p) => ({ close: () => p.end() })));
    const applied = await Promise.all(pools.map((pool) => migrateDatabase(pool)));
    expect(applied.flat().sort()).toEqual(ALL_MIGRATIONS);
    expect(applied.filter((names) => names.length === 0)).toHaveLength(pools.length - 1);
    expect(await recorded(db.pool)).toEqual(ALL_MIGRATIONS);
  });

  it('take a database made by the hand-written DDL from before: data kept, schema the same as a fresh one', async () => {
    const fresh = await emptyDatabase('migrate_fresh');
    await migrateDatabase(fresh.pool);
    const old = await emptyDatabase('migrate_pre');
    await old.pool.query(readFileSync(new URL('./pre-migrations-schema.fixture.sql', import.meta.url), 'utf8'));
    const master = randomBytes(32).toString('hex');
    const vault = await createVault(old.pool, master);
    const sealed = await vault.seal('subject-1', { name: 'Nimali' });
    const stream = `pre-${randomUUID()}`;
    await createPostgresEventStore({ pool: old.pool }).append(stream, [{ id: randomUUID(), type: 'Before', version: 1, data: { sealed }, metadata: { occurredAt: new Date().toISOString() } }], { expected: 'no_stream' });
    await old.pool.query(`INSERT INTO projection_checkpoints (name, position_commit, position_prepare) VALUES ('volunteers', 7, 7)`);
    await old.pool.query(`INSERT INTO outbox (channel, recipient, body, about) VALUES ('email', 'a@example.lk', 'hello', 'subject-1')`);

    expect(await migrateDatabase(old.pool)).toEqual(ALL_MIGRATIONS);
    expect(await schemaOf(old.pool)).toEqual(await schemaOf(fresh.pool));
    const [event] = await createPostgresEventStore({ pool: old.pool }).readStream(stream);
    expect(await (await createVault(old.pool, master)).open((event.data as { sealed: typeof sealed }).sealed)).toEqual({ name: 'Nimali' });
    expect((await old.pool.query('SELECT position_commit::int AS n FROM projection_checkpoints')).rows).toEqual([{ n: 7 }]);
    expect((await old.pool.query('SELECT count(*)::int AS n FROM outbox')).rows).toEqual([{ n: 1 }]);
  });
});
