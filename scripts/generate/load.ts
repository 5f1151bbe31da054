import { performance } from 'node:perf_hooks';
import { comparePositions, createVault, importLog, START, type Infrastructure, type Position } from '@nvp/events';
import { rebuildProjections, replayActivityFacts, SIDE_EFFECT_SINKS, writeCheckpoint, type PostgresProjection, type createProjections } from '@nvp/projections';
import { generateHistory, type Summary } from './generate';
import { scales, type ScaleName } from './history';

export interface LoadProgress {
  phase: 'generating' | 'read models' | 'facts';
  done: number;
  total: number;
  events?: number;
  perSecond?: number;
}

type ReadSide = Pick<Awaited<ReturnType<typeof createProjections>>, 'runner' | 'analytics'>;
type Infra = Pick<Infrastructure, 'store' | 'pool' | 'secrets' | 'vault' | 'config'>;

export interface BuildResult {
  /** The end of the log: every read model, the activity facts and the outward sinks start there. */
  position: Position;
  /** Each read model's rebuild, in seconds (they run side by side from one read of the log). */
  readModels: { name: string; events: number; seconds: number }[];
  /** Wall time of the read models together and of the facts (beside them), in seconds. */
  seconds: { readModels: number; facts: number };
  factEvents: number;
}

export interface LoadResult extends BuildResult {
  summary: Summary;
  seconds: BuildResult['seconds'] & { generate: number; total: number };
}

const round = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Every read stops at the oldest transaction of the cluster still open, so one begun before the load ended (another
 * database's, on a shared server) would hide the history's last commits from the rebuild: it would start those models
 * a little behind the end, to catch up live (the facts go on from where their replay stood, the sinks from the end:
 * nothing is lost either way). Waiting for it (at most a minute) starts them all at the end.
 */
const untilReadable = async (store: Infra['store'], head: Position) => {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const { checkedUpTo } = await store.readAll(START, { maxCount: 1, filter: { eventTypes: ['(none)'] } });
    if (comparePositions(checkedUpTo, head) >= 0) return;
  }
};

/**
 * Builds the read side of a log that was written in bulk, before the projections start: every PostgreSQL read model
 * rebuilt (`rebuildProjections`, the code of `npm run projections -- rebuild all`) while the activity facts replay
 * beside it, instead of the live runner catching up batch by batch (three minutes for the demo history against
 * well under one). The sinks that reach people (mail, SMS, Kafka) start at the end: an imported history is not
 * news, and a generated one's mobiles are random. The smaller facts (registrations, emergencies) catch up live.
 */
export const buildReadSide = async (infra: Pick<Infra, 'store' | 'pool'>, projections: ReadSide, onProgress?: (p: LoadProgress) => void): Promise<BuildResult> => {
  const { store, pool } = infra;
  const head = await store.barrier();
  await untilReadable(store, head);
  const started = performance.now();
  const readModels = projections.runner.projections.filter((p): p is PostgresProjection => p.kind === 'postgres');
  const each = new Map<string, { done: number; total: number }>();
  const [rebuilt, facts] = await Promise.all([
    rebuildProjections(store, pool, readModels, {
      onProgress: (name, p) => {
        each.set(name, p);
        const sum = [...each.values()].reduce((a, b) => ({ done: a.done + b.done, total: a.total + b.total }), { done: 0, total: 0 });
        onProgress?.({ phase: 'read models', ...sum });
      },
    }).then((results) => ({ results, at: performance.now() })),
    replayActivityFacts(store, projections.analytics, { fromZero: true, onProgress: (p) => onProgress?.({ phase: 'facts', ...p }) }).then(async ({ events, position }) => {
      await writeCheckpoint(pool, 'activity-facts', position);
      return { events, at: performance.now() };
    }),
  ]);
  for (const sink of projections.runner.projections.filter((p) => p.kind === 'sink' && SIDE_EFFECT_SINKS.includes(p.name))) {
    await writeCheckpoint(pool, sink.name, head);
  }
  return {
    position: head,
    readModels: rebuilt.results.map((r) => ({ name: r.name, events: r.events, seconds: round(r.ms) })),
    seconds: { readModels: round(rebuilt.at - started), facts: round(facts.at - started) },
    factEvents: facts.events,
  };
};

/** The previous load into this database did not finish: its history is partial and its sinks were never moved. */
export class InterruptedLoadError extends Error {
  constructor(readonly startedAt: Date) {
    super(
      `The generated demo history started loading at ${startedAt.toISOString()} and did not finish (was the first start stopped?). ` +
        'Its history is incomplete: remove the data directory (DATA_DIR, by default .data) and start again, or start with DEMO_SCALE=none to keep it as it is.',
    );
    this.name = 'InterruptedLoadError';
  }
}

/**
 * A generated history loaded into an EMPTY log before the projections start (`npm start`'s demo data, the scale
 * benchmark): written many streams per transaction (`importLog`), then the read side built in bulk (buildReadSide).
 * Returns undefined, doing nothing, when the log already holds events.
 */
export const loadGeneratedHistory = async (
  infra: Infra,
  projections: ReadSide,
  options: { scale: ScaleName; seed?: string | number; end?: string; onProgress?: (p: LoadProgress) => void },
): Promise<LoadResult | undefined> => {
  // A load stopped half-way (Ctrl-C during the first start) leaves a partial history whose mail was never held back.
  const { rows } = await infra.pool.query<{ started_at: Date }>('SELECT started_at FROM generated_history_load');
  if (rows.length) throw new InterruptedLoadError(rows[0].started_at);
  if (comparePositions(await infra.store.headPosition(), START) > 0) return undefined;
  await infra.pool.query('INSERT INTO generated_history_load (started_at) VALUES (now())');
  const started = performance.now();
  const summary = await generateInto(infra, options);
  const generated = performance.now();
  const built = await buildReadSide(infra, projections, options.onProgress);
  await infra.pool.query('DELETE FROM generated_history_load');
  return { ...built, summary, seconds: { ...built.seconds, generate: round(generated - started), total: round(performance.now() - started) } };
};

/** The generator on this infrastructure: sealing with a long key cache, erasing with the platform's, bulk appends on PostgreSQL. */
export const generateInto = async (
  infra: Infra,
  options: { scale: ScaleName; seed?: string | number; end?: string; concurrency?: number; onProgress?: (p: LoadProgress) => void },
) =>
  generateHistory({
    store: infra.store,
    vault: await createVault(infra.pool, infra.secrets.vaultMasterKey, { keyCacheMs: 30 * 60_000 }),
    eraser: await createVault(infra.pool, infra.secrets.vaultMasterKey),
    // Partner logos go where the platform's upload route puts them.
    dataDir: infra.config.dataDir,
    seed: options.seed ?? 1,
    scale: scales[options.scale],
    end: options.end,
    concurrency: options.concurrency,
    importBatch: infra.store.kind === 'postgres' ? (appends) => importLog(infra.pool, appends) : undefined,
    onProgress: (p) => options.onProgress?.({ phase: 'generating', done: p.done, total: p.total, events: p.events, perSecond: p.perSecond }),
  });
