import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';
import pg from 'pg';
import { bufferedClient, escapeLiteral, inlineParameters } from './buffered-client';
import { valueKindsInsert as insert, valueKindsRows as rows, valueKindsTable as table } from './testing/value-kinds';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase('buffered_client');
});
afterAll(async () => db?.close());

describe('buffered client', () => {
  it('writes exactly what the bound statements write, keeps order, and lets a SELECT see earlier writes', async () => {
    await db.pool.query(table('bound'));
    await db.pool.query(table('inlined'));
    for (const r of rows) await db.pool.query(insert('bound'), r);
    await db.pool.query(`UPDATE bound SET n = coalesce(n, 0) + $2, txt = txt || $3 WHERE id = $1`, [rows[0][0], 5, '!']);
    const seen = await withTransaction(db.pool, async (client) => {
      const b = bufferedClient(client);
      for (const r of rows) await b.client.query(insert('inlined'), r);
      await b.client.query(`UPDATE inlined SET n = coalesce(n, 0) + $2, txt = txt || $3 WHERE id = $1`, [rows[0][0], 5, '!']);
      // Nothing sent yet; a read sends the queue first.
      const { rows: found } = await b.client.query(`SELECT count(*)::int AS c FROM inlined`);
      await b.client.query(`DELETE FROM inlined WHERE id = $1`, [rows[2][0]]);
      await b.client.query(insert('inlined'), rows[2]);
      // A read behind queued writes goes out with them: its answer is typed as a bound read's.
      const { rows: again } = await b.client.query(`SELECT * FROM inlined WHERE id = $1`, [rows[0][0]]);
      await b.flush();
      return { count: found[0].c, again };
    });
    expect(seen.count).toBe(rows.length);
    expect(seen.again).toEqual((await db.pool.query(`SELECT * FROM bound WHERE id = $1`, [rows[0][0]])).rows);
    const all = async (t: string) => (await db.pool.query(`SELECT * FROM ${t} ORDER BY id`)).rows;
    expect(await all('inlined')).toEqual(await all('bound'));
    expect((await all('inlined'))[0].txt).toBe(`${rows[0][4]}!`);
  });

  it('a failing queued write fails the transaction: nothing of the batch stays', async () => {
    await db.pool.query('CREATE TABLE strict (id int PRIMARY KEY)');
    await expect(
      withTransaction(db.pool, async (client) => {
        const b = bufferedClient(client);
        await b.client.query('INSERT INTO strict VALUES ($1)', [1]);
        await b.client.query('INSERT INTO strict VALUES ($1)', [1]);
        await b.flush();
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await db.pool.query('SELECT count(*)::int AS c FROM strict')).rows[0].c).toBe(0);
  });

  it('full queues go out without waiting, in order; a later read sees them all and a failure among them fails the batch', async () => {
    await db.pool.query('CREATE TABLE many (id int PRIMARY KEY, n int NOT NULL)');
    const count = await withTransaction(db.pool, async (client) => {
      const b = bufferedClient(client);
      for (let i = 0; i < 2500; i++) await b.client.query('INSERT INTO many VALUES ($1, 0)', [i]);
      for (let i = 0; i < 2500; i++) await b.client.query('UPDATE many SET n = n + $2 WHERE id = $1', [i, 1]);
      const { rows } = await b.client.query('SELECT count(*)::int AS c, sum(n)::int AS s FROM many');
      await b.flush();
      return rows[0];
    });
    expect(count).toEqual({ c: 2500, s: 2500 });
    await expect(
      withTransaction(db.pool, async (client) => {
        const b = bufferedClient(client);
        // The duplicate is in the first queue, sent while the handler goes on queueing.
        for (let i = 0; i < 2500; i++) await b.client.query('INSERT INTO many VALUES ($1, 0)', [i === 10 ? 2500 : i + 2500]);
        await b.flush();
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await db.pool.query('SELECT count(*)::int AS c FROM many')).rows[0].c).toBe(2500);
  });

  it("escapes a literal exactly as pg's escapeLiteral does", () => {
    for (const text of ['', 'plain', "O'Brien", "''", '\\', "a\\'b\\\\c", '{"a":"it\'s \\"q\\""}', 'සිංහල 🙂 \n', "x'y\\z'"])
      expect(escapeLiteral(text)).toBe(pg.escapeLiteral(text));
  });

  it('refuses a statement that refers to a parameter it was not given', () => {
    expect(() => inlineParameters('UPDATE t SET a = $2 WHERE id = $1', [1])).toThrow(/\$2/);
  });
});
