import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@nvp/events/testing';
import { createCheckpointVersions, writeCheckpoint } from './checkpoints';

describe("read models' versions for a process that does not run them", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('checkpoint_versions');
  });
  afterAll(async () => db?.close());

  it('reads the names asked for together in one query, and a moved checkpoint gives a new version', async () => {
    await writeCheckpoint(db.pool, 'opportunities', { commit: 10n, prepare: 10n });
    await writeCheckpoint(db.pool, 'vios', { commit: 7n, prepare: 7n });
    const queries: string[] = [];
    const versionOf = createCheckpointVersions({ query: ((text: string, values: unknown[]) => (queries.push(text), db.pool.query(text, values))) as never });
    // Given three requests asking at once, when they ask for two models and one that has no checkpoint yet,
    const [a, b, again, none] = await Promise.all([versionOf('opportunities'), versionOf('vios'), versionOf('opportunities'), versionOf('not-yet')]);
    // then one query answers all of them.
    expect(queries).toHaveLength(1);
    expect(a).toMatch(/^10\/10@\d+$/);
    expect(b).toMatch(/^7\/7@\d+$/);
    expect(again).toBe(a);
    expect(none).toBe('start');
    // When the model's checkpoint moves, the next ask reads it again and sees a new version.
    await writeCheckpoint(db.pool, 'opportunities', { commit: 11n, prepare: 11n });
    expect(await versionOf('opportunities')).toMatch(/^11\/11@\d+$/);
    expect(queries).toHaveLength(2);
  });

  it('fails every caller of a batch whose read fails, and the next batch reads again', async () => {
    let fail = true;
    const versionOf = createCheckpointVersions({
      query: ((text: string, values: unknown[]) => (fail ? Promise.reject(new Error('connection lost')) : db.pool.query(text, values))) as never,
    });
    const results = await Promise.allSettled([versionOf('opportunities'), versionOf('vios')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await versionOf('vios')).toMatch(/^7\/7@\d+$/);
  });
});
