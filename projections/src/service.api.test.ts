import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openInfrastructure } from '@nvp/events';
import { createTestDatabase, newEvent } from '@nvp/events/testing';
import { startProjectionsService } from './service';

/**
 * The projections service as its main.ts starts it (distributed deployment), on a test database: its JSON log (a
 * line about an event carries the event's correlation id) and its own GET /metrics listener.
 */
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const lines: Record<string, unknown>[] = [];
let service: Awaited<ReturnType<typeof startProjectionsService>>;
let infra: Awaited<ReturnType<typeof openInfrastructure>>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase('projections_service');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-projections-service-'));
  const config = {
    ...loadConfig({}),
    databaseUrl: db.url,
    dataDir,
    port: 0,
    host: '127.0.0.1',
    devOutbox: true,
    logLevel: 'info' as const,
    metricsToken: METRICS_TOKEN,
    projectionRetry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
  };
  infra = await openInfrastructure(config);
  service = await startProjectionsService(infra, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  cleanup = async () => {
    await service.stop();
    await infra.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanup?.());

/** The value of the series `name` whose labels include `labels`, from the text format (undefined: no such series). */
const seriesValue = (text: string, name: string, labels: Record<string, string>) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};
const scrape = (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) => fetch(`${service.url}/metrics`, { headers });

describe('the projections service', () => {
  it('logs JSON lines, and a line about an event names its correlation id but none of its personal data', async () => {
    expect(lines.find((l) => l.msg === 'projections running')).toMatchObject({ service: 'projections', level: 30 });
    // An event the volunteers read model cannot apply (U+0000 in a name, bypassing validation): parked, and said so.
    const volunteerId = randomUUID();
    const correlationId = randomUUID();
    const email = `${volunteerId}@example.lk`;
    const personal = await infra.vault.seal(volunteerId, { firstName: 'A\u0000', lastName: 'Perera', nic: '199012345678', email });
    const registered = newEvent('VolunteerRegistered', { volunteerId, registrationNo: `V-${volunteerId.slice(0, 8)}`, personal });
    await infra.store.append(`volunteer-${volunteerId}`, [{ ...registered, metadata: { ...registered.metadata, correlationId } }], { expected: 'no_stream' });
    expect(await service.projections.runner.waitFor(await infra.store.barrier(), 20_000)).toBe(true);

    const parked = lines.filter((l) => l.correlationId === correlationId);
    expect(parked).toContainEqual(
      expect.objectContaining({ service: 'projections', level: 40, eventId: registered.id, eventType: 'VolunteerRegistered', msg: expect.stringContaining('parked') }),
    );
    expect(JSON.stringify(lines)).not.toContain(email);
    expect(JSON.stringify(lines)).not.toContain('199012345678');
  });

  it('serves GET /metrics on its own port to the scraper token only, with the projections and sinks', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-token' })).status).toBe(401);
    const scraped = await scrape();
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    const projections = { service: 'projections' };
    expect(seriesValue(text, 'nvp_projection_running', { ...projections, model: 'volunteers', kind: 'postgres' })).toBe(1);
    expect(seriesValue(text, 'nvp_projection_parked_events', { ...projections, model: 'volunteers' })).toBe(1);
    expect(seriesValue(text, 'nvp_projection_lag_events', { ...projections, model: 'volunteers' })).toBe(0);
    expect(seriesValue(text, 'nvp_sink_dead_letters', { ...projections, sink: 'mail' })).toBe(0);
    expect(text).toContain('# TYPE nvp_sink_retries_total counter');
    expect(text).toContain('process_resident_memory_bytes{service="projections"}');
    // Its own scrapes are timed like any route.
    expect(seriesValue(text, 'nvp_http_request_duration_seconds_count', { ...projections, route: '/metrics', method: 'GET', status_class: '4xx' })).toBe(2);
  });
});
