import type pg from 'pg';
import { START, type Position } from '@nvp/events';

// The table `projection_checkpoints` (and pg_trgm, which read models' DDL uses) is made by the migrations (events/src/migrations).

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
 * Read models' versions for a process that does not run them (the distributed query-api): a model's stored position
 * and when its row was last written, which a retried parked event also moves (the position does not); 'start' before
 * its first checkpoint. The names asked for in the same turn of the event loop are read in one query (a public answer
 * checks up to five models, and hundreds of requests a second ask); each read is sent after its callers asked, so a
 * version is never older than the call.
 */
export const createCheckpointVersions = (db: Queryable) => {
  let asked: Map<string, ((version: string) => void)[]> | undefined;
  let failed: ((error: unknown) => void)[] = [];
  const readAsked = async () => {
    const batch = asked!;
    const fail = failed;
    asked = undefined;
    failed = [];
    try {
      const { rows } = await db.query(
        `SELECT name, position_commit::text || '/' || position_prepare::text || '@' || (extract(epoch FROM updated_at) * 1e6)::bigint AS v
         FROM projection_checkpoints WHERE name = ANY($1)`,
        [[...batch.keys()]],
      );
      const found = new Map(rows.map((r) => [r.name as string, r.v as string]));
      for (const [name, waiting] of batch) for (const resolve of waiting) resolve(found.get(name) ?? 'start');
    } catch (error) {
      for (const reject of fail) reject(error);
    }
  };
  return (name: string) =>
    new Promise<string>((resolve, reject) => {
      if (!asked) {
        asked = new Map();
        setImmediate(() => void readAsked());
      }
      asked.set(name, [...(asked.get(name) ?? []), resolve]);
      failed.push(reject);
    });
};

export const readAllCheckpoints = async (db: Queryable) => {
  const { rows } = await db.query('SELECT name, position_commit::text, position_prepare::text FROM projection_checkpoints');
  return new Map(rows.map((r) => [r.name as string, toPosition(r)]));
};

/**
 * The sinks whose effects leave the platform (`readModel: false`): read-your-writes never waits for them. A
 * test checks this list against the sinks the platform runs.
 */
export const SIDE_EFFECT_SINKS: readonly string[] = ['mail', 'opportunity-mail', 'application-mail', 'emergency-call-out', 'engagement-reminder', 'match-digest', 'kafka-publisher'];

/**
 * The ClickHouse fact sinks: read models of the report calls only. A read waits for them only when its route says
 * so (`readModels: 'with-facts'`): the facts keep rollups that cost more per batch than a PostgreSQL projection, and
 * no other read needs them.
 */
export const REPORT_FACTS: readonly string[] = ['registration-facts', 'activity-facts', 'emergency-facts'];

/** What a read waits for: named projections, the PostgreSQL read models (undefined), or those and the facts. */
export type ReadModelSelection = readonly string[] | 'with-facts' | undefined;

/** The sinks that write the outbox (when no SMTP relay / SMS gateway is configured): what an outbox read waits for. */
export const OUTBOX_WRITERS: readonly string[] = ['mail', 'opportunity-mail', 'application-mail', 'emergency-call-out', 'engagement-reminder', 'match-digest'];

/** What a sink delivers, told to the admins beside its state: mail and SMS, the Kafka stream, or the report facts. */
export type SinkKind = 'mail' | 'kafka' | 'facts';
export const sinkKind = (name: string): SinkKind | null =>
  OUTBOX_WRITERS.includes(name) ? 'mail' : name === 'kafka-publisher' ? 'kafka' : REPORT_FACTS.includes(name) ? 'facts' : null;

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
