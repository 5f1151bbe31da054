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

export interface LoadResult {
  summary: Summary;
  /** The end of the generated log: every read model, the activity facts and the outward sinks start there. */
  position: Position;
  /** Wall time of each step, in seconds. */
  seconds: { generate: number; readModels: number; facts: number; total: number };
}

/**
 * A generated history loaded into an EMPTY log before the projections start (`npm start`'s demo data, the scale
 * benchmark): written many streams per transaction, then every PostgreSQL read model rebuilt from it in bulk
 * (`rebuildProjections`, the same code as `npm run projections -- rebuild all`) while the activity facts replay
 * beside it, instead of the live runner catching up batch by batch (three minutes at demo scale against about one).
 * The sinks that reach people (mail, SMS, Kafka) start at the end of the generated history: it is imported, not
 * news, and its mobiles are random. The smaller facts (registrations, emergencies) catch up live.
 * Returns undefined, doing nothing, when the log already holds events.
 */
export const loadGeneratedHistory = async (
  infra: Pick<Infrastructure, 'store' | 'pool' | 'secrets' | 'vault'>,
  projections: Pick<Awaited<ReturnType<typeof createProjections>>, 'runner' | 'analytics'>,
  options: { scale: ScaleName; seed?: string | number; end?: string; onProgress?: (p: LoadProgress) => void },
): Promise<LoadResult | undefined> => {
  const { store, pool } = infra;
  if (comparePositions(await store.headPosition(), START) > 0) return undefined;
  const started = performance.now();
  const vault = await createVault(pool, infra.secrets.vaultMasterKey, { keyCacheMs: 30 * 60_000 });
  const summary = await generateHistory({
    store,
    vault,
    eraser: await createVault(pool, infra.secrets.vaultMasterKey),
    seed: options.seed ?? 1,
    scale: scales[options.scale],
    end: options.end,
    importBatch: store.kind === 'postgres' ? (appends) => importLog(pool, appends) : undefined,
    onProgress: (p) => options.onProgress?.({ phase: 'generating', done: p.done, total: p.total, events: p.events, perSecond: p.perSecond }),
  });
  const generated = performance.now();
  const head = await store.barrier();

  const readModels = projections.runner.projections.filter((p): p is PostgresProjection => p.kind === 'postgres');
  const each = new Map<string, { done: number; total: number }>();
  let readModelsDone = 0;
  let factsDone = 0;
  await Promise.all([
    rebuildProjections(store, pool, readModels, {
      onProgress: (name, p) => {
        each.set(name, p);
        const sum = [...each.values()].reduce((a, b) => ({ done: a.done + b.done, total: a.total + b.total }), { done: 0, total: 0 });
        options.onProgress?.({ phase: 'read models', ...sum });
      },
    }).then(() => (readModelsDone = performance.now())),
    replayActivityFacts(store, projections.analytics, {
      fromZero: true,
      onProgress: (p) => options.onProgress?.({ phase: 'facts', ...p }),
    }).then(async () => {
      await writeCheckpoint(pool, 'activity-facts', head);
      factsDone = performance.now();
    }),
  ]);
  for (const sink of projections.runner.projections.filter((p) => p.kind === 'sink' && SIDE_EFFECT_SINKS.includes(p.name))) {
    await writeCheckpoint(pool, sink.name, head);
  }
  const s = (ms: number) => Math.round(ms / 100) / 10;
  return {
    summary,
    position: head,
    seconds: { generate: s(generated - started), readModels: s(readModelsDone - generated), facts: s(factsDone - generated), total: s(performance.now() - started) },
  };
};
