/**
 * Rows a batch of events creates, folded in memory. In a replay an entity's first event and most of its later ones
 * fall in the same batch (a registration, its verification, its review...), so instead of an INSERT and a string of
 * UPDATEs per entity, a handler builds the row in memory, applies the batch's later events to it there and writes
 * it once at the end of the batch with one COPY per table. Rows that existed before the batch are changed in SQL as
 * before: only ids the table does not hold yet are folded, so a repeated creation still meets the old row.
 *
 * A handler using it must leave the tables exactly as its SQL path would (same values, same column types): the
 * read-model tests compare a replay in batches of one event with one in large batches.
 */

import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

// pg's own conversion of a parameter to its text form, so a copied field reads exactly as the bound one would.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => string | Buffer | null };

/** uuids compare as PostgreSQL compares them (case-insensitively). */
export const rowKey = (id: unknown) => String(id).toLowerCase();

type Client = { query: (sql: string | { text: string; values: unknown[] }, values?: unknown[]) => Promise<unknown> };

/** A value as a field of COPY's text format: what pg would bind as text, with COPY's escapes; `\N` is null. */
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const copyField = (value: unknown) => {
  if (value === null || value === undefined) return '\\N';
  // Most fields are strings, which prepareValue would return as they are.
  const text = typeof value === 'string' ? value : prepareValue(value);
  if (text === null) return '\\N';
  // bytea's hex input form, its backslash escaped for COPY.
  if (Buffer.isBuffer(text)) return `\\\\x${text.toString('hex')}`;
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]) : text;
};

/** Lines of COPY text are sent in pieces of about this many characters. */
const COPY_PIECE = 1 << 20;

/**
 * Writes rows with COPY … FROM STDIN (text format). Each field goes through its column's input function as a
 * bound text parameter would (a string for a jsonb column is parsed as JSON text, arrays and dates are formatted
 * by pg as for binding), so the rows equal those an INSERT with bound values writes. COPY skips the planning and
 * binding of thousands of parameters that a multi-row INSERT costs both sides. Without ON CONFLICT: batchRows
 * writes only ids the table lacks.
 */
export const copyRows = async <R extends Record<string, unknown>>(
  client: Client,
  table: string,
  columns: readonly (keyof R & string)[],
  rows: Iterable<R>,
) => {
  const pieces: string[] = [];
  let piece = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) line += (i ? '\t' : '') + copyField(row[columns[i]]);
    piece += line + '\n';
    if (piece.length >= COPY_PIECE) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  if (!pieces.length) return;
  const copy = copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`);
  // A buffered client sends its queued writes first, so the COPY sees them.
  await client.query(copy as never);
  await pipeline(Readable.from(pieces), copy);
};

/**
 * A maker of rows of these columns, every value null: it copies one prepared row (a fraction of a microsecond)
 * where building each with Object.fromEntries and spreads took several.
 */
export const blankRow = <R extends Record<string, unknown>>(columns: readonly (keyof R & string)[]) => {
  const blank = Object.fromEntries(columns.map((c) => [c, null])) as R;
  return (): R => ({ ...blank });
};

/**
 * The rows of one table a batch creates. `prepare` reads (once) which of the ids the batch will create the table
 * lacks; `create` keeps a row in memory only for those (answers false otherwise: the caller writes it in SQL);
 * `get` finds a row in memory; `write` inserts them all.
 */
export const batchRows = <R extends Record<string, unknown>>(table: string, keyColumn: keyof R & string, columns: readonly (keyof R & string)[]) => {
  const rows = new Map<string, R>();
  let absent = new Set<string>();
  return {
    async prepare(client: Client, ids: Iterable<unknown>) {
      absent = new Set([...ids].map(rowKey));
      if (!absent.size) return;
      const { rows: found } = (await client.query(`SELECT ${keyColumn}::text AS id FROM ${table} WHERE ${keyColumn} = ANY($1::uuid[])`, [[...absent]])) as {
        rows: { id: string }[];
      };
      for (const row of found) absent.delete(row.id);
    },
    /** The row in memory for this id, if the batch created it. */
    get: (id: unknown) => rows.get(rowKey(id)),
    /** Whether a row for this id would be kept in memory (the table lacks it and the batch has not created it yet). */
    canCreate: (id: unknown) => absent.has(rowKey(id)) && !rows.has(rowKey(id)),
    /** Keeps the row in memory and answers true, or answers false when the table may already hold the id. */
    create(row: R) {
      const id = rowKey(row[keyColumn]);
      if (!absent.has(id) || rows.has(id)) return false;
      rows.set(id, row);
      return true;
    },
    values: () => rows.values(),
    write: (client: Client) => copyRows(client, table, columns, rows.values()),
  };
};
