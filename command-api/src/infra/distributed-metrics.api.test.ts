import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@nvp/events';
import { createTestDatabase } from '@nvp/events/testing';

/**
 * The distributed deployment's two API services, each started by its own main.ts as a process of its own (as the
 * image runs them) on a test database: each serves GET /metrics with its own series, and each writes JSON log
 * lines that carry the request id. (The projections service: projections/src/service.api.test.ts.)
 */
const ROOT = path.resolve(__dirname, '../../..');
const METRICS_TOKEN = `metrics-${randomUUID()}`;
type Service = { url: string; lines: Record<string, unknown>[]; process: ChildProcess };
const services: Service[] = [];
let command: Service;
let query: Service;
let cleanup: () => Promise<void>;

const start = async (main: string, env: NodeJS.ProcessEnv): Promise<Service> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const service: Service = { url: `http://127.0.0.1:${port}`, lines: [], process: child };
  services.push(service);
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const complete = text.split('\n');
    rest = complete.pop()!;
    for (const line of complete) if (line.startsWith('{')) service.lines.push(JSON.parse(line));
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  // Listening once pino says so (Fastify logs the address at info).
  const deadline = Date.now() + 90_000;
  while (!service.lines.some((l) => String(l.msg).startsWith('Server listening'))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${main} did not start: ${errors.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return service;
};
const stopService = (service: Service) =>
  new Promise<void>((resolve) => {
    if (service.process.exitCode !== null) return resolve();
    service.process.once('exit', () => resolve());
    service.process.kill('SIGTERM');
  });

beforeAll(async () => {
  const db = await createTestDatabase('distributed_metrics');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-distributed-metrics-'));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    VAULT_MASTER_KEY: randomBytes(32).toString('hex'),
    DEV_OUTBOX: 'true',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
  };
  cleanup = async () => {
    await Promise.all(services.map(stopService));
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  // One after the other: both migrate the database at start.
  command = await start('command-api/src/main.ts', env);
  query = await start('query-api/src/main.ts', env);
});
afterAll(async () => cleanup?.());

const scrape = async (service: Service) => {
  const answer = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status).toBe(200);
  return answer.text();
};
/** The value of the series `name` whose labels include `labels` (undefined: no such series). */
const seriesValue = (text: string, name: string, labels: Record<string, string>) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('the command-api service', () => {
  it('times the request under its route, counts the appended event, and logs the request under its id', async () => {
    expect((await fetch(`${command.url}/metrics`)).status).toBe(401);
    const requestId = randomUUID();
    const email = `distributed-${requestId.slice(0, 8)}@example.lk`;
    const registered = await fetch(`${command.url}/api/volunteer/register/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ firstName: 'Nimal', lastName: 'Perera', nic: '199812345679', email, password: 'secret-pass-1' }),
    });
    expect(registered.status).toBe(200);

    const text = await scrape(command);
    expect(seriesValue(text, 'nvp_http_request_duration_seconds_count', { service: 'command-api', route: '/api/volunteer/register/email', method: 'POST', status_class: '2xx' })).toBe(1);
    expect(seriesValue(text, 'nvp_events_appended_total', { service: 'command-api', type: 'VolunteerRegistered' })).toBe(1);
    expect(text).not.toContain(email);

    // The service's log reaches this process through a pipe: "request completed" may still be on its way after the answer.
    await vi.waitFor(() => {
      const own = command.lines.filter((l) => l.reqId === requestId);
      expect(own.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    }, { timeout: 10_000 });
    expect(JSON.stringify(command.lines)).not.toContain(email);
  });
});

describe('the query-api service', () => {
  it("times the request under its route, reports the stored projections' state, and logs the request under its id", async () => {
    expect((await fetch(`${query.url}/metrics`)).status).toBe(401);
    const requestId = randomUUID();
    const districts = await fetch(`${query.url}/api/health`, { headers: { 'x-request-id': requestId } });
    expect(districts.status).toBeLessThan(500);

    const text = await scrape(query);
    expect(seriesValue(text, 'nvp_http_request_duration_seconds_count', { service: 'query-api', route: '/api/health', method: 'GET' })).toBe(1);
    // No projections service runs here: the stored checkpoints say the read models are behind, which is the point of the gauge.
    expect(seriesValue(text, 'nvp_projection_lag_events', { service: 'query-api', model: 'volunteers' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'nvp_sink_dead_letters', { service: 'query-api', sink: 'mail' })).toBe(0);
    expect(text).not.toContain('nvp_events_appended_total');

    expect(query.lines.filter((l) => l.reqId === requestId).map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
