/**
 * The answers every public visitor triggers, on a generated history (scripts/generate at BENCH_LANDING_SCALE,
 * default demo): POST /api/report/home (the landing figures), the public opportunity list, GET /api/health and a
 * public VIO page. Each is measured served by the platform (the caches keyed by read-model and facts versions: with
 * nothing written meanwhile every call is a "cache hit") beside its uncached peer: the same function without the
 * cache (the landing's homeAnswer, the list's query, the VIO page's publicVioView, and for health the deep report
 * the public call ran before), served by a bench-only Fastify server in the same process, so both sides pay the same
 * HTTP. Requests/s and p50/p95/p99 at BENCH_CONNECTIONS (32) keep-alive connections, BENCH_LANDING_SECONDS per
 * line, BENCH_LANDING_ROUNDS rounds; every round printed, then the medians and SUMMARY lines. See README.md.
 *
 *   npx tsx scripts/bench/landing.ts     (BENCH_LANDING_SCALE=tiny|demo|district, BENCH_LANDING_SECONDS, BENCH_LANDING_ROUNDS, BENCH_CONNECTIONS)
 */
import { colomboDate } from '@nvp/events';
import os from 'node:os';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { startPlatform } from '../platform';
import { loadGeneratedHistory } from '../generate/load';
import { scales, type ScaleName } from '../generate/history';
import { createHealthCheck } from '../../query-api/src/health/health';
import { homeAnswer, HOME_FACTS, HOME_READ_MODELS } from '../../query-api/src/reporting/home';
import { publicVioView, PUBLIC_VIEW_READ_MODELS } from '../../query-api/src/vio/routes';
import { publicListQuery } from '../../query-api/src/opportunity/routes';
import { benchConfig, envInt, fmtInt, fmtMs, percentile, ratio, runConcurrent, runMain, startTempPostgres } from './lib';

const SCALE = (process.env.BENCH_LANDING_SCALE ?? 'demo') as ScaleName;
const SECONDS = envInt('BENCH_LANDING_SECONDS', 5);
const ROUNDS = envInt('BENCH_LANDING_ROUNDS', 3);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 32);
/** Bounded in count as well as time: a line stops at whichever comes first. */
const MAX_REQUESTS = envInt('BENCH_LANDING_MAX_REQUESTS', 200_000);

type Line = { rate: number; p50: number; p95: number; p99: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

runMain(async () => {
  if (!(SCALE in scales)) throw new Error(`BENCH_LANDING_SCALE must be one of ${Object.keys(scales).join(', ')}`);
  console.log(`# public answers on a generated ${SCALE} history: ${CONNECTIONS} connections, ${SECONDS} s per line, ${ROUNDS} rounds (load average ${load()})`);
  const pgServer = await startTempPostgres('landing');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    // The history is generated and the read side built before the projections start (scripts/generate/load.ts).
    const started = performance.now();
    let said = 0;
    let loaded: Awaited<ReturnType<typeof loadGeneratedHistory>>;
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl),
      {
        quiet: true,
        prepare: async (infra, projections) => {
          loaded = await loadGeneratedHistory(infra, projections, {
            scale: SCALE,
            seed: 1,
            onProgress: (p) => {
              if (performance.now() - said < 10_000 && p.done < p.total) return;
              said = performance.now();
              console.log(`  ${p.phase}: ${fmtInt(p.done)}/${fmtInt(p.total)}${p.perSecond ? ` · ${fmtInt(p.perSecond)} events/s` : ''}`);
            },
          });
        },
      },
    );
    platform.infra.pool.on('error', () => undefined);
    const peer = Fastify();
    try {
      const { pool, store } = platform.infra;
      const runner = platform.projections.runner;
      await runner.caughtUp();
      const projected = performance.now() - started;
      await pool.query('ANALYZE');
      console.log(`  generated ${fmtInt(loaded!.summary.events)} events in ${loaded!.seconds.generate} s; read models and facts built, all caught up after ${fmtMs(projected)}`);

      // The organisation with the most confirmed hours, public today.
      const { rows } = await pool.query<{ id: string }>(
        `SELECT v.id FROM rm_vios v LEFT JOIN rm_contribution_stats s ON s.subject_id = v.id
          WHERE v.status IN ('APPROVED', 'TRANSFERRED') AND NOT v.terminated AND NOT v.erased
            AND (v.suspended_until IS NULL OR v.suspended_until < (now() AT TIME ZONE 'Asia/Colombo')::date)
          ORDER BY s.hours DESC NULLS LAST LIMIT 1`,
      );
      const vioId = rows[0]?.id;
      if (!vioId) throw new Error('no public VIO in the generated history');

      // The uncached peers, bench-only (never registered on the platform's server): the same functions, no cache.
      const deps = { pool, analytics: platform.projections.analytics, config: platform.config };
      const deepHealth = createHealthCheck({
        store,
        lag: () => runner.lag(),
        runsProjections: true,
        analytics: platform.projections.analytics,
        kafkaEnabled: false,
        sinks: () => runner.sinks(),
        mailDelivery: 'outbox',
      });
      peer.post('/home', async () => homeAnswer(deps));
      peer.get('/list', async (_request, reply) => {
        const q = publicListQuery({ type: 'ALL', search: '', page: 1, pageSize: 12 });
        const answer = (await pool.query<{ n: number; json: string }>(q.text, q.values)).rows[0];
        return reply.header('x-total-count', String(answer.n)).type('application/json; charset=utf-8').send(answer.json);
      });
      peer.get('/health', async (_request, reply) => ((await deepHealth()).status === 'ok' ? { status: 'ok' } : reply.code(503).send({ status: 'down' })));
      peer.get('/vio/:id', async (request, reply) => {
        const json = await publicVioView(deps, (request.params as { id: string }).id, colomboDate());
        return json === null ? reply.code(404).send({}) : reply.type('application/json; charset=utf-8').send(json);
      });
      const peerUrl = await peer.listen({ port: 0, host: '127.0.0.1' });

      // What a miss costs when nobody else is asking: the first landing call after the facts moved computes this once
      // (callers arriving meanwhile share it).
      const alone: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        await homeAnswer(deps);
        alone.push(performance.now() - t0);
      }
      console.log(`  one uncached landing answer, one caller: median of 7 ${fmtMs(median(alone))} (${alone.map((a) => a.toFixed(0)).join(', ')} ms)`);

      const platformClient = new Pool(new URL(platform.url.replace('localhost', '127.0.0.1')).origin, { connections: CONNECTIONS, pipelining: 1 });
      const peerClient = new Pool(peerUrl, { connections: CONNECTIONS, pipelining: 1 });
      const measure = async (client: Pool, method: 'GET' | 'POST', route: string): Promise<Line> => {
        const hit = async () => {
          const start = performance.now();
          const { statusCode, body } = await client.request({ method, path: route });
          await body.arrayBuffer();
          if (statusCode !== 200) throw new Error(`${method} ${route}: ${statusCode}`);
          return performance.now() - start;
        };
        await runConcurrent(CONNECTIONS * 4, CONNECTIONS, async () => void (await hit())); // warm-up (and the cache filled)
        const latencies: number[] = [];
        const until = performance.now() + SECONDS * 1000;
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (performance.now() < until && latencies.length < MAX_REQUESTS) latencies.push(await hit());
          }),
        );
        const rate = (latencies.length / (performance.now() - t0)) * 1000;
        return { rate, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
      };

      const calls = [
        { name: 'POST /api/report/home', cached: ['POST', '/api/report/home'], uncached: ['POST', '/home'], peerLabel: 'uncached (homeAnswer)' },
        { name: 'GET /api/opportunity/getOpportunities', cached: ['GET', '/api/opportunity/getOpportunities'], uncached: ['GET', '/list'], peerLabel: 'uncached (publicListQuery)' },
        { name: 'GET /api/health', cached: ['GET', '/api/health'], uncached: ['GET', '/health'], peerLabel: 'deep report (the public call before)' },
        { name: 'GET /api/vio/public-view/:id', cached: ['GET', `/api/vio/public-view/${vioId}`], uncached: ['GET', `/vio/${vioId}`], peerLabel: 'uncached (publicVioView)' },
      ] as const;
      // Body sizes: a cache hit's cost is mostly sending its body.
      const sizes = await Promise.all(
        calls.map(async (c) => {
          const { body } = await platformClient.request({ method: c.cached[0], path: c.cached[1] });
          return `${c.name} ${(((await body.arrayBuffer()).byteLength) / 1024).toFixed(1)} KB`;
        }),
      );
      console.log(`  answer sizes: ${sizes.join(', ')}`);
      const watched = [...HOME_READ_MODELS, HOME_FACTS, ...PUBLIC_VIEW_READ_MODELS, 'opportunities'];
      const versions = () => JSON.stringify(watched.map((name) => runner.version(name)));
      const before = versions();
      const results = new Map<string, { cached: Line[]; uncached: Line[] }>(calls.map((c) => [c.name, { cached: [], uncached: [] }]));
      const show = (l: Line) => `${fmtInt(l.rate).padStart(7)} req/s   p50 ${fmtMs(l.p50)}   p95 ${fmtMs(l.p95)}   p99 ${fmtMs(l.p99)}`;
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`  round ${round} (load average ${load()})`);
        // Each round starts with another call, so none is always the one measured right after the heavy peers.
        for (const c of [...calls.slice((round - 1) % calls.length), ...calls.slice(0, (round - 1) % calls.length)]) {
          const cached = await measure(platformClient, c.cached[0], c.cached[1]);
          const uncached = await measure(peerClient, c.uncached[0], c.uncached[1]);
          results.get(c.name)!.cached.push(cached);
          results.get(c.name)!.uncached.push(uncached);
          const hitLabel = c.name === 'GET /api/health' ? 'cheap check (coalesced)' : 'cache hit';
          console.log(`    ${c.name.padEnd(38)} ${hitLabel.padEnd(38)} ${show(cached)}`);
          console.log(`    ${''.padEnd(38)} ${c.peerLabel.padEnd(38)} ${show(uncached)}`);
        }
      }
      const unchanged = versions() === before;
      console.log(`  read-model and facts versions ${unchanged ? 'unchanged during the run: every platform call above was a cache hit' : 'MOVED during the run: some calls above were misses'}`);
      await platformClient.close();
      await peerClient.close();

      const medianOf = (lines: Line[]): Line => ({ rate: median(lines.map((l) => l.rate)), p50: median(lines.map((l) => l.p50)), p95: median(lines.map((l) => l.p95)), p99: median(lines.map((l) => l.p99)) });
      console.log(`  medians of ${ROUNDS} rounds (load average ${load()}):`);
      console.log(`SUMMARY landing ${SCALE} one uncached landing answer alone (a miss after the facts moved): ${fmtMs(median(alone))}`);
      for (const c of calls) {
        const r = results.get(c.name)!;
        const [hit, miss] = [medianOf(r.cached), medianOf(r.uncached)];
        console.log(`    ${c.name.padEnd(38)} ${show(hit)}   | ${c.peerLabel}: ${show(miss)}`);
        const hitLabel = c.name === 'GET /api/health' ? 'cheap check' : 'cache hit';
        console.log(
          `SUMMARY landing ${SCALE} ${c.name} (${CONNECTIONS} connections): ${hitLabel} ${fmtInt(hit.rate)} req/s p50 ${fmtMs(hit.p50)} p95 ${fmtMs(hit.p95)} p99 ${fmtMs(hit.p99)} | ${c.peerLabel} ${fmtInt(miss.rate)} req/s p99 ${fmtMs(miss.p99)} | ${ratio(hit.rate, miss.rate)}`,
        );
      }
    } finally {
      await peer.close();
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
