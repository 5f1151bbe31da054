import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { migrateDatabase } from '../db/migrate';
import { createPool } from '../db/pool';
import type { NewEvent, RecordedEvent } from '../envelope';

/**
 * A fresh database in the test run's embedded PostgreSQL (started once by the global setup), migrated as every start
 * leaves it (`migrated: false`: empty, for the migrations' own tests).
 */
export const createTestDatabase = async (label = 'test', { migrated = true }: { migrated?: boolean } = {}) => {
  const adminUrl = inject('pgUrl');
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = createPool(url, 40);
  if (migrated) await migrateDatabase(pool);
  return { url, pool, name, close: () => pool.end() };
};

export const testMasterKey = () => randomBytes(32).toString('hex');

export const newEvent = (type: string, data: unknown = {}, id: string = randomUUID()): NewEvent => ({
  id,
  type,
  version: 1,
  data,
  metadata: { occurredAt: new Date().toISOString() },
});

/**
 * An event as the store hands it to a projection, for tests that feed projections directly: `n` is its place in
 * the log (its position) and names its stream unless `streamId` is given.
 */
export const recordedEvent = (type: string, data: unknown, { n, occurredAt, streamId = `s-${n}` }: { n: number; occurredAt: string; streamId?: string }): RecordedEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { occurredAt },
  streamId,
  streamRevision: 0n,
  position: { commit: BigInt(n), prepare: BigInt(n) },
  recordedAt: new Date(),
});

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
