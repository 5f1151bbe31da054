import type { EventStore } from '@nvp/events';
import type { Analytics, ProjectionLag } from '@nvp/projections';
import type { SinkState } from '@nvp/projections/sinks';
import type { HealthReport } from '../infra/deps';

export interface HealthSources {
  store: Pick<EventStore, 'kind' | 'headPosition'>;
  lag: () => Promise<ProjectionLag[]>;
  /** In the process that runs the projections, a stopped projection makes the read side unhealthy. */
  runsProjections: boolean;
  analytics: Pick<Analytics, 'kind' | 'ping'>;
  kafkaEnabled: boolean;
  mailDelivery: 'smtp' | 'outbox';
  /** Each sink's delivery state; a retrying sink keeps the platform serving but is reported (and warned about). */
  sinks?: () => Promise<SinkState[]>;
  /** Said on every report: mail or SMS not delivered with no development outbox (deliveryWarnings). */
  warnings?: string[];
}

/**
 * One health report for the embedded platform and the distributed query-api alike. It is a deep check (the
 * store's head, two queries per projection for its lag, an analytics ping: some 30 queries), so calls that
 * arrive while a report is being made share that report instead of each starting their own: under load that
 * turns N × 30 queries into 30. Not a cache: nothing is kept once the report is answered, and every answer was
 * begun at most one report's duration before it was asked for.
 */
export const createHealthCheck = (sources: HealthSources): (() => Promise<HealthReport>) => {
  let inFlight: Promise<HealthReport> | undefined;
  const report = healthReport(sources);
  return () => (inFlight ??= report().finally(() => (inFlight = undefined)));
};

export interface UpSources {
  store: Pick<EventStore, 'headPosition'>;
  /** The read models' database. */
  pool: { query(sql: string): Promise<unknown> };
  analytics: Pick<Analytics, 'ping'>;
  /** In the process that runs the projections: the ones not following the log (in memory, no query). */
  stopped?: () => string[];
}

/**
 * The public up/down (GET /api/health): what makes the deep report 'degraded', checked cheaply. The event store's
 * head, `SELECT 1` on the read models' pool, the analytics ping and the runner's in-memory state: three round
 * trips instead of some 30 queries. Concurrent callers share the check in flight (every answer was begun after it
 * was asked for, or at most one check earlier); nothing is kept once it is answered, so there is no TTL.
 */
export const createUpCheck = (sources: UpSources): (() => Promise<boolean>) => {
  let inFlight: Promise<boolean> | undefined;
  const check = async () => {
    const probes = await Promise.allSettled([sources.store.headPosition(), sources.pool.query('SELECT 1'), sources.analytics.ping()]);
    const reachable = probes.every((p) => p.status === 'fulfilled') && (probes[2] as PromiseFulfilledResult<boolean>).value;
    return reachable && !(sources.stopped?.().length);
  };
  return () => (inFlight ??= check().finally(() => (inFlight = undefined)));
};

const healthReport = (sources: HealthSources) => async (): Promise<HealthReport> => {
  const components: HealthReport['components'] = {};
  const check = async (name: string, probe: () => Promise<Record<string, unknown>>) => {
    try {
      components[name] = { ok: true, ...(await probe()) };
    } catch (error) {
      components[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  await check('eventStore', async () => ({ kind: sources.store.kind, head: String((await sources.store.headPosition()).prepare) }));
  await check('readModels', async () => {
    const lag = await sources.lag();
    const stopped = lag.filter((l) => !l.running).map((l) => l.name);
    if (sources.runsProjections && stopped.length) throw new Error(`stopped: ${stopped.join(', ')}`);
    // Parked events do not make the read side unhealthy (every model runs), but each model lacks them until retried.
    return { projections: lag, parked: lag.reduce((n, l) => n + (l.parked ?? 0), 0) };
  });
  await check('analytics', async () => {
    if (!(await sources.analytics.ping())) throw new Error(`${sources.analytics.kind} did not answer`);
    return { kind: sources.analytics.kind };
  });
  components.kafka = { ok: true, enabled: sources.kafkaEnabled };
  // Kept mail does not make the platform unhealthy (it still serves), but the report says it loudly.
  const warnings = [...(sources.warnings ?? [])];
  if (sources.sinks) {
    // A failing sink does not stop the platform serving (status stays ok): its state and a warning say it.
    await check('sinks', async () => {
      const states = await sources.sinks!();
      for (const s of states) if (s.state === 'retrying') warnings.push(`sink ${s.name} is retrying (attempt ${s.attempts}): ${s.lastError ?? ''}`);
      // Per outside system: failing while a sink retries a message that failed there.
      const channel = (name: string) => {
        const failing = states.find((s) => s.state === 'retrying' && s.channel === name);
        return failing ? { state: 'retrying', sink: failing.name, lastError: failing.lastError } : { state: 'ok' };
      };
      return {
        channels: { smtp: channel('smtp'), sms: channel('sms'), kafka: channel('kafka') },
        sinks: Object.fromEntries(
          states.map((s) => [
            s.name,
            { state: s.state, attempts: s.attempts, lastError: s.lastError, lastErrorAt: s.lastErrorAt, nextAttemptAt: s.nextAttemptAt, channel: s.channel, deadLetters: s.deadLetters },
          ]),
        ),
      };
    });
  }
  components.mail = { ok: true, delivery: sources.mailDelivery, delivered: sources.mailDelivery === 'smtp', ...(warnings.length ? { warnings } : {}) };
  return { status: Object.values(components).every((c) => c.ok) ? 'ok' : 'degraded', components, ...(warnings.length ? { warnings } : {}) };
};
