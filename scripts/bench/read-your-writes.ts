/**
 * Read-your-writes delay on the whole platform (embedded PostgreSQL, HTTP on a free port): after a
 * volunteer registers, how long until the read models have passed the returned position? See README.md.
 *
 *   npx tsx scripts/bench/read-your-writes.ts        (BENCH_RYW_ITERATIONS, BENCH_RYW_MAX_MS)
 */
import { loadConfig, parsePosition } from '@nvp/events';
import { startPlatform } from '../platform';
import { BENCH_ADMIN, benchConfig, envInt, fmtInt, fmtMs, percentile, runMain, startTempPostgres } from './lib';

const ITERATIONS = envInt('BENCH_RYW_ITERATIONS', 300);
const WARMUP = envInt('BENCH_RYW_WARMUP', 5);
/** Stop measuring after this long even if not all iterations ran. */
const MAX_MS = envInt('BENCH_RYW_MAX_MS', 120_000);
const WAIT_TIMEOUT_MS = 5_000;
const HTTP_TIMEOUT_MS = 10_000;

runMain(async () => {
  console.log(`# read-your-writes: ${ITERATIONS} registrations (POST /api/volunteer/register/email), sequential, warm-up ${WARMUP}`);
  const pgServer = await startTempPostgres('ryw');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl, {
        readYourWritesTimeoutMs: WAIT_TIMEOUT_MS,
        // ITERATIONS registrations from one address would meet the per-IP attempt limit.
        rateLimits: { ...loadConfig().rateLimits, enabled: false },
      }),
      { quiet: true },
    );
    platform.infra.pool.on('error', () => undefined); // idle connections cut by the final server stop
    try {
      const base = platform.url.replace('localhost', '127.0.0.1');
      const request = async (method: 'GET' | 'POST', route: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
        const headers: Record<string, string> = { ...init.headers };
        if (init.body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${base}${route}`, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        const text = await response.text();
        return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
      };

      // Only signed-in reads wait for their position: the reads below carry the bench admin's session.
      const login = await request('POST', '/api/authenticate/login', { body: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } });
      if (login.status !== 200) throw new Error(`bench admin login failed: ${login.status}`);
      const session = { token: String(login.body.token) };

      const waitForMs: number[] = [];
      const httpWaitMs: number[] = [];
      const baselineMs: number[] = [];
      const postMs: number[] = [];
      let notConsistent = 0;
      let waitTimeouts = 0;
      let unhealthy = 0;
      const runStamp = Date.now().toString(36);
      const started = performance.now();
      let measured = 0;

      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        if (performance.now() - started > MAX_MS) break;
        const nic = `1990${String(10_000_000 + i).slice(-8)}`;
        const p0 = performance.now();
        const registered = await request('POST', '/api/volunteer/register/email', {
          body: { firstName: 'Bench', lastName: `Volunteer ${i}`, nic, email: `bench-${runStamp}-${i}@example.lk`, password: 'bench-pass-1' },
        });
        const t0 = performance.now();
        if (registered.status !== 200) throw new Error(`registration ${i} failed: ${registered.status} ${JSON.stringify(registered.body)}`);
        const position = parsePosition(String(registered.body.position));
        if (!position) throw new Error(`registration ${i}: no position in ${JSON.stringify(registered.body)}`);

        // Both start the moment the POST answered: the in-process wait and the HTTP read that carries the position.
        const [waited, viaHttp] = await Promise.all([
          platform.projections.runner.waitFor(position, WAIT_TIMEOUT_MS).then((ok) => ({ ok, ms: performance.now() - t0 })),
          request('GET', '/api/health', { headers: { ...session, 'x-nvp-position': registered.body.position } }).then((r) => ({ r, ms: performance.now() - t0 })),
        ]);
        // Peer: the same read without the header, i.e. the round-trip with nothing to wait for.
        const b0 = performance.now();
        const baseline = await request('GET', '/api/health', { headers: session });
        const baselineElapsed = performance.now() - b0;

        if (i < WARMUP) continue;
        measured++;
        postMs.push(t0 - p0);
        waitForMs.push(waited.ms);
        httpWaitMs.push(viaHttp.ms);
        baselineMs.push(baselineElapsed);
        if (!waited.ok) waitTimeouts++;
        if (viaHttp.r.headers.get('x-nvp-consistent') !== 'true') notConsistent++;
        if (viaHttp.r.status !== 200 || baseline.status !== 200) unhealthy++;
      }
      const totalS = (performance.now() - started) / 1000;

      const pair = (xs: number[]) => `p50 ${fmtMs(percentile(xs, 50))} / p99 ${fmtMs(percentile(xs, 99))}`;
      const cut = measured < ITERATIONS ? ` (time bound ${MAX_MS / 1000} s reached after ${measured} of ${ITERATIONS})` : '';
      console.log(`  ${measured} measured iterations in ${totalS.toFixed(1)} s${cut}; POST register itself ${pair(postMs)}`);
      console.log(`read-your-writes, runner.waitFor (in-process):       ${pair(waitForMs)}`);
      console.log(
        `read-your-writes, GET /api/health + x-nvp-position:  ${pair(httpWaitMs)} | baseline GET /api/health, no header ${pair(baselineMs)}` +
          ` | p50 extra ${fmtMs(percentile(httpWaitMs, 50) - percentile(baselineMs, 50))}`,
      );
      if (waitTimeouts || notConsistent || unhealthy) {
        console.log(`  anomalies: waitFor timeouts ${waitTimeouts}, x-nvp-consistent!=true ${notConsistent}, non-200 health ${unhealthy}`);
      }
      console.log(
        `SUMMARY read-your-writes (${fmtInt(measured)} registrations): waitFor p50 ${fmtMs(percentile(waitForMs, 50))} p99 ${fmtMs(percentile(waitForMs, 99))};` +
          ` HTTP with position p50 ${fmtMs(percentile(httpWaitMs, 50))} p99 ${fmtMs(percentile(httpWaitMs, 99))}` +
          ` vs without p50 ${fmtMs(percentile(baselineMs, 50))} p99 ${fmtMs(percentile(baselineMs, 99))}`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
