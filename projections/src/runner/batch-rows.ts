/**
 * Rows a batch of events creates, folded in memory. In a replay an entity's first event and most of its later ones
 * fall in the same batch (a registration, its verification, its review...), so instead of an INSERT and a string of
 * UPDATEs per entity, a handler builds the row in memory, applies the batch's later events to it there and writes
 * it once at the end of the batch with a multi-row INSERT. Rows that existed before the batch are changed in SQL as
 * before: only ids the table does not hold yet are folded, so a repeated creation still meets the old row.
 *
 * A handler using it must leave the tables exactly as its SQL path would (same values, same column types): the
 * read-model tests compare a replay in batches of one event with one in large batches.
 */

/** uuids compare as PostgreSQL compares them (case-insensitively). */
export const rowKey = (id: unknown) => String(id).toLowerCase();

type Client = { query: (sql: string | { text: string; values: unknown[] }, values?: unknown[]) => Promise<unknown> };

/** One INSERT per ROWS_PER_INSERT rows. */
const ROWS_PER_INSERT = 500;

/** `($1, $2), ($3, $4)…` for `rows` rows of `width` values: the same few shapes every batch, so made once. */
const placeholderTexts = new Map<string, string>();
const placeholders = (rows: number, width: number) => {
  const shape = `${rows}x${width}`;
  let text = placeholderTexts.get(shape);
  if (text === undefined) {
    text = Array.from({ length: rows }, (_, i) => `(${Array.from({ length: width }, (_, j) => `$${i * width + j + 1}`).join(', ')})`).join(', ');
    placeholderTexts.set(shape, text);
  }
  return text;
};

/**
 * Writes rows with multi-row INSERTs, a bound parameter per value (typed by the target columns). Passed as a query
 * config so a rebuild's buffered client binds the parameters instead of inlining them: escaping thousands of
 * literals costs more CPU than the UPDATEs this saves.
 */
export const insertRows = async <R extends Record<string, unknown>>(
  client: Client,
  table: string,
  columns: readonly (keyof R & string)[],
  rows: Iterable<R>,
  /** What follows VALUES: by default `ON CONFLICT DO NOTHING` is not added; pass e.g. `ON CONFLICT (id) DO NOTHING`. */
  suffix = '',
) => {
  const all = [...rows];
  for (let from = 0; from < all.length; from += ROWS_PER_INSERT) {
    const chunk = all.slice(from, from + ROWS_PER_INSERT);
    const values: unknown[] = [];
    for (const row of chunk) for (const c of columns) values.push(row[c] ?? null);
    await client.query({
      text: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders(chunk.length, columns.length)}${suffix ? ` ${suffix}` : ''}`,
      values,
    });
  }
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
    write: (client: Client) => insertRows(client, table, columns, rows.values()),
  };
};
