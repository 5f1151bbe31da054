import { createRequire } from 'node:module';
import pg from 'pg';

// pg's own conversion of a parameter to its text form (dates, arrays, JSON, buffers), so an inlined value reads
// exactly as the bound one would.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => string | Buffer | null };

/**
 * pg.escapeLiteral's output (quotes doubled; with a backslash, backslashes doubled and an E'' literal), made with
 * two replaces: pg's builds the string a character at a time, which was a large part of a rebuild's CPU
 * (~170 ns a character: a batch's JSON bios cost more to escape than to write).
 */
export const escapeLiteral = (text: string) =>
  text.includes('\\') ? ` E'${text.replace(/'/g, "''").replace(/\\/g, '\\\\')}'` : `'${text.replace(/'/g, "''")}'`;

/** A parameter as an SQL literal: an untyped quoted literal resolves to a type from its context, as a bound parameter does. */
const literal = (value: unknown) => {
  const prepared = prepareValue(value);
  if (prepared === null) return 'NULL';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
  return escapeLiteral(prepared);
};

export const inlineParameters = (text: string, values: readonly unknown[] = []) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= values.length) throw new Error(`query refers to $${n} but has ${values.length} parameters`);
    return literal(values[i]);
  });

const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;
const MAX_PENDING = 1000;

/**
 * A client for replaying a batch of events without a round trip per statement: writes whose answer nobody reads
 * (INSERT/UPDATE/DELETE without RETURNING; projection handlers never use a write's rowCount) are queued with their
 * parameters inlined and sent together as one multi-statement query; anything else (a SELECT) goes out with the
 * queue in front of it, in the same round trip, so it sees every earlier write. Statement order is kept, and a failing statement fails the batch's
 * transaction as before. `flush()` must run before the transaction commits.
 */
export const bufferedClient = (client: pg.PoolClient) => {
  let pending: string[] = [];
  // A full queue is sent without waiting for it, so the handler prepares the next writes while PostgreSQL runs
  // these. Everything sent is chained (one query on the client at a time, in order); the chain is awaited before
  // any answer is returned and by flush(), so a failure still fails the batch.
  let inFlight: Promise<unknown> = Promise.resolve();
  const send = <T>(run: () => Promise<T>) => {
    const sent = inFlight.then(run);
    inFlight = sent;
    sent.catch(() => undefined); // awaited later; not an unhandled rejection meanwhile
    return sent;
  };
  const flush = async () => {
    if (pending.length) {
      const text = pending.join(';\n');
      send(() => client.query(text));
      pending = [];
    }
    await inFlight;
  };
  const query = async (text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string') {
      await flush();
      return client.query(text as pg.QueryConfig, values);
    }
    const statement = () => inlineParameters(text.replace(/;\s*$/, ''), values);
    if (WRITE.test(text) && !/\bRETURNING\b/i.test(text)) {
      pending.push(statement());
      if (pending.length >= MAX_PENDING) {
        const full = pending.join(';\n');
        send(() => client.query(full));
        pending = [];
      }
      return { rows: [], rowCount: null, command: '', oid: 0, fields: [] };
    }
    // The queued writes and the read in one round trip: the read's answer is the last result.
    const sql = pending.length ? [...pending, statement()].join(';\n') : undefined;
    pending = [];
    const results = (await send(() => (sql ? client.query(sql) : client.query(text, values)))) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? results[results.length - 1] : results;
  };
  const buffered = new Proxy(client, {
    get: (target, prop) => (prop === 'query' ? query : Reflect.get(target, prop, target)),
  });
  return { client: buffered as pg.PoolClient, flush };
};
