import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import { batchRows, copyRows } from './batch-rows';
import { bufferedClient } from './buffered-client';
import { valueKindsColumns as columns, valueKindsInsert, valueKindsRows, valueKindsTable } from './testing/value-kinds';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase('batch_rows');
});
afterAll(async () => db?.close());

const asRecord = (values: unknown[]) => Object.fromEntries(columns.map((c, i) => [c, values[i]]));
const all = async (t: string) => (await db.pool.query(`SELECT * FROM ${t} ORDER BY id`)).rows;

describe('rows a batch creates, written with COPY', () => {
  it('writes exactly what INSERTs with bound values write, for every kind of value', async () => {
    await db.pool.query(valueKindsTable('bound_rows'));
    await db.pool.query(valueKindsTable('copied_rows'));
    for (const r of valueKindsRows) await db.pool.query(valueKindsInsert('bound_rows'), r);
    await withTransaction(db.pool, (client) => copyRows(client, 'copied_rows', columns, valueKindsRows.map(asRecord)));
    expect(await all('copied_rows')).toEqual(await all('bound_rows'));
    expect(await all('copied_rows')).toHaveLength(valueKindsRows.length);
  });

  it('through a rebuild batch (buffered client): the COPY sees the writes queued before it, and a failing COPY leaves nothing of the batch', async () => {
    await db.pool.query(valueKindsTable('batch_rows'));
    const first = valueKindsRows[0];
    const rows = batchRows<Record<string, unknown>>('batch_rows', 'id', columns);
    await withTransaction(db.pool, async (client) => {
      const b = bufferedClient(client);
      await rows.prepare(b.client, valueKindsRows.map((r) => r[0]));
      for (const r of valueKindsRows) expect(rows.create(asRecord(r))).toBe(true);
      // Queued, not yet sent. In order, the COPY comes after the DELETE; sent ahead of them, its row would make the
      // queued INSERT a duplicate.
      const last = valueKindsRows[valueKindsRows.length - 1][0];
      await b.client.query(`INSERT INTO batch_rows (id, txt) VALUES ($1, 'queued')`, [last]);
      await b.client.query(`DELETE FROM batch_rows WHERE id = $1`, [last]);
      await rows.write(b.client);
      await b.flush();
    });
    expect((await all('batch_rows')).map((r) => r.id)).toEqual(valueKindsRows.map((r) => r[0]));

    await expect(
      withTransaction(db.pool, async (client) => {
        const b = bufferedClient(client);
        await b.client.query(`UPDATE batch_rows SET txt = 'changed'`);
        await copyRows(b.client, 'batch_rows', columns, [asRecord(first)]);
        await b.flush();
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await all('batch_rows')).map((r) => r.txt)).not.toContain('changed');
  });

  it('a row already in the table is not kept in memory: the handler changes it in SQL', async () => {
    await db.pool.query(valueKindsTable('existing_rows'));
    await db.pool.query(valueKindsInsert('existing_rows'), valueKindsRows[0]);
    const rows = batchRows<Record<string, unknown>>('existing_rows', 'id', columns);
    await rows.prepare(db.pool, [valueKindsRows[0][0], valueKindsRows[1][0]]);
    expect(rows.create(asRecord(valueKindsRows[0]))).toBe(false);
    expect(rows.create(asRecord(valueKindsRows[1]))).toBe(true);
    expect(rows.create(asRecord(valueKindsRows[1]))).toBe(false);
  });
});
