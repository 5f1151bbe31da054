import pg from 'pg';
import { comparePositions, START, type NewEvent, type Position, type RecordedEvent } from '../../envelope';
import { createSignal, pollingSubscription } from '../subscription';
import {
  WrongExpectedVersionError,
  type EventStore,
  type ExpectedState,
  type ReadAllFilter,
  type ReadAllResult,
} from '../port';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** PostgreSQL schema holding the log: `es`, made by the migrations (events/src/migrations). */
  schema?: string;
  /**
   * How often an idle subscription looks for events appended by other processes. Appends announce themselves
   * (NOTIFY on the channel below), so this is only the safety net for a missed notification or a dropped listener.
   */
  pollMs?: number;
}

/** Every committed append notifies this channel with its last position (`commit:prepare`). */
export const APPENDED_CHANNEL = 'nvp_es_appended';


const MAX_BIGINT = 9223372036854775807n;

type Row = {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  version: number;
  data: unknown;
  metadata: NewEvent['metadata'];
  /** recorded_at in microseconds since 1970, as int8 text (see `columns`). */
  recorded_us: string;
};

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  type: r.type,
  version: r.version,
  data: r.data,
  metadata: r.metadata,
  streamId: r.stream_id,
  streamRevision: BigInt(r.stream_revision),
  position: { commit: BigInt(r.transaction_id), prepare: BigInt(r.global_position) },
  recordedAt: new Date(Math.floor(Number(r.recorded_us) / 1000)),
});

export const createPostgresEventStore = ({ pool, schema = 'es', pollMs = 1000 }: PostgresEventStoreOptions): EventStore => {
  const appended = createSignal();
  // This store's own appends, signalled at once in-process: their notifications are dropped, not a second wake.
  const ownAppends = new Set<string>();
  const listener = listenForAppends(pool, (key, position) => {
    if (!ownAppends.delete(key)) appended.emit(position);
  });
  // recorded_at as whole microseconds: pg's timestamptz parser (a regex and Date.UTC per row) cost a rebuild more
  // than this cast costs PostgreSQL (extract() would compute in numeric: slower). The float's error is far below
  // half a microsecond, so rounding gives the stored value exactly; truncated to the millisecond, as pg's parser does.
  const columns =
    "global_position, transaction_id, event_id, stream_id, stream_revision, type, version, data, metadata, (date_part('epoch', recorded_at) * 1000000)::int8 AS recorded_us";

  const filterSql = (filter: ReadAllFilter | undefined, params: unknown[]) => {
    const parts: string[] = [];
    if (filter?.eventTypes) {
      params.push(filter.eventTypes);
      parts.push(`type = ANY($${params.length})`);
    }
    if (filter?.streamPrefixes) {
      params.push(filter.streamPrefixes.map((p) => p.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'));
      parts.push(`stream_id LIKE ANY($${params.length})`);
    }
    return parts.length ? ` AND ${parts.join(' AND ')}` : '';
  };

  const store: EventStore = {
    kind: 'postgres',

    async append(streamId, events, { expected }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      const kind = typeof expected === 'bigint' ? 'revision' : expected;
      // The notification is queued in the append's own transaction: PostgreSQL delivers it at commit, never before
      // the rows are visible, and not at all when the append conflicts or rolls back.
      const { rows } = await pool.query<{ outcome: string; next_revision: string | null; tx: string | null; last_position: string | null }>(
        `SELECT a.outcome, a.next_revision, a.tx, a.last_position,
                CASE WHEN a.outcome = 'ok' THEN pg_notify('${APPENDED_CHANNEL}', a.tx::text || ':' || a.last_position::text) END AS notified
           FROM ${schema}.append($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[]) a`,
        [
          streamId,
          kind,
          typeof expected === 'bigint' ? expected.toString() : null,
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => e.version),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      ).catch((error: { code?: string }) => {
        // Two writers raced with the same event ids: whoever lost sees the winner's rows on retry.
        if (error.code === '23505') return { rows: [{ outcome: 'retry', next_revision: null, tx: null, last_position: null }] };
        throw error;
      });
      const row = rows[0];
      if (row.outcome === 'retry') return store.append(streamId, events, { expected });
      if (row.outcome === 'conflict') {
        throw new WrongExpectedVersionError(streamId, expected, row.next_revision === null ? 'no_stream' : BigInt(row.next_revision));
      }
      const position = { commit: BigInt(row.tx!), prepare: BigInt(row.last_position!) };
      if (row.outcome === 'ok') {
        if (listener.listening()) {
          ownAppends.add(`${row.tx}:${row.last_position}`);
          // Bounded: a notification that never came (the listener reconnecting) must not keep its key forever.
          if (ownAppends.size > 10_000) ownAppends.delete(ownAppends.values().next().value!);
        }
        appended.emit(position);
      }
      return { nextRevision: BigInt(row.next_revision!), position };
    },

    async readStream(streamId, options = {}) {
      const { rows } = await pool.query<Row>(
        `SELECT ${columns} FROM ${schema}.events WHERE stream_id = $1 AND stream_revision >= $2
          ORDER BY stream_revision LIMIT $3`,
        [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null],
      );
      return rows.map(toRecorded);
    },

    async readStreams(streamIds) {
      if (!streamIds.length) return [];
      const { rows } = await pool.query<Row>(
        `SELECT ${columns} FROM ${schema}.events WHERE stream_id = ANY($1::text[]) ORDER BY transaction_id, global_position`,
        [streamIds],
      );
      return rows.map(toRecorded);
    },

    async readAll(from, options = {}): Promise<ReadAllResult> {
      const maxCount = Math.max(1, options.maxCount ?? 1000);
      const params: unknown[] = [from.commit < 0n ? '0' : from.commit.toString(), from.prepare.toString(), maxCount];
      const after = `(transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id < h.xmin`;
      const where = filterSql(options.filter, params);
      // With a type filter the planner cannot walk an index in log order: it fetches every remaining row of those
      // types and sorts them. Sorting whole rows (data, metadata) spilled to disk on every page of a rebuild, most
      // of PostgreSQL's work in one; so the page's positions are chosen first (narrow rows, sorted in memory) and
      // only those rows are fetched.
      const selection = options.filter?.eventTypes
        ? `SELECT ${columns} FROM ${schema}.events WHERE global_position = ANY (ARRAY(
             SELECT global_position FROM ${schema}.events WHERE ${after}${where} ORDER BY transaction_id, global_position LIMIT $3))
           ORDER BY transaction_id, global_position`
        : `SELECT ${columns} FROM ${schema}.events WHERE ${after}${where} ORDER BY transaction_id, global_position LIMIT $3`;
      // Rows and horizon must come from one snapshot: a horizon read later could pass over a
      // transaction that committed in between. The LEFT JOIN keeps the horizon when no row matches.
      const { rows } = await pool.query<Row & { horizon: string }>(
        `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
         SELECT h.xmin::text AS horizon, e.* FROM horizon h LEFT JOIN LATERAL (${selection}) e ON true`,
        params,
      );
      const horizon = BigInt(rows[0].horizon);
      const events = rows.filter((r) => r.event_id !== null).map(toRecorded);
      if (events.length === maxCount) {
        return { events, checkedUpTo: events[events.length - 1].position, caughtUp: false };
      }
      // Fewer rows than asked: everything written by transactions below the horizon has been seen.
      const seen: Position = { commit: horizon - 1n, prepare: MAX_BIGINT };
      // Compare whole positions: on an idle cluster the horizon stays at last xid + 1, and a reader sitting
      // on that transaction's last event must still move to (xid, max) to pass a barrier.
      const checkedUpTo = comparePositions(seen, from) > 0 ? seen : from;
      return { events, checkedUpTo, caughtUp: true };
    },

    subscribeAll(options, handler) {
      listener.start();
      return pollingSubscription(store, options, handler, appended, pollMs);
    },

    async countAfter(from, { cap = 1_000_000, filter } = {}) {
      const params: unknown[] = [from.commit < 0n ? '0' : from.commit.toString(), from.prepare.toString(), cap];
      const where = filterSql(filter, params);
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${schema}.events
          WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())${where} LIMIT $3) t`,
        params,
      );
      return Number(rows[0].n);
    },

    async headPosition() {
      const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
        `SELECT transaction_id, global_position FROM ${schema}.events
          WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_position) } : START;
    },

    async barrier() {
      // Every transaction that committed before now has an xid below the snapshot's xmax.
      const { rows } = await pool.query<{ xmax: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax');
      return { commit: BigInt(rows[0].xmax) - 1n, prepare: MAX_BIGINT };
    },

    async close() {
      await listener.stop();
    },
  };
  return store;
};

/**
 * One LISTEN connection per store, opened with its first subscription: appends made by other processes (command-api
 * beside the projections service, another replica) wake the subscriptions at once instead of at their next poll.
 * Its own appends reach it too (already signalled in-process; a wake at a position already read costs nothing).
 * A lost connection is opened again after a pause; meanwhile the subscriptions' polling still finds every event.
 */
const listenForAppends = (pool: pg.Pool, onAppended: (key: string, position: Position) => void) => {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wanted = false;
  const open = async () => {
    const next = new pg.Client(pool.options);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (wanted) retry = setTimeout(() => void open(), 1000).unref() as NodeJS.Timeout;
    };
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      const key = message.payload ?? '';
      const [commit, prepare] = key.split(':');
      if (/^\d+$/.test(commit ?? '') && /^\d+$/.test(prepare ?? '')) onAppended(key, { commit: BigInt(commit), prepare: BigInt(prepare) });
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${APPENDED_CHANNEL}`);
      if (!wanted) await next.end();
    } catch {
      lost();
    }
  };
  return {
    listening: () => wanted,
    start() {
      if (wanted) return;
      wanted = true;
      void open();
    },
    async stop() {
      wanted = false;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
};

export type { ExpectedState };

/** One stream's events for importLog. */
export interface ImportedAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedState;
}

/**
 * A bulk import into a PostgreSQL log (the history generator): many streams' appends in one transaction and one
 * statement, each through the same `append` function as `EventStore.append` (expectations checked, revisions and
 * positions as usual), in the order given. A commit per stream bounded the generator at ~4,000 events/s with fsync
 * on; a commit per few hundred streams does not. Without synchronous commit: an import interrupted by a crash is
 * started again anyway. All or nothing: any expectation that fails rolls the whole batch back.
 */
export const importLog = async (pool: pg.Pool, appends: ImportedAppend[], schema = 'es') => {
  const batch = appends.filter((a) => a.events.length);
  if (!batch.length) return;
  const document = JSON.stringify(
    batch.map((a) => ({
      s: a.stream,
      k: typeof a.expected === 'bigint' ? 'revision' : a.expected,
      r: typeof a.expected === 'bigint' ? a.expected.toString() : null,
      i: a.events.map((e) => e.id),
      t: a.events.map((e) => e.type),
      v: a.events.map((e) => e.version),
      d: a.events.map((e) => e.data),
      m: a.events.map((e) => e.metadata),
    })),
  );
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    const { rows } = await client.query<{ n: string; outcome: string; stream: string }>(
      `SELECT a.n, a.doc->>'s' AS stream, r.outcome
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(doc, n),
         LATERAL ${schema}.append(
           a.doc->>'s', a.doc->>'k', (a.doc->>'r')::bigint,
           ARRAY(SELECT jsonb_array_elements_text(a.doc->'i'))::uuid[],
           ARRAY(SELECT jsonb_array_elements_text(a.doc->'t')),
           ARRAY(SELECT jsonb_array_elements_text(a.doc->'v'))::int[],
           ARRAY(SELECT jsonb_array_elements(a.doc->'d')),
           ARRAY(SELECT jsonb_array_elements(a.doc->'m'))) AS r
        ORDER BY a.n`,
      [document],
    );
    const refused = rows.find((r) => r.outcome !== 'ok');
    if (refused || rows.length !== batch.length) throw new Error(`import refused: ${refused ? `${refused.outcome} on ${refused.stream}` : `${rows.length} of ${batch.length} appends ran`}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
