import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresProjection } from './projection';

/** What a read model's rows depend on: its tables' DDL, the events it reads and its handler version. */
export const definitionHash = (projection: PostgresProjection) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        version: projection.version ?? 1,
        eventTypes: [...projection.eventTypes].sort(),
        tables: Object.keys(projection.tables)
          .sort()
          .map((name) => [name, projection.tables[name]('$table')]),
      }),
    )
    .digest('hex');

/**
 * The definition the live tables were built with: a rebuild records it at its swap, a first start before it runs.
 * The table `projection_definitions` is made by the migrations (events/src/migrations).
 */
export const recordDefinition = async (db: Pick<pg.Pool, 'query'>, projection: PostgresProjection) => {
  await db.query(
    `INSERT INTO projection_definitions (name, hash) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET hash = $2, updated_at = now()`,
    [projection.name, definitionHash(projection)],
  );
};
