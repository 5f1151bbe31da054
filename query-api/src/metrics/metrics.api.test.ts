import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformConfig } from '@nvp/events';
import { startTestPlatform } from '../../../scripts/test/harness';

/**
 * GET /metrics of the embedded platform over real HTTP (one process: both APIs and the projections): a request's
 * latency lands under its route pattern, an append moves the append counter, the projections and sinks are there.
 * Who may read it: query-api/src/admin/parked.api.test.ts and http-kit/src/metrics.test.ts.
 */
const METRICS_TOKEN = `metrics-${randomUUID()}`;
let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  t = await startTestPlatform('metrics_http', { metricsToken: METRICS_TOKEN } as Partial<PlatformConfig>);
});
afterAll(async () => t?.stop());

const scrape = async () => {
  const answer = await fetch(`${t.platform.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status).toBe(200);
  return answer.text();
};
/** The value of the series `name` whose labels include `labels` (0 when there is none yet). */
const seriesValue = (text: string, name: string, labels: Record<string, string>) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)))
      ?.split(' ')
      .at(-1) ?? 0,
  );

describe('GET /metrics of the embedded platform', () => {
  it('times a request under its route pattern and counts the events it appended', async () => {
    const route = { service: 'platform', route: '/api/volunteer/register/email', method: 'POST', status_class: '2xx' };
    const appended = { service: 'platform', type: 'VolunteerRegistered' };
    const before = await scrape();

    const email = `metrics-${randomUUID().slice(0, 8)}@example.lk`;
    const registered = await t.api.post('/api/volunteer/register/email', { firstName: 'Nimal', lastName: 'Perera', nic: '199812345678', email, password: 'secret-pass-1' });
    expect(registered.status).toBe(200);
    const after = await scrape();

    expect(seriesValue(after, 'nvp_http_request_duration_seconds_count', route) - seriesValue(before, 'nvp_http_request_duration_seconds_count', route)).toBe(1);
    expect(seriesValue(after, 'nvp_events_appended_total', appended) - seriesValue(before, 'nvp_events_appended_total', appended)).toBe(1);
    // Patterns only: no id, no address, whatever the URL or body held.
    expect(after).not.toContain(registered.body.id);
    expect(after).not.toContain(email);
  });

  it("shows each projection's state and lag and each sink's dead letters and retries", async () => {
    const text = await scrape();
    expect(seriesValue(text, 'nvp_projection_running', { service: 'platform', model: 'volunteers', kind: 'postgres' })).toBe(1);
    expect(text).toMatch(/^nvp_projection_lag_seconds\{.*model="applications".*\} \d/m);
    expect(text).toMatch(/^nvp_sink_dead_letters\{.*sink="mail".*\} 0$/m);
    expect(text).toContain('# TYPE nvp_sink_retries_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});
