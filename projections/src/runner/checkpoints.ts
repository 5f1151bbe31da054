import type pg from 'pg';
import { START, type Position } from '@nvp/events';

export const checkpointSchema = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text PRIMARY KEY,
  position_commit numeric NOT NULL,
  position_prepare numeric NOT NULL,
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);`;

type Queryable = Pick<pg.PoolClient, 'query'>;

const toPosition = (row: { position_commit: string; position_prepare: string } | undefined): Position =>
  row ? { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) } : START;

export const readCheckpoint = async (db: Queryable, name: string, lock = false) => {
  const { rows } = await db.query(
    `SELECT position_commit::text, position_prepare::text FROM projection_checkpoints WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return toPosition(rows[0]);
};

export const writeCheckpoint = (db: Queryable, name: string, position: Position, lastEventAt?: Date) =>
  db.query(
    `INSERT INTO projection_checkpoints (name, position_commit, position_prepare, last_event_at, updated_at)
     VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (name) DO UPDATE SET position_commit = $2, position_prepare = $3,
       last_event_at = COALESCE($4, projection_checkpoints.last_event_at), updated_at = now()`,
    [name, position.commit.toString(), position.prepare.toString(), lastEventAt ?? null],
  );

/**
 * A read model's version for a process that does not run it (the distributed query-api): its stored position and
 * when the row was last written, which a retried parked event also moves (the position does not).
 */
export const readCheckpointVersion = async (db: Queryable, name: string) => {
  const { rows } = await db.query(`SELECT position_commit::text || '/' || position_prepare::text || '@' || (extract(epoch FROM updated_at) * 1e6)::bigint AS v FROM projection_checkpoints WHERE name = $1`, [name]);
  return (rows[0]?.v as string | undefined) ?? 'start';
};

export const readAllCheckpoints = async (db: Queryable) => {
  const { rows } = await db.query('SELECT name, position_commit::text, position_prepare::text FROM projection_checkpoints');
  return new Map(rows.map((r) => [r.name as string, toPosition(r)]));
};

/**
 * The sinks whose effects leave the platform (`readModel: false`): read-your-writes never waits for them. A
 * test checks this list against the sinks the platform runs.
 */
export const SIDE_EFFECT_SINKS: readonly string[] = ['mail', 'opportunity-mail', 'application-mail', 'emergency-call-out', 'kafka-publisher'];

/**
 * The ClickHouse fact sinks: read models of the report calls only. A read waits for them only when its route says
 * so (`readModels: 'with-facts'`): the facts keep rollups that cost more per batch than a PostgreSQL projection, and
 * no other read needs them.
 */
export const REPORT_FACTS: readonly string[] = ['registration-facts', 'activity-facts', 'emergency-facts'];

/** What a read waits for: named projections, the PostgreSQL read models (undefined), or those and the facts. */
export type ReadModelSelection = readonly string[] | 'with-facts' | undefined;

/** The sinks that write the outbox (when no SMTP relay / SMS gateway is configured): what an outbox read waits for. */
export const OUTBOX_WRITERS: readonly string[] = ['mail', 'opportunity-mail', 'application-mail', 'emergency-call-out'];

/**
 * For a process that does not run the projections (query-api in the distributed deployment): wait
 * until every stored read-model checkpoint has passed `position`, polling, bounded. Mail, SMS and Kafka
 * are not read models: a slow or failing sink never delays a read.
 */
export const waitForCheckpoints = async (db: Queryable, position: { commit: bigint; prepare: bigint }, timeoutMs: number, names?: ReadModelSelection) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await readAllCheckpoints(db);
    const relevant = [...all.entries()].filter(([name]) =>
      Array.isArray(names)
        ? names.includes(name)
        : !name.endsWith('__rebuild') && !SIDE_EFFECT_SINKS.includes(name) && (names === 'with-facts' || !REPORT_FACTS.includes(name)),
    );
    if (relevant.every(([, p]) => p.commit > position.commit || (p.commit === position.commit && p.prepare >= position.prepare))) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
};
