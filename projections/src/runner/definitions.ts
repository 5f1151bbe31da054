import type pg from 'pg';
import type { EventStore } from '@nvp/events';
import { liveTable, type PostgresProjection } from './projection';
import { rebuildProjection } from './rebuild';
import { exclusively } from './verify';
import { definitionHash, recordDefinition } from './definition-hash';

export { definitionHash } from './definition-hash';

/**
 * A read model whose definition changed since its tables were built (a new column, another event, a bumped
 * handler version) is rebuilt from the log before it runs, with the usual side-table-and-swap, so an upgrade
 * never serves rows of the old shape. A first start (no tables yet) just records the definition.
 * Returns whether it rebuilt.
 */
export const rebuildIfDefinitionChanged = async (store: EventStore, pool: pg.Pool, projection: PostgresProjection, onNotice: (message: string) => void = () => undefined) => {
  const hash = definitionHash(projection);
  const { rows } = await pool.query('SELECT hash FROM projection_definitions WHERE name = $1', [projection.name]);
  if (rows[0]?.hash === hash) return false;
  let built = false;
  for (const name of Object.keys(projection.tables)) {
    const found = await pool.query('SELECT to_regclass($1) AS t', [liveTable(name)]);
    built ||= Boolean(found.rows[0].t);
  }
  if (built) {
    onNotice(`projection ${projection.name}: definition changed, rebuilding from the log`);
    const started = Date.now();
    // Holding the model's rebuild lock, as every rebuild does: a core admin's retry of a parked event waits it out.
    const { events } = await exclusively(pool, projection.name, () => rebuildProjection(store, pool, projection));
    onNotice(`projection ${projection.name}: rebuilt from ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await recordDefinition(pool, projection);
  return built;
};
